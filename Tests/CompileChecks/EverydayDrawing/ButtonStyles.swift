// Compile check (issue 16): button styles that draw shapes, written the way apps write them.
// Built by `swift build`; nothing runs. If this stops compiling, real SwiftUI code stopped compiling.
import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
    var color: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
            .background(RoundedRectangle(cornerRadius: 12).fill(color.opacity(configuration.isPressed ? 0.7 : 1)))
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .shadow(color: color.opacity(0.3), radius: 8, x: 0, y: 4)
    }
}

struct OutlineButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.vertical, 10)
            .padding(.horizontal, 16)
            .foregroundStyle(.tint)
            .background {
                Capsule()
                    .strokeBorder(.tint, lineWidth: 1.5)
                    .background(Capsule().fill(.tint.opacity(configuration.isPressed ? 0.15 : 0)))
            }
            .contentShape(Capsule())
    }
}

struct GradientButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding()
            .background(
                LinearGradient(gradient: Gradient(colors: [.purple, .pink]), startPoint: .leading, endPoint: .trailing)
            )
            .clipShape(Capsule())
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

struct CircleIconButton: View {
    let systemName: String
    // `() -> Void` here warns in Swift 6 mode: Trellis's Button takes a `@Sendable` action (not this file's area).
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
                .font(.title2)
                .foregroundColor(.primary)
                .frame(width: 44, height: 44)
                .background(Circle().fill(Color(.secondarySystemBackground)))
                .overlay(Circle().stroke(Color.gray.opacity(0.2), lineWidth: 1))
        }
        .buttonStyle(.plain)
    }
}

struct ButtonGallery: View {
    var body: some View {
        VStack(spacing: 16) {
            Button("Continue") {}.buttonStyle(PrimaryButtonStyle())
            Button("Delete") {}.buttonStyle(PrimaryButtonStyle(color: .red))
            Button("Outline") {}.buttonStyle(OutlineButtonStyle()).tint(.orange)
            Button("Gradient") {}.buttonStyle(GradientButtonStyle())
            CircleIconButton(systemName: "heart") {}
        }
        .padding()
    }
}
