import CFoldoutGtk
import FoldoutGtk

/// One input event as GDK delivers it to GTK, for benchmarks that time input against frames
/// (a probe of Foldout's own benchmarks, in a target of its own that only foldout-bench links:
/// not part of the kit, not in the shipped binary).
package struct InputEvent: Sendable {
    /// What kind of input it is.
    package enum Kind: String, Sendable {
        case keyPress = "key-press"
        case keyRelease = "key-release"
        case buttonPress = "button-press"
        case buttonRelease = "button-release"
        case scroll
        case motion
    }

    /// The kind of input.
    package let kind: Kind
    /// The X server's time of the event in milliseconds (Xorg and Xvfb count it on
    /// `CLOCK_MONOTONIC`, the clock of ``MainLoop/monotonicTime``, modulo 2³²).
    package let serverTime: UInt32
    /// The key's name (`Page_Down`, `Return`) for key events, else empty.
    package let key: String
}
