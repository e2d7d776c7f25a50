import CGtk
import Testing
@testable import GtkKit

/// What the benchmarks' trace reads from GTK: the scrollbars on screen and the input events.
@Suite(.serialized)
@MainActor
struct BenchmarkProbeTests {
    @Test func onlyMappedVerticalScrollbarsAreFound() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let window = Window.makeToplevel(title: "probe")
        let row = Box(vertical: false)
        let shown = Adjustment(upper: 100, pageSize: 10)
        let hidden = Adjustment(upper: 50, pageSize: 10)
        let hiddenBar = Scrollbar(vertical: hidden)
        // A scrolled window's own scrollbars are internal children: found when on screen.
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
        let found = window.mappedVerticalScrollbarAdjustments.map(\.raw)
        #expect(found.contains(shown.raw))
        #expect(!found.contains(hidden.raw))
        window.destroy()
        MainLoop.drain()
        #expect(window.mappedVerticalScrollbarAdjustments.isEmpty)
    }

    @Test func inputEventsAreSeenWithTheirKeyAndHandedOnToGTK() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let window = Window.makeToplevel(title: "keys")
        var seen: [InputEvent] = []
        var handled = 0
        InputEvents.observe { seen.append($0) }
        window.on(.keyPressEvent) { _ in handled += 1; return true }
        window.showAll()
        MainLoop.drain()
        let event = try #require(gdk_event_new(GDK_KEY_PRESS))
        defer { gdk_event_free(event) }
        let target = try #require(gtk_widget_get_window(window.widget))
        event.pointee.key.window = target
        g_object_ref(UnsafeMutableRawPointer(target))  // the event owns a reference to its window
        event.pointee.key.keyval = UInt32(GDK_KEY_Page_Down)
        event.pointee.key.time = 4242
        gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default())))
        gdk_event_put(event)
        MainLoop.drain()
        #expect(seen.contains { $0.kind == .keyPress && $0.key == "Page_Down" && $0.serverTime == 4242 })
        #expect(handled == 1)
        window.destroy()
        MainLoop.drain()
    }
}
