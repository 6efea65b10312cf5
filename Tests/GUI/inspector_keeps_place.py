"""GUI test: the inspector keeps its scroll position and the field being edited across an edit,
an undo and a redo, as Xcode's does.

The bundled example's "Image label" selected; the inspector scrolled (with the wheel) to the
label's Lines field, far down the pane; 2 typed there and Enter: saved, the label has
`numberOfLines="2"` (placed after `lineBreakMode`, as Xcode writes it). After the edit, after
Ctrl+Z (the inspector is rebuilt: an undo may change anything) and after Shift+Ctrl+Z, the Lines
field is where it was on the screen and still has the keyboard focus; the saved file is the
original after the undo and has the edit again after the redo.

usage: inspector_keeps_place.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, run_scenario, save_and_diff, wait_until  # noqa: E402


def lines_field(app):
    return app.find("Lines", role="spin button")


def scenario(display, nibbler, nibtool, document, workdir):
    path = os.path.join(workdir, os.path.basename(document))
    shutil.copyfile(document, path)
    original = open(path, encoding="utf-8").read()
    app = App(display, nibbler, path)
    app.click(app.find("Label - Image label", role="label"))
    field = lines_field(app)
    app.reveal(field)
    place = app.extents(field)
    pane = app.extents(app.find("Inspector"))
    check(place[1] > pane[1] + pane[3] / 2, f"the Lines field is in the lower half of the pane once scrolled to: {place} in {pane}")

    app.enter(field, "2")
    edited, removed, added = save_and_diff(app, path, original)
    check(any('lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment' in line for line in added),
          f"the edit is saved as Xcode writes it: {added}")
    check(app.extents(lines_field(app)) == place, "after the edit the field is where it was")
    check(app.has_focus(lines_field(app)), "and keeps the keyboard focus")

    app.key("ctrl+z")
    time.sleep(0.5)
    check(app.extents(lines_field(app)) == place, f"after Ctrl+Z the field is where it was: {app.extents(lines_field(app))} vs {place}")
    check(app.has_focus(lines_field(app)), "and keeps the keyboard focus")
    app.key("ctrl+s")
    wait_until("the save after undo", lambda: open(path, encoding="utf-8").read() == original, 5)
    check(True, "the undo is the document's (not the field's text): the file is the original")

    app.key("shift+ctrl+z")
    time.sleep(0.5)
    check(app.extents(lines_field(app)) == place, "after Shift+Ctrl+Z the field is where it was")
    check(app.has_focus(lines_field(app)), "and keeps the keyboard focus")
    app.key("ctrl+s")
    wait_until("the save after redo", lambda: open(path, encoding="utf-8").read() == edited, 5)
    check(True, "the redo is saved: the edit is back")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
