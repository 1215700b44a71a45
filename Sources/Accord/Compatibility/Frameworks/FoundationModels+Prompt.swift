import Foundation

// FoundationModels' prompts and instructions (iOS 26): values built from strings, generable
// values and result builders, as `LanguageModelSession(instructions:)`, `respond(to:)` and
// `streamResponse { … }` take them. Builder parts are joined by new lines.

/// A type that can be written as instructions (FoundationModels' `InstructionsRepresentable`).
public protocol InstructionsRepresentable {
    /// The value as instructions.
    var instructionsRepresentation: Instructions { get }
}

/// A type that can be written as a prompt (FoundationModels' `PromptRepresentable`).
public protocol PromptRepresentable {
    /// The value as a prompt.
    var promptRepresentation: Prompt { get }
}

/// What a session's model is told to do (FoundationModels' `Instructions`).
public struct Instructions: Sendable, InstructionsRepresentable {
    let text: String
    init(text: String) { self.text = text }
    /// Instructions from a value.
    public init(_ content: some InstructionsRepresentable) { self = content.instructionsRepresentation }
    /// Instructions built from parts.
    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows { self = try content() }
    /// Itself.
    public var instructionsRepresentation: Instructions { self }
}

/// A request to the model (FoundationModels' `Prompt`).
public struct Prompt: Sendable, PromptRepresentable {
    let text: String
    init(text: String) { self.text = text }
    /// A prompt from a value.
    public init(_ content: some PromptRepresentable) { self = content.promptRepresentation }
    /// A prompt built from parts.
    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows { self = try content() }
    /// Itself.
    public var promptRepresentation: Prompt { self }
}

/// Builds instructions from strings and other representable parts (FoundationModels' `InstructionsBuilder`).
@resultBuilder
public struct InstructionsBuilder {
    /// A part.
    public static func buildExpression<I: InstructionsRepresentable>(_ expression: I) -> Instructions { expression.instructionsRepresentation }
    /// Parts joined by new lines.
    public static func buildBlock(_ components: Instructions...) -> Instructions { joined(components) }
    /// A loop's parts.
    public static func buildArray(_ components: [Instructions]) -> Instructions { joined(components) }
    /// An `if`'s first branch.
    public static func buildEither(first component: Instructions) -> Instructions { component }
    /// An `if`'s second branch.
    public static func buildEither(second component: Instructions) -> Instructions { component }
    /// An `if` without `else`.
    public static func buildOptional(_ component: Instructions?) -> Instructions { component ?? Instructions(text: "") }
    /// An availability check's part.
    public static func buildLimitedAvailability(_ component: Instructions) -> Instructions { component }

    static func joined(_ parts: [Instructions]) -> Instructions {
        Instructions(text: parts.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n"))
    }
}

/// Builds a prompt from strings and other representable parts (FoundationModels' `PromptBuilder`).
@resultBuilder
public struct PromptBuilder {
    /// A part.
    public static func buildExpression<P: PromptRepresentable>(_ expression: P) -> Prompt { expression.promptRepresentation }
    /// Parts joined by new lines.
    public static func buildBlock(_ components: Prompt...) -> Prompt { joined(components) }
    /// A loop's parts.
    public static func buildArray(_ components: [Prompt]) -> Prompt { joined(components) }
    /// An `if`'s first branch.
    public static func buildEither(first component: Prompt) -> Prompt { component }
    /// An `if`'s second branch.
    public static func buildEither(second component: Prompt) -> Prompt { component }
    /// An `if` without `else`.
    public static func buildOptional(_ component: Prompt?) -> Prompt { component ?? Prompt(text: "") }
    /// An availability check's part.
    public static func buildLimitedAvailability(_ component: Prompt) -> Prompt { component }

    static func joined(_ parts: [Prompt]) -> Prompt {
        Prompt(text: parts.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n"))
    }
}

/// How the model picks its tokens (FoundationModels' `GenerationOptions`).
public struct GenerationOptions: Sendable, Equatable, Codable {
    /// How tokens are sampled.
    public struct SamplingMode: Sendable, Equatable, Codable {
        var topK: Int?
        var probabilityThreshold: Double?
        var seed: UInt64?
        /// Always the most likely token.
        public static var greedy: SamplingMode { SamplingMode(topK: 1) }
        /// A random token among the `k` most likely.
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(topK: k, seed: seed) }
        /// A random token among those whose probabilities sum to the threshold.
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(probabilityThreshold: probabilityThreshold, seed: seed)
        }
    }
    /// How tokens are sampled (nil: the model's default).
    public var sampling: SamplingMode?
    /// How varied the output is (nil: the model's default).
    public var temperature: Double?
    /// The most tokens a response may have.
    public var maximumResponseTokens: Int?
    /// Options; nil keeps the model's default.
    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling; self.temperature = temperature; self.maximumResponseTokens = maximumResponseTokens
    }
}
