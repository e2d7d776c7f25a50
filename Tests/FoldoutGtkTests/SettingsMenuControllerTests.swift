import CFoldoutGtk
import FoldoutControllers
import FoldoutCore
import FoldoutModel
import Testing

@testable import FoldoutGtk

/// A kind no one ships, defined here as a later feature would, built in code only (no JSON):
/// a counter row.
private struct CounterMenuItem: MenuOption {
    let title: String
    let iconName = "list-add-symbolic"
}

@MainActor
private final class Recorder {
    let darkTheme = InMemorySetting(false)
    var writes: [Bool] = []
    var opened: [String] = []
    var presented: [String] = []
    var openFails = false

    var environment: MenuEnvironment {
        var settings = SettingBindings()
        let store = darkTheme
        // Counts what the rows write (a change made elsewhere is set on `darkTheme` directly).
        settings.bind(
            "dark-theme",
            to: SettingBinding(
                read: { store.value },
                write: { [unowned self] in
                    self.writes.append($0)
                    store.value = $0
                    return true
                },
                observe: { store.binding.observe($0) }))
        return MenuEnvironment(
            settings: settings,
            open: { [unowned self] uri in
                self.opened.append(uri)
                return self.openFails ? "no application is set up for https: links" : nil
            },
            present: { [unowned self] in self.presented.append($0) },
            mailSubject: "Foldout 1.0.0 feedback")
    }
}

@Suite(.serialized)
@MainActor
struct SettingsMenuControllerTests {
    private let sections = [
        MenuSection(title: "Settings", items: [SwitchMenuItem(title: "Dark theme", iconName: "weather-clear-night-symbolic", setting: "dark-theme")]),
        MenuSection(
            title: "Reach out",
            items: [
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
        #expect(recorder.darkTheme.value && recorder.writes == [true])
        controller.activate(section: 0, row: 0)
        #expect(!recorder.darkTheme.value && recorder.writes == [true, false])
        controller.activate(section: 1, row: 0)
        controller.activate(section: 1, row: 1)
        #expect(recorder.opened == ["mailto:a@b.org?subject=Foldout%201.0.0%20feedback", "https://b.org"])
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
        #expect(
            controller.message == "Could not open “Website”: no application is set up for https: links", "the link's title and the reason the environment gave")
    }

    @Test func aNewKindIsOneBuilderAndTheOthersAreUntouched() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let recorder = Recorder()
        let withCounter = sections + [MenuSection(title: "Extra", items: [CounterMenuItem(title: "Count")])]
        var unhandled: [String] = []
        _ = SettingsMenuController(sections: withCounter, environment: recorder.environment) { unhandled.append($0) }
        #expect(unhandled == ["CounterMenuItem"])

        var kinds = MenuRowKinds.standard
        var count = 0
        kinds.register(CounterMenuItem.self) { option, _ in
            MenuRow(row: MenuRow.layout(option, trailing: nil)) { count += 1 }
        }
        let controller = SettingsMenuController(sections: withCounter, kinds: kinds, environment: recorder.environment) { unhandled.append($0) }
        #expect(unhandled == ["CounterMenuItem"]) // nothing new left out
        controller.activate(section: 3, row: 0)
        controller.activate(section: 3, row: 0)
        #expect(count == 2)
        controller.activate(section: 1, row: 1)
        #expect(recorder.opened == ["https://b.org"])
    }

    @Test func theSwitchFollowsItsSettingLiveWithoutWritingBack() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let recorder = Recorder()
        let controller = SettingsMenuController(sections: sections, environment: recorder.environment)
        let toggle = try #require(Self.firstSwitch(in: controller.widget.raw))
        #expect(gtk_switch_get_active(toggle) == 0)
        recorder.darkTheme.value = true // changed elsewhere, e.g. `gsettings set`
        #expect(gtk_switch_get_active(toggle) != 0 && recorder.writes.isEmpty, "the switch moved and nothing was written back")
        recorder.darkTheme.value = false
        #expect(gtk_switch_get_active(toggle) == 0 && recorder.writes.isEmpty)
        controller.activate(section: 0, row: 0)
        #expect(gtk_switch_get_active(toggle) != 0 && recorder.writes == [true], "the person's toggle still writes")
    }

    @Test func aRowOfAnUnboundSettingCannotBeChanged() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = SettingsMenuController(sections: sections, environment: MenuEnvironment())
        let toggle = try #require(Self.firstSwitch(in: controller.widget.raw))
        controller.activate(section: 0, row: 0)
        #expect(gtk_widget_get_sensitive(UnsafeMutableRawPointer(toggle).assumingMemoryBound(to: GtkWidget.self)) == 0)
        #expect(gtk_switch_get_active(toggle) == 0)
    }

    /// The first `GtkSwitch` among the descendants of the widget at `pointer`.
    private static func firstSwitch(in pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GtkSwitch>? {
        let instance = pointer.assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_switch_get_type()) != 0 { return pointer.assumingMemoryBound(to: GtkSwitch.self) }
        guard g_type_check_instance_is_a(instance, gtk_container_get_type()) != 0 else { return nil }
        let children = gtk_container_get_children(pointer.assumingMemoryBound(to: GtkContainer.self))
        defer { g_list_free(children) }
        var node = children
        while let current = node {
            if let child = current.pointee.data, let found = firstSwitch(in: child) { return found }
            node = current.pointee.next
        }
        return nil
    }
}
