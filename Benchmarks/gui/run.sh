#!/usr/bin/env bash
# The designer's speed on the real window under Xvfb (release build): launch to first drawn
# frame of the bundled example, and keystroke to redrawn canvas on 1,000 labels.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product nibbler
swift build -c release --product nibtool
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
status=0
setsid -w /usr/bin/dbus-run-session -- /usr/bin/python3 Benchmarks/gui/designer_latency.py \
    "$bin/nibbler" "$bin/nibtool" Resources/examples/SeedDemo.xib "$work" || status=$?
# GTK's accessibility helpers outlive the session; stop the whole process group.
[[ -f "$work/process-group" ]] && kill -9 -"$(cat "$work/process-group")" 2>/dev/null || true
rm -rf "$work"
exit $status
