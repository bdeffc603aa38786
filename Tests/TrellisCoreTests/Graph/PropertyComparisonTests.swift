import SwiftUI
import Testing
@testable import TrellisTesting

/// A child view made again by its parent is skipped when its properties are the same: a
/// `@Binding` to the same storage, its own `@State` and `@Environment` (which the graph keeps),
/// a closure with nothing captured. A binding to other storage is a change.
@MainActor
@Suite struct PropertyComparisonTests {
    private struct Child: View {
        @Binding var value: Int
        @State private var taps = 0
        @Environment(\.colorScheme) private var colorScheme
        let onTap: () -> Void
        var body: some View { Text("Child \(value)") }
    }

    private struct Parent: View {
        @State private var first = 1
        @State private var second = 2
        @State private var usesSecond = false
        @State private var unrelated = 0
        var body: some View {
            VStack {
                Button("Unrelated \(unrelated)") { unrelated += 1 }
                Button("Switch") { usesSecond.toggle() }
                Child(value: usesSecond ? $second : $first, onTap: {})
            }
        }
    }

    /// Taps `button` and returns the bodies evaluated for it.
    private func bodiesEvaluated(tapping button: String, in host: ViewHost) throws -> Int {
        host.resetStats()
        try host.find(.button, button).tap()
        return host.stats.bodiesEvaluated
    }

    @Test func aChildWithTheSameBindingStateAndEnvironmentIsSkipped() throws {
        let host = ViewHost(Parent())
        #expect(try bodiesEvaluated(tapping: "Unrelated 0", in: host) == 1)
        _ = try host.find(.button, "Unrelated 1")
    }

    @Test func aChildWhoseBindingReadsOtherStorageIsEvaluatedAgain() throws {
        let host = ViewHost(Parent())
        #expect(try bodiesEvaluated(tapping: "Switch", in: host) == 2)
        _ = try host.find(.text, "Child 2")
    }
}
