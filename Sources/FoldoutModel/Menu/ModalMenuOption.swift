/// A row that opens a modal view inside the application.
package protocol ModalMenuOption: MenuOption {
    /// Which view to open (e.g. `"help"`); the application maps it to a dialog.
    var detail: String { get }
}

extension ModalMenuOption {
    /// Modal rows show a disclosure chevron.
    public var accessory: MenuAccessory { .disclosure }
}
