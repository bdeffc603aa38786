/// How labels show their title and icon.
///
///     Button("Sign In", systemImage: "arrow.up", action: signIn)
///         .labelStyle(.iconOnly)     // still announced as "Sign In"
@preconcurrency @MainActor
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// The parts of a label a ``LabelStyle`` arranges.
public struct LabelStyleConfiguration {
    /// Stands for the label's title inside a style's body.
    @MainActor @preconcurrency
    public struct Title: View {
        package let provider: ModifierContentProvider
        package init(provider: ModifierContentProvider) { self.provider = provider }
        public typealias Body = Never
    }

    /// Stands for the label's icon inside a style's body.
    @MainActor @preconcurrency
    public struct Icon: View {
        package let provider: ModifierContentProvider
        package init(provider: ModifierContentProvider) { self.provider = provider }
        public typealias Body = Never
    }

    public var title: LabelStyleConfiguration.Title { _title }
    public var icon: LabelStyleConfiguration.Icon { _icon }
    package let _title: Title
    package let _icon: Icon

    package init(title: Title, icon: Icon) {
        _title = title
        _icon = icon
    }
}

/// The system label styles, drawn by the graph from `mode`.
package protocol _SystemLabelStyle: LabelStyle {
    var mode: LabelDisplayMode { get }
}

/// What a label shows.
package enum LabelDisplayMode: String, Sendable {
    case automatic, iconOnly, titleOnly, titleAndIcon
}

extension _SystemLabelStyle {
    package func systemBody(_ configuration: LabelStyleConfiguration) -> some View {
        Label(configuration).labelStyle(self)
    }
}

/// The container's choice: title and icon in most places, the icon in toolbars.
public struct DefaultLabelStyle: _SystemLabelStyle {
    public init() {}
    package var mode: LabelDisplayMode { .automatic }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// Only the icon shows; the title stays the accessible name.
public struct IconOnlyLabelStyle: _SystemLabelStyle {
    public init() {}
    package var mode: LabelDisplayMode { .iconOnly }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// Only the title shows.
public struct TitleOnlyLabelStyle: _SystemLabelStyle {
    public init() {}
    package var mode: LabelDisplayMode { .titleOnly }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

/// Both title and icon show, also where the container would pick one.
public struct TitleAndIconLabelStyle: _SystemLabelStyle {
    public init() {}
    package var mode: LabelDisplayMode { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View { systemBody(configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    @MainActor @preconcurrency public static var automatic: DefaultLabelStyle { .init() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    @MainActor @preconcurrency public static var iconOnly: IconOnlyLabelStyle { .init() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    @MainActor @preconcurrency public static var titleOnly: TitleOnlyLabelStyle { .init() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    @MainActor @preconcurrency public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}

/// A label style in the environment's stack, innermost last.
package struct LabelStyleBox {
    package let style: any LabelStyle
}

struct LabelStylesKey: EnvironmentKey { static var defaultValue: [LabelStyleBox] { [] } }

extension EnvironmentValues {
    package var _labelStyles: [LabelStyleBox] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the labels in this view show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentTransformModifier { $0._labelStyles.append(LabelStyleBox(style: style)) })
    }
}
