import FoldoutCore
import FoldoutGtk
import FoldoutModel

extension MenuKindRegistry where Context == MenuRowContext, Row == MenuRow {
    /// A switch row over the option's setting, resolved by the environment
    /// (``MenuEnvironment/settings``); see ``switchRow(_:_:binding:)``.
    @MainActor
    package static func switchRow(_ option: any SwitchMenuOption, _ context: MenuRowContext) -> MenuRow {
        switchRow(option, context, binding: context.setting(option.setting, as: Bool.self))
    }

    /// A switch row: the switch is the control (Tab reaches it; screen readers see a toggle
    /// button named with the title); activating the row toggles it, which writes `binding`.
    /// The switch follows the binding live: a change made elsewhere (`gsettings set`) moves the
    /// switch without writing anything back. Without a binding, or when it is locked down, the
    /// switch is shown and cannot be changed.
    @MainActor
    package static func switchRow(_ option: any MenuOption, _ context: MenuRowContext, binding: SettingBinding<Bool>?) -> MenuRow {
        let title = context.title(of: option)
        // The switch starts at the setting's value: screen readers hear it when they come to
        // the switch, not as a change while the window is built.
        let toggle = Switch(isActive: binding?.value ?? false)
        toggle.setAccessibleName(title)
        let row = MenuRow.layout(option, title: title, trailing: toggle)
        guard let binding else {
            toggle.isSensitive = false
            return MenuRow(row: row) {}
        }
        toggle.isSensitive = binding.isWritable
        let toggled = toggle.onToggled { [weak toggle] on in
            guard binding.value != on, !binding.write(on) else { return }
            // Refused (locked down meanwhile): show the setting's value again.
            toggle?.isActive = binding.value
        }
        let observation = binding.observe { [weak toggle] on in
            guard let toggle, toggle.isActive != on else { return }
            toggle.blocking(toggled) { toggle.isActive = on }
        }
        row.on(.destroy) { observation.cancel() }
        // The row owns the switch's wrapper; GTK holds no reference to this closure, so no cycle.
        return MenuRow(row: row) {
            if toggle.isSensitive { toggle.isActive.toggle() }
        }
    }
}
