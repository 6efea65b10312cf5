"""GUI test: Add Missing Constraints on a partly constrained view and on the root.

The fixture (Tests/Fixtures/PartlyConstrained.xib) holds a switch centred horizontally by one
constraint (its vertical position is free: `nibtool check` says "Need constraints for “Switch”:
Y position") and a label with no constraints at a fixed frame (`fixedFrame="YES"` with its
autoresizing mask, as Xcode keeps a view it places without constraints). With real input:
- the switch selected in the outline, Layout ▸ Add Missing Constraints, saved: the file gains
  exactly one constraint, its top 141 pt below the root's safe area's (the distance shown: the
  switch is 200 pt down, the iPhone 14 Pro's safe area starts at 59), in the root's
  `<constraints>` in id order, written as Xcode writes one (`<constraint firstItem=
  firstAttribute= secondItem= secondAttribute= constant= id=/>`; Xcode pins a root's subviews
  to its safe area: 1,004 such edge constraints in 38 corpus repositories);
- the root selected, the same command: the label gains its leading and top (its size is its
  text's), loses `fixedFrame="YES"` and its autoresizing mask as in Xcode (no corpus view a
  constraint names keeps either); `nibtool check` then finds nothing;
- the command again on the root says in the window that no view in it is missing any;
- one Ctrl+Z takes the whole root step back.

usage: add_missing_constraints.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, run_scenario, save_and_diff, wait_until  # noqa: E402

CONSTRAINT = r'<constraint firstItem="{item}" firstAttribute="{attribute}" secondItem="Amc-sa-GDE" secondAttribute="{attribute}" constant="{constant}" id="[0-9A-Za-z]{{3}}-[0-9A-Za-z]{{2}}-[0-9A-Za-z]{{3}}"/>'


def scenario(display, nibbler, nibtool, document, workdir):
    path = os.path.join(workdir, os.path.basename(document))
    shutil.copyfile(document, path)
    original = open(path, encoding="utf-8").read()
    issues = subprocess.run([nibtool, "check", path], capture_output=True, text=True).stdout
    check("Need constraints for “Switch”: Y position" in issues, f"the switch's vertical position is free: {issues.strip()!r}")
    app = App(display, nibbler, path)

    app.click(app.find("Switch", role="label"))
    app.layout("Add Missing Constraints")
    after_switch, removed, added = save_and_diff(app, path, original)
    check(not removed and len(added) == 1 and re.fullmatch(CONSTRAINT.format(item="Amc-sw-SW1", attribute="top", constant="141"), added[0]),
          f"one constraint added for the switch, as Xcode writes it: {added}")
    issues = subprocess.run([nibtool, "check", path], capture_output=True, text=True).stdout
    check("Switch" not in issues, f"the switch lacks nothing now: {issues.strip()!r}")

    app.click(app.find("View", role="label"))
    app.layout("Add Missing Constraints")
    after_root, removed, added = save_and_diff(app, path, after_switch)
    constraints = sorted(line for line in added if line.startswith("<constraint"))
    check(len(constraints) == 2
          and re.fullmatch(CONSTRAINT.format(item="Amc-lb-LBL", attribute="leading", constant="40"), [c for c in constraints if "leading" in c][0])
          and re.fullmatch(CONSTRAINT.format(item="Amc-lb-LBL", attribute="top", constant="241"), [c for c in constraints if '"top"' in c][0]),
          f"the label is pinned where it stands: {constraints}")
    check('<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>' in removed
          and any('id="Amc-lb-LBL"' in line and "fixedFrame" not in line for line in added),
          f"the label leaves its fixed frame and mask: removed {removed}")
    issues = subprocess.run([nibtool, "check", path], capture_output=True, text=True)
    check(issues.returncode == 0 and issues.stdout.strip() == "", f"nibtool check finds nothing: {issues.stdout.strip()!r}")

    app.layout("Add Missing Constraints")
    app.find_where("the reason it does nothing", lambda n: "has the constraints it needs" in n, role="label")
    check(True, "again on the root, the window says no view in it is missing any")

    app.key("ctrl+z")
    app.key("ctrl+s")
    wait_until("the save after undo", lambda: open(path, encoding="utf-8").read() == after_switch, 5)
    check(True, "one Ctrl+Z takes the root's whole step back")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
