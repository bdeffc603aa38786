public import Foundation

/// A control that shares an item: the browser's share sheet (the Web Share API) where it has one, else a copy
/// to the clipboard with a visible "Copied" confirmation.
///
///     ShareLink(item: URL(string: "https://example.com/recipe/42")!)
///     ShareLink("Share Recipe", item: recipe.url, subject: Text(recipe.title))
///     ShareLink(item: photo.image, preview: SharePreview(photo.caption, image: photo.image))
///
/// The item shares as text, as a URL, or (an asset-catalog `Image`) as an image file: the first of its
/// representations that yields one. Several items share as their texts, one per line.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    package let payloads: [TransferPayload]
    package let waits: Bool
    package let subject: String?
    package let message: String?
    package let previewTitle: String?
    package let label: Label

    package init(items: Data, subject: Text?, message: Text?, previewTitle: String?, @ViewBuilder label: () -> Label) {
        payloads = items.compactMap { TransferResolver.payload(for: $0) }
        waits = payloads.isEmpty && items.contains { TransferResolver.needsWaiting($0) }
        self.subject = subject?.plainText
        self.message = message?.plainText
        self.previewTitle = previewTitle
        self.label = label()
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, previewTitle: items.first.map { preview($0).title }, label: label)
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: preview.title, label: label)
    }

    public var body: some View {
        Button {} label: { label }
            .modifier(_ShareModifier(payloads: payloads, waits: waits, title: subject ?? previewTitle, message: message))
    }
}

/// The standard label: "Share" with the share symbol.
public struct DefaultShareLinkLabel: View {
    public var body: some View { TrellisCore.Label("Share", systemImage: "square.and.arrow.up") }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, previewTitle: nil, label: label)
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil, label: label)
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil, label: label)
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil, label: label)
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, previewTitle: items.first.map { preview($0).title }) { DefaultShareLinkLabel() }
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: preview.title) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, previewTitle: nil) { DefaultShareLinkLabel() }
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { DefaultShareLinkLabel() }
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { DefaultShareLinkLabel() }
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, previewTitle: items.first.map { preview($0).title }) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, previewTitle: items.first.map { preview($0).title }) { Text(title) }
    }
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, previewTitle: items.first.map { preview($0).title }) { title }
    }
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: preview.title) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: preview.title) { Text(title) }
    }
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: preview.title) { title }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, previewTitle: nil) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, previewTitle: nil) { Text(title) }
    }
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, previewTitle: nil) { title }
    }
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { Text(title) }
    }
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { title }
    }
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { Text(title) }
    }
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { title }
    }
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { Text(title) }
    }
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, previewTitle: nil) { title }
    }
}

/// Puts a share's payload on the button it wraps; the renderer shares it when the button is clicked.
nonisolated package struct _ShareModifier: ViewModifier {
    package let payloads: [TransferPayload]
    package let waits: Bool
    package let title: String?
    package let message: String?
    package typealias Body = Never
}
