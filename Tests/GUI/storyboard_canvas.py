"""GUI test: a storyboard as one canvas, with real input.

Open a corpus storyboard: the outline lists the scene on the canvas expanded and the others
collapsed, as Xcode's does. It has a tab bar controller, navigation controllers, a show segue and
relationships; zoom to fit (Ctrl+9): every scene is drawn where `nibtool tree --canvas` puts it
and the arrows run between the right scenes. Click the show segue's arrow: the inspector shows
it (kind Show, its identifier); change the identifier and save: the file's diff is that one
attribute. Click a button in another scene, Ctrl+drag it onto a third scene and choose Show:
the button's connections get a `<segue destination=… kind="show" id=…/>`. Undo removes it.

usage: storyboard_canvas.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, count_pixels, run_scenario, wait_until  # noqa: E402
import pyatspi  # noqa: E402  (after the driver, which keeps the display from AT-SPI)

CANVAS_GRAY = (237, 237, 240)


def is_canvas(r, g, b):
    return abs(r - CANVAS_GRAY[0]) <= 2 and abs(g - CANVAS_GRAY[1]) <= 2 and abs(b - CANVAS_GRAY[2]) <= 2


def labels_shown(app):
    """The names of the labels on the screen; None if the tree changed while it was read."""
    try:
        found = pyatspi.findAllDescendants(app.node, lambda n: n is not None and n.getRoleName() == "label" and app.has_area(n))
        return [n.name for n in found]
    except Exception:   # a node went away while it was read (GLib.GError): read again
        return None


def scenario(display, nibbler, nibtool, document, workdir):
    path = os.path.join(workdir, "Main.storyboard")
    shutil.copyfile(document, path)
    original = open(path, encoding="utf-8").read()
    canvas_map = json.loads(subprocess.run([nibtool, "tree", "--canvas", path], check=True, capture_output=True, text=True).stdout)
    scenes = {s["id"]: s for s in canvas_map["scenes"]}

    app = App(display, nibbler, path)
    # The outline opens with the scenes collapsed but the one on the canvas (the first with a
    # view, Countries), as Xcode's does: its rows are listed, another scene's are not.
    check(app.find("Label - Title", role="label") is not None, "the outline lists the shown scene's views")
    listed = wait_until("the outline's labels", lambda: labels_shown(app))
    # The Capital scene's row comes after the Settings scene's: were Settings expanded, its
    # rows would be on the screen between them.
    check("Settings" in listed and "Capital" in listed and "Stack View" not in listed and "Button - Push Me!" not in listed
          and "Label - Capital" not in listed,
          "the other scenes are listed collapsed: Settings and Capital, without their views")
    canvas = app.find("Canvas")
    app.key("ctrl+9")
    time.sleep(0.5)
    ax, ay, aw, ah = app.extents(canvas)
    zoom = max(0.1, min(aw / canvas_map["size"][0], ah / canvas_map["size"][1]))

    def screen(point):
        return ax + point[0] * zoom, ay + point[1] * zoom

    shot = os.path.join(workdir, "overview.png")
    display.screenshot(shot)
    for scene in canvas_map["scenes"]:
        x, y, w, h = scene["frame"]
        # A quarter in from its corner (clear of the name a controller's box shows in its middle).
        cx, cy = screen((x + w / 4, y + h / 4))
        drawn, _ = count_pixels(shot, (int(cx) - 2, int(cy) - 2, 5, 5), lambda r, g, b: not is_canvas(r, g, b))
        check(drawn == 25, f"scene {scene['title']!r} is drawn at its place ({drawn} of 25 pixels are not the canvas)")
    for link in canvas_map["links"]:
        (sx, sy), (ex, ey) = screen(link["start"]), screen(link["end"])
        length = ((ex - sx) ** 2 + (ey - sy) ** 2) ** 0.5
        if length < 60:
            continue
        for t in (0.3, 0.7):
            px, py = sx + (ex - sx) * t, sy + (ey - sy) * t
            dark, _ = count_pixels(shot, (int(px) - 3, int(py) - 3, 7, 7), lambda r, g, b: r < 215 and abs(r - b) < 20)
            # 20 px to the side of the line: the canvas, unless a scene is there.
            nx, ny = -(ey - sy) / length, (ex - sx) / length
            side, _ = count_pixels(shot, (int(px + 20 * nx), int(py + 20 * ny), 1, 1), lambda r, g, b: r < 215 and abs(r - b) < 20)
            check(dark > 0 and side == 0, f"the {link['kind']} arrow {scenes[link['from']]['title']} → {scenes[link['to']]['title']} runs there ({dark} dark pixels on it, {side} beside it)")

    # The show segue: click its arrow's sign.
    show = next(link for link in canvas_map["links"] if link["kind"] == "show")
    mx, my = screen(((show["start"][0] + show["end"][0]) / 2, (show["start"][1] + show["end"][1]) / 2))
    app.click_at(mx, my)
    app.find("Storyboard Segue", role="label")
    identifier = app.find("Identifier", role="text")
    check(app.text_of(identifier) == "UYLSegueShowCountry" and app.find("Show", role="label") is not None,
          "clicking the arrow shows the segue in the inspector: kind Show, identifier UYLSegueShowCountry")
    app.click(identifier)
    app.key("ctrl+a")
    app.type("showCapital")
    app.key("Return")
    app.key("ctrl+s")
    wait_until("the save", lambda: 'identifier="showCapital"' in open(path, encoding="utf-8").read(), 5)
    renamed = open(path, encoding="utf-8").read()
    changed = [(a, b) for a, b in zip(original.splitlines(), renamed.splitlines()) if a != b]
    check(len(original.splitlines()) == len(renamed.splitlines()) and len(changed) == 1
          and changed[0][1] == changed[0][0].replace('identifier="UYLSegueShowCountry"', 'identifier="showCapital"'),
          f"the diff is the identifier alone: {changed}")

    # A button of the Settings scene, Ctrl+dragged onto the Capital scene: a show segue.
    frames = json.loads(subprocess.run([nibtool, "frames", path, "--scene", "T55-3p-5de", "--format", "json"],
                                       check=True, capture_output=True, text=True).stdout)
    by_id = {v["id"]: v for v in frames}
    button = next(v for v in frames if v["name"] == "Button - Push Me!")
    bx, by_, bw, bh = button["frame"]["x"], button["frame"]["y"], button["frame"]["width"], button["frame"]["height"]
    v = button
    while v["superview"] is not None and by_id[v["superview"]]["superview"] is not None:
        v = by_id[v["superview"]]
        bx, by_ = bx + v["frame"]["x"], by_ + v["frame"]["y"]
    settings = scenes["T55-3p-5de"]["frame"]
    start = screen((settings[0] + bx + bw / 2, settings[1] + by_ + bh / 2))
    app.click_at(*start)
    wait_until("the button selected", lambda: app.text_of(app.find("Object ID", role="label")) is not None, 5)
    capital = scenes["WpS-aC-YbB"]
    end = screen((capital["frame"][0] + capital["frame"][2] / 2, capital["frame"][1] + capital["frame"][3] / 2))
    app.ctrl_drag(start, end)
    app.find("Present Modally", role="push button", timeout=5)
    app.key("Return")   # the popover's first kind, Show, has the focus
    app.wait_gone("Present Modally", role="push button")
    app.key("ctrl+s")
    wait_until("the save", lambda: open(path, encoding="utf-8").read() != renamed, 5)
    saved = open(path, encoding="utf-8").read()
    element = re.search(r'<button [^>]*id="CEL-ns-vcx">.*?</button>', saved, re.S).group(0)
    check(re.search(r'<segue destination="%s" kind="show" id="[^"]+"/>' % capital["controller"], element) is not None,
          "Ctrl+drag made a show segue in the button's connections, as Xcode writes it")
    app.key("ctrl+z")
    app.key("ctrl+s")
    wait_until("the save after undo", lambda: open(path, encoding="utf-8").read() == renamed, 5)
    check(True, "undo removes the segue: the file is as before it")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
