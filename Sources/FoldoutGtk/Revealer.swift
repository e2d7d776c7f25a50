import CFoldoutGtk

/// A `GtkRevealer`.
@MainActor
package final class Revealer: Container {
    /// Makes a revealer with a transition and a duration in milliseconds.
    package convenience init(transition: RevealerTransition, duration: UInt32) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_revealer_new()))
        gtk_revealer_set_transition_type(foldout_revealer(raw), transition.gtk)
        gtk_revealer_set_transition_duration(foldout_revealer(raw), duration)
    }

    /// Whether the child is to be revealed (changes at once; the animation follows).
    package var revealChild: Bool {
        get { gtk_revealer_get_reveal_child(foldout_revealer(raw)) != 0 }
        set { gtk_revealer_set_reveal_child(foldout_revealer(raw), newValue ? 1 : 0) }
    }

    /// The animation time in milliseconds.
    package var transitionDuration: UInt32 {
        get { gtk_revealer_get_transition_duration(foldout_revealer(raw)) }
        set { gtk_revealer_set_transition_duration(foldout_revealer(raw), newValue) }
    }

    /// Whether the child is fully revealed (true only once the animation has ended).
    package var childRevealed: Bool { gtk_revealer_get_child_revealed(foldout_revealer(raw)) != 0 }

    /// Whether the revealer is sliding (its child is on the way in or out).
    package var isSliding: Bool { revealChild != childRevealed }

    /// Reveals or hides the child at once, without a transition (e.g. a recycled row bound to
    /// another item takes that item's state).
    package func setRevealChildAtOnce(_ reveal: Bool) {
        let duration = transitionDuration
        transitionDuration = 0
        revealChild = reveal
        transitionDuration = duration
    }
}
