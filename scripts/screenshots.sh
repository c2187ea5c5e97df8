#!/usr/bin/env bash
# Regenerates docs/screenshots/: runs the app under Xvfb against a loopback server with
# generated pictures, clicks through it with xdotool and captures each screen.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${DISPLAY:-}" ]]; then
  exec xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- "$0" "$@"
fi
binary=${RECIPES_BIN:-.build/debug/recipes}
out=docs/screenshots
work=$(mktemp -d)
port=$((20000 + RANDOM % 20000))
mkdir -p "$out"
python3 scripts/screenshot-server.py "$port" "$work/server" &
server=$!
trap 'kill $server 2>/dev/null || true; kill $app 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/lookup.php?i=0" >/dev/null && break; sleep 0.1; done
api="http://127.0.0.1:$port/api/json/v1/1/"

launch() { "$binary" --data-dir "${data:-$work/data}" "$@" >/dev/null 2>&1 & app=$!; sleep 3; }
quit() { kill "$app" 2>/dev/null; wait "$app" 2>/dev/null || true; }
shot() { sleep "${2:-1}"; import -window root -crop 1080x760+0+0 "$out/$1.png"; }
# One window alone, found by its title (there is no window manager to stack them).
shot_window() {
  sleep 1
  import -window "$(xdotool search --name "$2" | tail -1)" "$out/$1.png"
}
# The Recipes view's search (Ctrl+F gives it the keyboard; the pointer, the window under it).
search() { xdotool mousemove 540 600 key ctrl+f ctrl+a; xdotool type --delay 20 "$1"; }
# The first card of the grid, under the search row.
first_card() { xdotool mousemove 147 285 click 1; }

# The very first launch, on a machine without network: the catalog, every recipe drawn.
data="$work/first" launch --offline
shot first-launch 1
quit
# The same on a desktop that prefers the dark style, which the app follows by default
# (ADW_DEBUG_COLOR_SCHEME stands in for the desktop's setting).
data="$work/first-dark" ADW_DEBUG_COLOR_SCHEME=prefer-dark launch --offline
shot first-launch-dark 1
quit

launch --api-url "$api"
sleep 1
search "tagine"; shot search 2
first_card; shot detail 2
xdotool key ctrl+w
search "zzzz"; shot empty 1.5
quit
ADW_DEBUG_COLOR_SCHEME=prefer-dark launch --api-url "$api"
sleep 1
search "tagine"; sleep 2
first_card; shot detail-dark 2
quit

launch --offline
shot offline 1
search "creme brulee"; sleep 1.2
first_card; shot detail-without-image 2
quit
# Collections over the grid, each with its count, and rated cards with their stars (the
# collections and ratings made with the command line).
data="$work/collections"
"$binary" --offline --data-dir "$data" collection add "Christmas" catalog-14 >/dev/null
"$binary" --offline --data-dir "$data" collection add "Sunday lunch" catalog-1 catalog-43 >/dev/null
"$binary" --offline --data-dir "$data" collection add "Weeknight dinners" catalog-51 catalog-5 \
  catalog-33 >/dev/null
for rating in catalog-1:4 catalog-5:5 catalog-14:3; do
  "$binary" --offline --data-dir "$data" rate "${rating%:*}" "${rating#*:}" >/dev/null
done
launch --offline
shot collections 1
quit
# A rated recipe planned for tonight (rated and planned with the command line), its window
# alone; then scrolled to its end, where the nutrition estimate is; then cooking mode.
data="$work/rated"
"$binary" --offline --data-dir "$data" rate catalog-1 4 >/dev/null
"$binary" --offline --data-dir "$data" plan add catalog-1 --date today --meal dinner >/dev/null
launch --offline
search "guinness"; sleep 1.5
first_card; sleep 2
shot_window detail-rated '^Beef and Guinness Stew$'
xdotool mousemove 360 400 click --repeat 40 --delay 20 5
shot_window nutrition '^Beef and Guinness Stew$'
# Cook: cooking mode two steps on (the arrow key), its two-minute timer started.
xdotool mousemove 443 27 click 1; sleep 2
xdotool mousemove 400 300 key Right Right; sleep 1
xdotool mousemove 109 313 click 1 mousemove 600 450
shot_window cooking-mode '^Cooking: Beef and Guinness Stew$'
quit
# The cook's own recipes: one imported from a saved page (its picture from the server),
# opened in the editor with Ctrl+E; then the import dialog with an address typed.
data="$work/own"
page="$work/barley-soup.html"
sed "s#{BASE}#http://127.0.0.1:$port#g; s#tagine-lamb.jpg#1.jpg#; s#Loopbackistan#Scottish#" \
  Tests/EndToEnd/fixtures/pages/barley-soup.html >"$page"
"$binary" --data-dir "$data" import "$page" --url "http://127.0.0.1:$port/pages/barley-soup.html" \
  >/dev/null
launch --api-url "$api"
xdotool mousemove 440 114 click 1; sleep 1
first_card; sleep 2
xdotool mousemove 300 400 key ctrl+e; sleep 2
shot_window editor '^Edit'
quit
launch --api-url "$api"
xdotool mousemove 600 400 key ctrl+i; sleep 1.5
xdotool mousemove 280 110 type --delay 10 "https://www.example.org/recipes/smoky-barley-soup"
shot import-dialog 1
quit
# Servings and units: the stew for twelve in imperial units; then the Shopping view (Ctrl+L)
# with it and Beef Rendang, two lines ticked and what the pantry holds dimmed "At home"; the
# Pantry view (Alt+4) with those lines; then the stew's printed page (the same drawing code as
# the print dialog), written by `recipes print`.
data="$work/kitchen"
"$binary" --offline --data-dir "$data" shopping add catalog-1 --servings 12 >/dev/null
"$binary" --offline --data-dir "$data" shopping add catalog-5 >/dev/null
"$binary" --offline --data-dir "$data" pantry add "2 onions" rice eggs "500 g flour" butter \
  >/dev/null
launch --offline
search "guinness"; sleep 1.5
first_card; sleep 2
xdotool mousemove 113 570 click --repeat 3 --delay 50 1 type "12"
xdotool key Tab
xdotool mousemove 322 570 click 1; sleep 1
xdotool mousemove 306 682 click 1 mousemove 900 700
shot servings 1
xdotool key ctrl+w; sleep 0.8
xdotool key ctrl+l; sleep 1.5
xdotool mousemove 43 351 click 1 mousemove 43 397 click 1 mousemove 800 700
shot shopping-list 1
# The Pantry view starts from the Recipes view's search: empty it first.
xdotool key alt+1 ctrl+f ctrl+a BackSpace alt+4
shot pantry 1.5
quit
ADW_DEBUG_COLOR_SCHEME=prefer-dark launch --offline
xdotool mousemove 800 700 key ctrl+l
shot shopping-list-dark 1.5
xdotool key alt+4
shot pantry-dark 1.5
quit
"$binary" --offline --data-dir "$data" print catalog-1 --servings 12 --output "$work/stew.pdf" \
  >/dev/null
pdftoppm -png -r 80 -f 1 -l 1 "$work/stew.pdf" "$work/page"
convert "$work/page-1.png" -bordercolor "#d0d0d0" -border 1 -bordercolor "#f2f2f2" -border 24 \
  "$out/printed-page.png"
# libadwaita's pieces: the preferences window (light and dark) and its Sync page, a toast
# ("Copy as text" in the Shopping view), a question in a message dialog (Clear), the About
# window. Actions are activated over D-Bus, as GApplication exports them; windows open at the
# top left without a manager.
activate() {
  gdbus call --session --dest org.recipesapp.Recipes --object-path /org/recipesapp/Recipes \
    --method org.gtk.Actions.Activate "$1" [] {} >/dev/null
}
data="$work/kitchen" launch --offline
activate preferences
shot_window preferences '^Preferences$'
xdotool mousemove 300 300 key Escape
activate shopping-list; sleep 1.5
xdotool mousemove 93 80 click 1 mousemove 800 400
shot toast 0.5
sleep 3.5
xdotool mousemove 1013 80 click 1 mousemove 300 600
shot_window message-dialog '^Clear the shopping list\?$'
xdotool key Escape
activate about
sleep 1; import -window root -crop 368x516+0+0 "$out/about.png"
quit
ADW_DEBUG_COLOR_SCHEME=prefer-dark launch --offline
activate preferences
shot_window preferences-dark '^Preferences$'
quit
# Main menu → Sync… opens Preferences on its Sync page.
launch --offline
activate sync
shot_window sync-window '^Preferences$'
quit
# The Plan view, light and dark: this week planned with the command line (breakfast,
# lunches, dinners, a note) from today on, as the view opens on today; switched to with the
# header's Plan button (Alt+2, the keyboard's way, has GTK ring the "+" it focuses).
data="$work/planner"
# The day `$1` days after today, but no later than this week's Sunday.
day() { python3 -c 'import datetime as d, sys; t = d.date.today(); \
  print(min(t + d.timedelta(int(sys.argv[1])), t + d.timedelta(6 - t.weekday())))' "$1"; }
plan() { "$binary" --data-dir "$data" --offline plan add "$1" --date "$(day "$2")" --meal "$3" \
  ${4:+--servings "$4"} >/dev/null; }
plan catalog-72 0 breakfast 2
plan catalog-54 0 lunch
plan catalog-1 0 dinner 6
plan catalog-65 1 breakfast
plan catalog-12 1 dinner 4
plan catalog-5 2 dinner 6
"$binary" --data-dir "$data" --offline plan note "Leftovers" --date "$(day 3)" --meal lunch \
  >/dev/null
plan catalog-31 3 dinner 4
for scheme in "" dark; do
  ADW_DEBUG_COLOR_SCHEME=${scheme:+prefer-dark} launch --offline
  xdotool mousemove 470 20 sleep 0.2 mousemove 479 27 click 1
  shot "planner${scheme:+-dark}" 2
  quit
done
echo "screenshots written to $out"
