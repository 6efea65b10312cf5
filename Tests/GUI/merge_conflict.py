"""GUI test: `nibbler --merge BASE LOCAL REMOTE MERGED`, as git mergetool runs it.

Ours changed a label's text to "Enter", theirs to "Log in" and opened the file in a newer Xcode
(its toolsVersion). The merge tool opens on the merged document with one conflict on its
Conflicts page, ours and theirs drawn side by side. A click on Theirs shows "Log in" on the
canvas's label (the inspector's Text); Ctrl+S writes MERGED, which then holds theirs' text and
the newer header, and `nibtool check` is clean. Quitting after the save exits 0, as git's
mergetool.trustExitCode expects, and leaves nothing in the temporary directory.

usage: merge_conflict.py NIBBLER NIBTOOL DOCUMENT WORKDIR   (DOCUMENT is the base storyboard)
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, check, run_scenario, wait_until  # noqa: E402


def scenario(display, nibbler, nibtool, document, workdir):
    base = open(document, encoding="utf-8").read()
    check('text="Sign in"' in base, "the base storyboard has the label “Sign in”")
    files = {}
    for name, text in [("base", base),
                       ("local", base.replace('text="Sign in"', 'text="Enter"')),
                       ("remote", base.replace('text="Sign in"', 'text="Log in"').replace('toolsVersion="21507"', 'toolsVersion="23504"')),
                       ("merged", "<<<<<<< git left its markers here\n")]:
        files[name] = os.path.join(workdir, f"Main_{name}.storyboard")
        with open(files[name], "w", encoding="utf-8") as f:
            f.write(text)

    scratch = os.path.join(workdir, "tmp")   # the app's temporary directory, to see it cleaned
    os.makedirs(scratch)
    os.environ["TMPDIR"] = scratch
    app = App(display, nibbler, "--merge", files["base"], files["local"], files["remote"], files["merged"])
    description = "Label “Title” (lbl-00-ttl): text: ours “Enter”, theirs “Log in”"
    app.find(description, role="label")
    check(True, "the Conflicts page lists the conflict in words")
    app.find("Ours as drawn", timeout=5)
    app.find("Theirs as drawn", timeout=5)
    check(True, "ours and theirs are drawn side by side")
    check(app.text_of(app.find("text", role="text")) == "Enter", "the merged document holds ours until a side is chosen")

    app.click(app.find(f"Use theirs: {description}"))
    wait_until("the inspector to show theirs' text", lambda: app.text_of(app.find("text", role="text")) == "Log in", 5)
    check(True, "choosing Theirs puts theirs' text on the label")
    check(open(files["merged"], encoding="utf-8").read().startswith("<<<<<<<"), "nothing is written before Save")

    before = os.path.getmtime(files["merged"])
    app.key("ctrl+s")
    wait_until("the saved file", lambda: os.path.getmtime(files["merged"]) != before, 5)
    merged = open(files["merged"], encoding="utf-8").read()
    check('text="Log in"' in merged and 'toolsVersion="23504"' in merged and "<<<<<<<" not in merged,
          "MERGED holds theirs' text and the newer header")
    result = subprocess.run([nibtool, "check", files["merged"]], capture_output=True, text=True)
    check(result.returncode == 0, f"nibtool check reads it: {result.stderr.strip()!r}")
    check(app.quit() == 0, "Ctrl+Q after the save exits 0, the merge resolved")
    check(os.listdir(scratch) == [], f"the pictures of the conflict are deleted on quitting: {os.listdir(scratch)}")

    # A conflict that git's merge driver (`nibtool merge`) left in a work tree: opening the file
    # shows it on the Conflicts page, and saving a choice clears the record.
    repo = os.path.join(workdir, "repo")
    os.makedirs(os.path.join(repo, ".git"))
    target = os.path.join(repo, "Main.storyboard")
    with open(target, "w", encoding="utf-8") as f:
        f.write(open(files["local"], encoding="utf-8").read())
    driver = subprocess.run([nibtool, "merge", files["base"], target, files["remote"]], capture_output=True, text=True)
    record = os.path.join(repo, ".git", "nibtool", "conflicts", "Main.storyboard.json")
    check(driver.returncode == 1 and os.path.exists(record), f"nibtool merge exits 1 and records the conflict: {driver.stderr.strip()!r}")
    app = App(display, nibbler, target)
    app.find(description, role="label")
    check(True, "opening the file shows the recorded conflict")
    app.click(app.find(f"Use theirs: {description}"))
    wait_until("theirs' text", lambda: app.text_of(app.find("text", role="text")) == "Log in", 5)
    app.key("ctrl+s")
    wait_until("the saved file", lambda: 'text="Log in"' in open(target, encoding="utf-8").read(), 5)
    check(not os.path.exists(record), "saving the choice clears the record")
    check(app.quit() == 0, "Ctrl+Q quits after the save")


if __name__ == "__main__":
    run_scenario(scenario)
