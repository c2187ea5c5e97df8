"""Failures phrased as what a person would have seen, and bounded polling."""

import time


class ScenarioFailure(Exception):
    """A scenario's expectation did not hold; the message says what a user saw."""


def wait_for(condition, timeout, interval=0.05, describe=None, since=None, grace=None,
             late=None):
    """Polls `condition()` until it returns a truthy value, or raises ScenarioFailure.

    `since` (default: now) is when the clock started. `describe()` (called only on failure)
    says what was on screen instead; the failure message is "<describe()> (after waiting N s)".

    Timed checks pass `grace` and `late`: then the condition must have been *seen* within
    `timeout` — the reading that saw it must have ended by then, because an app that is busy
    answers AT-SPI late and a reading that started in time may show a state reached long
    after. Polling goes on up to `grace` seconds to say how late it came: `late(seconds)`.
    Without `grace`, a reading that started in time counts.
    """
    start = time.monotonic() if since is None else since
    deadline = start + timeout
    last_error = None
    while True:
        reading = time.monotonic()
        if reading > deadline:
            break
        try:
            value = condition()
            if value:
                ended = time.monotonic()
                wait_for.last_elapsed = ended - start
                if grace and ended > deadline:
                    raise ScenarioFailure(late(ended - start) if late else
                                          f"the condition held only after {ended - start:.2f} s")
                return value
        except ScenarioFailure:
            raise
        except Exception as error:  # AT-SPI objects vanish while windows change
            last_error = error
        time.sleep(interval)
    message = describe() if describe else "the condition never held"
    if last_error is not None and describe is None:
        message += f" (last error: {last_error})"
    if grace and late:
        end = start + grace
        while time.monotonic() < end:
            try:
                if condition():
                    raise ScenarioFailure(late(time.monotonic() - start))
            except ScenarioFailure:
                raise
            except Exception:
                pass
            time.sleep(interval)
    raise ScenarioFailure(f"{message} (after waiting {(grace or timeout):g} s)")


wait_for.last_elapsed = 0.0


def check(condition, message):
    """Raises ScenarioFailure(message) unless `condition`."""
    if not condition:
        raise ScenarioFailure(message)


def short_list(names, limit=12):
    """"A", "B", … (and N more) — for messages."""
    names = list(names)
    shown = ", ".join(repr(n) for n in names[:limit])
    if len(names) > limit:
        shown += f" … and {len(names) - limit} more"
    return shown if names else "(none)"
