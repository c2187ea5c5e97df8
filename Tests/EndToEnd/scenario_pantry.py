"""Scenario 17, the pantry: what is at home written on the command line as a cook writes it,
"what can I make?" ranked (`recipes cookable`), the shopping list marking what is at home,
bad numbers and unknown names refused in one line; then Ctrl+K shows the main window's
Pantry view, which names the recipe that can be made. The oracle is the catalog file itself: a recipe
whose every ingredient is put in the pantry must come first with nothing missing."""

import json
import subprocess

import pyatspi

from harness.expect import ScenarioFailure, check, short_list, wait_for
from harness.eyes import extents, find
from scenarios import main_window, press_keys, shows_view

STEW = "Beef and Guinness Stew"


def ingredient_names(meal):
    """The names a catalog meal lists, as its file has them."""
    names = []
    for index in range(1, 21):
        name = (meal.get(f"strIngredient{index}") or "").strip()
        if name:
            names.append(name)
    return names


def refused(ctx, *args):
    """Runs a command that must fail; returns (status, stderr)."""
    result = subprocess.run([ctx.binary, *args], env=ctx.env, capture_output=True, text=True,
                            timeout=60)
    return result.returncode, result.stderr.strip()


def pantry(ctx):
    meal = ctx.known_recipes()[STEW]
    names = ingredient_names(meal)
    # Written as a cook writes them: a count, lower case, plurals as they come.
    lines = [f"2 {name.lower()}" for name in names]
    ctx.headless("pantry", "add", *lines)
    listed = [item["text"] for item in json.loads(ctx.headless("pantry", "--json"))]
    check(listed == lines, f"`pantry --json` lists {short_list(listed)}, not {short_list(lines)}")
    ctx.step("pantry filled")

    ranked = json.loads(ctx.headless("cookable", "--missing", "0", "--json"))
    stew = [r for r in ranked if r["id"] == meal["idMeal"]]
    check(len(stew) == 1, f"`cookable --missing 0` does not list {STEW}: "
          f"{short_list([r['name'] for r in ranked])}")
    check(stew[0]["missing"] == [] and stew[0]["have"] == stew[0]["need"] == len(names),
          f"{STEW} with every ingredient at home: {stew[0]}")
    check(all(set(r) == {"id", "name", "have", "need", "missing"} for r in ranked),
          f"`cookable --json` rows carry other keys: {ranked[:1]}")
    everything = json.loads(ctx.headless("cookable", "--limit", "30", "--json"))
    order = [(len(r["missing"]), -r["have"]) for r in everything]
    check(order == sorted(order), f"`cookable` is not fewest missing, then most at home first: "
          f"{short_list([(r['name'], len(r['missing']), r['have']) for r in everything], 8)}")
    check(everything[0]["missing"] == [], f"the first recipe misses {everything[0]['missing']}")
    narrowed = json.loads(ctx.headless("cookable", "--json", "cat:dessert"))
    check(all(r["id"] != meal["idMeal"] for r in narrowed), "`cookable cat:dessert` lists the stew")
    ctx.step("cookable ranked")

    for args in (["cookable", "--missing", "-1"], ["cookable", "--limit", "0"],
                 ["cookable", "--limit", "lots"]):
        status, said = refused(ctx, *args)
        check(status == 2 and len(said.splitlines()) == 1,
              f"`recipes {' '.join(args)}` exited {status} (not 2) or said more than a line: {said}")
    status, said = refused(ctx, "pantry", "remove", "dragon fruit")
    check(status == 1 and len(said.splitlines()) == 1,
          f"removing what is not there exited {status} with {said!r}")
    ctx.step("bad input refused")

    ctx.headless("shopping", "add", meal["idMeal"])
    items = json.loads(ctx.headless("shopping", "--json"))["items"]
    check(items and all(item["atHome"] is True for item in items),
          f"items not marked at home: {[i['name'] for i in items if not i['atHome']]}")
    first = names[0]
    ctx.headless("pantry", "remove", first.lower())
    items = json.loads(ctx.headless("shopping", "--json"))["items"]
    to_buy = [item["name"] for item in items if not item["atHome"]]
    check(len(to_buy) == 1 and to_buy[0].lower().startswith(first.lower().split()[0][:4]),
          f"after taking {first!r} out, the list buys {short_list(to_buy)}")
    ctx.step("shopping list marks what is at home")

    app, eyes = ctx.launch("--offline")
    frame = main_window(eyes)
    x, y = eyes.screen_center(frame, extents(frame))
    press_keys(ctx, x, y, "ctrl+k")
    wait_for(lambda: shows_view(frame, "Pantry"), 5,
             describe=lambda: "Ctrl+K did not show the Pantry view")
    window = frame

    def shows_recipe():
        return find(window, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON
                    and (a.name or "").startswith(STEW))

    wait_for(shows_recipe, 5, describe=lambda: f"the Pantry view does not show {STEW}")
    ctx.step("pantry view")
    if not app.is_running():
        raise ScenarioFailure("the app quit")
