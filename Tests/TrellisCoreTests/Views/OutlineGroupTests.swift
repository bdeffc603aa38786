import SwiftUI
import Testing
import TrellisTesting

private struct FileItem: Identifiable, Hashable {
    let id: String
    var children: [FileItem]?
}

private let tree = [
    FileItem(id: "Documents", children: [
        FileItem(id: "Taxes", children: [FileItem(id: "2025.pdf")]),
        FileItem(id: "Notes.txt"),
    ]),
    FileItem(id: "Empty", children: []),
    FileItem(id: "Readme.md"),
]

private struct Browser: View {
    @State private var selection: String?
    var body: some View {
        VStack {
            List(tree, children: \.children, selection: $selection) { item in
                Text(item.id)
            }
            Text("Selected: \(selection ?? "none")")
        }
    }
}

@MainActor
@Suite struct OutlineGroupTests {
    private func rowNames(_ host: ViewHost) -> [String] { host.findAll(.listitem).map { $0.node.children.first?.children.last?.text ?? "?" } }

    @Test func aListOfATreeShowsTheRootsCollapsed() throws {
        let host = ViewHost(Browser(), idiom: .mac)
        #expect(rowNames(host) == ["Documents", "Empty", "Readme.md"])
        let documents = host.findAll(.listitem)[0]
        #expect(documents.properties["outline"] == "collapsed")
        #expect(host.findAll(.listitem)[2].properties["outline"] == nil, "a leaf has no disclosure")
        #expect(try host.find(.button, "Expand Documents").properties["expanded"] == "false")
    }

    @Test func theDisclosureAndTheArrowKeysExpandAndCollapse() throws {
        let host = ViewHost(Browser(), idiom: .mac)
        try host.find(.button, "Expand Documents").tap()
        #expect(rowNames(host) == ["Documents", "Taxes", "Notes.txt", "Empty", "Readme.md"])
        let taxes = host.findAll(.listitem)[1]
        #expect(taxes.node.children.first?.properties["outlineLevel"] == "1")
        try taxes.send(.key("rightArrow", modifiers: []))
        #expect(rowNames(host) == ["Documents", "Taxes", "2025.pdf", "Notes.txt", "Empty", "Readme.md"])
        #expect(host.findAll(.listitem)[2].node.children.first?.properties["outlineLevel"] == "2")
        try host.findAll(.listitem)[0].send(.key("leftArrow", modifiers: []))
        #expect(rowNames(host) == ["Documents", "Empty", "Readme.md"])
        // Expansion is remembered per element: reopening shows Taxes still open.
        try host.findAll(.listitem)[0].send(.key("rightArrow", modifiers: []))
        #expect(rowNames(host).count == 6)
    }

    @Test func nestedRowsSelectByTheirID() throws {
        let host = ViewHost(Browser(), idiom: .mac)
        try host.find(.button, "Expand Documents").tap()
        try host.findAll(.listitem)[2].tap()
        #expect(host.findAll(.text, "Selected: Notes.txt").count == 1)
    }

    @Test func arrowKeysOnALeafAreNotOutlineKeys() throws {
        let host = ViewHost(Browser(), idiom: .mac)
        let readme = host.findAll(.listitem)[2]
        try readme.send(.key("rightArrow", modifiers: []))
        #expect(rowNames(host) == ["Documents", "Empty", "Readme.md"])
    }

    @Test func outsideAListAnOutlineIsNestedDisclosureGroups() throws {
        let host = ViewHost(VStack { OutlineGroup(tree, children: \.children) { Text($0.id) } })
        #expect(host.findAll(.text, "Documents").count == 1)
        #expect(host.findAll(.text, "Taxes").isEmpty)
        let groups = host.findAll(.group).filter { $0.properties["boxStyle"] == "disclosure" }
        #expect(groups.count == 2, "Documents and Empty have children; Readme is a leaf")
        try host.findAll(.button).first { $0.name == "Documents" }?.tap()
        #expect(host.findAll(.text, "Taxes").count == 1)
        #expect(host.findAll(.text, "Readme.md").count == 1)
    }

    @Test func aSingleRootOutline() throws {
        let root = FileItem(id: "Root", children: [FileItem(id: "Leaf")])
        let host = ViewHost(List { OutlineGroup(root, children: \.children) { Text($0.id) } })
        #expect(rowNames(host) == ["Root"])
        try host.find(.button, "Expand Root").tap()
        #expect(rowNames(host) == ["Root", "Leaf"])
    }
}
