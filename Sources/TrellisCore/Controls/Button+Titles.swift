// The convenience initializers: a title (localized key, string, resource),
// optionally with an SF Symbol or an image resource, optionally with a role.
// The order of labels is SwiftUI's: (title, systemImage:/image:, role:, action:).

extension Button where Label == Text {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action, label: Text(titleKey))
    }

    @preconcurrency @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action, label: Text(titleResource))
    }

    @preconcurrency @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action, label: Text(title))
    }

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action, label: Text(titleKey))
    }

    @preconcurrency @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action, label: Text(titleResource))
    }

    @preconcurrency @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action, label: Text(title))
    }
}

extension Button where Label == TrellisCore.Label<Text, Image> {
    // MARK: systemImage:

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action, label: TrellisCore.Label(titleKey, systemImage: systemImage))
    }

    @preconcurrency @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action, label: TrellisCore.Label(titleResource, systemImage: systemImage))
    }

    @preconcurrency @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action, label: TrellisCore.Label(title, systemImage: systemImage))
    }

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action, label: TrellisCore.Label(titleKey, systemImage: systemImage))
    }

    @preconcurrency @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action, label: TrellisCore.Label(titleResource, systemImage: systemImage))
    }

    @preconcurrency @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action, label: TrellisCore.Label(title, systemImage: systemImage))
    }

    // MARK: image: (an asset catalog image resource)

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action, label: TrellisCore.Label(titleKey, image: image))
    }

    @preconcurrency @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action, label: TrellisCore.Label(titleResource, image: image))
    }

    @preconcurrency @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action, label: TrellisCore.Label(title, image: image))
    }

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action, label: TrellisCore.Label(titleKey, image: image))
    }

    @preconcurrency @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action, label: TrellisCore.Label(titleResource, image: image))
    }

    @preconcurrency @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action, label: TrellisCore.Label(title, image: image))
    }
}
