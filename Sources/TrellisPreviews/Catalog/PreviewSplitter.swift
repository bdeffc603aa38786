public import TrellisCore

/// Reads a `PreviewProvider`'s `previews` the way Xcode's canvas does: each
/// top-level view is its own preview (the children of a `Group` too, with the
/// group's modifiers applied to each), with its preview modifiers as settings.
@MainActor
enum PreviewSplitter {
    /// The settings the preview modifiers on a view asked for.
    struct Settings {
        var displayName: String?
        var layout: PreviewLayout?
        var device: PreviewDevice?
        var orientation: InterfaceOrientation?
    }

    static func topLevelViews(of value: Any) -> [any View] {
        guard let view = value as? any View else { return [] }
        if let tuple = view as? any PreviewTupleParts { return tuple.previewChildren.flatMap(topLevelViews(of:)) }
        if let group = view as? any PreviewGroupParts { return topLevelViews(of: group.previewContent) }
        if let modified = view as? any PreviewModifiedParts, isGroup(modified.previewContent) {
            return topLevelViews(of: modified.previewContent).map(modified.reapplied(to:))
        }
        return [view]
    }

    static func settings(of view: any View) -> Settings {
        var settings = Settings()
        var current: any View = view
        while let modified = current as? any PreviewModifiedParts {
            if let trait = modified.previewModifier as? _PreviewTraitModifier {
                // The outermost modifier wins, as it is the last one written.
                switch trait.trait {
                case let .displayName(name): settings.displayName = settings.displayName ?? name
                case let .layout(layout): settings.layout = settings.layout ?? layout
                case let .device(device): settings.device = settings.device ?? device
                case let .orientation(orientation): settings.orientation = settings.orientation ?? orientation
                }
            }
            current = modified.previewContent
        }
        return settings
    }

    private static func isGroup(_ view: any View) -> Bool {
        if view is any PreviewGroupParts { return true }
        if let modified = view as? any PreviewModifiedParts { return isGroup(modified.previewContent) }
        return false
    }
}

// Type-erased access to the generic containers, without knowing their arguments.

@MainActor protocol PreviewTupleParts { var previewChildren: [any View] { get } }
@MainActor protocol PreviewGroupParts { var previewContent: any View { get } }
@MainActor protocol PreviewModifiedParts {
    var previewContent: any View { get }
    var previewModifier: Any { get }
    func reapplied(to view: any View) -> any View
}

extension TupleView: PreviewTupleParts {
    var previewChildren: [any View] { children }
}

extension Group: PreviewGroupParts where Content: View {
    var previewContent: any View { content }
}

extension ModifiedContent: PreviewModifiedParts where Content: View, Modifier: ViewModifier {
    var previewContent: any View { content }
    var previewModifier: Any { modifier }
    func reapplied(to view: any View) -> any View {
        func apply<V: View>(_ view: V) -> any View { view.modifier(modifier) }
        return apply(view)
    }
}
