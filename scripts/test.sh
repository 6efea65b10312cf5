#!/usr/bin/env bash
# Sets everything up and runs every test. Tests that need ../shared say they skipped without it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift test
# Fuzzing, as the reliability issue asks of every run: libFuzzer on the document path for two
# minutes, then mutants of real files through nibtool's check, resave and set.
bash scripts/fuzz.sh --seconds 120
swift build -c release --product nibtool
seeds=(Resources/examples/*.xib Tests/Fixtures/*.storyboard)
[[ -d ../shared/xib-corpus/files ]] && seeds+=(../shared/xib-corpus/files/*.xib ../shared/xib-corpus/files/*.storyboard)
python3 scripts/mutate-cli.py "$(swift build -c release --show-bin-path)/nibtool" 200 "${seeds[@]}"
