import FoldoutControllers
import FoldoutCore
import FoldoutGtk
import FoldoutModel

/// Mailbox's own kind of settings row, registered from outside Foldout: a setting with a few
/// named values that activation cycles through ("Newest first", "Oldest first"); the row shows the current one at its end and
/// activating it (click, Enter, Space) steps to the next. Screen readers hear the title as the
/// row's name and the value as its description. A menu file names it `"cycle"`; its setting is
/// an index into `values`, bound as a `SettingBinding<Int>` in the menu's environment.
struct CycleMenuItem: MenuFileOption {
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
    /// The row, registered with `MenuRowKinds.register(CycleMenuItem.self, CycleMenuItem.row)`:
    /// the value of the setting the environment binds to the option's key, following it live.
    @MainActor
    static func row(_ option: CycleMenuItem, _ context: MenuRowContext) -> MenuRow {
        let binding = context.setting(option.setting, as: Int.self)
        let values = option.values
        let value = Label()
        value.addStyleClass("dim-label")
        let row = MenuRow.layout(option, trailing: value)
        // Holds the label's wrapper until the row goes (the observation is cancelled then).
        let show: @MainActor (Int) -> Void = { [weak row] index in
            value.text = values[(index % values.count + values.count) % values.count]
            row?.setAccessibleDescription(value.text)
        }
        show(binding?.value ?? 0)
        guard let binding else { return MenuRow(row: row) {} }
        let observation = binding.observe(show)
        row.on(.destroy) { observation.cancel() }
        return MenuRow(row: row) { binding.write((binding.value + 1) % values.count) }
    }
}
