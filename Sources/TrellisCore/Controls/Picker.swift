/// A control for choosing one of a set of values, each option marked with `.tag(_:)`.
///
///     Picker("Flavor", selection: $flavor) {
///         Text("Chocolate").tag(Flavor.chocolate)
///         Text("Vanilla").tag(Flavor.vanilla)
///     }
///     .pickerStyle(.segmented)
///
/// A tag's type must be the selection's type (or its wrapped type for an
/// optional selection). Inside a `ForEach` over `Identifiable` values of the
/// selection's type, the ids stand in for missing tags.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    package let selection: Binding<SelectionValue>
    package let content: Content
    package let label: Label

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    @available(iOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }

    public typealias Body = Never
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleResource) }
    }
}

extension Picker where Label == TrellisCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { TrellisCore.Label(title, systemImage: systemImage) }
    }
}

/// How a picker presents its options. SwiftUI offers only the built-in styles.
@preconcurrency @MainActor
public protocol PickerStyle {}

/// The look a picker style asks for, as the graph resolves it.
package enum PickerStyleKind: String, Sendable {
    case automatic, menu, segmented, inline, radioGroup, wheel, navigationLink, palette
}

package protocol BuiltinPickerStyle { var kind: PickerStyleKind { get } }

public struct DefaultPickerStyle: PickerStyle, BuiltinPickerStyle { public init() {}; nonisolated package var kind: PickerStyleKind { .automatic } }
public struct MenuPickerStyle: PickerStyle, BuiltinPickerStyle { public init() {}; nonisolated package var kind: PickerStyleKind { .menu } }
public struct SegmentedPickerStyle: PickerStyle, BuiltinPickerStyle { public init() {}; nonisolated package var kind: PickerStyleKind { .segmented } }
public struct InlinePickerStyle: PickerStyle, BuiltinPickerStyle { public init() {}; nonisolated package var kind: PickerStyleKind { .inline } }
public struct RadioGroupPickerStyle: PickerStyle, BuiltinPickerStyle { public init() {}; nonisolated package var kind: PickerStyleKind { .radioGroup } }
public struct WheelPickerStyle: PickerStyle, BuiltinPickerStyle { public init() {}; nonisolated package var kind: PickerStyleKind { .wheel } }
public struct NavigationLinkPickerStyle: PickerStyle, BuiltinPickerStyle { public init() {}; nonisolated package var kind: PickerStyleKind { .navigationLink } }
public struct PalettePickerStyle: PickerStyle, BuiltinPickerStyle { public init() {}; nonisolated package var kind: PickerStyleKind { .palette } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }

extension EnvironmentValues {
    package var _pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentTransformModifier { environment in
            environment._pickerStyle = (style as? any BuiltinPickerStyle)?.kind ?? .automatic
        })
    }
}
