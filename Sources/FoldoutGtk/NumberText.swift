import CFoldoutGtk

/// Numbers written as the person's locale writes them, thousands grouped ("1,000,000" in
/// English, "1.000.000" in German): what a count in a sentence shows.
package enum NumberText {
    /// `value` with the locale's digit grouping (the C library's `%'ld`, after GTK set the locale).
    package static func grouped(_ value: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let written = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%'ld", arguments) }
        }
        guard written > 0, written < buffer.count else { return String(value) }
        return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
