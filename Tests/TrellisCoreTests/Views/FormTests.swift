import SwiftUI
import Testing
import TrellisTesting

private struct SettingsForm: View {
    @State private var airplane = false
    @State private var name = "Ada"
    var body: some View {
        Form {
            Toggle("Airplane Mode", isOn: $airplane)
            Section("Profile") {
                TextField("Name", text: $name)
                LabeledContent("Version", value: "1.2")
            }
            Section {
                Text("About")
            } footer: {
                Text("Made with Trellis")
            }
        }
    }
}

@MainActor
@Suite struct FormTests {
    @Test func formStyleDependsOnIdiomAndModifier() throws {
        #expect(ViewHost(SettingsForm(), idiom: .mac).findAll(.form)[0].properties["formStyle"] == "columns")
        #expect(ViewHost(SettingsForm(), idiom: .phone).findAll(.form)[0].properties["formStyle"] == "grouped")
        #expect(ViewHost(SettingsForm().formStyle(.grouped), idiom: .mac).findAll(.form)[0].properties["formStyle"] == "grouped")
        #expect(ViewHost(SettingsForm().formStyle(.columns), idiom: .phone).findAll(.form)[0].properties["formStyle"] == "columns")
    }

    @Test func looseRowsAndSectionsBecomeSectionGroups() throws {
        let host = ViewHost(SettingsForm(), idiom: .phone)
        let form = host.findAll(.form)[0]
        #expect(form.node.children.count == 3)
        #expect(form.node.children.allSatisfy { $0.role == .group && $0.properties["section"] == "true" })
        // Rows are the controls themselves: no wrapper.
        #expect(form.node.children[0].children.map(\.role) == [.switch])
        let profile = try host.find(.group, "Profile")
        #expect(profile.node.children.map(\.role) == [.text, .textbox, .group])
        #expect(profile.node.children[0].properties["slot"] == "header")
        let version = try host.find(.group, "Version")
        #expect(version.properties["layout"] == "labeled")
        #expect(version.node.children.map(\.properties) == [["slot": "label"], ["slot": "value"]])
    }

    @Test func controlsInAFormStillWork() throws {
        let host = ViewHost(SettingsForm(), idiom: .phone)
        try host.find(.switch, "Airplane Mode").toggle()
        #expect(try host.find(.switch, "Airplane Mode").properties["checked"] == "true")
        try host.find(.textbox, "Name").type("Grace")
        #expect(try host.find(.textbox, "Name").properties["value"] == "Grace")
    }

    @Test func aCustomFormStyleWrapsTheContent() throws {
        struct Boxed: FormStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { Text("Boxed"); configuration.content }.padding(8)
            }
        }
        let host = ViewHost(SettingsForm().formStyle(Boxed()))
        #expect(host.findAll(.form).isEmpty)
        _ = try host.find(.text, "Boxed")
        _ = try host.find(.textbox, "Name")
    }

    @Test func sectionOutsideAContainerIsAColumn() throws {
        let host = ViewHost(Section("Loose") { Text("A"); Text("B") })
        let group = try host.find(.group, "Loose")
        #expect(group.properties["layout"] == "vstack")
        #expect(group.node.children.map(\.text) == ["Loose", "A", "B"])
    }

    @Test func scrollViewAxes() throws {
        let host = ViewHost(VStack {
            ScrollView { Text("V") }
            ScrollView(.horizontal) { Text("H") }
            ScrollView([.horizontal, .vertical], showsIndicators: false) { Text("B") }
        })
        let scrolls = host.findAll(.generic).filter { $0.properties["scroll"] != nil }
        #expect(scrolls.map { $0.properties["scroll"] } == ["vertical", "horizontal", "both"])
        #expect(scrolls.map { $0.properties["layout"] } == ["vstack", "hstack", "vstack"])
        #expect(scrolls[2].properties["scrollIndicators"] == "hidden")
    }
}
