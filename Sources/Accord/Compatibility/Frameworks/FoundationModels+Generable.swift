import Foundation

// FoundationModels' guided generation (iOS 26): the `Generable` protocol and what it builds on
// (`GeneratedContent`, `GenerationSchema`, `GenerationID`), with the prompt and instruction types
// and their result builders. Apple's `@Generable` and `@Guide(description:)` are macros, which
// Linux's toolchain cannot run: the preview tool rewrites `@Generable struct T` to
// `struct T: Generable` and drops `@Guide(…)`, and the protocol's extensions below supply what the
// macro would have written — `generatedContent` from the value's stored properties (Mirror), a
// schema naming the type, `init(_: GeneratedContent)` for String-backed enums (other types throw
// `decodingFailure`: a preview has no model output to decode) and `PartiallyGenerated == Self`
// (the macro writes a copy of the type with optional properties).

/// A type that can be made from model output (FoundationModels' `ConvertibleFromGeneratedContent`).
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    /// The value the content describes.
    init(_ content: GeneratedContent) throws
}

/// A type that can be written as model input (FoundationModels' `ConvertibleToGeneratedContent`).
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    /// The value as generated content.
    var generatedContent: GeneratedContent { get }
}

/// A type the model can generate (FoundationModels' `Generable`; Apple's `@Generable` macro
/// conforms a type to it).
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    /// The type while it is being generated (the macro's copy with optional properties; here the
    /// type itself unless the type says otherwise).
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
    /// The schema the model follows for this type.
    static var generationSchema: GenerationSchema { get }
}

extension Generable {
    /// A schema naming the type (what the macro writes lists its properties and guides).
    public static var generationSchema: GenerationSchema {
        GenerationSchema(type: Self.self, description: nil, properties: [])
    }
}

extension Generable where PartiallyGenerated == Self {
    /// The value as a partial generation: itself.
    public func asPartiallyGenerated() -> Self { self }
}

extension ConvertibleFromGeneratedContent {
    /// Without the macro there is no decoder for the type: decoding fails as the model's would.
    public init(_ content: GeneratedContent) throws {
        throw LanguageModelSession.GenerationError.decodingFailure(.init(
            debugDescription: "\(Self.self) cannot be decoded from generated content in a preview"))
    }
}

extension ConvertibleFromGeneratedContent where Self: RawRepresentable, RawValue == String {
    /// A String-backed enum decodes from its raw value (`@Generable enum Role: String`).
    public init(_ content: GeneratedContent) throws {
        guard case .string(let text) = content.kind, let value = Self(rawValue: text) else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(
                debugDescription: "\(content.jsonString) is not a case of \(Self.self)"))
        }
        self = value
    }
}

extension ConvertibleToGeneratedContent {
    /// The value's stored properties as a structure (an enum as its raw value or case name).
    public var generatedContent: GeneratedContent { GeneratedContent.reflecting(self, top: true) }
    /// The value written as instructions (its JSON).
    public var instructionsRepresentation: Instructions { Instructions(text: generatedContent.jsonString) }
    /// The value written as a prompt (its JSON).
    public var promptRepresentation: Prompt { Prompt(text: generatedContent.jsonString) }
}

/// An identity for a generation that streams (FoundationModels' `GenerationID`).
public struct GenerationID: Sendable, Hashable, Codable {
    let value: UUID
    /// A new identity.
    public init() { value = UUID() }
}

/// Structured content a model generates (FoundationModels' `GeneratedContent`).
public struct GeneratedContent: Sendable, Equatable, Codable, CustomDebugStringConvertible, Generable {
    /// The content's shape.
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([GeneratedContent])
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    /// The content's shape.
    public var kind: Kind
    /// The generation this content belongs to.
    public var id: GenerationID?
    /// Whether generation finished (always, outside a stream).
    public var isComplete: Bool { true }

    /// Content of a kind.
    public init(kind: Kind, id: GenerationID? = nil) { self.kind = kind; self.id = id }
    /// A value's content.
    public init(_ value: some ConvertibleToGeneratedContent) { self = value.generatedContent }
    /// A value's content with an identity.
    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) { self = value.generatedContent; self.id = id }
    /// A structure of named values, in order.
    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        var values: [String: GeneratedContent] = [:]
        for (key, value) in properties { values[key] = value.generatedContent }
        self.init(kind: .structure(properties: values, orderedKeys: properties.map(\.key)), id: id)
    }
    /// An array of values.
    public init<S: Sequence>(elements: S, id: GenerationID? = nil) where S.Element == any ConvertibleToGeneratedContent {
        self.init(kind: .array(elements.map(\.generatedContent)), id: id)
    }
    /// Content read from JSON text.
    public init(json: String) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)).content
    }
    /// Itself.
    public init(_ content: GeneratedContent) throws { self = content }
    /// Itself.
    public var generatedContent: GeneratedContent { self }

    /// The content decoded as a value.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(self)
    }
    /// A property of a structure decoded as a value.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self, forProperty property: String) throws -> Value {
        guard case .structure(let properties, _) = kind, let content = properties[property] else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "no property \(property) in \(jsonString)"))
        }
        return try Value(content)
    }
    /// A property of a structure decoded as a value, nil when absent or null.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value?.Type = Value?.self, forProperty property: String) throws -> Value? {
        guard case .structure(let properties, _) = kind, let content = properties[property], content.kind != .null else { return nil }
        return try Value(content)
    }

    /// The content as JSON text (a structure's keys in order).
    public var jsonString: String {
        switch kind {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .string(let text):
            let data = (try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        case .array(let elements): return "[" + elements.map(\.jsonString).joined(separator: ", ") + "]"
        case .structure(let properties, let keys):
            return "{" + keys.compactMap { key in properties[key].map { GeneratedContent(kind: .string(key)).jsonString + ": " + $0.jsonString } }
                .joined(separator: ", ") + "}"
        }
    }
    /// The content as JSON text.
    public var debugDescription: String { jsonString }

    public static func == (a: GeneratedContent, b: GeneratedContent) -> Bool { a.kind == b.kind }

    /// Encodes the content as the JSON it is.
    public func encode(to encoder: Encoder) throws {
        switch kind {
        case .null: var single = encoder.singleValueContainer(); try single.encodeNil()
        case .bool(let flag): var single = encoder.singleValueContainer(); try single.encode(flag)
        case .number(let number): var single = encoder.singleValueContainer(); try single.encode(number)
        case .string(let text): var single = encoder.singleValueContainer(); try single.encode(text)
        case .array(let elements):
            var list = encoder.unkeyedContainer()
            for element in elements { try list.encode(element) }
        case .structure(let properties, let keys):
            var keyed = encoder.container(keyedBy: JSONValue.Key.self)
            for key in keys { if let value = properties[key] { try keyed.encode(value, forKey: JSONValue.Key(stringValue: key)) } }
        }
    }
    /// Decodes the content from the JSON it is.
    public init(from decoder: Decoder) throws { self = try JSONValue(from: decoder).content }

    /// A value's content by reflection: stored properties in declaration order, an enum's raw
    /// value or case name, an optional's value or null, a collection's elements.
    static func reflecting(_ value: Any, top: Bool = false) -> GeneratedContent {
        if !top, let convertible = value as? any ConvertibleToGeneratedContent { return convertible.generatedContent }
        if let raw = value as? any RawRepresentable { return reflecting(rawValue(of: raw)) }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return GeneratedContent(kind: .null) }
            return reflecting(wrapped)
        case .collection, .set:
            return GeneratedContent(kind: .array(mirror.children.map { reflecting($0.value) }))
        case .struct, .class:
            var properties: [String: GeneratedContent] = [:]
            var keys: [String] = []
            for child in mirror.children {
                guard let label = child.label else { continue }
                keys.append(label); properties[label] = reflecting(child.value)
            }
            return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
        default:
            switch value {
            case let flag as Bool: return GeneratedContent(kind: .bool(flag))
            case let number as any BinaryInteger: return GeneratedContent(kind: .number(Double(number)))
            case let number as any BinaryFloatingPoint: return GeneratedContent(kind: .number(Double(number)))
            case let text as String: return GeneratedContent(kind: .string(text))
            default: return GeneratedContent(kind: .string(String(describing: value)))
            }
        }
    }

    private static func rawValue<R: RawRepresentable>(of value: R) -> Any { value.rawValue }

    /// JSON read strictly (true is not 1); a structure's keys in the text's order are not kept
    /// by JSONDecoder, so they are sorted.
    private struct JSONValue: Decodable {
        let content: GeneratedContent
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        init(from decoder: Decoder) throws {
            if let keyed = try? decoder.container(keyedBy: Key.self) {
                var properties: [String: GeneratedContent] = [:]
                for key in keyed.allKeys { properties[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key).content }
                content = GeneratedContent(kind: .structure(properties: properties, orderedKeys: properties.keys.sorted()))
            } else if var list = try? decoder.unkeyedContainer() {
                var elements: [GeneratedContent] = []
                while !list.isAtEnd { elements.append(try list.decode(JSONValue.self).content) }
                content = GeneratedContent(kind: .array(elements))
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() { content = GeneratedContent(kind: .null) }
                else if let flag = try? single.decode(Bool.self) { content = GeneratedContent(kind: .bool(flag)) }
                else if let number = try? single.decode(Double.self) { content = GeneratedContent(kind: .number(number)) }
                else { content = GeneratedContent(kind: .string(try single.decode(String.self))) }
            }
        }
    }
}

/// The shape a model's output follows (FoundationModels' `GenerationSchema`).
public struct GenerationSchema: Sendable, Equatable, Codable, CustomDebugStringConvertible {
    /// A property of a structure the schema describes.
    public struct Property: Sendable, Equatable, Codable {
        /// The property's name.
        public var name: String
        /// What the property holds, for the model.
        public var description: String?
        var typeName: String
        /// A property named `name` of a generable type.
        public init<Value: Generable>(name: String, description: String? = nil, type: Value.Type) {
            self.name = name; self.description = description; typeName = String(describing: Value.self)
        }
    }
    var typeName: String
    var description: String?
    var properties: [Property]
    var choices: [String]

    /// The schema of a structure.
    public init(type: any Generable.Type, description: String? = nil, properties: [Property]) {
        typeName = String(describing: type); self.description = description; self.properties = properties; choices = []
    }
    /// The schema of one of several strings.
    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        typeName = String(describing: type); self.description = description; properties = []; self.choices = choices
    }
    /// The schema as text.
    public var debugDescription: String {
        "\(typeName)" + (properties.isEmpty ? "" : "{" + properties.map(\.name).joined(separator: ", ") + "}")
            + (choices.isEmpty ? "" : "(" + choices.joined(separator: " | ") + ")")
    }
}

// The standard types the model generates.
extension String: Generable {
    /// A string's content.
    public init(_ content: GeneratedContent) throws {
        guard case .string(let text) = content.kind else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "\(content.jsonString) is not a string"))
        }
        self = text
    }
    /// The string's content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
    /// The string as instructions.
    public var instructionsRepresentation: Instructions { Instructions(text: self) }
    /// The string as a prompt.
    public var promptRepresentation: Prompt { Prompt(text: self) }
}

extension Bool: Generable {
    /// A Boolean's content.
    public init(_ content: GeneratedContent) throws {
        guard case .bool(let flag) = content.kind else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "\(content.jsonString) is not a Boolean"))
        }
        self = flag
    }
    /// The Boolean's content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

extension Int: Generable {
    /// An integer's content.
    public init(_ content: GeneratedContent) throws { self = Int(try Double(content)) }
    /// The integer's content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Double: Generable {
    /// A number's content.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let number) = content.kind else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "\(content.jsonString) is not a number"))
        }
        self = number
    }
    /// The number's content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }
}

extension Float: Generable {
    /// A number's content.
    public init(_ content: GeneratedContent) throws { self = Float(try Double(content)) }
    /// The number's content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Decimal: Generable {
    /// A number's content.
    public init(_ content: GeneratedContent) throws { self = Decimal(try Double(content)) }
    /// The number's content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue)) }
}

extension Array: Generable, ConvertibleToGeneratedContent, ConvertibleFromGeneratedContent, InstructionsRepresentable, PromptRepresentable
where Element: Generable {
    /// An array's content.
    public init(_ content: GeneratedContent) throws {
        guard case .array(let elements) = content.kind else {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "\(content.jsonString) is not an array"))
        }
        self = try elements.map { try Element($0) }
    }
    /// The elements' content.
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Optional: ConvertibleToGeneratedContent, InstructionsRepresentable, PromptRepresentable where Wrapped: ConvertibleToGeneratedContent {
    /// The value's content, or null.
    public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}
