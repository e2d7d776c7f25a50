import CFoldoutGtk

/// A `GtkEntry`: one line of editable text.
@MainActor
public final class Entry: Widget {
    /// Makes an empty entry showing `placeholder` (dimmed) until something is typed.
    public convenience init(placeholder: String = "") {
        self.init(retaining: UnsafeMutableRawPointer(gtk_entry_new()))
        if !placeholder.isEmpty { gtk_entry_set_placeholder_text(entry, placeholder) }
    }

    private var entry: UnsafeMutablePointer<GtkEntry> { raw.assumingMemoryBound(to: GtkEntry.self) }

    /// The text typed so far.
    public var text: String {
        get { String(cString: gtk_entry_get_text(entry)) }
        set { gtk_entry_set_text(entry, newValue) }
    }

    /// Calls `handler` when Enter is pressed in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.activate, handler)
    }
}
