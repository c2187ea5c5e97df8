"""Screenshots of the whole screen (ImageMagick's import) and its pixels (read from X)."""

import os
import subprocess

CONVERT = "/usr/bin/convert"  # the real ImageMagick (a stand-in may be first on PATH)
IMPORT = "/usr/bin/import"


class Camera:
    """Takes numbered screenshots of every step into one folder."""

    def __init__(self, folder):
        self.folder = folder
        self.count = 0
        os.makedirs(folder, exist_ok=True)

    def shot(self, step):
        self.count += 1
        safe = "".join(c if c.isalnum() or c in "-_" else "-" for c in step.lower()).strip("-")
        path = os.path.join(self.folder, f"{self.count:02d}-{safe[:60]}.png")
        subprocess.run([IMPORT, "-window", "root", path], capture_output=True, timeout=30)
        return path


class Screen:
    """The whole screen's pixels at one moment (8-bit RGB)."""

    def __init__(self, raw, width, height):
        self.raw, self.width, self.height = raw, width, height

    @classmethod
    def grab(cls):
        """Reads the whole screen now (without writing a file)."""
        from .xshot import grab, screen_size
        width, height = screen_size()
        return cls(grab(0, 0, width, height), width, height)

    def pixels(self, rect):
        """The pixels of `rect` (screen coordinates, clipped to the screen), row by row."""
        x0, y0 = max(0, rect.x), max(0, rect.y)
        x1, y1 = min(self.width, rect.x + rect.w), min(self.height, rect.y + rect.h)
        out = []
        for y in range(y0, y1):
            row = self.raw[(y * self.width + x0) * 3:(y * self.width + x1) * 3]
            out.extend(tuple(row[i:i + 3]) for i in range(0, len(row), 3))
        return out


def near(pixel, color, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, color))


def fraction_near(pixel_list, color, tolerance=40):
    if not pixel_list:
        return 0.0
    return sum(1 for p in pixel_list if near(p, color, tolerance)) / len(pixel_list)


def settle(region, since, before=None, quiet=0.35, limit=10.0, interval=0.03, changed=False):
    """Watches `region` of the screen (pixels only: no question to the app) until it has not
    changed for `quiet` seconds. `before` is the region's sample (see `sample`) before the
    action at `since`. With `changed`, it first waits (up to `limit`) for a change.

    Returns (shown, settled, final sample): `settled` is the time of the last change and
    `shown` the first moment the picture was at least half-way from `before` to the final
    one (a cross-fade counts from its middle), both in seconds from `since`, or None if the
    region still changed after `limit` seconds.
    """
    import time
    frames = []  # (seconds, sample) of every different picture
    last, last_change = before, since
    settle.changes = []
    debug = os.environ.get("E2E_DEBUG_SETTLE")
    while True:
        now = time.monotonic()
        screen = Screen.grab()
        current = sample(screen, region)
        if current != last:
            if last is not None:
                last_change = now
                settle.changes.append(round(now - since, 2))
                if debug:
                    with open(os.path.join(debug, f"settle-{now - since:06.2f}.rgb"), "wb") as f:
                        f.write(screen.raw)
            frames.append((now - since, current))
            last = current
        elif now - last_change >= quiet and (settle.changes or not changed):
            break
        if now - since > limit:
            return None, None, current
    final = last
    shown = last_change - since
    if before is not None and before != final:
        total = distance(before, final)
        for seconds, picture in frames:
            if distance(picture, final) <= total / 2:
                shown = seconds
                break
    return shown, last_change - since, final


def sample(screen, region, step=6):
    """Every `step`-th pixel of every `step`-th row of `region`: enough to see a change."""
    x0, x1 = max(0, region.x), min(screen.width, region.x + region.w)
    rows = []
    for y in range(max(0, region.y), min(screen.height, region.y + region.h), step):
        row = screen.raw[(y * screen.width + x0) * 3:(y * screen.width + x1) * 3]
        rows.append(bytes(row[i] for i in range(0, len(row), 3 * step)) +
                    bytes(row[i + 1] for i in range(0, len(row), 3 * step)) +
                    bytes(row[i + 2] for i in range(0, len(row), 3 * step)))
    return b"".join(rows)


def distance(a, b):
    """Mean absolute difference of two samples of the same region."""
    if len(a) != len(b) or not a:
        return 255.0
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)
