/// How every message row looks, shared by the list's rows.
@MainActor
final class MessageLook {
    /// Whether rows show the body's first lines.
    var showPreviews: Bool

    init(showPreviews: Bool) { self.showPreviews = showPreviews }
}
