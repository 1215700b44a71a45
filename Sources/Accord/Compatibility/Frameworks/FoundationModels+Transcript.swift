import Foundation

// FoundationModels' transcript (iOS 26): the entries a session records — its instructions with
// the tools' definitions, prompts, tool calls and outputs, responses — as
// `List(session.transcript) { entry in switch entry { … } }` reads them.

/// A session's history (FoundationModels' `Transcript`).
public struct Transcript: Sendable, Equatable, Codable, RandomAccessCollection {
    var entries: [Entry]
    /// A transcript of entries.
    public init(entries: some Sequence<Entry> = [Entry]()) { self.entries = Array(entries) }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// One step of a session.
    public enum Entry: Sendable, Equatable, Codable, Identifiable {
        case instructions(Transcript.Instructions)
        case prompt(Transcript.Prompt)
        case toolCalls(Transcript.ToolCalls)
        case toolOutput(Transcript.ToolOutput)
        case response(Transcript.Response)
        /// The entry's identity.
        public var id: String {
            switch self {
            case .instructions(let entry): return entry.id
            case .prompt(let entry): return entry.id
            case .toolCalls(let entry): return entry.id
            case .toolOutput(let entry): return entry.id
            case .response(let entry): return entry.id
            }
        }
    }

    /// A piece of an entry's content.
    public enum Segment: Sendable, Equatable, Codable, Identifiable {
        case text(Transcript.TextSegment)
        case structure(Transcript.StructuredSegment)
        /// The segment's identity.
        public var id: String {
            switch self {
            case .text(let segment): return segment.id
            case .structure(let segment): return segment.id
            }
        }
    }

    /// Text in an entry.
    public struct TextSegment: Sendable, Equatable, Codable, Identifiable {
        public var id: String
        /// The text.
        public var content: String
        /// A text segment.
        public init(id: String = UUID().uuidString, content: String) { self.id = id; self.content = content }
    }

    /// Structured content in an entry.
    public struct StructuredSegment: Sendable, Equatable, Codable, Identifiable {
        public var id: String
        /// Where the content comes from (a type's name).
        public var source: String
        /// The content.
        public var content: GeneratedContent
        /// A structured segment.
        public init(id: String = UUID().uuidString, source: String, content: GeneratedContent) {
            self.id = id; self.source = source; self.content = content
        }
    }

    /// The instructions a session starts with.
    public struct Instructions: Sendable, Equatable, Codable, Identifiable {
        public var id: String
        /// The instructions' content.
        public var segments: [Transcript.Segment]
        /// The tools the model may call.
        public var toolDefinitions: [Transcript.ToolDefinition]
        /// An instructions entry.
        public init(id: String = UUID().uuidString, segments: [Transcript.Segment], toolDefinitions: [Transcript.ToolDefinition]) {
            self.id = id; self.segments = segments; self.toolDefinitions = toolDefinitions
        }
    }

    /// A prompt given to the model.
    public struct Prompt: Sendable, Equatable, Codable, Identifiable {
        public var id: String
        /// The prompt's content.
        public var segments: [Transcript.Segment]
        /// The options it was generated with.
        public var options: GenerationOptions
        /// The output's requested shape.
        public var responseFormat: Transcript.ResponseFormat?
        /// A prompt entry.
        public init(id: String = UUID().uuidString, segments: [Transcript.Segment], options: GenerationOptions = GenerationOptions(),
                    responseFormat: Transcript.ResponseFormat? = nil) {
            self.id = id; self.segments = segments; self.options = options; self.responseFormat = responseFormat
        }
    }

    /// The model's answer.
    public struct Response: Sendable, Equatable, Codable, Identifiable {
        public var id: String
        /// The model assets that answered.
        public var assetIDs: [String]
        /// The answer's content.
        public var segments: [Transcript.Segment]
        /// A response entry.
        public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Transcript.Segment]) {
            self.id = id; self.assetIDs = assetIDs; self.segments = segments
        }
    }

    /// The tools the model called at one step.
    public struct ToolCalls: Sendable, Equatable, Codable, Identifiable, RandomAccessCollection {
        public var id: String
        var calls: [Transcript.ToolCall]
        /// A tool-calls entry.
        public init<S: Sequence>(id: String = UUID().uuidString, _ calls: S) where S.Element == Transcript.ToolCall {
            self.id = id; self.calls = Array(calls)
        }
        public var startIndex: Int { calls.startIndex }
        public var endIndex: Int { calls.endIndex }
        public subscript(position: Int) -> Transcript.ToolCall { calls[position] }
    }

    /// A call of a tool.
    public struct ToolCall: Sendable, Equatable, Codable, Identifiable {
        public var id: String
        /// The tool's name.
        public var toolName: String
        /// The arguments the model gave.
        public var arguments: GeneratedContent
        /// A tool call.
        public init(id: String, toolName: String, arguments: GeneratedContent) {
            self.id = id; self.toolName = toolName; self.arguments = arguments
        }
    }

    /// What a tool answered.
    public struct ToolOutput: Sendable, Equatable, Codable, Identifiable {
        public var id: String
        /// The tool's name.
        public var toolName: String
        /// The answer's content.
        public var segments: [Transcript.Segment]
        /// A tool-output entry.
        public init(id: String, toolName: String, segments: [Transcript.Segment]) {
            self.id = id; self.toolName = toolName; self.segments = segments
        }
    }

    /// A tool as the model is told of it.
    public struct ToolDefinition: Sendable, Equatable, Codable {
        /// The tool's name.
        public var name: String
        /// What the tool does.
        public var description: String
        var parameters: GenerationSchema
        /// A definition.
        public init(name: String, description: String, parameters: GenerationSchema) {
            self.name = name; self.description = description; self.parameters = parameters
        }
        /// A tool's definition.
        public init(tool: some Tool) { self.init(name: tool.name, description: tool.description, parameters: tool.parameters) }
    }

    /// The shape a prompt asked the output to have.
    public struct ResponseFormat: Sendable, Equatable, Codable {
        /// The shape's name.
        public var name: String
        /// A generable type's shape.
        public init<Content: Generable>(type: Content.Type) { name = String(describing: Content.self) }
        /// A schema's shape.
        public init(schema: GenerationSchema) { name = schema.typeName }
    }
}
