"""GUI test: a project's code in the inspector and on the canvas, kept current as it changes.

A folder holds the seed demo storyboard and the seed's UIView extension (written from the seed
write-up: Border Width and Border Color, declared in code). Open the folder: the Project page
lists the storyboard and it opens. Select the container in the outline: its inspector shows the
extension's Border Width and Border Color under "View", and no Corner Radius (the code declares
none). Set them: the canvas draws a red border. Then add a cornerRadius inspectable to the
extension on disk, as another editor would: the inspector shows it, with the file still open (how
long that takes is printed; speed is the benchmarks' business, and a debug build polled through
the accessibility bus under a loaded CI machine took 1.17 s once). Set it: the
container's corners round on the canvas. Finally Ctrl+drag a label onto the controller in the
outline: the popover offers the controller's UILabel outlets from its code, and connects one.

usage: project_source.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, count_pixels, run_scenario, wait_until  # noqa: E402

# The seed write-up's extension, as it quotes it (Swift 2 names and all).
EXTENSION = """import UIKit

@IBDesignable
extension UIView
{
  @IBInspectable
  var borderWidth: CGFloat
    {
    get
    {
      return self.layer.borderWidth
    }
    set
    {
      self.layer.borderWidth = newValue
    }
  }
  @IBInspectable
  var borderColor: UIColor
    {
    get
    {
      return UIColor(CGColor: self.layer.borderColor)!
    }
    set
    {
      self.layer.borderColor = newValue.CGColor
    }
  }
%s}
"""

CORNER_RADIUS = """  @IBInspectable var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
"""


CONTROLLER = """import UIKit

class ViewController: UIViewController, UITextFieldDelegate {
  @IBOutlet weak var displayLabel: UILabel!
  @IBOutlet weak var labelInputField: UITextField!
  @IBOutlet weak var caption: UILabel!

  @IBAction func go(_ sender: Any) {}
}
"""


def frame_of(nibtool, path, name):
    views = json.loads(subprocess.run([nibtool, "frames", path, "--format", "json"], check=True, capture_output=True, text=True).stdout)
    by_id = {v["id"]: v for v in views}
    v = next(v for v in views if v["name"] == name)
    x, y, w, h = v["frame"]["x"], v["frame"]["y"], v["frame"]["width"], v["frame"]["height"]
    while v["superview"] is not None:
        v = by_id[v["superview"]]
        x, y = x + v["frame"]["x"], y + v["frame"]["y"]
    return x, y, w, h


def seed_project(project, document, name):
    """A folder holding `document` as `name`, the controller's code and the UIView extension
    without Corner Radius; returns the extension's path."""
    os.makedirs(project)
    shutil.copyfile(document, os.path.join(project, name))
    with open(os.path.join(project, "ViewController.swift"), "w") as f:
        f.write(CONTROLLER)
    extension = os.path.join(project, "UIViewExtensions.swift")
    with open(extension, "w") as f:
        f.write(EXTENSION % "")
    return extension


def scenario(display, nibbler, nibtool, document, workdir):
    project = os.path.join(workdir, "SeedProject")
    storyboard = os.path.join(project, "Main.storyboard")
    extension = seed_project(project, document, "Main.storyboard")

    app = App(display, nibbler, project)
    check(app.title == "Main.storyboard — Nibbler", f"opening the folder opens its storyboard: {app.title!r}")
    app.find("Main.storyboard", role="label")
    check(True, "the Project page lists the storyboard")

    app.click(app.find("Outline", role="page tab"))
    app.click(app.find("Container View", role="label"))
    app.find("borderWidth", role="spin button")
    app.find("View", role="label")
    check(present(app, "cornerRadius") is None, "without it in the code, no Corner Radius row")
    check(True, "the container's inspector shows Border Width and Border Color from the extension, under View")

    canvas = app.find("Canvas")
    cx, cy, _, _ = app.extents(canvas)
    x, y, w, h = frame_of(nibtool, storyboard, "Container View")
    corner = (int(cx + 40 + x), int(cy + 40 + y), 4, 4)

    app.enter(app.find("borderWidth", role="spin button"), "4")
    app.enter(app.find("borderColor", role="text"), "#FF0000")
    # Select the label, so that no selection handle sits on the container's edges.
    app.click(app.find("Label - Image label", role="label"))
    time.sleep(0.5)
    shot = os.path.join(workdir, "border.png")
    display.screenshot(shot)
    red_edge, _ = count_pixels(shot, (int(cx + 40 + x + w / 4), int(cy + 40 + y), 20, 3), lambda r, g, b: r > 200 and g < 60 and b < 60)
    red_corner, _ = count_pixels(shot, corner, lambda r, g, b: r > 200 and g < 60 and b < 60)
    check(red_edge >= 40, f"the extension's setters draw the red border ({red_edge} red pixels on the top edge)")
    check(red_corner >= 8, f"square corners: red at the very corner ({red_corner})")

    app.click(app.find("Container View", role="label"))
    app.find("borderWidth", role="spin button")
    # Another editor adds Corner Radius to the extension.
    started = time.monotonic()
    with open(extension, "w") as f:
        f.write(EXTENSION % CORNER_RADIUS)
    radius = wait_until("the Corner Radius row", lambda: present(app, "cornerRadius"), 5)
    check(True, f"the inspector shows Corner Radius after the save, the document still open ({time.monotonic() - started:.2f} s)")

    app.enter(radius, "20")
    app.click(app.find("Label - Image label", role="label"))
    time.sleep(0.5)
    rounded = os.path.join(workdir, "rounded.png")
    display.screenshot(rounded)
    red_corner_after, _ = count_pixels(rounded, corner, lambda r, g, b: r > 200 and g < 60 and b < 60)
    red_edge_after, _ = count_pixels(rounded, (int(cx + 40 + x + w / 4), int(cy + 40 + y), 20, 3), lambda r, g, b: r > 200 and g < 60 and b < 60)
    check(red_corner_after == 0 and red_edge_after >= 40,
          f"the corners round: no red at the very corner ({red_corner} → {red_corner_after}), the edge still red ({red_edge_after})")

    # Ctrl+drag the "label text:" label from the canvas onto the controller in the outline: the
    # popover offers the controller's UILabel outlets (not its text field's), and connects one.
    lx, ly, lw, lh = frame_of(nibtool, storyboard, "Label - label text:")
    start = (int(cx + 40 + lx + lw / 2), int(cy + 40 + ly + lh / 2))
    owner = app.find("ViewController", role="label")
    ox, oy, ow, oh = app.extents(owner)
    end = (int(ox + ow / 2), int(oy + oh / 2))
    app.ctrl_drag(start, end)
    caption = app.find("caption", role="push button", timeout=5)
    check(present(app, "displayLabel") is not None and present(app, "labelInputField") is None and present(app, "go:") is None,
          "the popover offers the UILabel outlets only, no actions for a label")
    # A popover is a surface of its own: choose with the keyboard, as a person can (its first
    # button, "caption", has the focus).
    check(caption is not None, "the popover offers caption")
    app.key("Return")
    app.wait_gone("caption", role="push button")

    app.key("ctrl+s")
    wait_until("the save", lambda: 'property="caption"' in open(storyboard, encoding="utf-8").read(), 5)
    saved = open(storyboard, encoding="utf-8").read()
    check('<outlet property="caption" destination="yPZ-lh-K84" id=' in saved, "Ctrl+drag connected the caption outlet as Xcode writes it")
    check(saved.index('property="caption"') < saved.index('property="displayLabel"'), "outlets in Xcode's order")
    saved = open(storyboard, encoding="utf-8").read()
    check('keyPath="borderWidth"' in saved and 'keyPath="cornerRadius"' in saved, "the file holds the runtime attributes the code declares")
    check(app.quit() == 0, "Ctrl+Q quits")


def present(app, name):
    """The showing widget with this accessible name, or None, without waiting."""
    import pyatspi
    return pyatspi.findDescendant(app.node, lambda n: n is not None and n.name == name and app.has_area(n))


if __name__ == "__main__":
    run_scenario(scenario)
