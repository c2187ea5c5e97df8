#!/usr/bin/python3
"""The end-to-end runner: every scenario against the built `recipes`, each in a fresh user
with its own Xvfb display and D-Bus session.

    RECIPES_BIN=.build/debug/recipes Tests/EndToEnd/run.sh [--only 3,7] [--keep]

Prints one line per scenario and ends with "N passed, M failed"; exits 1 on any failure.
Screenshots of every step: .build/e2e/<scenario>/NN-step.png (plus steps.log, app.log,
server.log, host.log).
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # no __pycache__ in the checkout
sys.path.insert(0, HERE)

from plan import ORDER, LIMITS  # noqa: E402  (stdlib only; no pyatspi in this process)

CONVERT = "/usr/bin/convert"
XVFB = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"]


def draw_images(folder):
    """Draws the fixture thumbnails: a two-colour checkerboard each (PPM, then convert)."""
    with open(os.path.join(HERE, "fixtures", "images.json")) as f:
        images = json.load(f)["images"]
    os.makedirs(folder, exist_ok=True)
    for name, spec in images.items():
        width, height = spec["width"], spec["height"]
        a, b = (bytes(int(c[i:i + 2], 16) for i in (1, 3, 5)) for c in spec["colors"])
        rows = []
        for y in range(height):
            row = bytearray()
            for x in range(width):
                row += a if ((x // 40) + (y // 40)) % 2 == 0 else b
            rows.append(bytes(row))
        ppm = os.path.join(folder, name + ".ppm")
        with open(ppm, "wb") as f:
            f.write(b"P6 %d %d 255\n" % (width, height) + b"".join(rows))
        subprocess.run([CONVERT, ppm, "-quality", "92", os.path.join(folder, name)], check=True,
                       capture_output=True, timeout=60)
        os.remove(ppm)


def group_members(pgid):
    """The live (not zombie) processes of process group `pgid`, from /proc."""
    members = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] != "Z" and int(fields[2]) == pgid:
            members.append(int(entry))
    return members


def kill_group(pgid):
    """Ends every process of the scenario's group — the app, the server, Xvfb, D-Bus and the
    accessibility bus (SIGTERM, then SIGKILL) — and waits until none is left."""
    for sig, patience in ((signal.SIGTERM, 1.0), (signal.SIGKILL, 5.0)):
        deadline = time.monotonic() + patience
        while time.monotonic() < deadline:
            members = group_members(pgid)
            if not members:
                return
            for pid in members:
                try:
                    os.kill(pid, sig)
                except ProcessLookupError:
                    pass
            time.sleep(0.1)
    left = group_members(pgid)
    if left:
        print(f"e2e: warning: processes {left} of group {pgid} would not end", file=sys.stderr)


def run_scenario(name, binary, workdir, images, artifacts_root, limit=None, retry=2):
    limit = limit or LIMITS[name]
    artifacts = os.path.join(artifacts_root, name)
    shutil.rmtree(artifacts, ignore_errors=True)
    os.makedirs(artifacts)
    user = tempfile.mkdtemp(prefix=name + "-", dir=workdir)
    result_file = os.path.join(user, "result.json")
    env = dict(os.environ)
    # The graphics driver's shader cache belongs to the machine, not to the fresh user: it is
    # shared by the whole run and warmed once (a cold llvmpipe cache adds ~2 s to any GTK 4
    # app's first window).
    env["MESA_SHADER_CACHE_DIR"] = os.path.join(workdir, "mesa-shader-cache")
    command = XVFB + ["dbus-run-session", "--", "/usr/bin/python3",
                      os.path.join(HERE, "scenario_host.py"), "--scenario", name, "--bin", binary,
                      "--user", user, "--artifacts", artifacts, "--images", images,
                      "--result", result_file, "--repo", REPO]
    started = time.monotonic()
    with open(os.path.join(artifacts, "host.log"), "wb") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True, env=env)
        try:
            process.wait(timeout=limit)
            timed_out = False
        except subprocess.TimeoutExpired:
            timed_out = True
        finally:
            # The app, the server, Xvfb, dbus and the accessibility bus all live in this group.
            kill_group(process.pid)
            process.wait()
    seconds = time.monotonic() - started
    if timed_out:
        return False, f"did not finish within {limit} s (see {artifacts}/steps.log)", seconds, {}
    try:
        with open(result_file) as f:
            result = json.load(f)
    except (OSError, ValueError):
        with open(os.path.join(artifacts, "host.log"), errors="replace") as f:
            log = f.read()
        if retry and ("Xvfb failed to start" in log or "already active for display" in log):
            # Another session's xvfb-run -a took the same display number at the same moment.
            return run_scenario(name, binary, workdir, images, artifacts_root, limit, retry - 1)
        return False, f"the scenario host died (exit {process.returncode}); see {artifacts}/host.log", seconds, {}
    return result["ok"], result["message"], seconds, result.get("timings", {})


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--bin", default=os.environ.get("RECIPES_BIN"),
                        help="the recipes binary (default: $RECIPES_BIN)")
    parser.add_argument("--only", help="comma-separated scenario numbers or names")
    parser.add_argument("--keep", action="store_true", help="keep the temporary users")
    parser.add_argument("--artifacts", default=os.path.join(REPO, ".build", "e2e"))
    options = parser.parse_args()

    if not options.bin:
        sys.exit("e2e: set RECIPES_BIN (or --bin) to the recipes binary")
    binary = os.path.abspath(options.bin)
    if not os.access(binary, os.X_OK):
        sys.exit(f"e2e: {binary} is not an executable; build it first")
    for tool in ("xvfb-run", "xauth", "dbus-run-session", "xdotool", "/usr/bin/import", CONVERT,
                 "/usr/libexec/at-spi-bus-launcher"):
        if not shutil.which(tool):
            sys.exit(f"e2e: {tool} is missing (apt packages: xvfb xauth dbus at-spi2-core "
                     "xdotool python3-pyatspi imagemagick)")

    selected = ORDER
    if options.only:
        wanted = [w.strip() for w in options.only.split(",") if w.strip()]
        selected = [n for n in ORDER if any(n == w or n.split("-", 1)[0] == w for w in wanted)]
        if not selected:
            sys.exit(f"e2e: no scenario matches {options.only!r}; scenarios: {', '.join(ORDER)}")

    os.makedirs(options.artifacts, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="recipes-e2e-")
    passed = failed = 0
    started = time.monotonic()
    try:
        images = os.path.join(workdir, "images")
        draw_images(images)
        ok, message, seconds, timings = run_scenario("0-warm-up", binary, workdir, images,
                                                     options.artifacts, limit=60)
        print(f"warm-up: first window of a cold machine after {timings.get('cold window', 0):.2f} s"
              + ("" if ok else f" (warm-up failed: {message})"), flush=True)
        for name in selected:
            ok, message, seconds, timings = run_scenario(name, binary, workdir, images,
                                                         options.artifacts)
            detail = ", ".join(f"{k} {v:.2f} s" for k, v in timings.items())
            line = f"{'PASS' if ok else 'FAIL'} {name} ({seconds:.1f} s{'; ' + detail if detail else ''})"
            if not ok:
                line += f": {message}"
            print(line, flush=True)
            passed += ok
            failed += not ok
    except KeyboardInterrupt:
        print("interrupted", flush=True)
        failed += 1
    finally:
        if not options.keep:
            shutil.rmtree(workdir, ignore_errors=True)
        else:
            print(f"kept {workdir}")
    print(f"total {time.monotonic() - started:.1f} s; screenshots in {options.artifacts}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
