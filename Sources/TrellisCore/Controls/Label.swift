/// A title with an icon: the standard label of buttons, menu items and list rows.
///
///     Label("Add Folder", systemImage: "folder.badge.plus")
///     Label { Text("Custom") } icon: { Image(systemName: "star") }
///
/// Containers choose what shows (a toolbar shows the icon, a menu both);
/// ``View/labelStyle(_:)`` overrides that. The title is always the accessible
/// name, also when only the icon is visible.
nonisolated public struct Label<Title: View, Icon: View>: View {
    package let title: Title
    package let icon: Icon

    package init(_title: Title, icon: Icon) {
        self.title = _title
        self.icon = icon
    }

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.init(_title: title(), icon: icon())
    }

    public typealias Body = Never
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(_title: Text(titleKey), icon: Image(name))
    }

    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(_title: Text(titleKey), icon: Image(systemName: name))
    }

    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(_title: Text(titleKey), icon: Image(resource))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(_title: Text(title), icon: Image(name))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(_title: Text(title), icon: Image(systemName: name))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(_title: Text(title), icon: Image(resource))
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(_title: Text(titleResource), icon: Image(name))
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(_title: Text(titleResource), icon: Image(systemName: name))
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
        self.init(_title: Text(titleResource), icon: Image(resource))
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The standard label for a configuration: what a custom ``LabelStyle``
    /// uses to fall back on the default look.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(_title: configuration.title, icon: configuration.icon)
    }
}
