import SwiftUI
import Testing
import TrellisTesting

private struct Badge: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.icon; configuration.title.font(.caption) }
    }
}

@MainActor
@Suite struct LabelTests {
    @Test func everyInitializerMakesTitleAndIcon() throws {
        let s = "String"
        let host = ViewHost(VStack {
            Label("Key", systemImage: "star")
            Label(s, systemImage: "heart")
            Label(LocalizedStringResource("Resource"), systemImage: "bell")
            Label("Asset", image: "photo")
            Label(s + " asset", image: "photo")
            Label("Resource image", image: ImageResource(name: "logo", bundle: .main))
            Label { Text("Closure") } icon: { Image(systemName: "gear") }
        })
        #expect(host.dump().hasPrefix("""
            main controlClickMenus=true layout=window
              generic layout=vstack
                generic layout=label
                  img decorative=true systemName=star
                  text "Key"
                generic layout=label
                  img decorative=true systemName=heart
                  text "String"
            """))
        for title in ["Resource", "Asset", "String asset", "Resource image", "Closure"] {
            _ = try host.find(.text, title)
        }
    }

    @Test func labelStylesChooseWhatShowsAndKeepTheTitleAsName() throws {
        let host = ViewHost(VStack {
            Button("Icon only", systemImage: "arrow.up") {}.labelStyle(.iconOnly)
            Button("Title only", systemImage: "arrow.up") {}.labelStyle(.titleOnly)
            Button("Both", systemImage: "arrow.up") {}.labelStyle(.titleAndIcon)
            Button("Automatic", systemImage: "arrow.up") {}.labelStyle(.automatic)
        })
        #expect(host.dump() == """
            main controlClickMenus=true layout=window
              generic layout=vstack
                button "Icon only" style=bordered
                  generic layout=label
                    img decorative=true systemName=arrow.up
                    text "Icon only" visuallyHidden=true
                button "Title only" style=bordered
                  generic layout=label
                    text "Title only"
                button "Both" style=bordered
                  generic layout=label
                    img decorative=true systemName=arrow.up
                    text "Both"
                button "Automatic" style=bordered
                  generic layout=label
                    img decorative=true systemName=arrow.up
                    text "Automatic"
            """)
    }

    @Test func automaticLabelsShowOnlyTheIconInToolbars() throws {
        let host = ViewHost(Label("Share", systemImage: "square.and.arrow.up").environment(\._container, .toolbar))
        #expect(try host.find(.text, "Share").properties["visuallyHidden"] == "true")
        // titleAndIcon overrides the container's choice.
        let both = ViewHost(Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon).environment(\._container, .toolbar))
        #expect(try both.find(.text, "Share").properties["visuallyHidden"] == nil)
    }

    @Test func customLabelStyleArrangesTitleAndIcon() throws {
        let host = ViewHost(Label("Badge", systemImage: "star").labelStyle(Badge()))
        #expect(host.dump() == """
            main controlClickMenus=true layout=window
              generic layout=vstack
                img decorative=true systemName=star
                text "Badge" font=caption
            """)
    }

    @Test func labelFromConfigurationFallsBackToTheOuterStyle() throws {
        struct Wrapped: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(4) }
        }
        let host = ViewHost(Label("Wrapped", systemImage: "star").labelStyle(Wrapped()).labelStyle(.iconOnly))
        #expect(host.dump() == """
            main controlClickMenus=true layout=window
              generic layout=label padding=4,4,4,4
                img decorative=true systemName=star
                text "Wrapped" visuallyHidden=true
            """)
    }

    @Test func unknownSymbolsAreLoggedOnce() throws {
        let before = RuntimeIssue.reported.filter { $0.contains("'no.such.symbol.xyz'") }.count
        _ = ViewHost(VStack { Image(systemName: "no.such.symbol.xyz"); Image(systemName: "no.such.symbol.xyz"); Image(systemName: "star") }).dump()
        let messages = RuntimeIssue.reported.filter { $0.contains("'no.such.symbol.xyz'") }
        #expect(messages.count - before == 2)   // reported per use, printed once (RuntimeIssue dedupes)
        #expect(!RuntimeIssue.reported.contains { $0.contains("'star'") })
    }
}
