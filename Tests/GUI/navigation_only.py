"""GUI test: a storyboard whose only scene is a navigation controller, shown as Xcode shows it.

Its root is set in code (blockchain's KYC navigation storyboard has no root relationship), so no
scene has a view of its own to edit. The canvas still draws the storyboard: the navigation
controller's scene, a white screen under its bars. A click on the scene selects the navigation
controller: the Identity inspector shows its Storyboard ID. Dark, chosen in the "View as" bar
below the canvas, draws the scene's screen black.

usage: navigation_only.py NIBBLER NIBTOOL DOCUMENT WORKDIR
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
    cx, cy, cw, ch = app.extents(app.find("Canvas"))
    shot = os.path.join(workdir, "canvas.png")

    def scene_drawn():
        display.screenshot(shot)
        found = white_box(shot, (cx, cy, cw, ch))
        return found if found and found[4] > 20000 else None
    left, top, right, bottom, count = wait_until("the navigation controller's white screen on the canvas", scene_drawn)
    check(count > 20000, f"the scene is drawn: {count} white pixels from ({left}, {top}) to ({right}, {bottom}); an empty canvas has none")

    # At the default window size each chooser shows its whole name: the sidebar keeps to its
    # 260 px (GTK's theme held it at 400, a switcher's button being 100 px at least), and the
    # device and text size choosers sit below the canvas, as in Xcode's "View as" bar. They
    # were cut to "Vi…", "Do…" and "Te…" (70 to 110 px).
    _, _, outline_width, _ = app.extents(app.find("Document Outline"))
    check(outline_width <= 300, f"the outline is {outline_width} px wide (at most 300)")
    for name, least, below in [("Scene", 150, False), ("Device", 190, True), ("Text size", 180, True)]:
        x, y, w, h = app.extents(app.find(name))
        check(w >= least and cx <= x and x + w <= cx + cw and (y > cy + ch) == below,
              f"the {name} chooser is shown whole {'below' if below else 'above'} the canvas ({w} px wide at ({x}, {y}))")

    app.click_at((left + right) // 2, (top + bottom) // 2)
    field = app.find("Storyboard ID", role="text")
    check(app.text_of(field) == "Onboarding", f"a click on the scene selects the navigation controller (Storyboard ID {app.text_of(field)!r})")

    # The dark appearance from the "View as" bar, as Xcode's canvas toggles it: the scene's
    # screen black where it was white. A preview: the document is not edited.
    app.pick(app.find("Appearance"), 0, 1)
    darkened = os.path.join(workdir, "dark.png")

    def scene_dark():
        display.screenshot(darkened)
        black = count_pixels(darkened, (left, top, right - left + 1, bottom - top + 1), lambda r, g, b: r < 20 and g < 20 and b < 20)[0]
        return black if black > 0.8 * count else None
    black = wait_until("the scene drawn dark", scene_dark)
    check(black > 0.8 * count, f"Dark: the scene's screen is black ({black} black pixels where {count} were white, its header among them)")
    check("*" not in app.title, f"previewing the dark appearance leaves the document unedited (title {app.title!r})")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
