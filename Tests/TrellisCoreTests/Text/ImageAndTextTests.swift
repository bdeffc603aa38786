import SwiftUI
import Testing
import TrellisTesting

@MainActor
@Suite struct ImageAndTextTests {
    @Test func symbolVariantsComposeSFNames() throws {
        let host = ViewHost(VStack {
            Image(systemName: "heart").symbolVariant(.fill)
            Image(systemName: "person").symbolVariant(.circle.fill)
            Image(systemName: "bell").symbolVariant(.slash)
            Image(systemName: "mic").symbolVariant(.slash.circle.fill)
            Image(systemName: "star.fill").symbolVariant(.circle)
            Image(systemName: "heart")
        })
        let names = host.findAll(.img).map { $0.properties["systemName"] }
        #expect(names == ["heart.fill", "person.circle.fill", "bell.slash", "mic.slash.circle.fill", "star.circle.fill", "heart"])
        // The spoken name stays the plain symbol's.
        #expect(host.findAll(.img)[0].name == "heart")
    }

    @Test func variantsFallBackToNamesTheRendererKnows() {
        let variants = SymbolVariants.circle.fill
        #expect(variants.candidates(for: "heart") == ["heart.circle.fill", "heart.circle", "heart.fill", "heart"])
        #expect(SymbolVariants.none.candidates(for: "heart") == ["heart"])
        #expect(SymbolVariants.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test func environmentCarriesSymbolVariants() throws {
        struct Probe: View {
            @Environment(\.symbolVariants) var variants
            var body: some View { Text(variants == .fill ? "fill" : "other") }
        }
        _ = try ViewHost(Probe().symbolVariant(.fill)).find(.text, "fill")
    }

    @Test func resizableImagesAndResources() throws {
        let host = ViewHost(VStack {
            Image(systemName: "star").resizable().frame(width: 40, height: 40)
            Image(ImageResource(name: "Logo", bundle: .main))
        })
        let star = host.findAll(.img)[0]
        #expect(star.properties["resizable"] == "true")
        #expect(star.properties["width"] == "40")
        #expect(host.findAll(.img)[1].properties["imageName"] == "Logo")
    }

    @Test func fontsBecomeTextProperties() throws {
        let host = ViewHost(VStack {
            Text("Size").font(.system(size: 8))
            Text("Weighted").font(.system(size: 16, weight: .bold, design: .rounded))
            Text("Title").font(.largeTitle)
            Text("Caption").font(.caption2)
            Text("Styled").font(.system(.headline, design: .serif, weight: .light))
            Text("Bold").bold()
            Text("Italic").italic()
            Text("Mono").monospaced()
            Text("Italic font").font(Font.system(size: 12, weight: .regular).italic())
        })
        func props(_ name: String) throws -> [String: String] { try host.find(.text, name).properties }
        #expect(try props("Size") == ["font": "system", "fontSize": "8"])
        #expect(try props("Weighted") == ["font": "system", "fontSize": "16", "fontWeight": "bold", "fontDesign": "rounded"])
        #expect(try props("Title") == ["font": "largeTitle"])
        #expect(try props("Caption") == ["font": "caption2"])
        #expect(try props("Styled") == ["font": "headline", "fontWeight": "light", "fontDesign": "serif"])
        #expect(try props("Bold") == ["bold": "true"])
        #expect(try props("Italic") == ["italic": "true"])
        #expect(try props("Mono") == ["monospaced": "true"])
        #expect(try props("Italic font") == ["font": "system", "fontSize": "12", "fontWeight": "regular", "italic": "true"])
    }

    @Test func aStyledTextChangedAgainLeavesTheOriginalAsItWas() throws {
        // A `Text` keeps its styling in a shared box: a change to a copy must not reach the original.
        let bold = Text("Shared").bold()
        let host = ViewHost(VStack {
            bold
            bold.italic().foregroundColor(.red)
            Text("Cleared").foregroundColor(.red).foregroundColor(nil)
        })
        let texts = host.findAll(.text)
        #expect(texts.map(\.name) == ["Shared", "Shared", "Cleared"])
        #expect(texts[0].properties == ["bold": "true"])
        #expect(texts[1].properties["bold"] == "true" && texts[1].properties["italic"] == "true")
        #expect(texts[1].properties["foreground"] != nil)
        #expect(texts[2].properties == [:])
        #expect(Text("Cleared").foregroundColor(.red).foregroundColor(nil) == Text("Cleared"))
        #expect(Text("a").bold() != Text("a"))
    }

    @Test func interpolatedNumbersAreSpelledAsBefore() throws {
        let count = 1234, ratio = 0.5, small: Int8 = -3
        let host = ViewHost(Text("\(count) items, \(ratio), \(small)"))
        #expect(try host.find(.text, "1234 items, 0.5, -3").properties.isEmpty)
    }

    @Test func everyTextStyleHasAName() throws {
        let styles: [(Font, String)] = [
            (.largeTitle, "largeTitle"), (.title, "title"), (.title2, "title2"), (.title3, "title3"),
            (.headline, "headline"), (.subheadline, "subheadline"), (.body, "body"), (.callout, "callout"),
            (.footnote, "footnote"), (.caption, "caption"), (.caption2, "caption2"),
        ]
        for (font, name) in styles {
            #expect(try ViewHost(Text("x").font(font)).find(.text, "x").properties["font"] == name)
        }
    }
}
