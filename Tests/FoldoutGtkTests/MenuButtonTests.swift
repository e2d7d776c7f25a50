import CFoldoutGtk
import Testing

@testable import FoldoutGtk

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

    /// Whether the button's menu has been made and is on screen.
    private func menuIsOpen(_ button: MenuButton) -> Bool {
        guard let popover = popover(of: button) else { return false }
        return gtk_widget_get_visible(popover.withMemoryRebound(to: GtkWidget.self, capacity: 1) { $0 }) != 0
    }

    /// A menu button in a shown window, not yet drawn (its menu not made).
    private func shownButton() -> (Window, MenuButton) {
        let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        let button = MenuButton(iconName: "open-menu-symbolic", tooltip: "Main Menu", menu: menu())
        window.add(button)
        window.showAll()
        return (window, button)
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

    @Test func theButtonCanBeUsedBeforeItsMenuIsMade() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let button = MenuButton(iconName: "open-menu-symbolic", tooltip: "Main Menu", menu: menu())
        #expect(popover(of: button) == nil)
        #expect(button.isSensitive, "not greyed out while its menu waits (GTK greys a menu button without one)")
        let states = atk_object_ref_state_set(gtk_widget_get_accessible(button.widget))
        #expect(atk_state_set_contains_state(states, ATK_STATE_ENABLED) != 0, "screen readers can press it")
        g_object_unref(states)
    }

    @Test func aClickBeforeTheMenuIsMadeOpensIt() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let (window, button) = shownButton()
        #expect(popover(of: button) == nil, "shown, not idle yet")
        gtk_button_clicked(foldout_button(button.raw)) // a click, Space or a screen reader's press
        #expect(popover(of: button) != nil, "the click made the menu")
        #expect(menuIsOpen(button), "and opened it")
        #expect(button.isOpen)
        button.isOpen = false
        window.destroy()
        MainLoop.drain()
    }

    @Test func openingTheMenuMakesItAtOnce() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let (window, button) = shownButton()
        #expect(popover(of: button) == nil)
        button.isOpen = true // F10
        #expect(popover(of: button) != nil, "F10 before the idle made it")
        #expect(menuIsOpen(button), "and opened it")
        button.isOpen = false
        window.destroy()
        MainLoop.drain()
    }
}
