import TrellisHost

extension ClientMessage {
    /// Decodes and validates one text message from the browser.
    ///
    /// Never traps on any input. Unknown extra fields are ignored so newer
    /// clients can add optional data; everything required is checked.
    /// - Throws: ``ProtocolError`` naming the first rule the message breaks.
    package static func decode(_ text: String) throws(ProtocolError) -> ClientMessage {
        let size = text.utf8.count
        guard size <= ProtocolLimits.maxMessageBytes else { throw .tooLarge(bytes: size) }
        guard case let .object(fields) = try JSONParser.parse(Array(text.utf8)) else { throw .notAnObject }
        var reader = FieldReader(fields: fields)
        if fields["v"] != nil {
            let v = try reader.optionalNumber("v")
            guard v == Double(ProtocolLimits.version) else { throw .unsupportedVersion(v.map { "\($0)" } ?? "?") }
        }
        guard case let .string(type)? = fields["t"] else { throw .missingType }
        switch type {
        case "ping": return .ping
        case "phase":
            let phase = try reader.string("phase", limit: 16)
            guard phaseNames.contains(phase) else {
                throw .invalidField("phase", expected: "one of \(phaseNames.sorted().joined(separator: " "))")
            }
            return .scenePhase(phase)
        case "idiom":
            let idiom = try reader.string("idiom", limit: 16)
            guard idiomNames.contains(idiom) else {
                throw .invalidField("idiom", expected: "one of \(idiomNames.sorted().joined(separator: " "))")
            }
            return .idiom(idiom)
        case "viewport":
            let width = try reader.number("w", in: 0...ProtocolLimits.maxViewportSide)
            let height = try reader.number("h", in: 0...ProtocolLimits.maxViewportSide)
            let scheme = try reader.string("scheme", limit: 8)
            guard let colorScheme = Viewport.ColorSchemeName(rawValue: scheme) else {
                throw .invalidField("scheme", expected: "\"light\" or \"dark\"")
            }
            // The drawn window's size: both or neither.
            var window: Viewport.Size?
            if fields["ww"] != nil || fields["wh"] != nil {
                window = Viewport.Size(width: try reader.number("ww", in: 0...ProtocolLimits.maxViewportSide),
                                       height: try reader.number("wh", in: 0...ProtocolLimits.maxViewportSide))
            }
            var viewport = Viewport(width: width, height: height, colorScheme: colorScheme, window: window)
            if fields["dpr"] != nil { viewport.scale = try reader.number("dpr", in: ProtocolLimits.displayScales) }
            if fields["sa"] != nil { viewport.safeArea = try reader.rect("sa") }
            return .viewport(viewport)
        case "sizes": return .sizes(try reader.measurements("s"))
        case "event":
            let id = try reader.index("id")
            guard case let .string(name)? = fields["e"] else { throw .missingField("e") }
            return .event(try event(named: name, reader: &reader), element: HostElementID(id))
        default:
            throw .unknownType(type)
        }
    }

    private static func event(named name: String, reader: inout FieldReader) throws(ProtocolError) -> HostEvent {
        switch name {
        case "activate": return .activate
        case "pressBegan": return .pressBegan
        case "pressEnded": return .pressEnded
        case "contextMenu": return .contextMenu
        case "dismiss": return .dismiss
        case "setBool": return .setBool(try reader.bool("value"))
        case "editing": return .editing(try reader.bool("value"))
        case "focus": return .focus(try reader.bool("value"))
        case "hover": return .hover(try reader.bool("value"))
        case "setNumber": return .setNumber(try reader.number("value", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude))
        case "setText": return .setText(try reader.string("value", limit: ProtocolLimits.maxTextBytes))
        case "select": return .select(try reader.index("value"))
        case "reorder": return .reorder(from: try reader.index("from"), to: try reader.index("to"))
        case "insert": return .insert(at: try reader.index("at"), items: try reader.dropItems("items"))
        case "swipe":
            let edge = try reader.string("edge", limit: 8)
            guard edge == "none" || HostSwipeEdge(rawValue: edge) != nil else {
                throw .invalidField("edge", expected: "leading, trailing or none")
            }
            let full = try reader.bool("full")
            guard !full || edge != "none" else { throw .invalidField("full", expected: "false when edge is none") }
            return .swipe(HostSwipeEdge(rawValue: edge), full: full)
        case "visibleRange":
            let from = try reader.index("from"), to = try reader.index("to")
            guard from <= to else { throw .invalidField("to", expected: "an integer not below from") }
            guard to - from <= ProtocolLimits.maxVisibleRows else {
                throw .invalidField("to", expected: "at most \(ProtocolLimits.maxVisibleRows) rows after from")
            }
            return .visibleRange(from: from, to: to)
        case "key":
            let key = try reader.string("key", limit: ProtocolLimits.maxKeyBytes)
            guard !key.isEmpty else { throw .invalidField("key", expected: "a non-empty string") }
            return .key(key, modifiers: try reader.modifiers("mods"))
        case "pointer": return .pointer(try pointerSample(&reader))
        case "hoverMove": return .hoverMove(try pointerSample(&reader))
        case "keyPress":
            let key = try reader.string("key", limit: ProtocolLimits.maxKeyBytes)
            guard !key.isEmpty else { throw .invalidField("key", expected: "a non-empty string") }
            let characters = try reader.string("chars", limit: ProtocolLimits.maxKeyBytes)
            let phaseName = try reader.string("phase", limit: 8)
            guard let phase = KeyPressSample.Phase(rawValue: phaseName) else {
                throw .invalidField("phase", expected: "down, repeat or up")
            }
            return .keyPress(KeyPressSample(key: key, characters: characters, modifiers: try reader.modifiers("mods"), phase: phase))
        default: throw .unknownEvent(name)
        }
    }

    /// A gesture sample: every number finite and bounded, so nothing a client sends can overflow a recognizer.
    private static func pointerSample(_ reader: inout FieldReader) throws(ProtocolError) -> PointerSample {
        let phaseName = try reader.string("phase", limit: 16)
        guard let phase = PointerSample.Phase(rawValue: phaseName) else {
            throw .invalidField("phase", expected: "began, changed, ended or cancelled")
        }
        let side = ProtocolLimits.maxPointerCoordinate
        let x = try reader.number("x", in: -side...side), y = try reader.number("y", in: -side...side)
        let windowX = try reader.number("gx", in: -side...side), windowY = try reader.number("gy", in: -side...side)
        let ms = try reader.number("ms", in: 0...ProtocolLimits.maxGestureMilliseconds)
        let scale = try reader.optionalNumber("scale") ?? 1
        guard scale.isFinite, ProtocolLimits.gestureScale.contains(scale) else {
            throw .invalidField("scale", expected: "a number in \(ProtocolLimits.gestureScale)")
        }
        let rotation = try reader.optionalNumber("angle") ?? 0
        guard rotation.isFinite, abs(rotation) <= ProtocolLimits.maxGestureDegrees else {
            throw .invalidField("angle", expected: "degrees within ±\(ProtocolLimits.maxGestureDegrees)")
        }
        return PointerSample(phase, x: x, y: y, windowX: windowX, windowY: windowY, time: ms / 1000,
                             scale: scale, rotation: rotation)
    }
}

/// Typed, range-checked access to one message's fields.
private struct FieldReader {
    let fields: JSONObject

    func bool(_ name: String) throws(ProtocolError) -> Bool {
        guard let value = fields[name] else { throw .missingField(name) }
        guard case let .bool(b) = value else { throw .invalidField(name, expected: "a boolean") }
        return b
    }

    func optionalNumber(_ name: String) throws(ProtocolError) -> Double? {
        guard let value = fields[name] else { return nil }
        guard case let .number(n) = value else { throw .invalidField(name, expected: "a number") }
        return n
    }

    func number(_ name: String, in range: ClosedRange<Double>) throws(ProtocolError) -> Double {
        guard let value = fields[name] else { throw .missingField(name) }
        // The parser already refuses NaN and infinities; the range check repeats it for safety.
        guard case let .number(n) = value, n.isFinite, range.contains(n) else {
            throw .invalidField(name, expected: "a finite number in \(range.lowerBound)...\(range.upperBound)")
        }
        return n
    }

    /// A non-negative integer no larger than ``ProtocolLimits/maxInteger``.
    func index(_ name: String) throws(ProtocolError) -> Int {
        guard let value = fields[name] else { throw .missingField(name) }
        guard case let .number(n) = value, n >= 0, n <= ProtocolLimits.maxInteger, n.rounded(.towardZero) == n,
            let int = Int(exactly: n)
        else {
            throw .invalidField(name, expected: "an integer in 0...\(Int(ProtocolLimits.maxInteger))")
        }
        return int
    }

    func string(_ name: String, limit: Int) throws(ProtocolError) -> String {
        guard let value = fields[name] else { throw .missingField(name) }
        guard case let .string(s) = value else { throw .invalidField(name, expected: "a string") }
        guard s.utf8.count <= limit else { throw .stringTooLong(name, limit: limit) }
        return s
    }

    /// `[x, y, width, height]`, each a finite number in 0...``ProtocolLimits/maxViewportSide``.
    func rect(_ name: String) throws(ProtocolError) -> Viewport.Rect {
        let limit = ProtocolLimits.maxViewportSide
        let expected = "[x, y, width, height] with each in 0...\(limit)"
        guard case let .array(parts)? = fields[name], parts.count == 4 else { throw .invalidField(name, expected: expected) }
        var numbers: [Double] = []
        for part in parts {
            guard case let .number(n) = part, n.isFinite, (0...limit).contains(n) else { throw .invalidField(name, expected: expected) }
            numbers.append(n)
        }
        return Viewport.Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// An `insert` event's items: 1 to ``ProtocolLimits/maxDropItems`` `{"type": "text"|"url", "value": string}`,
    /// the values together at most ``ProtocolLimits/maxTextBytes``, a URL an absolute `http`/`https` one.
    func dropItems(_ name: String) throws(ProtocolError) -> [HostDropItem] {
        let expected = "an array of 1 to \(ProtocolLimits.maxDropItems) {\"type\": \"text\" or \"url\", \"value\": string} items"
        guard let value = fields[name] else { throw .missingField(name) }
        guard case let .array(items) = value, (1...ProtocolLimits.maxDropItems).contains(items.count) else { throw .invalidField(name, expected: expected) }
        var total = 0
        var result: [HostDropItem] = []
        for item in items {
            guard case let .object(parts) = item, case let .string(type)? = parts["type"], let kind = HostDropItem.Kind(rawValue: type),
                  case let .string(text)? = parts["value"] else { throw .invalidField(name, expected: expected) }
            total += text.utf8.count
            guard total <= ProtocolLimits.maxTextBytes else { throw .stringTooLong(name, limit: ProtocolLimits.maxTextBytes) }
            if kind == .url {
                let lower = text.lowercased()
                guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), !text.contains(where: \.isWhitespace) else {
                    throw .invalidField(name, expected: "URLs that are absolute http or https URLs")
                }
            }
            result.append(HostDropItem(kind, text))
        }
        return result
    }

    /// A `sizes` message's entries: `[id, x, y, width, height]` each, at most
    /// ``ProtocolLimits/maxMeasurements``, ids unique, every number finite and in range.
    func measurements(_ name: String) throws(ProtocolError) -> [HostMeasurement] {
        let expected = "an array of at most \(ProtocolLimits.maxMeasurements) [id, x, y, width, height] entries"
        guard let value = fields[name] else { throw .missingField(name) }
        guard case let .array(items) = value, items.count <= ProtocolLimits.maxMeasurements else { throw .invalidField(name, expected: expected) }
        let limit = ProtocolLimits.maxMeasuredLength
        var seen = Set<Int>()
        var result: [HostMeasurement] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard case let .array(parts) = item, parts.count == 5 else { throw .invalidField(name, expected: expected) }
            var numbers: [Double] = []
            for part in parts {
                guard case let .number(n) = part, n.isFinite else { throw .invalidField(name, expected: expected) }
                numbers.append(n)
            }
            let id = numbers[0], x = numbers[1], y = numbers[2], width = numbers[3], height = numbers[4]
            guard id >= 1, id <= ProtocolLimits.maxInteger, id.rounded(.towardZero) == id, let element = Int(exactly: id),
                  seen.insert(element).inserted else {
                throw .invalidField(name, expected: "entries whose ids are distinct element ids (integers from 1)")
            }
            guard abs(x) <= limit, abs(y) <= limit, (0...limit).contains(width), (0...limit).contains(height) else {
                throw .invalidField(name, expected: "coordinates within ±\(limit) and sizes in 0...\(limit) CSS px")
            }
            result.append(HostMeasurement(id: HostElementID(element), x: x, y: y, width: width, height: height))
        }
        return result
    }

    func modifiers(_ name: String) throws(ProtocolError) -> [String] {
        // `mods` may be omitted for a plain key.
        guard let value = fields[name] else { return [] }
        guard case let .array(items) = value, items.count <= ProtocolLimits.maxModifiers else {
            throw .invalidField(name, expected: "an array of at most \(ProtocolLimits.maxModifiers) modifier names")
        }
        var mods: [String] = []
        for item in items {
            guard case let .string(mod) = item, ClientMessage.modifierNames.contains(mod) else {
                throw .invalidField(name, expected: "modifier names from \(ClientMessage.modifierNames.sorted().joined(separator: " "))")
            }
            if !mods.contains(mod) { mods.append(mod) }
        }
        return mods
    }
}
