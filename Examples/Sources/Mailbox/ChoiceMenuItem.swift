import FoldoutControllers
import FoldoutModel
import GtkKit

/// Mailbox's own kind of settings row, registered from outside Foldout: a setting with a few
/// named values ("Newest first", "Oldest first"); the row shows the current one at its end and
/// activating it (click, Enter, Space) steps to the next. Screen readers hear the title as the
/// row's name and the value as its description.
struct ChoiceMenuItem: MenuOption {
    static let kind = "choice"
    let title: String
    let iconName: String
    /// The setting's key, for the app.
    let setting: String
    /// The values, in the order activation steps through them.
    let choices: [String]

    init(title: String, iconName: String, setting: String, choices: [String]) {
        self.title = title
        self.iconName = iconName
        self.setting = setting
        self.choices = choices
    }

    /// `{"kind": "choice", "title": …, "icon": …, "setting": …, "choices": ["…", …]}` in a menu file.
    init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "setting", "choices"])
        title = try json.required("title").string()
        iconName = try json.required("icon").string()
        setting = try json.required("setting").string()
        var choices: [String] = []
        for choice in try json.required("choices").array(expected: "an array of strings") {
            choices.append(try choice.string())
        }
        guard choices.count >= 2 else { throw json.error("a choice needs two or more choices") }
        self.choices = choices
    }
}

extension ChoiceMenuItem {
    /// The row builder, registered with `MenuRowBuilders.register(ChoiceMenuItem.self, …)`.
    /// `current` reads the setting's value (an index into `choices`), `choose` sets it.
    @MainActor
    static func builder(current: @escaping @MainActor (String) -> Int,
                        choose: @escaping @MainActor (String, Int) -> Void) -> MenuRowBuilders.Build<ChoiceMenuItem> {
        { option, _ in
            let value = Label(option.choices[current(option.setting) % option.choices.count])
            value.addStyleClass("dim-label")
            let row = MenuRow.layout(option, trailing: value)
            row.setAccessibleDescription(value.text)
            return MenuRow(row: row) {
                let next = (current(option.setting) + 1) % option.choices.count
                choose(option.setting, next)
                value.text = option.choices[next]
                row.setAccessibleDescription(value.text)
            }
        }
    }
}
