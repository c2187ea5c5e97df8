"""Scenario 17, the cook's order: in a recipe's window "Rate 4 stars" is clicked and `recipes
show --json` says 4, clicked again and it says null; "New collection…" in the main window's
collections menu asks a name, "Christmas" is typed; a card is DRAGGED onto the new
collection's button, `recipes list --collection Christmas --json` then holds the recipe, and
the button shows only its recipes. Hands are xdotool; AT-SPI only finds and reads."""

import json
import time

from harness.expect import check, wait_for
from scenario_cook import click_button
from scenario_plan import drag, show_card
from scenarios import close_recipe_window, main_window, open_recipe, wait_for_cards, \
    wait_for_window
from scenarios_own import fill

STEW = "Beef and Guinness Stew"
COLLECTION = "Christmas"


def rating_of(ctx, recipe_id):
    return json.loads(ctx.headless("show", recipe_id, "--offline", "--json")).get("rating")


def order(ctx):
    stew = ctx.known_recipes().get(STEW)
    check(stew is not None, "the catalog lacks the scenario's recipe")
    stew_id = stew["idMeal"]
    app, eyes = ctx.launch("--offline")
    frame = main_window(eyes)

    window = open_recipe(ctx, eyes, frame, STEW, "guinness")
    click_button(ctx, eyes, window, "Rate 4 stars")
    wait_for(lambda: rating_of(ctx, stew_id) == 4, 5,
             describe=lambda: f"after 'Rate 4 stars', show --json says {rating_of(ctx, stew_id)}")
    ctx.step("rated 4 stars")
    click_button(ctx, eyes, window, "Rate 4 stars")
    wait_for(lambda: rating_of(ctx, stew_id) is None, 5,
             describe=lambda: f"the same star again left the rating {rating_of(ctx, stew_id)}")
    ctx.step("the same star again cleared it")
    close_recipe_window(ctx, eyes, window, STEW)

    # The menu's popover is a surface of its own, whose place AT-SPI does not give: opened
    # with the mouse, its first item ("New collection…", which has the keyboard) by Return.
    click_button(ctx, eyes, frame, "Collections")
    time.sleep(0.5)
    ctx.hands.key("Return")
    dialog = wait_for_window(ctx, eyes, "New collection", 5)
    fill(ctx, eyes, dialog, "Collection name", COLLECTION)
    ctx.hands.key("Return")
    listed = lambda: json.loads(ctx.headless("collection", "list", "--offline", "--json"))
    wait_for(lambda: listed() == [{"name": COLLECTION, "count": 0}], 5,
             describe=lambda: f"after naming it, `collection list` says {listed()}")
    ctx.step("collection made through its dialog")

    card = show_card(ctx, eyes, frame, STEW, "guinness")
    chip = wait_for(lambda: eyes.button(frame, f"{COLLECTION}, 0 recipes"), 5,
                    describe=lambda: "the new collection has no button over the grid")
    drag(ctx, eyes.screen_center(frame, card.panel), eyes.screen_center(frame, chip))
    members = lambda: [r["id"] for r in json.loads(ctx.headless(
        "list", "--collection", COLLECTION, "--offline", "--json"))]
    wait_for(lambda: members() == [stew_id], 5,
             describe=lambda: f"after the drop, the collection holds {members()}")
    ctx.step("card dropped on the collection")

    click_button(ctx, eyes, frame, f"{COLLECTION}, 1 recipe")
    wait_for_cards(ctx, eyes, frame, lambda cards: [c.title for c in cards] == [STEW], 5,
                   "after choosing the collection")
    ctx.step("the collection's button shows only its recipe")
