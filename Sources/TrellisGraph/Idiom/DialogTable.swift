import TrellisCore

/// How each idiom presents alerts and confirmation dialogs (docs/DIALOGS.md).
///
/// | idiom  | alert                  | confirmation dialog           | title of a dialog (`.automatic`) | adds Cancel to a dialog |
/// |--------|------------------------|-------------------------------|----------------------------------|-------------------------|
/// | mac    | centred; ≤ 2 in a row  | centred, buttons stacked      | shown                            | no (Escape cancels)     |
/// | pad    | centred; ≤ 2 in a row  | centred, buttons stacked      | hidden                           | no                      |
/// | phone  | centred; ≤ 2 in a row  | action sheet at the bottom    | hidden                           | yes                     |
/// | watch  | full screen, stacked   | full screen, stacked          | shown                            | yes                     |
/// | tv     | centred, stacked       | centred, stacked              | shown                            | yes                     |
/// | vision | centred; ≤ 2 in a row  | centred, buttons stacked      | shown                            | no                      |
///
/// Where a `.cancel` action goes: in a row of two it comes first (left of the
/// default button, as macOS and iOS place it); in a stack it comes last (the
/// bottom of an alert, the separate bottom button of an iPhone action sheet).
/// The default action (Return) is the button marked `.keyboardShortcut(.defaultAction)`,
/// else the first action that is neither cancel nor destructive; Escape runs the
/// cancel action, or dismisses when there is none.
package enum DialogTable {
    package enum CancelPlacement: Equatable { case first, last }

    /// The `dialogStyle` property: how the dialog sits in the window.
    package static func style(_ kind: _DialogModifier.Kind, _ idiom: Idiom) -> String {
        switch (kind, idiom) {
        case (.confirmationDialog, .phone): "actionSheet"
        case (_, .watch): "fullScreen"
        default: "alert"
        }
    }

    /// Whether `count` actions sit in one row (else they stack).
    package static func actionsInRow(_ kind: _DialogModifier.Kind, _ idiom: Idiom, count: Int) -> Bool {
        guard kind == .alert, count <= 2 else { return false }
        switch idiom {
        case .mac, .pad, .phone, .vision: return true
        case .watch, .tv: return false
        }
    }

    package static func cancelPlacement(inRow: Bool) -> CancelPlacement { inRow ? .first : .last }

    /// Whether a confirmation dialog's title shows when its visibility is `.automatic`.
    package static func showsDialogTitleAutomatically(_ idiom: Idiom) -> Bool {
        switch idiom {
        case .mac, .watch, .tv, .vision: true
        case .pad, .phone: false
        }
    }

    /// Whether a confirmation dialog without a `.cancel` action gets one.
    package static func addsCancelToDialog(_ idiom: Idiom) -> Bool {
        switch idiom {
        case .phone, .watch, .tv: true
        case .mac, .pad, .vision: false
        }
    }
}
