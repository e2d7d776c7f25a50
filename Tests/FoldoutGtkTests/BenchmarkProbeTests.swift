import CFoldoutGtk
import FoldoutGtkProbes
import Testing

@testable import FoldoutGtk

/// What the benchmarks' trace reads from GTK: the scrollbars on screen and the input events.
@Suite(.serialized)
@MainActor
struct BenchmarkProbeTests {
    @Test func verticalScrollbarsAreFoundShownOrHiddenAndSayWhetherTheyAreOnScreen() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let window = Window.makeToplevel(title: "probe")
        let row = Box(vertical: false)
        let shown = Adjustment(upper: 100, pageSize: 10)
        let hidden = Adjustment(upper: 50, pageSize: 10)
        let hiddenBar = Scrollbar(vertical: hidden)
        // A scrolled window's own scrollbars are internal children: found too.
        let scrolled = ScrolledWindow()
        scrolled.setSizeRequest(height: 100)
        scrolled.add(Label("inside"))
        row.packStart(Scrollbar(vertical: shown))
        row.packStart(hiddenBar)
        row.packStart(scrolled)
        window.add(row)
        window.showAll()
        hiddenBar.isVisible = false
        MainLoop.drain()
        let found = window.verticalScrollbars
        let mapped = Dictionary(found.map { ($0.adjustment.raw, $0.isMapped) }, uniquingKeysWith: { $0 || $1 })
        #expect(mapped[shown.raw] == true)
        #expect(mapped[hidden.raw] == false)
        #expect(found.count == 3, "the two in the row and the scrolled window's own")
        // Shown later, the hidden one is on screen.
        hiddenBar.isVisible = true
        MainLoop.drain()
        #expect(found.first { $0.adjustment.raw == hidden.raw }?.isMapped == true)
        window.destroy()
        MainLoop.drain()
        #expect(window.verticalScrollbars.isEmpty)
    }

    @Test func inputEventsAreSeenWithTheirKeyAndHandedOnToGTK() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let window = Window.makeToplevel(title: "keys")
        var seen: [InputEvent] = []
        var pressed: [KeyPress] = []
        InputEvents.observe { seen.append($0) }
        window.onKeyPress {
            pressed.append($0)
            return true
        }
        window.showAll()
        MainLoop.drain()
        let event = try #require(gdk_event_new(GDK_KEY_PRESS))
        defer { gdk_event_free(event) }
        let target = try #require(gtk_widget_get_window(window.widget))
        event.pointee.key.window = target
        g_object_ref(UnsafeMutableRawPointer(target)) // the event owns a reference to its window
        event.pointee.key.keyval = UInt32(GDK_KEY_Page_Down)
        event.pointee.key.time = 4242
        gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default())))
        gdk_event_put(event)
        MainLoop.drain()
        #expect(seen.contains { $0.kind == .keyPress && $0.key == "Page_Down" && $0.serverTime == 4242 })
        #expect(pressed == [KeyPress(key: .pageDown)], "handed on to GTK, which hands the widget a KeyPress")
        window.destroy()
        MainLoop.drain()
    }
}
