import Foundation
import SwiftUI

/// Date and colour pickers, formatted and ticking text, and transitions (issue 18): each is SwiftUI's
/// declaration, drawn by the browser's native controls and animated by its runtime.
struct DatesAndMotionPage: View {
    /// 2026-11-25 14:30 UTC: a fixed start, so the page reads the same every time.
    private static let start = Date(timeIntervalSince1970: 1_795_617_000)
    private static let utc = TimeZone(identifier: "UTC") ?? .current

    @State private var day = DatesAndMotionPage.start
    @State private var alarm = DatesAndMotionPage.start
    @State private var tint = Color.blue
    @State private var paper = Color(red: 1, green: 0.8, blue: 0.4, opacity: 0.5)
    @State private var openedAt = Date()
    @State private var showsCard = false
    @State private var grown = false
    @State private var isHovering = false
    @State private var score = 7
    @State private var travelDays: Set<DateComponents> = []
    @State private var expanded = false
    @Namespace private var hero
    @State private var price: Decimal = 19.99
    @State private var likes = 0
    @State private var rings = 0

    var body: some View {
        ScrollView {
            content.frame(maxWidth: .infinity, alignment: .leading)
        }
        .environment(\.timeZone, Self.utc)
    }

    private var content: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Dates & Motion").font(.largeTitle).bold()
            Text("Pickers use the browser's native fields; ticking text and transitions run in the page, not on the server.")
                .foregroundStyle(.secondary)

            GroupBox("Date pickers") {
                DatePicker("Check-in", selection: $day,
                           in: Self.start.addingTimeInterval(-86_400 * 10)...Self.start.addingTimeInterval(86_400 * 30),
                           displayedComponents: .date)
                DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
                DatePicker(selection: $day, in: Self.start...) { Text("Departure") }
                Text("Check-in: ") + Text(day, style: .date).bold()
                Text("Alarm: ") + Text(alarm, style: .time).bold()
            }
            .datePickerStyle(.compact)

            GroupBox("Several days") {
                MultiDatePicker("Travel days", selection: $travelDays, in: Self.start...)
                    .frame(maxWidth: 320)
                Text(travelDays.isEmpty ? "No travel days" : "\(travelDays.count) travel day\(travelDays.count == 1 ? "" : "s")")
            }

            GroupBox("Colour pickers") {
                ColorPicker("Tint", selection: $tint, supportsOpacity: false)
                ColorPicker("Paper", selection: $paper)
                HStack {
                    RoundedRectangle(cornerRadius: 6).fill(tint).frame(width: 32, height: 32)
                    RoundedRectangle(cornerRadius: 6).fill(paper).frame(width: 32, height: 32)
                    Text("Tint \(tint.description), paper \(paper.description)")
                }
            }

            GroupBox("Formatted text") {
                Text("Price: ") + Text(price, format: .currency(code: "USD")).monospacedDigit()
                Text(0.25, format: .percent)
                Text("Open for ") + Text(openedAt, style: .timer).monospacedDigit()
                Text(Self.start, style: .relative).foregroundStyle(.secondary)
                (Text("Kerned").kerning(3) + Text(" and ").italic() + Text("raised").baselineOffset(4).foregroundColor(.orange))
            }

            GroupBox("Pointer") {
                Text(isHovering ? "The pointer is here" : "Hover over me")
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: 8).fill(isHovering ? Color.yellow.opacity(0.4) : Color.gray.opacity(0.15)))
                    .onHover { isHovering = $0 }
            }

            GroupBox("Transitions") {
                Button(showsCard ? "Hide card" : "Show card") {
                    withAnimation(.easeInOut(duration: 0.6)) { showsCard.toggle() }
                }
                Button(grown ? "Shrink bar" : "Grow bar") {
                    withAnimation(.linear(duration: 2)) { grown.toggle() }
                }
                RoundedRectangle(cornerRadius: 4)
                    .fill(grown ? Color.orange : Color.gray)
                    .frame(width: grown ? 240 : 60, height: 12)
                    .opacity(grown ? 1 : 0.6)
                    .accessibilityLabel("Bar")
                Text("Springy")
                    .scaleEffect(grown ? 1.3 : 1)
                    .animation(.bouncy, value: grown)
                HStack {
                    Button("Score down") { withAnimation(.easeOut(duration: 0.5)) { score -= 1 } }
                    Text("\(score)")
                        .font(.title.monospacedDigit())
                        .contentTransition(.numericText(value: Double(score)))
                        .accessibilityLabel("Score")
                    Button("Score up") { withAnimation(.easeOut(duration: 0.5)) { score += 1 } }
                }
                Button(expanded ? "Collapse" : "Expand") { withAnimation(.easeInOut(duration: 0.5)) { expanded.toggle() } }
                if expanded {
                    RoundedRectangle(cornerRadius: 16).fill(Color.indigo)
                        .frame(width: 240, height: 120)
                        .matchedGeometryEffect(id: "hero", in: hero)
                        .accessibilityLabel("Hero card")
                } else {
                    Circle().fill(Color.indigo)
                        .frame(width: 40, height: 40)
                        .matchedGeometryEffect(id: "hero", in: hero)
                        .accessibilityLabel("Hero chip")
                }
                if showsCard {
                    Text("Hello from a transition")
                        .padding()
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color.teal.opacity(0.3)))
                        .transition(.move(edge: .leading).combined(with: .opacity).animation(.easeInOut(duration: 0.6)))
                }
            }

            GroupBox("Animators") {
                HStack(spacing: 16) {
                    Button("Like") { likes += 1 }
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.pink)
                        .phaseAnimator(LikePhase.allCases, trigger: likes) { content, phase in
                            content.scaleEffect(phase.scale).opacity(phase.opacity)
                        } animation: { phase in
                            phase == .pop ? .easeOut(duration: 0.3) : .easeIn(duration: 0.4)
                        }
                        .accessibilityLabel("Liked heart")
                        .accessibilityIdentifier("like-heart")
                }
                HStack(spacing: 16) {
                    Button("Ring") { rings += 1 }
                    Image(systemName: "bell.fill")
                        .keyframeAnimator(initialValue: BellSwing(), trigger: rings) { content, swing in
                            content.rotationEffect(swing.angle, anchor: .top).offset(y: swing.lift)
                        } keyframes: { _ in
                            KeyframeTrack(\.angle) {
                                CubicKeyframe(.degrees(25), duration: 0.15)
                                CubicKeyframe(.degrees(-20), duration: 0.3)
                                CubicKeyframe(.degrees(10), duration: 0.25)
                                CubicKeyframe(.zero, duration: 0.3)
                            }
                            KeyframeTrack(\.lift) {
                                SpringKeyframe(-6, duration: 0.2, spring: .snappy)
                                SpringKeyframe(0, spring: .bouncy)
                            }
                        }
                        .accessibilityLabel("Bell")
                        .accessibilityIdentifier("ring-bell")
                }
            }
        }
        .padding()
    }
}

/// The like heart's phases: it pops, fades a little, and settles.
private enum LikePhase: CaseIterable {
    case rest, pop, fade

    var scale: Double { self == .pop ? 1.4 : 1 }
    var opacity: Double { self == .fade ? 0.6 : 1 }
}

/// The bell's swing: an angle about its top and a small lift.
private struct BellSwing {
    var angle = Angle.zero
    var lift = 0.0
}
