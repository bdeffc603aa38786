import SwiftUI

/// A root `@State` above a chain of `depth` nested views.
///
/// With `passesValue`, the value travels down every level to a `Text` at the
/// bottom (every level re-evaluates); without, no descendant reads it (only
/// the root's body runs).
public struct DeepTree: View {
    let depth: Int
    let passesValue: Bool
    @State private var value = 0

    public init(depth: Int, passesValue: Bool) {
        self.depth = depth
        self.passesValue = passesValue
    }

    public var body: some View {
        VStack {
            Button("Bump") { value += 1 }
            Text("Root \(value)")
            DeepLevel(remaining: depth, value: passesValue ? value : 0)
        }
    }
}

struct DeepLevel: View {
    let remaining: Int
    let value: Int

    var body: some View {
        VStack(spacing: 0) {
            if remaining == 0 {
                Text("Leaf \(value)")
            } else {
                AnyView(DeepLevel(remaining: remaining - 1, value: value))
            }
        }
    }
}
