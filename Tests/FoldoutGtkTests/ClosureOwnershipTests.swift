import CFoldoutGtk
import Testing

@testable import FoldoutGtk

/// Counts deinitialised trackers; each handler under test captures one.
@MainActor
final class Tracker {
    nonisolated(unsafe) static var released = 0
    deinit { Tracker.released += 1 }
}

@MainActor
func requireDisplay() -> Bool {
    gtk_init_check(nil, nil) != 0
}

@Suite(.serialized)
@MainActor
struct ClosureOwnershipTests {
    @Test func handlerBoxesAreReleasedWhenWidgetsGo() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        Tracker.released = 0
        let widgets = 1000
        let handlersPerWidget = 5
        var calls = 0
        do {
            var buttons: [Button] = []
            for _ in 0..<widgets {
                let button = Button(label: "x")
                for _ in 0..<handlersPerWidget {
                    let tracker = Tracker()
                    button.onClicked {
                        _ = tracker
                        calls += 1
                    }
                }
                buttons.append(button)
            }
            // The handlers run while the widgets live.
            gtk_button_clicked(foldout_button(buttons[0].raw))
            #expect(calls == handlersPerWidget)
            #expect(Tracker.released == 0)
            buttons.removeAll()
        }
        // The wrappers' references are dropped when the loop is next idle.
        MainLoop.drain()
        #expect(Tracker.released == widgets * handlersPerWidget)
    }

    @Test func destroyedToplevelReleasesItsHandlers() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        Tracker.released = 0
        for _ in 0..<200 {
            let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
            let tracker = Tracker()
            window.on(.destroy) { _ = tracker }
            window.destroy()
        }
        #expect(Tracker.released == 200)
    }

    @Test func disconnectReleasesTheClosure() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        Tracker.released = 0
        let button = Button(label: "x")
        let tracker = Tracker()
        var calls = 0
        let id = button.onClicked {
            _ = tracker
            calls += 1
        }
        _ = consume tracker
        #expect(Tracker.released == 0)
        button.disconnect(id)
        #expect(Tracker.released == 1)
        gtk_button_clicked(foldout_button(button.raw))
        #expect(calls == 0)
    }

    @Test func unknownSignalDoesNotLeakTheBox() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        Tracker.released = 0
        let button = Button(label: "x")
        do {
            let tracker = Tracker()
            // GLib warns (not critical) about the unknown signal and returns 0.
            let id = button.on(VoidSignal("no-such-signal")) { _ = tracker }
            #expect(id.value == 0)
        }
        #expect(Tracker.released == 1)
    }

    @Test func mainLoopSourcesReleaseTheirClosures() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        Tracker.released = 0
        var runs = 0
        for _ in 0..<100 {
            let tracker = Tracker()
            MainLoop.idle {
                _ = tracker
                runs += 1
                return false
            }
        }
        let cancelled = Tracker()
        let source = MainLoop.timeout(milliseconds: 60_000) {
            _ = cancelled
            return false
        }
        _ = consume cancelled
        MainLoop.cancel(source)
        MainLoop.drain()
        #expect(runs == 100)
        #expect(Tracker.released == 101)
    }

    @Test func lowPriorityIdleWorkWaitsForTheOtherIdleWork() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        var order: [String] = []
        MainLoop.idle(priority: .low) {
            order.append("low")
            return false
        }
        MainLoop.idle {
            order.append("idle 1")
            return false
        }
        MainLoop.idle {
            order.append("idle 2")
            // Idle work added later still comes before the low-priority work waiting already.
            MainLoop.idle {
                order.append("idle 3")
                return false
            }
            return false
        }
        MainLoop.drain()
        #expect(order == ["idle 1", "idle 2", "idle 3", "low"])
    }

    @Test func controllerAndWidgetsHaveNoCycle() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        weak var weakOwner: Owner?
        weak var weakButton: Button?
        do {
            let owner = Owner()
            weakOwner = owner
            weakButton = owner.button
        }
        #expect(weakOwner == nil)
        #expect(weakButton == nil)
    }
}

/// A controller-like owner whose widget's handler refers back to it weakly.
@MainActor
final class Owner {
    let button = Button(label: "owner")
    var clicks = 0
    init() {
        button.onClicked { [weak self] in self?.clicks += 1 }
    }
}
