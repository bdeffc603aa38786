import TrellisCore

/// What the `.automatic` style of each control resolves to, per idiom and
/// container: one table per control, read by the control builtins.
///
/// | control | mac | phone / pad / vision | watch | tv | in a toolbar |
/// |---|---|---|---|---|---|
/// | `Toggle` | checkbox | switch | switch | switch | button |
/// | `Picker` | menu | menu (`inline` in a sidebar) | inline (wheel) | menu | menu |
/// | `List` | inset (sidebar in a sidebar) | insetGrouped (plain on pad's sidebar: sidebar) | plain | grouped | — |
/// | `Form` | columns | grouped | grouped | grouped | — |
package enum ControlStyles {
    package static func toggle(_ kind: ToggleStyleKind, idiom: Idiom, container: ContainerKind) -> ToggleStyleKind {
        guard kind == .automatic else { return kind }
        if container == .toolbar { return .button }
        switch idiom {
        case .mac: return .checkbox
        case .phone, .pad, .vision, .watch, .tv: return .switch
        }
    }

    package static func picker(_ kind: PickerStyleKind, idiom: Idiom, container: ContainerKind) -> PickerStyleKind {
        guard kind == .automatic else { return kind == .wheel ? .inline : kind }
        switch idiom {
        case .watch: return .inline
        default: return .menu
        }
    }

    package static func list(_ kind: ListStyleKind, idiom: Idiom, container: ContainerKind) -> ListStyleKind {
        guard kind == .automatic else { return kind }
        if container == .sidebar { return .sidebar }
        switch idiom {
        case .mac: return .inset
        case .phone, .pad, .vision: return .insetGrouped
        case .watch: return .plain
        case .tv: return .grouped
        }
    }

    package static func form(_ kind: FormStyleKind, idiom: Idiom) -> FormStyleKind {
        guard kind == .automatic else { return kind }
        return idiom == .mac ? .columns : .grouped
    }
}
