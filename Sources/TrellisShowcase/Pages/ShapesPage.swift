import SwiftUI

/// Shapes, paths, colours, gradients, materials and visual effects.
struct ShapesPage: View {
    @State private var progress = 0.65
    @State private var angle = 0.0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Shapes").font(.largeTitle).bold()
                Text("Built-in shapes scale with their frame in the browser; custom shapes run path(in:) on the server.")
                    .foregroundStyle(.secondary)

                section("Built-in shapes") {
                    LazyVGrid(columns: Self.row, alignment: .leading, spacing: 16) {
                        Rectangle().fill(.blue).frame(width: 64, height: 64)
                        RoundedRectangle(cornerRadius: 16).fill(.green).frame(width: 64, height: 64)
                        UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24).fill(.orange).frame(width: 64, height: 64)
                        Circle().fill(.red).frame(width: 64, height: 64)
                        Ellipse().fill(.purple).frame(width: 96, height: 56)
                        Capsule().fill(.teal).frame(width: 96, height: 40)
                    }
                }

                section("Strokes") {
                    LazyVGrid(columns: Self.row, alignment: .leading, spacing: 16) {
                        Circle().stroke(.blue, lineWidth: 4).frame(width: 64, height: 64)
                        RoundedRectangle(cornerRadius: 12).strokeBorder(.pink, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                            .frame(width: 64, height: 64)
                        Capsule().fill(.yellow.opacity(0.3)).strokeBorder(.orange, lineWidth: 2).frame(width: 96, height: 40)
                        ZStack {
                            Circle().stroke(.gray.opacity(0.25), lineWidth: 8)
                            Circle().trim(from: 0, to: progress)
                                .stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                                .rotationEffect(.degrees(-90))
                            Text("\(Int(progress * 100))%").font(.caption).bold()
                        }
                        .frame(width: 64, height: 64)
                        Button("Progress +10%") { progress = progress >= 1 ? 0 : min(1, progress + 0.1) }
                    }
                }

                section("Custom shapes and paths") {
                    LazyVGrid(columns: Self.row, alignment: .leading, spacing: 16) {
                        Triangle().fill(.indigo).frame(width: 64, height: 56)
                        Star(points: 5).fill(.yellow).frame(width: 64, height: 64)
                        Star(points: 8).stroke(.purple, lineWidth: 2).frame(width: 64, height: 64)
                        Path { path in
                            path.move(to: CGPoint(x: 4, y: 60))
                            path.addCurve(to: CGPoint(x: 92, y: 4), control1: CGPoint(x: 30, y: -10), control2: CGPoint(x: 60, y: 80))
                        }
                        .stroke(.cyan, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                        .frame(width: 96, height: 64)
                    }
                }

                GeometrySection()

                section("Gradients and materials") {
                    LazyVGrid(columns: Self.row, alignment: .leading, spacing: 16) {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                            .frame(width: 80, height: 64)
                        Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 2, endRadius: 32))
                            .frame(width: 64, height: 64)
                        Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                            .frame(width: 64, height: 64)
                        RoundedRectangle(cornerRadius: 12).fill(Color.mint.gradient).frame(width: 80, height: 64)
                        ZStack {
                            LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
                            Text("Material").padding(10).background(.ultraThinMaterial, in: Capsule())
                        }
                        .frame(width: 140, height: 64)
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                    }
                }

                section("Grids") {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 72), spacing: 12)], spacing: 12) {
                        ForEach(Self.swatches, id: \.self) { color in
                            RoundedRectangle(cornerRadius: 10)
                                .fill(color.gradient)
                                .frame(height: 56)
                                .overlay(alignment: .bottomLeading) {
                                    Circle().fill(.white.opacity(0.8)).frame(width: 10, height: 10).padding(6)
                                }
                        }
                    }
                    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                        GridRow { Text("Shape").bold(); Text("Fill").bold(); Text("Stroke").bold() }
                        Divider()
                        GridRow { Text("Circle"); Circle().fill(.blue).frame(width: 16, height: 16); Circle().stroke(.blue).frame(width: 16, height: 16) }
                        GridRow { Text("Capsule"); Capsule().fill(.green).frame(width: 28, height: 16); Capsule().stroke(.green).frame(width: 28, height: 16) }
                    }
                }

                section("Effects") {
                    HStack(spacing: 20) {
                        card("Shadow").shadow(color: .black.opacity(0.25), radius: 6, x: 0, y: 3)
                        card("Rotated").rotationEffect(.degrees(angle))
                        card("Scaled").scaleEffect(0.85)
                        card("Blurred").blur(radius: 1.5)
                        card("Gray").grayscale(1).opacity(0.8)
                        Button("Rotate") { angle += 15 }
                    }
                    HStack(spacing: 20) {
                        Text("Bordered").padding(8).border(.gray, width: 1)
                        Text("Overlay").padding(8).overlay(alignment: .topTrailing) {
                            Circle().fill(.red).frame(width: 10, height: 10).offset(x: 4, y: -4)
                        }
                        Text("Redacted placeholder").redacted(reason: .placeholder)
                        Text("Gradient text").font(.title3).bold()
                            .foregroundStyle(LinearGradient(colors: [.blue, .pink], startPoint: .leading, endPoint: .trailing))
                    }
                }
            }
            .padding(24)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// Rows of samples that wrap on narrow screens.
    static let row = [GridItem(.adaptive(minimum: 100), spacing: 16, alignment: .leading)]
    static let swatches: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

    private func section<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title).font(.headline)
            content()
        }
    }

    private func card(_ title: String) -> some View {
        Text(title)
            .font(.callout)
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(.secondarySystemBackground)))
    }
}

/// A triangle pointing up.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A star with `points` points.
struct Star: Shape {
    var points: Int

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer * 0.45
        var path = Path()
        for i in 0..<(points * 2) {
            let angle = Double(i) * .pi / Double(points) - .pi / 2
            let r = i.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(x: center.x + r * CGFloat(cos(angle)), y: center.y + r * CGFloat(sin(angle)))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}
