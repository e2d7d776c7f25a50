import FoldoutControllers
import FoldoutModel
import GtkKit

/// Mailbox's own kind of settings row, registered from outside Foldout: a setting with a few
/// named values that activation cycles through ("Newest first", "Oldest first"); the row shows the current one at its end and
/// activating it (click, Enter, Space) steps to the next. Screen readers hear the title as the
/// row's name and the value as its description.
struct CycleMenuItem: MenuOption {
    static let kind = "cycle"
    let title: String
    let iconName: String
    /// The setting's key, for the app.
    let setting: String
    /// The values, in the order activation steps through them.
    let values: [String]

    init(title: String, iconName: String, setting: String, values: [String]) {
        self.title = title
        self.iconName = iconName
        self.setting = setting
        self.values = values
    }

    /// `{"kind": "cycle", "title": …, "icon": …, "setting": …, "values": ["…", …]}` in a menu file.
    init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "setting", "values"])
        title = try json.required("title").string()
        iconName = try json.required("icon").string()
        setting = try json.required("setting").string()
        var values: [String] = []
        for value in try json.required("values").array(expected: "an array of strings") {
            values.append(try value.string())
        }
        guard values.count >= 2 else { throw json.error("a cycle needs two or more values") }
        self.values = values
    }
}

extension CycleMenuItem {
    /// The row builder, registered with `MenuRowBuilders.register(CycleMenuItem.self, …)`.
    /// `current` reads the setting's value (an index into `values`), `choose` sets it.
    @MainActor
    static func builder(current: @escaping @MainActor (String) -> Int,
                        choose: @escaping @MainActor (String, Int) -> Void) -> MenuRowBuilders.Build<CycleMenuItem> {
        { option, _ in
            let value = Label(option.values[current(option.setting) % option.values.count])
            value.addStyleClass("dim-label")
            let row = MenuRow.layout(option, trailing: value)
            row.setAccessibleDescription(value.text)
            return MenuRow(row: row) {
                let next = (current(option.setting) + 1) % option.values.count
                choose(option.setting, next)
                value.text = option.values[next]
                row.setAccessibleDescription(value.text)
            }
        }
    }
}
