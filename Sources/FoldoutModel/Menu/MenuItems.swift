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
    public let setting: String
    /// More words a search finds the row by (optional `"keywords"` in a menu file).
    public private(set) var keywords: [String] = []

    /// Makes an item.
    public init(title: String, iconName: String, setting: String) {
        self.title = title; self.iconName = iconName; self.setting = setting
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

    /// Makes an item; `url` must already be valid (see ``MenuValidation/checkURL(_:)``).
    public init(title: String, iconName: String, url: String) {
        self.title = title; self.iconName = iconName; self.url = url
    }

    /// Makes an item a search also finds by `keywords`; `url` must already be valid.
    public init(title: String, iconName: String, url: String, keywords: [String]) {
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
    public let address: String
    /// The subject, if given.
    public let subject: String?
    /// More words a search finds the row by (optional `"keywords"` in a menu file).
    public private(set) var keywords: [String] = []

    /// Makes an item; `address` must already be valid (see ``MenuValidation/checkAddress(_:)``).
    public init(title: String, iconName: String, address: String, subject: String? = nil) {
        self.title = title; self.iconName = iconName; self.address = address; self.subject = subject
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

/// A modal row: `{"kind": "modal", "title": …, "icon": …, "detail": "help"}`.
public struct ModalMenuItem: ModalMenuOption, MenuFileOption, Equatable {
    /// `"modal"`.
    public static let kind = "modal"
    /// The title.
    public let title: String
    /// The icon name.
    public let iconName: String
    /// Which view to open.
    public let detail: String
    /// More words a search finds the row by (optional `"keywords"` in a menu file).
    public private(set) var keywords: [String] = []

    /// Makes an item.
    public init(title: String, iconName: String, detail: String) {
        self.title = title; self.iconName = iconName; self.detail = detail
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
