import TrellisCore

/// What the graph needs to know about a view type, worked out once per type.
///
/// A dynamic cast to a protocol (`view as? any BuiltinView`) costs a
/// conformance lookup every time; a node asks these questions on every
/// update, and its view's type never changes (the type is part of its
/// identity), so the answers are cached by type, and each node keeps a
/// reference to its type's entry.
@MainActor
final class ViewTypeTraits {
    /// The view's type as a builtin the graph renders itself; nil for a view with a `body`.
    let builtin: (any BuiltinView.Type)?
    /// The builtin builds under dependency tracking (``BuiltinView/tracksReads``).
    let tracksReads: Bool
    /// No two children can share a key (``BuiltinView/keysChildrenByPosition``).
    let keysChildrenByPosition: Bool
    /// For a `ModifiedContent`: its modifier's type when the graph implements that modifier.
    let builtinModifier: (any BuiltinModifier.Type)?
    /// A `ModifiedContent` whose modifier reacts to mount, update and unmount.
    let hasLifecycle: Bool
    /// Built-in children are compared by value before they are rebuilt (``BuiltinView/comparesChildValues``).
    let comparesChildValues: Bool
    /// A builtin small enough to compare by value before rebuilding it (a `Text`, a `Button` and its
    /// label, a short stack): see ``ViewGraph/update(_:view:inputs:)``.
    let comparesOwnValue: Bool
    /// A view that stands for a modifier's or a style's body (``ModifierBodyShim``): its dynamic
    /// properties are the modifier's. Asked once per type: a failed cast on every body's evaluation
    /// cost ≈ 1,500 instructions.
    let isModifierBody: Bool

    /// Values up to this size are compared; a larger one (a page's whole stack) is rebuilt and its
    /// children compared, so no subtree is compared more than a bounded number of times.
    static let comparedValueSize = 1024

    var isBuiltin: Bool { builtin != nil }

    private init(builtin: (any BuiltinView.Type)?, builtinModifier: (any BuiltinModifier.Type)?, hasLifecycle: Bool, size: Int, isModifierBody: Bool) {
        self.builtin = builtin
        self.isModifierBody = isModifierBody
        self.tracksReads = builtin?.tracksReads ?? false
        self.keysChildrenByPosition = builtin?.keysChildrenByPosition ?? true
        self.builtinModifier = builtinModifier
        self.hasLifecycle = hasLifecycle
        self.comparesChildValues = builtin?.comparesChildValues ?? false
        // Modifiers with lifecycle hooks (`onChange`, `task(id:)`) keep being updated as before.
        self.comparesOwnValue = builtin != nil && !hasLifecycle && size <= Self.comparedValueSize
    }

    @exclusivity(unchecked) private static var cache: [ObjectIdentifier: ViewTypeTraits] = [:]
    /// The types met most recently, by their metadata's address: every node asks once, and a
    /// dictionary lookup hashes the key (≈ 90 instructions) where this compares one pointer.
    @exclusivity(unchecked) private static var recent = [ViewTypeTraits?](repeating: nil, count: recentSlots)
    @exclusivity(unchecked) private static var recentKeys = [ObjectIdentifier?](repeating: nil, count: recentSlots)
    private static let recentSlots = 64

    static func of(_ view: any View) -> ViewTypeTraits {
        let key = ObjectIdentifier(type(of: view))
        let address = UInt(bitPattern: key)
        let slot = Int((address >> 4 ^ address >> 10) & UInt(recentSlots - 1))
        if recentKeys[slot] == key, let traits = recent[slot] { return traits }
        let traits = lookUp(view, key)
        recentKeys[slot] = key
        recent[slot] = traits
        return traits
    }

    private static func lookUp(_ view: any View, _ key: ObjectIdentifier) -> ViewTypeTraits {
        if let traits = cache[key] { return traits }
        func size<V: View>(_: V) -> Int { MemoryLayout<V>.size }
        // Each question to the runtime about a type it has not seen scans every conformance record
        // (≈ 0.5 M instructions, most of a fresh server's first render): one for the view's type, one
        // for a modifier's, one more for a builtin modifier's lifecycle.
        let builtin = type(of: view) as? any BuiltinView.Type
        let modifier = builtin?.modifier(of: view)
        let builtinModifier = modifier.flatMap { type(of: $0) as? any BuiltinModifier.Type }
        let traits = ViewTypeTraits(
            builtin: builtin,
            builtinModifier: builtinModifier,
            hasLifecycle: builtinModifier.map { $0 is any LifecycleBuiltin.Type } ?? false,
            size: size(view),
            isModifierBody: type(of: view) is any ModifierBodyShim.Type
        )
        cache[key] = traits
        return traits
    }
}

extension BuiltinView {
    /// Builds `view`, known to be of this type. The existential is opened and its type compared
    /// (a metadata pointer): `as? Self` took the runtime's general dynamic cast for every node.
    ///
    /// No closure: in a main-actor function each closure checks the executor when it runs (≈ 220
    /// instructions, twice per node with `withUnsafePointer` and `withMemoryRebound`), where the
    /// bit cast copies the value (a few retains for most builtins).
    static func build(_ view: any View, _ inputs: NodeInputs, node: Node) -> NodeOutput {
        func open<V: View>(_ value: V) -> NodeOutput {
            guard ObjectIdentifier(V.self) == ObjectIdentifier(Self.self) else { return NodeOutput() }
            return unsafeBitCast(value, to: Self.self).build(inputs, node: node)
        }
        return open(view)
    }
}

extension BuiltinModifier {
    /// Builds `modifier`, known to be of this type, around `content`. Generic rather than `Any`:
    /// boxing a large modifier (one holding a style existential) into `Any` allocated, per node.
    /// A bit cast, not `withUnsafePointer` and `withMemoryRebound`: as in ``BuiltinView``'s
    /// `build`, each closure would check the executor when it runs.
    static func build<M>(_ modifier: M, content: any View, inputs: NodeInputs, node: Node) -> NodeOutput? {
        guard ObjectIdentifier(M.self) == ObjectIdentifier(Self.self) else { return nil }
        return unsafeBitCast(modifier, to: Self.self).build(content: content, inputs: inputs, node: node)
    }
}
