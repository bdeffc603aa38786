import TrellisCore
import TrellisHost

/// `.tabItem { … }` is read by the legacy `TabView` (see ``TabList/legacy(_:)``);
/// the content itself renders unchanged.
@MainActor extension _TabItemModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        passThrough(content, inputs)
    }
}

/// `.badge(_:)` on a view: the legacy `TabView` shows it on the tab; on any
/// other view (a list row) it lands as the `badge` property of its element,
/// drawn at the trailing end.
@MainActor extension _BadgeModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        guard let text = label?.plainText, !text.isEmpty else { return passThrough(content, inputs) }
        return withAttributes(content, inputs, [("badge", text)])
    }
}

/// A header's title, for the accessible name of a section: a `Label`'s title, or the text a view shows.
@MainActor protocol TabHeaderTitle {
    var headerTitle: String? { get }
}

@MainActor extension Label: TabHeaderTitle where Title: View, Icon: View {
    var headerTitle: String? { StaticText.of(title) }
}

extension TabList {
    static func title(of header: any View) -> String? {
        if let label = header as? any TabHeaderTitle { return label.headerTitle }
        return StaticText.of(header)
    }
}
