#!/usr/bin/env bash
# Installs what building and testing Nibbler needs on Debian 12, run as root. Safe to run again:
# it installs only what is missing.
set -euo pipefail

# System packages the build and the tests use (more join as the designer grows).
packages=(git ca-certificates pkg-config libcairo2-dev libpango1.0-dev libpoppler-glib-dev librsvg2-dev fonts-liberation2 fonts-inter fonts-noto-color-emoji fonts-droid-fallback
          libgtk-4-dev adwaita-icon-theme xvfb xauth xdotool imagemagick dbus x11-utils
          python3-pyatspi gir1.2-atspi-2.0 at-spi2-core)

if ! command -v swift >/dev/null; then
    echo "setup: Swift is not on PATH; install a Swift 6 toolchain from swift.org first." >&2
    exit 1
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
