public import Foundation

// LIMITATION: `Anchor` | only `Anchor<CGRect>.Source.bounds`, for `popover(attachmentAnchor: .rect(.bounds))` | no anchor preferences (`anchorPreference`, `GeometryProxy[anchor]`) yet
/// A geometric value a view can hand to its ancestors. Trellis has no
/// anchor preferences yet: only ``Anchor/Source/bounds``, for popovers.
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source {
        package let kind: Kind
        package enum Kind: Sendable { case bounds }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view the anchor is attached to.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(kind: .bounds) }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

/// Where a popover attaches to the view that presents it.
public enum PopoverAttachmentAnchor {
    /// The rectangle (the view's bounds): the popover points at the middle of the edge it sits on.
    case rect(Anchor<CGRect>.Source)
    /// A point in the view, in unit coordinates: the popover points at it.
    case point(UnitPoint)

    /// The point the popover points at, in unit coordinates of the presenting view (nil: the edge's middle).
    package var unitPoint: UnitPoint? {
        if case let .point(point) = self { return point }
        return nil
    }
}

/// How a presentation adapts where its preferred form does not fit
/// (a popover in compact width, on iPhone).
public struct PresentationAdaptation: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case automatic, none, popover, sheet, fullScreenCover }
    package let kind: Kind

    /// The system's choice: a popover becomes a sheet in compact width.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: .automatic) }
    /// No adaptation: the presentation keeps its own form.
    public static var none: PresentationAdaptation { PresentationAdaptation(kind: .none) }
    /// A popover.
    public static var popover: PresentationAdaptation { PresentationAdaptation(kind: .popover) }
    /// A sheet.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: .sheet) }
    /// A cover over the whole window.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: .fullScreenCover) }
}

/// `presentationCompactAdaptation` on a presentation's content: read by a popover from the
/// content's outermost modifiers, registered with a sheet like its other options.
nonisolated package struct _PresentationCompactAdaptationModifier: ViewModifier {
    /// For a horizontally compact window (iPhone, a narrow iPad window).
    package let horizontal: PresentationAdaptation
    /// For a vertically compact one (iPhone in landscape).
    package let vertical: PresentationAdaptation
    package typealias Body = Never
}

/// A popover attached to the view it modifies, presented while `presented` is non-nil.
nonisolated package struct _PopoverModifier: ViewModifier {
    package let presented: AnyHashable?
    package let attachmentAnchor: PopoverAttachmentAnchor
    package let arrowEdge: Edge?
    package let content: () -> any View
    package let dismiss: () -> Void
    package typealias Body = Never
}

nonisolated extension View {
    /// Presents a popover attached to this view while `isPresented` is true: a
    /// floating panel on the Mac and iPad, a sheet in compact width (iPhone)
    /// unless `presentationCompactAdaptation` says otherwise. A click outside it,
    /// or Escape, dismisses it.
    ///
    /// - Parameters:
    ///   - attachmentAnchor: where it attaches: the view's bounds (default) or a unit point in it.
    ///   - arrowEdge: the edge of the view the popover sits on (nil: below it, or above when there is no room).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_PopoverModifier(
            presented: isPresented.wrappedValue ? AnyHashable(true) : nil,
            attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
            content: { content() },
            dismiss: { isPresented.wrappedValue = false }))
    }

    /// Presents a popover for `item` while it is non-nil; a different item's identity
    /// presents a fresh popover. Dismissing sets the binding to nil.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(_PopoverModifier(
            presented: current.map { AnyHashable($0.id) },
            attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
            content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
            dismiss: { item.wrappedValue = nil }))
    }

    /// How the presentation whose content this is adapts in a compact size class:
    /// a popover stays one (`.popover`, `.none`), becomes a sheet (`.sheet`,
    /// `.automatic`) or a cover (`.fullScreenCover`); a sheet becomes a cover
    /// with `.fullScreenCover`. Apply it to the presented content.
    // LIMITATION: `presentationCompactAdaptation(.popover)` on a sheet | the sheet stays a sheet | a sheet has no view to anchor a popover to
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(_PresentationCompactAdaptationModifier(horizontal: adaptation, vertical: adaptation))
    }

    /// How the presentation adapts in a horizontally compact window (`horizontal`)
    /// and a vertically compact one, an iPhone in landscape (`vertical`, which
    /// wins when both are compact).
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        modifier(_PresentationCompactAdaptationModifier(horizontal: horizontal, vertical: vertical))
    }
}
