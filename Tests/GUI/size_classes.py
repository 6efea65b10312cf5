"""GUI test: a document whose constraints vary by size class, on an iPhone (compact width,
regular height), as Interface Builder shows it.

The fixture (Tests/Fixtures/SizeClasses.xib) holds a 100 pt box whose leading is 10 pt, 30 in
compact width; whose 200 pt top the default uninstalls and compact width with regular height
installs again; and whose trailing (263 pt) only regular width installs. With real input:
- a click on the box selects it; the canvas draws its leading line, 30 pt long, and no trailing
  line (the iPhone does not install it);
- the leading constraint chosen in the outline, the inspector lists "Constant (wC)" 30 beside its
  Constant field; the top's lists "Installed" No and "Installed (wC hR)" Yes;
- an outline row cut short by the sidebar has its whole name as its tooltip;
- Zoom to Fit (Ctrl+9) shows the whole screen, 40 px in from the canvas's edges on the side
  that limits it.

usage: size_classes.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, count_pixels, run_scenario, wait_until, white_box  # noqa: E402


def scenario(display, nibbler, nibtool, document, workdir):
    path = os.path.join(workdir, os.path.basename(document))
    shutil.copyfile(document, path)
    app = App(display, nibbler, path)
    cx, cy, _, _ = app.extents(app.find("Canvas"))
    ox, oy = cx + 40, cy + 40          # the screen is drawn 40 pt in, at 1 pixel a point
    app.click_at(ox + 80, oy + 250)    # the box: 30 pt in, 200 pt down, 100 pt square
    shot = os.path.join(workdir, "selected.png")
    display.screenshot(shot)
    blue = lambda r, g, b: b > 200 and b - r > 60  # noqa: E731   (a 1 px line is drawn half on two rows)
    leading, _ = count_pixels(shot, (ox + 4, oy + 248, 22, 5), blue)
    check(leading >= 15, f"the leading constraint's line from the screen's edge to the box ({leading} blue pixels)")
    # Right of the box, over the whole height it could be drawn at (a line at the first item's middle).
    trailing, _ = count_pixels(shot, (ox + 140, oy + 150, 245, 550), blue)
    check(trailing == 0, f"no line for the trailing constraint the iPhone does not install ({trailing} blue pixels)")

    row = app.find_where("the leading constraint in the outline", lambda n: n.startswith("Box.leading =="), role="label")
    # The sidebar cuts long rows short ("Box.leading == View.le…"): the row's tooltip has it whole.
    check(row.description == row.name, f"the outline row's tooltip is its whole name ({row.description!r})")
    app.click(row)
    app.find("Constant (wC)", role="label")
    app.find("30", role="label")
    check(True, "the leading constraint's inspector lists Constant (wC) 30")
    app.click(app.find_where("the 200 pt top in the outline", lambda n: n.startswith("Box.top ==") and "200" in n, role="label"))
    app.find("Installed (wC hR)", role="label")
    app.find("Installed", role="label")
    check(True, "the top's inspector lists where it is installed: not by default, in wC hR")

    # Zoom to Fit: the whole screen in the canvas, 40 px in from the edges of the side that
    # limits it. The margin is not zoomed (fitted as if it were, a screen wider than the canvas
    # ran past its right edge), and the scrollbars go (a hidden one kept its room, and the
    # screen ended 14 px short of the margin).
    app.key("ctrl+9")
    fitted = os.path.join(workdir, "fitted.png")

    def fitted_screen():
        cx, cy, cw, ch = app.extents(app.find("Canvas"))
        display.screenshot(fitted)
        left, top, right, bottom, _ = white_box(fitted, (cx, cy, cw, ch))
        margins = (left - cx, top - cy, cx + cw - 1 - right, cy + ch - 1 - bottom)
        return margins if min(margins) >= 36 and (max(margins[0], margins[2]) <= 44 or max(margins[1], margins[3]) <= 44) else None
    margins = wait_until("the screen zoomed to fit", fitted_screen)
    check(True, f"Zoom to Fit shows the whole screen, 40 px in on the side that limits it (margins {margins})")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
