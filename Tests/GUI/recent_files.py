"""GUI test: the Recent Files list, as GNOME apps keep it.

With a recent list of its own (XDG_DATA_HOME in the work folder), the bundled example is copied
to My_Designs/Seed_Demo.xib and opened, then saved with Save As (Shift+Ctrl+S, a path typed in the
file chooser) to Other_Designs/Seed_Demo.xib. The Recent Files menu then lists both, the newest
first, each once, each with the folder that tells them apart and its underscores kept (a menu
label's `_` would otherwise mark a mnemonic and vanish). Opening the first again (from the menu)
does not list it twice.

usage: recent_files.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, run_scenario, wait_until  # noqa: E402
import pyatspi  # noqa: E402  (after the driver, which keeps the display from AT-SPI)


def recent_items(app):
    """Opens the Recent Files menu; the names of its items, top to bottom."""
    app.click(app.find("Recent Files"))
    wait_until("the recent menu", lambda: menu_items(app))
    return menu_items(app)


def menu_items(app):
    found = pyatspi.findAllDescendants(app.node, lambda n: n is not None and n.getRoleName() == "menu item" and app.has_area(n))
    return [n.name for n in found if "Seed_Demo" in n.name or "Seed" in n.name]


def shown(folder):
    """A folder as the menu shows it: the home folder as ~, as GNOME apps write it."""
    home = os.path.expanduser("~")
    return "~" + folder[len(home):] if home != "/" and (folder + "/").startswith(home + "/") else folder


def scenario(display, nibbler, nibtool, document, workdir):
    os.environ["XDG_DATA_HOME"] = os.path.join(workdir, "data")   # a recent list of this test's own
    os.makedirs(os.environ["XDG_DATA_HOME"], exist_ok=True)
    first_folder, second_folder = os.path.join(workdir, "My_Designs"), os.path.join(workdir, "Other_Designs")
    os.makedirs(first_folder)
    os.makedirs(second_folder)
    first, second = os.path.join(first_folder, "Seed_Demo.xib"), os.path.join(second_folder, "Seed_Demo.xib")
    shutil.copyfile(document, first)

    app = App(display, nibbler, first)
    app.key("shift+ctrl+s")
    wait_until("the Save As chooser", lambda: app.find("Save Document As", timeout=1) is not None, 10)
    app.key("ctrl+a")
    app.type(second)
    app.key("Return")
    wait_until("the file saved under its new name", lambda: os.path.exists(second), 10)
    check(open(second, encoding="utf-8").read() == open(first, encoding="utf-8").read(), "Save As wrote the document unchanged")

    items = recent_items(app)
    expected = [f"Seed_Demo.xib — {shown(second_folder)}", f"Seed_Demo.xib — {shown(first_folder)}"]
    check(items == expected, f"the recent list has both, newest first, each once, with its folder and underscores: {items}")
    app.key("Escape")
    check(app.quit() == 0, "Ctrl+Q quits")

    app = App(display, nibbler, first)
    items = recent_items(app)
    check(items == [f"Seed_Demo.xib — {shown(first_folder)}", f"Seed_Demo.xib — {shown(second_folder)}"],
          f"opened again, the first is listed once, now the newest: {items}")
    app.key("Escape")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
