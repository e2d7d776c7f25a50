import CFoldoutGtk
import FoldoutGtk

extension Widget {
    /// The vertical scrollbars inside this widget (internal children included), shown or
    /// hidden, for benchmarks that follow how far a view has scrolled: a scrollbar shown only
    /// when there is something to scroll is found before it is shown, and its ``Widget/isMapped``
    /// tells whether it is on screen when its adjustment moves.
    package var verticalScrollbars: [Scrollbar] {
        guard foldout_is_container(widget) != 0 else { return [] }
        let found = ScrollbarSearch()
        withExtendedLifetime(found) {
            gtk_container_forall(foldout_container(widget), ScrollbarSearch.visit, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.scrollbars.map(Scrollbar.init(retaining:))
    }
}

/// The walk behind `Widget.verticalScrollbars`.
private final class ScrollbarSearch {
    var scrollbars: [UnsafeMutableRawPointer] = []

    static let visit: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void = { child, data in
        guard let child, let data else { return }
        let search = Unmanaged<ScrollbarSearch>.fromOpaque(data).takeUnretainedValue()
        if foldout_is_scrollbar(child) != 0,
            gtk_orientable_get_orientation(foldout_orientable(child)) == GTK_ORIENTATION_VERTICAL
        {
            search.scrollbars.append(UnsafeMutableRawPointer(child))
        }
        if foldout_is_container(child) != 0 {
            gtk_container_forall(foldout_container(child), ScrollbarSearch.visit, data)
        }
    }
}
