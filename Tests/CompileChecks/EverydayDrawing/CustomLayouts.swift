// Compile check (issue 16): the `Layout` protocol as apps write it — a tag cloud in a FlowLayout with a
// cache, equal-width buttons from WWDC's sample, a layout value that ranks subviews, and a profile
// header that switches between a row and a column with the size class through `AnyLayout`.
import SwiftUI

struct TagFlowLayout: Layout {
    var horizontalSpacing: CGFloat = 8
    var verticalSpacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let maxWidth = proposal.replacingUnspecifiedDimensions().width
        var origin = CGPoint.zero
        var rowHeight: CGFloat = 0
        var usedWidth: CGFloat = 0
        for size in cache.sizes {
            if origin.x + size.width > maxWidth, origin.x > 0 {
                origin.x = 0
                origin.y += rowHeight + verticalSpacing
                rowHeight = 0
            }
            origin.x += size.width + horizontalSpacing
            usedWidth = max(usedWidth, origin.x - horizontalSpacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: usedWidth, height: origin.y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var origin = bounds.origin
        var rowHeight: CGFloat = 0
        for (subview, size) in zip(subviews, cache.sizes) {
            if origin.x + size.width > bounds.maxX, origin.x > bounds.minX {
                origin.x = bounds.minX
                origin.y += rowHeight + verticalSpacing
                rowHeight = 0
            }
            subview.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))
            origin.x += size.width + horizontalSpacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

/// WWDC22's "Compose custom layouts with SwiftUI": every button as wide as the widest.
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
            if index < subviews.count - 1 { x += maxSize.width + spacing[index] }
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
}

/// Puts the highest-ranked subviews first, in a column.
struct RankedStack: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.dimensions(in: .unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] > $1[Rank.self] || $0.priority > $1.priority }) {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

struct TagCloud: View {
    let tags: [String]
    var body: some View {
        TagFlowLayout {
            ForEach(tags, id: \.self) { tag in
                Text("#\(tag)")
                    .font(.caption)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(Capsule().fill(Color.accentColor.opacity(0.15)))
            }
        }
        .padding()
    }
}

struct ProfileHeader: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var following = false

    var body: some View {
        let layout = horizontalSizeClass == .regular
            ? AnyLayout(HStackLayout(alignment: .center, spacing: 16))
            : AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
        layout {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .frame(width: 64, height: 64)
            VStack(alignment: .leading) {
                Text("Ada Lovelace").font(.title2.bold())
                Text("Analyst").foregroundStyle(.secondary)
            }
            Spacer()
            MyEqualWidthHStack {
                Button(following ? "Following" : "Follow") { following.toggle() }
                    .buttonStyle(.borderedProminent)
                Button("Message") {}
                    .buttonStyle(.bordered)
            }
        }
        .animation(.default, value: horizontalSizeClass)
        RankedStack {
            Text("Bronze").rank(1)
            Text("Gold").rank(3)
            Text("Silver").rank(2).layoutPriority(1)
        }
        ZStackLayout(alignment: .topTrailing) {
            Circle().fill(.red).frame(width: 12, height: 12)
        }
        GridLayout(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
            GridRow { Text("Posts"); Text("128") }
            GridRow { Text("Followers"); Text("4,096") }
        }
    }
}

/// Layouts kept as constants, then chosen by the size class.
enum HeaderLayouts {
    static let wide = AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 12))
    static let narrow = AnyLayout(VStackLayout(alignment: .leading))
}

struct AdaptiveTitle: View {
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    var body: some View {
        let layout = verticalSizeClass == .compact ? HeaderLayouts.wide : HeaderLayouts.narrow
        layout {
            Text("Today").font(.largeTitle)
            Text("3 events").foregroundStyle(.secondary)
        }
    }
}
