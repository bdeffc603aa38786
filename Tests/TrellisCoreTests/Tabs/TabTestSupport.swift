import Foundation
import SwiftUI
import TrellisTesting

/// Reading a tab view's host tree the way a person sees it.
@MainActor
enum TabProbe {
    static let phone = CGSize(width: 390, height: 844)
    static let padRegular = CGSize(width: 1024, height: 768)
    static let padCompact = CGSize(width: 500, height: 768)

    /// The `tabForm` of the first tab view.
    static func form(_ host: ViewHost) -> String? {
        var form: String?
        host.tree.forEach { node in if form == nil, let f = node.properties["tabForm"] { form = f } }
        return form
    }

    /// The names of the tabs in the tablist with this label ("Tabs": the bar, "Sidebar"), in order.
    static func tabs(_ host: ViewHost, in list: String = "Tabs") -> [String] {
        var names: [String] = []
        host.tree.forEach { node in
            guard node.role == .tablist, node.properties["label"] == list else { return }
            node.forEach { child in if child.role == .tab { names.append(child.properties["label"] ?? "") } }
        }
        return names
    }

    /// The selected tabs' names.
    static func selected(_ host: ViewHost) -> [String] {
        var names: [String] = []
        host.tree.forEach { node in
            if node.role == .tab, node.properties["selected"] == "true" { names.append(node.properties["label"] ?? "") }
        }
        return names
    }

    /// The visible panels' names.
    static func visiblePanels(_ host: ViewHost) -> [String] {
        var names: [String] = []
        host.tree.forEach { node in
            if node.role == .tabpanel, node.properties["hidden"] != "true" { names.append(node.properties["label"] ?? "") }
        }
        return names
    }

    /// Every panel built so far (shown or hidden).
    static func panels(_ host: ViewHost) -> [String] {
        var names: [String] = []
        host.tree.forEach { node in if node.role == .tabpanel { names.append(node.properties["label"] ?? "") } }
        return names
    }

    /// The sidebar's section groups, by name.
    static func sections(_ host: ViewHost) -> [String] {
        var names: [String] = []
        host.tree.forEach { node in
            if node.role == .group, node.properties["section"] == "true" { names.append(node.properties["label"] ?? "") }
        }
        return names
    }

    /// A tab by name.
    static func tab(_ host: ViewHost, _ name: String) throws -> ViewHost.Element {
        try host.find(.tab, name)
    }

    /// Clears the seed's stored customization.
    static func resetStoredCustomization() {
        UserDefaults.standard.removeObject(forKey: "sidebarCustomizations")
    }
}
