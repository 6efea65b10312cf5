"""GUI test: the seed demo, edited in the real designer with mouse and keyboard.

Open the document, select the label "Image label" on the canvas, type a longer text, select
the container in the outline, set its borderWidth to 3 and its borderColor to red, check a
screenshot, save. The saved file must hold the new text and both runtime attributes, and its
solved layout must keep the wider container centred. Then undo the three edits, save again: the
file must be the original, byte for byte. Quit with Ctrl+Q.

usage: edit_seed_demo.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, count_pixels, run_scenario, wait_until  # noqa: E402

NEW_TEXT = "A much longer label text"


def frames(nibtool, path):
    out = subprocess.run([nibtool, "frames", path, "--format", "json"], check=True, capture_output=True, text=True).stdout
    views = json.loads(out)
    by_id = {v["id"]: v for v in views}

    def absolute(v):
        x, y = v["frame"]["x"], v["frame"]["y"]
        while v["superview"] is not None:
            v = by_id[v["superview"]]
            x, y = x + v["frame"]["x"], y + v["frame"]["y"]
        return x, y
    return views, by_id, absolute



def scenario(display, nibbler, nibtool, document, workdir):
    path = os.path.join(workdir, os.path.basename(document))
    shutil.copyfile(document, path)
    original = open(path, "rb").read()
    views, by_id, absolute = frames(nibtool, path)
    root = next(v for v in views if v["superview"] is None)
    label = next(v for v in views if v["name"] == "Label - Image label")
    container = by_id[label["superview"]]

    app = App(display, nibbler, path)
    check(app.title == f"{os.path.basename(path)} — Nibbler", f"the title names the document: {app.title!r}")

    # Select the label by clicking it on the canvas.
    canvas = app.find("Canvas")
    cx, cy, _, _ = app.extents(canvas)
    lx, ly = absolute(label)
    app.click_at(cx + 40 + lx + label["frame"]["width"] / 2, cy + 40 + ly + label["frame"]["height"] / 2)
    text_field = app.find("text", role="text")
    check(app.text_of(text_field) == "Image label", "the inspector shows the label's text")

    # Type a longer text: the canvas follows on every keystroke.
    app.click(text_field)
    app.key("ctrl+a")
    app.type(NEW_TEXT)
    wait_until("the title's unsaved mark", lambda: app.title.startswith("• "), 5)
    check(True, "the title marks unsaved changes")

    # The container, from the outline: borderWidth 3 and borderColor red.
    app.click(app.find("Container View", role="label"))
    canvas_box = app.extents(canvas)
    before = os.path.join(workdir, "before-border.png")
    display.screenshot(before)
    red_before, _ = count_pixels(before, canvas_box, lambda r, g, b: r > 200 and g < 60 and b < 60)
    app.enter(app.find("borderWidth", role="spin button"), "3")
    app.enter(app.find("borderColor", role="text"), "#FF0000")
    time.sleep(0.5)

    shot = os.path.join(workdir, "edited.png")
    display.screenshot(shot)
    red, colors = count_pixels(shot, canvas_box, lambda r, g, b: r > 200 and g < 60 and b < 60)
    check(colors > 20, f"the canvas is not blank ({colors} colours)")
    check(red - red_before > 300, f"the canvas shows the red border ({red_before} → {red} red pixels)")

    app.key("ctrl+s")
    wait_until("the save", lambda: open(path, "rb").read() != original, 5)
    wait_until("the title without the mark", lambda: not app.title.startswith("• "), 5)
    saved = open(path, encoding="utf-8").read()
    check(f'text="{NEW_TEXT}"' in saved, "the saved file holds the new text")
    check('keyPath="borderWidth"' in saved and '<real key="value" value="3"/>' in saved, "the saved file holds borderWidth 3")
    check('keyPath="borderColor"' in saved and 'red="1" green="0.0" blue="0.0"' in saved, "the saved file holds a red borderColor")
    views2, by_id2, _ = frames(nibtool, path)
    c2, r2 = by_id2[container["id"]]["frame"], next(v for v in views2 if v["superview"] is None)["frame"]
    check(c2["width"] > container["frame"]["width"] + 20, f"the container is wider: {container['frame']['width']} → {c2['width']}")
    check(abs(c2["x"] + c2["width"] / 2 - r2["width"] / 2) <= 0.5, "the container is still centred horizontally")
    check(abs(c2["y"] + c2["height"] / 2 - (r2["height"] / 2 - 75)) <= 0.5, "the container's centre is still 75 pt above the middle")

    # Undo the colour, the width and the whole burst of typing, then save again.
    app.click(app.find("Undo (Ctrl+Z)", role="push button"))
    app.click(app.find("Undo (Ctrl+Z)", role="push button"))
    app.click(app.find("Undo (Ctrl+Z)", role="push button"))
    app.key("ctrl+s")
    wait_until("the second save", lambda: open(path, "rb").read() == original, 5)
    check(True, "after three undos the saved file is the original, byte for byte")

    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
