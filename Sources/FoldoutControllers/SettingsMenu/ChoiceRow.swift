import FoldoutCore
import FoldoutGtk
import FoldoutModel

extension MenuKindRegistry where Context == MenuRowContext, Row == MenuRow {
    /// A choice row over the option's setting, resolved by the environment
    /// (``MenuEnvironment/settings``); see ``choiceRow(_:_:binding:)``.
    @MainActor
    package static func choiceRow(_ option: any ChoiceMenuOption, _ context: MenuRowContext) -> MenuRow {
        choiceRow(option, context, binding: context.setting(option.setting, as: String.self))
    }

    /// A choice row: the option's title with a combo box of its choices at the end (Tab reaches
    /// it; screen readers see a combo box named with the title, showing the chosen title, and
    /// hear it once with the row). Activating the row opens the list. The
    /// box follows `binding` both ways: a choice is written at once, a change made elsewhere
    /// shows at once. A locked-down (or unbound) setting is shown, not changeable.
    @MainActor
    package static func choiceRow(_ option: any ChoiceMenuOption, _ context: MenuRowContext, binding: SettingBinding<String>?) -> MenuRow {
        // What the row and its choices show (see ``MenuEnvironment/text``).
        let title = context.title(of: option)
        let choiceTitles = option.choices.map { context.environment.text($0.title) }
        let box = ChoiceBox(titles: choiceTitles)
        box.setAccessibleName(title)
        let choices = option.choices
        let row = MenuRow.layout(option, title: title, trailing: box)
        // The box says the chosen title (screen readers speak it with the row): no description
        // repeating it.
        let show: @MainActor (String?) -> Void = { [weak box] value in
            guard let box else { return }
            let index = choices.firstIndex { $0.value == value }
            if box.selectedIndex != index { box.selectedIndex = index }
        }
        show(binding?.value)
        box.isSensitive = binding?.isWritable ?? false
        guard let binding else {
            let menuRow = MenuRow(row: row) {}
            menuRow.subtitle = { [weak box] in box?.selectedIndex.map { choiceTitles[$0] } }
            return menuRow
        }
        box.onChanged { index in
            guard let index, choices.indices.contains(index), binding.value != choices[index].value else { return }
            if !binding.write(choices[index].value) {
                // TRANSLATORS: a setting that is locked down; {setting} is e.g. "Style", {choice} e.g. "Dark".
                context.report(tr("“{setting}” cannot be changed to “{choice}”", ["setting": title, "choice": choiceTitles[index]]))
                show(binding.value)
            }
        }
        let observation = binding.observe { show($0) }
        row.on(.destroy) { observation.cancel() }
        // The row owns the box's wrapper (GTK holds no reference to this closure, so no cycle).
        let menuRow = MenuRow(row: row) {
            if box.isSensitive { box.popup() }
        }
        menuRow.subtitle = { [weak box] in box?.selectedIndex.map { choiceTitles[$0] } }
        return menuRow
    }
}
