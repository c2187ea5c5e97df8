#!/usr/bin/env python3
"""Derive data/foods/foods.tsv, the food table RecipesNutrition reads, from USDA SR21.

The USDA National Nutrient Database for Standard Reference, release 21, is public domain
(a work of the US government). Debian's `gourmand` package ships it as
gourmand/data/ABBREV.txt (nutrients per 100 g), FOOD_DES.txt (names) and WEIGHT.txt
(household portions). This script keeps, for each food: its number, food group, kcal,
fat, saturated fat, carbohydrate, sugars, fibre, protein (g) and sodium (mg) per 100 g,
its description, common names and manufacturer, the share of it as bought that is refuse
(bone, peel), and its portions in grams for one of each.

    scripts/derive-foods.py [PATH] [--output FILE]

PATH is gourmand's .deb or a folder holding the three files; without it the .deb is
fetched with `apt-get download gourmand` into a temporary folder. The output is the same
byte for byte for the same input (rows by food number, portions in the source's order).
Python 3 standard library only.
"""

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile

SOURCES = ("ABBREV.txt", "FOOD_DES.txt", "WEIGHT.txt")

# ABBREV.txt's fields (SR21, 51 per row) that are kept, by position.
ABBREV_FIELDS = {
    "kcal": 3,
    "protein": 4,
    "fat": 5,
    "carbohydrate": 7,
    "fibre": 8,
    "sugars": 9,
    "sodium": 15,
    "saturated": 42,
}
COLUMNS = [
    "id", "group", "kcal", "fat", "saturated", "carbohydrate", "sugars", "fibre", "protein",
    "sodium", "name", "common", "maker", "refuse", "portions",
]


def fields(line):
    """One SR row: '^'-separated, text fields between tildes."""
    return [field.strip("~") for field in line.rstrip("\r\n").split("^")]


def read_rows(folder, name):
    with open(os.path.join(folder, name), encoding="latin-1") as file:
        return [fields(line) for line in file if line.strip()]


def clean(text):
    """A field as one line of the table: no tabs, no separators of the portions."""
    return " ".join(text.replace("\t", " ").split())


def number(text):
    """A nutrient as written by the source, without trailing zeros ('' when unknown)."""
    text = text.strip()
    if not text:
        return ""
    value = float(text)
    formatted = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if formatted in ("", "-0") else formatted


def grams_each(amount, grams):
    """Grams for one of a portion: '3 cloves' of 9 g is 3 g a clove."""
    each = float(grams) / float(amount)
    formatted = f"{each:.2f}".rstrip("0").rstrip(".")
    return formatted or "0"


def derive(folder):
    nutrients = {row[0]: row for row in read_rows(folder, "ABBREV.txt")}
    portions = {}
    for row in read_rows(folder, "WEIGHT.txt"):
        food, _sequence, amount, measure, grams = row[:5]
        if not amount or float(amount) <= 0 or not grams or float(grams) <= 0:
            continue
        measure = clean(measure).replace(";", ",").replace("=", " ")
        portions.setdefault(food, []).append(f"{measure}={grams_each(amount, grams)}")
    lines = []
    for row in sorted(read_rows(folder, "FOOD_DES.txt"), key=lambda row: row[0]):
        food, group, long_name = row[0], row[1], row[2]
        common, maker, refuse = row[4], row[5], row[8]
        values = nutrients.get(food)
        if values is None:
            continue
        kept = [number(values[ABBREV_FIELDS[name]]) for name in COLUMNS[2:10]]
        lines.append("\t".join([
            food, group[:2], *kept, clean(long_name), clean(common), clean(maker),
            number(refuse), ";".join(portions.get(food, [])),
        ]))
    return lines


def header(folder):
    digests = []
    for name in SOURCES:
        with open(os.path.join(folder, name), "rb") as file:
            digests.append(f"# {name} sha256 {hashlib.sha256(file.read()).hexdigest()}")
    return [
        "# Food table for RecipesNutrition, derived by scripts/derive-foods.py (make foods).",
        "# Source: USDA National Nutrient Database for Standard Reference, Release 21 (SR21),",
        "# as shipped by Debian's gourmand package. Public domain (US government work).",
        *digests,
        "# Per 100 g: kcal; fat, saturated, carbohydrate, sugars, fibre, protein in g; sodium"
        " in mg. Empty: not given by the source.",
        "# refuse: % of the food as bought that is not eaten (bone, skin, peel), FOOD_DES.txt.",
        "# portions: 'measure=grams for one', ';'-separated (WEIGHT.txt, edible part).",
        "\t".join(COLUMNS),
    ]


def unpack(deb, into):
    subprocess.run(["dpkg-deb", "-x", deb, into], check=True)
    for root, _dirs, files in os.walk(into):
        if all(name in files for name in SOURCES) and root.endswith(os.path.join("gourmand", "data")):
            return root
    sys.exit(f"{deb}: no gourmand/data with {', '.join(SOURCES)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", help="gourmand's .deb, or a folder with the files")
    parser.add_argument("--output", default=os.path.join(
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", "foods", "foods.tsv"))
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        path = arguments.path
        if path is None:
            subprocess.run(["apt-get", "download", "gourmand"], cwd=temporary, check=True)
            path = next(os.path.join(temporary, name) for name in sorted(os.listdir(temporary))
                        if name.endswith(".deb"))
        folder = path if os.path.isdir(path) else unpack(path, os.path.join(temporary, "deb"))
        lines = header(folder) + derive(folder)
    with open(arguments.output, "w", encoding="utf-8", newline="\n") as file:
        file.write("\n".join(lines) + "\n")
    print(f"{arguments.output}: {len(lines)} lines", file=sys.stderr)


if __name__ == "__main__":
    main()
