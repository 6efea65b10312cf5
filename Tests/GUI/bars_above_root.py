"""GUI test: a scene whose view starts below opaque bars, drawn and picked as Interface Builder shows it.

RxSwift's Calculator storyboard (one scene) stores its view at y 64, under the controller's own
opaque simulated navigation bar (`translucent="NO"`). With real input and a screenshot:
- the canvas draws the whole screen: the status bar's time and the bar's title "Calculator"
  above the view, and the view's grey from 64 pt down to the screen's bottom (667 pt);
- a click on the "7" button, where it is drawn, selects it (the inspector's Title is 7), and the
  selection's handles are drawn around it there.

usage: bars_above_root.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, count_pixels, run_scenario  # noqa: E402


def scenario(display, nibbler, nibtool, document, workdir):
    path = os.path.join(workdir, "Calculator.storyboard")
    shutil.copyfile(document, path)
    frames = json.loads(subprocess.run([nibtool, "frames", path], check=True, capture_output=True, text=True).stdout)
    button = next(f for f in frames if f.get("name") == "Button - 7")["frame"]
    app = App(display, nibbler, path)
    cx, cy, _, ch = app.extents(app.find("Canvas"))
    ox, oy = cx + 40, cy + 40          # the screen is drawn 40 pt in, at 1 pixel a point
    shot = os.path.join(workdir, "calculator.png")
    display.screenshot(shot)

    dark = lambda r, g, b: r < 80 and g < 80 and b < 80  # noqa: E731
    time_pixels, _ = count_pixels(shot, (ox + 150, oy + 2, 75, 16), dark)
    check(time_pixels > 10, f"the status bar's time at the screen's top ({time_pixels} dark pixels)")
    title, _ = count_pixels(shot, (ox + 120, oy + 28, 135, 30), dark)
    check(title > 40, f"the navigation bar's title Calculator below it ({title} dark pixels)")
    gray = lambda r, g, b: abs(r - 170) <= 4 and abs(g - 170) <= 4 and abs(b - 170) <= 4  # noqa: E731
    above, _ = count_pixels(shot, (ox + 5, oy + 2, 90, 60), gray)   # left of the time and the title
    check(above == 0, f"nothing of the view's grey over the bars ({above} grey pixels)")
    # Down to the screen's bottom, or to the canvas's where it cuts the screen off.
    height = min(596, cy + ch - (oy + 64 + 4))
    bottom, _ = count_pixels(shot, (ox + 2, oy + 64 + 4, 8, height), gray)
    check(bottom > 0.9 * 8 * height, f"the view's grey from below the bars down to the screen's bottom ({bottom} of {8 * height})")

    # The button's frame is in the view's coordinates; the view's top is 64 pt down the screen.
    bx, by = ox + button["x"] + button["width"] / 2, oy + 64 + button["y"] + button["height"] / 2
    app.click_at(int(bx), int(by))
    field = app.find("Title", role="text")
    check(app.text_of(field) == "7", f"a click on the 7 selects that button (the Title reads {app.text_of(field)!r})")
    shot = os.path.join(workdir, "selected.png")
    display.screenshot(shot)
    blue = lambda r, g, b: b > 200 and r < 120 and g < 190  # noqa: E731
    left, top = ox + button["x"], oy + 64 + button["y"]
    handles, _ = count_pixels(shot, (int(left) - 4, int(top) - 4, 9, 9), blue)
    check(handles > 4, f"the selection's handle at the button's top left corner, where it is drawn ({handles} blue pixels)")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
