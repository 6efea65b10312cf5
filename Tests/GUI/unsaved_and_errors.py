"""GUI test: errors in words, and unsaved changes are never lost silently.

1. `nibbler broken.xib` shows the welcome page with the error (file, line and column) in the
   window; Open the Example then opens the bundled example.
2. With the example edited, Ctrl+Q asks Save / Discard / Cancel. Cancel keeps the window and the
   edit; Ctrl+Q again and Discard quits, and the file on disk is untouched.
3. A read-only copy, edited: Ctrl+S asks before replacing it. Cancel leaves the file as it was
   and the edit unsaved; Ctrl+S and Replace save the edit, and the file stays read-only.

usage: unsaved_and_errors.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, run_scenario, wait_until  # noqa: E402



def find_label_containing(app, text, timeout=10):
    import pyatspi
    return wait_until(f"a label containing {text!r}", lambda: pyatspi.findDescendant(
        app.node, lambda n: n is not None and n.getRoleName() == "label" and text in (n.name or "")), timeout)


def append_to_image_label(app, text):
    """Types `text` at the end of the image label's text in the inspector: an unsaved edit."""
    app.click(app.find("Label - Image label", role="label"))
    app.click(app.find("text", role="text"))
    app.key("End")
    app.type(text)
    wait_until("the unsaved mark", lambda: app.title.startswith("• "), 5)


def scenario(display, nibbler, nibtool, document, workdir):
    broken = os.path.join(workdir, "broken.xib")
    with open(broken, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">\n  <objects>\n</document>\n')
    path = os.path.join(workdir, os.path.basename(document))
    shutil.copyfile(document, path)
    original = open(path, "rb").read()

    app = App(display, nibbler, broken)
    banner = find_label_containing(app, "broken.xib:")
    check(":4:" in banner.name or ":3:" in banner.name, f"the error names the file, line and column: {banner.name!r}")
    check(app.title == "Nibbler", "no document is open after the error")
    app.click(app.find("Open the Example", role="label"))
    wait_until("the example's title", lambda: app.title == "SeedDemo.xib — Nibbler", 10)
    check(True, "Open the Example opens the bundled example")
    check(app.quit() == 0, "Ctrl+Q quits at once when nothing is unsaved")

    app = App(display, nibbler, path)
    append_to_image_label(app, " and more")
    app.key("ctrl+q")
    dialog_text = find_label_containing(app, "Save changes to")
    check("SeedDemo.xib" in dialog_text.name, f"quitting asks: {dialog_text.name!r}")
    app.click(app.find("Cancel", role="label"))
    time.sleep(0.5)
    check(app.process.poll() is None and app.title.startswith("• "), "Cancel keeps the window and the edit")
    app.key("ctrl+q")
    find_label_containing(app, "Save changes to")
    app.click(app.find("Discard", role="label"))
    check(app.wait() == 0, "Discard quits")
    check(open(path, "rb").read() == original, "the file on disk is untouched")

    locked = os.path.join(workdir, "Locked.xib")
    shutil.copyfile(document, locked)
    os.chmod(locked, 0o444)
    app = App(display, nibbler, locked)
    append_to_image_label(app, " locked")
    app.key("ctrl+s")
    warning = find_label_containing(app, "is read-only")
    check("Locked.xib" in warning.name, f"saving a read-only file asks first: {warning.name!r}")
    app.click(app.find("Cancel", role="label"))
    time.sleep(0.5)
    check(open(locked, "rb").read() == original and app.title.startswith("• "), "Cancel leaves the file and keeps the edit unsaved")
    app.key("ctrl+s")
    find_label_containing(app, "is read-only")
    app.click(app.find("Replace", role="label"))
    wait_until("the saved title", lambda: not app.title.startswith("• "), 5)
    check(b"Image label locked" in open(locked, "rb").read(), "Replace saves the edit")
    check(os.stat(locked).st_mode & 0o777 == 0o444, "the file stays read-only")
    check(app.quit() == 0, "Ctrl+Q quits at once once saved")


if __name__ == "__main__":
    run_scenario(scenario)
