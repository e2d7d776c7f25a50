import FoldoutCore
import FoldoutModel
import FoldoutGtk

/// What row builders may ask of the application: its settings, opening URIs, modal views.
@MainActor
public struct MenuEnvironment {
    /// The settings rows from a menu file name (`"setting": "animations"`), each resolved to
    /// its binding here; a row whose setting is not bound (or bound to another type) is shown
    /// and cannot be changed.
    public var settings: SettingBindings
    /// Opens a URI with the desktop's handler; returns why it could not, in the person's
    /// language (``/FoldoutGtk/URILauncher/open(_:parent:)`` does both), or nil.
    public var open: @MainActor (String) -> String?
    /// Presents the modal view named by a modal option's `detail`.
    public var present: @MainActor (String) -> Void
    /// The subject prefilled for email rows that give none (e.g. "Foldout 1.0.0 feedback").
    public var mailSubject: String
    /// What a title from the menu's data shows: itself (the default), or its translation for
    /// the shipped `data/menu.json`, whose strings are in the translation template.
    public var text: @MainActor (String) -> String = { $0 }

    /// Makes an environment; every part has a default that does nothing.
    public init(settings: SettingBindings = SettingBindings(), open: @escaping @MainActor (String) -> String? = { _ in nil },
                present: @escaping @MainActor (String) -> Void = { _ in }, mailSubject: String = "") {
        self.settings = settings; self.open = open; self.present = present; self.mailSubject = mailSubject
    }
}

/// What a row builder gets: the environment and a way to tell the user about a failure.
@MainActor
public struct MenuRowContext {
    /// The application's side.
    public let environment: MenuEnvironment
    /// Shows a message to the user (the controller's toast).
    public let report: @MainActor (String) -> Void

    /// What `option`'s row shows as its title (see ``MenuEnvironment/text``).
    public func title(of option: any MenuOption) -> String {
        environment.text(option.title)
    }

    /// The binding of setting `key` of type `Value`, from the environment's settings.
    public func setting<Value: Sendable>(_ key: String, as type: Value.Type = Value.self) -> SettingBinding<Value>? {
        environment.settings.binding(key, as: type)
    }

    /// Opens `uri`, reporting a failure to the user: which link (its title) and why.
    public func open(_ uri: String, title: String) {
        if let reason = environment.open(uri) {
            // TRANSLATORS: {title} is the link's title in the menu; {reason} says why, e.g. "no
            // application is set up for https: links".
            report(tr("Could not open “{title}”: {reason}", ["title": title, "reason": reason]))
        }
    }
}
