import CFoldoutGtk
import Testing

@testable import FoldoutGtk

/// The Swift types of FoldoutGtk's public API reach GTK as the C values they stand for.
@Suite(.serialized)
@MainActor
struct SwiftTypesTests {
    @Test func alignmentsAreGTKs() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let label = Label("x")
        let expected: [Align: GtkAlign] = [
            .fill: GTK_ALIGN_FILL, .start: GTK_ALIGN_START, .end: GTK_ALIGN_END,
            .center: GTK_ALIGN_CENTER, .baseline: GTK_ALIGN_BASELINE,
        ]
        for (align, gtk) in expected {
            label.setAlign(horizontal: align, vertical: align)
            // GTK reads a horizontal baseline alignment back as fill (a baseline is vertical).
            #expect(gtk_widget_get_halign(label.widget) == (align == .baseline ? GTK_ALIGN_FILL : gtk))
            #expect(gtk_widget_get_valign_with_baseline(label.widget) == gtk)
        }
        label.setAlign(horizontal: .start)
        label.setAlign(vertical: .end)
        #expect(gtk_widget_get_halign(label.widget) == GTK_ALIGN_START, "nil leaves the other alignment")
        #expect(gtk_widget_get_valign_with_baseline(label.widget) == GTK_ALIGN_END)
    }

    @Test func everyAccessibleRoleIsItsOwnATKRole() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let box = Box(vertical: true)
        for role in AccessibleRole.allCases {
            box.setAccessibleRole(role)
            #expect(atk_object_get_role(gtk_widget_get_accessible(box.widget)) == role.atk)
        }
        #expect(Set(AccessibleRole.allCases.map(\.atk.rawValue)).count == AccessibleRole.allCases.count)
        box.setAccessibleRole(.pushButton)
        #expect(atk_object_get_role(gtk_widget_get_accessible(box.widget)) == ATK_ROLE_PUSH_BUTTON)
    }

    @Test func imagesAndRevealersTakeTheirSizeAndTransition() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        var size = GTK_ICON_SIZE_INVALID
        let image = Image(iconName: "go-next-symbolic", size: .dialog)
        image.withUnsafeGtkWidget { gtk_image_get_icon_name(foldout_image(UnsafeMutableRawPointer($0)), nil, &size) }
        #expect(size == GTK_ICON_SIZE_DIALOG)
        #expect(Set(IconSize.allCases.map(\.gtk.rawValue)).count == IconSize.allCases.count)
        let revealer = Revealer(transition: .slideDown, duration: 250)
        #expect(gtk_revealer_get_transition_type(foldout_revealer(revealer.raw)) == GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        #expect(Set(RevealerTransition.allCases.map(\.gtk.rawValue)).count == RevealerTransition.allCases.count)
    }

    @Test func theEscapeHatchLendsTheWidgetItself() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let label = Label("x")
        #expect(label.withUnsafeGtkWidget { UnsafeMutableRawPointer($0) } == UnsafeMutableRawPointer(label.widget))
    }

    @Test func aFocusChildIsKnownByItsObjectID() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let window = Window.makeToplevel(title: "focus")
        let list = ListBox()
        let rows = [ListBoxRow(), ListBoxRow()]
        for row in rows { list.insert(row, at: -1) }
        window.add(list)
        var focused: [ObjectID?] = []
        list.onFocusChildChanged { focused.append($0) }
        window.showAll()
        MainLoop.drain()
        rows[1].grabFocus()
        #expect(focused.last == rows[1].objectID)
        #expect(rows[1].objectID != rows[0].objectID)
        #expect(
            Widget(retaining: UnsafeMutableRawPointer(rows[1].widget)).objectID == rows[1].objectID,
            "two wrappers of one object have one identity")
        window.destroy()
        MainLoop.drain()
    }

    @Test func keyPressesReadTheirKeyAndModifiers() {
        #expect(KeyPress(key: .keypadPageDown).navigation == .pageDown)
        #expect(KeyPress(key: .home, modifiers: .control).isControlOnly)
        #expect(!KeyPress(key: .home, modifiers: [.control, .shift]).isControlOnly)
        #expect(KeyPress(key: .escape).isEscape && KeyPress(key: .escape).isPlain)
        #expect(KeyPress(key: .keypadDelete).isDelete)
        #expect(KeyPress(key: .down, modifiers: .alt).isAlt && !KeyPress(key: .down, modifiers: [.alt, .control]).isAlt)
        #expect(KeyPress(key: .tab).navigation == nil)
        #expect(KeyPress(key: Key(keyval: UInt32(GDK_KEY_a))).character == "a")
        #expect(KeyPress.Modifiers.control.rawValue == GDK_CONTROL_MASK.rawValue)
    }

    @Test func scrollEventsReadTheirDirectionAndDelta() throws {
        let event = try #require(gdk_event_new(GDK_SCROLL))
        defer { gdk_event_free(event) }
        event.pointee.scroll.direction = GDK_SCROLL_UP
        #expect(ScrollEvent(event: event) == ScrollEvent(deltaY: -1, isSmooth: false))
        event.pointee.scroll.direction = GDK_SCROLL_SMOOTH
        event.pointee.scroll.delta_y = 0.25
        #expect(ScrollEvent(event: event) == ScrollEvent(deltaY: 0.25, isSmooth: true))
        event.pointee.scroll.direction = GDK_SCROLL_LEFT
        #expect(ScrollEvent(event: event) == nil, "sideways scrolls are not handed on")
    }
}
