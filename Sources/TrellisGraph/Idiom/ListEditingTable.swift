import TrellisCore

/// How list rows are edited per idiom.
///
/// | idiom | drag rows without edit mode | delete / move controls |
/// |---|---|---|
/// | mac | yes (lists reorder by drag) | in edit mode (`EditButton`) |
/// | phone, pad, vision, tv, watch | no: drag handles show in edit mode | in edit mode |
///
/// The Delete key and ⌥↑ / ⌥↓ on a focused row work on every idiom (a hardware keyboard).
package enum ListEditingTable {
    package static func dragsWithoutEditMode(_ idiom: Idiom) -> Bool {
        switch idiom {
        case .mac: true
        case .phone, .pad, .vision, .tv, .watch: false
        }
    }
}
