#!/usr/bin/env bash
# Source coverage of a fuzz corpus: every input of CORPUS_DIR run once through the fuzz target
# (the toolchain's own llvm-profdata and llvm-cov: the system's may read another format)
# built with coverage mapping; prints llvm-cov's report for Nibbler's own modules.
#   bash scripts/fuzz-coverage.sh CORPUS_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="$1"
scratch=Fuzz/.build-coverage
swift build --package-path Fuzz --scratch-path "$scratch" -c release --product NibFuzz \
    -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library \
    -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping 2>&1 | grep -E "error|Build" || true
binary="$(swift build --package-path Fuzz --scratch-path "$scratch" -c release --show-bin-path)/NibFuzz"
profiles=$(mktemp -d)
trap 'rm -rf "$profiles"' EXIT
LLVM_PROFILE_FILE="$profiles/%p.profraw" "$binary" -runs=0 "$corpus" 2>&1 | grep -E "INITED|DONE" || true
"$(dirname "$(command -v swift)")"/llvm-profdata merge -sparse "$profiles"/*.profraw -o "$profiles/merged.profdata"
"$(dirname "$(command -v swift)")"/llvm-cov report "$binary" -instr-profile="$profiles/merged.profdata" -ignore-filename-regex='(\.build|Fuzz/Sources|swift-argument-parser)' \
    | grep -v '^Fuzz/'
