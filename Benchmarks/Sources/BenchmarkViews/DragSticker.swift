import SwiftUI

/// A sticker dragged over a board of `rows` bystander rows (the drag benchmark): each drag sample
/// changes the sticker's `@GestureState`, so only the sticker's view is re-evaluated.
public struct DragBoard: View {
    let rows: Int
    public init(rows: Int) { self.rows = rows }

    public var body: some View {
        VStack {
            DragSticker()
            ForEach(0..<rows, id: \.self) { Text("Row \($0)") }
        }
    }
}

/// The sticker as apps write it: `.offset` from a `@GestureState` the drag updates.
public struct DragSticker: View {
    @State private var position = CGSize.zero
    @GestureState private var drag = CGSize.zero
    public init() {}

    public var body: some View {
        Text("Sticker")
            .offset(x: position.width + drag.width, y: position.height + drag.height)
            .gesture(DragGesture()
                .updating($drag) { value, state, _ in state = value.translation }
                .onEnded { value in
                    position.width += value.translation.width
                    position.height += value.translation.height
                })
    }
}
