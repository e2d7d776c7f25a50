/// A switch row: `{"kind": "switch", "title": …, "icon": …, "setting": "dark-theme"}`.
public struct SwitchMenuItem: SwitchMenuOption, MenuFileOption, Equatable {
    /// `"switch"`.
    public static let kind = "switch"
    /// The title.
    public let title: String
    /// The icon name.
    public let iconName: String
    /// The setting's key.
    public let setting: String

    /// Makes an item.
    public init(title: String, iconName: String, setting: String) {
        self.title = title; self.iconName = iconName; self.setting = setting
    }

    /// Reads an entry (see the type's documentation).
    public init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "setting"])
        title = try MenuText.read(json, "title")
        iconName = try MenuText.read(json, "icon")
        setting = try MenuText.read(json, "setting")
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

    /// Makes an item; `url` must already be valid (see ``MenuValidation/checkURL(_:)``).
    public init(title: String, iconName: String, url: String) {
        self.title = title; self.iconName = iconName; self.url = url
    }

    /// Reads an entry; the URL must be `http`, `https` or `mailto` with a valid address.
    public init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "url"])
        title = try MenuText.read(json, "title")
        iconName = try MenuText.read(json, "icon")
        let field = try json.required("url")
        let url = try MenuText.read(json, "url")
        if let problem = MenuValidation.checkURL(url) { throw field.error(problem) }
        self.url = url
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

    /// Makes an item; `address` must already be valid (see ``MenuValidation/checkAddress(_:)``).
    public init(title: String, iconName: String, address: String, subject: String? = nil) {
        self.title = title; self.iconName = iconName; self.address = address; self.subject = subject
    }

    /// Reads an entry; the address must be syntactically valid.
    public init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "address", "subject"])
        title = try MenuText.read(json, "title")
        iconName = try MenuText.read(json, "icon")
        let field = try json.required("address")
        let address = try MenuText.read(json, "address")
        if let problem = MenuValidation.checkAddress(address) { throw field.error(problem) }
        self.address = address
        subject = try json.field("subject") == nil ? nil : try MenuText.read(json, "subject")
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

    /// Makes an item.
    public init(title: String, iconName: String, detail: String) {
        self.title = title; self.iconName = iconName; self.detail = detail
    }

    /// Reads an entry.
    public init(json: JSONReader) throws(JSONError) {
        try json.checkKeys(allowed: ["kind", "title", "icon", "detail"])
        title = try MenuText.read(json, "title")
        iconName = try MenuText.read(json, "icon")
        detail = try MenuText.read(json, "detail")
    }
}
