import FoldoutModel
import GtkKit

/// What a choice row needs of the application: a setting's value, a way to change it, and
/// word of changes made elsewhere (e.g. `gsettings set` while the window is open).
@MainActor
public struct ChoiceSettings {
    /// The current value of a setting.
    public var value: @MainActor (String) -> String
    /// Stores a value; returns false when it was refused (out of range, locked down).
    public var set: @MainActor (String, String) -> Bool
    /// Whether the setting can be changed (not locked down).
    public var isWritable: @MainActor (String) -> Bool
    /// Calls the handler on every change of a setting until the returned function is called.
    public var observe: @MainActor (String, @escaping @MainActor () -> Void) -> @MainActor () -> Void

    /// Makes the settings side of choice rows.
    public init(value: @escaping @MainActor (String) -> String, set: @escaping @MainActor (String, String) -> Bool,
                isWritable: @escaping @MainActor (String) -> Bool,
                observe: @escaping @MainActor (String, @escaping @MainActor () -> Void) -> @MainActor () -> Void) {
        self.value = value; self.set = set; self.isWritable = isWritable; self.observe = observe
    }
}

extension MenuRowBuilders {
    /// Adds the builder of choice rows (``/FoldoutModel/ChoiceMenuItem``) reading and writing `settings`.
    public mutating func registerChoiceRows(_ settings: ChoiceSettings) {
        register(ChoiceMenuItem.self) { option, context in Self.choiceRow(option, context, settings: settings) }
    }

    /// A choice row: the option's title with a combo box of its choices at the end (Tab reaches
    /// it; screen readers see a combo box named with the title, showing the chosen title, and
    /// hear the chosen title as the row's description). Activating the row opens the list. The box follows the setting both ways: a choice is
    /// stored at once, a change made elsewhere shows at once. A locked-down setting is shown,
    /// not changeable.
    public static func choiceRow(_ option: any ChoiceMenuOption, _ context: MenuRowContext, settings: ChoiceSettings) -> MenuRow {
        let box = ChoiceBox(titles: option.choices.map(\.title))
        box.setAccessibleName(option.title)
        let key = option.setting
        let choices = option.choices
        let row = MenuRow.layout(option, trailing: box)
        let show: @MainActor () -> Void = { [weak box, weak row] in
            guard let box else { return }
            let index = choices.firstIndex { $0.value == settings.value(key) }
            if box.selectedIndex != index { box.selectedIndex = index }
            row?.setAccessibleDescription(index.map { choices[$0].title } ?? "")
        }
        show()
        box.isSensitive = settings.isWritable(key)
        let title = option.title
        box.onChanged { index in
            guard let index, choices.indices.contains(index), settings.value(key) != choices[index].value else { return }
            if !settings.set(key, choices[index].value) {
                context.report("“\(title)” cannot be changed to “\(choices[index].title)”")
                show()
            }
        }
        let stop = settings.observe(key, show)
        row.on(.destroy) { stop() }
        // The row owns the box's wrapper (GTK holds no reference to this closure, so no cycle).
        return MenuRow(row: row) {
            if box.isSensitive { box.popup() }
        }
    }
}
