import SwiftUI

/// The Shapes page's geometry samples: sizes measured by the browser flow back to the views that read
/// them (a GeometryReader-driven header, ViewThatFits, a ruler drawn for its real width).
struct GeometrySection: View {
    @State private var rulerWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Geometry").font(.headline)
            GeometryReader { proxy in
                ZStack(alignment: .bottomLeading) {
                    LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("GeometryReader header")
                            .font(.system(size: min(32, max(17, proxy.size.width / 24)), weight: .bold))
                        Text("Header width: \(Int(proxy.size.width.rounded())) pt")
                            .font(.callout)
                    }
                    .foregroundStyle(.white)
                    .padding()
                }
            }
            .frame(height: 120)
            .cornerRadius(16)

            ViewThatFits(in: .horizontal) {
                Text("Wide layout: this line needs 520 points")
                    .frame(width: 520, alignment: .leading)
                Text("Narrow layout")
            }

            Ruler()
                .stroke(.secondary, lineWidth: 1)
                .frame(height: 16)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { rulerWidth = $0 }
            Text("Ruler: a tick every 10 points across \(Int(rulerWidth.rounded())) points")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// A tick every 10 points, drawn for the width the shape really gets (a taller one every 50).
struct Ruler: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        var x: CGFloat = 0
        var index = 0
        while x <= rect.width {
            path.move(to: CGPoint(x: x, y: rect.maxY))
            path.addLine(to: CGPoint(x: x, y: index.isMultiple(of: 5) ? rect.minY : rect.midY))
            x += 10
            index += 1
        }
        return path
    }
}
