/// An email row: `{"kind": "email", "title": …, "icon": …, "address": "a@b.org", "subject": …}`
/// (`subject` optional).
public struct EmailMenuItem: EmailMenuOption, MenuFileOption, Equatable {
    /// `"email"`.
    public static let kind = "email"
    /// The title.
    public let title: String
    /// The icon name.
    public let iconName: String
    /// The validated address.
    package let address: String
    /// The subject, if given.
    package let subject: String?
    /// More words a search finds the row by (optional `"keywords"` in a menu file).
    public private(set) var keywords: [String] = []

    /// Makes an item; `address` must already be valid (see `MenuValidation/checkAddress(_:)`).
    public init(title: String, iconName: String, address: String, subject: String? = nil) {
        self.title = title
        self.iconName = iconName
        self.address = address
        self.subject = subject
    }

    /// Makes an item a search also finds by `keywords`; `address` must already be valid.
    public init(title: String, iconName: String, address: String, subject: String? = nil, keywords: [String]) {
        self.init(title: title, iconName: iconName, address: address, subject: subject)
        self.keywords = keywords
    }

    /// Reads an entry; the address must be syntactically valid.
    public init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "address", "subject", "keywords"])
        title = try MenuText.read(json, "title")
        iconName = try MenuText.read(json, "icon")
        let field = try json.required("address")
        let address = try MenuText.read(json, "address")
        if let problem = MenuValidation.checkAddress(address) { throw field.error(problem) }
        self.address = address
        subject = try json.field("subject") == nil ? nil : try MenuText.read(json, "subject")
        keywords = try MenuText.readKeywords(json)
    }
}
