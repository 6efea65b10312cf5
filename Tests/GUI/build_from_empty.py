"""GUI test: a layout made from nothing with the library and the Layout menu.

`nibbler NEW.xib` for a file that does not exist opens a new document for a current iPhone,
bound to that name. Add a View from the library, centre it horizontally and vertically and fix
its width and height from the Layout menu, save with Ctrl+S. `nibtool check` then finds no
problem, and `nibtool frames` has the view centred at its size.

usage: build_from_empty.py NIBBLER NIBTOOL DOCUMENT WORKDIR   (DOCUMENT is not used)
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, run_scenario, wait_until  # noqa: E402


def scenario(display, nibbler, nibtool, _document, workdir):
    path = os.path.join(workdir, "New.xib")
    app = App(display, nibbler, path)
    check(app.title == "• New.xib — Nibbler", f"a new, unsaved document named after the file: {app.title!r}")
    app.choose("Add a View (Library)", "View")
    app.layout("Horizontally")

    # The Issues page lists what is missing, live; choosing the issue selects the view.
    app.click(app.find_where("the Issues page tab", lambda n: n.startswith("Issues"), role="page tab"))
    issue = app.find_where("the issue", lambda n: n.startswith("Need constraints for “View”: "), role="label")
    cx, cy, _, _ = app.extents(app.find("Canvas"))
    app.click_at(cx + 45, cy + 45)   # the root's top left corner
    app.wait_gone("Frame X", role="spin button")
    check(True, "a click on the root selects it: the inspector has no frame fields (the device sizes it)")
    app.click(issue)
    app.find("Frame X", role="spin button")
    check(True, "choosing the issue selects the view: the inspector shows its frame")
    for item in ["Vertically", "Width", "Height"]:
        app.layout(item)
    app.find("Issues", role="page tab")
    app.find("No layout issues", role="label")
    check(True, "the Issues page empties as the last constraint is added")
    app.key("ctrl+s")
    wait_until("the saved file", lambda: os.path.exists(path), 5)
    check(True, "Ctrl+S writes the new document to the named file")
    issues = subprocess.run([nibtool, "check", path], capture_output=True, text=True)
    check(issues.returncode == 0 and issues.stdout.strip() == "", f"nibtool check finds no problem: {issues.stdout.strip()!r}")
    views = json.loads(subprocess.run([nibtool, "frames", path, "--format", "json"], check=True, capture_output=True, text=True).stdout)
    root = next(v for v in views if v["superview"] is None)["frame"]
    added = next(v for v in views if v["superview"] is not None and v["class"] == "view")["frame"]
    check((added["width"], added["height"]) == (240, 128), f"the view keeps the library's size: {added}")
    check(abs(added["x"] + 120 - root["width"] / 2) <= 0.5 and abs(added["y"] + 64 - root["height"] / 2) <= 0.5,
          f"the view is centred in the {root['width']:g}×{root['height']:g} root: {added}")
    check(app.quit() == 0, "Ctrl+Q quits after the save")


if __name__ == "__main__":
    run_scenario(scenario)
