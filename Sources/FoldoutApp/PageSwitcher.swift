import FoldoutGtk

/// The view switcher in the header bar. Wide windows get GTK's stack switcher with the
/// pages' titles; when the window is too narrow for it (phones, tiled halves, 360 px),
/// a row of icon buttons named after the pages takes its place, so the switcher never
/// forces the window wider than the person wants it.
@MainActor
final class PageSwitcher {
    /// The widget to put in the header bar's title place.
    let widget = Box(vertical: false)
    private let wide = ScrolledWindow.shrinkable()
    private let titles: StackSwitcher
    private let narrow = Box(vertical: false)
    private var buttons: [(name: String, button: ToggleButton)] = []
    private let stack: Stack
    private var syncing = false
    /// Room the header bar needs beside the switcher: the menu and the window buttons.
    private static let reserve = 220

    init(stack: Stack, pages: [Page]) {
        self.stack = stack
        titles = StackSwitcher(stack: stack)
        wide.add(titles)
        narrow.addStyleClass("linked")
        narrow.addStyleClass("page-switcher-narrow")
        for page in pages {
            let button = ToggleButton(iconName: page.iconName, title: page.title)
            button.onToggled { [weak self, weak button] in
                guard let self, let button, !self.syncing else { return }
                if button.isActive { self.stack.visiblePageName = page.name }
                self.sync()
            }
            buttons.append((page.name, button))
            narrow.packStart(button)
        }
        widget.packStart(wide)
        widget.packStart(narrow)
        stack.onNotify(.visibleChildName) { [weak self] in self?.sync() }
        sync()
    }

    /// Chooses titles or icons for a window `width` pixels wide.
    func fit(windowWidth width: Int) {
        let needed = titles.naturalWidth + Self.reserve
        let useIcons = width < needed
        if wide.isVisible == useIcons { wide.isVisible = !useIcons }
        if narrow.isVisible != useIcons { narrow.isVisible = useIcons }
    }

    /// Presses the button of the visible page only.
    private func sync() {
        syncing = true
        defer { syncing = false }
        for (name, button) in buttons {
            let active = name == stack.visiblePageName
            if button.isActive != active { button.isActive = active }
        }
    }
}
