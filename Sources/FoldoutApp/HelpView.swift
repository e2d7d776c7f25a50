import CGtk
import FoldoutModel
import GtkKit

/// The help's contents: for each topic (a page, or the whole application) its title, what it
/// does and its keys. Topics come from `data/help.json`; a new page adds a topic there.
@MainActor
enum HelpView {
    /// Why the help file could not be shown.
    struct LoadError: Error { let message: String }

    static func make(_ help: Result<HelpDocument, LoadError>) -> Widget {
        let scrolled = ScrolledWindow()
        scrolled.setExpand(horizontal: true, vertical: true)
        let column = Box(vertical: true, spacing: 6)
        column.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        switch help {
        case let .failure(error):
            let label = Label(error.message)
            label.wrap()
            label.setXAlign(0)
            column.packStart(label)
        case let .success(document):
            for (index, topic) in document.topics.enumerated() {
                let title = Label(topic.title)
                title.setXAlign(0)
                title.addStyleClass("settings-group-title")
                title.setMargins(top: index == 0 ? 0 : 18)
                column.packStart(title)
                let summary = Label(topic.summary)
                summary.wrap()
                summary.setXAlign(0)
                column.packStart(summary)
                for shortcut in topic.shortcuts {
                    let line = Box(vertical: false, spacing: 12)
                    let action = Label(shortcut.action)
                    action.setXAlign(0)
                    action.wrap()
                    let keys = Label(shortcut.keys)
                    keys.addStyleClass("help-keys")
                    line.packStart(action, expand: true)
                    line.packEnd(keys)
                    column.packStart(line)
                }
            }
        }
        scrolled.add(column)
        return scrolled
    }
}
