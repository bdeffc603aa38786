/// Whether a view is presented, and a way to dismiss it: the iOS 13 form of
/// `\.dismiss` and `\.isPresented`.
///
///     @Environment(\.presentationMode) var presentationMode
///     Button("Done") { presentationMode.wrappedValue.dismiss() }
public struct PresentationMode {
    /// Whether the view is part of a presentation (a sheet, a pushed destination).
    public var isPresented: Bool { _isPresented }

    let _isPresented: Bool
    let _dismiss: DismissAction

    /// Dismisses the presentation; does nothing when the view is not presented.
    public mutating func dismiss() {
        let action = _dismiss
        assumeMainActor { action() }
    }
}

extension EnvironmentValues {
    /// A binding to the view's presentation mode.
    @available(iOS, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(macOS, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(_isPresented: _isPresented, _dismiss: _dismiss)
        nonisolated(unsafe) let value = mode
        return Binding(getter: { value }, setter: { _, _ in }, identity: nil)
    }
}
