"""Scenario 17, nutrition corrected from the command line: a catalog recipe's feta counted as
feta, the cook finds another cheese with `recipes food search` and keeps it with `recipes food
use`; `recipes nutrition` then counts that cheese in the recipe, its calories moved by what
the two cheeses' table rows say; `recipes food forget` puts the estimate back. The expected
figures come from data/foods/foods.tsv read here, not from the app."""

import json
import os

from harness.expect import check

RECIPE = "Shakshuka"
LINE = "60g Feta"


def food_rows(ctx):
    """The food table as shipped, by USDA number: (name, kcal per 100 g)."""
    rows = {}
    with open(os.path.join(ctx.repo_root, "data", "foods", "foods.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or line.startswith("id\t"):
                continue
            parts = line.rstrip("\n").split("\t")
            rows[parts[0]] = (parts[10], float(parts[2] or 0))
    return rows


def estimate(ctx, recipe_id):
    document = json.loads(ctx.headless("nutrition", recipe_id, "--json", "--offline"))
    lines = {line["text"]: line for line in document["lines"]}
    check(LINE in lines, f"`recipes nutrition {recipe_id}` lists no line {LINE!r}: {sorted(lines)}")
    return document, lines[LINE]


def nutrition_correction(ctx):
    foods = food_rows(ctx)
    recipe_id = ctx.known_recipes()[RECIPE]["idMeal"]
    before, feta = estimate(ctx, recipe_id)
    check(feta["food"] == "Cheese, feta", f"{LINE!r} was counted as {feta['food']!r}, not feta")
    ctx.log(f"before: {before['perServing']['calories']} kcal a serving")

    found = json.loads(ctx.headless("food", "search", "mozzarella", "whole", "--json", "--offline"))
    mozzarella = next((row for row in found if row["name"] == "Cheese, mozzarella, whole milk"), None)
    check(mozzarella is not None,
          f"`recipes food search mozzarella whole` found {[row['name'] for row in found][:8]}")
    check(foods[mozzarella["id"]][0] == mozzarella["name"],
          f"food {mozzarella['id']} is {foods[mozzarella['id']][0]!r} in the table")

    said = ctx.headless("food", "use", "Feta", mozzarella["id"], "--offline")
    ctx.log(f"food use: {said.strip()}")
    after, cheese = estimate(ctx, recipe_id)
    check(cheese["food"] == mozzarella["name"],
          f"after `recipes food use Feta {mozzarella['id']}`, {LINE!r} is counted as "
          f"{cheese['food']!r}")
    feta_kcal = [kcal for name, kcal in foods.values() if name == "Cheese, feta"][0]
    moved = (foods[mozzarella["id"]][1] - feta_kcal) * cheese["grams"] / 100 / after["servings"]
    change = after["perServing"]["calories"] - before["perServing"]["calories"]
    check(abs(change - moved) < 0.5,
          f"a serving moved by {change:.1f} kcal; the table says {moved:.1f}")

    kept = json.loads(ctx.headless("food", "list", "--json", "--offline"))
    check([row["name"] for row in kept] == ["feta"], f"`recipes food list` keeps {kept}")
    ctx.headless("food", "forget", "feta", "--offline")
    again, feta = estimate(ctx, recipe_id)
    check(feta["food"] == "Cheese, feta", f"after `food forget`, {LINE!r} is {feta['food']!r}")
    check(again["perServing"] == before["perServing"],
          f"after `food forget` a serving holds {again['perServing']}, not {before['perServing']}")
