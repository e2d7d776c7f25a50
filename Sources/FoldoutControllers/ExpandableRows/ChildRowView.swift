import FoldoutModel
import GtkKit

/// A child row beneath its parent: the app's content in a revealer that slides it in and out
/// (GTK's slide-down, which honours `gtk-enable-animations`). It is not expandable; screen
/// readers see a tree item whose node parent is its parent row (the controller sets it), one
/// level below it.
@MainActor
final class ChildRowView {
    /// Slide time in milliseconds (GTK's default for revealers).
    static var revealDuration: UInt32 { 250 }

    let row = ExpandableRow(expandable: false)
    let revealer = Revealer(transition: .slideDown, duration: revealDuration)
    /// Set once the row is on its way out; it no longer takes focus or clicks.
    private(set) var isLeaving = false

    /// Makes the row; `build` makes its content (and may name the row).
    init(build: (ExpandableRow) -> Widget) {
        row.isActivatable = false
        row.setAccessibleRole(.treeItem)
        revealer.add(build(row))
        row.add(revealer)
        row.showAll()
    }

    /// Slides the row in (or shows it at once when `animated` is false).
    func reveal(animated: Bool) {
        if animated {
            revealer.revealChild = true
        } else {
            revealer.setRevealChildAtOnce(true)
        }
    }

    /// Slides the row out and destroys it when it is gone; `done` is called then (once).
    func leave(_ done: @escaping @MainActor (ChildRowView) -> Void) {
        isLeaving = true
        row.canFocus = false
        row.isSensitive = false
        var finished = false
        let finish: @MainActor (ChildRowView) -> Void = { view in
            guard !finished else { return }
            finished = true
            view.row.destroy()
            done(view)
        }
        revealer.onNotify(.childRevealed) { [weak self] in
            guard let self, !self.revealer.childRevealed else { return }
            // Not inside the revealer's own notification: destroy on the next turn.
            _ = MainLoop.idle { [weak self] in
                if let self { finish(self) }
                return false
            }
        }
        revealer.revealChild = false
        // Unmapped (e.g. another page is shown): no animation, and maybe no notification.
        if !row.isMapped { finish(self) }
    }
}
