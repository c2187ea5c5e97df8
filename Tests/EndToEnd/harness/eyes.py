"""Eyes: the app's widget tree over AT-SPI (pyatspi), and where things are on the screen.

AT-SPI is used only to find widgets and read their state; every click and keystroke goes
through xdotool (hands.py). GTK 4.8 reports correct *window-relative* extents; the X
window's position on the screen (no window manager: windows sit where they are mapped) is
read with xwininfo, and the frame's extents inside its X window (GTK keeps a few pixels of
resize border around a client-side-decorated window) give the rest.
"""

from dataclasses import dataclass

import pyatspi

from .expect import ScenarioFailure

# Roles whose subtrees are never searched unless asked (the grid has hundreds of nodes).
GRID_ROLES = {pyatspi.ROLE_TABLE}


@dataclass
class Rect:
    x: int
    y: int
    w: int
    h: int

    @property
    def center(self):
        return (self.x + self.w // 2, self.y + self.h // 2)

    def intersects(self, other):
        return (self.x < other.x + other.w and other.x < self.x + self.w
                and self.y < other.y + other.h and other.y < self.y + self.h)

    def contains(self, other):
        return (self.x <= other.x and self.y <= other.y and other.x + other.w <= self.x + self.w
                and other.y + other.h <= self.y + self.h)

    def __str__(self):
        return f"{self.w}x{self.h}+{self.x}+{self.y}"


@dataclass
class Card:
    """One realised card of the grid, as a person sees it."""
    title: str          # the recipe's name (the ", favorite" suffix removed)
    favorite: bool
    cell: object        # the grid cell (AT-SPI table cell)
    panel: object       # the card's root (labelled with the name)
    rect: Rect          # the card's root, in window coordinates

    @property
    def thumb(self):
        """The thumbnail area (the card's first child), in window coordinates."""
        child = self.panel.getChildAtIndex(0)
        return extents(child) if child is not None else self.rect


def extents(acc):
    """Where `acc` is in its window; no size when AT-SPI has no answer (a widget that was
    just replaced, or a window going away, answers None)."""
    e = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    if e is None:
        return Rect(0, 0, 0, 0)
    return Rect(e.x, e.y, e.width, e.height)


def states(acc):
    return acc.getState()


def has_state(acc, state):
    try:
        return acc.getState().contains(state)
    except Exception:
        return False


def children(acc):
    try:
        count = acc.childCount
    except Exception:
        return []
    out = []
    for i in range(count):
        try:
            child = acc.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            out.append(child)
    return out


def find_all(root, predicate, into_grid=False, limit=None):
    """Depth-first search under `root` (not including it)."""
    found = []
    stack = list(reversed(children(root)))
    while stack:
        acc = stack.pop()
        try:
            if predicate(acc):
                found.append(acc)
                if limit and len(found) >= limit:
                    return found
            role = acc.getRole()
        except Exception:
            continue
        if role in GRID_ROLES and not into_grid:
            continue
        stack.extend(reversed(children(acc)))
    return found


def find(root, predicate, into_grid=False):
    hits = find_all(root, predicate, into_grid=into_grid, limit=1)
    return hits[0] if hits else None


def named(role, name=None, prefix=None):
    def predicate(acc):
        if acc.getRole() != role:
            return False
        if name is not None and acc.name != name:
            return False
        if prefix is not None and not (acc.name or "").startswith(prefix):
            return False
        return True
    return predicate


# MARK: - X windows

@dataclass
class XWindow:
    wid: int
    name: str
    x: int
    y: int
    w: int
    h: int


def x_windows():
    """The root window's viewable children, bottom of the stack first (XQueryTree order)."""
    from .xshot import top_windows
    return [XWindow(*w) for w in top_windows() if w[4] > 1 and w[5] > 1]


class Eyes:
    """The running app as AT-SPI shows it."""

    def __init__(self, pid):
        self.pid = pid
        self._app = None
        self._parts = {}  # (window name, part) -> accessible, re-found when stale

    # The application and its windows

    def app(self):
        if self._app is not None:
            try:
                if self._app.get_process_id() == self.pid:
                    return self._app
            except Exception:
                pass
            self._app = None
        desktop = pyatspi.Registry.getDesktop(0)
        for acc in children(desktop):
            try:
                if acc.get_process_id() == self.pid:
                    self._app = acc
                    return acc
            except Exception:
                continue
        return None

    def windows(self):
        """The app's visible top-level windows (frames)."""
        app = self.app()
        if app is None:
            return []
        frames = []
        for acc in children(app):
            try:
                if acc.getRole() in (pyatspi.ROLE_FRAME, pyatspi.ROLE_WINDOW, pyatspi.ROLE_DIALOG) \
                        and has_state(acc, pyatspi.STATE_VISIBLE):
                    frames.append(acc)
            except Exception:
                continue
        return frames

    def window_titles(self):
        titles = []
        for w in self.windows():
            try:
                titles.append(w.name)
            except Exception:
                pass
        return titles

    def window(self, title):
        for w in self.windows():
            try:
                if w.name == title:
                    return w
            except Exception:
                continue
        return None

    def main_window(self):
        return self.window("Recipes")

    # Finding things

    def find(self, window, role, name=None, prefix=None):
        return find(window, named(role, name, prefix))

    def button(self, window, name):
        """A push or toggle button labelled `name`: its accessible name, or, for a button
        named by GTK 4.8 from its contents (libadwaita's toast and message-dialog buttons:
        "Keep Keep", or nothing), the label it shows."""
        def showing(acc):
            return (not (acc.name or "").replace(name, "").strip()
                    and any(c.getRole() == pyatspi.ROLE_LABEL and c.name == name
                            for c in children(acc)))
        return find(window, lambda a: a.getRole() in (pyatspi.ROLE_PUSH_BUTTON,
                                                       pyatspi.ROLE_TOGGLE_BUTTON)
                    and (a.name == name or showing(a)))

    def search_entry(self, window):
        return find(window, lambda a: a.getRole() == pyatspi.ROLE_ENTRY
                    and a.name == "Search recipes")

    def _part(self, window, key, predicate):
        cache_key = (window.name, key)
        acc = self._parts.get(cache_key)
        if acc is not None:
            try:
                acc.getRole()
                return acc
            except Exception:
                pass
        acc = find(window, predicate)
        if acc is not None:
            self._parts[cache_key] = acc
        return acc

    def forget(self):
        """Drops the cached widgets (after a relaunch or a window change)."""
        self._parts.clear()
        self._app = None

    def grid(self, window):
        """The grid on screen: the app names only that one "Recipes" (search results have
        a grid of their own, and a grid on a hidden page keeps its cards). Not cached: the
        name moves between the two grids."""
        return find(window, lambda a: a.getRole() == pyatspi.ROLE_TABLE and a.name == "Recipes")

    def entry_text(self, entry):
        text = entry.queryText()
        return text.getText(0, text.characterCount)

    def banner(self, window):
        """The banner's message, if a banner is showing."""
        panel = find(window, lambda a: a.getRole() == pyatspi.ROLE_PANEL
                     and bool(a.name) and a.name != "GtkStackPage"
                     and (a.name.startswith("Offline") or has_banner_button(a))
                     and extents(a).h > 0)
        return panel.name if panel is not None else None

    def labels(self, window, into_grid=False):
        """Texts of the labels that have a size (i.e. are laid out on screen)."""
        out = []
        for acc in find_all(window, lambda a: a.getRole() == pyatspi.ROLE_LABEL,
                            into_grid=into_grid):
            try:
                r = extents(acc)
                if r.w > 0 and r.h > 0:
                    out.append(acc.name)
            except Exception:
                continue
        return out

    # The grid

    def viewport(self, window):
        """The scrolled area that shows the grid on screen, in window coordinates."""
        grid = self.grid(window)
        pane = grid
        while pane is not None and pane.getRole() != pyatspi.ROLE_SCROLL_PANE:
            try:
                pane = pane.parent
            except Exception:
                pane = None
        return extents(pane) if pane is not None else None

    def cards(self, window, visible_only=True):
        """The cards on screen, in reading order (top to bottom, left to right)."""
        grid = self.grid(window)
        if grid is None:
            return []
        view = self.viewport(window)
        # A grid laid out but not shown (another page of the stack) has no size.
        grid_rect = extents(grid)
        if grid_rect.w <= 0 or grid_rect.h <= 0:
            return []
        cards = []
        for cell in children(grid):
            try:
                panel = cell.getChildAtIndex(0)
                if panel is None:
                    continue
                rect = extents(panel)
                if rect.w <= 0 or rect.h <= 0:
                    continue
                if visible_only and view is not None and not view.intersects(rect):
                    continue
                name = panel.name or ""
                favorite = name.endswith(", favorite")
                title = name[: -len(", favorite")] if favorite else name
                cards.append(Card(title, favorite, cell, panel, rect))
            except Exception:
                continue
        cards.sort(key=lambda c: (c.rect.y, c.rect.x))
        return cards

    def card_titles(self, window, visible_only=True):
        return [c.title for c in self.cards(window, visible_only)]

    # Geometry on the screen

    def x_window_for(self, frame):
        """The X window that shows `frame` (matched by title and size)."""
        title = frame.name
        size = extents(frame)
        candidates = [w for w in x_windows() if w.name == title]
        if not candidates:
            raise ScenarioFailure(f"no X window titled {title!r} is on the screen "
                                  f"(X windows: {[w.name for w in x_windows()]})")
        # Prefer the one whose size fits the frame.
        candidates.sort(key=lambda w: abs(w.w - size.w) + abs(w.h - size.h))
        return candidates[0]

    def origin(self, frame):
        """Where the frame's window coordinate (0, 0) is on the screen."""
        xwin = self.x_window_for(frame)
        size = extents(frame)
        return (xwin.x + (xwin.w - size.w) // 2, xwin.y + (xwin.h - size.h) // 2)

    def screen_rect(self, frame, rect):
        ox, oy = self.origin(frame)
        return Rect(rect.x + ox, rect.y + oy, rect.w, rect.h)

    def screen_center(self, frame, acc_or_rect):
        rect = acc_or_rect if isinstance(acc_or_rect, Rect) else extents(acc_or_rect)
        return self.screen_rect(frame, rect).center


def has_banner_button(panel):
    for child in children(panel):
        try:
            if child.getRole() == pyatspi.ROLE_PUSH_BUTTON and child.name == "Retry":
                return True
        except Exception:
            continue
    return False
