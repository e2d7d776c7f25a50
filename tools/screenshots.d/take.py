"""The screenshots of the README and docs/, taken from the running release build (see
tools/screenshots).

Each shot starts the app afresh (a throw-away state folder), brings it to the state the README
or the user manual (docs/using.md) describes through real keys, waits for that state in the
accessibility tree, and saves the window. Usage: take.py [NAME ...] (default: every shot)."""
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests", "ui"))
from harness import FoldoutApp, wait_for  # noqa: E402

SHOTS = os.path.join(ROOT, "data", "screenshots")
EXAMPLE_SHOTS = os.path.join(ROOT, "Examples", "screenshots")
THEMES = {"light": {"GTK_THEME": "Adwaita"}, "dark": {"GTK_THEME": "Adwaita:dark"}}


def save(app, path, title=None):
    """Saves the main window, or the visible window titled `title` (a dialog above it)."""
    time.sleep(0.6)  # animations settle, the last frame reaches the X server
    target = app.window_id
    if title:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^%s$" % title],
                               capture_output=True, text=True, timeout=10).stdout.split()
        target = found[-1] if found else "root"
    subprocess.run(["import", "-window", target, path], check=True, timeout=20)
    print("tools/screenshots:", os.path.relpath(path, ROOT))


def started(env=None, executable=None, size=(640, 520)):
    app = FoldoutApp(env=env, executable=executable, state_home=tempfile.mkdtemp(prefix="foldout-shot-")).start()
    app.resize(*size)
    wait_for(lambda: abs(app.window.queryComponent().getExtents(0).width - size[0]) <= 30, "the window's size")
    return app


def finish(app):
    try:
        app.stop()
    finally:
        app.kill()
        shutil.rmtree(app.state_home, ignore_errors=True)


def showing(app, node):
    return "showing" in app.states(node)


def months(theme, narrow=False):
    app = started(THEMES[theme], size=(360, 520) if narrow else (640, 520))
    march = app.find("list item", "March")
    app.click(march)
    wait_for(lambda: showing(app, app.find("push button", "Share", root=march)), "March's bar")
    save(app, os.path.join(SHOTS, "months-%s%s.png" % (theme, "-narrow" if narrow else "")))
    finish(app)


def destinations(theme):
    app = started(THEMES[theme])
    app.key("alt+2")
    for name in ("London", "Paris"):
        app.click(app.find("tree item", name, showing=True))
    wait_for(lambda: app.find_all("tree item", "MAN → CDG", showing=True), "Paris's flights")
    save(app, os.path.join(SHOTS, "destinations-%s.png" % theme))
    finish(app)


def selector(theme):
    app = started(THEMES[theme])
    app.key("alt+3")
    field = app.find("combo box", "Sport")
    wait_for(lambda: showing(app, field), "the Sport field")
    app.click(field)
    wait_for(lambda: "expanded" in app.states(field), "the Sport drawer opens")
    time.sleep(1.0)  # the spring comes to rest
    save(app, os.path.join(SHOTS, "selector-%s.png" % theme))
    finish(app)


def settings(theme):
    app = started(THEMES[theme])
    before = set(w for w in app.accessible)
    app.key("ctrl+comma")
    wait_for(lambda: any(w.name != "Foldout" and showing(app, w) for w in app.accessible if w not in before),
             "the Preferences window")
    save(app, os.path.join(SHOTS, "settings-%s.png" % theme), title="Preferences")
    finish(app)


def help_dialog():
    app = started(THEMES["light"])
    app.key("F1")
    help_window = wait_for(lambda: next((w for w in app.accessible if w.getRoleName() == "dialog" and showing(app, w)), None),
                           "the help")
    save(app, os.path.join(SHOTS, "help-dialog.png"), title=help_window.name)
    finish(app)


def translated(language, page, name):
    env = {"LANG": language + ".UTF-8", "LC_ALL": language + ".UTF-8", "LANGUAGE": language.split("_")[0]}
    app = started(env)
    if page == 2:
        app.key("alt+2", "Down", "Right", "Down", "Down", "Down", "Right")
    else:
        app.key("Down", "Down", "Return")
    wait_for(lambda: app.find_all("push button", showing=True) or app.find_all("tree item", showing=True), "the page")
    save(app, os.path.join(SHOTS, name))
    finish(app)


def mailbox(theme):
    binary = os.environ.get("MAILBOX_BIN")
    if not binary or not os.path.exists(binary):
        print("tools/screenshots: no MAILBOX_BIN: the example's shots are left as they are")
        return
    app = started(THEMES[theme], executable=binary, size=(900, 560))
    first = wait_for(lambda: app.find_all("list item", showing=True, root=app.find("list box", "Messages")), "messages")
    app.click(first[0])
    time.sleep(0.5)
    save(app, os.path.join(EXAMPLE_SHOTS, "mailbox%s.png" % ("" if theme == "light" else "-dark")))
    finish(app)


ALL = {
    "months-light": lambda: months("light"), "months-dark": lambda: months("dark"),
    "months-light-narrow": lambda: months("light", True), "months-dark-narrow": lambda: months("dark", True),
    "destinations-light": lambda: destinations("light"), "destinations-dark": lambda: destinations("dark"),
    "selector-light": lambda: selector("light"), "selector-dark": lambda: selector("dark"),
    "settings-light": lambda: settings("light"), "settings-dark": lambda: settings("dark"),
    "help-dialog": help_dialog,
    "i18n-ru-destinations": lambda: translated("ru_RU", 2, "i18n-ru-destinations.png"),
    "i18n-he-months": lambda: translated("he_IL", 1, "i18n-he-months.png"),
    "mailbox": lambda: mailbox("light"), "mailbox-dark": lambda: mailbox("dark"),
}

if __name__ == "__main__":
    wanted = sys.argv[1:] or list(ALL)
    unknown = [name for name in wanted if name not in ALL]
    if unknown:
        sys.exit("tools/screenshots: no shot named %s (there are: %s)" % (", ".join(unknown), ", ".join(ALL)))
    for name in wanted:
        ALL[name]()
