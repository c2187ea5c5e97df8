#!/usr/bin/env bash
# Installs the Debian packages the app needs (and, with --test, what its tests need),
# only those missing, with apt-get — through sudo when not root.
#
# Several builds may start at once (`make test` in two worktrees, say), and other software
# may be installing too: instead of failing on the package manager's lock, this waits for
# it, up to RECIPES_APT_LOCK_TIMEOUT seconds (default 600).
set -euo pipefail

packages=(pkg-config libgtk-4-dev libcurl4-openssl-dev libsqlite3-dev libxml2-dev zlib1g-dev
  librsvg2-common libadwaita-1-dev libsecret-1-dev gettext)
if [[ "${1:-}" == "--test" ]]; then
  packages+=(xvfb xauth dbus dbus-x11 at-spi2-core xdotool python3-pyatspi imagemagick
    desktop-file-utils appstream valgrind poppler-utils
    # The WebDAV server the sync tests start on loopback (mod_dav), and htpasswd.
    apache2 apache2-utils
    # A Secret Service in the tests' D-Bus session; the German and French locales; a real
    # iCalendar parser for the exported plan; venv for the CalDAV server (Radicale, PyPI).
    gnome-keyring libsecret-tools locales python3-icalendar python3-venv)
fi
lock_timeout=${RECIPES_APT_LOCK_TIMEOUT:-600}

missing_packages() {
  local package status
  for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || echo "$package"
  done
}

sudo=()
[[ $(id -u) -eq 0 ]] || sudo=(sudo)

# The locales the translated test runs use, generated once (locale-gen needs root).
generate_test_locales() {
  [[ "${1:-}" == "--test" ]] || return 0
  local wanted=(de_DE.UTF-8 fr_FR.UTF-8) missing_locales=() name
  for name in "${wanted[@]}"; do
    locale -a 2>/dev/null | grep -qix "${name/UTF-8/utf8}" || missing_locales+=("$name")
  done
  [[ ${#missing_locales[@]} -eq 0 ]] && return 0
  for name in "${missing_locales[@]}"; do
    "${sudo[@]}" sed -i "s/^# *\(${name} UTF-8\)/\1/" /etc/locale.gen
    grep -q "^${name} UTF-8" /etc/locale.gen || echo "${name} UTF-8" | "${sudo[@]}" tee -a /etc/locale.gen >/dev/null
  done
  echo "Generating locales: ${missing_locales[*]}"
  "${sudo[@]}" locale-gen >/dev/null
}

mapfile -t missing < <(missing_packages)
if [[ ${#missing[@]} -eq 0 ]]; then
  generate_test_locales "${1:-}"
  exit 0
fi



# apt's own locks are fcntl locks, which flock(1) cannot see; this lock only makes two runs
# of this script take turns, so the second finds what the first installed.
own_lock="${TMPDIR:-/tmp}/recipes-install-deps.lock"
exec {lock_fd}>>"$own_lock"
if ! flock --wait "$lock_timeout" "$lock_fd"; then
  echo "install-deps: another install held $own_lock for ${lock_timeout}s; giving up." >&2
  exit 1
fi
mapfile -t missing < <(missing_packages)
[[ ${#missing[@]} -eq 0 ]] && exit 0

# DPkg::Lock::Timeout makes apt-get wait for dpkg's lock held by anything else
# (unattended-upgrades, another apt-get) instead of stopping with "Could not get lock".
# `apt-get update` ignores it for the package lists' lock, so it is retried until then.
apt_get=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive
  apt-get -o "DPkg::Lock::Timeout=$lock_timeout")

update_package_lists() {
  local deadline=$((SECONDS + lock_timeout)) output
  until output=$("${apt_get[@]}" update -qq 2>&1); do
    if [[ "$output" != *"Could not get lock"* || $SECONDS -ge $deadline ]]; then
      echo "$output" >&2
      return 1
    fi
    sleep 2
  done
}

echo "Installing: ${missing[*]}"
update_package_lists
"${apt_get[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
generate_test_locales "${1:-}"
