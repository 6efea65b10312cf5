#!/usr/bin/env bash
# Measures the solver side by side with kiwisolver on the workloads of ../shared/solver, in one
# run, release build, and prints the medians of REPEATS runs as a table.
# Usage: bash scripts/compare-solver.sh [REPEATS]
set -euo pipefail
cd "$(dirname "$0")/.."
repeats=${1:-3}
reference=../shared/solver/reference_kiwisolver.py
[ -f "$reference" ] || { echo "compare-solver: $reference is absent" >&2; exit 2; }
python3 -c "import kiwisolver" 2>/dev/null || pip install -q kiwisolver
swift build -c release --product nibtool
nibtool=$(swift build -c release --show-bin-path)/nibtool
lines=$(mktemp)
for _ in $(seq "$repeats"); do
    for n in 100 1000; do
        "$nibtool" bench solver -n "$n" | sed 's/^/nibbler /'
        python3 "$reference" "$n" | sed 's/^/kiwi /'
    done
    "$nibtool" bench solver -n 10000 | sed 's/^/nibbler /'
done > "$lines"
python3 - "$lines" <<'PY'
import collections, re, statistics, sys
runs = collections.defaultdict(list)
for line in open(sys.argv[1]):
    who, rest = line.split(" ", 1)
    m = re.match(r"(W\d) n=(\d+) \S+?=([\d.]+)", rest)
    runs[(who, m.group(1), int(m.group(2)))].append(float(m.group(3)))
print("| workload | N | Nibbler | kiwisolver | kiwisolver / Nibbler |")
print("|---|---|---|---|---|")
for w, unit in [("W1", "ms build+solve"), ("W2", "µs per edit"), ("W3", "µs per op")]:
    for n in (100, 1000, 10000):
        ours, kiwi = runs.get(("nibbler", w, n)), runs.get(("kiwi", w, n))
        if not ours:
            continue
        a = statistics.median(ours)
        b = statistics.median(kiwi) if kiwi else None
        print(f"| {w} ({unit}) | {n} | {a:.3f} | {'%.3f' % b if b else 'not run'} | {'%.1f×' % (b / a) if b else ''} |")
PY
rm -f "$lines"
