"""The Selector page's Position selector follows the chosen sport (and its data file), driven
as a person would: its options change, the choice stays while the new sport has it, and an open
drawer keeps the focus on its option."""
import json
import os

from harness import ROOT, save_like_an_editor, wait_for
from test_selector import SPORTS, expanded, open_page, option, options_list, shown_options, state_file, still, value

with open(os.path.join(ROOT, "data", "positions.json"), encoding="utf-8") as handle:
    POSITIONS = json.load(handle)
ANY_SPORT = POSITIONS["options"]
FOR = POSITIONS["for"]


def all_options(app, name="Position"):
    """Every option of the selector, shown or not (the drawer may be closed)."""
    return [node.name for node in app.find_all("list item", root=options_list(app, name))]


def choose_sport(app, sport):
    field = app.find("combo box", "Sport")
    app.click(field)
    wait_for(lambda: shown_options(app) == SPORTS, "the Sport drawer opens")
    still(option(app, sport), "the drawer comes to rest")
    app.click(option(app, sport))
    wait_for(lambda: value(app, field) == sport and not expanded(app, field), f"{sport} is chosen")
    # The drawer springs shut: the field below comes to rest before it is clicked.
    still(app.find("combo box", "Position"), "the Position field comes to rest")


def chosen(app):
    return state_file(app).get("selector", {}).get("chosen", {})


def test_the_positions_follow_the_sport(app):
    open_page(app)
    position = app.find("combo box", "Position")
    assert all_options(app) == ANY_SPORT, "before a sport is chosen, every position the file lists"
    choose_sport(app, "Soccer")
    wait_for(lambda: all_options(app) == FOR["Soccer"], "Soccer's positions")
    app.click(position)
    wait_for(lambda: shown_options(app, "Position") == FOR["Soccer"], "the Position drawer shows Soccer's positions")
    still(option(app, "Forward", "Position"), "the drawer comes to rest")
    app.click(option(app, "Forward", "Position"))
    wait_for(lambda: value(app, position) == "Forward" and not expanded(app, position), "Forward is chosen")
    wait_for(lambda: chosen(app) == {"sport": "Soccer", "position": "Forward"}, "the state file keeps both")

    # Basketball has forwards too: the choice stays.
    choose_sport(app, "Basketball")
    wait_for(lambda: all_options(app) == FOR["Basketball"], "Basketball's positions")
    assert "Goalkeeper" not in all_options(app)
    assert value(app, position) == "Forward"
    assert "selected" in app.states(option(app, "Forward", "Position"))
    wait_for(lambda: chosen(app) == {"sport": "Basketball", "position": "Forward"}, "the state file keeps Forward")
    app.click(position)
    wait_for(lambda: shown_options(app, "Position") == FOR["Basketball"], "the drawer shows Basketball's positions")
    wait_for(lambda: app.focused().name == "Forward", "the drawer opens at the chosen Forward")
    app.key("Escape")
    wait_for(lambda: not expanded(app, position), "Escape closes the drawer")

    # Hockey has none: the field shows its placeholder and the state file forgets Forward.
    choose_sport(app, "Hockey")
    wait_for(lambda: all_options(app) == FOR["Hockey"], "Hockey's positions")
    wait_for(lambda: value(app, position) == "Select a Position", "the Position field shows its placeholder")
    assert not [n for n in app.find_all("list item", root=options_list(app, "Position")) if "selected" in app.states(n)]
    wait_for(lambda: chosen(app) == {"sport": "Hockey"}, "the state file forgets the position")

    # By keys: Tab to Position, open it, choose Winger (a hockey position).
    app.key("Tab")
    wait_for(lambda: app.focused().name == "Position", "Tab reaches the Position field")
    app.key("Return")
    wait_for(lambda: app.focused().name == FOR["Hockey"][0], "the first hockey position has the focus")
    app.key("w", "Return")
    wait_for(lambda: value(app, position) == "Winger", "w, Enter chooses Winger")
    app.screenshot("selector-follows-hockey")


def test_a_restart_offers_the_chosen_sports_positions(launch):
    app = launch()
    open_page(app)
    choose_sport(app, "Baseball")
    position = app.find("combo box", "Position")
    app.click(position)
    wait_for(lambda: shown_options(app, "Position") == FOR["Baseball"], "Baseball's positions")
    still(option(app, "Pitcher", "Position"), "the drawer comes to rest")
    app.click(option(app, "Pitcher", "Position"))
    wait_for(lambda: value(app, position) == "Pitcher", "Pitcher is chosen")
    assert app.stop() == 0
    again = launch()
    open_page(again)
    position = again.find("combo box", "Position")
    assert value(again, position) == "Pitcher"
    assert all_options(again) == FOR["Baseball"]


def test_an_open_drawer_keeps_its_focus_when_the_positions_file_changes(launch, datadir):
    path = os.path.join(datadir, "data", "positions.json")

    def write(baseball):
        """Writes the positions file with Baseball's positions changed, as an editor saves it."""
        edited = json.loads(json.dumps(POSITIONS))
        edited["for"]["Baseball"] = baseball
        save_like_an_editor(path, edited, ensure_ascii=False, indent=2)

    app = launch(env={"FOLDOUT_DATADIR": datadir})
    open_page(app)
    choose_sport(app, "Baseball")
    position = app.find("combo box", "Position")
    app.key("Tab", "Return")
    wait_for(lambda: expanded(app, position), "Enter opens the Position drawer")
    wait_for(lambda: app.focused().name == "Pitcher", "the first position has the focus")
    app.key("Down", "Down", "Down", "Down")
    wait_for(lambda: app.focused().name == "Coach", "Down moves to Coach")

    # Infielder gives way to two positions before Coach: the focus stays on Coach.
    write(["Pitcher", "Catcher", "First Baseman", "Shortstop", "Outfielder", "Coach", "Umpire"])
    wait_for(lambda: shown_options(app, "Position") == ["Pitcher", "Catcher", "First Baseman", "Shortstop", "Outfielder", "Coach", "Umpire"],
             "the open drawer shows the new positions")
    assert expanded(app, position), "the drawer stays open"
    focused = app.focused()
    assert focused.name == "Coach" and focused.getRoleName() == "list item", (focused.name, focused.getRoleName())
    assert focused.parent.name == "Position options"
    app.key("Down")
    wait_for(lambda: app.focused().name == "Umpire", "Down moves on from Coach to Umpire")

    # The focused Umpire goes: the focus goes to the position now at its place, the last.
    write(["Pitcher", "Catcher", "Coach"])
    wait_for(lambda: shown_options(app, "Position") == ["Pitcher", "Catcher", "Coach"], "the drawer shows three positions")
    wait_for(lambda: app.focused().name == "Coach", "the focus goes to Coach, now where Umpire was")
    app.key("Return")
    wait_for(lambda: value(app, position) == "Coach" and not expanded(app, position), "Enter chooses Coach")
    wait_for(lambda: chosen(app) == {"sport": "Baseball", "position": "Coach"}, "the state file keeps Coach")
