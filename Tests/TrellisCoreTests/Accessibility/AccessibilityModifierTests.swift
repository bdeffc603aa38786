import SwiftUI
import Testing
import TrellisTesting

/// Accessibility modifiers become ARIA on the content's element, and `find` sees the names they set.
@MainActor @Suite struct AccessibilityModifierTests {
    @Test func aLabelRenamesAnIconButtonAndFindUsesIt() throws {
        var deleted = 0
        let host = ViewHost(Button { deleted += 1 } label: { Image(systemName: "trash") }.accessibilityLabel("Delete"))
        let button = try host.find(.button, "Delete")
        #expect(button.name == "Delete")
        try button.tap()
        #expect(deleted == 1)
    }

    @Test func labelTextAndKeyFormsAllNameTheElement() throws {
        let title = "From a String"
        let host = ViewHost(VStack {
            Image(systemName: "star").accessibilityLabel(Text("Favourite"))
            Image(systemName: "bell").accessibilityLabel(title)
            Image(systemName: "gear").accessibilityLabel(LocalizedStringKey("Settings"))
        })
        #expect(try host.find(.img, "Favourite").name == "Favourite")
        #expect(try host.find(.img, "From a String").name == "From a String")
        #expect(try host.find(.img, "Settings").name == "Settings")
    }

    @Test func anAccessibilityLabelWinsOverAControlsOwnLabel() throws {
        struct Form: View {
            @State var on = true
            var body: some View { Toggle("Wi-Fi", isOn: $on).accessibilityLabel("Wireless networking") }
        }
        let host = ViewHost(Form())
        #expect(try host.find(.checkbox, "Wireless networking").properties["checked"] == "true")
        #expect(host.findAll(.checkbox, "Wi-Fi").isEmpty)
    }

    @Test func aLabelInsideAButtonNamesTheButton() throws {
        let host = ViewHost(Button {} label: { HStack { Text("+").accessibilityLabel("Add item"); Text("1").accessibilityHidden(true) } })
        #expect(try host.find(.button, "Add item").name == "Add item")
    }

    @Test func hintValueAndIdentifierAreElementProperties() throws {
        let host = ViewHost(Button("Send") {}
            .accessibilityHint("Sends the message to everyone")
            .accessibilityValue("3 recipients")
            .accessibilityIdentifier("send-button"))
        let button = try host.find(.button, "Send")
        #expect(button.properties["hint"] == "Sends the message to everyone")
        #expect(button.properties["valueText"] == "3 recipients")
        #expect(button.properties["identifier"] == "send-button")
    }

    @Test func hiddenViewsLeaveTheirContainersName() throws {
        let host = ViewHost(Button {} label: {
            HStack { Text("★").accessibilityHidden(true); Text("Rate") }
        })
        #expect(try host.find(.button, "Rate").properties["label"] == nil)
        #expect(try host.find(.text, "★").properties["decorative"] == "true")
        let shown = ViewHost(Text("Seen").accessibilityHidden(false))
        #expect(try shown.find(.text, "Seen").properties["decorative"] == nil)
    }

    @Test func theHeaderTraitMakesTextAHeadingWithALevel() throws {
        let host = ViewHost(VStack {
            Text("Account").accessibilityAddTraits(.isHeader)
            Text("Billing").accessibilityHeading(.h3)
            Text("Plain").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isHeader)
        })
        #expect(try host.find(.heading, "Account").properties["headingLevel"] == nil)
        #expect(try host.find(.heading, "Billing").properties["headingLevel"] == "3")
        #expect(try host.find(.text, "Plain").name == "Plain")
    }

    @Test func buttonLinkImageAndStateTraits() throws {
        var taps = 0
        let host = ViewHost(VStack {
            Text("Tap me").onTapGesture { taps += 1 }.accessibilityAddTraits(.isButton)
            Text("Docs").accessibilityAddTraits(.isLink)
            Text("☀︎").accessibilityAddTraits(.isImage).accessibilityLabel("Sunny")
            Text("Chosen").accessibilityAddTraits([.isButton, .isSelected])
        })
        try host.find(.button, "Tap me").tap()
        #expect(taps == 1)
        #expect(try host.find(.link, "Docs").name == "Docs")
        #expect(try host.find(.img, "Sunny").name == "Sunny")
        #expect(try host.find(.button, "Chosen").properties["selected"] == "true")
    }

    @Test func aControlKeepsItsRoleWhateverTheTraits() throws {
        let host = ViewHost(Button("Save") {}.accessibilityAddTraits(.isHeader))
        #expect(try host.find(.button, "Save").name == "Save")
        #expect(host.findAll(.heading).isEmpty)
    }

    @Test func theOuterTraitModifierWins() throws {
        let host = ViewHost(Text("Title").accessibilityRemoveTraits(.isHeader).accessibilityAddTraits(.isHeader))
        #expect(try host.find(.heading, "Title").name == "Title")
        let removed = ViewHost(Text("Body").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isHeader))
        #expect(removed.findAll(.heading).isEmpty)
    }

    @Test func anElementWithChildrenBecomesANamedGroup() throws {
        let host = ViewHost(VStack { Text("4"); Text("stars") }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Rated 4 stars"))
        let group = try host.find(.group, "Rated 4 stars")
        #expect(group.name == "Rated 4 stars")
    }

    @Test func inputLabelsArekeptAndSortPriorityAndActionsCompile() throws {
        var ran = false
        let host = ViewHost(Button("Compose") {}
            .accessibilityInputLabels(["Compose", "New message"])
            .accessibilitySortPriority(2)
            .accessibilityAction { ran = true }
            .accessibilityAction(named: "Archive") { ran = true })
        #expect(try host.find(.button, "Compose").properties["inputLabels"] == "Compose\nNew message")
        #expect(!ran)
    }

    @Test func changingALabelUpdatesOnlyThatProperty() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Button("+") { count += 1 }.accessibilityLabel("Add one, now \(count)")
            }
        }
        let host = ViewHost(Counter())
        host.resetStats()
        try host.find(.button, "Add one, now 0").tap()
        #expect(try host.find(.button, "Add one, now 1").name == "Add one, now 1")
        #expect(host.stats.hostChanges == 1)
    }
}
