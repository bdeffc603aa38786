import SwiftUI

/// Layout modifiers and scrolling: aspect ratios, fixed sizes, priorities, alignment guides, safe-area
/// insets, scrolling to a view, snapping, a windowed lazy stack of 100,000 rows, and custom layouts.
struct LayoutPage: View {
    struct Message: Identifiable {
        let id: Int
        var text: String { id.isMultiple(of: 3) ? "Message \(id): on my way!" : "Message \(id)" }
    }

    @State private var messages = (0..<40).map(Message.init)
    @State private var page: Int?
    @State private var greenHasPriority = false
    @State private var showsPurple = false

    private static let palette: [Color] = [.blue, .green, .orange, .pink, .purple, .teal, .indigo, .mint]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Layout").font(.largeTitle).bold()
                Text("SwiftUI's layout modifiers in CSS: ratios, ideal sizes, priorities and guides, insets and scrolling.")
                    .foregroundStyle(.secondary)

                section("Aspect ratio") {
                    HStack(alignment: .top, spacing: 16) {
                        labeled(".fit in 160 × 160") {
                            Color.blue.aspectRatio(2, contentMode: .fit)
                                .frame(width: 160, height: 160)
                                .border(.gray.opacity(0.4))
                                .accessibilityIdentifier("aspect-fit")
                        }
                        labeled(".fill, clipped") {
                            Color.orange.aspectRatio(2, contentMode: .fill)
                                .frame(width: 160, height: 160)
                                .clipped()
                                .accessibilityIdentifier("aspect-fill")
                        }
                        labeled("16:9 in a width of 200") {
                            LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing)
                                .aspectRatio(16 / 9, contentMode: .fit)
                                .frame(width: 200)
                                .clipShape(RoundedRectangle(cornerRadius: 12))
                                .accessibilityIdentifier("aspect-wide")
                        }
                        labeled("scaledToFit symbol") {
                            Image(systemName: "star.fill").resizable().scaledToFit()
                                .foregroundStyle(.yellow)
                                .frame(width: 80, height: 40)
                                .border(.gray.opacity(0.4))
                                .accessibilityIdentifier("aspect-symbol")
                        }
                    }
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 72), spacing: 4)], spacing: 4) {
                        ForEach(0..<16, id: \.self) { i in
                            Self.palette[i % Self.palette.count].opacity(0.5 + Double(i % 4) / 8)
                                .aspectRatio(1, contentMode: .fill)
                                .overlay { Text("\(i + 1)").font(.caption).foregroundStyle(.white) }
                                .clipShape(RoundedRectangle(cornerRadius: 6))
                        }
                    }
                    .frame(maxWidth: 480)
                }

                section("Fixed size and priority") {
                    HStack(spacing: 0) {
                        Text("A very long product title that has to give way").accessibilityIdentifier("priority-title")
                        Text("$1,299.00").bold().layoutPriority(1).accessibilityIdentifier("priority-price")
                    }
                    .frame(width: 220)
                    .border(.gray.opacity(0.4))
                    HStack(spacing: 0) {
                        Color.red.accessibilityIdentifier("priority-low")
                        Color.blue.layoutPriority(1).accessibilityIdentifier("priority-high")
                    }
                    .frame(width: 200, height: 12)
                    // Priorities that change after the first render: the green colour's, and a purple one that comes and goes.
                    HStack(spacing: 8) {
                        Button(greenHasPriority ? "Green: priority 0" : "Green: priority 1") { greenHasPriority.toggle() }
                        Button(showsPurple ? "Remove purple" : "Add purple") { showsPurple.toggle() }
                    }
                    HStack(spacing: 0) {
                        Color.orange.accessibilityIdentifier("priority-orange")
                        Color.green.layoutPriority(greenHasPriority ? 1 : 0).accessibilityIdentifier("priority-green")
                        if showsPurple { Color.purple.layoutPriority(1).accessibilityIdentifier("priority-purple") }
                    }
                    .frame(width: 200, height: 12)
                    HStack(alignment: .top, spacing: 12) {
                        Text("Never wraps, whatever the width").fixedSize().accessibilityIdentifier("fixed-text")
                        Text("Wraps to the width").accessibilityIdentifier("free-text")
                    }
                    .frame(width: 120, alignment: .leading)
                    Text("Never wraps, whatever the width").accessibilityIdentifier("natural-text")
                    VStack(spacing: 8) {
                        Button("Continue") {}.buttonStyle(.borderedProminent).frame(maxWidth: .infinity)
                        Button("Not Now") {}.buttonStyle(.bordered).frame(maxWidth: .infinity)
                    }
                    .fixedSize()
                }

                section("Alignment guides") {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Ingredients").font(.headline).accessibilityIdentifier("guide-title")
                        Text("• 2 eggs").alignmentGuide(.leading) { d in d[.leading] - 20 }.accessibilityIdentifier("guide-indented")
                        Text("• 1 cup of flour").alignmentGuide(.leading) { d in d[.leading] - 20 }
                        Text("Method, hanging").alignmentGuide(.leading) { _ in 12 }.accessibilityIdentifier("guide-hanging")
                    }
                    .padding(.leading, 16)
                }

                section("Safe-area inset and scrolling to a view") {
                    ScrollViewReader { proxy in
                        VStack(alignment: .leading, spacing: 8) {
                            HStack {
                                Button("Jump to 20") { proxy.scrollTo(20, anchor: .top) }
                                Button("Top") { withAnimation { proxy.scrollTo(0, anchor: .top) } }
                            }
                            ScrollView {
                                LazyVStack(alignment: .leading, spacing: 6) {
                                    ForEach(messages) { message in
                                        Text(message.text)
                                            .padding(.horizontal, 10).padding(.vertical, 6)
                                            .background(message.id.isMultiple(of: 2) ? Color.blue.opacity(0.15) : Color.gray.opacity(0.15))
                                            .clipShape(RoundedRectangle(cornerRadius: 12))
                                    }
                                }
                                .padding(8)
                            }
                            .accessibilityIdentifier("chat-scroll")
                            .safeAreaInset(edge: .bottom, spacing: 0) {
                                HStack {
                                    Text("\(messages.count) messages").foregroundStyle(.secondary)
                                    Spacer()
                                    Button("Send") {
                                        messages.append(Message(id: messages.count))
                                        withAnimation { proxy.scrollTo(messages.count - 1, anchor: .bottom) }
                                    }
                                }
                                .padding(8)
                                .frame(maxWidth: .infinity)
                                .background(.bar)
                                .accessibilityIdentifier("chat-bar")
                            }
                            .frame(width: 320, height: 220)
                            .border(.gray.opacity(0.4))
                            .accessibilityIdentifier("chat-inset")
                        }
                    }
                }

                section("Snapping carousel") {
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 12) {
                            ForEach(0..<8, id: \.self) { i in
                                RoundedRectangle(cornerRadius: 16).fill(Self.palette[i].gradient)
                                    .frame(width: 200, height: 110)
                                    .overlay { Text("Card \(i + 1)").font(.title3).bold().foregroundStyle(.white) }
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned)
                    .scrollPosition(id: $page)
                    .scrollIndicators(.hidden)
                    .frame(maxWidth: 520)
                    Text("Card at the leading edge: \(page.map { "\($0 + 1)" } ?? "–")").foregroundStyle(.secondary)
                }

                section("Pinned headers") {
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                            // 26 sections of 20 rows: windowed row by row, headers included.
                            ForEach("ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init), id: \.self) { letter in
                                Section {
                                    ForEach(1..<21, id: \.self) { n in Text("\(letter)\(n) contact").padding(.leading, 8) }
                                } header: {
                                    Text(letter).font(.headline).padding(4).frame(maxWidth: .infinity, alignment: .leading)
                                        .background(.regularMaterial)
                                }
                            }
                        }
                    }
                    .frame(width: 320, height: 160)
                    .border(.gray.opacity(0.4))
                    .accessibilityIdentifier("pinned-scroll")
                }

                section("A lazy stack of 100,000 rows") {
                    LazyRowsDemo()
                }

                section("Custom layouts") {
                    CustomLayoutSection()
                }
            }
            .padding()
        }
    }

    private func section<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title).font(.headline)
            content()
        }
    }

    private func labeled<Content: View>(_ caption: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            content()
            Text(caption).font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// 100,000 rows in a `LazyVStack`: only the rows on screen and a margin are built.
struct LazyRowsDemo: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 8) {
                Button("Jump to Row 75000") { proxy.scrollTo(75_000, anchor: .top) }
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<100_000, id: \.self) { i in
                            HStack {
                                Text("Row \(i)")
                                Spacer()
                                Text(i.isMultiple(of: 2) ? "even" : "odd").foregroundStyle(.secondary)
                            }
                            .padding(.vertical, 6).padding(.horizontal, 10)
                        }
                    }
                }
                .frame(width: 320, height: 260)
                .border(.gray.opacity(0.4))
                .accessibilityIdentifier("lazy-scroll")
                // 5,000 columns across: a LazyHStack windows them the same way.
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 6) {
                        ForEach(0..<5_000, id: \.self) { i in
                            Text("Day \(i + 1)")
                                .font(.caption)
                                .padding(.horizontal, 10).padding(.vertical, 6)
                                .background(Capsule().fill(Color.accentColor.opacity(0.15)))
                        }
                    }
                }
                .frame(width: 320, height: 40)
                .accessibilityIdentifier("lazy-row")
            }
        }
    }
}

#Preview("Layout") {
    LayoutPage()
}

/// A header that reaches under the status bar and pads its title back out of it, as apps with a
/// custom header write it: `GeometryProxy.safeAreaInsets` says how far the reader reaches under the
/// window's unsafe edges (on a phone, the status bar and the home indicator).
struct SafeAreaHeader: View {
    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 8) {
                Text("Inbox").font(.largeTitle).bold()
                Text("Under the status bar: \(Int(proxy.safeAreaInsets.top)) pt")
                    .accessibilityIdentifier("safe-area-top")
                Spacer()
                Text("Above the home indicator: \(Int(proxy.safeAreaInsets.bottom)) pt")
                    .accessibilityIdentifier("safe-area-bottom")
            }
            .foregroundStyle(.white)
            .padding(.top, proxy.safeAreaInsets.top + 8)
            .padding(.bottom, proxy.safeAreaInsets.bottom + 8)
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
        }
        .ignoresSafeArea()
    }
}

#Preview("Safe area header") {
    SafeAreaHeader()
}
