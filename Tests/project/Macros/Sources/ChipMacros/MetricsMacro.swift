import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Metrics(width: 44)` adds `static var width: Double { 44 }` (public when the type is).
public struct MetricsMacro: MemberMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression else { return [] }
        let isPublic = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
        return ["\(raw: isPublic ? "public " : "")static var width: Double { \(argument) }"]
    }
}

/// `#doubled(21)` is `(21) * 2`.
public struct DoubledMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) -> ExprSyntax {
        guard let argument = node.arguments.first?.expression else { return "0" }
        return "(\(argument)) * 2"
    }
}

/// `@Isolated` puts each member on the main actor, and the type too (as the macros of
/// navigation and store libraries do).
public struct IsolatedMacro: MemberAttributeMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        [AttributeSyntax("@MainActor")]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("@MainActor extension \(type.trimmed): Isolated {}")]
    }
}

@main
struct ChipMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [MetricsMacro.self, DoubledMacro.self, IsolatedMacro.self]
}
