import SwiftUI

/// The Layout page's custom layouts: tags in a `FlowLayout` the app defines (the browser measures each
/// tag, the layout's own code places it), and an `AnyLayout` that switches between a row and a column
/// while the counter inside keeps its count.
struct CustomLayoutSection: View {
    @State private var isWide = true

    private static let tags = ["Swift", "SwiftUI", "Linux", "Browser", "Layout protocol", "Flow", "Tags wrap into rows",
                               "Chromium", "Server", "WebSocket", "Sizes flow back"]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            FlowLayout(spacing: 8) {
                ForEach(Array(Self.tags.enumerated()), id: \.offset) { index, tag in
                    Text(tag)
                        .padding(.horizontal, 10).padding(.vertical, 4)
                        .background(Color.blue.opacity(0.15))
                        .clipShape(Capsule())
                        .accessibilityIdentifier("tag-\(index)")
                }
            }
            .frame(width: 320)
            .border(.gray.opacity(0.4))
            .accessibilityIdentifier("flow-tags")

            let layout = isWide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
            layout {
                TapCounter()
                Text("Second").padding(8).background(Color.green.opacity(0.2)).accessibilityIdentifier("any-second")
                Text("Third").padding(8).background(Color.orange.opacity(0.2))
            }
            .accessibilityIdentifier("any-layout")
            Button(isWide ? "Stack vertically" : "Stack horizontally") { isWide.toggle() }
        }
    }
}

/// A counter whose state must survive the layout switch.
private struct TapCounter: View {
    @State private var count = 0
    var body: some View {
        Button("Tapped \(count) times") { count += 1 }
            .buttonStyle(.bordered)
            .accessibilityIdentifier("layout-counter")
    }
}

/// Wraps its subviews into rows as wide as the space offered, as the tutorials write it.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > maxWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: proposal.width ?? widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX, x + size.width > bounds.maxX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}
