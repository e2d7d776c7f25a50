import CFoldoutGtk
import Dispatch
import FoldoutModel
import XCTest

@testable import FoldoutControllers
@testable import FoldoutGtk

/// The main actor's work inside a running GTK main loop: an application made with the kit's
/// ``Application`` (and no code of its own for it) runs `Task { @MainActor in }`, the return of
/// `await MainActor.run` from another thread, the return to `@MainActor` code after an `await`
/// and `DispatchQueue.main.async` on the main thread, inside its loop (`g_main_depth() > 0`);
/// the lists' `async` loaders and a load on another thread handed to a list while a spinner
/// turns work there.
///
/// XCTest, not swift-testing: XCTest runs a test on the process's main thread, the thread an
/// app's `main.swift` runs its loop on and the one Dispatch's main queue belongs to.
/// swift-testing runs `@MainActor` tests on Dispatch's threads after `dispatch_main()`, where
/// the main actor needs no loop and cannot stand for an app.
///
/// Each test runs an application until its work calls `finish`; a fail-safe quits it after 20 s
/// if the work never finishes (the test then fails: nothing measures time).
final class MainActorLoopTests: XCTestCase {
    /// Where a piece of work ran.
    struct Place: Equatable, CustomStringConvertible {
        let mainThread: Bool
        let inLoop: Bool

        /// Here: the calling thread and whether the GLib loop is dispatching.
        @MainActor static var here: Place {
            Place(mainThread: foldout_is_main_thread() != 0, inLoop: g_main_depth() > 0)
        }

        /// On the main thread, inside the running loop.
        static let loop = Place(mainThread: true, inLoop: true)

        var description: String { "\(mainThread ? "main thread" : "other thread"), \(inLoop ? "in" : "outside") the loop" }
    }

    override func setUpWithError() throws {
        guard gtk_init_check(nil, nil) != 0 else { throw XCTSkip("GTK needs a display: run the tests under xvfb-run") }
    }

    /// Runs an application (the kit's, unchanged) whose activation calls `work` with a
    /// function that quits it; returns whether `work` called it.
    @MainActor
    static func runApplication(_ work: @escaping @MainActor (_ finish: @escaping @MainActor () -> Void) -> Void) -> Bool {
        let app = Application(id: "org.foldout.FoldoutGtkTests.MainActorLoop", unique: false)
        var finished = false
        app.onActivate { [weak app] in
            guard let app else { return }
            g_application_hold(foldout_g_application(app.raw))
            // Against a hang only: work that never finishes fails the test below.
            let failSafe = MainLoop.timeout(milliseconds: 20_000) { [weak app] in
                app?.quit()
                return false
            }
            work { [weak app] in
                guard !finished else { return }
                finished = true
                MainLoop.cancel(failSafe)
                app?.quit()
            }
        }
        _ = app.run(arguments: ["foldout-gtk-tests"])
        return finished
    }

    /// Where each piece of work ran, and the function ending the application.
    @MainActor
    final class Log {
        var places: [String: Place] = [:]
        var finish: @MainActor () -> Void = {}
    }

    func testATaskOnTheMainActorRunsInTheLoop() {
        MainActor.assumeIsolated {
            let log = Log()
            let finished = Self.runApplication { finish in
                log.finish = finish
                Task { @MainActor in
                    log.places["task"] = .here
                    log.finish()
                }
            }
            XCTAssertTrue(finished, "Task { @MainActor in } never ran while the application's loop ran")
            XCTAssertEqual(log.places["task"], .loop)
        }
    }

    func testAwaitingMainActorRunFromAnotherThreadComesBackInTheLoop() {
        MainActor.assumeIsolated {
            let log = Log()
            let finished = Self.runApplication { finish in
                log.finish = finish
                Task { @MainActor in
                    // Work on another thread that hands a result to the main actor on its way.
                    let sum = await Task.detached { () -> Int in
                        let away = Place(mainThread: foldout_is_main_thread() != 0, inLoop: false)
                        let total = (1...1_000).reduce(0, +)
                        await MainActor.run {
                            log.places["detached"] = away
                            log.places["MainActor.run"] = .here
                        }
                        return total
                    }.value
                    // Back on the main actor after the await.
                    log.places["after await"] = .here
                    XCTAssertEqual(sum, 500_500)
                    log.finish()
                }
            }
            XCTAssertTrue(finished, "the main actor's work never ran while the application's loop ran")
            XCTAssertEqual(log.places["detached"]?.mainThread, false, "the detached task ran on another thread")
            XCTAssertEqual(log.places["MainActor.run"], .loop)
            XCTAssertEqual(log.places["after await"], .loop)
        }
    }

    func testDispatchMainQueueAsyncRunsInTheLoop() {
        MainActor.assumeIsolated {
            let log = Log()
            let finished = Self.runApplication { finish in
                log.finish = finish
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { log.places["from the main thread"] = .here }
                }
                DispatchQueue.global().async {
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated {
                            log.places["from another thread"] = .here
                            log.finish()
                        }
                    }
                }
            }
            XCTAssertTrue(finished, "DispatchQueue.main.async never ran while the application's loop ran")
            XCTAssertEqual(log.places["from the main thread"], .loop)
            XCTAssertEqual(log.places["from another thread"], .loop)
        }
    }

    // MARK: The lists' async loaders

    /// A shelf of books, loaded when it opens.
    struct Shelf: Sendable {
        let name: String
    }

    /// Runs `then` once `condition` holds, checking whenever the loop has nothing more urgent
    /// to do (the loader's work included).
    @MainActor
    static func when(_ condition: @escaping @MainActor () -> Bool, _ then: @escaping @MainActor () -> Void) {
        MainLoop.idle(priority: .low) {
            guard condition() else { return true }
            then()
            return false
        }
    }

    /// The status row beneath an open parent, as shown: its accessible name and whether its
    /// Retry button shows.
    @MainActor
    static func statusRow<Parent, Child, ID>(_ controller: ExpandableRowsController<Parent, Child, ID>) -> (name: String, retry: Bool)? {
        guard let view = controller.viewport.views.first(where: { $0 is StatusRowView && $0.index != nil }) else { return nil }
        let name = String(cString: atk_object_get_name(gtk_widget_get_accessible(view.row.widget)))
        let retry = buttons(in: view.row.widget).contains { button in
            gtk_button_get_label(foldout_button(button)).map { String(cString: $0) } == FoldoutControllers.tr("_Retry")
                && gtk_widget_is_visible(button) != 0
        }
        return (name, retry)
    }

    /// The buttons inside `widget`.
    @MainActor
    static func buttons(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0 {
            found.append(widget)
        }
        guard g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_container_get_type()) != 0 else {
            return found
        }
        let list = gtk_container_get_children(foldout_container(widget))
        defer { g_list_free(list) }
        var item = list
        while let node = item {
            if let child = node.pointee.data { found += buttons(in: child.assumingMemoryBound(to: GtkWidget.self)) }
            item = node.pointee.next
        }
        return found
    }

    /// An `async` loader that reads on another thread: the parent shows "Loading…" while it
    /// runs, then its children; a loader that throws shows the reason with Retry, and Retry
    /// loads again.
    func testAnAsyncLoaderShowsLoadingThenTheChildrenAndItsErrorWithRetry() {
        MainActor.assumeIsolated {
            let log = Log()
            var attempts: [String] = []
            var notes: [String] = []
            let (gate, open) = AsyncStream.makeStream(of: Void.self)
            var controller: ExpandableRowsController<Shelf, String, String>?
            let finished = Self.runApplication { finish in
                log.finish = finish
                let list = ExpandableRowsController<Shelf, String, String>(
                    parents: [Shelf(name: "Attic"), Shelf(name: "Cellar")], id: \.name,
                    children: .lazy(hasChildren: { _ in true }) { shelf in
                        attempts.append(shelf.name)
                        log.places["loader \(attempts.count)"] = .here
                        let name = shelf.name
                        let attempt = attempts.count
                        if name == "Attic" {
                            for await _ in gate { break } // until the test has seen "Loading…"
                        }
                        // The reading, on another thread.
                        return try await Task.detached { () throws -> [String] in
                            if name == "Cellar", attempt == 2 { throw ExpandableLoadError("The cellar is flooded") }
                            return ["\(name) book 1", "\(name) book 2"]
                        }.value
                    },
                    name: "Shelves",
                    parentContent: ExpandableRowContent(make: { Label() }, bind: { label, shelf, _ in label.text = shelf.name }),
                    childContent: ExpandableRowContent(make: { Label() }, bind: { label, book, _ in label.text = book }))
                controller = list
                let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
                window.setDefaultSize(width: 400, height: 400)
                window.add(list.widget)
                window.showAll()
                list.expand(0)
                notes.append("Attic: \(list.tree.children(of: 0)), row 1: \(String(describing: list.tree.row(at: 1)))")
                Self.when({ attempts.count == 1 }) {
                    MainLoop.drain()
                    notes.append(
                        "Attic while loading: \(list.tree.children(of: 0)), shown: \(Self.statusRow(list).map { "\($0.name), retry \($0.retry)" } ?? "none")")
                    open.yield()
                    Self.when({ list.children(of: 0) != nil }) {
                        notes.append("Attic loaded: \(list.children(of: 0) ?? []), rows: \(list.tree.rowCount)")
                        list.expand(1)
                        Self.when({ list.tree.children(of: 1) != .loading }) {
                            MainLoop.drain()
                            notes.append(
                                "Cellar: \(list.tree.children(of: 1)), shown: \(Self.statusRow(list).map { "\($0.name), retry \($0.retry)" } ?? "none")")
                            guard let status = list.tree.row(of: .status(parent: 1)) else { return log.finish() }
                            list.activateRow(status) // Retry, as a click on it does
                            notes.append("Cellar after Retry: \(list.tree.children(of: 1))")
                            Self.when({ list.children(of: 1) != nil }) {
                                notes.append("Cellar loaded: \(list.children(of: 1) ?? [])")
                                window.destroy()
                                log.finish()
                            }
                        }
                    }
                }
            }
            XCTAssertTrue(finished, "the async loader never finished while the application's loop ran: \(notes)")
            XCTAssertEqual(
                notes,
                [
                    "Attic: loading, row 1: Optional(FoldoutModel.ExpandableTreeRow.status(parent: 0))",
                    "Attic while loading: loading, shown: Loading…, retry false",
                    "Attic loaded: [\"Attic book 1\", \"Attic book 2\"], rows: 4",
                    "Cellar: failed(\"The cellar is flooded\"), shown: The cellar is flooded, retry true",
                    "Cellar after Retry: loading",
                    "Cellar loaded: [\"Cellar book 1\", \"Cellar book 2\"]",
                ])
            XCTAssertEqual(attempts, ["Attic", "Cellar", "Cellar"])
            XCTAssertEqual(log.places["loader 1"], .loop, "the loader runs on the main actor, in the loop")
            XCTAssertEqual(log.places["loader 3"], .loop)
            _ = controller
        }
    }

    // MARK: Loading on another thread while the progress shows

    /// A note, made on another thread and handed to the list.
    struct Note: DropdownItem {
        let id: String
        let title: String
    }

    /// The pattern of the docs (<doc:WorkingOffTheMainLoop>): a task on another thread makes
    /// the items in batches and hands each to the main actor through an `AsyncStream`; the
    /// list takes each batch as it comes, while a spinner turns. The maker waits, before each
    /// batch, for a frame painted after it started waiting: it can finish only if the frame
    /// clock keeps ticking all through the load.
    func testALoadOnAnotherThreadReachesTheListWhileFramesKeepComing() {
        MainActor.assumeIsolated {
            let log = Log()
            var counts: [Int] = []
            var framesWhileLoading = 0
            var spinnerShown: [Bool] = []
            var list: DropdownRowsController<Note>?
            Style.setAnimationsEnabled(true)
            defer { Style.followDesktopAnimations() }
            let finished = Self.runApplication { finish in
                log.finish = finish
                let notes = DropdownRowsController(list: DropdownList<Note>(items: []), name: "Notes", actions: [])
                list = notes
                let spinner = Spinner()
                let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
                window.setDefaultSize(width: 400, height: 400)
                let column = Box(vertical: true)
                column.packStart(spinner)
                column.packStart(notes.widget, expand: true)
                window.add(column)
                window.showAll()
                window.onFirstFrame {
                    // Each painted frame, told to whoever waits for one (and to no one else).
                    let (frames, painted) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(0))
                    window.frameClock?.onAfterPaint { _ in
                        if spinner.isVisible { framesWhileLoading += 1 }
                        painted.yield()
                    }
                    let (batches, hand) = AsyncStream.makeStream(of: [Note].self)
                    Task.detached {
                        var frame = frames.makeAsyncIterator()
                        for batch in 0..<4 {
                            let made = (0..<250).map { Note(id: "\(batch)-\($0)", title: "Note \($0) of batch \(batch)") }
                            _ = await frame.next()
                            hand.yield(made)
                        }
                        hand.finish()
                    }
                    Task { @MainActor in
                        for await batch in batches {
                            notes.apply(batch.map { .insert($0, at: Int.max) })
                            counts.append(notes.state.list.count)
                            spinnerShown.append(spinner.isVisible)
                            log.places["batch \(counts.count)"] = .here
                        }
                        spinner.isVisible = false
                        window.destroy()
                        log.finish()
                    }
                }
            }
            XCTAssertTrue(finished, "the load never reached the list (frames while loading: \(framesWhileLoading))")
            XCTAssertEqual(counts, [250, 500, 750, 1_000], "each batch is added as it comes")
            XCTAssertEqual(spinnerShown, [true, true, true, true])
            XCTAssertGreaterThanOrEqual(framesWhileLoading, 4, "a frame painted before each batch")
            XCTAssertEqual(log.places["batch 4"], .loop)
            XCTAssertEqual(list?.state.list.items.last?.id, "3-249")
        }
    }
}
