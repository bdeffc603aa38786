import SwiftUI

/// Gestures (issue 18): a sticker dragged with `DragGesture` and `@GestureState`, a long press, a double
/// tap and a pinch. The page sends one pointer sample per animation frame; the server recognizes them.
struct GesturesPage: View {
    @State private var position = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero
    @State private var isArmed = false
    @State private var isPressing = false
    @State private var likes = 0
    @State private var zoom: CGFloat = 1
    @State private var keyLog: [String] = []

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Gestures").font(.largeTitle).bold()
                Text("Drag the sticker, hold the button-like card, double-tap the heart.")
                    .foregroundStyle(.secondary)

                GroupBox("Draggable sticker") {
                    ZStack {
                        RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.12)).frame(height: 220)
                        Text("⭐️ Sticker")
                            .font(.title)
                            .padding(8)
                            .background(Color.yellow.opacity(0.4), in: Capsule())
                            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                            .gesture(
                                DragGesture()
                                    .updating($dragOffset) { value, state, _ in state = value.translation }
                                    .onEnded { value in
                                        position.width += value.translation.width
                                        position.height += value.translation.height
                                    }
                            )
                    }
                    Text("Sticker at \(Int(position.width)), \(Int(position.height))")
                    Button("Put it back") { position = .zero }
                }

                GroupBox("Long press") {
                    Text(isArmed ? "Armed" : (isPressing ? "Keep holding…" : "Hold to arm"))
                        .padding()
                        .background(isArmed ? Color.red.opacity(0.3) : Color.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                        .onLongPressGesture(minimumDuration: 0.6) {
                            isArmed.toggle()
                        } onPressingChanged: { pressing in
                            isPressing = pressing
                        }
                }

                GroupBox("Double tap and pinch") {
                    Text(likes == 0 ? "🤍 Double-tap me" : "❤️ Liked \(likes)")
                        .font(.title2)
                        .scaleEffect(zoom)
                        .gesture(TapGesture(count: 2).onEnded { likes += 1 })
                        .simultaneousGesture(MagnifyGesture().onChanged { zoom = min(max($0.magnification, 0.5), 3) })
                }

                GroupBox("Keyboard") {
                    Text("Key pad: click, then press keys")
                        .padding(8)
                        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 8))
                        .focusable()
                        .onKeyPress(.space) {
                            keyLog.append("play")
                            return .handled
                        }
                        .onKeyPress(keys: [.leftArrow, .rightArrow], phases: .all) { press in
                            let side = press.key == .leftArrow ? "left" : "right"
                            keyLog.append("\(side) \(press.phase == .up ? "up" : press.phase == .repeat ? "repeat" : "down")")
                            return .handled
                        }
                        .onKeyPress(characters: .decimalDigits) { press in
                            keyLog.append("digit \(press.characters)")
                            return .handled
                        }
                        .onKeyPress("q", phases: .down) { press in
                            keyLog.append(press.modifiers.contains(.shift) ? "Q ignored" : "q ignored")
                            return .ignored
                        }
                        .onKeyPress { press in
                            keyLog.append("other \(press.characters)")
                            return .handled
                        }
                        .accessibilityIdentifier("key-pad")
                    Text("Keys: " + (keyLog.isEmpty ? "none" : keyLog.suffix(6).joined(separator: "; ")))
                        .accessibilityIdentifier("key-log")
                    Button("Clear keys") { keyLog = [] }
                }

                RemoteAvatarSection()
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
