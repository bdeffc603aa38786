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

    private func isInColumn(_ host: ViewHost, _ element: ViewHost.Element, _ column: String) -> Bool {
        ancestors(host, of: element).contains { $0.properties["column"] == column }
    }

    @Test(arguments: [false, true])
    func inASplitViewTheDetailColumnOrOutside(outside: Bool) throws {
        let host = ViewHost(InspectorInSplitView(outside: outside), idiom: .mac)
        #expect(try wrapper(host).properties["inspectorPlacement"] == (outside ? "fullHeight" : "underToolbar"))
        let column = try host.find(.complementary, "Inspector")
        #expect(isInColumn(host, column, "detail") == !outside)
        // The detail's own item is in the detail column's toolbar either way.
        let detailItem = try host.find(.button, "Detail Item")
        #expect(isInToolbar(host, detailItem) && isInColumn(host, detailItem, "detail") && !isInInspector(host, detailItem))
        // The inspector's item: the detail column's toolbar when attached to the detail, the column's own section outside.
        let item = try host.find(.button, "Inspector Item")
        #expect(isInToolbar(host, item))
        #expect(isInInspector(host, item) == outside)
        #expect(isInColumn(host, item, "inspector") == outside)
        #expect(isInColumn(host, item, "detail") == !outside)
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func withoutANavigationContainerTheInspectorHasItsOwnSection() throws {
        let host = ViewHost(InspectorWithoutNavigation(), idiom: .mac)
        #expect(try wrapper(host).properties["inspectorPlacement"] == "fullHeight")
        let item = try host.find(.button, "Inspector Item")
        #expect(isInToolbar(host, item) && isInInspector(host, item) && isInColumn(host, item, "inspector"))
        // Compact: the item moves into the sheet.
        let phone = ViewHost(InspectorWithoutNavigation(), idiom: .phone, size: CGSize(width: 390, height: 844))
        let sheetItem = try phone.find(.button, "Inspector Item")
        #expect(ancestors(phone, of: sheetItem).contains { $0.role == .dialog && $0.properties["label"] == "Inspector" })
    }

    @Test func compactInsideTheStackTheItemStaysInTheMainToolbar() throws {
        let host = ViewHost(InspectorInside(), idiom: .phone, size: CGSize(width: 390, height: 844))
        let toggle = try host.find(.button, "Toggle Inspector")
        #expect(isInToolbar(host, toggle) && !isInInspector(host, toggle))
        try toggle.tap()
        let sheet = try host.find(.dialog, "Inspector")
        #expect(sheet.properties["presentation"] == "bottomSheet" && sheet.properties["detent"] == "medium")
        #expect(host.findAll(.complementary).isEmpty)
        // Declared on the main content, the toggle stays in the main toolbar; the inspector's own item is in the sheet.
        let again = try host.find(.button, "Toggle Inspector")
        #expect(isInToolbar(host, again) && !isInInspector(host, again))
        #expect(isInInspector(host, try host.find(.button, "Inspector Item")))
        try again.tap()
        #expect(host.findAll(.dialog).isEmpty)
    }

    @Test func aPrincipalItemIsCentredInTheInspectorsOwnBar() throws {
        let host = ViewHost(InspectorWithPrincipal(), idiom: .mac)
        let title = try host.find(.text, "Inspector Title")
        let path = ancestors(host, of: title)
        #expect(path.contains { $0.role == .complementary })
        #expect(path.contains { $0.role == .group && $0.properties["region"] == "titlebar.principal" })
        let toggle = try host.find(.button, "Toggle Inspector")
        #expect(ancestors(host, of: toggle).contains { $0.role == .group && $0.properties["region"] == "titlebar.trailing" })
        #expect(isInInspector(host, toggle))
        // The main content's title stays in the stack's bar, not the inspector's.
        let heading = try #require(host.findAll(.heading, "Suspects").first)
        #expect(!isInInspector(host, heading))
    }

    @Test func presentationModifiersInsideAnInspectorShapeItsSheet() throws {
        let host = ViewHost(InspectorCustomizingItsSheet(), idiom: .phone, size: CGSize(width: 390, height: 844))
        let dialog = try host.find(.dialog, "Inspector")
        #expect(dialog.properties["detent"] == "height:200", "the content's detents replace medium and large")
        #expect(try host.find(.button, "Sheet Grabber").properties["detentHeights"] == "p200 f0.94")
        let sheet = try #require(host.tree.path(to: { $0.properties["chrome"] == "sheet" })?.last)
        #expect(sheet.properties["cornerRadius"] == "12" && sheet.properties["material"] == "thin")
        // Behind the small detent the view takes taps; at large it doesn't.
        try host.find(.button, "Behind").tap()
        _ = try host.find(.text, "Taps 1")
        try host.find(.button, "Sheet Grabber").send(.select(1))
        #expect(throws: ViewHostError.self) { try host.find(.button, "Behind").tap() }
        // interactiveDismissDisabled: a swipe down doesn't close it.
        try host.find(.dialog, "Inspector").send(.dismiss)
        _ = try host.find(.dialog, "Inspector")
    }

    @Test func closingTheInspectorKeepsTheItemsDeclaredInItsBuilder() throws {
        forgetWidths()
        for (idiom, size) in [(Idiom.mac, CGSize(width: 1024, height: 768)), (.pad, CGSize(width: 1024, height: 768))] {
            let host = ViewHost(InspectorOutside(), idiom: idiom, size: size)
            try host.find(.button, "Toggle Inspector").tap()
            #expect(host.findAll(.complementary).isEmpty)
            // The inspector's bar section stays, collapsed, with its item: the only way back in the talk's sample.
            let toggle = try host.find(.button, "Toggle Inspector")
            #expect(isInToolbar(host, toggle) && isInColumn(host, toggle, "inspector"))
            #expect(ancestors(host, of: toggle).contains { $0.properties["collapsed"] == "true" })
            let hiddenForm = try #require(host.findAll(.form).first, "the content is built, hidden with the section")
            #expect(!isInToolbar(host, hiddenForm))
            try toggle.tap()
            #expect(try host.find(.complementary, "Inspector").properties["width"] == "300")
            #expect(isInInspector(host, try host.find(.button, "Toggle Inspector")))
            #expect(host.rendererErrors.isEmpty)
        }
        // Inside the stack the items stay in the stack's bar while closed.
        let inside = ViewHost(InspectorInside(), idiom: .mac)
        #expect(isInToolbar(inside, try inside.find(.button, "Inspector Item")))
        // A compact sheet takes its items with it when it closes (they were in the sheet).
        let phone = ViewHost(InspectorOutside(), idiom: .phone, size: CGSize(width: 390, height: 844))
        try phone.find(.button, "Toggle Inspector").tap()
        #expect(phone.findAll(.button, "Toggle Inspector").isEmpty)
    }

    @Test func forgedEventsLeaveAnotherWindowUntouched() throws {
        forgetWidths()
        for idiom in [Idiom.mac, .phone] {
            let size = idiom == .phone ? CGSize(width: 390, height: 844) : CGSize(width: 1024, height: 768)
            // The Mac's inspector column; the phone's bulletin sheet (the inspector closed, so one sheet).
            let window = SuspectsWindow(shown: idiom == .mac, bulletin: idiom == .phone)
            let victim = ViewHost(window, idiom: idiom, size: size, title: "Suspects")
            let bystander = ViewHost(window, idiom: idiom, size: size, title: "Suspects")
            let before = bystander.dump(), updates = bystander.updates.count
            // A sort request for a column that doesn't exist: dropped with a logged error.
            try #require(victim.findAll("table").first).send(.select(42))
            #expect(RuntimeIssue.reported.contains { $0.contains("column 42") })
            if idiom == .mac {
                // A width far outside the range is clamped; a NaN width is refused.
                try victim.find(.separator, "Inspector width").setValue(9_999)
                #expect(try victim.find(.complementary, "Inspector").properties["width"] == "400")
                #expect(throws: ViewHostError.self) { try victim.find(.separator, "Inspector width").setValue(.nan) }
            } else {
                // A detent index outside the set is refused; the sheet stays where it was.
                let grabber = try #require(victim.findAll(.button, "Sheet Grabber").first)
                #expect(throws: ViewHostError.self) { try grabber.send(.select(9)) }
                #expect(throws: ViewHostError.self) { try grabber.send(.select(-1)) }
                #expect(victim.findAll(.dialog).first?.properties["detent"] == "height:200")
            }
            #expect(victim.rendererErrors.isEmpty)
            // The other window of the same scene saw nothing: no update, the same tree.
            #expect(bystander.updates.count == updates)
            #expect(bystander.dump() == before)
        }
        forgetWidths()
    }

    @Test func theWidthIsStoredPerWindowScene() throws {
        forgetWidths()
        let suspects = ViewHost(InspectorOutside(), idiom: .mac, title: "Suspects")
        try suspects.find(.separator, "Inspector width").setValue(380)
        let keys = UserDefaults.standard.dictionaryRepresentation().keys.filter { $0.hasPrefix("Trellis.inspector.") }
        #expect(keys.count == 1 && keys.allSatisfy { $0.hasPrefix("Trellis.inspector.Suspects.") })
        // Another window scene keeps its own width; the same scene gets the chosen one back.
        let witnesses = ViewHost(InspectorOutside(), idiom: .mac, title: "Witnesses")
        #expect(try witnesses.find(.complementary, "Inspector").properties["width"] == "300")
        let again = ViewHost(InspectorOutside(), idiom: .mac, title: "Suspects")
        #expect(try again.find(.complementary, "Inspector").properties["width"] == "380")
        // A scene's identity is its id, else its title.
        #expect(SceneDescription(WindowGroup(id: "suspects") { Text("A") }).id == "suspects")
        #expect(SceneDescription(WindowGroup("Witnesses") { Text("B") }).id == "Witnesses")
        forgetWidths()
    }

    @Test func regularPadShowsAColumnCompactPadASheet() throws {
        let host = ViewHost(InspectorOutside(), idiom: .pad, size: CGSize(width: 1024, height: 768))
        _ = try host.find(.complementary, "Inspector")
        host.setTraits(size: CGSize(width: 500, height: 768))
        #expect(host.findAll(.complementary).isEmpty)
        let sheet = try host.find(.dialog, "Inspector")
        #expect(sheet.properties["presentation"] == "bottomSheet")
    }

    @Test func aPadWithoutRoomForAColumnOverlaysTheContent() throws {
        // An iPad in portrait (834 pt) is regular width but has no room for a column beside the content.
        let host = ViewHost(InspectorOutside(), idiom: .pad, size: CGSize(width: 834, height: 1194))
        #expect(try wrapper(host).properties["inspector"] == "overlay")
        let column = try host.find(.complementary, "Inspector")
        // The same column, its content and items, only placed over the content.
        #expect(isInInspector(host, try host.find(.button, "Toggle Inspector")))
        // Turned to landscape it has room: a column again, the same element.
        host.setTraits(size: CGSize(width: 1194, height: 834))
        #expect(try wrapper(host).properties["inspector"] == "column")
        #expect(try host.find(.complementary, "Inspector").id == column.id)
        // Narrower than 700 pt it is compact: a sheet.
        host.setTraits(size: CGSize(width: 600, height: 834))
        #expect(try wrapper(host).properties["inspector"] == "sheet")
    }

    @Test func resizingWithinTheSameRuleReEvaluatesNothing() throws {
        let host = ViewHost(InspectorOutside(), idiom: .pad, size: CGSize(width: 1194, height: 834))
        host.update()
        host.resetStats()
        host.setTraits(size: CGSize(width: 1100, height: 800))
        #expect(host.stats.bodiesEvaluated == 0)
        #expect(host.stats.hostChanges == 0)
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
