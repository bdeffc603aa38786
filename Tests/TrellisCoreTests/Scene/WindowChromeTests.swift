import SwiftUI
import Testing
import TrellisGraph
import TrellisTesting

/// The window a test host composes is the window the browser gets (`HostWindow`), with the
/// per-idiom chrome rules of `WindowChrome`.
@MainActor @Suite struct WindowChromeTests {
    @Test func contentSitsInTheWindowsMainLandmarkNamedByItsTitle() throws {
        let host = ViewHost(Text("Hello"), title: "Greeter")
        let main = try #require(host.tree.children.first { $0.role == .main })
        #expect(main.accessibleName == "Greeter")
        #expect(main.children.map(\.role) == [.text])
    }

    @Test(arguments: [(Idiom.phone, true), (.pad, true), (.mac, false), (.watch, false), (.tv, false), (.vision, false)])
    func longPressOpensContextMenusOnPhoneAndPad(idiom: Idiom, longPress: Bool) throws {
        let host = ViewHost(Text("Hello"), idiom: idiom)
        let main = try #require(host.tree.children.first { $0.role == .main })
        #expect((main.properties["longPressMenus"] == "true") == longPress)
    }

    @Test(arguments: Idiom.allCases)
    func controlClickOpensContextMenusOnTheMac(idiom: Idiom) throws {
        let host = ViewHost(Text("Hello"), idiom: idiom)
        let main = try #require(host.tree.children.first { $0.role == .main })
        #expect((main.properties["controlClickMenus"] == "true") == WindowChrome.of(idiom).controlClickOpensContextMenus)
        #expect(WindowChrome.of(idiom).controlClickOpensContextMenus == (idiom == .mac))
    }

    @Test func changingTheIdiomUpdatesTheWindowsRules() throws {
        let host = ViewHost(Text("Hello"), idiom: .mac)
        host.setTraits(idiom: .phone)
        let main = try #require(host.tree.children.first { $0.role == .main })
        #expect(main.properties["longPressMenus"] == "true")
    }
}
