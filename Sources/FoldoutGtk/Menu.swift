import CFoldoutGtk

/// A `GMenu` of labelled actions.
@MainActor
package final class Menu: Object {
    /// Makes an empty menu.
    package convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(g_menu_new()))
    }

    var model: UnsafeMutablePointer<GMenuModel> { raw.assumingMemoryBound(to: GMenuModel.self) }

    /// Appends an item for a detailed action name.
    package func append(_ label: String, action: String) {
        g_menu_append(OpaquePointer(raw), label, action)
    }

    /// Appends a section (shown with separators).
    package func appendSection(_ section: Menu) {
        g_menu_append_section(OpaquePointer(raw), nil, section.model)
    }
}
