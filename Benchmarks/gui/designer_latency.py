"""Designer speed, measured on the real window under Xvfb (run inside dbus-run-session):

1. launch to first frame: from just before `nibbler FILE` starts to the end of the canvas's first
   draw (the app prints that moment in CLOCK_MONOTONIC when NIBBLER_TRACE is set);
2. keystroke to canvas: typing into a label's text field with xdotool on a generated document of
   1,000 labels in nested containers, from the field's `changed` signal to the end of the canvas
   redraw that shows it (the app prints each);
3. code change to inspector: the seed document opened as a project beside its UIView extension,
   its container selected; from rewriting the extension with a new inspectable, as another
   editor saves it, to the inspector's row for it (README: "within a second"), polled on the
   accessibility bus every 20 ms.

usage: designer_latency.py NIBBLER NIBTOOL SEED_DOCUMENT WORKDIR
"""
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "../../Tests/GUI"))
from nibbler_driver import App, Display, record_process_group, wait_until  # noqa: E402


def launch_to_first_frame(display, nibbler, document, runs=5):
    times = []
    for _ in range(runs):
        env = dict(display.env(), NIBBLER_TRACE="1")
        start = time.monotonic()
        process = subprocess.Popen([nibbler, document], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        for line in process.stderr:
            if line.startswith("nibbler-trace first-frame"):
                times.append((float(line.split("=")[1]) - start) * 1000)
                break
        process.kill()
        process.wait()
    return times


def keystroke_to_canvas(display, nibbler, nibtool, workdir, n=1000, keys=40):
    document = os.path.join(workdir, f"labels{n}.xib")
    subprocess.run([nibtool, "bench", "layout", "-n", str(n), "--edits", "1", "--save", document], check=True, capture_output=True)
    os.environ["NIBBLER_TRACE"] = "1"
    app = App(display, nibbler, document)
    del os.environ["NIBBLER_TRACE"]
    try:
        canvas = app.find("Canvas")
        cx, cy, _, _ = app.extents(canvas)
        app.click_at(cx + 40 + 8 + 20, cy + 40 + 8 + 9)   # label L0-0 at (8, 8) in the first container
        field = app.find("text", role="text")
        app.click(field)
        app.key("End")
        app.display.run("xdotool", "type", "--delay", "120", "x" * keys)
        time.sleep(1)
        app.key("ctrl+q")
        time.sleep(1)
    finally:
        output = app.kill()
    def values(kind):
        return sorted(float(l.split("=")[1]) for l in output.splitlines() if l.startswith("nibbler-trace " + kind))
    applied, started = values("edit-applied"), values("draw-start")
    if applied and started:
        print(f"  of which: edit applied (layout, panes) median={statistics.median(applied):.2f} ms; "
              f"canvas draw started median={statistics.median(started):.2f} ms")
    return values("edit-to-canvas")


def code_change_to_inspector(display, nibbler, seed, workdir, runs=5):
    from project_source import CORNER_RADIUS, EXTENSION, present, seed_project
    times = []
    for run in range(runs):
        project = os.path.join(workdir, f"project{run}")
        extension = seed_project(project, seed, os.path.basename(seed))
        app = App(display, nibbler, project)
        try:
            app.click(app.find("Outline", role="page tab"))
            app.click(app.find("Container View", role="label"))
            app.find("borderWidth", role="spin button")
            time.sleep(1)   # the first index is read and shown
            start = time.monotonic()
            with open(extension, "w") as f:
                f.write(EXTENSION % CORNER_RADIUS)
            wait_until("the Corner Radius row", lambda: present(app, "cornerRadius"), 10, interval=0.02)
            times.append((time.monotonic() - start) * 1000)
        finally:
            app.kill()
    return times


def main(nibbler, nibtool, seed, workdir):
    record_process_group(workdir)
    display = Display()
    try:
        launch = launch_to_first_frame(display, nibbler, seed)
        edits = keystroke_to_canvas(display, nibbler, nibtool, workdir)
        code = code_change_to_inspector(display, nibbler, seed, workdir)
    finally:
        display.stop()
    print(f"launch_to_first_frame_ms median={statistics.median(launch):.1f} runs={[round(t) for t in launch]}")
    if edits:
        edits.sort()
        print(f"keystroke_to_canvas_ms (1,000 labels) median={statistics.median(edits):.2f} "
              f"p90={edits[int(len(edits) * 0.9)]:.2f} max={edits[-1]:.2f} keystrokes={len(edits)}")
    else:
        print("keystroke_to_canvas_ms: no edit reached the canvas")
        sys.exit(1)
    print(f"code_change_to_inspector_ms median={statistics.median(code):.0f} max={max(code):.0f} runs={[round(t) for t in code]}")


if __name__ == "__main__":
    main(*sys.argv[1:5])
