import CFoldoutGtk

@testable import FoldoutGtk

/// A toplevel window of `width` × `height` (its default size) showing `widget`, shown, then
/// `settle` run (the tests' own way of letting the main loop lay it out).
@MainActor
func testWindow(showing widget: Widget, width: Int32 = 400, height: Int32 = 300, settle: () -> Void) -> Window {
    let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
    gtk_window_set_default_size(foldout_window(window.raw), width, height)
    window.add(widget)
    window.showAll()
    settle()
    return window
}
