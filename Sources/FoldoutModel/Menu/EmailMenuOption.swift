/// A row that opens the user's mail composer.
package protocol EmailMenuOption: MenuOption {
    /// A syntactically valid address.
    var address: String { get }
    /// The subject to prefill, if the menu file gives one.
    var subject: String? { get }
}

extension EmailMenuOption {
    /// Mail leaves the application.
    public var accessory: MenuAccessory { .externalLink }

    /// The `mailto:` URI for this row, with `defaultSubject` when the row gives none.
    package func mailto(defaultSubject: String) -> String {
        Mailto.uri(address: address, subject: subject ?? defaultSubject)
    }
}
