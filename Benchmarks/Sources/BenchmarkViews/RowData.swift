import SwiftUI

/// One row of the js-framework-benchmark table: an id and a random label.
@Observable
public final class RowData: Identifiable {
    public let id: Int
    public var label: String
    /// Selection lives on the row, so selecting re-renders the two rows whose flag
    /// changes, not the table (the fine-grained `@Observable` way).
    public var isSelected = false

    public init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// Labels from js-framework-benchmark's word lists, with a seeded generator
/// so every run (Trellis and the vanilla baseline alike) sees the same rows.
public struct LabelGenerator {
    static let adjectives = [
        "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint", "clean",
        "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable", "important",
        "inexpensive", "cheap", "expensive", "fancy",
    ]
    static let colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
    static let nouns = [
        "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza", "mouse",
        "keyboard",
    ]

    private var state: UInt64

    public init(seed: UInt64 = 0x5EED) { state = seed }

    /// A linear congruential step: cheap, deterministic, good enough for labels.
    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    public mutating func label() -> String {
        "\(Self.adjectives[next(Self.adjectives.count)]) \(Self.colours[next(Self.colours.count)]) \(Self.nouns[next(Self.nouns.count)])"
    }
}
