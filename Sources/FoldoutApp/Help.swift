import FoldoutAppModel
import FoldoutGtk
import FoldoutModel

/// The help (F1, the primary menu, the settings menu's Help row): what each page does and its
/// keys, the preferences window's keys and the application's own. Modal over the window it is
/// asked from, closed by Escape or its close button; one at a time.
@MainActor
final class HelpController {
    private var dialog: Dialog?
    private let pages: [Page]
    private let application: Application

    /// The help for `pages`, its dialog belonging to `application`.
    init(pages: [Page], application: Application) {
        self.pages = pages
        self.application = application
    }

    /// Application-wide keys, listed after the pages: the page keys (Alt+1 … in the order of
    /// `pages`), then the rest.
    static func generalKeys(pages: [Page]) -> [(keys: String, does: String)] {
        let pageKeys = pages.prefix(9).enumerated().map { position, page in
            // TRANSLATORS: what Alt+1, Alt+2 … do in the help; {page} is the page's title.
            ("Alt+\(position + 1)", tr("show the {page} page", ["page": page.title]))
        }
        return pageKeys + [
            (tr("Ctrl+Page Down, Ctrl+Page Up"), tr("show the next or previous page")),
            (
                tr("Tab, Shift+Tab"),
                tr("move between regions: a list (one stop; the arrows move within it), an open bar's buttons, the header's page switcher and menu")
            ),
            ("F1", tr("this help")), ("F10", tr("the main menu")), (tr("Ctrl+?"), tr("keyboard shortcuts")), (tr("Ctrl+,"), tr("preferences")),
            (tr("Ctrl+Q"), tr("quit")),
        ]
    }

    /// The preferences window's entry.
    static var preferences: PageHelp {
        PageHelp(
            summary: tr(
                "Grouped settings (Ctrl+,): switches apply at once and are kept; links open in your browser; Email opens your mail composer; Help opens this help."
            ),
            keys: [
                (tr("Up, Down"), tr("move between rows, across groups")), (tr("Enter, Space"), tr("toggle the switch or open the row")),
                (
                    // TRANSLATORS: the preferences' search; "Ctrl+F" is the key as the help writes keys.
                    tr("Ctrl+F"),
                    tr("search the rows by title or keyword (the search button too): Down goes to the results, Enter opens the first, Escape ends the search")
                ),
                (tr("Escape"), tr("close the window or this help")),
            ])
    }

    /// Shows the help over `parent` (raises it if it is already open).
    func present(over parent: Window) {
        if let dialog {
            dialog.present()
            return
        }
        let dialog = Dialog.make(title: tr("Help"), parent: parent)
        dialog.setApplication(application)
        dialog.setDefaultSize(width: 520, height: 560)
        let column = Box(vertical: true, spacing: 6)
        column.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        let headings = pages.map { page in
            add(title: page.title, summary: page.help.summary, keys: page.help.keys, to: column)
        }
        add(title: tr("Preferences"), summary: Self.preferences.summary, keys: Self.preferences.keys, to: column)
        add(title: tr("Everywhere"), summary: nil, keys: Self.generalKeys(pages: pages), to: column)
        // Read by the focus: every heading and text is a stop of the keyboard focus (Tab, or
        // the arrows, which move through them in reading order), so screen readers read each
        // as it is reached, and the view scrolls to it.
        // (On the dialog: the focused label would take Up and Down for its caret.)
        dialog.onKeyPress { key in
            guard key.isPlain, key.isKey(.up) || key.isKey(.down) else { return false }
            column.moveFocusWithin(forward: key.isKey(.down))
            return true
        }
        let scrolled = ScrolledWindow()
        scrolled.setExpand(horizontal: true, vertical: true)
        scrolled.add(column)
        scrolled.followFocus(in: column)
        dialog.addContent(scrolled)
        dialog.onDestroy { [weak self] in self?.dialog = nil }
        // The focus goes back where it was, in the window the help was asked from (a window
        // manager may not give it back, and screen readers speak it as it comes back).
        dialog.returnsFocus(to: parent)
        self.dialog = dialog
        dialog.showAll()
        // The focus starts on the first heading: screen readers begin reading there.
        headings.first?.grabFocus()
        dialog.presentUnlessFocused()
    }

    /// Adds a section (its heading, summary and keys) to `column`; returns its heading.
    @discardableResult
    private func add(title: String, summary: String?, keys: [(keys: String, does: String)], to column: Box) -> Label {
        // A heading screen readers read as one ("Months heading level 2"), under the dialog's
        // title.
        let heading = Label.heading(title, level: 2)
        heading.setXAlign(0)
        heading.addStyleClass("help-heading")
        heading.makeReadable()
        column.packStart(heading)
        if let summary {
            let text = Label(summary)
            text.wrap()
            text.setXAlign(0)
            text.addStyleClass("help-text")
            text.makeReadable()
            column.packStart(text)
        }
        let grid = Grid(rowSpacing: 4, columnSpacing: 18)
        grid.setMargins(top: 6, bottom: 12, start: 12)
        for (row, entry) in keys.enumerated() {
            let key = Label(entry.keys)
            key.setXAlign(0)
            key.addStyleClass("help-key")
            key.makeReadable()
            let does = Label(entry.does)
            does.setXAlign(0)
            does.wrap()
            does.addStyleClass("help-text")
            does.makeReadable()
            grid.attach(key, column: 0, row: row)
            grid.attach(does, column: 1, row: row)
        }
        column.packStart(grid)
        return heading
    }
}
