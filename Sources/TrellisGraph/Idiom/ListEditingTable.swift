import TrellisCore

/// How list rows are edited per idiom.
///
/// | idiom | drag rows without edit mode | delete / move controls |
/// |---|---|---|
/// | mac | yes (lists reorder by drag) | in edit mode (`EditButton`) |
/// | phone, pad, vision, tv, watch | no: drag handles show in edit mode | in edit mode |
///
/// The Delete key and ⌥↑ / ⌥↓ on a focused row work on every idiom (a hardware keyboard).
///
/// `refreshable`:
///
/// | idiom | how a list refreshes |
/// |---|---|
/// | phone, pad | pull to refresh: drag the list down from its top (the Refresh button is read by screen readers only) |
/// | mac, vision, tv, watch | a Refresh button at the list's top |
package enum ListEditingTable {
    /// Whether a `refreshable` list refreshes by being pulled down (else by its Refresh button).
    package static func refreshesByPulling(_ idiom: Idiom) -> Bool {
        switch idiom {
        case .phone, .pad: true
        case .mac, .vision, .tv, .watch: false
        }
    }

    package static func dragsWithoutEditMode(_ idiom: Idiom) -> Bool {
        switch idiom {
        case .mac: true
        case .phone, .pad, .vision, .tv, .watch: false
        }
    }
}
