// Compile check (issue 16): layout modifiers and scrolling as apps write them — a grid of thumbnails,
// a chat that scrolls to its newest message above a compose bar, a price row that never truncates,
// equal-width buttons, a form aligned on a custom guide, a paging carousel, pinned contact headers.
import SwiftUI

struct Photo: Identifiable, Hashable {
    let id: Int
    let color: Color
}

struct PhotoGrid: View {
    let photos: [Photo]
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(photos) { photo in
                    photo.color
                        .aspectRatio(1, contentMode: .fill)
                        .overlay(alignment: .bottomTrailing) {
                            Image(systemName: "heart.fill").imageScale(.small).padding(4)
                        }
                        .clipped()
                }
            }
        }
    }
}

struct Thumbnail: View {
    let name: String
    var body: some View {
        Image(name)
            .resizable()
            .interpolation(.medium)
            .scaledToFill()
            .frame(width: 72, height: 72)
            .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

struct Message: Identifiable, Equatable {
    let id = UUID()
    var text: String
    var isMine: Bool
}

struct ChatView: View {
    @State private var messages: [Message] = [Message(text: "Hi!", isMine: false)]
    @State private var draft = ""

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .padding(10)
                            .background(message.isMine ? Color.blue : Color.gray.opacity(0.2))
                            .clipShape(RoundedRectangle(cornerRadius: 16))
                            .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
                            .id(message.id)
                    }
                }
                .padding()
            }
            .defaultScrollAnchor(.bottom)
            .onChange(of: messages.count) {
                withAnimation { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                HStack {
                    TextField("Message", text: $draft)
                    Button("Send") {
                        messages.append(Message(text: draft, isMine: true))
                        draft = ""
                    }
                    .disabled(draft.isEmpty)
                }
                .padding()
                .background(.bar)
            }
        }
    }
}

struct PriceRow: View {
    let title: String
    let price: String
    var body: some View {
        HStack {
            Text(title).lineLimit(1)
            Spacer(minLength: 8)
            Text(price).bold().layoutPriority(1)
        }
    }
}

struct EqualWidthButtons: View {
    var body: some View {
        VStack(spacing: 12) {
            Button("Continue") {}.frame(maxWidth: .infinity)
            Button("Not Now") {}.frame(maxWidth: .infinity)
        }
        .fixedSize(horizontal: true, vertical: false)
        Text("A long explanation that should wrap rather than truncate in a narrow column.")
            .fixedSize(horizontal: false, vertical: true)
    }
}

extension HorizontalAlignment {
    private struct FieldColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }
    static let fieldColumn = HorizontalAlignment(FieldColumn.self)
}

struct AlignedForm: View {
    var body: some View {
        VStack(alignment: .fieldColumn, spacing: 8) {
            HStack {
                Text("Name")
                Text("Ada Lovelace").alignmentGuide(.fieldColumn) { d in d[.leading] }
            }
            HStack {
                Text("Email address")
                Text("ada@example.com").alignmentGuide(.fieldColumn) { $0[.leading] }
            }
            Text("Indented note").alignmentGuide(.leading) { d in d[.leading] - 20 }
        }
    }
}

struct Carousel: View {
    let photos: [Photo]
    @State private var current: Photo.ID?

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(photos) { photo in
                        photo.color.frame(width: 300, height: 200).id(photo.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $current)
            .scrollIndicators(.hidden)
            Text("Showing \(current ?? 0)")
            ScrollView { Text("Pages") }.scrollTargetBehavior(.paging).scrollDisabled(photos.isEmpty)
        }
    }
}

struct ContactsList: View {
    let groups: [String: [String]]
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                ForEach(groups.keys.sorted(), id: \.self) { letter in
                    Section {
                        ForEach(groups[letter] ?? [], id: \.self) { Text($0) }
                    } header: {
                        Text(letter).font(.headline).frame(maxWidth: .infinity, alignment: .leading).background(.regularMaterial)
                    }
                }
            }
        }
        .safeAreaPadding(.horizontal, 16)
    }
}

struct FullBleedBackground: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            Color.black.opacity(0.1).edgesIgnoringSafeArea(.all)
            VStack {
                Image(systemName: "sun.max.fill").renderingMode(.original).imageScale(.large)
                Text("Good morning").font(.largeTitle)
            }
            .safeAreaPadding()
            .safeAreaInset(edge: .top, alignment: .leading) { Text("Today") }
            .safeAreaInset(edge: .leading) { Color.clear.frame(width: 8) }
        }
        .ignoresSafeArea(.keyboard, edges: .bottom)
    }
}
