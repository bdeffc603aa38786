/// What a share sheet shows of an item: a title, and optionally an image and an icon.
///
///     ShareLink(item: photo, preview: SharePreview(photo.caption, image: photo.image))
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    package let title: String
    package let image: Image?
    package let icon: Icon?

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(title: titleKey.resolved, image: image, icon: icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(title: String(title), image: image, icon: icon) }
    public init(_ title: Text, image: Image, icon: Icon) { self.init(title: title.plainText, image: image, icon: icon) }

    package init(title: String, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { self.init(title: titleKey.resolved, image: nil, icon: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: String(title), image: nil, icon: nil) }
    public init(_ title: Text) { self.init(title: title.plainText, image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: titleKey.resolved, image: image, icon: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: String(title), image: image, icon: nil) }
    public init(_ title: Text, image: Image) { self.init(title: title.plainText, image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: titleKey.resolved, image: nil, icon: icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: String(title), image: nil, icon: icon) }
    public init(_ title: Text, icon: Icon) { self.init(title: title.plainText, image: nil, icon: icon) }
}
