/// UIKit's keyboard kinds, as SwiftUI on iOS brings them (`keyboardType(_:)`).
/// The browser shows the matching on-screen keyboard (`inputmode`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }

    /// The HTML `inputmode` for this keyboard.
    package var inputMode: String {
        switch self {
        case .default, .asciiCapable, .namePhonePad, .twitter: "text"
        case .numbersAndPunctuation, .decimalPad: "decimal"
        case .numberPad, .asciiCapableNumberPad: "numeric"
        case .phonePad: "tel"
        case .URL: "url"
        case .emailAddress: "email"
        case .webSearch: "search"
        }
    }
}

/// UIKit's (iOS 13) capitalization styles, for `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// What a text field holds, so the system can fill it in (`textContentType(_:)`):
/// becomes the field's HTML `autocomplete` token.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("address-level2")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("current-password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let birthdate = UITextContentType("bday")
}

/// How a text field capitalizes what is typed (iOS 15 `textInputAutocapitalization`).
public struct TextInputAutocapitalization: Equatable, Sendable {
    /// The HTML `autocapitalize` value.
    package let name: String
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(name: "none") }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(name: "words") }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(name: "sentences") }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(name: "characters") }

    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }

    package init(name: String) { self.name = name }
}

struct KeyboardTypeKey: EnvironmentKey { static let defaultValue: UIKeyboardType? = nil }
struct TextContentTypeKey: EnvironmentKey { static let defaultValue: UITextContentType? = nil }
struct AutocapitalizationKey: EnvironmentKey { static let defaultValue: TextInputAutocapitalization? = nil }
struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    package var _keyboardType: UIKeyboardType? {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    package var _textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }

    package var _autocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }

    /// Whether text fields below turn autocorrection (and the browser's spell check) off.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The on-screen keyboard for text fields below (the browser's `inputmode`).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\._keyboardType, type)
    }

    /// What text fields below hold, so the browser can fill them in (`autocomplete`).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        environment(\._textContentType, textContentType)
    }

    /// How text fields below capitalize what is typed (`autocapitalize`).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\._autocapitalization, autocapitalization)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        environment(\._autocapitalization, TextInputAutocapitalization(style))
    }

    /// Turns autocorrection off (and the browser's spell check) for text fields below.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.autocorrectionDisabled, disable ?? false)
    }
}
