// Compile check (issue 16): custom shapes, paths, gradients, colours and effects.
import SwiftUI
import UIKit

struct Wave: Shape {
    var amplitude: CGFloat
    var phase: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let y = rect.midY + sin(Double(x) / 20 + phase) * Double(amplitude)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

struct Hexagon: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path { p in
            for i in 0..<6 {
                let angle = Angle.degrees(Double(i) * 60 - 90).radians
                let point = CGPoint(x: r.midX + r.width / 2 * cos(angle), y: r.midY + r.height / 2 * sin(angle))
                i == 0 ? p.move(to: point) : p.addLine(to: point)
            }
            p.closeSubpath()
        }
    }

    func inset(by amount: CGFloat) -> Hexagon {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                  startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.minY))
        p.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY), control1: .zero, control2: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addRoundedRect(in: rect.insetBy(dx: 4, dy: 4), cornerSize: CGSize(width: 4, height: 4))
        p.addEllipse(in: rect)
        p.addPath(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), transform: CGAffineTransform(translationX: 2, y: 2))
        return p.applying(CGAffineTransform(scaleX: 1, y: -1).translatedBy(x: 0, y: -rect.height))
    }
}

extension Color {
    static let brand = Color(red: 0.2, green: 0.4, blue: 0.9)
    static let cardBackground = Color(UIColor.secondarySystemBackground)
    static let subtle = Color(.systemGray6)
    static let hexLike = Color(hue: 0.6, saturation: 0.5, brightness: 0.9)
    static let accentMix = Color.brand.mix(with: .white, by: 0.3)
}

extension UIColor {
    static let brandUI = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    convenience init(gray: CGFloat) { self.init(white: gray, alpha: 1) }
}

struct ShapesGallery: View {
    @State private var on = false

    var body: some View {
        VStack(spacing: 24) {
            Wave(amplitude: 10, phase: 0)
                .fill(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
                .frame(height: 120)
            Hexagon().strokeBorder(Color.brand, lineWidth: 4).frame(width: 80, height: 80)
            Hexagon().inset(by: 8).fill(.orange)
            Chevron().stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [4, 2]))
            Rectangle().fill(.quaternary).frame(height: 1)
            RoundedRectangle(cornerRadius: 8).fill(Color.subtle).frame(height: 40)
            UnevenRoundedRectangle(cornerRadii: .init(topLeading: 16, topTrailing: 16)).fill(.mint)
            Ellipse().fill(RadialGradient(gradient: Gradient(colors: [.white, .black]), center: .center, startRadius: 5, endRadius: 60))
            Capsule().fill(EllipticalGradient(colors: [.yellow, .red]))
            Circle().fill(.blue).overlay(.black.opacity(0.2), in: Circle().inset(by: 10))
            ContainerRelativeShape().fill(Color.cardBackground)
            AnyShape(on ? AnyShape(Circle()) : AnyShape(Rectangle())).fill(.tint)
            Rectangle()
                .rotation(.degrees(45))
                .scale(0.5)
                .offset(x: 10)
                .trim(from: 0.1, to: 0.9)
                .stroke(.red, lineWidth: 2)
            Circle()
                .fill(.green)
                .stroke(.black, lineWidth: 2)
            Text("Gradient")
                .foregroundStyle(.linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
            Text("Tinted").foregroundStyle(.tint).tint(.purple)
            Image(systemName: "star.fill")
                .foregroundStyle(.yellow)
                .background(.background)
                .border(Color.gray, width: 1)
                .border(.separator)
            Text("Effects")
                .brightness(0.1)
                .contrast(1.2)
                .saturation(0.8)
                .grayscale(0.2)
                .hueRotation(.degrees(30))
                .colorMultiply(.blue)
                .colorInvert()
                .blendMode(.multiply)
                .rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0))
                .rotationEffect(.degrees(5), anchor: .topLeading)
                .scaleEffect(x: 1.1, y: 0.9)
                .offset(CGSize(width: 2, height: 2))
                .zIndex(1)
                .compositingGroup()
                .drawingGroup()
                .clipped()
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
                .mask { Rectangle() }
            Color.red.frame(width: 20, height: 20).position(x: 40, y: 40)
            Color(nsColor: .windowBackgroundColor)
            Color(.windowBackgroundColor).clipShape(Hexagon())
            Color(uiColor: .label).opacity(0.5)
        }
        .background(alignment: .top) { Color.brand.opacity(0.1) }
        .overlay(alignment: .bottom) { Text("Footer") }
        .unredacted()
    }
}

#Preview {
    ShapesGallery()
}
