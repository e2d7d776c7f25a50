import CFoldoutGtk
import Testing

@testable import FoldoutGtk

/// A wrapper's reference outlives the wrapper until the main loop is idle, so pointers
/// read from temporaries in optimised code stay valid; then the object is finalised.
@Suite(.serialized)
@MainActor
struct ObjectLifetimeTests {
    @Test func aDroppedWrapperReleasesItsObjectWhenTheLoopIsIdle() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        Object.releasePending()
        // GLib clears this slot when the label is finalised.
        let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
        defer { slot.deallocate() }
        do {
            let label = Label("temporary")
            slot.pointee = label.raw
            g_object_add_weak_pointer(label.gobject, slot)
        }
        #expect(slot.pointee != nil, "still alive for the rest of this main-loop iteration")
        MainLoop.drain()
        #expect(slot.pointee == nil, "finalised once the loop went idle")
    }

    @Test func aChildMadeInlineSurvivesUntilItsParentTakesIt() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let box = Box(vertical: true)
        for index in 0..<100 { box.add(Label("row \(index)")) }
        MainLoop.drain()
        let children = gtk_container_get_children(foldout_container(box.raw))
        defer { g_list_free(children) }
        #expect(g_list_length(children) == 100)
    }
}
