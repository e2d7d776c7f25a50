"""The selector's search, in a small app built on the kit alone (Foldout's own selectors keep
letter jumps only): a package outside the repository, on this checkout by path, shows a
"Country" selector of 30 options with `searchThreshold = 10` and a "Size" selector of three
(below the threshold: no search). Driven with real keys, checked through AT-SPI and heard by
Orca: typing filters the options, Enter chooses the first kept, Down goes to the options, a
letter typed there goes on in the field, Escape closes without a change, the count is told."""
import os
import subprocess

import pytest

from harness import ROOT, wait_for
from test_orca import assert_heard

PACKAGE = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SelectorSearch",
    dependencies: [.package(name: "Foldout", path: "%(root)s")],
    targets: [
        .executableTarget(name: "selector-search", dependencies: [
            .product(name: "FoldoutGtk", package: "Foldout"),
            .product(name: "FoldoutModel", package: "Foldout"),
            .product(name: "FoldoutControllers", package: "Foldout"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
"""

MAIN = r"""
import FoldoutControllers
import FoldoutModel
import Glibc
import FoldoutGtk

struct Country: SelectorOption {
    let title: String
}

enum Size: String, SelectorOption, CaseIterable {
    case small, medium, large
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

let names = ["Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "China",
             "Côte d’Ivoire", "Denmark", "Egypt", "Finland", "France", "Germany", "Greece", "India",
             "Ireland", "Italy", "Japan", "Mexico", "Netherlands", "Norway", "Peru", "Poland",
             "Portugal", "Spain", "Sweden", "Switzerland", "Türkiye", "Uruguay"]

@MainActor final class Demo {
    let app = Application(id: "org.example.SelectorSearch")
    var country: SelectorController<Country>?
    var size: SelectorController<Size>?

    init() {
        app.onStartup { [weak self] in
            self?.app.addAction("quit", accelerators: ["<Control>q"]) { [weak self] in self?.app.quit() }
        }
        app.onActivate { [weak self] in self?.show() }
    }

    func show() {
        _ = ControllerStyle.install()
        let window = ApplicationWindow(application: app)
        window.title = "Selector search"
        window.setDefaultSize(width: 420, height: 640)
        let column = Box(vertical: true, spacing: 12)
        column.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        let country = SelectorController(name: "Country", placeholder: "Choose a country",
                                         options: names.map(Country.init))
        country.searchThreshold = 10
        country.onChoose = { print("chosen: \($0.title)") }
        let size = SelectorController(name: "Size", placeholder: "Choose a size", options: Size.allCases)
        size.searchThreshold = 10
        column.packStart(country.widget)
        column.packStart(size.widget)
        let scrolled = ScrolledWindow()
        scrolled.add(column)
        window.add(scrolled)
        window.showAll()
        window.present()
        country.focus()
        self.country = country
        self.size = size
    }
}

let demo = MainActor.assumeIsolated { Demo() }
exit(MainActor.assumeIsolated { withExtendedLifetime(demo) { demo.app.run(arguments: CommandLine.arguments) } })
"""

FOLDER = os.path.join(ROOT, ".build", "selector-search-demo")


@pytest.fixture(scope="module")
def demo_binary():
    """Builds the demo (kept in .build/selector-search-demo: a second run builds on the first)."""
    os.makedirs(os.path.join(FOLDER, "Sources", "selector-search"), exist_ok=True)
    for path, text in (("Package.swift", PACKAGE % {"root": ROOT}),
                       (os.path.join("Sources", "selector-search", "main.swift"), MAIN)):
        with open(os.path.join(FOLDER, path), "w", encoding="utf-8") as handle:
            handle.write(text)
    env = dict(os.environ, PATH=os.environ.get("PATH", "") + ":/opt/swift/usr/bin")
    build = subprocess.run(["swift", "build", "--package-path", FOLDER, "--product", "selector-search"], env=env,
                           capture_output=True, text=True, timeout=2400)
    assert build.returncode == 0, build.stdout[-6000:] + build.stderr[-6000:]
    warnings = [line for line in (build.stdout + build.stderr).splitlines()
                if "warning:" in line and "selector-search/" in line]
    assert not warnings, warnings
    return os.path.join(FOLDER, ".build", "debug", "selector-search")


def type_text(app, text):
    app.focus_window()
    subprocess.run(["xdotool", "type", "--delay", "80", text], check=True, timeout=20)


def offered(app):
    options = app.find("list box", "Country options")
    return [row.name for row in app.find_all("list item", showing=True, root=options)]


def expanded(app, field):
    return "expanded" in app.states(field)


def value(app, field):
    labels = app.find_all("label", root=field)
    return labels[0].name if len(labels) == 1 else None


def status(app):
    notes = [node for node in app.find_all("notification", showing=True) if node.name]
    return notes[0].name if notes else None


@pytest.fixture
def demo(launch, demo_binary):
    return launch(executable=demo_binary)


def test_typing_filters_and_enter_chooses_the_first(demo):
    app = demo
    field = app.find("combo box", "Country")
    wait_for(lambda: app.focused() is not None and app.focused().name == "Country", "the field has the focus")
    app.key("Return")
    wait_for(lambda: expanded(app, field), "Enter opens the drawer")
    entry = app.find("text", "Search Country", showing=True)
    wait_for(lambda: "focused" in app.states(entry), "the search field has the focus")
    wait_for(lambda: len(offered(app)) == 30, "all thirty countries offered once the drawer is open")
    type_text(app, "lan")
    wait_for(lambda: offered(app) == ["Finland", "Ireland", "Netherlands", "Poland", "Switzerland"],
             "lan keeps the five countries holding it")
    wait_for(lambda: status(app) == "5 results", "the count is shown")
    app.screenshot("selector-search-lan")
    # Accents and case do not count.
    app.key("ctrl+a", "BackSpace")
    type_text(app, "COTE")
    wait_for(lambda: offered(app) == ["Côte d’Ivoire"], "COTE finds Côte d’Ivoire")
    app.key("Return")
    wait_for(lambda: not expanded(app, field), "Enter chooses and closes")
    wait_for(lambda: value(app, field) == "Côte d’Ivoire", "the field shows the choice")
    wait_for(lambda: app.focused().name == "Country", "the field has the focus again")
    # Opened again: the search is empty, every option is back.
    app.key("Return")
    wait_for(lambda: expanded(app, field) and len(offered(app)) == 30, "all 30 are offered again")
    assert app.find("text", "Search Country", showing=True).queryText().getText(0, -1) == ""
    app.key("Escape")
    wait_for(lambda: not expanded(app, field), "Escape closes")
    assert value(app, field) == "Côte d’Ivoire"


def test_down_goes_to_the_options_and_letters_go_on_in_the_field(demo):
    app = demo
    field = app.find("combo box", "Country")
    wait_for(lambda: app.focused() is not None and app.focused().name == "Country", "the field has the focus")
    app.key("Return")
    entry = app.find("text", "Search Country", showing=True)
    type_text(app, "sw")
    wait_for(lambda: offered(app) == ["Sweden", "Switzerland"], "sw keeps Sweden and Switzerland")
    app.key("Down")
    wait_for(lambda: app.focused().name == "Sweden", "Down goes to the first option kept")
    app.key("Down")
    wait_for(lambda: app.focused().name == "Switzerland", "Down moves among the options kept")
    app.key("Up", "Up")
    wait_for(lambda: "focused" in app.states(entry), "Up from the first option goes back to the field")
    app.key("Down")
    wait_for(lambda: app.focused().name == "Sweden", "Down again")
    # A letter typed among the options goes on in the field.
    app.key("i")
    wait_for(lambda: offered(app) == ["Switzerland"], "swi keeps Switzerland")
    wait_for(lambda: entry.queryText().getText(0, -1) == "swi", "the letter went into the field")
    type_text(app, "zz")
    wait_for(lambda: offered(app) == [] and status(app) == "No results", "No results")
    app.screenshot("selector-search-none")
    app.key("Escape")
    wait_for(lambda: not expanded(app, field), "Escape in the field closes the drawer")
    assert value(app, field) == "Choose a country"


def test_a_short_selector_keeps_letter_jumps(demo):
    app = demo
    size = app.find("combo box", "Size")
    app.key("Tab")
    wait_for(lambda: app.focused().name == "Size", "Tab reaches the Size field")
    app.key("Return")
    wait_for(lambda: expanded(app, size), "the drawer opens")
    assert app.find_all("text", "Search Size") == []
    app.key("l")
    wait_for(lambda: app.focused().name == "Large", "a letter jumps to Large")
    app.key("Return")
    wait_for(lambda: value(app, size) == "Large", "Large is chosen")


def test_orca_hears_the_count(launch, demo_binary, orca):
    app, _ = orca.launch(launch, expect="Country", executable=demo_binary)
    orca.press("Return", expect="Search Country")
    heard = orca.press("x", expect="result")
    assert_heard(heard, "1 result")
    heard = orca.press("z", expect="No results")
    assert_heard(heard, "No results")
    app.assert_healthy()
