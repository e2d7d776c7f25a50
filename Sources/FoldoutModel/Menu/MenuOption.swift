/// What a row shows at its trailing end, besides its own control.
import FoldoutCore
public enum MenuAccessory: Sendable, Equatable {
    /// Nothing.
    case none
    /// The row leaves the application (a browser, a mail composer): an external-link mark.
    case externalLink
    /// The row opens a detail view inside the application: a disclosure chevron.
    case disclosure
}

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
    /// (``SettingsMenuState/removeRow(id:)``): its title unless the option gives one.
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

/// A kind of row a menu file may hold: its `"kind"` name and how an entry is read.
/// Registering the type with a ``MenuKindRegistry`` makes the registry read it.
public protocol MenuFileOption: MenuOption {
    /// The `"kind"` value that selects this type in a menu file, e.g. `"link"`.
    static var kind: String { get }
    /// Reads one entry of a menu file; throws with the entry's JSON path when it is invalid.
    init(json: JSONReader) throws(JSONError)
}

/// A row with an on/off switch bound to a named setting.
public protocol SwitchMenuOption: MenuOption {
    /// The setting's key, which the menu's environment resolves to a `SettingBinding<Bool>`
    /// (e.g. `"animations"`).
    var setting: String { get }
}

/// A row that opens a web address in the user's browser.
public protocol LinkMenuOption: MenuOption {
    /// A validated `http`, `https` or `mailto` address.
    var url: String { get }
}

extension LinkMenuOption {
    /// Links leave the application.
    public var accessory: MenuAccessory { .externalLink }
}

/// A row that opens the user's mail composer.
public protocol EmailMenuOption: MenuOption {
    /// A syntactically valid address.
    var address: String { get }
    /// The subject to prefill, if the menu file gives one.
    var subject: String? { get }
}

extension EmailMenuOption {
    /// Mail leaves the application.
    public var accessory: MenuAccessory { .externalLink }

    /// The `mailto:` URI for this row, with `defaultSubject` when the row gives none.
    public func mailto(defaultSubject: String) -> String {
        Mailto.uri(address: address, subject: subject ?? defaultSubject)
    }
}

/// A row that opens a modal view inside the application.
public protocol ModalMenuOption: MenuOption {
    /// Which view to open (e.g. `"help"`); the application maps it to a dialog.
    var detail: String { get }
}

extension ModalMenuOption {
    /// Modal rows show a disclosure chevron.
    public var accessory: MenuAccessory { .disclosure }
}
