public import Foundation

/// The Apple device family a window renders as. Trellis renders every idiom
/// from the same code; the idiom rules (toolbar placement, tab bar or sidebar,
/// sheet or column) read it from the environment.
public enum Idiom: String, CaseIterable, Hashable, Sendable {
    case mac, pad, phone, watch, tv, vision
}

public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

struct IdiomKey: EnvironmentKey { static let defaultValue: Idiom = .mac }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme = .light }
struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction(action: nil) }
struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    /// The idiom this window renders as (a Trellis addition; SwiftUI reads it from the device).
    public var idiom: Idiom {
        get { self[IdiomKey.self] }
        set { self[IdiomKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// False under `.disabled(true)`; a descendant cannot turn it back on.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Dismisses the presentation this view is in; does nothing when it is not presented.
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// Whether the view is part of a presentation (a sheet, a pushed destination).
    public var isPresented: Bool { self[IsPresentedKey.self] }

    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    package var _dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    package var _isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

/// Dismisses the current presentation: call it as a function, `dismiss()`.
@preconcurrency @MainActor
public struct DismissAction {
    let action: (@MainActor () -> Void)?

    package nonisolated init(action: (@MainActor () -> Void)?) { self.action = action }

    @MainActor @preconcurrency
    public func callAsFunction() { action?() }
}
