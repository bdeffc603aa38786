// Compile check (issue 16): a GeometryReader-driven header, written the way apps write them —
// a hero image whose height follows the width, a title that scales with the space, a tab strip that
// falls back to icons with ViewThatFits, a carousel sized with containerRelativeFrame, and a sparkline
// shape drawn for the size it gets.
import SwiftUI

struct StretchyHeader: View {
    let title: String
    let subtitle: String

    var body: some View {
        GeometryReader { geometry in
            let width = geometry.size.width
            let offset = geometry.frame(in: .global).minY
            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(width: width, height: max(180, width * 0.4) + max(0, offset))
                VStack(alignment: .leading, spacing: 4) {
                    Text(title)
                        .font(.system(size: min(44, width / 12), weight: .bold))
                        .foregroundColor(.white)
                    Text(subtitle)
                        .font(.subheadline)
                        .foregroundStyle(.white.opacity(0.8))
                }
                .padding()
            }
            .offset(y: offset > 0 ? -offset : 0)
        }
        .frame(height: 220)
    }
}

struct HeaderTabs: View {
    @Binding var selection: Int
    let tabs = [("Overview", "square.grid.2x2"), ("Activity", "chart.bar"), ("Settings", "gearshape")]

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 16) {
                ForEach(tabs.indices, id: \.self) { index in
                    Button { selection = index } label: { Label(tabs[index].0, systemImage: tabs[index].1) }
                }
            }
            HStack(spacing: 12) {
                ForEach(tabs.indices, id: \.self) { index in
                    Button { selection = index } label: { Image(systemName: tabs[index].1) }
                        .accessibilityLabel(tabs[index].0)
                }
            }
        }
    }
}

struct Sparkline: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1, let low = values.min(), let high = values.max(), high > low else { return path }
        let step = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: CGFloat(index) * step, y: rect.maxY - CGFloat((value - low) / (high - low)) * rect.height)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

struct DashboardHeader: View {
    @State private var selection = 0
    @State private var headerWidth: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                StretchyHeader(title: "Good morning", subtitle: "Three things need you today")
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.size.width
                    } action: { newValue in
                        headerWidth = newValue
                    }
                HeaderTabs(selection: $selection)
                Sparkline(values: [3, 5, 4, 8, 6, 9, 7])
                    .stroke(.tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                    .frame(height: 60)
                ScrollView(.horizontal) {
                    HStack(spacing: 12) {
                        ForEach(0..<6) { index in
                            RoundedRectangle(cornerRadius: 12)
                                .fill(Color.blue.opacity(0.2 + Double(index) * 0.1))
                                .frame(height: 120)
                                .containerRelativeFrame(.horizontal, count: 3, spacing: 12)
                        }
                    }
                }
                Text(headerWidth > 600 ? "Wide layout" : "Compact layout")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .coordinateSpace(name: "dashboard")
        }
    }
}
