"""Hands: the mouse and the keyboard, through xdotool at real screen coordinates.

No window manager runs under Xvfb, so keyboard focus follows the pointer (or stays with
the window GTK last focused); typing is `xdotool type` without `--window` (GTK ignores
events sent to a window with XSendEvent).
"""

import subprocess
import time


def xdotool(*args, timeout=60):
    result = subprocess.run(["xdotool", *map(str, args)], capture_output=True, text=True,
                            timeout=timeout)
    if result.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(map(str, args))} failed: {result.stderr.strip()}")
    return result.stdout


class Hands:
    def __init__(self, log=None):
        self.log = log or (lambda message: None)

    def pointer(self):
        values = dict(line.split("=", 1) for line in
                      xdotool("getmouselocation", "--shell").split() if "=" in line)
        return int(values["X"]), int(values["Y"])

    def move(self, x, y):
        # `mousemove --sync` waits for the pointer to move, forever if it is there already.
        if self.pointer() != (int(x), int(y)):
            xdotool("mousemove", "--sync", int(x), int(y))

    def approach(self, x, y):
        """Moves onto (x, y) from a few pixels away, as a hand arrives at what it clicks.

        GTK 4.8 on X11 can drop a click when the pointer has not moved since the window
        redrew under it: clicking Next twice without moving, 0.3-1 s apart, lost 6 of 30
        clicks in a forty-line plain GTK program whose label changed on each click, and
        none of 30 when the pointer moved a few pixels first. A person's hand always moves
        a little; a test's must too, or it measures GTK's stale pointer target, not the app."""
        x, y = int(x), int(y)
        nearby = (x - 3, y) if x >= 3 else (x + 3, y)
        self.move(*nearby)
        xdotool("mousemove", "--sync", x, y)

    def click(self, x, y, button=1):
        self.log(f"click at {x},{y}")
        self.approach(x, y)
        xdotool("click", button)

    def double_click(self, x, y):
        self.log(f"double-click at {x},{y}")
        self.approach(x, y)
        xdotool("click", "--repeat", 2, "--delay", 60, 1)

    def press(self, x, y, button=1):
        self.approach(x, y)
        xdotool("mousedown", button)

    def release(self, button=1):
        xdotool("mouseup", button)

    def drag(self, start, end, steps=12, button=1):
        """Presses at `start`, moves in steps to `end`, releases."""
        self.log(f"drag from {start} to {end}")
        self.press(*start, button=button)
        (x0, y0), (x1, y1) = start, end
        for i in range(1, steps + 1):
            self.move(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
            time.sleep(0.01)
        self.release(button)

    def wheel(self, x, y, clicks, down=True):
        """Turns the wheel `clicks` notches over (x, y)."""
        self.move(x, y)
        if clicks > 0:
            xdotool("click", "--repeat", clicks, "--delay", 2, 5 if down else 4)

    def type(self, text, delay_ms=4):
        """Types `text` with the keyboard into whatever has focus."""
        shown = text if len(text) <= 40 else text[:37] + "…"
        self.log(f"type {shown!r} ({len(text)} characters)")
        # `--` so text starting with '-' is not an option; long text goes in chunks.
        for start in range(0, len(text), 1000):
            chunk = text[start:start + 1000]
            xdotool("type", "--delay", delay_ms, "--", chunk, timeout=600)

    def key(self, *keys):
        self.log(f"key {' '.join(keys)}")
        xdotool("key", "--delay", 30, *keys)
