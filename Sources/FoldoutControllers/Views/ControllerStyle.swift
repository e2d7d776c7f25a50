import FoldoutGtk

/// The controllers' default look, for apps that use them: the turning arrows (a dropdown
/// row's chevron, a selector's arrow, and any image with the style class `expandable-arrow` in
/// an expandable row), a dragged row and the line where it would land, the selector's drawer,
/// and the notification's place. Everything else is
/// the theme's and the app's; an app's own CSS (loaded at application priority) overrides it.
///
/// Call ``install()`` once after GTK has started (e.g. in the application's `startup`).
@MainActor
public enum ControllerStyle {
    /// The stylesheet.
    package static let css = """
        .dropdown-title { min-height: 40px; padding: 0 12px; }
        .dropdown-chevron { -gtk-icon-transform: rotate(0turn); transition: -gtk-icon-transform 300ms ease-in-out; opacity: 0.6; }
        row.dropdown-row:checked .dropdown-chevron { -gtk-icon-transform: rotate(0.5turn); }
        .dropdown-actions { min-height: 40px; padding: 0 12px 8px 12px; }
        .dropdown-empty, .expandable-empty { padding: 24px; }
        .drag-handle { opacity: 0.55; }
        row.dropdown-row:hover .drag-handle { opacity: 0.9; }
        row.dropdown-row.dragging { opacity: 0.5; }
        row.dropdown-row.drop-before { box-shadow: inset 0 3px 0 0 @theme_selected_bg_color; }
        row.dropdown-row.drop-after { box-shadow: inset 0 -3px 0 0 @theme_selected_bg_color; }
        .expandable-arrow { -gtk-icon-transform: rotate(0turn); transition: -gtk-icon-transform 250ms ease-in-out; }
        row:checked .expandable-arrow { -gtk-icon-transform: rotate(0.25turn); }
        row:checked .expandable-arrow:dir(rtl) { -gtk-icon-transform: rotate(-0.25turn); }
        combofield.selector-field > .selector-face { min-height: 40px; padding: 0 10px; border-bottom: 2px solid @borders; }
        combofield.selector-field:focus > .selector-face { box-shadow: inset 0 0 0 2px alpha(@theme_selected_bg_color, 0.7); }
        scrolledwindow.selector-drawer { background-color: mix(@theme_base_color, @theme_fg_color, 0.06); }
        list.selector-options { background-color: transparent; }
        list.selector-options > row.selector-option { min-height: 40px; padding: 0 12px; }
        """

    /// Loads `css` for the whole screen, below the app's own stylesheets; returns a message
    /// on error (none is expected).
    @discardableResult
    public static func install() -> String? {
        Style.loadCSS(css, belowApplication: true)
    }
}
