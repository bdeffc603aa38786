/// What an accessibility modifier attaches to the element below it: one
/// modifier type for all of them, as in SwiftUI. The graph turns each
/// attachment into ARIA on the content's element (docs/RENDERING.md, "Accessibility").
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    package enum Attachment {
        case label(String)
        case value(String)
        case hint(String)
        case hidden(Bool)
        case identifier(String)
        case traits(add: AccessibilityTraits, remove: AccessibilityTraits)
        case heading(AccessibilityHeadingLevel)
        case inputLabels([String])
        case sortPriority(Double)
        case action(AccessibilityActionKind, named: String?, () -> Void)
    }
    package let attachment: Attachment
    package init(_ attachment: Attachment) { self.attachment = attachment }
    public typealias Body = Never
}

/// `accessibilityElement(children:)`.
nonisolated package struct _AccessibilityElementModifier: ViewModifier {
    package let children: AccessibilityChildBehavior
    package typealias Body = Never
}

nonisolated extension View {
    private func attach(_ attachment: AccessibilityAttachmentModifier.Attachment) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(attachment))
    }

    // MARK: Label, value, hint

    /// The name assistive technology reads for this view, instead of its text (`aria-label`).
    ///
    ///     Image(systemName: "trash").accessibilityLabel("Delete")
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.label(label.plainText))
    }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.label(labelKey.resolved))
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.label(String(label)))
    }

    /// The view's current value as assistive technology reads it (`aria-valuetext`).
    // LIMITATION: `accessibilityValue(_:)` | `aria-valuetext`: read by screen readers on sliders, progress bars and steppers; on other elements it is in the host tree but browsers don't announce it | ARIA defines a value text only for range roles
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.value(valueDescription.plainText))
    }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.value(valueKey.resolved))
    }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.value(String(value)))
    }

    /// What happens when the user activates the view, read after its name (`aria-description`).
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.hint(hint.plainText))
    }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.hint(hintKey.resolved))
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.hint(String(hint)))
    }

    // MARK: Visibility, identity, traits

    /// Hides the view from assistive technology (`aria-hidden`); it stays on screen.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.hidden(hidden))
    }

    /// A string that identifies the view in UI tests; never read aloud (`data-testid` in the browser).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.identifier(identifier))
    }

    /// Adds traits: `.isHeader` makes the view a heading, `.isButton` a button, `.isLink` a link,
    /// `.isImage` an image; `.isSelected` and `.isToggle` set its state.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.traits(add: traits, remove: []))
    }

    /// Removes traits added further in (`.isHeader` also turns a heading back into text).
    // LIMITATION: `accessibilityRemoveTraits(_:)` | removes traits added by modifiers, `isSelected`, and the heading role; a control keeps its native role (removing `.isButton` from a `Button` does nothing) | the element's role comes from the control itself
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.traits(add: [], remove: traits))
    }

    /// Makes the view a heading of this level (`aria-level`).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.heading(level))
    }

    /// Makes the view one accessibility element (`.ignore`, `.combine`) or a container of them (`.contain`).
    // LIMITATION: `accessibilityElement(children: .ignore / .combine)` | the view becomes a `group` named by its `accessibilityLabel`; its children are still read one by one inside the group | the DOM cannot hide an element's descendants from assistive technology while keeping the element
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_AccessibilityElementModifier(children: children))
    }

    // MARK: Accepted with no browser counterpart

    /// Alternative names for voice control.
    // LIMITATION: `accessibilityInputLabels(_:)` | kept in the host tree (`inputLabels`), not exposed to the browser | ARIA has no alternative names for voice input
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.inputLabels(inputLabels.map(\.plainText)))
    }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.inputLabels(inputLabelKeys.map(\.resolved)))
    }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.inputLabels(inputLabels.map { String($0) }))
    }

    /// The order assistive technology visits siblings in (higher first).
    // LIMITATION: `accessibilitySortPriority(_:)` | accepted; screen readers follow the layout order | the DOM's order is the reading order and CSS `order` would move the view on screen too
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.sortPriority(sortPriority))
    }

    /// An action assistive technology can perform on the view.
    // LIMITATION: `accessibilityAction(_:_:)`, `accessibilityAction(named:_:)` | accepted; the handler is never called | ARIA has no custom actions, so no browser or screen reader can ask for one
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ action: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.action(actionKind, named: nil, action))
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.action(.default, named: name.plainText, handler))
    }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.action(.default, named: nameKey.resolved, handler))
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attach(.action(.default, named: String(name), handler))
    }
}
