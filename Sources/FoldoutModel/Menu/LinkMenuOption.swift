/// A row that opens a web address in the user's browser.
package protocol LinkMenuOption: MenuOption {
    /// A validated `http`, `https` or `mailto` address.
    var url: String { get }
}

extension LinkMenuOption {
    /// Links leave the application.
    public var accessory: MenuAccessory { .externalLink }
}
