"""GUI test: nib-backed custom views on the canvas.

Open a XIB of a project whose custom views load XIBs of their own: the canvas draws each
one's XIB in its place (the badge card's red bar, the message card's blue box), once the
project's code is read. Double-clicking the badge card opens BadgeCard.xib in the window.

usage: nib_backed.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, count_pixels, run_scenario, wait_until  # noqa: E402


def scenario(display, nibbler, nibtool, document, workdir):
    project = os.path.join(workdir, "NibBacked")
    shutil.copytree(os.path.dirname(os.path.dirname(document)), project)
    screen = os.path.join(project, "Views", "Screen.xib")

    app = App(display, nibbler, screen)
    check(app.title == "Screen.xib — Nibbler", f"the screen opens: {app.title!r}")
    canvas = app.find("Canvas")
    cx, cy, _, _ = app.extents(canvas)
    red_box = (int(cx + 40 + 20), int(cy + 40 + 30), 100, 40)
    blue_box = (int(cx + 40 + 20), int(cy + 40 + 135), 100, 20)

    def red_and_blue():
        shot = os.path.join(workdir, "canvas.png")
        display.screenshot(shot)
        red, _ = count_pixels(shot, red_box, lambda r, g, b: r > 200 and g < 60 and b < 60)
        blue, _ = count_pixels(shot, blue_box, lambda r, g, b: b > 200 and r < 60 and g < 60)
        return (red, blue) if red > 3000 and blue > 1500 else None
    red, blue = wait_until("the nib-backed views drawn", red_and_blue, 10)
    check(True, f"BadgeCard.xib's red bar and MessageCard.xib's blue box are drawn in place ({red}, {blue} pixels)")

    x, y = cx + 40 + 60, cy + 40 + 50
    display.run("xdotool", "mousemove", str(int(x)), str(int(y)), "click", "--repeat", "2", "--delay", "80", "1")
    wait_until("BadgeCard.xib in the window", lambda: app.title == "BadgeCard.xib — Nibbler", 5)
    check(True, "double-clicking the badge card opens BadgeCard.xib")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
