#!/usr/bin/env bash
# Sets everything up and runs every test. Tests that need ../shared say they skipped without it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift test
