import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry`: a stored-looking property in an `extension EnvironmentValues` or
/// `extension FocusedValues` becomes a computed one backed by a private key.
///
///     extension EnvironmentValues { @Entry var accent: Color = .blue }
///
/// expands to accessors that read and write `self[__Key_accent.self]` and a
/// peer `private struct __Key_accent: EnvironmentKey` whose default value is
/// the initializer (a focused value's key has none: a missing value is nil).
public struct EntryMacro: AccessorMacro, PeerMacro {
    struct Entry {
        let name: String
        let type: TypeSyntax?
        let initializer: ExprSyntax?
    }

    enum Container { case environment, focused }

    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try entry(of: declaration)
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try entry(of: declaration)
        let key = "__Key_\(entry.name)"
        switch try container(in: context, at: node) {
        case .environment:
            guard let initializer = entry.initializer else {
                if let type = entry.type, type.isOptional {
                    return ["private struct \(raw: key): EnvironmentKey { static var defaultValue: \(type.trimmed) { nil } }"]
                }
                throw MacroError("an environment @Entry needs a default value: `@Entry var \(entry.name): T = …`")
            }
            if let type = entry.type {
                return ["private struct \(raw: key): EnvironmentKey { static var defaultValue: \(type.trimmed) { \(initializer.trimmed) } }"]
            }
            // No annotation: the key's type comes from the initializer, as the property's does.
            return ["private struct \(raw: key): EnvironmentKey { nonisolated(unsafe) static var defaultValue = \(initializer.trimmed) }"]
        case .focused:
            guard let type = entry.type, let wrapped = type.optionalWrapped else {
                throw MacroError("a focused @Entry is optional: `@Entry var \(entry.name): T?`")
            }
            return ["private struct \(raw: key): FocusedValueKey { typealias Value = \(wrapped.trimmed) }"]
        }
    }

    private static func entry(of declaration: some DeclSyntaxProtocol) throws -> Entry {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.accessorBlock == nil
        else { throw MacroError("@Entry applies to one stored `var` with a name") }
        return Entry(name: name, type: binding.typeAnnotation?.type, initializer: binding.initializer?.value)
    }

    private static func container(in context: some MacroExpansionContext, at node: AttributeSyntax) throws -> Container {
        for scope in context.lexicalContext {
            guard let extended = scope.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription else { continue }
            switch extended.split(separator: ".").last.map(String.init) {
            case "EnvironmentValues": return .environment
            case "FocusedValues": return .focused
            default: break
            }
        }
        throw MacroError("@Entry is available in an extension of EnvironmentValues or FocusedValues")
    }
}

struct MacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension TypeSyntax {
    /// `T?` or `Optional<T>`: `T`.
    var optionalWrapped: TypeSyntax? {
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let named = self.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
           let argument = named.genericArgumentClause?.arguments.first, case let .type(wrapped) = argument.argument {
            return wrapped
        }
        return nil
    }

    var isOptional: Bool { optionalWrapped != nil }
}
