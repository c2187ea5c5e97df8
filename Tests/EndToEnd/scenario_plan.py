"""Scenario 15, the meal planner: the main window's Plan view shows the week, "Next week" the
one after (every day of it ahead); Wednesday's dinner and lunch are planned with their "+"
(a search typed, Enter takes the match); both show there and `recipes plan --json` has them
on a Wednesday; "Add this week to the shopping list", then the Shopping view sums the beef
both recipes ask for. Hands are xdotool; AT-SPI only finds and reads."""

import datetime
import json
import time

import pyatspi

from harness.expect import check, short_list, wait_for
from harness.eyes import extents, find, has_state
from scenario_cook import click_button
from scenario_shop import check_box, kilograms, number, open_shopping_list, shown_label
from harness.screen import settle
from scenarios import click_search, click_widget, grid_region, main_window, show_view, \
    wait_for_cards

STEW = "Beef and Guinness Stew"
RENDANG = "Beef Rendang"
SHARED = "Beef chuck"


def show_card(ctx, eyes, frame, title, query):
    """Searches `query` in the main window; the card `title` once the results settled."""
    click_search(ctx, eyes, frame)
    ctx.hands.key("ctrl+a")
    ctx.hands.type(query)
    found = lambda cards: any(c.title == title for c in cards)
    wait_for_cards(ctx, eyes, frame, found, 5, f"after typing {query!r}")
    settle(grid_region(eyes, frame), time.monotonic(), quiet=0.3, limit=5)
    cards = wait_for_cards(ctx, eyes, frame, found, 5, "after the search results settled")
    return next(c for c in cards if c.title == title)


def drag(ctx, start, end):
    """Presses on `start`, moves to `end` in small steps as a hand does, rests, releases."""
    ctx.log(f"drag from {start} to {end}")
    ctx.hands.press(*start)
    (x0, y0), (x1, y1) = start, end
    steps = 30
    for i in range(1, steps + 1):
        ctx.hands.move(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
        time.sleep(0.02)
    # A rest and a last small move over the target, so GTK sees the pointer there.
    time.sleep(0.3)
    ctx.hands.move(x1 + 2, y1 + 1)
    time.sleep(0.3)
    ctx.hands.release()


def add_button(meal):
    """Finds the "+" of `meal` on Wednesday in the planner."""
    return lambda planner: find(planner, lambda a: (a.name or "").startswith(
        f"Add to {meal} on Wednesday") and a.getRole() != pyatspi.ROLE_LABEL)


def plan_with_plus(ctx, eyes, planner, meal, title, query):
    """Clicks Wednesday's "+" for `meal`, types `query` in its search and takes the first
    match with Enter, once `title` is among the matches."""
    plus = bring_into_view(ctx, eyes, planner, add_button(meal), f"Wednesday's {meal} '+'")
    click_widget(ctx, eyes, planner, plus, f"Wednesday's {meal} '+'")
    wait_for(lambda: find(planner, lambda a: a.name == "Search the library"
                          and has_state(a, pyatspi.STATE_FOCUSED)), 3,
             describe=lambda: f"the '+' of {meal} did not put the keyboard in its search")
    ctx.hands.type(query)
    wait_for(lambda: find(planner, lambda a: a.name == f"Plan {title}"), 5,
             describe=lambda: f"typing {query!r} in the '+' search did not offer {title!r}")
    ctx.hands.key("Return")


def wednesday_title(planner):
    return find(planner, lambda a: a.getRole() == pyatspi.ROLE_LABEL
                and (a.name or "").startswith("Wednesday"))


def bring_into_view(ctx, eyes, planner, widget_of, what):
    """Turns the wheel over the planner until `widget_of(planner)` is inside its window."""
    height = extents(planner).h
    for _ in range(30):
        widget = widget_of(planner)
        check(widget is not None, f"the planner shows no {what}; its labels were "
                                  f"{short_list(eyes.labels(planner), 24)}")
        box = extents(widget)
        if box.y > 60 and box.y + box.h < height - 10:
            return widget
        x, y = eyes.screen_center(planner, extents(planner))
        ctx.hands.wheel(x, y, 2, down=box.y + box.h >= height - 10)
        time.sleep(0.2)
    check(False, f"{what} never scrolled into the planner's window")


def planned_titles(planner):
    return sorted({a.name for a in find_labels(planner) if a.name in (STEW, RENDANG)})


def find_labels(root):
    found = []

    def walk(acc, depth=0):
        if depth > 40:
            return
        try:
            if acc.getRole() == pyatspi.ROLE_LABEL and extents(acc).w > 0:
                found.append(acc)
            for i in range(acc.childCount):
                walk(acc.getChildAtIndex(i), depth + 1)
        except Exception:
            pass
    walk(root)
    return found


def plan_week(ctx):
    known = ctx.known_recipes()
    stew, rendang = known.get(STEW), known.get(RENDANG)
    check(stew is not None and rendang is not None, "the catalog lacks the scenario's recipes")
    app, eyes = ctx.launch("--offline")
    frame = main_window(eyes)

    planner = show_view(ctx, eyes, frame, "Plan")
    ctx.step("the Plan view")
    # Next week: every day of it is ahead, so its Wednesday is shopped for on any weekday.
    click_button(ctx, eyes, planner, "Next week")
    bring_into_view(ctx, eyes, planner, wednesday_title, "Wednesday")

    plan_with_plus(ctx, eyes, planner, "Dinner", RENDANG, "rendang")
    wait_for(lambda: RENDANG in planned_titles(planner), 5, describe=lambda: (
        f"after planning {RENDANG!r} for Wednesday's dinner, the planner shows "
        f"{short_list([a.name for a in find_labels(planner)], 30)}"))
    ctx.step("rendang planned for Wednesday's dinner")

    plan_with_plus(ctx, eyes, planner, "Lunch", STEW, "guinness")
    wait_for(lambda: planned_titles(planner) == sorted([STEW, RENDANG]), 5, describe=lambda: (
        f"after planning {STEW!r} for Wednesday's lunch, the planner shows "
        f"{short_list([a.name for a in find_labels(planner)], 30)}"))
    ctx.step("stew planned for Wednesday's lunch")

    two_weeks = (datetime.date.today() + datetime.timedelta(days=14)).isoformat()
    entries = json.loads(ctx.headless("plan", "--json", "--from", "today", "--to", two_weeks))
    by_name = {e["name"]: e for e in entries}
    check(set(by_name) == {STEW, RENDANG}, f"`recipes plan --json` lists {sorted(by_name)}")
    for name, meal in ((RENDANG, "dinner"), (STEW, "lunch")):
        entry = by_name[name]
        day = datetime.date.fromisoformat(entry["date"])
        check(day.weekday() == 2, f"{name!r} is planned for {entry['date']}, not a Wednesday")
        check(entry["meal"] == meal, f"{name!r} is planned for {entry['meal']}, not {meal}")

    shop = "Add this week to the shopping list"
    bring_into_view(ctx, eyes, planner, lambda window: eyes.button(window, shop), f"{shop!r}")
    click_button(ctx, eyes, planner, shop)
    wait_for(lambda: shown_label(planner, "Added 2 recipes to the shopping list."), 5,
             describe=lambda: f"no toast said the week went on the list; labels: "
                              f"{short_list([a.name for a in find_labels(planner)], 30)}")
    ctx.step("week added to the shopping list")

    shopping_list = open_shopping_list(ctx, eyes, frame)
    total = kilograms(stew, SHARED) * 1 + kilograms(rendang, SHARED) * 1
    line = f"{number(total)} kg {SHARED}"
    wait_for(lambda: check_box(shopping_list, line), 5, describe=lambda: (
        f"the shopping list has no line {line!r}; its labels were "
        f"{short_list(eyes.labels(shopping_list), 24)}"))
    ctx.step("the shopping list sums the week")
