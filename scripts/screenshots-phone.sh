#!/usr/bin/env bash
# The phone's screenshots of docs/screenshots/ (phone-*.png): the main window's Recipes and
# Plan views (switched in the bar at its bottom), a recipe, cooking mode and the keyboard
# shortcuts at 360 × 640, as under Phosh. Runs the app under
# Xvfb, offline; each window is made phone-sized with `xdotool windowsize` (there is no
# window manager to do it).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${DISPLAY:-}" ]]; then
  exec xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- "$0" "$@"
fi
binary=${RECIPES_BIN:-.build/debug/recipes}
out=docs/screenshots
work=$(mktemp -d)
mkdir -p "$out"
trap 'kill $app 2>/dev/null || true; rm -rf "$work"' EXIT

# The newest window titled exactly $1, made 360 × 640.
phone() {
  local id
  id=$(xdotool search --name "^$1\$" | tail -1)
  xdotool windowsize "$id" 360 640
  sleep "${2:-1.5}"
  echo "$id"
}
shot() { import -window "$2" "$out/$1.png"; }

"$binary" --data-dir "$work/data" --offline >/dev/null 2>&1 & app=$!
sleep 4
main=$(phone Recipes)
shot phone-main "$main"
# The Plan view, by its button in the bar at the bottom (as a finger would: Alt+2 is the
# keyboard's way, after which GTK rings the "+" it puts the keyboard on), then back to
# Recipes (Alt+1); the pointer gives the keyboard to the window under it.
xdotool mousemove 135 600 sleep 0.2 mousemove 140 610 click 1
sleep 1.5
shot phone-plan "$main"
xdotool key alt+1
sleep 1
# Search (Ctrl+F), then open the first card.
xdotool key ctrl+f
xdotool type --delay 20 "guinness"
sleep 1.5
xdotool mousemove 180 360 click 1
sleep 2
detail=$(phone "Beef and Guinness Stew" 2)
shot phone-recipe "$detail"
# Cook (the header's blue button at this size), one step on with the arrow key.
xdotool mousemove 104 28 click 1
sleep 2
cooking=$(phone "Cooking: Beef and Guinness Stew" 1)
xdotool mousemove 180 300 key Right
sleep 1
shot phone-cooking "$cooking"
# The keyboard shortcuts (Ctrl+? from any window).
xdotool key ctrl+question
sleep 1.5
shortcuts=$(phone "Keyboard Shortcuts" 1.5)
shot phone-shortcuts "$shortcuts"
echo "phone screenshots written to $out"
