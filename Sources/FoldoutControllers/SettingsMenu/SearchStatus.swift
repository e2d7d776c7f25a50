import FoldoutGtk
import FoldoutModel

/// The line above a search's results: "3 results", or "No results", which screen readers hear
/// as it changes (a notification, shown again once the typing has paused: Orca speaks a
/// notification as it appears).
@MainActor
final class SearchStatus {
    /// The line, to pack above the results; hidden while no search is on.
    let widget = Box(vertical: false)
    private let label = Label()
    private var timer: MainLoop.Source?
    /// How long the count waits for the typing to pause before it is heard again.
    var announceDelay: UInt32 = 400

    init() {
        widget.setAccessibleRole(.notification)
        widget.addStyleClass("search-status")
        label.addStyleClass("dim-label")
        label.wrap()
        widget.packStart(label, expand: true)
        label.show()
        widget.excludeFromShowAll()
        widget.isVisible = false
    }

    /// The text shown now, nil while hidden.
    var text: String? { widget.isVisible ? label.text : nil }

    /// Shows `count` results (nil: hides the line).
    func show(_ count: Int?) {
        if let timer { MainLoop.cancel(timer) }
        timer = nil
        guard let count else {
            widget.isVisible = false
            return
        }
        let text =
            count == 0
            // TRANSLATORS: a search of the settings found nothing.
            ? tr("No results")
            // TRANSLATORS: how many rows a search of the settings found.
            : trn("{count} result", "{count} results", count, ["count": String(count)])
        let changed = label.text != text || !widget.isVisible
        label.text = text
        label.setXAlign(count == 0 ? 0.5 : 0)
        widget.setAccessibleName(text)
        guard changed else { return }
        if !widget.isVisible {
            widget.isVisible = true
            return
        }
        timer = MainLoop.timeout(milliseconds: announceDelay) { [weak self] in
            guard let self else { return false }
            self.timer = nil
            // Appearing again is what makes a screen reader speak it.
            self.widget.isVisible = false
            self.widget.isVisible = true
            return false
        }
    }
}
