import TrellisCore
import TrellisHost

/// The presentation customizations declared inside one presentation (a sheet,
/// or an inspector shown as a sheet): "preferences up". Each
/// `presentationDetents`, `presentationBackgroundInteraction`, … node registers
/// its option here when built; the presentation's node reads the merged
/// result when it builds, and is invalidated when a registration changes it.
@MainActor
final class PresentationOptionsBox: NodeState {
    /// The presentation node, rebuilt when the options change.
    weak var owner: Node?
    /// The sheet's own detent, when no `selection:` binding holds it.
    var ownDetent: PresentationDetent?
    /// Rebuilds the background slot when a `presentationBackground(content:)` view changes.
    weak var backgroundSlot: Node?

    private struct Registration {
        weak var node: Node?
        var depth: Int
        var option: PresentationOption
        var signature: String
    }
    private var registrations: [ObjectIdentifier: Registration] = [:]

    init(owner: Node) { self.owner = owner }

    /// The box of the presentation nearest above `node`, if any.
    static func nearest(to node: Node) -> PresentationOptionsBox? {
        var current = node.parent
        while let candidate = current {
            if let box = candidate.state(PresentationOptionsBox.self) { return box }
            // An inspector column ends the search: options inside it don't reach a sheet further out.
            if candidate.state(InspectorColumnMark.self) != nil { return nil }
            current = candidate.parent
        }
        return nil
    }

    func register(_ node: Node, _ option: PresentationOption) {
        let signature = Self.signature(of: option)
        let id = ObjectIdentifier(node)
        let changed = registrations[id]?.signature != signature
        registrations[id] = Registration(node: node, depth: node.depth, option: option, signature: signature)
        if changed { owner?.invalidate() }
        if case .backgroundView = option { backgroundSlot?.invalidate() }
    }

    func unregister(_ node: Node) {
        guard registrations.removeValue(forKey: ObjectIdentifier(node)) != nil else { return }
        owner?.invalidate()
    }

    /// The options in effect: an inner declaration wins over an outer one.
    var resolved: ResolvedPresentationOptions {
        var result = ResolvedPresentationOptions()
        for registration in registrations.values.sorted(by: { $0.depth < $1.depth }) where registration.node?.isAttached == true {
            result.apply(registration.option)
        }
        return result
    }

    /// What a change is judged by (bindings and views compare by kind: a new
    /// closure each body must not rebuild the sheet every time).
    private static func signature(of option: PresentationOption) -> String {
        switch option {
        case let .detents(detents, selection):
            let names = detents.map(\.name).sorted().joined(separator: ",")
            return "detents:\(names):\(selection.map { $0.wrappedValue.name } ?? "-")"
        case let .dragIndicator(v): return "drag:\(v)"
        case let .background(style): return "bg:\(style.presentationBackgroundValue)"
        case let .backgroundView(alignment, view): return "bgView:\(alignment):\(type(of: view))"
        case let .backgroundInteraction(i): return "interaction:\(i.kind)"
        case let .cornerRadius(r): return "radius:\(r.map { String($0) } ?? "-")"
        case let .contentInteraction(c): return "content:\(c.kind)"
        case let .interactiveDismissDisabled(d): return "dismiss:\(d)"
        case let .compactAdaptation(h, v): return "adapt:\(h.kind):\(v.kind)"
        }
    }
}

/// The merged customizations of one presentation.
struct ResolvedPresentationOptions {
    var detents: Set<PresentationDetent>?
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility = .automatic
    var background: String?
    var backgroundView: (alignment: Alignment, view: any View)?
    var interaction: PresentationBackgroundInteraction.Kind = .automatic
    var cornerRadius: Double?
    var contentInteraction: PresentationContentInteraction.Kind = .automatic
    var dismissDisabled = false
    var compactAdaptation = PresentationTable.CompactAdaptation()

    mutating func apply(_ option: PresentationOption) {
        switch option {
        case let .detents(set, binding):
            detents = set
            selection = binding
        case let .dragIndicator(v): dragIndicator = v
        case let .background(style): background = style.presentationBackgroundValue
        case let .backgroundView(alignment, view): backgroundView = (alignment, view)
        case let .backgroundInteraction(i): interaction = i.kind
        case let .cornerRadius(r): cornerRadius = r
        case let .contentInteraction(c): contentInteraction = c.kind
        case let .interactiveDismissDisabled(d): dismissDisabled = d
        case let .compactAdaptation(h, v): compactAdaptation = PresentationTable.CompactAdaptation(horizontal: h, vertical: v)
        }
    }
}

@MainActor extension _PresentationOptionModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        PresentationOptionsBox.nearest(to: node)?.register(node, option)
        return passThrough(content, inputs)
    }

    func willUnmount(_ node: Node) {
        PresentationOptionsBox.nearest(to: node)?.unregister(node)
    }
}

extension PresentationDetent {
    /// The detent's name in the host tree: `medium`, `large`, `fraction:0.3`, `height:200`, `custom:Name`.
    package var name: String {
        switch kind {
        case .medium: "medium"
        case .large: "large"
        case let .fraction(f): "fraction:" + formatNumber(f)
        case let .height(h): "height:" + formatNumber(h)
        case let .custom(_, name): "custom:" + name
        }
    }

    /// The detent's height in a window `windowHeight` tall: the sheet is at most
    /// `PresentationTable.largeFraction` of it.
    func height(windowHeight: Double, environment: EnvironmentValues) -> Double {
        let large = windowHeight * PresentationTable.largeFraction
        let raw: Double = switch kind {
        case .medium: windowHeight * PresentationTable.mediumFraction
        case .large: large
        case let .fraction(f): windowHeight * f
        case let .height(h): h
        case .custom: resolve.flatMap { $0(Context(maxHeight: large, environment: environment)) }.map { Double($0) } ?? large
        }
        return raw.isFinite ? min(max(raw, 0), large) : large
    }

    /// How the browser sizes the sheet at this detent: `f<fraction of the window>` or `p<points>`.
    func cssHeight(windowHeight: Double, environment: EnvironmentValues) -> String {
        switch kind {
        case .medium: "f" + formatNumber(PresentationTable.mediumFraction)
        case .large: "f" + formatNumber(PresentationTable.largeFraction)
        case let .fraction(f): "f" + formatNumber(min(max(f.isFinite ? f : 1, 0), PresentationTable.largeFraction))
        case .height, .custom: "p" + formatNumber(height(windowHeight: windowHeight, environment: environment).rounded())
        }
    }
}

extension ResolvedPaint {
    /// A presentation background's host value: a material is `material.<thickness>` (translucent).
    var presentationBackgroundValue: String {
        if case let .material(thickness) = self { return "material." + thickness }
        return hostValue
    }
}
