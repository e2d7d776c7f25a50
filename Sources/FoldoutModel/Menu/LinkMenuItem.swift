/// A link row: `{"kind": "link", "title": …, "icon": …, "url": "https://…"}`.
public struct LinkMenuItem: LinkMenuOption, MenuFileOption, Equatable {
    /// `"link"`.
    public static let kind = "link"
    /// The title.
    public let title: String
    /// The icon name.
    public let iconName: String
    /// The validated address.
    public let url: String
    /// More words a search finds the row by (optional `"keywords"` in a menu file).
    public private(set) var keywords: [String] = []

    /// Makes an item; `url` must already be valid (see `MenuValidation/checkURL(_:)`).
    public init(title: String, iconName: String, url: String) {
        self.title = title
        self.iconName = iconName
        self.url = url
    }

    /// Makes an item a search also finds by `keywords`; `url` must already be valid.
    package init(title: String, iconName: String, url: String, keywords: [String]) {
        self.init(title: title, iconName: iconName, url: url)
        self.keywords = keywords
    }

    /// Reads an entry; the URL must be `http`, `https` or `mailto` with a valid address.
    public init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "url", "keywords"])
        title = try MenuText.read(json, "title")
        iconName = try MenuText.read(json, "icon")
        let field = try json.required("url")
        let url = try MenuText.read(json, "url")
        if let problem = MenuValidation.checkURL(url) { throw field.error(problem) }
        self.url = url
        keywords = try MenuText.readKeywords(json)
    }
}
