#!/usr/bin/env bash
# Installs the Debian packages the app needs (and, with --test, what its tests need),
# only those missing, with apt-get — through sudo when not root.
set -euo pipefail

packages=(pkg-config libgtk-4-dev libcurl4-openssl-dev libsqlite3-dev librsvg2-common)
if [[ "${1:-}" == "--test" ]]; then
  packages+=(xvfb xauth dbus dbus-x11 at-spi2-core xdotool python3-pyatspi imagemagick
    desktop-file-utils appstream valgrind)
fi

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=()
[[ $(id -u) -eq 0 ]] || sudo=(sudo)
echo "Installing: ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
  "${missing[@]}" >/dev/null
