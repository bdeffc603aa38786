import Foundation
import SwiftUI
import Testing
import TrellisCore
import TrellisGraph
import TrellisHost
import TrellisTesting

// Inspectors (seed 002): where the column goes (under the stack's toolbar or
// full height with a toolbar section of its own), where toolbar items land,
// the compact sheet, the grouped form, the resizable width kept across
// launches, and View ▸ Show/Hide Inspector.

@MainActor
@Suite(.serialized) struct InspectorTests {
    private func ancestors(_ host: ViewHost, of element: ViewHost.Element) -> [HostNode] {
        host.tree.path(to: { $0.id == element.id }) ?? []
    }

    private func isInInspector(_ host: ViewHost, _ element: ViewHost.Element) -> Bool {
        ancestors(host, of: element).contains { $0.role == .complementary || $0.properties["label"] == "Inspector" && $0.role == .dialog }
    }

    private func isInToolbar(_ host: ViewHost, _ element: ViewHost.Element) -> Bool {
        ancestors(host, of: element).contains { $0.role == .toolbar }
    }

    private func wrapper(_ host: ViewHost) throws -> HostNode {
        try #require(host.tree.path(to: { $0.properties["inspector"] != nil && $0.role == .generic })?.last)
    }

    private func forgetWidths() {
        for key in UserDefaults.standard.dictionaryRepresentation().keys where key.hasPrefix("Trellis.inspector.") {
            UserDefaults.standard.removeObject(forKey: key)
        }
    }

    @Test func outsideTheStackTheColumnIsFullHeightWithItsOwnToolbar() throws {
        forgetWidths()
        let host = ViewHost(InspectorOutside(), idiom: .mac)
        #expect(try wrapper(host).properties["inspectorPlacement"] == "fullHeight")
        let column = try host.find(.complementary, "Inspector")
        #expect(column.properties["width"] == "300", "ideal width at first launch")
        // The inspector's item is in a toolbar inside the column; the table's is in the stack's toolbar.
        let toggle = try host.find(.button, "Toggle Inspector")
        #expect(isInInspector(host, toggle) && isInToolbar(host, toggle))
        let bulletin = try host.find(.button, "Nibble Bulletin")
        #expect(!isInInspector(host, bulletin) && isInToolbar(host, bulletin))
        try toggle.tap()
        #expect(host.findAll(.complementary).isEmpty)
        #expect(try wrapper(host).properties["expanded"] == "false")
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func insideTheStackTheColumnSitsUnderTheStacksToolbar() throws {
        let host = ViewHost(InspectorInside(), idiom: .mac)
        #expect(host.findAll(.complementary).isEmpty)
        try host.find(.button, "Toggle Inspector").tap()
        #expect(try wrapper(host).properties["inspectorPlacement"] == "underToolbar")
        let column = try host.find(.complementary, "Inspector")
        #expect(column.properties["width"] == "250")
        #expect(host.findAll(.separator, "Inspector width").isEmpty, "a fixed width has no edge to drag")
        // Under the toolbar: the column has no bar of its own; its item joins the stack's toolbar.
        let item = try host.find(.button, "Inspector Item")
        #expect(isInToolbar(host, item) && !isInInspector(host, item))
        let columnPath = ancestors(host, of: column)
        #expect(columnPath.contains { $0.properties["chrome"] == "level" }, "the column is inside the stack level, under its bar")
    }

    @Test(arguments: [false, true])
    func inASplitViewTheDetailColumnOrOutside(outside: Bool) throws {
        let host = ViewHost(InspectorInSplitView(outside: outside), idiom: .mac)
        #expect(try wrapper(host).properties["inspectorPlacement"] == (outside ? "fullHeight" : "underToolbar"))
        let column = try host.find(.complementary, "Inspector")
        let inDetail = ancestors(host, of: column).contains { $0.properties["column"] == "detail" }
        #expect(inDetail == !outside)
    }

    @Test func regularPadShowsAColumnCompactPadASheet() throws {
        let host = ViewHost(InspectorOutside(), idiom: .pad, size: CGSize(width: 1024, height: 768))
        _ = try host.find(.complementary, "Inspector")
        host.setTraits(size: CGSize(width: 500, height: 768))
        #expect(host.findAll(.complementary).isEmpty)
        let sheet = try host.find(.dialog, "Inspector")
        #expect(sheet.properties["presentation"] == "bottomSheet")
    }

    @Test func onAPhoneTheInspectorIsASheetAtMediumAndLarge() throws {
        let host = ViewHost(InspectorOutside(), idiom: .phone, size: CGSize(width: 390, height: 844))
        let sheet = try host.find(.dialog, "Inspector")
        #expect(sheet.properties["detent"] == "medium")
        let grabber = try host.find(.button, "Sheet Grabber")
        #expect(grabber.properties["detentHeights"] == "f0.5 f0.94")
        // The inspector's own item moved into the sheet; the main content's stays in the main toolbar.
        #expect(isInInspector(host, try host.find(.button, "Toggle Inspector")))
        #expect(!isInInspector(host, try host.find(.button, "Nibble Bulletin")))
        try grabber.send(.key("upArrow", modifiers: []))
        #expect(try host.find(.dialog, "Inspector").properties["detent"] == "large")
        // Dragging it down past the smallest detent closes it.
        try host.find(.button, "Sheet Grabber").send(.dismiss)
        #expect(host.findAll(.dialog).isEmpty)
    }

    @Test func aFormInTheInspectorIsGrouped() throws {
        let host = ViewHost(InspectorOutside(), idiom: .mac)
        let form = try #require(host.findAll(.form).first)
        #expect(form.properties["formStyle"] == "grouped")
        #expect(ancestors(host, of: form).contains { $0.role == .complementary })
    }

    @Test func draggingTheEdgeResizesWithinTheRangeAndTheWidthIsKept() throws {
        forgetWidths()
        let host = ViewHost(InspectorOutside(), idiom: .mac)
        let edge = try host.find(.separator, "Inspector width")
        #expect(edge.properties["resizeMin"] == "200" && edge.properties["resizeMax"] == "400")
        try edge.setValue(350)
        #expect(try host.find(.complementary, "Inspector").properties["width"] == "350")
        // A forged width outside the range is clamped.
        try host.find(.separator, "Inspector width").setValue(9_999)
        #expect(try host.find(.complementary, "Inspector").properties["width"] == "400")
        try host.find(.separator, "Inspector width").send(.key("rightArrow", modifiers: []))
        #expect(try host.find(.complementary, "Inspector").properties["width"] == "390")
        try host.find(.separator, "Inspector width").send(.key("leftArrow", modifiers: ["shift"]))
        #expect(try host.find(.complementary, "Inspector").properties["width"] == "400")
        #expect(throws: ViewHostError.self) { try host.find(.separator, "Inspector width").setValue(.nan) }

        // A new launch of the same window starts at the width the person chose.
        let relaunched = ViewHost(InspectorOutside(), idiom: .mac)
        #expect(try relaunched.find(.complementary, "Inspector").properties["width"] == "400")
        // Double-clicking the edge goes back to the ideal width.
        try relaunched.find(.separator, "Inspector width").tap()
        #expect(try relaunched.find(.complementary, "Inspector").properties["width"] == "300")
        forgetWidths()
    }

    @Test func inspectorCommandsToggleTheWindowsInspectorWithControlCommandI() throws {
        let menus = [InspectorCommands() as any Commands].menuBar(appName: "Suspects")
        let host = ViewHost(WindowRootView(title: "Suspects", menus: menus, content: InspectorInside()), idiom: .mac)
        _ = try host.find(.menuitem, "Show Inspector")
        try host.pressKey("i", modifiers: ["control", "command"])
        _ = try host.find(.complementary, "Inspector")
        let hide = try host.find(.menuitem, "Hide Inspector")
        #expect(hide.properties["shortcut"] != nil)
        try hide.tap()
        #expect(host.findAll(.complementary).isEmpty)
        _ = try host.find(.menuitem, "Show Inspector")
    }
}
