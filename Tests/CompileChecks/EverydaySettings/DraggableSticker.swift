import SwiftUI

// A draggable sticker board, written the way apps write it: @GestureState for the live drag, a
// stored position for where it was let go, a long press to pin, a double tap to reset, a pinch to grow.

struct StickerBoard: View {
    @State private var position = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero
    @GestureState private var isPressing = false
    @State private var isPinned = false
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero

    var drag: some Gesture {
        DragGesture(minimumDistance: 2, coordinateSpace: .local)
            .updating($dragOffset) { value, state, transaction in
                state = value.translation
                transaction.animation = nil
            }
            .onEnded { value in
                withAnimation(.spring()) {
                    position.width += value.predictedEndTranslation.width / 4 + value.translation.width * 3 / 4
                    position.height += value.translation.height
                }
            }
    }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 24)
                .fill(Color.gray.opacity(0.1))
                .frame(height: 300)
            Text("⭐️")
                .font(.system(size: 64))
                .scaleEffect(isPressing ? 1.2 : scale)
                .rotationEffect(angle)
                .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                .gesture(isPinned ? nil : drag)
                .simultaneousGesture(
                    LongPressGesture(minimumDuration: 0.8)
                        .updating($isPressing) { current, state, _ in state = current }
                        .onEnded { _ in isPinned.toggle() }
                )
                .highPriorityGesture(TapGesture(count: 2).onEnded {
                    withAnimation { position = .zero; scale = 1; angle = .zero }
                })
                .gesture(MagnifyGesture().onChanged { scale = $0.magnification }
                    .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation }))
        }
        .onLongPressGesture(minimumDuration: 1, maximumDistance: 20) {
            isPinned = false
        } onPressingChanged: { pressing in
            print("pressing", pressing)
        }
        .onTapGesture(count: 1, coordinateSpace: .global) { location in
            print("tapped board at", location)
        }
    }
}

struct LegacyGestures: View {
    @State private var zoom: CGFloat = 1
    @State private var turn = Angle.zero
    @State private var dots: [CGPoint] = []

    var body: some View {
        Rectangle()
            .frame(width: 200, height: 200)
            .scaleEffect(zoom)
            .rotationEffect(turn)
            .gesture(MagnificationGesture().onChanged { zoom = $0 }.exclusively(before: RotationGesture().onChanged { turn = $0 }))
            .gesture(SpatialTapGesture(count: 1, coordinateSpace: .named("canvas")).onEnded { dots.append($0.location) })
            .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { value in
                switch value {
                case .first: break
                case let .second(pressed, drag): print(pressed, drag?.translation ?? .zero)
                }
            }, including: .gesture)
            .onLongPressGesture(pressing: { print($0) }) { zoom = 1 }
            .gesture(AnyGesture(DragGesture().map { $0.translation.width }).onEnded { print($0) })
    }
}
