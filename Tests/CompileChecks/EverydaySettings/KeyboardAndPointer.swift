import SwiftUI

// A focusable player surface: keys, hover and haptics as apps write them.

struct PlayerSurface: View {
    @State private var isPlaying = false
    @State private var volume = 5
    @State private var cursor: CGPoint?
    @State private var taps = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(isPlaying ? Color.green : Color.gray)
            .frame(height: 160)
            .focusable()
            .onKeyPress(.space) {
                isPlaying.toggle()
                return .handled
            }
            .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                volume += press.key == .upArrow ? 1 : -1
                return .handled
            }
            .onKeyPress(characters: .letters, phases: .down) { press in
                print(press.characters, press.modifiers.contains(.shift))
                return .ignored
            }
            .onKeyPress(phases: .up) { _ in .ignored }
            .onContinuousHover { phase in
                switch phase {
                case .active(let location): cursor = location
                case .ended: cursor = nil
                }
            }
            .hoverEffect(.lift)
            .sensoryFeedback(.selection, trigger: volume)
            .sensoryFeedback(.impact(weight: .heavy, intensity: 0.8), trigger: isPlaying) { _, new in new }
            .onLongPressGesture {
                taps += 1
            }
            .focusable(true, interactions: .activate)
    }
}
