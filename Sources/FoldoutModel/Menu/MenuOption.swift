/// One row of a grouped menu: a title, a symbolic icon and, through its refinements, what it does.
///
/// A new kind of row is a new type conforming to `MenuOption` (or a refinement), registered
/// once with a ``MenuKindRegistry`` together with the function building its row; no other kind
/// changes. A kind built in code needs nothing else; a kind a menu file may hold conforms to
/// ``MenuFileOption``, and the same registration makes it readable by its ``MenuFileOption/kind``.
public protocol MenuOption: Sendable {
    /// The row's title.
    var title: String { get }
    /// A symbolic icon name from the icon theme.
    var iconName: String { get }
    /// The trailing mark; `.none` unless a refinement says otherwise.
    var accessory: MenuAccessory { get }
    /// More words a search of the menu finds the row by, besides its title (e.g. a Style row's
    /// "dark", "light", "theme"); none unless the option gives some. A menu file gives them as
    /// `"keywords": ["dark", "light"]`.
    var keywords: [String] { get }
    /// What identifies the row when the menu changes after it is built
    /// (`SettingsMenuState/removeRow(id:)`): its title unless the option gives one.
    var id: String { get }
}

extension MenuOption {
    /// The title, by default.
    public var id: String { title }
    /// No trailing mark by default.
    public var accessory: MenuAccessory { .none }
    /// No keywords by default.
    public var keywords: [String] { [] }
}
