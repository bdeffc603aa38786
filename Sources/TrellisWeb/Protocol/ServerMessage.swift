import TrellisHost

/// A message the server sends to the browser (the wire protocol's version is ``ProtocolLimits/version``).
///
/// Each case encodes to one JSON object with `"v":3` and a type `"t"`; see
/// `docs/PROTOCOL.md` for the full grammar.
///
///     ServerMessage.patch(seq: 3, HostUpdate(changes: [.setText(HostElementID(2), "Count: 1")])).json
///     // {"v":3,"t":"patch","seq":3,"c":[["t",2,"Count: 1"]]}
package enum ServerMessage: Equatable, Sendable {
    /// First message on every connection: which window this is, the last `seq` sent, and the window
    /// scene the page keeps for its next window (`@SceneStorage`).
    case hello(window: String, idiom: String, seq: Int, scene: String? = nil)
    /// Replace the whole content with this tree (the DOM may be stale).
    case reset(root: HostNode)
    /// One `HostUpdate`, numbered; `seq` grows by one per patch in a window.
    case patch(seq: Int, HostUpdate)
    /// The window now renders as this idiom.
    case idiom(String)
    /// Something the client sent was dropped; for developer consoles only.
    case error(String)
    /// The answer to `{"t":"ping"}`.
    case pong
    /// Open this URL in a new tab (the system `openURL` action; `http`, `https`, `mailto` or `tel`).
    case openURL(String)

    /// The message as compact JSON text.
    package var json: String { String(decoding: utf8, as: UTF8.self) }

    /// The message's JSON text as UTF-8 bytes, what the socket sends: no `String` made of a large
    /// patch only to be validated and copied out again.
    package var utf8: [UInt8] {
        var w = JSONWriter(reservingCapacity: 128)
        w.raw("{\"v\":\(ProtocolLimits.version),\"t\":")
        switch self {
        case let .hello(window, idiom, seq, scene):
            w.raw("\"hello\",\"window\":")
            w.string(window)
            w.raw(",\"idiom\":")
            w.string(idiom)
            w.raw(",\"seq\":")
            w.int(seq)
            if let scene {
                w.raw(",\"scene\":")
                w.string(scene)
            }
        case let .reset(root):
            w.raw("\"reset\",\"root\":")
            w.node(root)
        case let .patch(seq, update):
            w.raw("\"patch\",\"seq\":")
            w.int(seq)
            w.raw(",\"c\":[")
            // The last subtree inserted: a later one of the same shape (the next row of a list) is sent
            // as its ids and texts only (`["j", …]`), and the page builds it from this one's shape.
            var lastInserted: HostNode?
            for (i, change) in update.changes.enumerated() {
                if i > 0 { w.raw(",") }
                guard case let .insert(node, parent, before) = change else {
                    w.change(change)
                    continue
                }
                if let model = lastInserted, node.hasShape(of: model) {
                    w.shapedInsert(node, parent: parent, before: before)
                } else {
                    w.change(change)
                }
                lastInserted = node
            }
            w.raw("]")
            if let animation = update.animation {
                w.raw(",\"a\":{\"d\":")
                w.int(Int((animation.duration * 1000).rounded()))
                w.raw(",\"e\":")
                w.string(animation.curve)
                w.raw(",\"l\":")
                w.int(Int((animation.delay * 1000).rounded()))
                w.raw("}")
            }
        case let .idiom(idiom):
            w.raw("\"idiom\",\"idiom\":")
            w.string(idiom)
        case let .error(message):
            w.raw("\"error\",\"message\":")
            w.string(message)
        case .pong:
            w.raw("\"pong\"")
        case let .openURL(url):
            w.raw("\"open\",\"url\":")
            w.string(url)
        }
        w.raw("}")
        return w.bytesWritten
    }
}

extension JSONWriter {
    /// Appends a node as `[id,role,text|null,{props},[children…]]`.
    ///
    /// Property keys are written sorted so equal trees encode to equal text.
    package mutating func node(_ node: HostNode) {
        withUnsafePointer(to: node) { self.node(at: $0) }
    }

    private mutating func node(at node: UnsafePointer<HostNode>) {
        byte(0x5B) // [
        int(node.pointee.id.rawValue)
        byte(0x2C) // ,
        string(node.pointee.role.rawValue)
        byte(0x2C)
        optionalString(node.pointee.text)
        raw(",{")
        let properties = node.pointee.properties
        if properties.count == 1 {
            // One property (a stack's layout, a spacer): nothing to sort.
            for (key, value) in properties {
                string(key)
                byte(0x3A) // :
                string(value)
            }
        } else if !properties.isEmpty {
            // Sorted pairs, not sorted keys looked up again: each lookup would hash its key.
            for (i, entry) in properties.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { byte(0x2C) }
                string(entry.key)
                byte(0x3A)
                string(entry.value)
            }
        }
        raw("},[")
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let base = children.baseAddress else { return }
            for i in 0..<children.count {
                if i > 0 { byte(0x2C) }
                self.node(at: base + i)
            }
        }
        raw("]]")
    }

    /// Appends an insert of a subtree shaped like the one inserted before it in the same patch, as
    /// `["j",parent,before|null,[ids…],[texts…]]`: its element ids and its texts, in document order.
    package mutating func shapedInsert(_ node: HostNode, parent: HostElementID, before: HostElementID?) {
        raw("[\"j\",")
        int(parent.rawValue)
        byte(0x2C)
        optionalInt(before?.rawValue)
        raw(",[")
        var first = true
        ids(of: node, first: &first)
        raw("],[")
        first = true
        texts(of: node, first: &first)
        raw("]]")
    }

    // The walks below (and `node(_:)`'s) go through pointers: a `HostNode` read out of its parent's
    // array is a copy, a retain and a release of each of its fields (≈ a third of a 1,000-row patch's
    // encoding went to those copies).

    private mutating func ids(of node: HostNode, first: inout Bool) {
        withUnsafePointer(to: node) { ids(of: $0, first: &first) }
    }

    private mutating func ids(of node: UnsafePointer<HostNode>, first: inout Bool) {
        if !first { byte(0x2C) }
        first = false
        int(node.pointee.id.rawValue)
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let base = children.baseAddress else { return }
            for i in 0..<children.count { ids(of: base + i, first: &first) }
        }
    }

    private mutating func texts(of node: HostNode, first: inout Bool) {
        withUnsafePointer(to: node) { texts(of: $0, first: &first) }
    }

    private mutating func texts(of node: UnsafePointer<HostNode>, first: inout Bool) {
        if let text = node.pointee.text {
            if !first { byte(0x2C) }
            first = false
            string(text)
        }
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let base = children.baseAddress else { return }
            for i in 0..<children.count { texts(of: base + i, first: &first) }
        }
    }

    /// Appends a change as a compact op array (`["i",…]`, `["r",…]`, `["c",…]`, …).
    package mutating func change(_ change: HostChange) {
        switch change {
        case let .insert(node, parent, before):
            raw("[\"i\",")
            int(parent.rawValue)
            raw(",")
            optionalInt(before?.rawValue)
            raw(",")
            self.node(node)
            raw("]")
        case let .remove(id):
            raw("[\"r\",")
            int(id.rawValue)
            raw("]")
        case let .removeChildren(id):
            raw("[\"c\",")
            int(id.rawValue)
            raw("]")
        case let .move(id, parent, before):
            raw("[\"m\",")
            int(id.rawValue)
            raw(",")
            int(parent.rawValue)
            raw(",")
            optionalInt(before?.rawValue)
            raw("]")
        case let .setProperty(id, key, value):
            raw("[\"p\",")
            int(id.rawValue)
            raw(",")
            string(key)
            raw(",")
            optionalString(value)
            raw("]")
        case let .setText(id, text):
            raw("[\"t\",")
            int(id.rawValue)
            raw(",")
            string(text)
            raw("]")
        }
    }
}

extension HostNode {
    /// Whether this subtree differs from `model` only in its element ids and the words of its
    /// texts: the same roles, properties and children, a text wherever `model` has one. Property
    /// dictionaries that elements share compare by identity, so a row costs a walk, not a hash.
    func hasShape(of model: HostNode) -> Bool {
        withUnsafePointer(to: self) { mine in withUnsafePointer(to: model) { Self.sameShape(mine, $0) } }
    }

    /// Through pointers, as the encoder's walks: an element read out of its parent's array is a copy.
    private static func sameShape(_ a: UnsafePointer<HostNode>, _ b: UnsafePointer<HostNode>) -> Bool {
        guard a.pointee.role == b.pointee.role, (a.pointee.text == nil) == (b.pointee.text == nil),
              a.pointee.children.count == b.pointee.children.count, a.pointee.properties == b.pointee.properties
        else { return false }
        return a.pointee.children.withUnsafeBufferPointer { mine in
            b.pointee.children.withUnsafeBufferPointer { theirs in
                guard let m = mine.baseAddress, let t = theirs.baseAddress else { return true }
                for i in 0..<mine.count where !sameShape(m + i, t + i) { return false }
                return true
            }
        }
    }
}
