"""The controllers as a kit: a throw-away package outside the repository, depending on this
checkout by path, imports FoldoutCore, FoldoutGtk, FoldoutModel and FoldoutControllers and uses each of the four
controllers through the public API only (no Foldout data, no @testable): the selector over the
app's own enum, a settings row kind of its own built in code (no JSON) over a typed setting it
follows live, and a file kind read from a menu file; a three-level outline expanded and collapsed
whole and handed a snapshot; a task on the main actor awaits a tree's async loader, which reads
on another thread. It must build, and the program, run under the test
display, drives each controller and prints what it sees (the last lines only if the main actor's
work runs inside the kit's main loop)."""
import os
import shutil
import subprocess
import tempfile

from harness import ROOT

PACKAGE = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "KitUser",
    dependencies: [
        .package(name: "Foldout", path: "%(root)s"),
        // Another GTK package with a C module named CGtk, as rhx/SwiftGtk has.
        .package(name: "OtherGtk", path: "OtherGtk"),
    ],
    targets: [
        .executableTarget(name: "kit-user", dependencies: [
            .product(name: "FoldoutCore", package: "Foldout"),
            .product(name: "FoldoutGtk", package: "Foldout"),
            .product(name: "FoldoutModel", package: "Foldout"),
            .product(name: "FoldoutControllers", package: "Foldout"),
        ]),
        // Imports the other package's CGtk beside the kit: must build.
        .executableTarget(name: "kit-neighbour", dependencies: [
            .product(name: "FoldoutGtk", package: "Foldout"),
            .product(name: "CGtk", package: "OtherGtk"),
        ]),
        // Reaches for Foldout's own app types: must not compile.
        .executableTarget(name: "kit-leak", dependencies: [
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
import FoldoutCore
import FoldoutModel
import Glibc
import FoldoutGtk

// The app's own data: notes in folders. Nothing of Foldout's.
struct Note: DropdownItem {
    let id: String
    let title: String
    let words: Int
}

struct Folder {
    let name: String
    let notes: [Note]
}

// The selector's options: the app's own enum, handed back as is.
enum Colour: String, SelectorOption, CaseIterable {
    case red, green, blue
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

// A row kind built in code only: no kind name, no JSON; its setting is typed.
struct VolumeOption: MenuOption {
    let title: String
    let iconName = "audio-volume-medium-symbolic"
    let volume: SettingBinding<Int>
}

// A row kind a menu file may hold, registered by the app itself.
struct StarOption: MenuFileOption {
    static let kind = "star"
    let title: String
    let iconName: String
    let stars: Int
    init(title: String, iconName: String, stars: Int) { self.title = title; self.iconName = iconName; self.stars = stars }
    init(json: JSONReader) throws(JSONError) {
        title = try json.required("title").string()
        iconName = try json.required("icon").string()
        stars = try json.required("stars").int()
    }
}

// A tree of the app's own of any depth: shelves hold folders, folders hold notes.
struct Entry: Sendable {
    let path: String
    let title: String
    var entries: [Entry] = []
}

func say(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

@MainActor
final class KitUser {
    let app = Application(id: "org.example.KitUser", unique: false)
    var window: ApplicationWindow?
    var keep: [AnyObject] = []

    init() {
        app.onStartup { ControllerStyle.install() }
        app.onActivate { [weak self] in self?.activate() }
    }

    func activate() {
        let notes = [Note(id: "n1", title: "Groceries", words: 12), Note(id: "n2", title: "Ideas", words: 40),
                     Note(id: "n3", title: "Trip", words: 7)]
        var shared: [String] = []
        let share = DropdownAction<Note>(title: "_Share", iconName: "send-to-symbolic",
                                         tooltip: { "Share \($0.title)" }) { note, context in
            shared.append(note.title)
            context.notify("Shared \(note.title)")
        }
        var trashed: [String] = []
        let trash = DropdownAction<Note>(title: "_Trash", iconName: "user-trash-symbolic", style: .destructive,
                                         removesRow: true) { note, _ in trashed.append(note.id) }
        let content = DropdownRowContent<Note>(make: { () -> Box in
            let box = Box(vertical: false, spacing: 6)
            box.packStart(Label(), expand: true)
            return box
        }, bind: { box, note in box.setAccessibleDescription("\(note.words) words") })
        let list = DropdownRowsController(list: DropdownList(items: notes), name: "Notes", actions: [share, trash],
                                          content: content, emptyText: "No notes.")
        var saved: [DropdownSavedState] = []
        list.onStateChange = { saved.append($0) }

        let folders = [Folder(name: "Home", notes: Array(notes.prefix(2))), Folder(name: "Empty", notes: []),
                       Folder(name: "Work", notes: [notes[2]])]
        let tree = ExpandableRowsController(
            parents: folders, children: \.notes, name: "Folders", expanded: [2],
            parentRow: { folder, row in
                row.setAccessibleName(folder.name)
                let arrow = Image(iconName: "pan-end-symbolic")
                arrow.addStyleClass("expandable-arrow")
                let line = Box(vertical: false, spacing: 6)
                line.packStart(arrow)
                line.packStart(Label(folder.name), expand: true)
                return line
            },
            childRow: { note, row in
                row.setAccessibleName(note.title)
                return Label(note.title)
            })
        var opened: [Set<Int>] = []
        tree.onExpandedChange = { opened.append($0) }
        var activated: [String] = []
        tree.onChildActivated = { folder, note, _, _ in activated.append("\(folder.name)/\(note.title)") }

        // Children loaded when a folder first opens: the first attempt fails, Retry loads them.
        var attempts = 0
        let lazy = ExpandableRowsController(
            parents: folders, id: \.name,
            children: .lazy(hasChildren: { !$0.notes.isEmpty }, load: { folder, done in
                attempts += 1
                if attempts == 1 {
                    done(.failure(ExpandableLoadError("\(folder.name) is offline")))
                } else {
                    done(.success(folder.notes))
                }
            }),
            name: "Lazy folders",
            parentContent: ExpandableRowContent(make: { Label() }, bind: { label, folder, row in
                label.text = folder.name
                row.setAccessibleName(folder.name)
            }),
            childContent: ExpandableRowContent<Note>(make: { Label() }, bind: { label, note, _ in label.text = note.title }))

        // Children read by an async loader: on another thread, handed back on the main actor.
        let (read, readDone) = AsyncStream.makeStream(of: String.self)
        let asyncTree = ExpandableRowsController(
            parents: folders, id: \.name,
            children: .lazy(hasChildren: { !$0.notes.isEmpty }) { folder in
                let notes = folder.notes
                let away = try await Task.detached { () throws -> Bool in
                    pthread_equal(pthread_self(), mainThread) == 0
                }.value
                let back = pthread_equal(pthread_self(), mainThread) != 0
                // The app hears of it; the list shows the children before that listener runs
                // (both are the main actor's work, in order).
                readDone.yield("\(folder.name) read off the main thread: \(away), back on it: \(back)")
                return notes
            },
            name: "Async folders",
            parentContent: ExpandableRowContent(make: { Label() }, bind: { label, folder, row in
                label.text = folder.name
                row.setAccessibleName(folder.name)
            }),
            childContent: ExpandableRowContent<Note>(make: { Label() }, bind: { label, note, _ in label.text = note.title }))

        // Three levels, the second's children read when it opens; one look a level.
        let shelf = Entry(path: "/shelf", title: "Shelf", entries: [
            Entry(path: "/shelf/home", title: "Home", entries: [Entry(path: "/shelf/home/groceries", title: "Groceries"),
                                                                Entry(path: "/shelf/home/ideas", title: "Ideas")]),
            Entry(path: "/shelf/work", title: "Work", entries: [Entry(path: "/shelf/work/trip", title: "Trip")]),
        ])
        let look = ExpandableRowContent<Entry>(make: { Label() }, bind: { label, entry, row in
            label.text = entry.title
            row.setAccessibleName(entry.title)
        })
        let outline: OutlineRowsController<Entry, String>
        do {
            outline = try OutlineRowsController(roots: [shelf, Entry(path: "/loose", title: "Loose")], id: { $0.path },
                                                children: .onOpen(hasChildren: { !$0.entries.isEmpty }, children: { $0.entries }),
                                                name: "Outline", contents: [look, look, look])
        } catch {
            print("outline refused: \(error)")
            return
        }
        func outlineRows() -> String {
            outline.tree.visibleRows.map { row -> String in
                guard case let .node(node) = row, let entry = outline.value(of: node) else { return "?" }
                return "\(entry.title)@\(outline.tree.level(of: node))"
            }.joined(separator: ",")
        }

        let selector = SelectorController(name: "Colour", placeholder: "Pick a colour", options: Colour.allCases, chosen: .blue)
        var chosen: [Colour] = []
        selector.onChoose = { chosen.append($0) }

        var kinds = MenuRowKinds.standard
        var starred = 0
        kinds.register(StarOption.self) { option, context in
            let row = MenuRow.layout(option, trailing: Label(String(repeating: "*", count: option.stars)))
            return MenuRow(row: row) {
                starred += 1
                context.report("\(option.stars) stars")
            }
        }
        var volumeShown: Label?
        kinds.register(VolumeOption.self) { option, _ in
            let label = Label(String(option.volume.value))
            volumeShown = label
            let observation = option.volume.observe { label.text = String($0) }   // held until the row goes
            let row = MenuRow.layout(option, trailing: label)
            row.on(.destroy) { observation.cancel() }
            return MenuRow(row: row) { option.volume.write(option.volume.value + 1) }
        }
        let file = #"{"sections": [{"title": "Extras", "items": [{"kind": "star", "title": "Rate", "icon": "starred-symbolic", "stars": 3}]}]}"#
        let document = try? MenuDocument(bytes: Array(file.utf8), kinds: kinds)
        let sounds = InMemorySetting(false)
        let volume = InMemorySetting(5)
        var settings = SettingBindings()
        settings.bind("sounds", to: sounds.binding)
        let environment = MenuEnvironment(settings: settings, mailSubject: "Kit feedback")
        let sections = [MenuSection(title: "General", items: [
            SwitchMenuItem(title: "Sounds", iconName: "audio-speakers-symbolic", setting: "sounds"),
            VolumeOption(title: "Volume", volume: volume.binding),
        ])] + (document?.sections ?? [])
        let menu = SettingsMenuController(sections: sections, kinds: kinds, environment: environment)

        let window = ApplicationWindow(application: app)
        window.setDefaultSize(width: 500, height: 700)
        let column = Box(vertical: true, spacing: 6)
        list.widget.setSizeRequest(height: 200)
        column.packStart(list.widget, expand: true)
        column.packStart(tree.widget, expand: true)
        column.packStart(lazy.widget, expand: true)
        column.packStart(asyncTree.widget, expand: true)
        column.packStart(outline.widget, expand: true)
        column.packStart(selector.widget)
        column.packStart(menu.widget, expand: true)
        window.add(column)
        window.insertActionGroup("notes", list.actions)
        app.setAccelerators(["<Control>z"], for: "notes.undo")
        keep = [list, tree, lazy, asyncTree, outline, selector, menu]
        self.window = window
        window.onFirstFrame { [weak self] in
            list.activate(at: 1)
            say("dropdown open: \(list.state.list.openID ?? "none")")
            list.perform(action: 0, at: 1)
            list.perform(action: 1, at: 0)
            say("dropdown items: \(list.state.list.items.map(\.id).joined(separator: ",")) shared: \(shared) trashed: \(trashed)")
            list.undo()
            say("dropdown after undo: \(list.state.list.items.map(\.id).joined(separator: ",")) focus: \(list.state.focusIndex ?? -1) saves: \(saved.count)")
            list.apply([.update(Note(id: "n2", title: "Ideas, edited", words: 41)), .insert(Note(id: "n4", title: "New", words: 1), at: 0)])
            say("dropdown live: \(list.state.list.items.map(\.title).joined(separator: "|")) focus: \(list.state.focusIndex ?? -1)")
            do throws(DuplicateIDError) {
                try list.replaceAll(with: [Note(id: "n3", title: "Trip", words: 2), Note(id: "n3", title: "Trip again", words: 2)])
            } catch {
                say("snapshot refused: \(error.id) at \(error.firstIndex) and \(error.secondIndex), still \(list.state.count) rows")
            }
            try? list.replaceAll(with: [Note(id: "n1", title: "Groceries", words: 3), Note(id: "n3", title: "Trip", words: 2)])
            list.reconfigureRows()
            say("snapshot: \(list.state.list.items.map(\.title).joined(separator: "|")) focus: \(list.state.focusIndex ?? -1)")
            tree.expand(0)
            tree.expand(1)
            say("expandable rows: \(tree.tree.visibleRows.count) open: \(tree.tree.expanded.sorted()) changes: \(opened.count)")
            tree.insertChildren([Note(id: "n5", title: "Shelf", words: 3)], at: 0, of: 1)
            tree.expand(1)
            tree.activateChild(0, of: 1)
            say("tree live: \(tree.tree.visibleRows.count) rows, Empty holds \(tree.children(of: 1)?.count ?? -1), activated: \(activated)")
            lazy.expand(0)
            say("lazy: \(lazy.tree.rowCount) rows, second is \(lazy.tree.row(at: 1).map { "\($0)" } ?? "none")")
            lazy.reloadChildren(of: 0)
            say("lazy again: \(lazy.tree.rowCount) rows, second is \(lazy.tree.row(at: 1).map { "\($0)" } ?? "none"), loads: \(attempts)")
            say("outline: \(outlineRows())")
            outline.expandAll()
            say("outline expanded: \(outlineRows())")
            if let work = outline.node(id: "/shelf/work") { outline.collapse(work) }
            do throws(DuplicateIDError) {
                try outline.replaceAll(roots: [shelf, Entry(path: "/shelf", title: "Shelf again")])
            } catch {
                say("outline snapshot refused: \(error), still \(outlineRows())")
            }
            try? outline.replaceAll(roots: [Entry(path: "/loose", title: "Loose"), shelf])
            say("outline snapshot: \(outlineRows())")
            outline.collapseAll()
            say("outline collapsed: \(outlineRows())")
            selector.choose(at: 0)
            let shown: Colour? = selector.state.chosen
            say("selector chosen: \(shown?.title ?? "none") reported: \(chosen.map(\.rawValue))")
            menu.activate(section: 0, row: 0)
            menu.activate(section: 1, row: 0)
            say("menu switched: \(sounds.value) starred: \(starred) message: \(menu.message ?? "none")")
            let before = volumeShown?.text ?? "none"
            volume.value = 7
            let live = volumeShown?.text ?? "none"
            menu.activate(section: 0, row: 1)
            say("volume row: \(before) then \(live) then \(volumeShown?.text ?? "none") (setting \(volume.value))")
            // The main actor's work in the kit's main loop: a task that awaits the loader.
            Task { @MainActor in
                asyncTree.expand(0)
                say("async: \(asyncTree.tree.rowCount) rows, second is \(asyncTree.tree.row(at: 1).map { "\($0)" } ?? "none")")
                var heard = read.makeAsyncIterator()
                say("async loader: \(await heard.next() ?? "none")")
                say("async shown: \(asyncTree.tree.rowCount) rows, second is \(asyncTree.tree.row(at: 1).map { "\($0)" } ?? "none"), children: \(asyncTree.children(of: 0)?.map(\.title) ?? [])")
                self?.app.quit()
            }
        }
        window.showAll()
        window.present()
    }
}

let mainThread = pthread_self()

exit(MainActor.assumeIsolated {
    let user = KitUser()
    return withExtendedLifetime(user) { user.app.run(arguments: CommandLine.arguments) }
})
"""


# Foldout's own app (its data, state file, preferences, window state) and its benchmark probes:
# none of it is in the kit's products, so none of it resolves in an outside package.
APP_TYPES = ["Destination", "Flight", "Price", "PriceFormatter", "MonetaryConventions", "DestinationCatalog",
             "MonthItems", "MonthsSection", "GeneratedItems", "AppState", "LegacyPreferences", "SettingsState",
             "WindowState", "StateSaver", "StateFile", "AtomicFile", "LocaleCalendar", "SettingsPortal",
             "InputEvents", "FilePath"]

LEAK = "import FoldoutControllers\nimport FoldoutModel\nimport FoldoutGtk\n\n" + "".join(
    "let use%d: Any.Type = %s.self\n" % (number, name) for number, name in enumerate(APP_TYPES))


# A package of another GTK binding: its C module is CGtk, the name Foldout's own had before 2.0.0
# (two targets of one name in a build graph are refused by SwiftPM).
OTHER_PACKAGE = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OtherGtk",
    products: [.library(name: "CGtk", targets: ["CGtk"])],
    targets: [.systemLibrary(name: "CGtk", pkgConfig: "gtk+-3.0")]
)
"""

OTHER_MODULE_MAP = """module CGtk [system] {
    header "shim.h"
    link "gtk-3"
    export *
}
"""

NEIGHBOUR = """import CGtk
import FoldoutGtk

// The other package's C module and the kit's Swift types in one file.
let major = gtk_get_major_version()
let style: Align = .center
print("neighbour: GTK \\(major), \\(style)")
"""


def write_package(folder):
    """The outside package: kit-user (uses every controller), kit-neighbour (beside another
    package's CGtk) and kit-leak (uses app types)."""
    with open(os.path.join(folder, "Package.swift"), "w", encoding="utf-8") as handle:
        handle.write(PACKAGE % {"root": ROOT})
    other = os.path.join(folder, "OtherGtk", "Sources", "CGtk")
    os.makedirs(other)
    for name, text in (("Package.swift", OTHER_PACKAGE), ("Sources/CGtk/module.modulemap", OTHER_MODULE_MAP),
                       ("Sources/CGtk/shim.h", "#include <gtk/gtk.h>\n")):
        with open(os.path.join(folder, "OtherGtk", name), "w", encoding="utf-8") as handle:
            handle.write(text)
    for target, text in (("kit-user", MAIN), ("kit-neighbour", NEIGHBOUR), ("kit-leak", LEAK)):
        os.makedirs(os.path.join(folder, "Sources", target))
        with open(os.path.join(folder, "Sources", target, "main.swift"), "w", encoding="utf-8") as handle:
            handle.write(text)


def test_an_outside_package_builds_and_uses_every_controller():
    folder = tempfile.mkdtemp(prefix="foldout-kit-user-")
    try:
        write_package(folder)
        env = dict(os.environ, PATH=os.environ.get("PATH", "") + ":/opt/swift/usr/bin")
        build = subprocess.run(["swift", "build", "--package-path", folder, "--product", "kit-user"], env=env,
                               capture_output=True, text=True, timeout=1800)
        assert build.returncode == 0, build.stdout[-6000:] + build.stderr[-6000:]
        warnings = [line for line in (build.stdout + build.stderr).splitlines()
                    if "warning:" in line and "kit-user" in line]
        assert not warnings, warnings
        run = subprocess.run([os.path.join(folder, ".build", "debug", "kit-user")],
                             env=dict(env, NO_AT_BRIDGE="1", G_DEBUG="fatal-criticals"),
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stderr
        lines = run.stdout.splitlines()
        assert lines == [
            "dropdown open: n2",
            "dropdown items: n2,n3 shared: [\"Ideas\"] trashed: [\"n1\"]",
            "dropdown after undo: n1,n2,n3 focus: 0 saves: 3",
            "dropdown live: New|Groceries|Ideas, edited|Trip focus: 1",
            "snapshot refused: n3 at 0 and 1, still 4 rows",
            "snapshot: Groceries|Trip focus: 0",
            "expandable rows: 6 open: [0, 2] changes: 1",
            "tree live: 7 rows, Empty holds 1, activated: [\"Empty/Shelf\"]",
            "lazy: 4 rows, second is status(parent: 0)",
            "lazy again: 5 rows, second is child(parent: 0, index: 0), loads: 2",
            "outline: Shelf@1,Loose@1",
            "outline expanded: Shelf@1,Home@2,Groceries@3,Ideas@3,Work@2,Trip@3,Loose@1",
            "outline snapshot refused: The id “/shelf” is given twice in the tree (top-level item 0; top-level item 1): "
            "the tree was left as it was., still Shelf@1,Home@2,Groceries@3,Ideas@3,Work@2,Loose@1",
            "outline snapshot: Loose@1,Shelf@1,Home@2,Groceries@3,Ideas@3,Work@2",
            "outline collapsed: Loose@1,Shelf@1",
            "selector chosen: Red reported: [\"red\"]",
            "menu switched: true starred: 1 message: 3 stars",
            "volume row: 5 then 7 then 8 (setting 8)",
            "async: 4 rows, second is status(parent: 0)",
            "async loader: Home read off the main thread: true, back on it: true",
            "async shown: 5 rows, second is child(parent: 0, index: 0), children: [\"Groceries\", \"Ideas\"]",
        ], (lines, run.stderr)

        # Another package's CGtk beside the kit builds, and each module is its own.
        neighbour = subprocess.run(["swift", "build", "--package-path", folder, "--product", "kit-neighbour"],
                                   env=env, capture_output=True, text=True, timeout=1800)
        assert neighbour.returncode == 0, neighbour.stdout[-6000:] + neighbour.stderr[-6000:]
        run = subprocess.run([os.path.join(folder, ".build", "debug", "kit-neighbour")],
                             env=env, capture_output=True, text=True, timeout=60)
        assert run.stdout.strip() == "neighbour: GTK 3, center", (run.stdout, run.stderr)

        # The same package, built on: Foldout's own app types are not in the kit.
        leak = subprocess.run(["swift", "build", "--package-path", folder, "--target", "kit-leak"], env=env,
                              capture_output=True, text=True, timeout=1800)
        output = leak.stdout + leak.stderr
        assert leak.returncode != 0, output[-4000:]
        for name in APP_TYPES:
            # Not there at all, or (the kit's package-level helpers) not accessible outside it.
            assert ("cannot find '%s' in scope" % name in output
                    or "'%s' is inaccessible due to 'package' protection level" % name in output), (name, output[-4000:])
    finally:
        shutil.rmtree(folder, ignore_errors=True)
