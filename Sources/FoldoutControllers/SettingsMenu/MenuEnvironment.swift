import FoldoutCore
import FoldoutGtk
import FoldoutModel

/// What row builders may ask of the application: its settings, opening URIs, modal views.
@MainActor
public struct MenuEnvironment {
    /// The settings rows from a menu file name (`"setting": "animations"`), each resolved to
    /// its binding here; a row whose setting is not bound (or bound to another type) is shown
    /// and cannot be changed.
    package var settings: SettingBindings
    /// Opens a URI with the desktop's handler; returns why it could not, in the person's
    /// language (``/FoldoutGtk/URILauncher/open(_:parent:)`` does both), or nil.
    package var open: @MainActor (String) -> String?
    /// Presents the modal view named by a modal option's `detail`.
    package var present: @MainActor (String) -> Void
    /// The subject prefilled for email rows that give none (e.g. "Foldout 2.0.0 feedback").
    package var mailSubject: String
    /// What a title from the menu's data shows: itself (the default), or its translation for
    /// the shipped `data/menu.json`, whose strings are in the translation template.
    public var text: @MainActor (String) -> String = { $0 }

    /// Makes an environment; every part has a default that does nothing.
    public init(
        settings: SettingBindings = SettingBindings(), open: @escaping @MainActor (String) -> String? = { _ in nil },
        present: @escaping @MainActor (String) -> Void = { _ in }, mailSubject: String = ""
    ) {
        self.settings = settings
        self.open = open
        self.present = present
        self.mailSubject = mailSubject
    }
}
