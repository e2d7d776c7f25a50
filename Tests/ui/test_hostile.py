"""Hostile input: menu data and command-line values built to inject or to flood. Each is refused
with a clear message, the rest keeps working, and nothing is launched (checked with the fake
URI handlers of the settings tests)."""
import json
import os
import shutil
import tempfile

import pytest

from harness import wait_for
from test_destinations import error_labels
from test_settings import SECTIONS, open_preferences, recorded

# Linux caps one argument or environment string at 128 KiB (MAX_ARG_STRLEN), so this is the
# longest value a command line can hand over; a 1 MiB one never reaches a program (E2BIG).
LONGEST_ARGUMENT = 128 * 1024 - 1


def test_hostile_menu_entries_are_refused_nothing_launched_and_the_rest_works(launch, handlers, datadir):
    env, records = handlers
    witness = os.path.join(datadir, "pwned")
    hostile = [
        ({"kind": "link", "url": "javascript:alert(document.cookie)"}, "url", "scheme 'javascript' is not allowed (only https, http and mailto)"),
        ({"kind": "link", "url": "file:///etc/passwd"}, "url", "scheme 'file' is not allowed (only https, http and mailto)"),
        ({"kind": "link", "url": f"https://x/$(touch {witness})"}, "url", "contains a space (percent-encode it as %20)"),
        ({"kind": "link", "url": f"https://x/`touch${{IFS}}{witness}`"}, "url", "contains '`', which a URL must percent-encode (%60)"),
        ({"kind": "link", "url": f"https://x/;touch {witness}"}, "url", "contains a space (percent-encode it as %20)"),
        ({"kind": "link", "url": f"https://x/a|touch${{IFS}}{witness}"}, "url", "contains '|', which a URL must percent-encode (%7C)"),
        ({"kind": "link", "url": "https://x/\nhttps://evil.example/"}, "url", "contains a line break"),
        ({"kind": "link", "url": "https://x/\u0000.evil.example"}, "url", "contains a NUL character"),
        ({"kind": "email", "address": "a@b.org\nBcc: victim@example.org"}, "address", "contains a line break"),
        ({"kind": "email", "address": "a@b.org", "subject": "hi\r\nBcc: victim@example.org"}, "subject", "contains a line break"),
        ({"kind": "link", "url": "https://x/" + "a" * (1 << 20)}, "url", "longer than 2048 characters"),
        ({"kind": "modal", "detail": "help", "title": "t" * (1 << 20)}, "title", "longer than 2048 characters"),
    ]
    path = os.path.join(datadir, "data", "menu.json")
    with open(path, encoding="utf-8") as handle:
        menu = json.load(handle)
    entries = [{"title": "Evil", "icon": "web-browser-symbolic", **fields} for fields, _, _ in hostile]
    menu["sections"][1]["items"] = entries + menu["sections"][1]["items"]  # ahead of the real entries
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(menu, handle)
    app = launch(env={"FOLDOUT_DATADIR": datadir, **env})
    open_preferences(app)
    assert [child.name for child in app.find("list box", "Reach out")] == SECTIONS["Reach out"], "the valid entries load"
    errors = app.stderr()
    for index, (_, field, reason) in enumerate(hostile):
        expected = f"{path}: at sections[1].items[{index}].{field}: {reason}; the entry is left out"
        assert expected in errors, f"no message for entry {index}: {expected}"
    assert max(len(line) for line in errors.splitlines()) < 400, "no message repeats a huge value"
    # The valid rows still reach the (fake) browser, and only they do.
    app.click(app.find("link", "Website"))
    wait_for(lambda: recorded(records["https"]) == ["https://foldout.example.org/"], "Website reaches the fake browser")
    assert recorded(records["mailto"]) == []
    assert not os.path.exists(witness), "a shell ran an injected command"


def test_raw_nul_byte_in_the_menu_file_names_the_place_and_the_app_works(launch, handlers, datadir):
    env, records = handlers
    path = os.path.join(datadir, "data", "menu.json")
    with open(path, "rb") as handle:
        data = handle.read()
    with open(path, "wb") as handle:
        handle.write(data.replace(b"Reach out", b"Reach\x00out", 1))
    app = launch(env={"FOLDOUT_DATADIR": datadir, **env})
    open_preferences(app)
    note = app.find("label", None, showing=True, root=app.find("notification", showing=True))
    assert note.name.startswith(f"{path}: line 13, column "), note.name
    assert "U+0000" in note.name, note.name
    assert note.name in app.stderr()
    assert recorded(records["https"]) == [] and recorded(records["mailto"]) == []


def start_on_destinations(launch, value, env=None):
    return launch(args=["--destinations", value], env={"FOLDOUT_PAGE": "destinations", **(env or {})})


def problem_shown(app, file_label, problem):
    wait_for(lambda: error_labels(app) and error_labels(app)[0] == f"File: {file_label}"
             and error_labels(app)[-1] == f"Problem: {problem}",
             f"the page shows File: {file_label[:60]}… Problem: {problem}")


@pytest.mark.parametrize("kind", ["dev-zero", "fifo", "directory"])
def test_destinations_option_pointing_at_no_regular_file_gives_a_message_and_never_hangs(launch, kind):
    folder = tempfile.mkdtemp(prefix="foldout-hostile-")
    target = {"dev-zero": "/dev/zero", "fifo": os.path.join(folder, "pipe.json"), "directory": folder}[kind]
    what = {"dev-zero": "a device", "fifo": "a FIFO (named pipe)", "directory": "a directory"}[kind]
    if kind == "fifo":
        os.mkfifo(target)
    app = start_on_destinations(launch, target)
    problem_shown(app, target, f"cannot read it: it is {what}, not a regular file")
    assert f"cannot load destinations: {target}: cannot read it: it is {what}, not a regular file" in app.stderr()
    shutil.rmtree(folder, ignore_errors=True)


def test_destinations_option_with_a_newline_in_the_path_is_shown_escaped(launch):
    folder = tempfile.mkdtemp(prefix="foldout-hostile-")
    target = os.path.join(folder, "a.json\nfoldout: all good")
    app = start_on_destinations(launch, target)
    shown = target.replace("\n", "\\n")
    problem_shown(app, shown, "cannot open it: No such file or directory")
    lines = app.stderr().splitlines()
    message = f"cannot load destinations: {shown}: cannot open it: No such file or directory"
    assert [line for line in lines if "Foldout-WARNING" in line and line.endswith(": " + message)], lines
    assert "foldout: all good" not in lines, "the path forged a line of its own"
    shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.parametrize("content", ["path", "json"])
def test_longest_possible_destinations_argument_is_refused_shortly(launch, content):
    if content == "path":
        value = "/" + "d" * (LONGEST_ARGUMENT - 1)
    else:  # a JSON document passed where a path belongs
        value = json.dumps({"destinations": [{"name": "x" * (LONGEST_ARGUMENT - 100)}]})[:LONGEST_ARGUMENT]
    app = start_on_destinations(launch, value)
    shown = f"{value[:100]}…{value[-100:]} (a path of {len(value)} characters)"
    problem_shown(app, shown, "cannot open it: File name too long")
    assert max(len(line) for line in app.stderr().splitlines()) < 400


def test_one_mebibyte_json_string_file_is_refused_with_its_reason(launch):
    handle, path = tempfile.mkstemp(prefix="foldout-hostile-", suffix=".json")
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        json.dump("s" * (1 << 20), out)
    app = start_on_destinations(launch, path)
    problem_shown(app, path, "expected a JSON object at the top level")
    os.unlink(path)


def test_screenshot_of_a_shortened_path(launch):
    app = start_on_destinations(launch, "/" + "d" * 5000 + "/destinations.json\nforged")
    wait_for(lambda: error_labels(app), "the error shows")
    app.screenshot("destinations-hostile-path")
