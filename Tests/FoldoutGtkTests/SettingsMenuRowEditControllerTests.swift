import FoldoutControllers
import FoldoutModel
import Testing

@testable import FoldoutGtk

@Suite(.serialized)
@MainActor
struct SettingsMenuRowEditControllerTests {
    /// An email row for the maintainer of what is in view: added, its address changed, removed;
    /// a search finds it by its address as it is now.
    @Test func anEmailRowComesChangesAndGoes() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let environment = MenuEnvironment()
        let menu = SettingsMenuController(
            sections: [
                MenuSection(
                    title: "Reach out",
                    items: [
                        LinkMenuItem(title: "Website", iconName: "web-browser-symbolic", url: "https://example.org/")
                    ])
            ],
            environment: environment)
        let first = EmailMenuItem(title: "Maintainer", iconName: "mail-unread-symbolic", address: "ann@example.org")
        #expect(menu.insertRow(first, section: 0, at: 0))
        #expect(menu.state.rowIDs == [["Maintainer", "Website"]])
        #expect(menu.updateRow(EmailMenuItem(title: "Maintainer", iconName: "mail-unread-symbolic", address: "bob@example.org")))
        menu.search("bob")
        #expect(menu.searchResults?.count == 1)
        menu.search("ann")
        #expect(menu.searchResults?.count == 0)
        menu.endSearch()
        #expect(menu.removeRow(id: "Maintainer") && menu.state.rowIDs == [["Website"]])
        #expect(!menu.removeRow(id: "Maintainer"))
    }
}
