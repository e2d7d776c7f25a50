import CFoldoutGtk

typealias RowFactsHandler = @MainActor (Int) -> AccessibleRowFacts?

/// Fills `facts` for row `index` from the list's Swift closure (ATK asks on the main thread).
private let rowFactsTrampoline: FoldoutRowFactsFunc = { data, index, facts in
    guard let data, let facts else { return 0 }
    let box = CallbackArgument(data)
    let told: AccessibleRowFacts? = MainActor.assumeIsolated {
        Unmanaged<ClosureBox<RowFactsHandler>>.fromOpaque(box.value).takeUnretainedValue().function(Int(index))
    }
    guard let told else { return 0 }
    facts.pointee.name = g_strdup(told.name)
    facts.pointee.role = told.role.atk
    facts.pointee.level = Int32(clamping: told.level ?? 0)
    facts.pointee.position = Int32(clamping: told.position)
    facts.pointee.set_size = Int32(clamping: told.setSize)
    facts.pointee.selectable = told.selected != nil ? 1 : 0
    facts.pointee.selected = told.selected == true ? 1 : 0
    facts.pointee.expandable = told.expanded != nil ? 1 : 0
    facts.pointee.expanded = told.expanded == true ? 1 : 0
    facts.pointee.child_rows = Int32(clamping: told.childRows)
    if let parentRow = told.parentRow, parentRow >= 0 { facts.pointee.parent_row = Int32(clamping: parentRow) }
    return 1
}

extension ListBox {
    /// Makes a list made by ``tellingRows()`` tell screen readers of all its `count` rows, though
    /// it holds widgets only for some (a recycling list): the rows' accessible parent (the
    /// list's one child) has `count` children, a row's widget is the child at the row's
    /// ``ListBoxRow/accessibleIndex``, and any other row is an accessible made when a reader
    /// asks for it (as GTK 3's tree view makes its rows'). `facts` tells
    /// what each row is, asked only when a reader asks; every row also carries the `posinset`,
    /// `setsize` and (in a tree) `level` object attributes. Call once, before rows are added;
    /// then ``accessibleRowsChanged(count:moved:)`` as the rows change.
    package func tellRows(count: Int, facts: @escaping @MainActor (_ index: Int) -> AccessibleRowFacts?) {
        let box = Unmanaged.passRetained(ClosureBox<RowFactsHandler>(facts) as AnyObject).toOpaque()
        _ = foldout_rows_attach(widget, Int32(clamping: count), rowFactsTrampoline, box, releaseBox)
    }

    /// The list told by ``tellRows(count:facts:)`` has `count` rows now; `moved` when rows came,
    /// went or moved (a reader asks anew for the rows it had been given without a widget).
    /// Cheap when nothing changed: call it on every render.
    package func accessibleRowsChanged(count: Int, moved: Bool) {
        foldout_rows_changed(widget, Int32(clamping: count), moved ? 1 : 0)
    }
}

extension ListBox {
    /// The list told by ``tellRows(count:facts:)`` is in selection mode (`selecting`), with
    /// `selected` rows selected: its rows' parent offers AT-SPI Selection only then, so screen
    /// readers say "selected" or "not selected" of each row in that mode only. Cheap when
    /// nothing changed.
    package func accessibleSelectionChanged(selecting: Bool, selected: Int) {
        foldout_rows_selection_changed(widget, selecting ? 1 : 0, Int32(clamping: selected))
    }
}

extension ListBoxRow {
    /// The row's true place among its list's rows, which a list told by
    /// ``ListBox/tellRows(count:facts:)`` gives screen readers as its index in the list; nil
    /// while the row shows none (a spare view).
    package var accessibleIndex: Int? {
        get {
            let index = Int(foldout_row_get_true_index(widget))
            return index >= 0 ? index : nil
        }
        set { foldout_row_set_true_index(widget, Int32(clamping: newValue ?? -1)) }
    }
}
