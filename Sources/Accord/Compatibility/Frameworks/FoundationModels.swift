import Foundation

// FoundationModels (iOS 26): Apple Intelligence's on-device language model, its sessions and
// tools. A preview runs on no Apple Intelligence device, so it answers as an iPhone that is not
// eligible does: `SystemLanguageModel.default.availability` is `.unavailable(.deviceNotEligible)`
// (apps show their fallback, as they would there), and asking a session for a response throws
// `LanguageModelSession.GenerationError.assetsUnavailable` ("Model is unavailable", what the
// framework throws without its model) — `respond(…)` at once, a `streamResponse(…)` when it is
// iterated. Sessions keep their instructions, tools and transcript.

/// The on-device language model of Apple Intelligence (FoundationModels' `SystemLanguageModel`).
public final class SystemLanguageModel: Observable, @unchecked Sendable {
    /// Whether the model can answer.
    public enum Availability: Sendable, Equatable {
        /// The model is ready.
        case available
        /// The model cannot answer, and why.
        case unavailable(UnavailableReason)

        /// Why the model cannot answer.
        public enum UnavailableReason: Sendable, Equatable, Hashable {
            /// Apple Intelligence is off in Settings.
            case appleIntelligenceNotEnabled
            /// The device does not support Apple Intelligence.
            case deviceNotEligible
            /// The model is still downloading.
            case modelNotReady
        }
    }

    /// What the model is used for.
    public struct UseCase: Sendable, Equatable {
        let name: String
        /// General text generation.
        public static let general = UseCase(name: "general")
        /// Tagging content.
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// How the model's input and output are screened.
    public struct Guardrails: Sendable, Equatable {
        let name: String
        /// The standard guardrails.
        public static let `default` = Guardrails(name: "default")
        /// Guardrails that let content be transformed (summaries of sensitive text).
        public static let permissiveContentTransformations = Guardrails(name: "permissiveContentTransformations")
    }

    /// The base model.
    public static let `default` = SystemLanguageModel(useCase: .general, guardrails: .default)

    let useCase: UseCase
    let guardrails: Guardrails

    /// The model for a use case.
    public init(useCase: UseCase = .general, guardrails: Guardrails = .default) {
        self.useCase = useCase; self.guardrails = guardrails
    }

    /// In a preview: not eligible (no Apple Intelligence device).
    public var availability: Availability { .unavailable(.deviceNotEligible) }
    /// Whether `availability` is `.available`.
    public var isAvailable: Bool { availability == .available }

    /// Apple Intelligence's languages (those of iOS 26.1).
    public var supportedLanguages: Set<Locale.Language> {
        Set(Self.languageCodes.map { Locale.Language(identifier: $0) })
    }
    /// Whether the model speaks a locale's language.
    public func supportsLocale(_ locale: Locale = Locale.current) -> Bool {
        guard let code = locale.language.languageCode?.identifier else { return false }
        return Self.languageCodes.contains(code)
    }
    static let languageCodes = ["en", "da", "de", "es", "fr", "it", "ja", "ko", "nb", "nl", "pt", "sv", "tr", "vi", "zh"]
}

/// A tool the model may call (FoundationModels' `Tool`).
public protocol Tool<Arguments, Output>: Sendable {
    /// What the model passes.
    associatedtype Arguments: ConvertibleFromGeneratedContent
    /// What the tool answers.
    associatedtype Output: PromptRepresentable
    /// The tool's name (the type's name unless given).
    var name: String { get }
    /// What the tool does, for the model.
    var description: String { get }
    /// The arguments' schema.
    var parameters: GenerationSchema { get }
    /// Whether the schema is written into the instructions.
    var includesSchemaInInstructions: Bool { get }
    /// Runs the tool.
    func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    /// The type's name.
    public var name: String { String(describing: Self.self) }
    /// Yes.
    public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
    /// The arguments' schema.
    public var parameters: GenerationSchema { Arguments.generationSchema }
}

/// A conversation with a language model (FoundationModels' `LanguageModelSession`).
public final class LanguageModelSession: Observable, @unchecked Sendable {
    /// What a response holds.
    public struct Response<Content: Generable> {
        /// The answer.
        public let content: Content
        /// The answer as generated.
        public let rawContent: GeneratedContent
        /// The transcript entries the request added.
        public let transcriptEntries: ArraySlice<Transcript.Entry>
    }

    /// A response as it streams: snapshots of the answer so far.
    public struct ResponseStream<Content: Generable>: AsyncSequence {
        /// The answer so far.
        public struct Snapshot {
            /// The partial answer.
            public var content: Content.PartiallyGenerated
            /// The partial answer as generated.
            public var rawContent: GeneratedContent
        }
        public typealias Element = Snapshot
        let failure: any Error

        /// Iterates the snapshots: in a preview the first step throws.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let failure: any Error
            var thrown = false
            /// The next snapshot.
            public mutating func next() async throws -> Snapshot? {
                if thrown { return nil }
                thrown = true
                throw failure
            }
        }
        /// An iterator.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(failure: failure) }
        /// The whole response, once streamed.
        public func collect() async throws -> Response<Content> { throw failure }
    }

    /// Why a response failed.
    public enum GenerationError: Error, LocalizedError {
        /// Details of a failure.
        public struct Context: Sendable {
            /// What happened.
            public let debugDescription: String
            /// A failure's details.
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }
        /// A refusal's details.
        public struct Refusal: Sendable {
            let transcriptEntries: [Transcript.Entry]
            /// A refusal of some entries.
            public init(transcriptEntries: [Transcript.Entry]) { self.transcriptEntries = transcriptEntries }
        }
        case exceededContextWindowSize(Context)
        case assetsUnavailable(Context)
        case guardrailViolation(Context)
        case unsupportedGuide(Context)
        case unsupportedLanguageOrLocale(Context)
        case decodingFailure(Context)
        case rateLimited(Context)
        case concurrentRequests(Context)
        case refusal(Refusal, Context)

        /// The failure's details.
        public var context: Context {
            switch self {
            case .exceededContextWindowSize(let c), .assetsUnavailable(let c), .guardrailViolation(let c), .unsupportedGuide(let c),
                 .unsupportedLanguageOrLocale(let c), .decodingFailure(let c), .rateLimited(let c), .concurrentRequests(let c),
                 .refusal(_, let c):
                return c
            }
        }
        /// What failed.
        public var errorDescription: String? { context.debugDescription }
        /// Why.
        public var failureReason: String? {
            if case .assetsUnavailable = self { return "The model's assets are unavailable on this device." }
            return nil
        }
        /// What to do.
        public var recoverySuggestion: String? { nil }
    }

    /// A tool failed while the model called it.
    public struct ToolCallError: Error, LocalizedError {
        /// The tool.
        public var tool: any Tool
        /// What it threw.
        public var underlyingError: any Error
        /// A tool's failure.
        public init(tool: any Tool, underlyingError: any Error) { self.tool = tool; self.underlyingError = underlyingError }
        /// What failed.
        public var errorDescription: String? { "\(tool.name) failed: \(underlyingError.localizedDescription)" }
    }

    /// The session's history (its instructions and tools first).
    public private(set) var transcript: Transcript
    /// Whether a response is being generated (never in a preview).
    public private(set) var isResponding = false
    let model: SystemLanguageModel
    let tools: [any Tool]

    /// A session with instructions.
    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
        self.model = model; self.tools = tools
        transcript = Self.startingTranscript(tools: tools, instructions: instructions)
    }
    /// A session with instructions.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions) {
        self.init(model: model, tools: tools, instructions: instructions.text)
    }
    /// A session with instructions built from parts.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [],
                            @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        self.init(model: model, tools: tools, instructions: try instructions().text)
    }
    /// A session that goes on from a transcript.
    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.model = model; self.tools = tools; self.transcript = transcript
    }

    static func startingTranscript(tools: [any Tool], instructions: String?) -> Transcript {
        guard instructions != nil || !tools.isEmpty else { return Transcript() }
        let segments = instructions.map { [Transcript.Segment.text(Transcript.TextSegment(content: $0))] } ?? []
        return Transcript(entries: [.instructions(Transcript.Instructions(
            segments: segments, toolDefinitions: tools.map { Transcript.ToolDefinition(tool: $0) }))])
    }

    /// What every request answers in a preview.
    var unavailable: GenerationError {
        .assetsUnavailable(GenerationError.Context(debugDescription: "Model is unavailable"))
    }

    /// Loads the model ahead of a request (nothing to load in a preview).
    public func prewarm(promptPrefix: Prompt? = nil) {}

    /// A text answer. Throws `assetsUnavailable` in a preview.
    @discardableResult
    public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw unavailable
    }
    /// A text answer. Throws `assetsUnavailable` in a preview.
    @discardableResult
    public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> {
        throw unavailable
    }
    /// A text answer to a built prompt. Throws `assetsUnavailable` in a preview.
    @discardableResult
    public func respond(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<String> {
        _ = try prompt()
        throw unavailable
    }
    /// A generated value. Throws `assetsUnavailable` in a preview.
    @discardableResult
    public func respond<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw unavailable
    }
    /// A generated value. Throws `assetsUnavailable` in a preview.
    @discardableResult
    public func respond<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw unavailable
    }
    /// A generated value for a built prompt. Throws `assetsUnavailable` in a preview.
    @discardableResult
    public func respond<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                            options: GenerationOptions = GenerationOptions(),
                                            @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<Content> {
        _ = try prompt()
        throw unavailable
    }
    /// Content following a schema. Throws `assetsUnavailable` in a preview.
    @discardableResult
    public func respond(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                        options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> {
        throw unavailable
    }

    /// A streamed text answer; iterating it throws `assetsUnavailable` in a preview.
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream(failure: unavailable)
    }
    /// A streamed text answer; iterating it throws `assetsUnavailable` in a preview.
    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> {
        ResponseStream(failure: unavailable)
    }
    /// A streamed text answer to a built prompt; iterating it throws in a preview.
    public func streamResponse(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<String> {
        _ = try prompt()
        return ResponseStream(failure: unavailable)
    }
    /// A streamed value; iterating it throws `assetsUnavailable` in a preview.
    public func streamResponse<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream(failure: unavailable)
    }
    /// A streamed value; iterating it throws `assetsUnavailable` in a preview.
    public func streamResponse<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream(failure: unavailable)
    }
    /// A streamed value for a built prompt; iterating it throws in a preview.
    public func streamResponse<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions(),
                                                   @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<Content> {
        _ = try prompt()
        return ResponseStream(failure: unavailable)
    }
    /// Content following a schema, streamed; iterating it throws in a preview.
    public func streamResponse(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                               options: GenerationOptions = GenerationOptions()) -> ResponseStream<GeneratedContent> {
        ResponseStream(failure: unavailable)
    }
}
