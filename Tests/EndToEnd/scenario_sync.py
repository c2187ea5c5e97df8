"""Scenario 14, sync: a Nextcloud-shaped WebDAV folder (Apache with mod_dav on a loopback
port) holds a recipe; "Sync…" from the main menu opens Preferences on its sync page, the
account typed there and Connect bring it into "My recipes"; a second recipe put on the
server arrives after "Sync now". Hands are xdotool; AT-SPI only finds and reads."""

import os
import subprocess

import pyatspi

from harness.expect import check, short_list, wait_for
from harness.eyes import extents, find, x_windows
from harness.webdav import WebDAVServer
import scenarios as common
import scenarios_own as own

USER = "alice"
PASSWORD = "e2e app password"
# Where Nextcloud keeps that user's Cookbook folder: the window derives it from the address.
FOLDER = f"remote.php/dav/files/{USER}/Recipes"
FIRST = "Loopback Lentil Bake"
SECOND = "Loopback Barley Salad"


def cookbook_recipe(name, ingredients, steps, created):
    """A recipe.json in Nextcloud Cookbook's shape (schema.org Recipe), written here."""
    return {"@context": "http://schema.org", "@type": "Recipe", "name": name,
            "description": f"{name}, written for the sync scenario.", "recipeYield": 4,
            "recipeCategory": "Main course", "recipeIngredient": ingredients,
            "recipeInstructions": [{"@type": "HowToStep", "text": s} for s in steps],
            "dateCreated": created, "dateModified": created}


def open_sync_from_menu(ctx, eyes, frame):
    """Clicks the main menu's button, then its "Sync…" entry; returns the Preferences
    window, once it shows the sync's page."""
    menu_button = wait_for(lambda: find(frame, lambda a: a.name == "Main menu"
                                        and a.getRole() != pyatspi.ROLE_LABEL
                                        and extents(a).w > 0),
                           5, describe=lambda: "the main window has no 'Main menu' button")
    common.click_widget(ctx, eyes, frame, menu_button, "'Main menu'")

    def sync_entry():
        return find(frame, lambda a: (a.name or "") == "Sync…" and extents(a).w > 0
                    and a.getRole() != pyatspi.ROLE_LABEL)
    entry = wait_for(sync_entry, 5, describe=lambda: (
        "the main menu shows no 'Sync…' entry (labels: "
        f"{short_list(eyes.labels(frame), 30)})"))
    ctx.step("main menu open")
    x, y = popover_center(eyes, frame, entry)
    ctx.log("click 'Sync…' in the main menu")
    ctx.hands.click(x, y)
    window = common.wait_for_window(ctx, eyes, "Preferences", 5)
    # The sync's page: the account's form, or "Sync now" once connected.
    wait_for(lambda: on_screen(window, "Sync now") or find(
        window, lambda a: a.name == "Server" and a.getRole() != pyatspi.ROLE_LABEL
        and own.shown(a)), 5,
        describe=lambda: f"Preferences did not open on the sync's page (labels: "
                         f"{short_list(eyes.labels(window), 20)})")
    return window


def on_screen(window, name):
    """The button named `name` that is on screen in `window` (Preferences keeps its general
    page, and that page's header, in its tree while the sync's page covers them)."""
    return find(window, lambda a: a.getRole() in (pyatspi.ROLE_PUSH_BUTTON,
                                                   pyatspi.ROLE_TOGGLE_BUTTON)
                and a.name == name and own.shown(a))


def click_on_screen(ctx, eyes, window, name):
    button = wait_for(lambda: on_screen(window, name), 5,
                      describe=lambda: f"{window.name!r} shows no {name!r} button")
    common.click_widget(ctx, eyes, window, button, f"{name!r}")


def leave_sync_page(ctx, eyes, window, back):
    """Leaves the sync's page: by its Back button (Preferences' general page shows again,
    then its close button), or by the close button on the page itself; waits until
    Preferences is gone."""
    if back:
        click_on_screen(ctx, eyes, window, "Back")
        wait_for(lambda: find(window, lambda a: a.getRole() == pyatspi.ROLE_LABEL
                              and a.name == "Appearance" and own.shown(a)), 3,
                 describe=lambda: "after Back, Preferences does not show its general page")
        ctx.step("back on Preferences' general page")
    click_on_screen(ctx, eyes, window, "Close")
    own.wait_closed(ctx, eyes, "Preferences", 3, "after clicking its close button")


def popover_center(eyes, frame, item):
    """Where `item`, inside the open popover menu, is on the screen.

    GTK 4.8 gives a popover's widgets extents relative to the popover as if it sat at its
    button; the popover is an X window of its own, found by its size."""
    popover = find(frame, lambda a: a.getRole() == pyatspi.ROLE_MENU and extents(a).w > 0
                   and find(a, lambda b: b == item) is not None)
    check(popover is not None, "the 'Sync…' entry is in no popover menu")
    box = extents(popover)
    candidates = [w for w in x_windows() if w.name != frame.name and (w.w, w.h) == (box.w, box.h)]
    check(len(candidates) == 1, f"no single X window shows the popover ({box}): "
          f"{[str(w) for w in x_windows()]}")
    center = extents(item).center
    return candidates[0].x + center[0] - box.x, candidates[0].y + center[1] - box.y


def label_starting(eyes, window, prefix):
    """The first label of `window` that starts with `prefix`, or None."""
    return next((n for n in eyes.labels(window) if n.startswith(prefix)), None)


def sync(ctx):
    dav = WebDAVServer(ctx.artifacts + "/apache.log", USER, PASSWORD).start()
    ctx.servers.append(dav)
    ctx.log(f"WebDAV server on {dav.base}")
    dav.put_recipe(FOLDER, cookbook_recipe(
        FIRST, ["250 g green lentils", "2 carrots", "1 onion"],
        ["Simmer the lentils.", "Bake with the vegetables."], "2025-05-01T10:00:00+00:00"))
    api = ctx.start_server()
    ctx.start_keyring()
    app, eyes = ctx.launch("--api-url", api.api_url)
    frame = common.main_window(eyes)
    common.wait_for_cards(ctx, eyes, frame, bool, 10, "at launch")
    own.my_recipes(ctx, eyes, frame, [], "before syncing")

    window = open_sync_from_menu(ctx, eyes, frame)
    own.fill(ctx, eyes, window, "Server", dav.base)
    own.fill(ctx, eyes, window, "User", USER)
    own.fill(ctx, eyes, window, "App password", PASSWORD)
    ctx.step("account typed")
    click_on_screen(ctx, eyes, window, "Connect")
    wait_for(lambda: label_starting(eyes, window, "Synced"), 20, describe=lambda: (
        f"after Connect the sync's page did not say 'Synced…' (labels: "
        f"{short_list(eyes.labels(window), 20)}; the app said: {app.log_tail(5)})"))
    check(label_starting(eyes, window, f"{USER} on {dav.base}/{FOLDER}/") is not None,
          f"the window does not name the derived folder (labels: {short_list(eyes.labels(window))})")
    ctx.step("connected")
    leave_sync_page(ctx, eyes, window, back=True)
    cards = own.my_recipes(ctx, eyes, frame, [FIRST], "after Connect")
    common.wait_painted(ctx, eyes, frame, cards, "after Connect")
    status = wait_for(lambda: find(frame, lambda a: (a.name or "").startswith("Synced just now")
                                   and extents(a).w > 0), 3,
                      describe=lambda: "the main window's header does not say 'Synced just now'")
    ctx.log(f"the header says: {status.name}")
    ctx.step("first recipe synced")

    dav.put_recipe(FOLDER, cookbook_recipe(
        SECOND, ["200 g pearl barley", "1 cucumber"], ["Boil the barley.", "Dress and toss."],
        "2025-05-02T10:00:00+00:00"))
    window = open_sync_from_menu(ctx, eyes, frame)
    click_on_screen(ctx, eyes, window, "Sync now")
    wait_for(lambda: label_starting(eyes, window, "Synced"), 20,
             describe=lambda: f"after 'Sync now' the window says {short_list(eyes.labels(window))}")
    leave_sync_page(ctx, eyes, window, back=False)
    cards = common.wait_for_cards(
        ctx, eyes, frame, lambda cards: sorted(common.visible_titles(cards)) == [SECOND, FIRST],
        20, "after putting a second recipe on the server and clicking 'Sync now'")
    common.wait_painted(ctx, eyes, frame, cards, "after 'Sync now'")
    ctx.step("second recipe synced")
    check(dav.folders(FOLDER) == [SECOND, FIRST],
          f"the server's folder holds {dav.folders(FOLDER)}: the sync added or lost folders")
    password_kept_in_the_keyring_only(ctx, dav)


def password_kept_in_the_keyring_only(ctx, dav):
    """The app password is in the Secret Service, under the account, and in no file of ours."""
    found = subprocess.run(
        ["secret-tool", "lookup", "user", USER, "purpose", "recipe-sync"], env=ctx.env,
        capture_output=True, text=True, timeout=10)
    check(found.stdout == PASSWORD,
          f"the keyring does not hold the app password for {USER} "
          f"(secret-tool said {found.stdout!r} {found.stderr.strip()!r})")
    secret = PASSWORD.encode()
    for folder in (ctx.data_home, ctx.cache_home, ctx.env["XDG_CONFIG_HOME"]):
        for root, _, files in os.walk(folder):
            for name in files:
                path = os.path.join(root, name)
                with open(path, "rb") as f:
                    check(secret not in f.read(), f"the app password is written in {path}")
    ctx.log("the password is in the keyring and in none of the app's files")
