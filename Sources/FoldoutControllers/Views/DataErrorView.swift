import FoldoutGtk
import FoldoutModel

/// A page's error state for a data file it cannot use: an icon, a title, and the file, the
/// place in it and the reason, each on its own selectable line, with a hint on what to do.
@MainActor
package final class DataErrorView {
    /// The view, to put where the page's content would be.
    package let widget = Box(vertical: true, spacing: 12)

    /// Makes the view; `place` is nil when the problem is with the whole file.
    package init(title: String, file: String, place: String?, reason: String, hint: String) {
        widget.addStyleClass("data-error")
        widget.setAlign(horizontal: .center, vertical: .center)
        widget.setExpand(horizontal: true, vertical: true)
        let icon = Image(iconName: "dialog-error-symbolic")
        icon.setPixelSize(64)
        icon.addStyleClass("data-error-icon")
        widget.packStart(icon)
        let heading = Label(title)
        heading.addStyleClass("data-error-title")
        heading.wrap()
        widget.packStart(heading)
        // TRANSLATORS: {file} is the data file's path, shown as it is.
        var lines = [tr("File: {file}", ["file": file])]
        // TRANSLATORS: {place} is "line 3, column 7" or "at options[2]" (translated elsewhere).
        if let place { lines.append(tr("Where: {place}", ["place": place])) }
        lines.append(tr("Problem: {reason}", ["reason": reason]))
        for line in lines {
            let label = Label(line)
            label.addStyleClass("data-error-detail")
            label.wrap()
            label.isSelectable = true
            label.canFocus = false
            label.setXAlign(0)
            widget.packStart(label)
        }
        let hintLabel = Label(hint)
        hintLabel.addStyleClass("dim-label")
        hintLabel.wrap()
        widget.packStart(hintLabel)
        widget.showAll()
    }
}
