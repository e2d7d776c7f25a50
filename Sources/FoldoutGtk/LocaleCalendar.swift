import CFoldoutGtk

/// Calendar names in the user's locale, from GLib (no ICU). Package access: Foldout's Months
/// page uses it; it is not part of the kit's API.
package enum LocaleCalendar {
    /// The twelve month names in their standalone (nominative) form, January first:
    /// "März", not "März" in "5. März"; "Март", not "марта". Uses `%OB`, with `%B` as fallback.
    package static func standaloneMonthNames() -> [String] {
        (1...12).map { month in
            guard let date = g_date_time_new_utc(2001, Int32(month), 15, 12, 0, 0) else { return String(month) }
            defer { g_date_time_unref(date) }
            for format in ["%OB", "%B"] {
                if let text = g_date_time_format(date, format) {
                    defer { g_free(text) }
                    let name = String(cString: text)
                    if !name.isEmpty { return name }
                }
            }
            return String(month)
        }
    }
}
