import Foundation
import TrellisCore

extension ButtonBorderShape {
    /// The host `borderShape` value; nil for `automatic`.
    package var hostValue: String? {
        if name == "automatic" { return nil }
        guard let radius else { return name }
        let r = Double(radius)
        return "roundedRectangle:" + (r == r.rounded() ? String(Int(r)) : String(format: "%.2f", r))
    }
}
