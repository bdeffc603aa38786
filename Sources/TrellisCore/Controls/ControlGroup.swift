/// Related controls drawn as one group: buttons side by side in a joined, bordered row.
///
///     ControlGroup {
///         Button("Decrease", systemImage: "minus") { size -= 1 }
///         Button("Increase", systemImage: "plus") { size += 1 }
///     }
nonisolated public struct ControlGroup<Content: View>: View {
    package let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}
