import CGtk
import Testing
@testable import GtkKit

@Suite(.serialized)
@MainActor
struct MenuButtonTests {
    private func menu() -> Menu {
        let menu = Menu()
        menu.append("About", action: "app.about")
        return menu
    }

    private func popover(of button: MenuButton) -> UnsafeMutablePointer<GtkPopover>? {
        gtk_menu_button_get_popover(foldout_menu_button(button.raw))
    }

    @Test func theMenuIsMadeAfterTheButtonIsDrawnNotBefore() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        let button = MenuButton(iconName: "open-menu-symbolic", tooltip: "Main Menu", menu: menu())
        window.add(button)
        #expect(popover(of: button) == nil, "not made with the button")
        MainLoop.drain()
        #expect(popover(of: button) == nil, "not before the button is drawn")
        window.showAll()
        // Until the button has been drawn and the loop has nothing else to do.
        let deadline = MainLoop.monotonicTime + 2_000_000
        while popover(of: button) == nil, MainLoop.monotonicTime < deadline {
            gtk_main_iteration_do(0)
        }
        #expect(popover(of: button) != nil, "made once the button was drawn")
        window.destroy()
        MainLoop.drain()
    }

    @Test func openingTheMenuMakesItAtOnce() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let button = MenuButton(iconName: "open-menu-symbolic", tooltip: "Main Menu", menu: menu())
        #expect(popover(of: button) == nil)
        button.isOpen = true
        #expect(popover(of: button) != nil, "F10 or a press before the idle made it: it opens with its items")
        #expect(button.isOpen)
        button.isOpen = false
        button.destroy()
        MainLoop.drain()
    }
}
