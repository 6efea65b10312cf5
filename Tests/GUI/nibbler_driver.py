"""Drives the real `nibbler` under Xvfb as a person would: real mouse and key events (xdotool),
with widgets found by their accessible names over AT-SPI. Used by the GUI tests.

Run it inside `dbus-run-session`: the app and AT-SPI share that session bus.
"""
import difflib
import os
import re
import subprocess
import sys
import tempfile
import time

# AT-SPI finds the accessibility bus through the session bus; a DISPLAY would make it read a
# possibly stale address from the X root window instead. Only the app gets the display.
os.environ.pop("DISPLAY", None)
import pyatspi  # noqa: E402
from gi.repository import GLib  # noqa: E402


def record_process_group(workdir):
    """Tells the test harness which process group to stop at the end (GTK's helpers outlive us)."""
    os.makedirs(workdir, exist_ok=True)
    with open(os.path.join(workdir, "process-group"), "w") as f:
        f.write(str(os.getpgid(0)))


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)
    print("ok:", message)


def run_scenario(scenario):
    """Runs `scenario(display, *arguments)` on a fresh Xvfb screen, with the process group
    recorded for the harness, and exits 1 with the reason on a failure.
    Arguments: NIBBLER NIBTOOL DOCUMENT WORKDIR."""
    arguments = sys.argv[1:5]
    record_process_group(arguments[3])
    display = Display()
    try:
        scenario(display, *arguments)
    except Failure as failure:
        print("FAIL:", failure)
        shot = os.path.join(arguments[3], "failure.png")
        display.run("import", "-window", "root", shot, check=False)
        print("the screen at the failure:", shot)
        sys.exit(1)
    finally:
        for app in App.running:
            print(app.kill())
        display.stop()


def wait_until(what, probe, timeout=20.0, interval=0.1):
    end = time.time() + timeout
    while time.time() < end:
        value = probe()
        if value:
            return value
        time.sleep(interval)
    raise Failure(f"timed out after {timeout:.0f} s waiting for {what}")


class Display:
    """A private Xvfb screen, stopped with everything it started."""

    def __init__(self, width=1280, height=800):
        read_fd, write_fd = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
            pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_fd)
        with os.fdopen(read_fd) as f:
            self.name = ":" + f.readline().strip()
        if self.name == ":":
            raise Failure("Xvfb did not start")

    def env(self):
        env = dict(os.environ, DISPLAY=self.name, GSK_RENDERER="cairo", GTK_A11Y="atspi", NO_AT_BRIDGE="0")
        return env

    def run(self, *args, check=True):
        return subprocess.run(list(args), env=self.env(), check=check, capture_output=True, text=True)

    def screenshot(self, path):
        self.run("import", "-window", "root", path)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=3)
        except subprocess.TimeoutExpired:  # started with SIGTERM ignored (some sandboxes do)
            self.process.kill()
            self.process.wait()


class App:
    """The running `nibbler`, its window and its accessible tree."""
    running = []   # stopped by run_scenario if a scenario fails midway

    def __init__(self, display, binary, *files):
        self.display = display
        self.process = subprocess.Popen([binary, *files], env=display.env(),
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        App.running.append(self)
        self.node = wait_until("nibbler on the accessibility bus", self._find_app)
        self.frame = wait_until("the window", lambda: next((c for c in self.node if c and c.getRoleName() == "frame"), None))
        def window_geometry():
            # GTK also maps a 1×1 helper window named after the application; take the largest.
            best = None
            for wid in display.run("xdotool", "search", "--name", "Nibbler", check=False).stdout.split():
                text = display.run("xdotool", "getwindowgeometry", wid, check=False).stdout
                pos, size = re.search(r"Position: (-?\d+),(-?\d+)", text), re.search(r"Geometry: (\d+)x(\d+)", text)
                if pos and size and (best is None or int(size.group(1)) > best[2]):
                    best = (int(pos.group(1)), int(pos.group(2)), int(size.group(1)), int(size.group(2)))
            return best if best and best[2] > 100 else None
        x, y, width, height = wait_until("the X window", window_geometry)
        e = self.frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        # Client-side decorations put an invisible margin around the window's content.
        self.origin = (x + (width - e.width) // 2, y + (height - e.height) // 2)

    def _find_app(self):
        desktop = pyatspi.Registry.getDesktop(0)
        return next((a for a in desktop if a and a.name == "nibbler"), None)

    @property
    def title(self):
        return self.frame.name

    def find(self, name, role=None, timeout=10.0):
        """The first showing widget with this accessible name (and role), searched afresh in
        every window of the app (dialogs are windows of their own)."""
        def search():
            found = pyatspi.findDescendant(self.node, lambda n: n is not None and n.name == name
                                           and (role is None or n.getRoleName() == role)
                                           and self.has_area(n))
            return found
        return wait_until(f"a widget named {name!r}", search, timeout)

    @staticmethod
    def has_area(node):
        try:
            e = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        except NotImplementedError:
            return False
        return e.width > 0 and e.height > 0

    def extents(self, node):
        e = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return (self.origin[0] + e.x, self.origin[1] + e.y, e.width, e.height)

    @staticmethod
    def has_focus(node):
        """Whether the keyboard focus is in this widget (a spin button's or entry's inner text)."""
        return any(n is not None and n.getState().contains(pyatspi.STATE_FOCUSED) for n in [node] + list(node))

    @staticmethod
    def text_of(node):
        """The text an entry shows (GTK puts it in the entry's inner text widget)."""
        for candidate in [node] + [c for c in node if c is not None]:
            try:
                text_interface = candidate.queryText()
                # GTK 4.8 answers "" to the usual end offset -1; ask for the exact length.
                text = text_interface.getText(0, text_interface.characterCount)
            except NotImplementedError:
                continue
            if text:
                return text
        return ""

    def find_where(self, what, predicate, role=None, timeout=10.0):
        """The first showing widget whose accessible name satisfies predicate(name)."""
        def search():
            return pyatspi.findDescendant(self.node, lambda n: n is not None and n.name and predicate(n.name)
                                          and (role is None or n.getRoleName() == role) and self.has_area(n))
        return wait_until(what, search, timeout)

    def wait_gone(self, name, role=None, timeout=5.0):
        """Waits until no showing widget has this name (and role)."""
        def gone():
            return pyatspi.findDescendant(self.node, lambda n: n is not None and n.name == name
                                          and (role is None or n.getRoleName() == role) and self.has_area(n)) is None
        wait_until(f"{name!r} to go away", gone, timeout)

    def choose(self, menu_button, item):
        """Opens a menu button's menu and picks an item with the keyboard, as a person can: a
        popover is a surface of its own, so its items' window coordinates are not the window's."""
        self.click(self.find(menu_button, role="push button"))
        self.find(item, role="menu item")
        def shown_items():
            return [n.name for n in pyatspi.findAllDescendants(self.node, lambda n: n is not None and n.getRoleName() == "menu item"
                                                               and self.has_area(n))]
        items = shown_items()
        self.key(*(["Down"] * items.index(item)), "Return")
        def closed():
            try:
                return not shown_items()
            except GLib.GError:   # an item went away while the closing menu was walked: look again
                return False
        # Keys pressed before the menu has closed go to it, not to the window (a save under load).
        wait_until("the menu to close", closed, 10)

    def layout(self, item):
        """An item of the canvas's layout menus (Align, Add New Constraints, Resolve)."""
        self.choose(next(button for button, items in LAYOUT_MENUS.items() if item in items), item)

    def pick(self, dropdown, current, wanted):
        """Opens a drop-down and moves from the item shown (index `current`) to `wanted` with the
        arrow keys, then Enter, as a person can: its list is a popover, a surface of its own."""
        self.reveal(dropdown)
        self.click(dropdown)
        steps = wanted - current
        self.key(*(["Down" if steps > 0 else "Up"] * abs(steps)), "Return")
        # Off the drop-down, as a hand moves on: its tooltip would cover the field below it.
        x, y, w, h = self.extents(dropdown)
        self.display.run("xdotool", "mousemove", str(int(x - 60)), str(int(y + h / 2)))
        time.sleep(0.5)   # the inspector may show other fields for the new value: let it settle

    def reveal(self, node, pane_name="Inspector"):
        """Scrolls a pane with the mouse wheel until the node is inside it, as a person would."""
        pane = self.find(pane_name)
        for _ in range(60):
            px, py, pw, ph = self.extents(pane)
            x, y, w, h = self.extents(node)
            if y >= py and y + h <= py + ph:
                return
            self.display.run("xdotool", "mousemove", str(px + pw // 2), str(py + ph // 2), "click", "5" if y + h > py + ph else "4")
            time.sleep(0.05)
        raise Failure(f"could not scroll {node.name!r} into view")

    def enter(self, node, text):
        """Clicks a field, replaces its text by typing, and presses Enter."""
        self.reveal(node)
        self.click(node)
        self.key("ctrl+a")
        self.type(text)
        self.key("Return")

    def click_at(self, x, y):
        self.display.run("xdotool", "mousemove", str(int(x)), str(int(y)), "click", "1")
        time.sleep(0.3)

    def click(self, node):
        x, y, w, h = self.extents(node)
        self.click_at(x + w / 2, y + h / 2)

    def ctrl_click_at(self, x, y):
        self.display.run("xdotool", "mousemove", str(int(x)), str(int(y)), "keydown", "ctrl", "click", "1", "keyup", "ctrl")
        time.sleep(0.3)

    def drag(self, start, end, steps=20):
        """A drag with the left button, in small moves, as a hand drags."""
        self.display.run("xdotool", "mousemove", str(int(start[0])), str(int(start[1])), "mousedown", "1")
        for k in range(1, steps + 1):
            time.sleep(0.03)
            self.display.run("xdotool", "mousemove", str(int(start[0] + (end[0] - start[0]) * k / steps)),
                             str(int(start[1] + (end[1] - start[1]) * k / steps)))
        time.sleep(0.2)
        self.display.run("xdotool", "mouseup", "1")
        time.sleep(0.3)

    def ctrl_drag(self, start, end, steps=20):
        """Ctrl+drag with the left button from one point to another, in small moves (GTK starts a
        drag only once the pointer has moved, and follows a drop target as it moves)."""
        self.display.run("xdotool", "keydown", "ctrl", "mousemove", str(int(start[0])), str(int(start[1])), "mousedown", "1")
        for k in range(1, steps + 1):
            time.sleep(0.03)
            self.display.run("xdotool", "mousemove", str(int(start[0] + (end[0] - start[0]) * k / steps)),
                             str(int(start[1] + (end[1] - start[1]) * k / steps)))
        time.sleep(0.2)
        self.display.run("xdotool", "mouseup", "1", "keyup", "ctrl")

    def key(self, *keys):
        self.display.run("xdotool", "key", "--delay", "60", *keys)
        time.sleep(0.3)

    def type(self, text):
        self.display.run("xdotool", "type", "--delay", "40", text)
        time.sleep(0.3)

    def quit(self, timeout=10):
        self.key("ctrl+q")
        return self.wait(timeout)

    def wait(self, timeout=10):
        """Waits for the app to exit by itself; its exit status. Anything GTK, GLib or GDK
        called critical on the way is a failure: it is a bug even when nothing shows it."""
        try:
            self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise Failure("nibbler did not quit")
        App.running.remove(self)
        output = self.process.stdout.read() if self.process.stdout else ""
        criticals = [line for line in output.splitlines() if "-CRITICAL **" in line]
        if criticals:
            raise Failure("nibbler printed criticals:\n" + "\n".join(criticals[:10]))
        return self.process.returncode

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        return self.process.stdout.read() if self.process.stdout else ""


def save_and_diff(app, path, before, timeout=5):
    """Ctrl+S, waits for the file to change from `before`, and returns its text with the lines
    it lost and gained (stripped of their indentation)."""
    app.key("ctrl+s")
    wait_until("the save", lambda: open(path, encoding="utf-8").read() != before, timeout)
    after = open(path, encoding="utf-8").read()
    diff = list(difflib.ndiff(before.splitlines(), after.splitlines()))
    return after, [d[2:].strip() for d in diff if d.startswith("- ")], [d[2:].strip() for d in diff if d.startswith("+ ")]


LAYOUT_MENUS = {
    "Align": ["Horizontally", "Vertically", "Horizontally at the Current Offset", "Vertically at the Current Offset",
              "Equal Widths", "Equal Heights", "Align Centers Horizontally", "Align Centers Vertically",
              "Align Leading Edges", "Align Top Edges"],
    "Add New Constraints": ["Leading", "Trailing", "Top", "Bottom", "Leading to Superview", "Trailing to Superview",
                            "Top to Superview", "Bottom to Superview", "Width", "Height", "Aspect Ratio"],
    "Resolve Auto Layout Issues": ["Add Missing Constraints", "Update Frames", "Update Constraints",
                                   "Reset to Suggested Constraints", "Clear Constraints"],
}


def pixels(path, box):
    """The pixels of a screenshot region, by ImageMagick's text dump: (x, y, (r, g, b)) each, in
    screen coordinates."""
    x, y, w, h = box
    dump = subprocess.run(["convert", path, "-crop", f"{w}x{h}+{x}+{y}", "+repage", "-depth", "8", "txt:-"],
                          check=True, capture_output=True, text=True).stdout
    for line in dump.splitlines()[1:]:
        m = re.match(r"(\d+),(\d+): \((\d+),(\d+),(\d+)", line)
        if m:
            yield x + int(m.group(1)), y + int(m.group(2)), tuple(int(v) for v in m.groups()[2:])


def count_pixels(path, box, predicate):
    """Pixels of a screenshot region that satisfy predicate(r, g, b), and how many colours it has."""
    count, colors = 0, set()
    for _, _, rgb in pixels(path, box):
        colors.add(rgb)
        if predicate(*rgb):
            count += 1
    return count, len(colors)


def white_box(path, box):
    """The bounding box, in screen pixels, of the pure white pixels in a screenshot region, and
    their count: (left, top, right, bottom, count), or None."""
    points = [(x, y) for x, y, rgb in pixels(path, box) if rgb == (255, 255, 255)]
    if not points:
        return None
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys), len(points)
