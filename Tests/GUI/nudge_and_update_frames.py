"""GUI test: an arrow-key nudge and a mouse drag of a view held by constraints, and Update Frames.

A new 320×480 document; a View from the library, centred and sized from the Layout menu, so
that constraints hold it. A click on it selects it; Right moves it 1 pt and Shift+Down 10 pt, as
in Interface Builder: the file's frame moves, the constraints stay, and the view is misplaced
(`nibtool check` says so, the Issues page lists it, the file marks it `misplaced="YES"` as Xcode
does). Update Frames puts it back where its constraints hold it, drops the mark, and `nibtool
check` finds nothing. Then the view dragged 30 pt with the mouse stays where it is dropped,
marked misplaced, and Update Frames puts it back again. A drag let go 3 pt off the root's
centre line snaps back onto it, as Interface Builder's alignment guides snap.

usage: nudge_and_update_frames.py NIBBLER NIBTOOL DOCUMENT WORKDIR   (DOCUMENT is not used)
"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, run_scenario, wait_until  # noqa: E402



def frame_of_view(nibtool, path):
    views = json.loads(subprocess.run([nibtool, "frames", path, "--format", "json"], check=True, capture_output=True, text=True).stdout)
    return next(v for v in views if v["superview"] is not None and v["class"] == "view")["frame"]


def stored_frame(path):
    text = open(path, encoding="utf-8").read()
    view = text[text.index("<subviews>"):]
    rect = view[view.index('<rect key="frame"'):]
    rect = rect[:rect.index("/>")]
    return {k: float(re.search(rf'\b{k}="([^"]*)"', rect).group(1)) for k in ["x", "y", "width", "height"]}


def subview_text(path):
    text = open(path, encoding="utf-8").read()
    return text[text.index("<subviews>"):]


def save(app, path):
    before = os.path.getmtime(path) if os.path.exists(path) else 0
    app.key("ctrl+s")
    wait_until("the saved file", lambda: os.path.exists(path) and os.path.getmtime(path) != before, 5)
    wait_until("the title without the unsaved mark", lambda: not app.title.startswith("• "), 5)


def scenario(display, nibbler, nibtool, _document, workdir):
    path = os.path.join(workdir, "Nudge.xib")
    app = App(display, nibbler, "--device", "retina3_5", path)
    app.choose("Add a View (Library)", "View")
    for item in ["Horizontally", "Vertically", "Width", "Height"]:
        app.layout(item)
    save(app, path)
    held = stored_frame(path)
    check((held["x"], held["y"], held["width"], held["height"]) == (40, 176, 240, 128),
          f"the view is centred in the 320×480 root by its constraints: {held}")

    cx, cy, _, _ = app.extents(app.find("Canvas"))
    app.click_at(cx + 40 + 160, cy + 40 + 240)   # the view's centre (the root is drawn 40 pt in)
    app.find("Frame X", role="spin button")
    check(True, "a click on the view selects it")
    app.key("Right")
    app.key("shift+Down")
    save(app, path)
    moved = stored_frame(path)
    check((moved["x"], moved["y"]) == (41, 186) and (moved["width"], moved["height"]) == (240, 128),
          f"Right moves it 1 pt and Shift+Down 10 pt, in the file: {moved}")
    issues = subprocess.run([nibtool, "check", path], capture_output=True, text=True).stdout
    check("will be different at run time: x 41 → 40, y 186 → 176" in issues, f"nibtool check calls it misplaced: {issues.strip()!r}")
    check(re.search(r'<view [^>]*misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO"', subview_text(path)) is not None,
          "the file marks it misplaced=\"YES\" where Xcode writes the mark")
    app.click(app.find_where("the Issues page tab", lambda n: n.startswith("Issues"), role="page tab"))
    app.find_where("the misplaced issue", lambda n: n.startswith("Frame for “View” will be different"), role="label")
    check(True, "the Issues page lists it as misplaced")

    app.layout("Update Frames")
    save(app, path)
    back = stored_frame(path)
    check((back["x"], back["y"]) == (40, 176), f"Update Frames puts it back where its constraints hold it: {back}")
    check("misplaced" not in subview_text(path), "and drops the mark")
    issues = subprocess.run([nibtool, "check", path], capture_output=True, text=True)
    check(issues.returncode == 0 and issues.stdout.strip() == "", f"nibtool check finds no problem: {issues.stdout.strip()!r}")
    check(frame_of_view(nibtool, path)["x"] == 40, "nibtool frames agrees")

    # A drag with the mouse, as in Interface Builder: the view stays where it is dropped,
    # misplaced, until Update Frames.
    app.drag((cx + 40 + 160, cy + 40 + 240), (cx + 40 + 190, cy + 40 + 260))
    save(app, path)
    dropped = stored_frame(path)
    check((dropped["x"], dropped["y"]) == (70, 196) and (dropped["width"], dropped["height"]) == (240, 128),
          f"dragged 30 pt right and 20 down, it stays where it was dropped: {dropped}")
    check('misplaced="YES"' in subview_text(path), "marked misplaced")
    app.layout("Update Frames")
    save(app, path)
    back = stored_frame(path)
    check((back["x"], back["y"]) == (40, 176) and "misplaced" not in subview_text(path),
          f"Update Frames puts it back again: {back}")

    # Let go 3 pt right of the root's centre line, the alignment guide snaps the view back onto it.
    app.drag((cx + 40 + 160, cy + 40 + 240), (cx + 40 + 163, cy + 40 + 270))
    save(app, path)
    snapped = stored_frame(path)
    check((snapped["x"], snapped["y"]) == (40, 206), f"dragged 3 pt right and 30 down, the centre guide holds x: {snapped}")
    check(app.quit() == 0, "Ctrl+Q quits after the save")


if __name__ == "__main__":
    run_scenario(scenario)
