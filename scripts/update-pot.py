#!/usr/bin/env python3
"""Writes po/recipes.pot from the Swift sources (xgettext has no Swift mode) and resources.

Collects the literal messages passed to `localized(...)`, `localizedPlural(...)` and
`localizable(...)` under Sources/, with their `context:` and the `// TRANSLATORS:` comment on
the lines just above the call, in the order of the sorted file paths and lines; then, through
xgettext, the translatable strings of the desktop file, the AppStream metadata and the
GtkBuilder files in Resources/ (RESOURCES, in that order). The output has no creation date,
so the same sources always give the same file.

    scripts/update-pot.py            # rewrites po/recipes.pot
    scripts/update-pot.py --check    # exits 1 (and says which messages) when it is stale
    scripts/update-pot.py --print    # writes the template to standard output
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources"
TEMPLATE = ROOT / "po" / "recipes.pot"
CALL = re.compile(r"\b(localizedPlural|localized|localizable)\(\s*")
# Files xgettext reads (with its own rules for each kind), in the template's order.
RESOURCES = [
    (["-L", "Desktop"], "Resources/desktop/org.recipesapp.Recipes.desktop"),
    ([], "Resources/desktop/org.recipesapp.Recipes.metainfo.xml"),
]
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}


class SourceError(Exception):
    pass


def unescape(body, where):
    """A Swift literal's body with its escapes read; interpolation is refused."""
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c == "\\":
            nxt = body[i + 1]
            if nxt == "(":
                raise SourceError(f"{where}: no interpolation in messages; use {{name}}")
            if nxt == "u":
                close = body.index("}", i)
                out.append(chr(int(body[i + 3:close], 16)))
                i = close + 1
                continue
            out.append(ESCAPES.get(nxt, nxt))
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def read_multiline(text, start, where):
    """A Swift multi-line literal (\"\"\"): the closing delimiter's indentation is taken off
    every line, and a line ending in a backslash goes on without a line break."""
    body_start = text.index("\n", start) + 1
    close = text.find('"""', body_start)
    if close == -1:
        raise SourceError(f"{where}: unterminated literal")
    line_start = text.rfind("\n", 0, close) + 1
    indent = text[line_start:close]
    lines = text[body_start:line_start].split("\n")[:-1]
    pieces = []
    for line in lines:
        if line.strip() and not line.startswith(indent):
            raise SourceError(f"{where}: a line of the literal is less indented than its end")
        line = line[len(indent):]
        if line.endswith("\\") and not line.endswith("\\\\"):
            pieces.append(line[:-1])
        else:
            pieces.append(line + "\n")
    body = "".join(pieces)
    if body.endswith("\n"):
        body = body[:-1]
    return unescape(body, where), close + 3


def read_literal(text, start, where):
    """The Swift string literal starting at text[start] ('"'), and the index after it."""
    if text.startswith('"""', start):
        return read_multiline(text, start, where)
    if start >= len(text) or text[start] != '"':
        raise SourceError(f"{where}: the message must be a string literal")
    i = start + 1
    while i < len(text):
        c = text[i]
        if c == '"':
            return unescape(text[start + 1:i], where), i + 1
        if c == "\n":
            break
        i += 2 if c == "\\" else 1
    raise SourceError(f"{where}: unterminated literal")


def call_arguments(text, open_paren, where):
    """The text between a call's parentheses at its own nesting level: nested calls and
    string literals are blanked out, so only this call's labels are found in it."""
    depth, i, out = 0, open_paren, []
    while i < len(text):
        c = text[i]
        if c == '"':
            literal, end = read_literal(text, i, where)
            out.append(text[i:end] if depth == 1 else " ")
            i = end
            continue
        if c in "([":
            depth += 1
            if depth > 1:
                out.append(" ")
        elif c in ")]":
            depth -= 1
            if depth == 0:
                return "".join(out)
        elif depth == 1:
            out.append(c)
        i += 1
    raise SourceError(f"{where}: unbalanced call")


def skip_space(text, i):
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


def translator_comment(lines, line_index):
    """The `// TRANSLATORS:` comment on the lines right above line_index (0-based)."""
    found, i = [], line_index - 1
    while i >= 0 and lines[i].strip().startswith("//"):
        found.insert(0, lines[i].strip()[2:].strip())
        i -= 1
    for k, line in enumerate(found):
        if line.startswith("TRANSLATORS:"):
            return " ".join(found[k:])
    return None


def collect():
    """Every message: {(context, msgid): entry}, in first-seen order."""
    messages = {}
    for path in sorted(SOURCES.rglob("*.swift")):
        text = path.read_text(encoding="utf-8")
        lines = text.split("\n")
        relative = path.relative_to(ROOT).as_posix()
        for match in CALL.finditer(text):
            # Skip declarations (`func localized(`) and calls on a value (`message.localized(`).
            before = text[max(0, match.start() - 5):match.start()]
            if before.endswith("func ") or before.endswith("."):
                continue
            line_number = text.count("\n", 0, match.start()) + 1
            if lines[line_number - 1].lstrip().startswith("//"):
                continue  # an example in a comment
            where = f"{relative}:{line_number}"
            i = skip_space(text, match.end())
            if text[i] != '"':
                continue  # a forwarding call with a variable, checked by the compiler's StaticString
            msgid, i = read_literal(text, i, where)
            plural = None
            if match.group(1) == "localizedPlural":
                i = skip_space(text, i)
                if text[i] != ",":
                    raise SourceError(f"{where}: localizedPlural needs two literals")
                plural, i = read_literal(text, skip_space(text, i + 1), where)
            context = None
            arguments = call_arguments(text, text.index("(", match.start()), where)
            context_match = re.search(r'\bcontext:\s*"', arguments)
            if context_match:
                context, _ = read_literal(arguments, context_match.end() - 1, where)
            key = (context, msgid)
            entry = messages.setdefault(
                key, {"plural": plural, "places": [], "comments": []})
            if plural and entry["plural"] and plural != entry["plural"]:
                raise SourceError(f"{where}: {msgid!r} has two different plurals")
            entry["plural"] = entry["plural"] or plural
            # Files only, not lines: moving code does not make the template stale.
            if relative not in entry["places"]:
                entry["places"].append(relative)
            comment = translator_comment(lines, line_number - 1)
            if comment and comment not in entry["comments"]:
                entry["comments"].append(comment)
    return messages


def po_unquote(lines):
    """The string of a po entry's quoted lines ("…" "…"), escapes read."""
    text = "".join(line[line.index('"') + 1:line.rindex('"')] for line in lines)
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\":
            out.append({"n": "\n", "t": "\t", "r": "\r"}.get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def collect_resources(messages):
    """Adds the strings xgettext finds in RESOURCES to messages, each with its file."""
    for options, relative in RESOURCES:
        try:
            found = subprocess.run(
                ["xgettext", *options, "--omit-header", "--add-comments", "--no-wrap",
                 "--from-code=UTF-8", "-o", "-", relative],
                cwd=ROOT, capture_output=True, text=True, check=True).stdout
        except (OSError, subprocess.CalledProcessError) as error:
            raise SourceError(f"{relative}: xgettext failed ({error}); is gettext installed?")
        for block in found.strip().split("\n\n"):
            fields, comments, current = {}, [], None
            for line in block.split("\n"):
                if line.startswith("#."):
                    comments.append(line[2:].strip())
                elif line.startswith(("msgctxt ", "msgid ", "msgstr")):
                    current = line.split(" ", 1)[0]
                    fields[current] = [line]
                elif line.startswith('"') and current:
                    fields[current].append(line)
            if "msgid" not in fields:
                continue
            context = po_unquote(fields["msgctxt"]) if "msgctxt" in fields else None
            msgid = po_unquote(fields["msgid"])
            entry = messages.setdefault(
                (context, msgid), {"plural": None, "places": [], "comments": []})
            if relative not in entry["places"]:
                entry["places"].append(relative)
            comment = " ".join(comments)
            if comment and comment not in entry["comments"]:
                entry["comments"].append(comment)
    return messages


def po_string(value):
    escaped = (value.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
               .replace("\r", "\\r"))
    if "\n" in escaped.rstrip("\n") or len(escaped) > 70:
        parts = escaped.split("\n")
        pieces = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
        return '""\n' + "\n".join(f'"{p}"' for p in pieces)
    return '"' + escaped.replace("\n", "\\n") + '"'


HEADER = '''# The messages of Recipes, for translators.
# This file is generated by scripts/update-pot.py from the sources; do not edit it.
# Each language is a po/LANG.po made from it (make po).
#
#, fuzzy
msgid ""
msgstr ""
"Project-Id-Version: recipes\\n"
"Report-Msgid-Bugs-To: \\n"
"Language: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"
'''


def template(messages):
    out = [HEADER]
    for (context, msgid), entry in messages.items():
        block = []
        for comment in entry["comments"]:
            block.append(f"#. {comment}")
        block.append("#: " + " ".join(entry["places"]))
        if "{" in msgid:
            block.append("#, python-brace-format")
        if context is not None:
            block.append(f"msgctxt {po_string(context)}")
        block.append(f"msgid {po_string(msgid)}")
        if entry["plural"] is not None:
            block.append(f"msgid_plural {po_string(entry['plural'])}")
            block.append('msgstr[0] ""')
            block.append('msgstr[1] ""')
        else:
            block.append('msgstr ""')
        out.append("\n".join(block) + "\n")
    return "\n".join(out)


def main(argv):
    try:
        text = template(collect_resources(collect()))
    except SourceError as error:
        print(f"update-pot: {error}", file=sys.stderr)
        return 2
    if "--print" in argv:
        sys.stdout.write(text)
        return 0
    if "--check" in argv:
        current = TEMPLATE.read_text(encoding="utf-8") if TEMPLATE.exists() else ""
        if current != text:
            print("po/recipes.pot is stale: run scripts/update-pot.py (or make po)",
                  file=sys.stderr)
            return 1
        return 0
    TEMPLATE.parent.mkdir(exist_ok=True)
    TEMPLATE.write_text(text, encoding="utf-8")
    print(f"po/recipes.pot: {text.count(chr(10) + 'msgid ') } messages")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
