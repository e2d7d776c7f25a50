// An HTML part's text, for a row's preview when a message has no plain text.

enum HTMLText {
    /// HTML as text, roughly: tags out (a `<br>` or block tag a line break), the common
    /// entities in, `<style>` and `<script>` contents dropped.
    static func strippingTags(_ html: String) -> String {
        var text = ""
        var tag = ""
        var inTag = false
        var skipping = false
        for character in html {
            if inTag {
                if character == ">" {
                    inTag = false
                    let name = tag.lowercased().split(whereSeparator: { $0 == " " || $0 == "/" || $0 == "\n" }).first.map(String.init) ?? ""
                    if name == "style" || name == "script" { skipping = true }
                    if tag.hasPrefix("/") && (tag.lowercased().hasPrefix("/style") || tag.lowercased().hasPrefix("/script")) { skipping = false }
                    if ["br", "p", "div", "tr", "li", "h1", "h2", "h3"].contains(name) || ["/p", "/div"].contains(tag.lowercased()) {
                        text.append("\n")
                    }
                } else {
                    tag.append(character)
                }
            } else if character == "<" {
                inTag = true
                tag = ""
            } else if !skipping {
                text.append(character)
            }
        }
        for (entity, letter) in [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacing(entity, with: letter)
        }
        return text
    }
}
