import Foundation
import SwiftUI
import Testing
import TrellisTesting

/// A custom shape, as tutorials write it.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

@MainActor
@Suite struct ShapeTests {
    private func shapes(_ view: some View) -> [[String: String]] {
        ViewHost(view).findAll("shape").map(\.properties)
    }

    @Test func builtInShapesRenderAsResolutionIndependentPrimitives() {
        let props = shapes(VStack {
            Rectangle()
            RoundedRectangle(cornerRadius: 12)
            RoundedRectangle(cornerSize: CGSize(width: 10, height: 6))
            UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 8)
            Circle()
            Ellipse()
            Capsule()
            ContainerRelativeShape()
        })
        #expect(props.map { $0["shape"] } == ["rect", "rect", "rect", "rect", "circle", "ellipse", "capsule", "rect"])
        #expect(props[1]["corners"] == "12")
        #expect(props[2]["corners"] == "10,6")
        #expect(props[3]["corners"] == "20,0,8,0")
        // No size round trip: built-ins carry no path data.
        #expect(props.allSatisfy { $0["path"] == nil })
        // A shape on its own fills with the foreground style.
        #expect(props.allSatisfy { $0["shapeFill"] == "primary" })
    }

    @Test func fillTakesAnyShapeStyleAndTheForegroundStyle() {
        let props = shapes(VStack {
            Circle().fill(.red)
            Circle().fill(Color(red: 1, green: 0.5, blue: 0))
            Circle().fill(.blue.opacity(0.5))
            Capsule().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            Rectangle().fill(.ultraThinMaterial)
            Circle().foregroundStyle(.green)
            Circle().fill()
        }.foregroundStyle(.orange))
        #expect(props.map { $0["shapeFill"] } == [
            "red", "rgba(255,128,0,1)", "blue/0.5", "linear;0.5,0,0.5,1;red@0;blue@1", "material:ultraThin", "green", "orange",
        ])
    }

    @Test func strokesCarryWidthCapsJoinsAndDashes() {
        let props = shapes(VStack {
            Circle().stroke(.blue, lineWidth: 4)
            Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [6, 3], dashPhase: 1))
            Circle().stroke(lineWidth: 3).foregroundStyle(.pink)
        })
        #expect(props[0]["stroke"] == "blue" && props[0]["strokeWidth"] == "4" && props[0]["shapeFill"] == nil)
        #expect(props[1]["lineCap"] == "round" && props[1]["lineJoin"] == "bevel" && props[1]["miterLimit"] == "4")
        #expect(props[1]["dash"] == "6,3" && props[1]["dashPhase"] == "1")
        // `stroke(lineWidth:)` returns a shape: it is drawn as a stroke in the foreground style.
        #expect(props[2]["stroke"] == "pink" && props[2]["strokeWidth"] == "3" && props[2]["shapeFill"] == nil)
    }

    @Test func strokeBorderStaysInsideTheFrame() {
        let props = shapes(VStack {
            RoundedRectangle(cornerRadius: 10).strokeBorder(.gray, lineWidth: 4)
            Circle().inset(by: 5).strokeBorder(Color.blue, lineWidth: 2)
            Capsule().fill(.yellow).strokeBorder(.orange, lineWidth: 2)
        })
        #expect(props[0]["strokeInset"] == "2" && props[0]["corners"] == "10" && props[0]["inset"] == nil)
        #expect(props[1]["inset"] == "5" && props[1]["strokeInset"] == "6")
        // iOS 17 chaining: fill and border on one shape.
        #expect(props[2]["shapeFill"] == "yellow" && props[2]["stroke"] == "orange" && props[2]["strokeInset"] == "1")
    }

    @Test func trimDrawsPartOfTheOutline() {
        let props = shapes(VStack {
            Circle().trim(from: 0, to: 0.25).stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            Circle().trim(from: 0.2, to: 0.6).trim(from: 0.5, to: 1).stroke(.green)
        })
        #expect(props[0]["shape"] == "circle" && props[0]["trim"] == "0,0.25" && props[0]["lineCap"] == "round")
        // Trims compose: the second takes the second half of the first.
        #expect(props[1]["trim"] == "0.4,0.6")
    }

    @Test func customShapesRunPathInTheirFrameOrTheMeasuredSize() {
        let props = shapes(VStack {
            Triangle().fill(.blue).frame(width: 40, height: 30)
            Triangle().fill(.red)
        })
        #expect(props[0]["shape"] == "path")
        #expect(props[0]["path"] == "M20 0L40 30L0 30Z")
        #expect(props[0]["pathBox"] == "40,30")
        // Unframed: the size the renderer measured (the test host splits the window's 768 between the two).
        #expect(props[1]["measure"] == "size")
        #expect(props[1]["path"] == "M512 0L1024 384L0 384Z")
        #expect(props[1]["pathBox"] == "1024,384")
    }

    @Test func pathsAsViewsDrawInTheirOwnCoordinates() {
        let props = shapes(Path { p in
            p.move(to: CGPoint(x: 10, y: 10))
            p.addLine(to: CGPoint(x: 60, y: 10))
            p.addQuadCurve(to: CGPoint(x: 10, y: 60), control: CGPoint(x: 60, y: 60))
        }.stroke(.black, lineWidth: 2))
        #expect(props[0]["path"] == "M10 10L60 10Q60 60 10 60")
        #expect(props[0]["pathBox"] == nil)
    }

    @Test func shapeTransformsBecomeTransformsAroundTheFrame() {
        let props = shapes(VStack {
            Rectangle().rotation(.degrees(45)).fill(.red)
            Rectangle().offset(x: 10, y: -5).scale(2, anchor: .topLeading).fill(.red)
            Triangle().rotation(.degrees(180)).fill(.red).frame(width: 10, height: 10)
        })
        #expect(props[0]["transform"] == "r(45)")
        // Innermost first in SwiftUI; CSS applies the rightmost function first.
        #expect(props[1]["transform"] == "tp(-50,-50) s(2,2) tp(50,50) t(10,-5)")
        // Custom shapes are transformed on the server.
        #expect(props[2]["path"] == "M5 10L0 0L10 0Z" && props[2]["transform"] == nil)
    }

    @Test func anyShapeKeepsTheGeometry() {
        let shape: AnyShape = Bool.random() ? AnyShape(Circle()) : AnyShape(Circle())
        #expect(shapes(shape.fill(.red))[0]["shape"] == "circle")
        #expect(shapes(AnyShape(Triangle()).fill(.red))[0]["shape"] == "path")
    }

    @Test func pathBuildsLinesCurvesArcsAndRects() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.description == "M0 0L10 0L10 20L0 20Z")
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 20))

        var arc = Path()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        // A quarter circle from the trailing point down to the bottom (clockwise on screen), as one cubic.
        #expect(arc.description == "M100 50C100 77.614 77.614 100 50 100")

        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(ellipse.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(ellipse.description.hasPrefix("M20 5C") && ellipse.description.hasSuffix("Z"))

        var joined = Path()
        joined.addPath(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), transform: CGAffineTransform(scaleX: 10, y: 10))
        #expect(joined.description == "M0 0L10 0L10 10L0 10Z")
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8).description.hasPrefix("M8 0L32 0C"))
        #expect(joined.offsetBy(dx: 5, dy: 0).description == "M5 0L15 0L15 10L5 10Z")
    }

    @Test func trimmedPathFollowsTheOutline() {
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        #expect(line.trimmedPath(from: 0.25, to: 0.5).description == "M25 0L50 0")
        #expect(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(Circle().path(in: CGRect(x: 0, y: 0, width: 200, height: 100)).boundingRect == CGRect(x: 50, y: 0, width: 100, height: 100))
    }

    @Test func sizeThatFitsTakesTheProposal() {
        #expect(Rectangle().sizeThatFits(ProposedViewSize(width: 30, height: nil)) == CGSize(width: 30, height: 10))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 30, height: 20)) == CGSize(width: 20, height: 20))
    }
}
