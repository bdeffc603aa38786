/// A control that turns an option on or off.
///
///     @State private var vibrateOnRing = false
///
///     Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
///     Toggle(isOn: $bold) { Image(systemName: "bold") }   // a toggle button in a toolbar
///
/// How it looks follows `toggleStyle(_:)` and the container: a switch on iOS,
/// a checkbox on the Mac, a button that stays pressed in a toolbar.
nonisolated public struct Toggle<Label: View>: View {
    package let isOn: Binding<Bool>
    /// More than one source (`sources:`): on when all are on, mixed when some are.
    package let sources: [Binding<Bool>]?
    package let label: Label
    /// Made from a style's configuration: draws the system look, never the custom style again.
    package let isFromConfiguration: Bool

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.sources = nil
        self.label = label()
        self.isFromConfiguration = false
    }

    /// A toggle for many values at once (every selected item's flag): on when
    /// all are on, mixed when only some are; switching it sets them all.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.sources = bindings
        self.isOn = Binding(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { value in for binding in bindings { binding.wrappedValue = value } })
        self.label = label()
        self.isFromConfiguration = false
    }

    public typealias Body = Never
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a custom ``ToggleStyle`` wraps: the system control with the configuration's label and value.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.isOn = configuration.$isOn
        self.sources = nil
        self.label = configuration.label
        self.isFromConfiguration = true
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection>(_ titleResource: LocalizedStringResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleResource) }
    }
}

extension Toggle {
    /// Whether the sources disagree (some on, some off).
    package var isMixed: Bool {
        guard let sources, sources.count > 1 else { return false }
        let values = sources.map(\.wrappedValue)
        return values.contains(true) && values.contains(false)
    }
}

extension Toggle where Label == TrellisCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(titleResource, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(title, image: image) }
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { TrellisCore.Label(title, systemImage: systemImage) }
    }
}
