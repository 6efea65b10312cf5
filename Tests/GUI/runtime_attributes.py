"""GUI test: a runtime attribute added in the Identity inspector's table, and removed.

Select the container of the bundled example in the outline; in User Defined Runtime Attributes
type a key path, keep the type Number, type a value and press Enter; save: the file gains exactly
the entry Xcode writes (`<userDefinedRuntimeAttribute type="number" keyPath=…>` with
`<real key="value" value=…/>`, the form of the corpus's runtime attributes). Remove it with its button and save: the file is the original, byte for byte.

usage: runtime_attributes.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, run_scenario, save_and_diff, wait_until  # noqa: E402


def scenario(display, nibbler, nibtool, document, workdir):
    path = os.path.join(workdir, os.path.basename(document))
    shutil.copyfile(document, path)
    original = open(path, encoding="utf-8").read()
    app = App(display, nibbler, path)
    app.click(app.find("Container View", role="label"))
    key = app.find("New Key Path", role="text")
    app.reveal(key)
    app.click(key)
    app.type("layer.cornerRadius")
    value = app.find("New Value", role="text")
    app.click(value)
    app.type("12")
    app.key("Return")   # Enter in the value adds it, as the Add button does
    _, removed, added = save_and_diff(app, path, original)
    check(not removed and added == ['<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">',
                                     '<real key="value" value="12"/>', '</userDefinedRuntimeAttribute>'],
          f"the diff adds the entry as Xcode writes it: {added}")
    check(app.find("Key Path layer.cornerRadius", role="text") is not None, "the table lists it")
    remove = app.find("Remove layer.cornerRadius", role="push button")
    app.reveal(remove)
    app.click(remove)
    app.key("ctrl+s")
    wait_until("the second save", lambda: open(path, encoding="utf-8").read() == original, 5)
    check(True, "removed and saved, the file is the original, byte for byte")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
