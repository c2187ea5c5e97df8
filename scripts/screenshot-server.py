#!/usr/bin/env python3
"""A TheMealDB-shaped server on 127.0.0.1 for `make screenshots`: a few invented recipes
with pictures generated at start-up (ImageMagick). Usage: screenshot-server.py PORT DIR"""
import json
import os
import subprocess
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

PORT, ROOT = int(sys.argv[1]), sys.argv[2]
BASE = f"http://127.0.0.1:{PORT}"
DISHES = [
    ("Lamb Tagine with Apricots", "Lamb", ["Lamb shoulder", "Onion", "Dried apricots", "Cinnamon", "Stock"], "#e66100"),
    ("Tagine of Spring Vegetables", "Vegetarian", ["Carrots", "Courgette", "Chickpeas", "Ras el hanout", "Stock"], "#26a269"),
    ("Fish Tagine with Chermoula", "Seafood", ["White fish", "Coriander", "Lemon", "Cumin", "Potatoes"], "#1c71d8"),
    ("Chicken Tagine with Olives", "Chicken", ["Chicken thighs", "Green olives", "Preserved lemon", "Ginger", "Onion"], "#c061cb"),
]
MEASURES = ["600 g", "2", "120 g", "1 tsp", "400 ml"]
STEPS = "Brown the main ingredient in oil.\r\nAdd the onion and spices and cook until soft.\r\nPour in the liquid, cover and simmer gently for an hour.\r\nFinish with herbs and serve with couscous."


def meal(index, name, category, ingredients, _colour):
    record = {"idMeal": str(81000 + index), "strMeal": name, "strCategory": category,
              "strArea": "Moroccan", "strInstructions": STEPS, "strTags": "Stew,Slow",
              "strMealThumb": f"{BASE}/images/{index}.jpg", "strYoutube": "",
              "strSource": f"https://recipes.example.org/tagine/{index}"}
    for slot in range(1, 21):
        record[f"strIngredient{slot}"] = ingredients[slot - 1] if slot <= len(ingredients) else ""
        record[f"strMeasure{slot}"] = MEASURES[slot - 1] if slot <= len(ingredients) else ""
    return record


MEALS = [meal(i, *dish) for i, dish in enumerate(DISHES)]
os.makedirs(os.path.join(ROOT, "images"), exist_ok=True)
for i, (_, _, _, colour) in enumerate(DISHES):
    subprocess.run(["convert", "-size", "600x400", f"radial-gradient:#f6d32d-{colour}",
                    "-fill", "#ffffffcc", "-draw", "circle 300,210 300,330",
                    "-fill", colour, "-draw", "circle 300,210 300,300",
                    os.path.join(ROOT, "images", f"{i}.jpg")], check=True)


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send(self, body, kind):
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlparse(self.path)
        query = parse_qs(url.query)
        if url.path.startswith("/images/"):
            path = os.path.join(ROOT, "images", os.path.basename(url.path))
            if os.path.exists(path):
                with open(path, "rb") as image:
                    return self.send(image.read(), "image/jpeg")
            self.send_response(404)
            self.end_headers()
            return
        found = []
        if url.path.endswith("search.php") and "s" in query:
            found = [m for m in MEALS if query["s"][0].lower() in m["strMeal"].lower()]
        elif url.path.endswith("search.php") and "f" in query:
            found = [m for m in MEALS if m["strMeal"].lower().startswith(query["f"][0])]
        elif url.path.endswith("lookup.php"):
            found = [m for m in MEALS if m["idMeal"] == query.get("i", [""])[0]]
        self.send(json.dumps({"meals": found or None}).encode(), "application/json")


ThreadingHTTPServer(("127.0.0.1", PORT), Handler).serve_forever()
