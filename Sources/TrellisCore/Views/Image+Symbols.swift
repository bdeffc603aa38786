public import Foundation

/// Variants of an SF Symbol: an enclosing shape, a fill, a slash.
///
///     Image(systemName: "heart").symbolVariant(.fill)          // heart.fill
///     Label("Alerts", systemImage: "bell").symbolVariant(.slash.fill)
///
/// A variant the symbol doesn't have falls back to the plain symbol.
public struct SymbolVariants: Hashable, Sendable {
    package enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
    package var shape: Shape?
    package var isFilled = false
    package var isSlashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { with { $0.shape = .circle } }
    public var square: SymbolVariants { with { $0.shape = .square } }
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The SF Symbol names to try for `base`, most specific first: SF spells
    /// variants in the order slash, shape, fill (`mic.slash.circle.fill`).
    package func candidates(for base: String) -> [String] {
        guard self != .none else { return [base] }
        var names: [String] = []
        let slash = isSlashed && !base.contains(".slash") ? ".slash" : ""
        let shape = shape.map { base.contains("." + $0.rawValue) ? "" : "." + $0.rawValue } ?? ""
        let fill = isFilled && !base.hasSuffix(".fill") ? ".fill" : ""
        // Drop a trailing .fill from the base before adding shape (heart.fill + circle → heart.circle.fill).
        var stem = base
        var filled = fill
        if stem.hasSuffix(".fill"), !shape.isEmpty || !slash.isEmpty {
            stem.removeLast(5)
            filled = ".fill"
        }
        names.append(stem + slash + shape + filled)
        if !filled.isEmpty { names.append(stem + slash + shape) }
        if !shape.isEmpty { names.append(stem + slash + filled) }
        names.append(base)
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The symbol variants images below render with.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Renders the SF Symbols below with a variant: `.fill`, `.circle`, `.slash`, …
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            var merged = current
            if let shape = variant.shape { merged.shape = shape }
            if variant.isFilled { merged.isFilled = true }
            if variant.isSlashed { merged.isSlashed = true }
            if variant == .none { merged = .none }
            current = merged
        }
    }
}

/// An image in the app's asset catalog, as Xcode generates them (`Image(.logo)`).
public struct ImageResource: Hashable, Sendable {
    package let name: String
    package let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// An image from a generated asset resource.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
