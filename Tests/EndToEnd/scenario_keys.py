"""Scenario 14, the keyboard alone: search, reach a card with Tab and open it with Space,
change the servings with the arrow keys, add to the shopping list, cook through the steps
with the arrows, close everything with Escape and Ctrl+W, open the card again with Enter,
Ctrl+Q. Hands are xdotool keys only: the pointer is parked off every window and never
clicks; AT-SPI only finds and reads.

Without a window manager nothing gives a window the keyboard, so `focus` does what one does
when a window opens or the one above it closes (`xdotool windowfocus`, no click)."""

import json

import pyatspi

from harness.expect import check, short_list, wait_for
from harness.eyes import extents, find, has_state
from harness.hands import xdotool
from scenario_cook import wait_step
from scenarios import SCREEN, main_window, section_rows, wait_for_cards, wait_for_exit, \
    wait_for_window

RECIPE = "Beef and Guinness Stew"
QUERY = "guinness"


def park_pointer(ctx):
    """Moves the pointer to the screen's corner, off every window: no key follows it."""
    ctx.hands.move(SCREEN[0] - 2, SCREEN[1] - 2)


def focus(ctx, eyes, window):
    """Gives `window` the keyboard, as a window manager does (no click)."""
    xwin = eyes.x_window_for(window)
    ctx.log(f"the window manager's part: keyboard to {window.name!r}")
    xdotool("windowfocus", "--sync", xwin.wid)
    wait_for(lambda: has_state(window, pyatspi.STATE_ACTIVE), 3,
             describe=lambda: f"the window {window.name!r} never became active")


def focused(window):
    """The widget of `window` that has the keyboard, if any (cards included)."""
    return find(window, lambda a: has_state(a, pyatspi.STATE_FOCUSED), into_grid=True)


def describe_focus(window):
    acc = focused(window)
    if acc is None:
        return "nothing"
    try:
        return f"{acc.getRoleName()} {acc.name!r}"
    except Exception:
        return "(gone)"


def press(ctx, *keys):
    ctx.hands.key(*keys)


def tab_to(ctx, window, wanted, what, limit=40, key="Tab"):
    """Presses `key` until the widget with the keyboard satisfies `wanted`; returns it."""
    seen = []
    for _ in range(limit):
        acc = focused(window)
        if acc is not None and wanted(acc):
            return acc
        seen.append(describe_focus(window))
        press(ctx, key)
    acc = wait_for(lambda: (lambda a: a if a is not None and wanted(a) else None)(focused(window)),
                   1, describe=lambda: f"{limit} presses of {key} never reached {what}; the "
                                       f"keyboard went through {short_list(seen, 40)}")
    return acc


def in_grid(frame, acc, eyes):
    grid = eyes.grid(frame)
    node = acc
    for _ in range(4):
        if node is None:
            return False
        if grid is not None and node == grid:
            return True
        try:
            node = node.parent
        except Exception:
            return False
    return False


def card_title(acc):
    """The title of the card whose cell is `acc`: the cell's own name, which is what a
    screen reader says when the keyboard reaches it."""
    name = acc.name or ""
    return name[: -len(", favorite")] if name.endswith(", favorite") else name


def spin_value(spin):
    return spin.queryValue().currentValue


def keys(ctx):
    meal = ctx.known_recipes().get(RECIPE)
    check(meal is not None, f"the catalog has no {RECIPE!r}; the scenario needs it")
    app, eyes = ctx.launch("--offline")
    frame = main_window(eyes)
    park_pointer(ctx)
    focus(ctx, eyes, frame)
    ctx.step("launched, keyboard on the main window")

    # Search: Ctrl+F puts the keyboard in the search box.
    press(ctx, "ctrl+f")
    entry = eyes.search_entry(frame)
    check(entry is not None, "the main window has no search box named 'Search recipes'")
    wait_for(lambda: has_state(entry, pyatspi.STATE_FOCUSED), 2,
             describe=lambda: f"Ctrl+F did not put the keyboard in the search box; it is on "
                              f"{describe_focus(frame)}")
    ctx.hands.type(QUERY)
    wait_for_cards(ctx, eyes, frame, lambda cards: any(c.title == RECIPE for c in cards), 5,
                   f"after typing {QUERY!r}")
    ctx.step("searched")

    # Tab from the search box to the cards; arrows to the recipe's card; Enter opens it.
    card = tab_to(ctx, frame, lambda a: in_grid(frame, a, eyes), "a card of the grid")
    for _ in range(12):
        if card_title(focused(frame) or card) == RECIPE:
            break
        press(ctx, "Right")
    check(card_title(focused(frame) or card) == RECIPE,
          f"the arrows never reached the card {RECIPE!r}; the keyboard is on "
          f"{describe_focus(frame)}")
    ctx.step("card focused")
    press(ctx, "space")
    detail = wait_for_window(ctx, eyes, RECIPE, 5)
    park_pointer(ctx)
    focus(ctx, eyes, detail)
    ctx.step("recipe window")

    # Servings: Tab to the spin button, two presses of Up.
    spin = tab_to(ctx, detail, lambda a: a.getRole() == pyatspi.ROLE_SPIN_BUTTON
                  and a.name == "Servings", "the 'Servings' spin button")
    before = spin_value(spin)
    rows_before = section_rows(detail, "Ingredients")
    press(ctx, "Up", "Up")
    wait_for(lambda: spin_value(spin) == before + 2, 3, describe=lambda: (
        f"Up, Up on 'Servings' left it at {spin_value(spin)} (it was {before})"))
    wait_for(lambda: section_rows(detail, "Ingredients") != rows_before, 3, describe=lambda: (
        f"the ingredients did not change with the servings: {short_list(rows_before, 8)}"))
    ctx.log(f"servings {before:g} → {spin_value(spin):g}; rows "
            f"{short_list(section_rows(detail, 'Ingredients'), 4)}")
    ctx.step("servings changed")

    # Add to the shopping list: Tab to the button, Space.
    tab_to(ctx, detail, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON
           and a.name == "Add to shopping list", "'Add to shopping list'")
    press(ctx, "space")
    servings = int(spin_value(spin))

    def on_the_list():
        listed = json.loads(ctx.headless("shopping", "--json"))["recipes"]
        return [r for r in listed if r["id"] == meal["idMeal"] and r["servings"] == servings]

    wait_for(on_the_list, 5, describe=lambda: (
        f"Space on 'Add to shopping list' did not put {RECIPE!r} for {servings} on the list "
        f"(`recipes shopping --json`: {ctx.headless('shopping', '--json').strip()[:300]})"))
    ctx.step("on the shopping list")

    # Cook: Tab to "Cook", Enter; the arrows page through the steps.
    tab_to(ctx, detail, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON and a.name == "Cook",
           "'Cook'")
    press(ctx, "Return")
    cooking = wait_for_window(ctx, eyes, f"Cooking: {RECIPE}", 5)
    park_pointer(ctx)
    focus(ctx, eyes, cooking)
    first = wait_step(eyes, cooking, 1)
    total = int(first.rsplit(" ", 1)[1])
    check(total >= 3, f"cooking mode counts {total} steps; the stew has more")
    ctx.step("cooking mode")
    press(ctx, "Right")
    wait_step(eyes, cooking, 2, total)
    press(ctx, "Right")
    wait_step(eyes, cooking, 3, total)
    ctx.step("step 3 with the arrows")
    press(ctx, "Left")
    wait_step(eyes, cooking, 2, total)
    ctx.step("back to step 2")

    # Close everything: Escape leaves cooking mode, Ctrl+W the recipe, Ctrl+Q the app.
    press(ctx, "Escape")
    wait_for(lambda: eyes.window(f"Cooking: {RECIPE}") is None
             or extents(eyes.window(f"Cooking: {RECIPE}")).w <= 0, 3,
             describe=lambda: "Escape did not close cooking mode")
    detail = wait_for_window(ctx, eyes, RECIPE, 3)
    focus(ctx, eyes, detail)
    press(ctx, "ctrl+w")
    wait_for(lambda: eyes.window(RECIPE) is None, 3,
             describe=lambda: f"Ctrl+W did not close the window {RECIPE!r}")
    ctx.step("recipe window closed")
    # The card still has the keyboard: Enter opens it as Space did.
    focus(ctx, eyes, main_window(eyes))
    press(ctx, "Return")
    detail = wait_for_window(ctx, eyes, RECIPE, 5)
    focus(ctx, eyes, detail)
    ctx.step("opened again with Enter")
    press(ctx, "ctrl+w")
    wait_for(lambda: eyes.window(RECIPE) is None, 3,
             describe=lambda: f"Ctrl+W did not close the window {RECIPE!r} the second time")
    focus(ctx, eyes, main_window(eyes))
    press(ctx, "ctrl+q")
    status = wait_for_exit(ctx, app, 5, "after Ctrl+Q")
    check(status == 0, f"after Ctrl+Q the app exited with status {status}: {app.log_tail(5)}")
