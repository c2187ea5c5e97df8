"""What a scenario works with: a fresh user, the app, eyes, hands, camera and the server."""

import json
import os
import subprocess
import time

import pyatspi

from .app import App, headless
from .clipboard import Clipboard
from .expect import ScenarioFailure, short_list, wait_for
from .eyes import Eyes, extents
from .hands import Hands
from .screen import Camera
from .server import FixtureServer


class Context:
    def __init__(self, name, binary, user_dir, artifacts, images_dir, repo_root):
        self.name = name
        self.binary = binary
        self.user_dir = user_dir
        self.artifacts = artifacts
        self.images_dir = images_dir
        self.repo_root = repo_root
        self.fixtures_dir = os.path.join(os.path.dirname(os.path.dirname(__file__)), "fixtures")
        self.camera = Camera(artifacts)
        self.hands = Hands(self.log)
        self.apps = []
        self.clipboard = Clipboard(user_dir)
        self.servers = []
        self.started = time.monotonic()
        self.timings = {}
        self.env = self._user_environment()
        self._log = open(os.path.join(artifacts, "steps.log"), "a", buffering=1)

    # MARK: - The fresh user

    def _user_environment(self):
        env = dict(os.environ)
        home = os.path.join(self.user_dir, "home")
        dirs = {"HOME": home,
                "XDG_DATA_HOME": os.path.join(self.user_dir, "data"),
                "XDG_CACHE_HOME": os.path.join(self.user_dir, "cache"),
                "XDG_CONFIG_HOME": os.path.join(self.user_dir, "config"),
                "XDG_STATE_HOME": os.path.join(self.user_dir, "state"),
                "XDG_RUNTIME_DIR": os.path.join(self.user_dir, "runtime")}
        for path in dirs.values():
            os.makedirs(path, exist_ok=True)
        os.chmod(dirs["XDG_RUNTIME_DIR"], 0o700)
        env.update(dirs)
        env.update({"GSETTINGS_BACKEND": "memory", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                    "GDK_BACKEND": "x11"})
        for variable in ("WAYLAND_DISPLAY", "GTK_MODULES", "GTK_USE_PORTAL", "BROWSER",
                         "NO_AT_BRIDGE", "GTK_A11Y"):
            env.pop(variable, None)
        return env

    @property
    def data_home(self):
        return self.env["XDG_DATA_HOME"]

    @property
    def cache_home(self):
        return self.env["XDG_CACHE_HOME"]

    # MARK: - Reporting

    def log(self, message):
        self._log.write(f"{time.monotonic() - self.started:7.2f}  {message}\n")

    def step(self, description):
        """Logs a step and takes its screenshot."""
        path = self.camera.shot(description)
        self.log(f"step: {description} -> {os.path.basename(path)}")
        return path

    def fail(self, message):
        raise ScenarioFailure(message)

    # MARK: - The app and the server

    def launch(self, *args, wait=True, timeout=10):
        app = App(self.binary, self.env, os.path.join(self.artifacts, "app.log"), args)
        self.log(f"launch recipes {' '.join(args)}")
        app.launch()
        self.apps.append(app)
        eyes = Eyes(app.pid)
        if wait:
            self.wait_main_window(app, eyes, timeout)
        return app, eyes

    def wait_main_window(self, app, eyes, timeout):
        def window_up():
            if not app.is_running():
                raise ScenarioFailure(
                    f"the app exited with status {app.exit_status()} before its window appeared; "
                    f"it printed: {app.log_tail()}")
            frame = eyes.main_window()
            return frame if frame is not None and extents(frame).w > 0 else None
        return wait_for(window_up, timeout, describe=lambda: (
            f"no window titled 'Recipes' appeared (the app's windows: "
            f"{short_list(eyes.window_titles())})"))

    def headless(self, *args, timeout=120):
        return headless(self.binary, list(args), self.env, timeout=timeout)

    def start_server(self, generate=0, delay=0.0):
        server = FixtureServer(self.images_dir, os.path.join(self.artifacts, "server.log"),
                               generate=generate, delay=delay).start()
        self.servers.append(server)
        self.log(f"fixture server on {server.base}")
        return server

    # MARK: - Links

    def install_url_recorder(self):
        """Makes a recording program the default handler of http(s) links; returns its file."""
        record = os.path.join(self.user_dir, "opened-urls.txt")
        script = os.path.join(self.user_dir, "record-url")
        with open(script, "w") as f:
            f.write(f"#!/bin/sh\nprintf '%s\\n' \"$1\" >> '{record}'\n")
        os.chmod(script, 0o755)
        applications = os.path.join(self.data_home, "applications")
        os.makedirs(applications, exist_ok=True)
        with open(os.path.join(applications, "e2e-url-recorder.desktop"), "w") as f:
            f.write("[Desktop Entry]\nType=Application\nName=E2E URL recorder\n"
                    f"Exec={script} %u\nMimeType=x-scheme-handler/https;x-scheme-handler/http;\n"
                    "NoDisplay=true\nTerminal=false\n")
        with open(os.path.join(self.env["XDG_CONFIG_HOME"], "mimeapps.list"), "w") as f:
            f.write("[Default Applications]\nx-scheme-handler/https=e2e-url-recorder.desktop\n"
                    "x-scheme-handler/http=e2e-url-recorder.desktop\n")
        return record

    # MARK: - Recipes as the oracle knows them (the catalog and the fixtures)

    def known_recipes(self):
        """Every recipe the scenarios can meet, by name: the shipped catalog and the fixtures."""
        recipes = {}
        sources = [os.path.join(self.repo_root, "data", "catalog.json")]
        sources += [os.path.join(self.fixtures_dir, n) for n in sorted(os.listdir(self.fixtures_dir))
                    if n.startswith("meals-")]
        for path in sources:
            with open(path, encoding="utf-8") as f:
                for meal in json.load(f)["meals"]:
                    recipes[meal["strMeal"]] = meal
        return recipes

    def start_keyring(self):
        """A GNOME Keyring on the scenario's session bus, as a GNOME desktop has: a fresh login
        keyring in the user's HOME, unlocked, owning org.freedesktop.secrets before the app
        asks it anything (else D-Bus would start one that prompts for a password)."""
        keyring = Keyring(self.env, self.log)
        self.servers.append(keyring)
        return keyring

    def teardown(self):
        try:
            self.clipboard.clear()
        except Exception:
            pass
        for app in self.apps:
            try:
                app.stop()
            except Exception:
                pass
        for server in self.servers:
            try:
                server.stop()
            except Exception:
                pass
        self._log.close()


class Keyring:
    """gnome-keyring-daemon's secrets component, started unlocked; stopped with the scenario."""

    def __init__(self, env, log, timeout=10):
        self.process = subprocess.Popen(
            ["/usr/bin/gnome-keyring-daemon", "--foreground", "--unlock", "--components=secrets"],
            env=env, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.process.stdin.write(b"e2e-keyring")
        self.process.stdin.close()
        deadline = time.monotonic() + timeout
        while not self._owns_the_name(env):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("gnome-keyring-daemon did not start on the session bus")
            time.sleep(0.05)
        log("keyring: gnome-keyring-daemon owns org.freedesktop.secrets")

    @staticmethod
    def _owns_the_name(env):
        answer = subprocess.run(
            ["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
             "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner",
             "org.freedesktop.secrets"], env=env, capture_output=True, text=True)
        return "true" in answer.stdout

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()  # it lingers on the bus after SIGTERM
            self.process.wait()


def warm_up_accessibility(timeout=10):
    """Starts the session's accessibility bus and registry before any app launches."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            desktop = pyatspi.Registry.getDesktop(0)
            desktop.childCount
            return
        except Exception:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)
