import FoldoutCore
import FoldoutGtk
import FoldoutModel

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
