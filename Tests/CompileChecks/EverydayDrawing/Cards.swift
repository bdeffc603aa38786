// Compile check (issue 16): cards with shadows and materials, badges, avatars, progress rings.
import SwiftUI

struct CardView: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(uiColor: .systemBackground))
        .cornerRadius(16)
        .shadow(color: Color.black.opacity(0.1), radius: 10, x: 0, y: 5)
    }
}

struct MaterialCard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content
            .padding(20)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            .overlay(
                RoundedRectangle(cornerRadius: 20, style: .continuous)
                    .stroke(Color.white.opacity(0.2), lineWidth: 1)
            )
    }
}

struct Badge: View {
    let count: Int
    var body: some View {
        Text("\(count)")
            .font(.caption2.bold())
            .foregroundColor(.white)
            .padding(6)
            .background(Circle().fill(Color.red))
            .offset(x: 8, y: -8)
    }
}

struct Avatar: View {
    let initials: String
    var body: some View {
        Text(initials)
            .font(.title3)
            .frame(width: 56, height: 56)
            .background(Color.blue.gradient)
            .clipShape(Circle())
            .overlay(Circle().strokeBorder(.white, lineWidth: 3))
            .shadow(radius: 4)
    }
}

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 12

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: CGFloat(progress))
                .stroke(
                    AngularGradient(gradient: Gradient(colors: [.green, .blue]), center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(Angle(degrees: -90))
            Text(String(format: "%.0f%%", progress * 100))
                .font(.title.bold())
        }
    }
}

struct Dashboard: View {
    @State private var loading = true

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                CardView(title: "Today", subtitle: "3 tasks left")
                MaterialCard { Label("Now Playing", systemImage: "music.note") }
                HStack {
                    Avatar(initials: "TC")
                    Image(systemName: "bell").overlay(alignment: .topTrailing) { Badge(count: 3) }
                }
                ProgressRing(progress: 0.7).frame(width: 120, height: 120)
                CardView(title: "Loading", subtitle: "…").redacted(reason: loading ? .placeholder : [])
                Text("Hidden").blur(radius: 3).allowsHitTesting(false)
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}
