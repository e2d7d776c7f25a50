/// A row choosing one of several values of a named setting.
package protocol ChoiceMenuOption: MenuOption {
    /// The setting's key, which the menu's environment resolves to a `SettingBinding<String>`
    /// (e.g. `"color-scheme"`).
    var setting: String { get }
    /// The values offered, in order; at least two, values unique.
    var choices: [MenuChoice] { get }
}

extension ChoiceMenuOption {
    /// The index of `value` among the choices, or nil when the row does not offer it.
    package func index(of value: String) -> Int? {
        choices.firstIndex { $0.value == value }
    }
}
