"""Scenario 12, cooking mode: open a recipe, Cook, Next twice, start the step's timer and
watch it count down, Close (mid-way: nothing is recorded cooked). Hands are xdotool; AT-SPI
only finds and reads."""

import pyatspi

from harness.expect import check, short_list, wait_for
from harness.eyes import extents, find
from scenarios import click_widget, main_window, open_recipe, wait_for_window

RECIPE = "Beef and Guinness Stew"


def label_starting(eyes, window, prefix):
    acc = find(window, lambda a: a.getRole() == pyatspi.ROLE_LABEL
               and (a.name or "").startswith(prefix))
    return acc.name if acc is not None else None


def click_button(ctx, eyes, window, name):
    # A button is clicked once it has a place: the step's buttons are laid out again when the
    # step changes, and one found a moment before may not answer where it is yet.
    button = wait_for(lambda: (lambda b: b if b is not None and extents(b).w > 0 else None)(
        eyes.button(window, name)), 5, describe=lambda: (
        f"the window {window.name!r} has no button named {name!r}; its labels were "
        f"{short_list(eyes.labels(window), 16)}"))
    click_widget(ctx, eyes, window, button, f"{name!r} in {window.name!r}")


def wait_step(eyes, window, number, total=None):
    want = f"Step {number} of " + (str(total) if total else "")
    return wait_for(lambda: (lambda text: text if text and text.startswith(want) else None)(
        label_starting(eyes, window, "Step ")), 3, describe=lambda: (
        f"cooking mode showed {label_starting(eyes, window, 'Step ')!r} instead of {want!r}…"))


def timer_button(window, prefix):
    return find(window, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON
                and (a.name or "").startswith(prefix))


def cook(ctx):
    app, eyes = ctx.launch("--offline")
    frame = main_window(eyes)
    meal = ctx.known_recipes().get(RECIPE)
    check(meal is not None, f"the catalog has no {RECIPE!r}; the scenario needs it")
    detail = open_recipe(ctx, eyes, frame, RECIPE, "guinness")
    ctx.step("recipe window")

    click_button(ctx, eyes, detail, "Cook")
    cooking = wait_for_window(ctx, eyes, f"Cooking: {RECIPE}", 5)
    first = wait_step(eyes, cooking, 1)
    total = int(first.rsplit(" ", 1)[1])
    check(total >= 3, f"cooking mode counts {total} steps; the stew has more")
    ctx.step("cooking mode")

    click_button(ctx, eyes, cooking, "Next")
    wait_step(eyes, cooking, 2, total)
    click_button(ctx, eyes, cooking, "Next")
    wait_step(eyes, cooking, 3, total)
    ctx.step("step 3")

    # "… giving each side a couple of minutes to colour properly": a 2:00 timer.
    start = wait_for(lambda: (lambda b: b if b is not None and extents(b).w > 0 else None)(
        timer_button(cooking, "Start timer")), 3, describe=lambda: (
        f"step 3 shows no timer button; the window's labels were "
        f"{short_list(eyes.labels(cooking), 16)}"))
    check(start.name == "Start timer 2:00", f"step 3's timer button is {start.name!r}, not "
                                            "'Start timer 2:00'")
    click_widget(ctx, eyes, cooking, start, "the timer button")
    running = wait_for(lambda: timer_button(cooking, "Stop timer"), 3,
                       describe=lambda: "clicking the timer button did not start a countdown")
    first_reading = running.name
    later = wait_for(lambda: (lambda b: b.name if b is not None and b.name != first_reading
                              else None)(timer_button(cooking, "Stop timer")), 4,
                     describe=lambda: f"the countdown stayed at {first_reading!r}")
    ctx.log(f"the timer read {first_reading!r}, then {later!r}")
    check(later < first_reading, f"the countdown went from {first_reading!r} to {later!r}")
    header = find(frame, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON
                  and (a.name or "").startswith("Timers:"))
    check(header is not None and RECIPE in header.name,
          f"the main window's header does not show the running timer "
          f"({header.name if header else 'no timers button'!r})")
    ctx.step("timer counting")

    # Not at the last step, so there is no "Done" yet: the cook leaves with Close.
    check(find(cooking, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON
               and a.name == "Done") is None, "Done is offered before the last step")
    click_button(ctx, eyes, cooking, "Close cooking mode")
    wait_for(lambda: eyes.window(f"Cooking: {RECIPE}") is None
             or extents(eyes.window(f"Cooking: {RECIPE}")).w <= 0, 3,
             describe=lambda: "Close did not close cooking mode")
    check(eyes.window(RECIPE) is not None, f"the recipe window {RECIPE!r} closed with cooking mode")
    check(app.is_running(), "the app quit when cooking mode closed")
    ctx.step("back to the recipe")
