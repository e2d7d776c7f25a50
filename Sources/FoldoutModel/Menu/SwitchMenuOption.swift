/// A row with an on/off switch bound to a named setting.
package protocol SwitchMenuOption: MenuOption {
    /// The setting's key, which the menu's environment resolves to a `SettingBinding<Bool>`
    /// (e.g. `"animations"`).
    var setting: String { get }
}
