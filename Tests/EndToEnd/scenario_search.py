"""Scenario 17, the Activities search: GNOME Shell's search provider, reached as the Shell
reaches it.

`make install-search-provider` writes the provider's ini and the D-Bus service file into a
temporary PREFIX, whose bin/recipes runs the binary under test (offline). A session bus of
the scenario's own reads that service folder, so the first `gdbus call` starts the app as the
Shell's first keystroke does: D-Bus activation of the installed service file, with no window.
The results for "rendang" are the catalog's recipes the oracle finds (word prefixes), their
metas name them with a picture file; ActivateResult opens the recipe's window, LaunchSearch
the main window searching for the words. `make uninstall` takes both files away again."""

import os
import re
import subprocess
import time

from harness.eyes import Eyes, x_windows
from harness.expect import ScenarioFailure, check, short_list, wait_for
from scenarios import mentions, press_keys, stacking, wait_entry_text, wait_for_cards, \
    wait_for_window

APP_ID = "org.recipesapp.Recipes"
PATH = "/org/recipesapp/Recipes/SearchProvider"
INTERFACE = "org.gnome.Shell.SearchProvider2"


def run(command, env, cwd=None, timeout=60):
    result = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True,
                            timeout=timeout)
    if result.returncode != 0:
        raise ScenarioFailure(f"`{' '.join(command)}` exited with {result.returncode}: "
                              f"{(result.stderr or result.stdout).strip()[-400:]}")
    return result.stdout.strip()


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def install(ctx, prefix):
    """The provider's files as `make install` writes them; returns (ini, service) paths."""
    run(["make", "-s", "install-search-provider", f"PREFIX={prefix}"], ctx.env,
        cwd=ctx.repo_root)
    ini = os.path.join(prefix, "share", "gnome-shell", "search-providers",
                       f"{APP_ID}.search-provider.ini")
    service = os.path.join(prefix, "share", "dbus-1", "services", f"{APP_ID}.service")
    for path in (ini, service):
        check(os.path.isfile(path), f"`make install-search-provider` wrote no {path}")
    lines = set(read(ini).splitlines())
    for wanted in ("[Shell Search Provider]", f"DesktopId={APP_ID}.desktop", f"BusName={APP_ID}",
                   f"ObjectPath={PATH}", "Version=2"):
        check(wanted in lines, f"the search provider's ini lacks {wanted!r}: {read(ini)!r}")
    lines = set(read(service).splitlines())
    for wanted in ("[D-BUS Service]", f"Name={APP_ID}",
                   f"Exec={prefix}/bin/recipes --gapplication-service"):
        check(wanted in lines, f"the D-Bus service file lacks {wanted!r}: {read(service)!r}")
    # What the service file starts: the binary under test, offline (no fixture server here).
    os.makedirs(os.path.join(prefix, "bin"), exist_ok=True)
    launcher = os.path.join(prefix, "bin", "recipes")
    with open(launcher, "w") as f:
        f.write(f"#!/bin/sh\nexec '{os.path.abspath(ctx.binary)}' --offline \"$@\"\n")
    os.chmod(launcher, 0o755)
    return ini, service


class PrivateBus:
    """A session bus whose only service folder is PREFIX's: what activation finds there is
    what `make install` put. The accessibility bus stays the scenario's, so AT-SPI sees the
    app it starts."""

    def __init__(self, ctx, prefix):
        socket = os.path.join(ctx.user_dir, "search-bus")
        self.address = f"unix:path={socket}"
        config = os.path.join(ctx.user_dir, "search-bus.conf")
        with open(config, "w") as f:
            f.write(f"""<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>{self.address}</listen>
  <servicedir>{prefix}/share/dbus-1/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
""")
        accessibility = run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus",
                             "--object-path", "/org/a11y/bus", "--method",
                             "org.a11y.Bus.GetAddress"], ctx.env)
        self.env = dict(ctx.env, DBUS_SESSION_BUS_ADDRESS=self.address,
                        AT_SPI_BUS_ADDRESS=strings(accessibility)[0])
        log = open(os.path.join(ctx.artifacts, "app.log"), "ab")
        self.process = subprocess.Popen(["dbus-daemon", "--nofork", f"--config-file={config}"],
                                        env=self.env, stdout=log, stderr=subprocess.STDOUT)
        log.close()
        wait_for(lambda: os.path.exists(socket), 5,
                 describe=lambda: "the scenario's own session bus did not start")

    def call(self, method, *arguments, timeout=30):
        return run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", PATH,
                    "--method", f"{INTERFACE}.{method}", "--timeout", str(timeout), *arguments],
                   self.env, timeout=timeout + 5)

    def app_pid(self):
        answer = run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus",
                      "--object-path", "/org/freedesktop/DBus", "--method",
                      "org.freedesktop.DBus.GetConnectionUnixProcessID", APP_ID], self.env)
        return int(re.search(r"uint32 (\d+)", answer).group(1))

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()


class Activated:
    """The app the bus started, ended with the scenario."""

    def __init__(self, pid):
        self.pid = pid

    def is_running(self):
        return os.path.exists(f"/proc/{self.pid}")

    def stop(self):
        try:
            os.kill(self.pid, 15)
        except OSError:
            pass


def strings(text):
    """The quoted strings of gdbus's GVariant text, in order."""
    return [re.sub(r"\\(.)", r"\1", s) for s in re.findall(r"'((?:[^'\\]|\\.)*)'", text)]


def metas(text):
    """gdbus's `([{'id': <'…'>, …}, …],)` as dictionaries of strings."""
    found = []
    for part in re.findall(r"\{([^{}]*)\}", text):
        found.append(dict(re.findall(r"'(\w+)': <'((?:[^'\\]|\\.)*)'>", part)))
    return found


def activities_search(ctx):
    prefix = os.path.join(ctx.user_dir, "prefix")
    ini, service = install(ctx, prefix)
    ctx.log(f"installed {ini} and {service}")
    bus = PrivateBus(ctx, prefix)
    ctx.servers.append(bus)
    catalog = {meal["idMeal"]: name for name, meal in ctx.known_recipes().items()
               if meal["idMeal"].startswith("catalog-")}
    meals = ctx.known_recipes()

    # The Shell's first keystroke: the bus starts the app from the service file.
    started = time.monotonic()
    answer = bus.call("GetInitialResultSet", "['rendang']")
    ctx.timings["activation and first answer"] = time.monotonic() - started
    ctx.log(f"GetInitialResultSet ['rendang'] -> {answer}")
    app = Activated(bus.app_pid())
    ctx.apps.append(app)
    ids = strings(answer)
    expected = {id for id, name in catalog.items() if mentions(meals[name], "rendang")}
    check(expected, "the oracle finds no catalog recipe for 'rendang'")
    check(set(ids) == expected,
          f"the Activities search found {short_list(ids)} for 'rendang', the catalog has "
          f"{short_list(sorted(expected))}")
    eyes = Eyes(app.pid)
    # Nothing on the screen: the X server has no window at all (no window manager here).
    check(app.is_running() and x_windows() == [],
          f"the app the bus started shows windows: {short_list([w.name for w in x_windows()])}")

    refined = strings(bus.call("GetSubsearchResultSet", str(ids), "['beef', 'rend']"))
    beef_rend = {id for id, name in catalog.items()
                 if mentions(meals[name], "beef") and mentions(meals[name], "rend")}
    check(set(refined) == beef_rend,
          f"'beef rend' after 'rendang' found {short_list(refined)}, the catalog has "
          f"{short_list(sorted(beef_rend))}")

    shown = metas(bus.call("GetResultMetas", str(ids)))
    ctx.log(f"GetResultMetas -> {shown}")
    check([m.get("id") for m in shown] == ids, f"the metas are for {[m.get('id') for m in shown]}, "
                                               f"asked for {ids}")
    for meta in shown:
        name = catalog[meta["id"]]
        check(meta.get("name") == name, f"the meta of {meta['id']} names {meta.get('name')!r}, "
                                        f"not {name!r}")
        check(meta.get("description"), f"the meta of {name!r} has no description line")
        picture = meta.get("gicon", "")
        check(os.path.isfile(picture) and picture.startswith(ctx.cache_home),
              f"the picture of {name!r} is {picture!r}, not a file in the cache folder")
        check("<svg" in read(picture), f"the picture of {name!r} is not its drawing")

    # Choosing the result: its window (the main window comes with it, underneath).
    wanted = next((i for i in ids if catalog[i] == "Beef Rendang"), ids[0])
    bus.call("ActivateResult", f"'{wanted}'", "['rendang']", "0")
    window = wait_for_window(ctx, eyes, catalog[wanted], 15)
    frame = wait_for_window(ctx, eyes, "Recipes", 5)
    recipe_x, main_x = eyes.x_window_for(window), eyes.x_window_for(frame)
    wait_for(lambda: stacking(recipe_x.wid, main_x.wid) == "above", 3,
             describe=lambda: f"the recipe window is {stacking(recipe_x.wid, main_x.wid)} "
                              f"the main window, not above it")
    ctx.step(f"ActivateResult opened {catalog[wanted]!r}")

    # "More results": the main window in front, searching for the words.
    bus.call("LaunchSearch", "['chicken', 'lemon']", "0")
    entry = eyes.search_entry(frame)
    check(entry is not None, "the main window has no search box")
    wait_entry_text(eyes, entry, "chicken lemon", timeout=5)
    wait_for(lambda: stacking(main_x.wid, recipe_x.wid) == "above", 3,
             describe=lambda: "after LaunchSearch the main window is not in front")
    both = {name for id, name in catalog.items()
            if mentions(meals[name], "chicken") and mentions(meals[name], "lemon")}
    check(both, "the oracle finds no catalog recipe for 'chicken lemon'")
    wait_for_cards(ctx, eyes, frame, lambda cards: {c.title for c in cards} == both, 5,
                   "after LaunchSearch ['chicken', 'lemon']")
    ctx.step("LaunchSearch searched 'chicken lemon'")

    # Ctrl+Q quits it as always; the next keystroke in the overview starts it again, and a
    # launch from the launcher meanwhile hands over to it and shows the main window.
    x, y = eyes.screen_center(frame, eyes.grid(frame))
    press_keys(ctx, x, y, "ctrl+q")
    wait_for(lambda: not app.is_running(), 5, describe=lambda: "Ctrl+Q did not quit the app")
    again = strings(bus.call("GetInitialResultSet", "['lemon']"))
    lemon = {id for id, name in catalog.items() if mentions(meals[name], "lemon")}
    check(set(again) <= lemon and len(again) == min(10, len(lemon)),
          f"after a restart by the bus, 'lemon' found {short_list(again)}, the catalog has "
          f"{short_list(sorted(lemon))} (the overview is given at most 10)")
    second = Activated(bus.app_pid())
    ctx.apps.append(second)
    check(second.pid != app.pid, "the bus did not start the app again")
    launch = subprocess.run([ctx.binary, "--offline"], env=bus.env, capture_output=True,
                            text=True, timeout=20)
    check(launch.returncode == 0, f"a launch beside the service exited with "
                                  f"{launch.returncode}: {launch.stderr.strip()[-300:]}")
    eyes = Eyes(second.pid)
    wait_for_window(ctx, eyes, "Recipes", 10)
    ctx.step("a launch handed over to the service: its main window")

    run(["make", "-s", "uninstall", f"PREFIX={prefix}"], ctx.env, cwd=ctx.repo_root)
    for path in (ini, service):
        check(not os.path.exists(path), f"`make uninstall` left {path}")
