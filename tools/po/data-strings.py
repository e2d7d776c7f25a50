#!/usr/bin/env python3
"""Writes a PO template of the texts of Foldout's shipped data files (data/*.json) to stdout.

Which texts a person sees depends on the file's format:
  menu.json         section titles, item titles, choices' titles, items' search keywords
  sports.json, …    (selector files: name, placeholder, options, the options `for` each choice)
  destinations.json destination names (msgctxt "city"), airport names (msgctxt "airport")
Icons, settings keys, URLs, addresses, codes and prices are not texts. The app translates the
same strings at display time (Localization.text), with the same contexts.
Usage: data-strings.py FILE...
"""
import json
import os
import sys


def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def strings(path):
    """(context, text, comment) for each visible text of a data file, in file order."""
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    name = os.path.basename(path)
    if isinstance(data, dict) and "sections" in data:
        for section in data["sections"]:
            yield None, section["title"], "Preferences: a group's heading"
            for item in section.get("items", []):
                yield None, item["title"], f"Preferences: a row ({item.get('kind', '?')})"
                for choice in item.get("choices", []):
                    yield None, choice["title"], f"Preferences: a value of “{item['title']}”"
                for keyword in item.get("keywords", []):
                    yield None, keyword, (f"Preferences: a word the search finds “{item['title']}” by (lower case; "
                                          "a word people of your language would type)")
    elif isinstance(data, dict) and "options" in data:
        label = data["name"]
        yield None, data["name"], f"Selector: the field's name for screen readers ({name})"
        yield None, data["placeholder"], f"Selector: the field's text before a choice ({name})"
        for option in data["options"]:
            yield None, option, f"Selector: an option of “{label}” ({name})"
        for choice, options in data.get("for", {}).items():
            for option in options:
                yield None, option, f"Selector: an option of “{label}” ({name})"
    elif isinstance(data, dict) and "destinations" in data:
        for destination in data["destinations"]:
            yield "city", destination["name"], "Destinations: a city (use its usual name in your language)"
        for code, airport in data.get("airports", {}).items():
            yield "airport", airport, f"Destinations: the airport {code}'s name (tooltip, screen readers)"
    else:
        sys.exit(f"{path}: not a known data file (menu, selector or destinations)")


def main(paths):
    seen = {}
    order = []
    for path in paths:
        for context, text, comment in strings(path):
            key = (context, text)
            if key not in seen:
                seen[key] = ([], [])
                order.append(key)
            comments, places = seen[key]
            if comment not in comments:
                comments.append(comment)
            if path not in places:
                places.append(path)
    out = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for context, text in order:
        comments, places = seen[(context, text)]
        out += [f"#. {c}" for c in comments]
        out.append("#: " + " ".join(places))
        if context:
            out.append("msgctxt " + quote(context))
        out += ["msgid " + quote(text), 'msgstr ""', ""]
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1:])
