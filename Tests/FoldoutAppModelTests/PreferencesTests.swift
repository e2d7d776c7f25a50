import FoldoutTestSupport
import Testing

@testable import FoldoutAppModel
@testable import FoldoutModel

private func state(_ json: String) throws(JSONError) -> AppState {
    try AppState(json: JSONReader(parsing: Array(json.utf8)))
}

@Suite struct ColorSchemeTests {
    @Test func preferenceTimesPortalGivesTheStyle() {
        let systems: [SystemColorScheme?] = [nil, .noPreference, .preferDark, .preferLight]
        // Light and dark chosen in Preferences override the system.
        #expect(systems.map { ColorScheme.light.isDark(system: $0) } == [false, false, false, false])
        #expect(systems.map { ColorScheme.dark.isDark(system: $0) } == [true, true, true, true])
        // Following the system: dark only when the portal says it prefers dark; no portal is light.
        #expect(systems.map { ColorScheme.system.isDark(system: $0) } == [false, false, true, false])
    }

    @Test func portalValues() {
        #expect(SystemColorScheme(portalValue: 0) == .noPreference)
        #expect(SystemColorScheme(portalValue: 1) == .preferDark)
        #expect(SystemColorScheme(portalValue: 2) == .preferLight)
        #expect(SystemColorScheme(portalValue: 7) == .noPreference)
    }

    @Test func nicksAreTheSchemaEnum() {
        #expect(ColorScheme.allCases.map(\.rawValue) == ["system", "light", "dark"])
        #expect(ColorScheme(nick: "dark") == .dark)
        #expect(ColorScheme(nick: "Dark") == nil)
    }
}

@Suite struct LegacyPreferencesTests {
    @Test func settingsAndWindowAreMovedOutAndTheRestStays() throws {
        let old = try state(
            """
            {"version": 1, "months": {"removed": ["month-2"], "open": "month-5"},
             "settings": {"dark-theme": true, "animations": false},
             "window": {"width": 900, "height": 700, "maximized": true},
             "selector": {"sport": "Tennis"}}
            """)
        let migration = LegacyPreferences.migrate(old)
        #expect(migration.found)
        #expect(migration.problems.isEmpty)
        #expect(
            migration.preferences
                == LegacyPreferences(
                    colorScheme: .dark, animations: false, window: WindowState(width: 900, height: 700, maximized: true)))
        #expect(migration.state.sections["settings"] == nil)
        #expect(migration.state.sections["window"] == nil)
        #expect(migration.state.sections["selector"] == ["sport": "Tennis"])
        #expect(try migration.state.section(MonthsSection.self).get().rows == DropdownSavedState(removed: ["month-2"], open: "month-5"))
        // Written back, the file has no preference sections.
        let text = JSONWriter.write(migration.state.json, pretty: false, sortedKeys: true)
        #expect(!text.contains("settings") && !text.contains("window") && text.contains("Tennis"))
    }

    @Test func darkThemeOffMeansLightAndNeverSwitchedMeansTheDefault() throws {
        #expect(
            LegacyPreferences.migrate(try state(#"{"settings": {"dark-theme": false}}"#)).preferences
                == LegacyPreferences(colorScheme: .light))
        let untouched = LegacyPreferences.migrate(try state(#"{"settings": {}}"#))
        #expect(untouched.found)
        #expect(untouched.preferences == LegacyPreferences())
    }

    @Test func aStateWithoutPreferencesNeedsNoMigration() throws {
        let migration = LegacyPreferences.migrate(try state(#"{"months": {"removed": []}}"#))
        #expect(!migration.found)
        let expected = try state(#"{"months": {"removed": []}}"#)
        #expect(migration.state == expected)
    }

    @Test func partialAndOutOfRangeWindows() throws {
        #expect(
            LegacyPreferences.migrate(try state(#"{"window": {"width": 800, "maximized": true}}"#)).preferences.window
                == WindowState(width: 800, height: 560, maximized: true))
        for window in [#"{"width": 99, "height": 500}"#, #"{"width": 500, "height": 10001}"#, #"{"width": -640}"#] {
            let migration = LegacyPreferences.migrate(try state(#"{"window": \#(window)}"#))
            #expect(migration.found && migration.problems.isEmpty)
            #expect(migration.preferences.window == nil)
        }
    }

    @Test func sectionsOfTheWrongShapeAreReportedAndDropped() throws {
        let migration = LegacyPreferences.migrate(
            try state(
                #"{"settings": {"dark-theme": "yes"}, "window": {"width": "wide"}, "months": {"open": "month-1"}}"#))
        #expect(
            migration.problems.map(\.description) == [
                "at settings.dark-theme: expected true or false", "at window.width: expected an integer",
            ])
        #expect(migration.preferences == LegacyPreferences())
        #expect(Array(migration.state.sections.keys) == ["months"], "only the preference sections go")
        #expect(try migration.state.section(MonthsSection.self).get().rows.open == "month-1")
    }
}

@Suite struct ChoiceMenuItemTests {
    private func read(_ entry: String) throws(JSONError) -> ChoiceMenuItem {
        try ChoiceMenuItem(json: JSONReader(parsing: Array(entry.utf8)))
    }

    @Test func readsTheChoicesInOrder() throws {
        let item = try read(
            #"""
            {"kind": "choice", "title": "Style", "icon": "s", "setting": "color-scheme",
             "choices": [{"value": "system", "title": "Follow the system"}, {"value": "light", "title": "Light"},
                         {"value": "dark", "title": "Dark"}]}
            """#)
        #expect(item.choices.map(\.value) == ["system", "light", "dark"])
        #expect(item.index(of: "dark") == 2)
        #expect(item.index(of: "sepia") == nil)
        #expect(item.accessory == .none)
    }

    @Test func refusesBadChoicesNamingThePath() {
        #expect(throws: JSONError(place: .value(path: "choices[1].value"), reason: "the value 'a' is offered twice")) {
            try read(#"{"kind": "choice", "title": "T", "icon": "i", "setting": "s", "choices": [{"value": "a", "title": "A"}, {"value": "a", "title": "B"}]}"#)
        }
        #expect(throws: JSONError(place: .value(path: "choices"), reason: "a choice needs at least two values")) {
            try read(#"{"kind": "choice", "title": "T", "icon": "i", "setting": "s", "choices": [{"value": "a", "title": "A"}]}"#)
        }
        #expect(throws: JSONError(place: .value(path: "choices[0].title"), reason: "contains a line break")) {
            try read(
                #"{"kind": "choice", "title": "T", "icon": "i", "setting": "s", "choices": [{"value": "a", "title": "A\nB"}, {"value": "b", "title": "B"}]}"#)
        }
        #expect(throws: JSONError(place: .value(path: "choices[0].label"), reason: "unknown key (expected one of: title, value)")) {
            try read(#"{"kind": "choice", "title": "T", "icon": "i", "setting": "s", "choices": [{"value": "a", "label": "A"}]}"#)
        }
    }

    @Test func theStandardKindsReadIt() throws {
        let doc = try MenuDocument(
            bytes: Array(
                #"""
                {"sections": [{"title": "S", "items": [{"kind": "choice", "title": "Style", "icon": "i", "setting": "color-scheme",
                  "choices": [{"value": "light", "title": "Light"}, {"value": "dark", "title": "Dark"}]}]}]}
                """#.utf8))
        #expect(doc.problems.isEmpty)
        #expect((doc.sections[0].items[0] as? ChoiceMenuItem)?.setting == "color-scheme")
    }
}
