#!/bin/sh
# meson's custom target: `swift build` one product in release, with the Swift runtime linked in
# statically, so the installed binary needs only system libraries.
# usage: build-swift.sh PACKAGE_ROOT SCRATCH_PATH OUTPUT PRODUCT
set -eu
root=$1 scratch=$2 output=$3 product=$4
swift build -c release --package-path "$root" --scratch-path "$scratch" --product "$product" --static-swift-stdlib
cp "$(swift build -c release --package-path "$root" --scratch-path "$scratch" --show-bin-path)/$product" "$output"
