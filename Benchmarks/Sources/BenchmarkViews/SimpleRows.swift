import SwiftUI

/// The simplest row: one `Text` reading one `@Observable` property.
@Observable
public final class SimpleModel: Identifiable {
    public let id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

public struct SimpleList: View {
    let models: [SimpleModel]

    public init(models: [SimpleModel]) { self.models = models }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(models) { SimpleRow(model: $0) }
        }
    }
}

struct SimpleRow: View {
    let model: SimpleModel
    var body: some View { Text(model.title) }
}

/// The same rows without `@Observable` models: `Text(verbatim:)` in a composite
/// row, so what it measures is the view graph and host elements alone.
public struct StaticList: View {
    let count: Int

    public init(count: Int) { self.count = count }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<count, id: \.self) { StaticRow(index: $0) }
        }
    }
}

struct StaticRow: View {
    let index: Int
    var body: some View { Text(verbatim: "Row \(index)") }
}
