#!/usr/bin/env bash
# Fuzzes the document path (read, lay out the first root, check, draw small) with libFuzzer.
#   bash scripts/fuzz.sh --seconds 120     # run for two minutes (CI does this on every run)
#   bash scripts/fuzz.sh --runs 5000000    # run for five million inputs
# Seeded from Resources/examples, Tests/Fixtures and, when present, ../shared/xib-corpus;
# with Fuzz/xib.dict. Fails on a crash, an input over 10 s, or memory over 2 GB; the input is
# kept in Fuzz/findings/ (add it to Tests/Fixtures/fuzz-regressions/ once fixed).
set -euo pipefail
cd "$(dirname "$0")/.."
limit=(-max_total_time=120)
case "${1:-}" in
    --seconds) limit=(-max_total_time="$2") ;;
    --runs) limit=(-runs="$2") ;;
    "") ;;
    *) echo "usage: $0 [--seconds N | --runs N]" >&2; exit 2 ;;
esac

swift build --package-path Fuzz -c release --product NibFuzz \
    -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library 2>&1 | grep -Ev '^\[|^warning: prohibited flag' || true
fuzzer="$(swift build --package-path Fuzz -c release --show-bin-path)/NibFuzz"
[[ -x "$fuzzer" ]] || { echo "fuzz: the fuzz target did not build" >&2; exit 1; }

seeds=$(mktemp -d); work=$(mktemp -d)
trap 'rm -rf "$seeds" "$work"' EXIT
cp Resources/examples/*.xib Tests/Fixtures/*.storyboard "$seeds"/ 2>/dev/null || true
cp Tests/Fixtures/fuzz-regressions/* "$seeds"/ 2>/dev/null || true
if [[ -d ../shared/xib-corpus/files ]]; then
    cp ../shared/xib-corpus/files/*.xib ../shared/xib-corpus/files/*.storyboard "$seeds"/ 2>/dev/null || true
else
    echo "fuzz: ../shared/xib-corpus is absent; seeding from the repository's own files only"
fi
mkdir -p Fuzz/findings
echo "fuzz: $(ls "$seeds" | wc -l) seeds, ${limit[*]}"
"$fuzzer" "$work" "$seeds" -dict=Fuzz/xib.dict -timeout=10 -rss_limit_mb=2048 -max_len=600000 \
    -artifact_prefix=Fuzz/findings/ -print_final_stats=1 "${limit[@]}" 2>&1 | tee Fuzz/findings/last-run.log | grep -E '^#[0-9]+.*(DONE|pulse)|stat::|ERROR|SUMMARY|Test unit' || true
status=${PIPESTATUS[0]}
if (( status != 0 )); then
    echo "fuzz: the fuzzer found a crash, a timeout or too much memory (exit $status); see Fuzz/findings/" >&2
    exit 1
fi
echo "fuzz: no crash, timeout or memory over 2 GB"
