import TrellisCore
import TrellisHost

/// The window's notice while shared settings can't be saved (``SettingsHealth``): a `status` element,
/// so a screen reader says it once, drawn by the page as a banner over the window's corner.
struct SettingsNotice: View {
    let health: SettingsHealth

    var body: some View {
        if health.savingIsDelayed {
            SettingsNoticeBanner()
        }
    }
}

struct SettingsNoticeBanner: View, BuiltinView {
    typealias Body = Never

    static let message = "Settings can't be saved right now. Your changes are kept and will be saved when the connection returns."

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        NodeOutput(
            element: ElementSpec(role: .status, properties: ["windowNotice": "settings"]),
            children: [ChildSpec(key: PositionKey.first, view: Text(Self.message), inputs: inputs.forElementChildren)])
    }
}
