import CGtk
import FoldoutControllers
import FoldoutModel
import Testing
@testable import GtkKit

/// A kind no one ships, defined here as a later feature would: a counter row.
private struct CounterMenuItem: MenuOption {
    static let kind = "counter"
    let title: String
    let iconName: String
    init(title: String) { self.title = title; iconName = "list-add-symbolic" }
    init(json: JSONReader) throws(JSONError) {
        title = try json.required("title").string()
        iconName = try json.required("icon").string()
    }
}

@MainActor
private final class Recorder {
    var settings: [String: Bool] = [:]
    var opened: [String] = []
    var presented: [String] = []
    var openFails = false

    var environment: MenuEnvironment {
        MenuEnvironment(
            isOn: { [unowned self] in self.settings[$0] ?? false },
            setOn: { [unowned self] in self.settings[$0] = $1 },
            open: { [unowned self] uri in self.opened.append(uri); return self.openFails ? "Operation not supported" : nil },
            present: { [unowned self] in self.presented.append($0) },
            mailSubject: "Foldout 0.1.0 feedback")
    }
}

@Suite(.serialized)
@MainActor
struct SettingsMenuControllerTests {
    private let sections = [
        MenuSection(title: "Settings", items: [SwitchMenuItem(title: "Dark theme", iconName: "weather-clear-night-symbolic", setting: "dark-theme")]),
        MenuSection(title: "Reach out", items: [
            EmailMenuItem(title: "Email", iconName: "mail-unread-symbolic", address: "a@b.org"),
            LinkMenuItem(title: "Website", iconName: "web-browser-symbolic", url: "https://b.org"),
        ]),
        MenuSection(title: "Help", items: [ModalMenuItem(title: "Help", iconName: "help-browser-symbolic", detail: "help")]),
    ]

    @Test func eachKindDoesItsOwnThing() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let recorder = Recorder()
        let controller = SettingsMenuController(sections: sections, environment: recorder.environment)
        controller.activate(section: 0, row: 0)
        #expect(recorder.settings == ["dark-theme": true])
        controller.activate(section: 0, row: 0)
        #expect(recorder.settings == ["dark-theme": false])
        controller.activate(section: 1, row: 0)
        controller.activate(section: 1, row: 1)
        #expect(recorder.opened == ["mailto:a@b.org?subject=Foldout%200.1.0%20feedback", "https://b.org"])
        controller.activate(section: 2, row: 0)
        #expect(recorder.presented == ["help"])
        #expect(controller.message == nil)
    }

    @Test func aFailedOpenIsReported() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let recorder = Recorder()
        recorder.openFails = true
        let controller = SettingsMenuController(sections: sections, environment: recorder.environment)
        controller.activate(section: 1, row: 1)
        #expect(controller.message == "Could not open “Website”: no application is set up for https: links (Operation not supported)")
    }

    @Test func aNewKindIsOneBuilderAndTheOthersAreUntouched() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let recorder = Recorder()
        let withCounter = sections + [MenuSection(title: "Extra", items: [CounterMenuItem(title: "Count")])]
        var unhandled: [String] = []
        _ = SettingsMenuController(sections: withCounter, environment: recorder.environment) { unhandled.append($0) }
        #expect(unhandled == ["CounterMenuItem"])

        var builders = MenuRowBuilders.standard
        var count = 0
        builders.register(CounterMenuItem.self) { option, _ in
            MenuRow(row: MenuRow.layout(option, trailing: nil)) { count += 1 }
        }
        let controller = SettingsMenuController(sections: withCounter, builders: builders, environment: recorder.environment) { unhandled.append($0) }
        #expect(unhandled == ["CounterMenuItem"])  // nothing new left out
        controller.activate(section: 3, row: 0)
        controller.activate(section: 3, row: 0)
        #expect(count == 2)
        controller.activate(section: 1, row: 1)
        #expect(recorder.opened == ["https://b.org"])
    }
}
