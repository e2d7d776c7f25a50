"""The settings menu (preferences window, Ctrl+comma) and the help (F1), driven as a person would."""
import json
import os
import shutil
import subprocess
import tempfile

from harness import adopt_new_window, wait_for, x_windows
from translations import LOCALES, Translator, locale_env

SECTIONS = {"Settings": ["Style", "Animations"],
            "Reach out": ["Email", "Website", "Source code"],
            "Help": ["Help", "Privacy policy"]}


def open_preferences(app, how="keys"):
    before = x_windows(app)
    if how == "keys":
        app.key("ctrl+comma")
    else:
        app.click(app.find("push button", "Main Menu"))
        app.click(app.find("push button", "Preferences", showing=True))
    prefs = app.find("frame", "Preferences", showing=True)
    adopt_new_window(app, before)
    return prefs


def checked(app, node):
    return "checked" in app.states(node)


def recorded(path):
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()


def test_grouped_sections_rows_roles_and_names(app):
    open_preferences(app, how="menu")
    for section, titles in SECTIONS.items():
        group = app.find("list box", section)
        names = [child.name for child in group]
        assert names == titles, (section, names)
    app.find("combo box", "Style")
    app.find("toggle button", "Animations")
    for name in ("Website", "Source code", "Privacy policy", "Email"):
        app.find("link", name)
    app.find("push button", "Help", root=app.find("list box", "Help"))
    app.screenshot("settings-light")


def test_up_down_cross_sections_and_tab_reaches_switch(app):
    open_preferences(app)
    wait_for(lambda: app.focused() is not None and app.focused().name == "Style", "the first row has the focus")
    order = ["Animations", "Email", "Website", "Source code", "Help", "Privacy policy"]
    for name in order:
        app.key("Down")
        wait_for(lambda: app.focused().name == name, f"Down reaches {name}")
    for name in reversed(["Style"] + order[:-1]):
        app.key("Up")
        wait_for(lambda: app.focused().name == name, f"Up reaches {name}")
    # The row's combo box tells screen readers the chosen style (the row does not repeat it as
    # its description); Tab reaches the box (GTK 3 does not expose the combo's focus on AT-SPI:
    # Alt+Down opening its list proves it has the focus).
    assert app.focused().description == ""
    assert app.find_all("combo box", "Style", showing=True)
    app.key("Tab", "alt+Down")
    wait_for(lambda: app.find_all("menu item", "Dark", showing=True), "Tab reaches the Style choice, Alt+Down opens it")
    app.key("Escape")


# Choosing the style (dark, light, following the system) and the Animations switch, both kept
# in GSettings, are proven in test_gsettings.py.


def test_website_reaches_the_browser(launch, handlers):
    env, records = handlers
    app = launch(env=env)
    open_preferences(app)
    app.click(app.find("link", "Website"))
    wait_for(lambda: recorded(records["https"]) == ["https://foldout.example.org/"], "the browser gets the Website URI")
    app.find("link", "Source code").queryComponent().grabFocus()
    app.key("Return")
    wait_for(lambda: recorded(records["https"])[-1:] == ["https://github.com/foldout/foldout"], "Enter opens Source code")


def test_email_reaches_the_mail_composer_with_encoded_subject(launch, handlers):
    env, records = handlers
    app = launch(env=env)
    open_preferences(app)
    app.click(app.find("link", "Email"))
    wait_for(lambda: recorded(records["mailto"]) == ["mailto:feedback@foldout.example.org?subject=Foldout%202.0.0%20feedback"],
             "the mail composer gets the mailto URI")


def test_no_browser_shows_a_message(launch):
    empty = tempfile.mkdtemp(prefix="foldout-nohandlers-")
    app = launch(env={"XDG_DATA_HOME": empty, "XDG_CONFIG_HOME": empty, "XDG_DATA_DIRS": "/usr/share"})
    open_preferences(app)
    app.click(app.find("link", "Privacy policy"))
    note = app.find("label", None, showing=True, root=app.find("notification", showing=True))
    assert note.name.startswith("Could not open “Privacy policy”: no application is set up for https: links"), note.name
    app.assert_healthy()
    app.screenshot("settings-no-browser")
    shutil.rmtree(empty, ignore_errors=True)


def test_no_browser_says_which_link_and_why_in_the_persons_language(launch):
    """The same failure in German: the link's title and the reason, both translated (the kit's
    words, not GIO's bare "Operation not supported")."""
    assert "de_de.utf8" in subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower(), \
        f"tools/deps test generates {LOCALES['de']}; run the tests through tools/test"
    t = Translator("de")
    empty = tempfile.mkdtemp(prefix="foldout-nohandlers-")
    app = launch(env=dict(locale_env("de"), XDG_DATA_HOME=empty, XDG_CONFIG_HOME=empty, XDG_DATA_DIRS="/usr/share"))
    app.key("ctrl+comma")
    app.find("frame", t("Preferences"), showing=True)
    app.click(app.find("link", t("Privacy policy")))
    note = app.find("label", None, showing=True, root=app.find("notification", showing=True))
    assert note.name == "„Datenschutzerklärung“ konnte nicht geöffnet werden: für https:-Links ist keine Anwendung eingerichtet", note.name
    app.assert_healthy()
    shutil.rmtree(empty, ignore_errors=True)


def test_help_row_opens_a_modal_dialog_escape_closes(app):
    open_preferences(app)
    before = x_windows(app)
    app.click(app.find("push button", "Help", root=app.find("list box", "Help")))
    dialog = app.find("dialog", "Help", showing=True)
    assert "modal" in app.states(dialog)
    app.find("heading", "Months", root=dialog)
    adopt_new_window(app, before)
    app.screenshot("help-dialog", whole_screen=True)
    app.key("Escape")
    wait_for(lambda: app.find_all("dialog", "Help") == [], "Escape closes the help")
    app.find("frame", "Preferences", showing=True)


def test_f1_opens_help_and_close_button_closes(app):
    main = app.window_id
    before = x_windows(app)
    app.key("F1")
    dialog = app.find("dialog", "Help", showing=True)
    assert "modal" in app.states(dialog)
    adopt_new_window(app, before)
    app.click(app.find("push button", "Close", root=dialog))
    wait_for(lambda: app.find_all("dialog", "Help") == [], "Close closes the help")
    app.window_id = main
    app.key("F1")
    app.find("dialog", "Help", showing=True)


def test_dark_theme_screenshot(launch):
    app = launch(env={"GTK_THEME": "Adwaita:dark"})
    open_preferences(app)
    app.screenshot("settings-dark")


def test_hostile_menu_entries_are_refused_and_the_rest_loads(launch):
    root = tempfile.mkdtemp(prefix="foldout-datadir-")
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    shutil.copytree(os.path.join(repo, "data"), os.path.join(root, "data"))
    path = os.path.join(root, "data", "menu.json")
    with open(path, encoding="utf-8") as handle:
        menu = json.load(handle)
    menu["sections"][1]["items"].insert(0, {"kind": "link", "title": "Evil", "icon": "web-browser-symbolic", "url": "javascript:alert(1)"})
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(menu, handle)
    app = launch(env={"FOLDOUT_DATADIR": root})
    open_preferences(app)
    assert [child.name for child in app.find("list box", "Reach out")] == SECTIONS["Reach out"]
    note = app.find("label", None, showing=True, root=app.find("notification", showing=True))
    expected = f"{path}: at sections[1].items[0].url: scheme 'javascript' is not allowed (only https, http and mailto); the entry is left out"
    assert note.name == expected, note.name
    assert expected in app.stderr()
    shutil.rmtree(root, ignore_errors=True)
