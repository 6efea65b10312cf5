#!/usr/bin/env bash
# Sets everything up and runs Nibbler on the bundled example. Until the designer window lands,
# that is nibtool: it solves the seed demo's layout and measures the solver.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product nibtool
nibtool=$(swift build -c release --show-bin-path)/nibtool
"$nibtool" solve Resources/examples/seed-demo-layout.json
"$nibtool" bench solver --workload all -n 1000
