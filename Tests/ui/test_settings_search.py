"""Searching the preferences (Ctrl+F, or the header bar's search button), driven with real keys
and checked through the accessibility tree: a keyword finds its row, results stay under their
group's title, Down goes to them, Enter opens the first, Escape gives the whole menu back; the
number of results is shown and heard (Orca); the bar in Hebrew is mirrored."""
import subprocess

from harness import adopt_new_window, wait_for, x_windows
from test_orca import assert_heard
from test_settings import SECTIONS, open_preferences
from translations import Translator, locale_env

SCHEMA = "io.github.foldout.Foldout"


def type_text(app, text):
    """Types `text` as a person would (xdotool maps characters such as "è" to keys)."""
    app.focus_window()
    subprocess.run(["xdotool", "type", "--delay", "80", text], check=True, timeout=20)


def search_field(app):
    return app.find("text", "Search settings", showing=True)


def shown_rows(app, t=lambda text: text):
    """{group title: [its rows showing]} for the groups showing (titles as `t` translates them)."""
    shown = {}
    for section in map(t, SECTIONS):
        groups = app.find_all("list box", section, showing=True)
        if groups:
            shown[section] = [row.name for row in groups[0] if "showing" in app.states(row)]
    return shown


def status(app):
    """The line telling the number of results, if shown."""
    notes = [node for node in app.find_all("notification", showing=True) if node.name]
    return notes[0].name if notes else None


def test_a_keyword_finds_its_row_under_its_group(app):
    open_preferences(app)
    wait_for(lambda: app.focused() is not None and app.focused().name == "Style", "the first row has the focus")
    app.key("ctrl+f")
    field = search_field(app)
    wait_for(lambda: "focused" in app.states(field), "Ctrl+F puts the focus in the search field")
    # "theme" is none of the titles: Style declares it as a keyword.
    type_text(app, "theme")
    wait_for(lambda: shown_rows(app) == {"Settings": ["Style"]}, "only Style shows, under Settings")
    wait_for(lambda: status(app) == "1 result", "the count is shown")
    app.screenshot("settings-search-light")
    # Down goes into the results; Escape ends the search, the whole menu comes back.
    app.key("Down")
    wait_for(lambda: app.focused().name == "Style", "Down moves into the results")
    app.key("Escape")
    wait_for(lambda: shown_rows(app) == SECTIONS, "Escape shows the whole menu again")
    # The bar slides up (its revealer): it is gone once the slide ends.
    wait_for(lambda: app.find_all("text", "Search settings", showing=True) == [], "the search bar goes")
    wait_for(lambda: app.focused().name == "Style", "the focus comes back to the row")
    assert status(app) is None
    # A second Escape closes the window, as before.
    app.key("Escape")
    wait_for(lambda: app.find_all("frame", "Preferences", showing=True) == [], "Escape closes the preferences")


def test_case_accents_and_several_groups(app):
    open_preferences(app)
    app.key("ctrl+f")
    search_field(app)
    type_text(app, "WEB")
    wait_for(lambda: shown_rows(app) == {"Reach out": ["Website"]}, "WEB finds Website")
    # Accents and case do not count: "Thème" finds the keyword "theme".
    app.key("ctrl+a", "BackSpace")
    type_text(app, "Thème")
    wait_for(lambda: shown_rows(app) == {"Settings": ["Style"]}, "Thème finds Style")
    # One letter: rows of every group, each under its own title (Style by "appearance", Email
    # by its address, Source code by "program").
    app.key("ctrl+a", "BackSpace")
    type_text(app, "p")
    wait_for(lambda: shown_rows(app) == {"Settings": ["Style"], "Reach out": ["Email", "Website", "Source code"],
                                          "Help": ["Help", "Privacy policy"]}, "p finds rows of all three groups")
    wait_for(lambda: status(app) == "6 results", "6 results")
    # Up from the first result goes back to the field; Down, Down walks the results across groups.
    app.key("Down", "Down", "Down")
    wait_for(lambda: app.focused().name == "Website", "Down crosses into the next group's results")
    app.key("Up", "Up", "Up")
    wait_for(lambda: "focused" in app.states(search_field(app)), "Up past the first result reaches the field")


def test_enter_opens_the_first_result(app):
    open_preferences(app)
    assert app.gsettings("get", SCHEMA, "animations") == "true"
    app.key("ctrl+f")
    search_field(app)
    type_text(app, "motion")
    wait_for(lambda: shown_rows(app) == {"Settings": ["Animations"]}, "motion finds Animations")
    app.key("Return")
    wait_for(lambda: app.gsettings("get", SCHEMA, "animations") == "false", "Enter toggles the first result's switch")
    wait_for(lambda: app.focused().name == "Animations", "the result opened has the focus")


def test_no_results_and_the_header_button(app):
    open_preferences(app)
    button = app.find("toggle button", "Search", showing=True)
    assert "checked" not in app.states(button)
    app.click(button)
    field = search_field(app)
    wait_for(lambda: "focused" in app.states(field), "the search button opens the bar, the field has the focus")
    wait_for(lambda: "checked" in app.states(button), "the button stays pressed in")
    type_text(app, "zzz")
    wait_for(lambda: shown_rows(app) == {}, "no group shows")
    wait_for(lambda: status(app) == "No results", "No results is said")
    app.screenshot("settings-search-no-results")
    app.click(button)
    wait_for(lambda: shown_rows(app) == SECTIONS, "the button closes the search")
    assert "checked" not in app.states(button)
    # Opened again, the field is empty.
    app.key("ctrl+f")
    wait_for(lambda: search_field(app).queryText().getText(0, -1) == "", "the field was cleared")
    app.assert_healthy()


def test_dark_look(app):
    app.gsettings("set", SCHEMA, "color-scheme", "dark")
    open_preferences(app)
    app.key("ctrl+f")
    search_field(app)
    type_text(app, "a")
    wait_for(lambda: status(app) is not None, "results are counted")
    app.screenshot("settings-search-dark")


def test_hebrew_is_mirrored_and_translated(launch):
    t = Translator("he")
    app = launch(env=locale_env("he"))
    before = x_windows(app)
    app.key("ctrl+comma")
    app.find("frame", t("Preferences"), showing=True)
    adopt_new_window(app, before)
    app.key("ctrl+f")
    field = app.find("text", t("Search settings"), showing=True)
    wait_for(lambda: "focused" in app.states(field), "Ctrl+F puts the focus in the search field")
    # The Hebrew keyword of Style ("dark").
    type_text(app, t("dark"))
    wait_for(lambda: shown_rows(app, t) == {t("Settings"): [t("Style")]}, "the Hebrew keyword finds Style")
    one = t.forms("{count} result")[0].replace("{count}", "1")
    wait_for(lambda: status(app) == one, f"the count is shown in Hebrew ({one})")
    # Mirrored: the field's start (its magnifier) is at the right of the window.
    app.screenshot("settings-search-he")


def test_orca_hears_the_number_of_results(launch, orca):
    app, _ = orca.launch(launch, expect="January")
    orca.press("ctrl+comma", expect="Style")
    orca.press("ctrl+f", expect="Search settings")
    # "w": Style (its "Follow the system") and Website; "we": Website; "wez": nothing.
    heard = orca.press("w", expect="2 results")
    heard = orca.press("e", expect="1 result")
    assert_heard(heard, "1 result")
    heard = orca.press("z", expect="No results")
    assert_heard(heard, "No results")
    app.assert_healthy()


def test_orca_hears_the_search_end_once_on_the_row_that_keeps_the_focus(launch, orca):
    # "web" finds Website; Down goes to it; Escape ends the search and the focus stays on that
    # row (no focus event): Orca says the search closed, once, and the row's words stay its own
    # after (Up and Down again say no "Search closed").
    app, _ = orca.launch(launch, expect="January")
    orca.press("ctrl+comma", expect="Style")
    orca.press("ctrl+f", expect="Search settings")
    orca.press("w", "e", "b", expect="1 result")
    orca.press("Down", expect="Website")
    heard = orca.press("Escape", expect="Search closed")
    print(heard.utterances)
    assert heard.text.count("Search closed") == 1, heard.utterances
    assert "Website" not in heard.text, heard.utterances
    orca.press("Up", expect=lambda h: h.utterances)
    heard = orca.press("Down", expect="Website")
    assert "Search closed" not in heard.text, heard.utterances
    app.assert_healthy()
