import Foundation
import TrellisCore
import TrellisHost

/// What a row's (or a section's) view says about its row: `listRowSeparator`,
/// `listRowSeparatorTint`, `listRowBackground`, `listRowInsets`, `listItemTint`,
/// and for sections `listSectionSeparator(Tint)`. Read from the modifier chain like
/// `.tag` (the outermost of a kind wins); a section's row traits are its rows' defaults.
@MainActor
struct ListRowTraits {
    private(set) var hidden: VerticalEdge.Set = []
    private var separatorDecided: VerticalEdge.Set = []
    private(set) var tintTop: Color?
    private(set) var tintBottom: Color?
    private var tintDecided: VerticalEdge.Set = []
    private(set) var sectionHidden: VerticalEdge.Set = []
    private var sectionDecided: VerticalEdge.Set = []
    private(set) var sectionTint: Color?
    private var sectionTintDecided = false
    private(set) var background: (any View)?
    private var backgroundDecided = false
    private(set) var insets: EdgeInsets?
    private var insetsDecided = false
    private(set) var itemTint: ListItemTint?
    private var itemTintDecided = false

    static let none = ListRowTraits()

    /// The traits in `view`'s modifier chain, falling back to `defaults` (the section's) for
    /// what the chain doesn't say.
    static func of(_ view: any View, defaults: ListRowTraits = .none) -> ListRowTraits {
        var traits = ListRowTraits()
        var current: any View = view
        while let modified = current as? any ModifiedContentProtocol {
            if let row = modified.anyModifier as? _ListRowTraitModifier { traits.note(row.trait) }
            current = modified.anyContent
        }
        traits.fill(from: defaults)
        return traits
    }

    private mutating func note(_ trait: _ListRowTraitModifier.Trait) {
        switch trait {
        case let .separator(visibility, edges):
            for edge in [VerticalEdge.top, .bottom] where edges.contains(.init(edge)) && !separatorDecided.contains(.init(edge)) {
                separatorDecided.insert(.init(edge))
                if visibility == .hidden { hidden.insert(.init(edge)) }
            }
        case let .separatorTint(color, edges):
            if edges.contains(.top), !tintDecided.contains(.top) { tintDecided.insert(.top); tintTop = color }
            if edges.contains(.bottom), !tintDecided.contains(.bottom) { tintDecided.insert(.bottom); tintBottom = color }
        case let .sectionSeparator(visibility, edges):
            for edge in [VerticalEdge.top, .bottom] where edges.contains(.init(edge)) && !sectionDecided.contains(.init(edge)) {
                sectionDecided.insert(.init(edge))
                if visibility == .hidden { sectionHidden.insert(.init(edge)) }
            }
        case let .sectionSeparatorTint(color, _):
            if !sectionTintDecided { sectionTintDecided = true; sectionTint = color }
        case let .background(view):
            if !backgroundDecided { backgroundDecided = true; background = view }
        case let .insets(value):
            if !insetsDecided { insetsDecided = true; insets = value }
        case let .itemTint(tint):
            if !itemTintDecided { itemTintDecided = true; itemTint = tint }
        }
    }

    private mutating func fill(from defaults: ListRowTraits) {
        for edge in [VerticalEdge.Set.top, .bottom] where !separatorDecided.contains(edge) && defaults.hidden.contains(edge) {
            hidden.insert(edge)
        }
        if !tintDecided.contains(.top) { tintTop = defaults.tintTop }
        if !tintDecided.contains(.bottom) { tintBottom = defaults.tintBottom }
        if !backgroundDecided { background = defaults.background }
        if !insetsDecided { insets = defaults.insets }
        if !itemTintDecided { itemTint = defaults.itemTint }
    }

    /// A list's (or form's) own properties from the environment: `listRowSpacing`,
    /// `listSectionSpacing`, `scrollContentBackground`.
    static func listProperties(_ env: EnvironmentValues) -> [String: String] {
        var properties: [String: String] = [:]
        if let spacing = env._listRowSpacing { properties["rowSpacing"] = PaintSpelling.number(Double(spacing)) }
        if let spacing = env._listSectionSpacing.points { properties["sectionSpacing"] = PaintSpelling.number(Double(spacing)) }
        if env._scrollContentBackground == .hidden { properties["contentBackground"] = "hidden" }
        return properties
    }

    /// The rows' appearances in order: a row draws the separator above it, which is hidden
    /// when it or the row above hides it, and tinted by it (top) or the row above (bottom).
    static func appearances(of items: [ViewListItem], defaults: ListRowTraits = .none) -> [RowAppearance] {
        var result: [RowAppearance] = []
        result.reserveCapacity(items.count)
        var above: ListRowTraits?
        for item in items {
            guard item.section == nil else {
                result.append(RowAppearance())
                above = nil
                continue
            }
            let traits = ListRowTraits.of(item.view, defaults: defaults)
            result.append(RowAppearance(traits, above: above))
            above = traits
        }
        return result
    }
}

/// One row's appearance as element properties, plus a background view when it is not a paint.
@MainActor
struct RowAppearance {
    var properties: [String: String] = [:]
    var backgroundView: (any View)?

    init() {}

    init(_ traits: ListRowTraits, above: ListRowTraits?) {
        if traits.hidden.contains(.top) || above?.hidden.contains(.bottom) == true { properties["separator"] = "hidden" }
        if let tint = traits.tintTop ?? above?.tintBottom { properties["separatorTint"] = tint.hostStyleValue }
        if let background = traits.background {
            if let style = background as? any ShapeStyle {
                properties["background"] = style.hostStyleValue
            } else {
                backgroundView = background
            }
        }
        if let insets = traits.insets {
            properties["padding"] = [insets.top, insets.leading, insets.bottom, insets.trailing].map { PaintSpelling.number(Double(max($0, 0))) }.joined(separator: ",")
        }
        if let tint = traits.itemTint { properties["tint"] = tint.color.hostStyleValue }
    }

    /// A section's own separators (`listSectionSeparator`, `listSectionSeparatorTint`).
    static func section(_ traits: ListRowTraits) -> [String: String] {
        var properties: [String: String] = [:]
        switch (traits.sectionHidden.contains(.top), traits.sectionHidden.contains(.bottom)) {
        case (true, true): properties["sectionSeparator"] = "hidden"
        case (true, false): properties["sectionSeparator"] = "hiddenTop"
        case (false, true): properties["sectionSeparator"] = "hiddenBottom"
        case (false, false): break
        }
        if let tint = traits.sectionTint { properties["separatorTint"] = tint.hostStyleValue }
        return properties
    }

    /// The background view as the row's first child, drawn behind its content (`rowBackground`).
    func backgroundChild(_ inputs: NodeInputs) -> [ChildSpec] {
        guard let backgroundView else { return [] }
        var layerInputs = inputs
        layerInputs.attributes.addInner("rowBackground", "true")
        return [ChildSpec(key: AnyHashable("trellis.rowBackground"), view: backgroundView, inputs: layerInputs)]
    }
}

@MainActor extension _ListRowTraitModifier: BuiltinModifier {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        // Read by the enclosing list from the row's view (``ListRowTraits``).
        passThrough(content, inputs)
    }
}
