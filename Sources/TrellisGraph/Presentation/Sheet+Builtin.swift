import TrellisCore
import TrellisHost

/// A sheet (or a `fullScreenCover`) is a `dialog` element after the presenting view's content: a
/// backdrop holding a navigation container (`chrome=sheet`) whose style comes
/// from ``PresentationTable`` (centred on the Mac, a bottom sheet on iPhone).
/// Its content gets `dismiss` and `isPresented`, and may customize the
/// presentation (``PresentationOptionsBox``): detents with a grabber,
/// background, corner radius, background interaction, interactive dismissal.
///
/// While the sheet is up, the presenting content is behind a ``ModalGate``:
/// when the sheet declares `presentationBackgroundInteraction`, the graph
/// refuses events to the view behind unless the sheet lets it stay
/// interactive at its current detent (the browser's backdrop stops clicks
/// behind every sheet).
@MainActor extension _SheetModifier: BuiltinModifier, LifecycleBuiltin {
    func build(content: any View, inputs: NodeInputs, node: Node) -> NodeOutput {
        let gate = node.state(orMake: ModalGate())
        var children = [ChildSpec(key: AnyHashable("content"), view: AnyView(erasing: content), inputs: inputs)]
        if let presented {
            var sheetInputs = inputs
            sheetInputs.attributes = Attributes()
            children.append(ChildSpec(key: AnyHashable(SheetKey(id: presented)), view: SheetPresentation(content: self.content(), dismiss: dismiss, gate: gate, isCover: isCover), inputs: sheetInputs))
        } else {
            gate.blocks = false
        }
        return NodeOutput(children: children)
    }

    func didMount(_ node: Node) {
        node.setState(PresentedItem(presented))
        ModalGate.attach(node)
    }

    func didUpdate(_ node: Node) {
        let item = node.state(orMake: PresentedItem(nil))
        let previous = item.value
        item.value = presented
        ModalGate.attach(node)
        // Any way a sheet goes away (dismiss, the binding, a new item) runs onDismiss.
        if let previous, previous != presented, let onDismiss {
            node.graph.runAfterUpdate { onDismiss() }
        }
    }
}

struct SheetKey: Hashable { let id: AnyHashable }

/// On a presenter's content node: the gate that keeps it inert while a presentation is up.
@MainActor
final class BehindModal: NodeState {
    weak var gate: ModalGate?
}

/// Whether the view behind a presentation takes events now. The presenting
/// modifier hangs it on its content's node; ``ViewGraph/dispatch(_:to:)``
/// refuses events to elements under a node whose gate blocks.
@MainActor
final class ModalGate: NodeState {
    var blocks = false

    /// Hangs the gate of a presenting modifier's node on its content child.
    static func attach(_ node: Node) {
        guard let gate = node.state(ModalGate.self),
              let content = node.children.first(where: { $0.key == AnyHashable("content") }) else { return }
        content.state(orMake: BehindModal()).gate = gate
    }
}

struct SheetPresentation: View, BuiltinView {
    typealias Body = Never
    let content: any View
    let dismiss: () -> Void
    var gate: ModalGate?
    /// The detents when the content declares none (`[.large]`; an inspector's sheet: medium and large).
    var defaultDetents: Set<PresentationDetent> = [.large]
    /// The sheet's bar context when the idiom's default doesn't fit (an inspector's items show in its sheet).
    var barContext: BarContext?
    var label: String?

    /// Property names this builtin adds (docs/RENDERING.md, "Presentations").
    enum Property {
        static let detent = "detent", detentHeight = "detentHeight", detentHeights = "detentHeights"
        static let grabber = "grabber", backgroundInteraction = "backgroundInteraction", material = "material"
        static let presentationBackground = "presentationBackground"
    }
    /// A `fullScreenCover`: styled and dismissed as ``PresentationTable`` says covers are.
    var isCover = false

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let env = inputs.environment
        let idiom = env.idiom
        let box = node.state(orMake: PresentationOptionsBox(owner: node))
        let options = box.resolved
        let style = isCover ? PresentationTable.coverStyle(idiom) : PresentationTable.sheetStyle(
            idiom, compact: env.horizontalSizeClass == .compact, verticallyCompact: env.verticalSizeClass == .compact, adaptation: options.compactAdaptation)
        let detents = SheetDetents(options: options, defaults: defaultDetents, box: box,
                                   resizes: PresentationTable.detentsApply(style: style), idiom: idiom, environment: env)
        let interactive = detents.backgroundIsInteractive(options.interaction)
        // The browser's backdrop stops clicks behind any sheet; the graph also refuses
        // them when the sheet says how the view behind behaves (docs/INSPECTOR.md).
        gate?.blocks = !interactive && options.interaction != .automatic

        let dismiss = dismiss
        let dismissible = !options.dismissDisabled
        let escapes = (isCover ? PresentationTable.escapeDismissesCover(idiom) : PresentationTable.escapeDismisses(idiom)) && dismissible
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case let .key(key, modifiers):
                if escapes, key == "escape", modifiers.isEmpty { dismiss() }
            // A click outside the sheet or a swipe down past its smallest detent.
            case .dismiss:
                if dismissible { dismiss() }
            case .focus, .activate, .pressBegan, .pressEnded: break
            default: throw GraphEventError.wrongValue(event, role: .dialog)
            }
        }
        var dialogProps = ["presentation": style]
        if let label { dialogProps["label"] = label }
        if interactive { dialogProps[Property.backgroundInteraction] = "enabled" }
        if detents.resizes { dialogProps[Property.detent] = detents.current.name }

        var containerProps: [String: String] = [:]
        if detents.resizes { containerProps[Property.detentHeight] = detents.cssHeights[detents.index] }
        if let radius = options.cornerRadius, radius.isFinite, radius >= 0 { containerProps["cornerRadius"] = formatNumber(radius) }
        if let background = options.background {
            if background.hasPrefix("material.") { containerProps[Property.material] = String(background.dropFirst(9)) }
            else { containerProps["background"] = background }
        }
        let ownBar = PresentationTable.sheetHasOwnBar(idiom)
        let container = BarContainer(
            context: barContext ?? (ownBar ? .sheet : .window),
            content: PresentationBackgroundHost(box: box, content: content), chrome: "sheet", properties: containerProps,
            environment: { env in
                env._dismiss = DismissAction(action: { dismiss() })
                env._isPresented = true
                env._inSheetRoot = true
                env._container = .sheet
            }
        )
        var children: [ChildSpec] = []
        if detents.showsGrabber(options.dragIndicator) {
            children.append(ChildSpec(key: AnyHashable("grabber"), view: SheetGrabber(detents: detents, dismissible: dismissible, dismiss: dismiss), inputs: inputs.forElementChildren))
        }
        children.append(ChildSpec(key: PositionKey.first, view: container, inputs: inputs.forElementChildren))
        return NodeOutput(element: ElementSpec(role: .dialog, properties: dialogProps, handler: handler), children: children)
    }
}

/// A resizable sheet's detents, smallest first, and the one it rests at.
@MainActor
struct SheetDetents {
    let ordered: [PresentationDetent]
    let heights: [Double]
    let cssHeights: [String]
    let index: Int
    /// Whether this sheet style rests at detents at all (bottom sheets only).
    let resizes: Bool
    private let selection: Binding<PresentationDetent>?
    private weak var box: PresentationOptionsBox?

    init(options: ResolvedPresentationOptions, defaults: Set<PresentationDetent>, box: PresentationOptionsBox,
         resizes: Bool, idiom: Idiom, environment: EnvironmentValues) {
        let declared = options.detents.flatMap { $0.isEmpty ? nil : $0 } ?? defaults
        let set = resizes ? declared : [.large]
        let window = PresentationTable.nominalWindowHeight(idiom)
        let measured = set.map { ($0, $0.height(windowHeight: window, environment: environment)) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.name < $1.0.name }
        ordered = measured.map(\.0)
        heights = measured.map(\.1)
        cssHeights = ordered.map { $0.cssHeight(windowHeight: window, environment: environment) }
        self.resizes = resizes
        selection = options.selection
        self.box = box
        if let wanted = options.selection?.wrappedValue, let i = ordered.firstIndex(of: wanted) {
            index = i
        } else if let own = box.ownDetent, let i = ordered.firstIndex(of: own) {
            index = i
        } else {
            index = 0
        }
    }

    var current: PresentationDetent { ordered[index] }

    /// Rests the sheet at detent `i` (checked by the caller).
    func choose(_ i: Int) {
        guard ordered.indices.contains(i) else { return }
        let detent = ordered[i]
        box?.ownDetent = detent
        selection?.wrappedValue = detent
        box?.owner?.invalidate()
    }

    func showsGrabber(_ visibility: Visibility) -> Bool {
        guard resizes else { return false }
        switch visibility {
        case .visible: return true
        case .hidden: return false
        case .automatic: return ordered.count > 1
        }
    }

    /// Whether the view behind takes events at the current detent.
    func backgroundIsInteractive(_ interaction: PresentationBackgroundInteraction.Kind) -> Bool {
        switch interaction {
        case .enabled: return true
        case .automatic, .disabled: return false
        case let .upThrough(limit):
            let window = heights.last ?? 0
            let current = resizes ? heights[index] : window
            let limitHeight = ordered.firstIndex(of: limit).map { heights[$0] }
                ?? limit.height(windowHeight: PresentationTable.nominalWindowHeight(.phone), environment: EnvironmentValues())
            return current <= limitHeight + 0.5
        }
    }
}

/// The grabber of a resizable sheet: drag it (pointer or touch, `select` with
/// the detent's index), press ↑ ↓ Home End on it, or activate it to go to the
/// next detent. A detent index outside the set is refused.
struct SheetGrabber: View, BuiltinView {
    typealias Body = Never
    let detents: SheetDetents
    let dismissible: Bool
    let dismiss: () -> Void

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        let detents = detents, dismissible = dismissible, dismiss = dismiss
        let last = detents.ordered.count - 1
        let handler: @MainActor (HostEvent) throws -> Void = { event in
            switch event {
            case .activate: detents.choose(detents.index == last ? 0 : detents.index + 1)
            case let .select(i):
                guard detents.ordered.indices.contains(i) else { throw GraphEventError.wrongValue(event, role: .button) }
                detents.choose(i)
            case let .key(key, _):
                switch key {
                case "upArrow": detents.choose(min(detents.index + 1, last))
                case "downArrow": detents.choose(max(detents.index - 1, 0))
                case "home": detents.choose(0)
                case "end": detents.choose(last)
                default: break
                }
            case .dismiss:
                if dismissible { dismiss() }
            case .focus, .pressBegan, .pressEnded: break
            default: throw GraphEventError.wrongValue(event, role: .button)
            }
        }
        let props = [
            "label": "Sheet Grabber",
            SheetPresentation.Property.grabber: "true",
            SheetPresentation.Property.detent: detents.current.name,
            SheetPresentation.Property.detentHeights: detents.cssHeights.joined(separator: " "),
        ]
        return NodeOutput(element: ElementSpec(role: .button, properties: props, handler: handler))
    }
}

/// The sheet's content with the `presentationBackground(content:)` view behind it.
struct PresentationBackgroundHost: View, BuiltinView {
    typealias Body = Never
    let box: PresentationOptionsBox
    let content: any View

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        // The slot exists only while there is a background view (a node keeps owning an element or not).
        var children: [ChildSpec] = []
        if box.resolved.backgroundView != nil {
            children.append(ChildSpec(key: AnyHashable("background"), view: PresentationBackgroundSlot(box: box), inputs: inputs))
        }
        children.append(ChildSpec(key: AnyHashable("content"), view: AnyView(erasing: content), inputs: inputs))
        return NodeOutput(children: children)
    }
}

/// The slot for a `presentationBackground(content:)` view: rebuilt on its own when that view changes.
struct PresentationBackgroundSlot: View, BuiltinView {
    typealias Body = Never
    let box: PresentationOptionsBox

    func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        box.backgroundSlot = node
        let background = box.resolved.backgroundView
        var props = [SheetPresentation.Property.presentationBackground: "true"]
        if let background { props["frameAlignment"] = background.alignment.name }
        var children: [ChildSpec] = []
        if let view = background?.view {
            children.append(ChildSpec(key: PositionKey.first, view: AnyView(erasing: view), inputs: inputs.forElementChildren))
        }
        return NodeOutput(element: ElementSpec(role: .generic, properties: props), children: children)
    }
}

extension Node {
    /// Whether a presentation above keeps this node's elements inert.
    var isBehindModal: Bool {
        var current: Node? = self
        while let node = current {
            if let gate = node.state(BehindModal.self)?.gate, gate.blocks { return true }
            current = node.parent
        }
        return false
    }
}

extension HostEvent {
    /// Events a person makes on an element (not the browser reporting what is on screen).
    var isInteraction: Bool {
        switch self {
        case .visibleRange, .focus: false
        default: true
        }
    }
}

/// What a sheet showed at the last update, to notice it going away.
final class PresentedItem: NodeState {
    var value: AnyHashable?
    init(_ value: AnyHashable?) { self.value = value }
}
