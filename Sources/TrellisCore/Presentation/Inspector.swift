public import Foundation

/// Shows a view beside (or, in compact widths, over) this one while a condition holds.
nonisolated package struct _InspectorModifier: ViewModifier {
    package let isPresented: Binding<Bool>
    /// Read when the modifier is made (in the presenter's body), so a change re-renders it.
    package let presented: Bool
    package let content: any View
    package typealias Body = Never
}

/// The width an inspector column asks for; applied to the inspector's content.
nonisolated package struct _InspectorColumnWidthModifier: ViewModifier {
    package let width: InspectorColumnWidth
    package typealias Body = Never
}

/// An inspector column's width: fixed, or a range a person may drag within.
package struct InspectorColumnWidth: Hashable, Sendable {
    package var min: Double?
    package var ideal: Double
    package var max: Double?
    /// False for `inspectorColumnWidth(_:)`: the column can't be resized.
    package var resizable: Bool

    package init(min: Double?, ideal: Double, max: Double?, resizable: Bool) {
        self.min = min
        self.ideal = ideal
        self.max = max
        self.resizable = resizable
    }
}

nonisolated extension View {
    /// Inserts an inspector: a trailing column on the Mac and in regular-width
    /// iPad layouts, a resizable sheet in compact widths.
    ///
    ///     Table(animals, selection: $selection) { … }
    ///         .inspector(isPresented: $showInspector) {
    ///             AnimalForm(animal: selected)
    ///                 .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
    ///         }
    ///
    /// Applied inside a `NavigationStack` the inspector sits under the stack's
    /// toolbar; applied outside, it takes the column's full height with a
    /// toolbar section of its own. `.toolbar` content inside `content` goes to
    /// that section, which stays while the inspector is closed. A `Form`
    /// inside gets the grouped style.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the inspector is shown; closing it (the sheet's
    ///     swipe, ⌃⌘I with `InspectorCommands`) sets it to false.
    ///   - content: The inspector's content.
    // LIMITATION: A closed inspector's content (Mac, regular-width pad) | stays built, hidden, so the toolbar items it declares stay; its `onAppear` runs while closed | the items are known only by building the content that declares them
    public func inspector<V>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View where V: View {
        modifier(_InspectorModifier(isPresented: isPresented, presented: isPresented.wrappedValue, content: content()))
    }

    /// A resizable inspector column: `ideal` at first, and a person may drag
    /// its edge between `min` and `max`; the width they choose is kept across
    /// launches. Apply it to the inspector's content.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(_InspectorColumnWidthModifier(width: InspectorColumnWidth(
            min: min.map { Double($0) }, ideal: Double(ideal), max: max.map { Double($0) }, resizable: true)))
    }

    /// A fixed inspector column width. Apply it to the inspector's content.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        modifier(_InspectorColumnWidthModifier(width: InspectorColumnWidth(
            min: Double(width), ideal: Double(width), max: Double(width), resizable: false)))
    }
}
