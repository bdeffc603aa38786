// Buttons that perform an App Intent. On Apple platforms these come from the
// AppIntents overlay; Trellis ships a minimal `AppIntent` so that code using
// them compiles, and the button runs the intent's `perform()` when triggered.

/// An action your app exposes to the system (Shortcuts, Siri, widgets).
///
/// On Linux only the part a `Button` needs is there: the button calls
/// ``perform()`` in a task on the main actor; a thrown error is reported and
/// otherwise ignored, as the system does for a failed intent.
///
///     struct AddFolder: AppIntent {
///         static let title: LocalizedStringResource = "Add Folder"
///         func perform() async throws -> some IntentResult { .result() }
///     }
///     Button("Add", intent: AddFolder())
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    /// The intent's name, as the system shows it.
    static var title: LocalizedStringResource { get }
    init()
    @MainActor func perform() async throws -> PerformResult
}

/// What an intent's `perform()` returns.
public protocol IntentResult: Sendable {}

/// The plain result: the intent finished and has nothing to show.
public struct _IntentResult: IntentResult {
    public init() {}
}

extension IntentResult where Self == _IntentResult {
    /// The intent finished with nothing to report.
    public static func result() -> _IntentResult { _IntentResult() }
}

extension AppIntent {
    /// The button action that runs this intent.
    package var buttonAction: @MainActor () -> Void {
        { [self] in
            Task { @MainActor in
                do { _ = try await self.perform() } catch {
                    RuntimeIssue.report("The intent \(Self.title.key) failed: \(error)")
                }
            }
        }
    }
}

extension Button {
    /// A button with a custom label that performs an intent.
    public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: intent.buttonAction, label: label())
    }

    /// A button with a role and a custom label that performs an intent.
    public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: intent.buttonAction, label: label())
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(role: nil, action: intent.buttonAction, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
        self.init(role: nil, action: intent.buttonAction, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, action: intent.buttonAction, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, action: intent.buttonAction, label: Text(title))
    }
}

extension Button where Label == TrellisCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil, intent: some AppIntent) {
        self.init(role: role, action: intent.buttonAction, label: TrellisCore.Label(titleKey, image: image))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole? = nil, intent: some AppIntent) {
        self.init(role: role, action: intent.buttonAction, label: TrellisCore.Label(title, image: image))
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, intent: some AppIntent) {
        self.init(role: role, action: intent.buttonAction, label: TrellisCore.Label(titleKey, systemImage: systemImage))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, intent: some AppIntent) {
        self.init(role: role, action: intent.buttonAction, label: TrellisCore.Label(title, systemImage: systemImage))
    }
}
