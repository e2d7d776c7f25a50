import FoldoutApp

/// The start-up phases' markers. Each phase begins with a call to a C-named function
/// (`foldout_phase_<name>`), so `valgrind --tool=callgrind --dump-before=foldout_phase_<name>`
/// splits the instruction counts at the same places where the trace takes the time.
@MainActor
package enum StartupMarkers {
    /// Marks the start of `phase` (written to the trace when it is on).
    package static func begin(_ phase: AppHooks.Phase) {
        switch phase {
        case .app: foldout_phase_app()
        case .gtkInit: foldout_phase_gtk_init()
        case .css: foldout_phase_css()
        case .state: foldout_phase_state()
        case .window: foldout_phase_window()
        case .pagesData: foldout_phase_pages_data()
        case .firstPage: foldout_phase_first_page()
        case .firstFrame: foldout_phase_first_frame()
        case .exit: foldout_phase_exit()
        }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
@_cdecl("foldout_phase_app") @inline(never) func foldout_phase_app() { TraceFile.phase(.app) }
// swift-format-ignore: AlwaysUseLowerCamelCase
@_cdecl("foldout_phase_gtk_init") @inline(never) func foldout_phase_gtk_init() { TraceFile.phase(.gtkInit) }
// swift-format-ignore: AlwaysUseLowerCamelCase
@_cdecl("foldout_phase_css") @inline(never) func foldout_phase_css() { TraceFile.phase(.css) }
// swift-format-ignore: AlwaysUseLowerCamelCase
@_cdecl("foldout_phase_state") @inline(never) func foldout_phase_state() { TraceFile.phase(.state) }
// swift-format-ignore: AlwaysUseLowerCamelCase
@_cdecl("foldout_phase_window") @inline(never) func foldout_phase_window() { TraceFile.phase(.window) }
// swift-format-ignore: AlwaysUseLowerCamelCase
@_cdecl("foldout_phase_pages_data") @inline(never) func foldout_phase_pages_data() { TraceFile.phase(.pagesData) }
// swift-format-ignore: AlwaysUseLowerCamelCase
@_cdecl("foldout_phase_first_page") @inline(never) func foldout_phase_first_page() { TraceFile.phase(.firstPage) }
// swift-format-ignore: AlwaysUseLowerCamelCase
@_cdecl("foldout_phase_first_frame") @inline(never) func foldout_phase_first_frame() { TraceFile.phase(.firstFrame) }
// swift-format-ignore: AlwaysUseLowerCamelCase
@_cdecl("foldout_phase_exit") @inline(never) func foldout_phase_exit() { TraceFile.phase(.exit) }
