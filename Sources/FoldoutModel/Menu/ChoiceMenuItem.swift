/// A choice row: `{"kind": "choice", "title": …, "icon": …, "setting": "color-scheme",
/// "choices": [{"value": "system", "title": "Follow the system"}, …]}`.
public struct ChoiceMenuItem: ChoiceMenuOption, MenuFileOption, Equatable {
    /// `"choice"`.
    public static let kind = "choice"
    /// The title.
    public let title: String
    /// The icon name.
    public let iconName: String
    /// The setting's key.
    package let setting: String
    /// The values offered.
    package let choices: [MenuChoice]
    /// More words a search finds the row by (optional `"keywords"` in a menu file).
    public private(set) var keywords: [String] = []

    /// Makes an item; `choices` must hold at least two unique values.
    public init(title: String, iconName: String, setting: String, choices: [MenuChoice]) {
        self.title = title
        self.iconName = iconName
        self.setting = setting
        self.choices = choices
    }

    /// Makes an item a search also finds by `keywords`; `choices` must hold at least two unique values.
    public init(title: String, iconName: String, setting: String, choices: [MenuChoice], keywords: [String]) {
        self.init(title: title, iconName: iconName, setting: setting, choices: choices)
        self.keywords = keywords
    }

    /// Reads an entry: `choices` must be an array of at least two `{"value", "title"}` objects
    /// whose values are unique; errors name the JSON path.
    public init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "setting", "choices", "keywords"])
        title = try MenuText.read(json, "title")
        iconName = try MenuText.read(json, "icon")
        setting = try MenuText.read(json, "setting")
        let field = try json.required("choices")
        var choices: [MenuChoice] = []
        for entry in try field.array() {
            try entry.checkKeys(allowed: ["value", "title"])
            let choice = MenuChoice(value: try MenuText.read(entry, "value"), title: try MenuText.read(entry, "title"))
            if choices.contains(where: { $0.value == choice.value }) {
                throw try entry.required("value").error(tr("the value '{value}' is offered twice", ["value": String(choice.value.prefix(40))]))
            }
            choices.append(choice)
        }
        if choices.count < 2 { throw field.error(tr("a choice needs at least two values")) }
        self.choices = choices
        keywords = try MenuText.readKeywords(json)
    }
}
