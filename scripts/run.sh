#!/usr/bin/env bash
# Sets everything up and runs Nibbler on the bundled example. Until the designer window lands,
# that is nibtool: the example's outline and its solved frames, then the solver's workloads.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product nibtool
nibtool=$(swift build -c release --show-bin-path)/nibtool
"$nibtool" tree Resources/examples/SeedDemo.xib
"$nibtool" frames Resources/examples/SeedDemo.xib --format text
"$nibtool" render Resources/examples/SeedDemo.xib -o SeedDemo.png && echo "drew SeedDemo.png"
"$nibtool" bench solver --workload all -n 1000
