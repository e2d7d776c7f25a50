import CFoldoutGtk

extension Label {
    /// Shows `text` with the characters of `range` in bold (a search's match, as GNOME's
    /// search results show it); nil shows it plain. The emphasis is an attribute of the
    /// label, not markup: the text is never parsed.
    public func setText(_ text: String, emphasizing range: Range<String.Index>?) {
        let label = foldout_label(raw)
        gtk_label_set_text(label, text)
        guard let range, range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex else {
            gtk_label_set_attributes(label, nil)
            return
        }
        let list = pango_attr_list_new()
        if let bold = pango_attr_weight_new(PANGO_WEIGHT_BOLD) {
            bold.pointee.start_index = UInt32(text.utf8.distance(from: text.startIndex, to: range.lowerBound))
            bold.pointee.end_index = UInt32(text.utf8.distance(from: text.startIndex, to: range.upperBound))
            pango_attr_list_insert(list, bold)
        }
        gtk_label_set_attributes(label, list)
        pango_attr_list_unref(list)
    }
}
