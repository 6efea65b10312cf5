"""GUI test: a static table drawn with its cells, a cell's label chosen on the canvas and edited.

The fixture (Tests/Fixtures/StaticTable.storyboard) is a table view controller's inset grouped
static table on an iPhone 14 Pro: a section "Account" with a Basic cell "Profile" (disclosure
indicator) and a custom cell "Notifications" with a switch. With real input and screenshots:
- the window draws the cells below the status bar (the table's content inset, 59 pt), as white
  cards on the grouped grey, with the section title above them, the label's text and the switch;
- a click on "Profile" on the canvas selects that label (hit testing sees the cells where they are
  drawn); its Text typed as "Account Details" and saved: the one changed line is the label's start
  tag with `text="Account Details"`, as Xcode writes a static cell's title (kharrison+CodeExamples'
  StaticTableDynamicType storyboard has the same form), and the canvas shows the new text.

usage: static_table.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, count_pixels, run_scenario, save_and_diff, wait_until  # noqa: E402


def scenario(display, nibbler, nibtool, document, workdir):
    path = os.path.join(workdir, os.path.basename(document))
    shutil.copyfile(document, path)
    original = open(path, encoding="utf-8").read()
    app = App(display, nibbler, path)
    cx, cy, _, _ = app.extents(app.find("Canvas"))
    ox, oy = cx + 40, cy + 40          # the root is drawn 40 pt in, at 1 pixel a point
    cell_top = oy + 59 + 55            # the first cell: its frame's y below the content inset
    shot = os.path.join(workdir, "table.png")
    display.run("import", "-window", "root", shot)

    white, _ = count_pixels(shot, (ox + 24, cell_top + 4, 300, 34), lambda r, g, b: (r, g, b) == (255, 255, 255))
    check(white > 0.8 * 300 * 34, f"the first cell is a white card below the status bar ({white} white pixels of {300 * 34})")
    grey, _ = count_pixels(shot, (ox + 2, cell_top + 4, 14, 34), lambda r, g, b: r > 238 and r < 246 and b > 244)
    check(grey > 0.8 * 14 * 34, f"on the grouped grey beside it ({grey})")
    title, _ = count_pixels(shot, (ox + 18, cell_top - 26, 80, 20), lambda r, g, b: r < 160 and g < 160)
    check(title > 20, f"the section title above it ({title} grey text pixels)")
    text, _ = count_pixels(shot, (ox + 38, cell_top + 8, 60, 28), lambda r, g, b: r < 80 and g < 80 and b < 80)
    check(text > 40, f"the cell's title Profile ({text} dark pixels)")
    green, _ = count_pixels(shot, (ox + 20 + 288, cell_top + 44 + 6, 51, 31), lambda r, g, b: g > 150 and r < 100 and b < 120)
    check(green > 300, f"the second cell's switch, on ({green} green pixels)")

    app.click_at(ox + 60, cell_top + 22)
    field = app.find("text", role="text")
    check(app.text_of(field) == "Profile", "a click on the cell's title selects that label")
    app.enter(field, "Account Details")
    _, removed, added = save_and_diff(app, path, original)
    check(len(removed) == 1 and len(added) == 1 and 'text="Account Details"' in added[0] and 'id="Stt-l1-LBL"' in added[0]
          and removed[0].replace('text="Profile"', 'text="Account Details"') == added[0],
          f"saved: only the label's text changed: {added}")
    shot = os.path.join(workdir, "edited.png")
    display.run("import", "-window", "root", shot)
    text, _ = count_pixels(shot, (ox + 38, cell_top + 8, 140, 28), lambda r, g, b: r < 80 and g < 80 and b < 80)
    check(text > 120, f"the canvas shows the longer title ({text} dark pixels)")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
