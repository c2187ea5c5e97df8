#!/usr/bin/env python3
"""Checks every po/LANG.po against po/recipes.pot; exits 1 with one line per problem.

A catalog passes when it has every message of the template and no other, none untranslated,
none fuzzy, every translation keeps the message's {placeholders} (no more, no fewer), has as
many plural forms as its Plural-Forms header says, and `msgfmt --check` accepts it.

    scripts/check-po.py [po/de.po ...]
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_]+)\}")


def unquote(text):
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            out.append({"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}
                       .get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def entries(path):
    """The catalog's entries: dicts of msgctxt, msgid, msgid_plural, msgstr (list), flags."""
    result, entry, field = [], None, None

    def finish():
        if entry is not None and "msgid" in entry:
            result.append(entry)

    for raw in path.read_text(encoding="utf-8").splitlines() + [""]:
        line = raw.strip()
        if not line:
            finish()
            entry, field = None, None
            continue
        if entry is None:
            entry = {"flags": set(), "msgstr": {}, "obsolete": False}
        if line.startswith("#~"):
            entry["obsolete"] = True
            continue
        if line.startswith("#,"):
            entry["flags"].update(flag.strip() for flag in line[2:].split(","))
            continue
        if line.startswith("#"):
            continue
        match = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+"(.*)"$', line)
        if match:
            keyword, index, value = match.groups()
            if keyword.startswith("msgstr"):
                field = ("msgstr", int(index) if index else 0)
                entry["msgstr"][field[1]] = unquote(value)
            else:
                field = (keyword, None)
                entry[keyword] = unquote(value)
            continue
        if line.startswith('"') and field:
            value = unquote(line[1:-1])
            if field[0] == "msgstr":
                entry["msgstr"][field[1]] += value
            else:
                entry[field[0]] += value
    return [e for e in result if not e["obsolete"]]


def key(entry):
    return (entry.get("msgctxt"), entry["msgid"])


def check(po, template_keys):
    problems = []
    catalog = entries(po)
    header = next((e for e in catalog if e["msgid"] == "" and "msgctxt" not in e), None)
    plural_count = 2
    if header:
        match = re.search(r"nplurals\s*=\s*(\d+)", header["msgstr"].get(0, ""))
        if match:
            plural_count = int(match.group(1))
        else:
            problems.append(f"{po.name}: the header has no Plural-Forms")
    seen = set()
    for entry in catalog:
        if entry["msgid"] == "" and "msgctxt" not in entry:
            continue
        name = f"{po.name}: {entry['msgid']!r}"
        seen.add(key(entry))
        if key(entry) not in template_keys:
            problems.append(f"{name} is not in po/recipes.pot any more")
            continue
        if "fuzzy" in entry["flags"]:
            problems.append(f"{name} is fuzzy")
        forms = entry["msgstr"]
        expected_forms = plural_count if "msgid_plural" in entry else 1
        if len(forms) != expected_forms:
            problems.append(f"{name} has {len(forms)} forms, not {expected_forms}")
        wanted = set(PLACEHOLDER.findall(entry["msgid"]))
        if "msgid_plural" in entry:
            wanted |= set(PLACEHOLDER.findall(entry["msgid_plural"]))
        for index, text in sorted(forms.items()):
            if not text:
                problems.append(f"{name} is untranslated")
                break
            found = set(PLACEHOLDER.findall(text))
            # A plural form may leave out {count} ("une portion"), never add or lose others.
            missing = wanted - found - ({"count"} if "msgid_plural" in entry else set())
            extra = found - wanted
            if missing or extra:
                problems.append(
                    f"{name}: form {index} placeholders differ "
                    f"(missing {sorted(missing)}, extra {sorted(extra)})")
    for missing in sorted(template_keys - seen, key=lambda k: (k[0] or "", k[1])):
        problems.append(f"{po.name}: {missing[1]!r} is missing")
    run = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(po)],
                         capture_output=True, text=True)
    if run.returncode != 0:
        lines = run.stderr.strip().splitlines() or ["failed"]
        worst = next((line for line in lines if "error" in line), lines[-1])
        problems.append(f"{po.name}: msgfmt --check: {worst}")
    return problems


def main(argv):
    template = ROOT / "po" / "recipes.pot"
    template_keys = {key(e) for e in entries(template) if e["msgid"] != ""}
    catalogs = [Path(a) for a in argv] or sorted((ROOT / "po").glob("*.po"))
    problems = []
    for po in catalogs:
        problems += check(po, template_keys)
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print(f"check-po: {len(catalogs)} catalogs, {len(template_keys)} messages each, complete")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
