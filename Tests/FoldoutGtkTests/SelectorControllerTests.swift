import CFoldoutGtk
import FoldoutControllers
import FoldoutModel
import Testing

@testable import FoldoutGtk

private enum Sport: String, SelectorOption, CaseIterable {
    case basketball, football, soccer, baseball, hockey
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

@Suite(.serialized)
@MainActor
struct SelectorControllerTests {
    @Test func chooseCallsBackAndClosesWithoutAWindow() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let selector = SelectorController(name: "Sport", placeholder: "Select a Sport", options: Sport.allCases, chosen: .soccer)
        var chosen: [Sport] = []
        var settled: [Bool] = []
        selector.onChoose = { chosen.append($0) }
        selector.onSettle = { settled.append($0) }
        #expect(selector.state.chosen == .soccer)
        selector.toggle()
        // Not on screen: nothing to animate, the drawer is open at once.
        #expect(selector.state.isOpen && selector.state.highlighted == 2)
        #expect(settled == [true])
        selector.choose(at: 4)
        #expect(chosen == [.hockey] && !selector.state.isOpen && settled == [true, false])
        selector.close()
        #expect(settled == [true, false], "closing a closed selector changes nothing")
    }

    /// On screen with animations on, opening springs the drawer open frame by frame from its
    /// first frame (overshooting, then settling), as the article's selector does: the motion
    /// starts at the frame clock's time even on the first opening, when the drawer was never
    /// shown. The same for closing.
    @Test func onScreenTheDrawerSpringsOpenFrameByFrame() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let animations = Style.animationsEnabled
        Style.setAnimationsEnabled(true)
        defer { Style.setAnimationsEnabled(animations) }
        let selector = SelectorController(name: "Sport", placeholder: "Select a Sport", options: Sport.allCases)
        var progress: [Double] = []
        var settled: [Bool] = []
        selector.onFrame = { progress.append($0) }
        selector.onSettle = { settled.append($0) }
        let window = testWindow(showing: selector.widget, height: 500) { Self.run(seconds: 0.3) { false } }
        defer { window.destroy() }
        selector.open()
        Self.run(seconds: 3) { settled == [true] }
        #expect(settled == [true])
        // About 0.7 s of frames (60 Hz on the frame clock): a motion cut short has one or two.
        #expect(progress.count >= 10, "frames: \(progress)")
        #expect(progress.first.map { $0 < 0.5 } == true, "the first frame is near closed: \(progress.prefix(3))")
        #expect(progress.contains { $0 > 1.05 }, "it overshoots")
        #expect(progress.last == 1)
        progress = []
        selector.close()
        Self.run(seconds: 3) { settled == [true, false] }
        #expect(progress.count >= 5 && progress.first.map { $0 > 0.5 } == true, "frames: \(progress)")
        #expect(progress.last == 0)
    }

    /// Runs the main loop for up to `seconds`, until `done`.
    private static func run(seconds: Double, until done: () -> Bool) {
        let end = MainLoop.monotonicTime + Int64(seconds * 1_000_000)
        while MainLoop.monotonicTime < end, !done() {
            MainLoop.drain()
            g_usleep(2_000)
        }
    }

    @Test func selectorIsReleasedWithItsWidgets() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        weak var weakSelector: SelectorController<Sport>?
        do {
            let selector = SelectorController(name: "Sport", placeholder: "Select a Sport", options: Sport.allCases)
            selector.toggle()
            weakSelector = selector
        }
        #expect(weakSelector == nil)
    }
}
