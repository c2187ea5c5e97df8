#!/usr/bin/python3
"""Runs ONE scenario inside its own X display and D-Bus session (started by e2e.py).

    scenario_host.py --scenario NAME --bin RECIPES --user DIR --artifacts DIR --images DIR
                     --result FILE

Writes {"ok": bool, "message": str, "seconds": float, "timings": {...}} to FILE.
Needs Debian's /usr/bin/python3 (python3-pyatspi).
"""

import argparse
import json
import os
import sys
import time
import traceback

sys.dont_write_bytecode = True  # no __pycache__ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from harness.context import Context, warm_up_accessibility  # noqa: E402
from harness.expect import ScenarioFailure  # noqa: E402
import scenarios  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    for option in ("scenario", "bin", "user", "artifacts", "images", "result", "repo"):
        parser.add_argument("--" + option, required=True)
    options = parser.parse_args()

    started = time.monotonic()
    result = {"ok": False, "message": "", "timings": {}}
    context = None
    try:
        warm_up_accessibility()
        context = Context(options.scenario, options.bin, options.user, options.artifacts,
                          options.images, options.repo)
        scenarios.SCENARIOS[options.scenario](context)
        result["ok"] = True
    except ScenarioFailure as failure:
        result["message"] = str(failure)
    except Exception as error:  # a harness error is a failure too, with its trace in the log
        result["message"] = f"harness error: {type(error).__name__}: {error}"
        traceback.print_exc()
    finally:
        if context is not None:
            if not result["ok"]:
                try:
                    context.step("failure")
                except Exception:
                    pass
                context.log(f"FAILED: {result['message']}")
            result["timings"] = context.timings
            context.teardown()
        result["seconds"] = round(time.monotonic() - started, 2)
        with open(options.result, "w") as f:
            json.dump(result, f)


if __name__ == "__main__":
    main()
