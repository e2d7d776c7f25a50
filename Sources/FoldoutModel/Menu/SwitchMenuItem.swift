/// A switch row: `{"kind": "switch", "title": …, "icon": …, "setting": "dark-theme"}` (optional
/// `"keywords": ["motion", …]`, as every kind of the menu file has: see ``MenuOption/keywords``).
public struct SwitchMenuItem: SwitchMenuOption, MenuFileOption, Equatable {
    /// `"switch"`.
    public static let kind = "switch"
    /// The title.
    public let title: String
    /// The icon name.
    public let iconName: String
    /// The setting's key.
    package let setting: String
    /// More words a search finds the row by (optional `"keywords"` in a menu file).
    public private(set) var keywords: [String] = []

    /// Makes an item.
    public init(title: String, iconName: String, setting: String) {
        self.title = title
        self.iconName = iconName
        self.setting = setting
    }

    /// Makes an item a search also finds by `keywords`.
    public init(title: String, iconName: String, setting: String, keywords: [String]) {
        self.init(title: title, iconName: iconName, setting: setting)
        self.keywords = keywords
    }

    /// Reads an entry (see the type's documentation).
    public init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "setting", "keywords"])
        title = try MenuText.read(json, "title")
        iconName = try MenuText.read(json, "icon")
        setting = try MenuText.read(json, "setting")
        keywords = try MenuText.readKeywords(json)
    }
}
