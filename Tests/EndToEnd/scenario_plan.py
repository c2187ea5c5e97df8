"""Scenario 15, the meal planner: "Meal plan" opens the week, "Next week" the one after
(every day of it ahead); two cards of the main grid are DRAGGED with the mouse onto Wednesday
(its title plans dinner, its Lunch takes lunch); both show there and `recipes plan --json` has
them on a Wednesday; "Add this week to the shopping list", then the shopping list sums the beef
both recipes ask for. Hands are xdotool; AT-SPI only finds and reads."""

import datetime
import json
import time

import pyatspi

from harness.expect import check, short_list, wait_for
from harness.eyes import extents, find, x_windows
from harness.hands import xdotool
from scenario_cook import click_button
from scenario_shop import check_box, kilograms, number, open_shopping_list, shown_label
from harness.screen import settle
from scenarios import click_search, grid_region, main_window, wait_for_cards, \
    wait_for_window

PLANNER = "Meal plan"
STEW = "Beef and Guinness Stew"
RENDANG = "Beef Rendang"
SHARED = "Beef chuck"
# The planner goes right of the main window's first cards, as a person would put it.
PLANNER_X = 700


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


def wednesday_title(planner):
    return find(planner, lambda a: a.getRole() == pyatspi.ROLE_LABEL
                and (a.name or "").startswith("Wednesday"))


def lunch_button(planner):
    return find(planner, lambda a: (a.name or "").startswith("Add to Lunch on Wednesday")
                and a.getRole() != pyatspi.ROLE_LABEL)


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

    card = show_card(ctx, eyes, frame, RENDANG, "rendang")
    click_button(ctx, eyes, frame, "Meal plan")
    planner = wait_for_window(ctx, eyes, PLANNER, 5)
    # No window manager here: windows open at the top left, over the cards.
    xdotool("search", "--name", f"^{PLANNER}$", "windowmove", PLANNER_X, 0)
    wait_for(lambda: any(w.name == PLANNER and w.x == PLANNER_X for w in x_windows()), 3,
             describe=lambda: "the planner window did not move aside")
    ctx.step("planner open beside the grid")
    # Next week: every day of it is ahead, so its Wednesday is shopped for on any weekday.
    click_button(ctx, eyes, planner, "Next week")

    title = bring_into_view(ctx, eyes, planner, wednesday_title, "Wednesday")
    drag(ctx, eyes.screen_center(frame, card.panel), eyes.screen_center(planner, title))
    wait_for(lambda: RENDANG in planned_titles(planner), 5, describe=lambda: (
        f"after dragging {RENDANG!r} onto {title.name!r}, the planner shows "
        f"{short_list([a.name for a in find_labels(planner)], 30)}"))
    ctx.step("rendang dragged onto Wednesday")

    # The planner took the keyboard when it opened (no window manager gives it back on a
    # click): given back to the main window, without raising it over the planner.
    xdotool("windowfocus", "--sync", eyes.x_window_for(frame).wid)
    card = show_card(ctx, eyes, frame, STEW, "guinness")
    lunch = bring_into_view(ctx, eyes, planner, lunch_button, "Wednesday's Lunch")
    drag(ctx, eyes.screen_center(frame, card.panel), eyes.screen_center(planner, lunch))
    wait_for(lambda: planned_titles(planner) == sorted([STEW, RENDANG]), 5, describe=lambda: (
        f"after dragging {STEW!r} onto Wednesday's lunch, the planner shows "
        f"{short_list([a.name for a in find_labels(planner)], 30)}"))
    ctx.step("stew dragged onto Wednesday's lunch")

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

    # The planner covers the main header's right end: moved back under it, out of the way.
    xdotool("search", "--name", f"^{PLANNER}$", "windowmove", 1280, 0)
    shopping_list = open_shopping_list(ctx, eyes, frame)
    total = kilograms(stew, SHARED) * 1 + kilograms(rendang, SHARED) * 1
    line = f"{number(total)} kg {SHARED}"
    wait_for(lambda: check_box(shopping_list, line), 5, describe=lambda: (
        f"the shopping list has no line {line!r}; its labels were "
        f"{short_list(eyes.labels(shopping_list), 24)}"))
    ctx.step("the shopping list sums the week")
