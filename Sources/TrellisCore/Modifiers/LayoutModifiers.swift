public import Foundation

/// Space around a view. Becomes the `padding` property of the element(s) below.
nonisolated package struct _PaddingModifier: ViewModifier {
    package let insets: EdgeInsets
    package typealias Body = Never
}

/// A fixed-size frame (`frame(width:height:alignment:)`).
nonisolated package struct _FrameModifier: ViewModifier {
    package let width: CGFloat?
    package let height: CGFloat?
    package let alignment: Alignment
    package typealias Body = Never
}

/// A flexible frame (`frame(minWidth:idealWidth:maxWidth:…)`).
nonisolated package struct _FlexFrameModifier: ViewModifier {
    package let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    package let alignment: Alignment
    package typealias Body = Never
}

/// The default padding SwiftUI uses when no length is given.
package let defaultPadding: CGFloat = 16

nonisolated extension View {
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingModifier(insets: insets))
    }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? defaultPadding
        return modifier(_PaddingModifier(insets: EdgeInsets(
            top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)))
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameModifier(width: width, height: height, alignment: alignment))
    }

    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View { frame(width: nil, height: nil, alignment: .center) }

    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        func ordered(_ a: CGFloat?, _ b: CGFloat?, _ c: CGFloat?) -> Bool {
            let values = [a, b, c].compactMap { $0 }
            return zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
        }
        if !ordered(minWidth, idealWidth, maxWidth) || !ordered(minHeight, idealHeight, maxHeight) {
            RuntimeIssue.report("Contradictory frame constraints specified.")
        }
        return modifier(_FlexFrameModifier(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    public func opacity(_ opacity: Double) -> some View {
        modifier(_ViewAttributeModifier(attribute: .opacity(opacity)))
    }

    /// Hides the view but keeps its space, like SwiftUI.
    public func hidden() -> some View {
        modifier(_ViewAttributeModifier(attribute: .hidden))
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_ViewAttributeModifier(attribute: .cornerRadius(radius)))
    }
}
