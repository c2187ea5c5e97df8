"""Scenario 13, the shopping list: a recipe doubled with its Servings spin button and added,
a second recipe sharing an ingredient added, the main window's Shopping view sums the shared
line; ticking it survives a restart, which opens on the Shopping view again. Hands are
xdotool; AT-SPI only finds and reads."""

import time

import pyatspi

from harness.expect import check, short_list, wait_for
from harness.eyes import extents, find, has_state
from scenario_cook import click_button
from scenarios import click_widget, close_recipe_window, main_window, open_recipe, press_keys, \
    quit_and_relaunch, show_view, shows_view, wait_for_window

STEW = "Beef and Guinness Stew"
RENDANG = "Beef Rendang"
SHARED = "Beef chuck"


def kilograms(meal, name):
    """The kilograms of `name` a catalog meal asks for, from its measure ("1 kg")."""
    for index in range(1, 21):
        if (meal.get(f"strIngredient{index}") or "").strip() == name:
            measure = (meal.get(f"strMeasure{index}") or "").strip()
            check(measure.endswith("kg"), f"{meal['strMeal']} gives {name!r} as {measure!r}")
            return float(measure[:-2].strip())
    check(False, f"{meal['strMeal']} has no {name!r}")


def shown_label(window, text):
    return find(window, lambda a: a.getRole() == pyatspi.ROLE_LABEL and a.name == text
                and extents(a).w > 0)


def check_box(window, prefix):
    return find(window, lambda a: a.getRole() == pyatspi.ROLE_CHECK_BOX
                and (a.name or "").startswith(prefix))


def scrolled_into_view(ctx, eyes, window, box, line):
    """The check box, the list scrolled with the wheel until it stands clear of the
    window's bottom edge (a long list puts it there), found again."""
    for _ in range(6):
        bottom = extents(window).h - 48
        if extents(box).y + extents(box).h <= bottom:
            return box
        x, y = eyes.screen_center(window, extents(window))
        ctx.hands.wheel(x, y, 2)
        time.sleep(0.4)
        box = check_box(window, line) or box
    return box


def is_ticked(box):
    return box is not None and has_state(box, pyatspi.STATE_CHECKED)


def open_shopping_list(ctx, eyes, frame):
    """The main window's Shopping view, chosen in its switcher: the main window."""
    return show_view(ctx, eyes, frame, "Shopping")


def number(value):
    return f"{value:g}"


def shopping(ctx):
    known = ctx.known_recipes()
    stew, rendang = known.get(STEW), known.get(RENDANG)
    check(stew is not None and rendang is not None, "the catalog lacks the scenario's recipes")
    check(stew.get("servings") and rendang.get("servings"), "the recipes do not say their servings")
    app, eyes = ctx.launch("--offline")
    frame = main_window(eyes)

    detail = open_recipe(ctx, eyes, frame, STEW, "guinness")
    spin = wait_for(lambda: find(detail, lambda a: a.getRole() == pyatspi.ROLE_SPIN_BUTTON
                                 and a.name == "Servings" and extents(a).w > 0), 5,
                    describe=lambda: f"{STEW!r} has no 'Servings' spin button on screen")
    doubled = 2 * stew["servings"]
    click_widget(ctx, eyes, detail, spin, "the 'Servings' spin button")
    ctx.hands.key("ctrl+a")
    ctx.hands.type(str(doubled))
    ctx.hands.key("Return")
    stew_kg = 2 * kilograms(stew, SHARED)
    wait_for(lambda: shown_label(detail, f"{number(stew_kg)} kg"), 3, describe=lambda: (
        f"after setting {doubled} servings the rows do not show {number(stew_kg)} kg of {SHARED} "
        f"(labels: {short_list(eyes.labels(detail), 24)})"))
    ctx.step("servings doubled")
    click_button(ctx, eyes, detail, "Add to shopping list")
    close_recipe_window(ctx, eyes, detail, STEW)

    second = open_recipe(ctx, eyes, frame, RENDANG, "rendang")
    click_button(ctx, eyes, second, "Add to shopping list")
    ctx.step("second recipe added")
    close_recipe_window(ctx, eyes, second, RENDANG)

    shopping_list = open_shopping_list(ctx, eyes, frame)
    total = stew_kg + kilograms(rendang, SHARED)
    line = f"{number(total)} kg {SHARED}"
    box = wait_for(lambda: check_box(shopping_list, line), 5, describe=lambda: (
        f"the shopping list has no line {line!r}; its labels were "
        f"{short_list(eyes.labels(shopping_list), 24)}"))
    check(not is_ticked(box), f"{line!r} is ticked before anyone ticked it")
    box = scrolled_into_view(ctx, eyes, shopping_list, box, line)
    click_widget(ctx, eyes, shopping_list, box, f"the check box {line!r}")
    wait_for(lambda: is_ticked(check_box(shopping_list, line)), 2,
             describe=lambda: f"clicking {line!r} did not tick it")
    ctx.step("summed line ticked")

    app, eyes, frame = quit_and_relaunch(ctx, eyes, app, frame)
    # The view shown is remembered: the window opens on the list.
    wait_for(lambda: shows_view(frame, "Shopping"), 5,
             describe=lambda: "after relaunching, the window did not open on the Shopping view")
    shopping_list = frame
    box = wait_for(lambda: check_box(shopping_list, line), 5, describe=lambda: (
        f"after relaunching, the shopping list has no line {line!r}; its labels were "
        f"{short_list(eyes.labels(shopping_list), 24)}"))
    check(is_ticked(box), f"after relaunching, {line!r} is no longer ticked")
    ctx.step("still ticked after restart")

    # Clear asks first, in a message dialog over the list; Escape answers as "Keep" does.
    question = "Clear the shopping list?"
    click_button(ctx, eyes, shopping_list, "Clear")
    dialog = wait_for_window(ctx, eyes, question, 3)
    wait_for(lambda: eyes.button(dialog, "Keep"), 3,
             describe=lambda: f"the question has no 'Keep'; its labels were "
                              f"{short_list(eyes.labels(dialog), 12)}")
    check(eyes.button(dialog, "Clear") is not None, "the question has no 'Clear' answer")
    x, y = eyes.screen_center(dialog, shown_label(dialog, question))
    press_keys(ctx, x, y, "Escape")
    wait_for(lambda: eyes.window(question) is None, 3,
             describe=lambda: "Escape did not answer the Clear question")
    check(is_ticked(check_box(shopping_list, line)),
          f"after Escape at the Clear question, {line!r} is gone or unticked")
    ctx.step("Escape kept the list")
