/// A modal row: `{"kind": "modal", "title": …, "icon": …, "detail": "help"}`.
public struct ModalMenuItem: ModalMenuOption, MenuFileOption, Equatable {
    /// `"modal"`.
    public static let kind = "modal"
    /// The title.
    public let title: String
    /// The icon name.
    public let iconName: String
    /// Which view to open.
    package let detail: String
    /// More words a search finds the row by (optional `"keywords"` in a menu file).
    public private(set) var keywords: [String] = []

    /// Makes an item.
    public init(title: String, iconName: String, detail: String) {
        self.title = title
        self.iconName = iconName
        self.detail = detail
    }

    /// Makes an item a search also finds by `keywords`.
    public init(title: String, iconName: String, detail: String, keywords: [String]) {
        self.init(title: title, iconName: iconName, detail: detail)
        self.keywords = keywords
    }

    /// Reads an entry.
    public init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "detail", "keywords"])
        title = try MenuText.read(json, "title")
        iconName = try MenuText.read(json, "icon")
        detail = try MenuText.read(json, "detail")
        keywords = try MenuText.readKeywords(json)
    }
}
