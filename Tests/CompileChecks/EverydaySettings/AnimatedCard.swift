import SwiftUI

// An animated card: a flip with withAnimation, a springy scale, a detail that slides in.

struct AnimatedCardView: View {
    @State private var isExpanded = false
    @State private var isFavorite = false
    @State private var pulse = false
    @State private var items = ["One", "Two", "Three"]

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 16)
                .fill(isFavorite ? Color.pink : Color.gray.opacity(0.3))
                .frame(height: isExpanded ? 240 : 120)
                .scaleEffect(pulse ? 1.05 : 1)
                .animation(.spring(), value: isExpanded)
                .animation(.spring(response: 0.35, dampingFraction: 0.6), value: pulse)
                .onTapGesture {
                    withAnimation(.easeInOut(duration: 0.3)) {
                        isExpanded.toggle()
                    }
                }

            if isExpanded {
                Text("More details")
                    .padding()
                    .transition(.slide)
                Text("Moves up")
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                Text("Asymmetric")
                    .transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .opacity))
            }

            Button(isFavorite ? "Unfavorite" : "Favorite") {
                let newValue = withAnimation(.bouncy) {
                    isFavorite.toggle()
                    return isFavorite
                }
                print(newValue)
            }
            .animation(.snappy, value: isFavorite)

            ForEach(items, id: \.self) { item in
                Text(item).transition(.push(from: .trailing))
            }
            Button("Shuffle") {
                withAnimation(.smooth(duration: 0.4)) { items.shuffle() }
            }
            Button("Pulse") {
                withAnimation(.linear(duration: 0.8).repeatCount(3, autoreverses: true).delay(0.1)) { pulse.toggle() }
            }
            Text("Spinning")
                .rotationEffect(.degrees(pulse ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false).speed(2), value: pulse)
                .transition(.opacity.animation(.easeIn))
                .transition(.blurReplace)
            Button("Quiet") {
                var transaction = Transaction(animation: .interactiveSpring())
                transaction.disablesAnimations = true
                withTransaction(transaction) { isExpanded = false }
            }
        }
        .padding()
        .transaction { $0.animation = .default }
    }
}
