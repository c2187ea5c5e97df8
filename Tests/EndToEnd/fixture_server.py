#!/usr/bin/env python3
"""A TheMealDB-shaped HTTP server on 127.0.0.1 for the end-to-end scenarios (stdlib only).

    fixture_server.py --fixtures DIR --images DIR [--port N] [--log FILE] [--generate N]

Prints "PORT <n>" on stdout once it listens. Serves, under /api/json/v1/1/:
search.php?s=<words> (name contains, case-insensitive), search.php?f=<letter>,
lookup.php?i=<id> (the endpoints the app uses), and the thumbnails under /images/<file>. "{BASE}" in a fixture's strings becomes this server's
http://127.0.0.1:<port>. A meal with "_e2eHiddenFromLetters": true is found by search and
lookup but not by the letter index (so a search must go remote to find it). With
--generate N the letter index serves N generated meals instead of the fixtures' ones
(search and lookup still see the fixtures). --delay makes every API answer that much late
(a slow network). Every request is logged as "<seconds> <path>".
Ends on SIGTERM or SIGINT.
"""

import argparse
import json
import os
import signal
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

API = "/api/json/v1/1/"
TYPES = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png"}


def load_meals(folder):
    meals = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json") and name.startswith("meals-"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                meals += json.load(f)["meals"]
    return meals


def generated_meals(count):
    """`count` meals, deterministic, spread over the 26 letters (names are plain ASCII)."""
    firsts = ["Apricot", "Basil", "Caraway", "Date", "Endive", "Fennel", "Garlic", "Hazel",
              "Indigo", "Juniper", "Kale", "Leek", "Mango", "Nutmeg", "Olive", "Paprika",
              "Quince", "Rosemary", "Saffron", "Thyme", "Umami", "Vanilla", "Walnut", "Xanthe",
              "Yuzu", "Zucchini"]
    dishes = ["Braise", "Bake", "Stew", "Salad", "Soup", "Roast", "Pie", "Curry", "Gratin",
              "Skillet"]
    categories = ["Beef", "Chicken", "Dessert", "Lamb", "Pasta", "Pork", "Seafood", "Side",
                  "Starter", "Vegan", "Vegetarian", "Breakfast"]
    areas = ["Testland", "Fixturia", "Loopbackistan", "Mockovia"]
    meals = []
    for n in range(count):
        first = firsts[n % 26]
        meal = {
            "idMeal": str(700000 + n),
            "strMeal": f"{first} {dishes[(n // 26) % 10]} No. {n:05d}",
            "strCategory": categories[n % len(categories)],
            "strArea": areas[n % len(areas)],
            "strInstructions": f"Prepare the {first.lower()}.\r\nCook it gently.\r\nServe.",
            "strTags": "Generated",
            "strMealThumb": None, "strYoutube": None, "strSource": None,
        }
        for slot, (ingredient, measure) in enumerate(
                [(first, "200 g"), ("Onion", "1"), ("Water", "250 ml"), ("Salt", "1 pinch")], 1):
            meal[f"strIngredient{slot}"] = ingredient
            meal[f"strMeasure{slot}"] = measure
        meals.append(meal)
    return meals


class Fixtures:
    def __init__(self, folder, images, generate):
        self.meals = load_meals(folder)
        self.pages = os.path.join(folder, "pages")
        self.images = images
        self.letter_meals = generated_meals(generate) if generate else \
            [m for m in self.meals if not m.get("_e2eHiddenFromLetters")]
        self.by_letter = {}
        for meal in self.letter_meals:
            self.by_letter.setdefault(meal["strMeal"][:1].lower(), []).append(meal)
        self.cache = {}
        self.lock = threading.Lock()


def public(meal, base):
    """A meal as the API shows it: private keys dropped, {BASE} filled in."""
    out = {}
    for key, value in meal.items():
        if key.startswith("_e2e"):
            continue
        out[key] = value.replace("{BASE}", base) if isinstance(value, str) else value
    return out


def envelope(meals, base):
    return {"meals": [public(m, base) for m in meals] if meals else None}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    fixtures = None
    log_file = None
    delay = 0.0
    started = time.monotonic()

    def log_message(self, *args):
        pass

    def do_GET(self):
        if Handler.log_file:
            Handler.log_file.write(f"{time.monotonic() - Handler.started:.3f} {self.path}\n")
            Handler.log_file.flush()
        parts = urlsplit(self.path)
        query = {k: v[0] for k, v in parse_qs(parts.query, keep_blank_values=True).items()}
        base = f"http://127.0.0.1:{self.server.server_address[1]}"
        if parts.path.startswith("/images/"):
            return self.image(unquote(parts.path[len("/images/"):]))
        if parts.path.startswith("/pages/"):
            return self.page(unquote(parts.path[len("/pages/"):]), base)
        if not parts.path.startswith(API):
            return self.send(404, b"not found", "text/plain")
        if Handler.delay:
            time.sleep(Handler.delay)
        endpoint = parts.path[len(API):]
        fx = self.fixtures
        if endpoint == "search.php" and "f" in query:
            letter = query["f"][:1].lower()
            key = ("f", letter, base)
            with fx.lock:
                body = fx.cache.get(key)
                if body is None:
                    body = json.dumps(envelope(fx.by_letter.get(letter, []), base)).encode()
                    fx.cache[key] = body
            return self.send(200, body)
        if endpoint == "search.php":
            term = query.get("s", "").strip().lower()
            hits = [m for m in fx.meals if term in m["strMeal"].lower()]
            return self.json(envelope(hits, base))
        if endpoint == "lookup.php":
            wanted = query.get("i", "")
            hits = [m for m in fx.meals + (fx.letter_meals if fx.letter_meals is not fx.meals
                                           else []) if m["idMeal"] == wanted]
            return self.json(envelope(hits[:1], base))
        return self.send(404, b"not found", "text/plain")

    def image(self, name):
        path = os.path.join(self.fixtures.images, os.path.basename(name))
        if not os.path.isfile(path):
            return self.send(404, b"no such image", "text/plain")
        with open(path, "rb") as f:
            data = f.read()
        return self.send(200, data, TYPES.get(os.path.splitext(path)[1].lower(),
                                              "application/octet-stream"))

    def page(self, name, base):
        """A recipe web page of fixtures/pages, {BASE} filled in (for the import dialog)."""
        path = os.path.join(self.fixtures.pages, os.path.basename(name))
        if not os.path.isfile(path):
            return self.send(404, b"<html><body>no such page</body></html>", "text/html")
        with open(path, encoding="utf-8") as f:
            body = f.read().replace("{BASE}", base).encode()
        return self.send(200, body, "text/html; charset=utf-8")

    def json(self, value):
        return self.send(200, json.dumps(value).encode())

    def send(self, status, body, content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--fixtures", required=True)
    parser.add_argument("--images", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--log")
    parser.add_argument("--generate", type=int, default=0)
    parser.add_argument("--delay", type=float, default=0.0)
    options = parser.parse_args()
    Handler.delay = options.delay

    Handler.fixtures = Fixtures(options.fixtures, options.images, options.generate)
    if options.log:
        Handler.log_file = open(options.log, "a", buffering=1)
    ThreadingHTTPServer.allow_reuse_address = True
    server = ThreadingHTTPServer(("127.0.0.1", options.port), Handler)
    server.daemon_threads = True
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    signal.signal(signal.SIGINT, lambda *_: os._exit(0))
    print(f"PORT {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
