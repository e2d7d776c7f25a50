import FoldoutControllers
import FoldoutModel
import Testing

@testable import FoldoutGtk

private struct Country: SelectorOption {
    let title: String
}

/// The searches of the settings menu and of the selector, driven through their controllers on
/// a display (the keys and what screen readers hear are in Tests/ui).
@Suite(.serialized)
@MainActor
struct MenuAndSelectorSearchTests {
    private let sections = [
        MenuSection(
            title: "Settings",
            items: [
                SwitchMenuItem(
                    title: "Dark theme", iconName: "weather-clear-night-symbolic", setting: "dark-theme",
                    keywords: ["appearance", "night"]),
                SwitchMenuItem(title: "Animations", iconName: "media-playback-start-symbolic", setting: "animations"),
            ]),
        MenuSection(
            title: "Reach out",
            items: [
                EmailMenuItem(title: "Email", iconName: "mail-unread-symbolic", address: "feedback@b.org")
            ]),
    ]

    @Test func theMenuFindsByTitleSubtitleAndKeywordAndEndsTheSearch() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = SettingsMenuController(sections: sections, environment: MenuEnvironment())
        #expect(!controller.isSearching && controller.searchResults == nil)
        controller.search("NIGHT")
        #expect(controller.isSearching)
        #expect(controller.searchResults?.rows == [[0], []])
        controller.search("feedback") // the email row's address
        #expect(controller.searchResults?.rows == [[], [0]])
        controller.search("anim")
        #expect(controller.searchResults?.first == MenuPosition(section: 0, row: 1))
        controller.endSearch()
        #expect(!controller.isSearching && controller.searchResults == nil)
    }

    @Test func theSearchButtonFollowsTheBar() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = SettingsMenuController(sections: sections, environment: MenuEnvironment())
        let button = controller.makeSearchButton()
        #expect(!button.isActive)
        controller.beginSearch()
        #expect(button.isActive && controller.isSearching)
        button.isActive = false
        #expect(!controller.isSearching)
    }

    @Test func controllersWithSearchAreReleased() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        weak var weakMenu: SettingsMenuController?
        weak var weakSelector: SelectorController<Country>?
        do {
            let menu = SettingsMenuController(sections: sections, environment: MenuEnvironment())
            _ = menu.makeSearchButton()
            menu.search("a")
            weakMenu = menu
            let selector = SelectorController(
                name: "Country", placeholder: "Choose",
                options: ["Austria", "Belgium", "Chile"].map(Country.init))
            selector.searchThreshold = 2
            selector.open()
            weakSelector = selector
        }
        #expect(weakMenu == nil)
        #expect(weakSelector == nil)
    }

    @Test func theSelectorSearchesOnlyPastItsThreshold() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let selector = SelectorController(
            name: "Country", placeholder: "Choose",
            options: ["Austria", "Belgium", "Chile"].map(Country.init))
        selector.searchThreshold = 3 // three options: not more than three
        selector.open()
        #expect(selector.state.isOpen)
        selector.close()
        selector.searchThreshold = 2
        selector.open()
        #expect(selector.state.isOpen && selector.state.found == nil)
        selector.searchThreshold = nil // turned off while open: the drawer closes
        #expect(!selector.state.isOpen)
    }
}
