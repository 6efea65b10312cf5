#!/usr/bin/env bash
# Sets everything up and opens the designer on the bundled example document.
# Without a display (a server, CI) it says so and prints the example's solved frames instead.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product nibbler
swift build -c release --product nibtool
bin=$(swift build -c release --show-bin-path)
example=Resources/examples/SeedDemo.xib
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
    echo "run: no display (DISPLAY and WAYLAND_DISPLAY are unset), so not opening the designer window."
    echo "run: the example's solved layout, from nibtool:"
    "$bin/nibtool" frames "$example" --format text
    exit 0
fi
exec "$bin/nibbler" "$example"
