import FoldoutAppModel
import FoldoutGtk
import FoldoutModel

/// Applies the look the preferences ask for, live: the colour scheme (the preference combined
/// with the desktop's, from the Settings portal) and animations.
@MainActor
final class Appearance {
    private let settings: AppSettings
    private var portal: SettingsPortal?
    /// What the portal said last; nil before it answers or when there is none.
    private var system: SystemColorScheme?

    /// Applies the stored preferences now, follows their changes, and asks the portal (without
    /// waiting for it) what the desktop prefers.
    init(settings: AppSettings, application: Application) {
        self.settings = settings
        apply()
        _ = settings.observe(AppSettings.Key.colorScheme) { [weak self] in self?.applyColorScheme() }
        _ = settings.observe(AppSettings.Key.animations) { [weak self] in self?.applyAnimations() }
        portal = SettingsPortal(application: application, namespace: "org.freedesktop.appearance", key: "color-scheme") { [weak self] value in
            guard let self else { return }
            self.system = value.map(SystemColorScheme.init(portalValue:))
            Log.debug("the Settings portal says color-scheme is \(value.map(String.init) ?? "unknown")")
            self.applyColorScheme()
        }
    }

    private func apply() {
        applyColorScheme()
        applyAnimations()
    }

    private func applyColorScheme() {
        let dark = settings.colorScheme.isDark(system: system)
        if Style.prefersDarkTheme != dark { Style.prefersDarkTheme = dark }
    }

    private func applyAnimations() {
        // On: follow the desktop's gtk-enable-animations; off: never animate.
        if settings.animations {
            Style.followDesktopAnimations()
        } else {
            Style.setAnimationsEnabled(false)
        }
    }
}
