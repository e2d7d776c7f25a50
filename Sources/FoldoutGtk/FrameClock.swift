import CFoldoutGtk

/// A widget's `GdkFrameClock`: the clock that paces its animations and paints.
@MainActor
public final class FrameClock: Object {
    /// The time of the current frame (or a prediction outside a frame), in microseconds.
    package var frameTime: Int64 { Int64(gdk_frame_clock_get_frame_time(OpaquePointer(raw))) }

    /// Calls `handler` after every painted frame, with the frame's time in microseconds.
    @discardableResult
    public func onAfterPaint(_ handler: @escaping @MainActor (Int64) -> Void) -> SignalHandlerID {
        // The clock outlives this wrapper: read it through its pointer, not the wrapper.
        nonisolated(unsafe) let clock = OpaquePointer(raw)
        return on(.afterPaint) { handler(Int64(gdk_frame_clock_get_frame_time(clock))) }
    }
}

extension Widget {
    /// The frame clock of the widget's window, once the widget is realized.
    public var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(widget).map { FrameClock(retaining: UnsafeMutableRawPointer($0)) }
    }
}
