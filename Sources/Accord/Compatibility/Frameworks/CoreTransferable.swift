import Foundation

// CoreTransferable (`import CoreTransferable` becomes `import Accord`): how a type is moved by drag
// and drop, the pasteboard, share sheets and the photos picker. A preview moves nothing, so the
// representations are kept as declared and never asked to export or import; what a view draws
// does not depend on them.

/// A type that can be transferred as data, a file or another transferable type (CoreTransferable's
/// `Transferable`).
public protocol Transferable {
    /// The representations' type.
    associatedtype Representation: TransferRepresentation
    /// How the type is exported and imported.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way to export and import a transferable type (CoreTransferable's `TransferRepresentation`).
public protocol TransferRepresentation<Item> {
    /// The type it transfers.
    associatedtype Item: Transferable
    /// The representation it is made of (`Never` for the built-in ones).
    associatedtype Body: TransferRepresentation
    /// The representation it is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: TransferRepresentation {
    /// Nothing is transferred (its `body` is the one `Never` has as a view).
    public typealias Item = Never
}

extension Never: Transferable {
    /// No representation.
    public static var transferRepresentation: Never { return fatalError("Never has no representation") }
}

/// Builds a list of representations, most preferred first (CoreTransferable's `TransferRepresentationBuilder`).
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// Several representations, in order of preference.
    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R) -> _TransferRepresentationList<Item> {
        _TransferRepresentationList()
    }
    /// A representation written as an expression (its item type is the builder's).
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// A representation of one branch.
    public static func buildEither<R: TransferRepresentation>(first component: R) -> _TransferRepresentationList<Item> { _TransferRepresentationList() }
    /// A representation of the other branch.
    public static func buildEither<R: TransferRepresentation>(second component: R) -> _TransferRepresentationList<Item> { _TransferRepresentationList() }
    /// A representation available on newer systems.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ content: R) -> _TransferRepresentationList<Item> { _TransferRepresentationList() }
}

/// Several representations of one type (what the builder makes of a list).
public struct _TransferRepresentationList<Item: Transferable>: TransferRepresentation {
    /// A primitive representation.
    public var body: Never { return fatalError("a representation list has no body") }
}

/// A representation as bytes of a content type (CoreTransferable's `DataRepresentation`).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The content type of the bytes.
    public let contentType: UTType
    /// A representation that exports and imports bytes of `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) { self.contentType = contentType }
    /// A representation that only exports.
    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = contentType
    }
    /// A representation that only imports.
    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
    }
    /// A primitive representation.
    public var body: Never { return fatalError("a primitive representation has no body") }
}

/// A file a representation sends (CoreTransferable's `SentTransferredFile`).
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open the original file.
    public let allowAccessingOriginalFile: Bool
    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a representation received (CoreTransferable's `ReceivedTransferredFile`).
public struct ReceivedTransferredFile: Sendable {
    /// The received file.
    public let file: URL
    /// Whether the file is the sender's original.
    public let isOriginalFile: Bool
}

/// A representation as a file of a content type (CoreTransferable's `FileRepresentation`).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// The file's content type.
    public let contentType: UTType
    /// A representation that exports and imports files of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) { self.contentType = contentType }
    /// A representation that only exports.
    public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) { self.contentType = contentType }
    /// A representation that only imports.
    public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) { self.contentType = contentType }
    /// A primitive representation.
    public var body: Never { return fatalError("a primitive representation has no body") }
}

/// A representation through another transferable type (CoreTransferable's `ProxyRepresentation`).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    /// Exports and imports through the proxy type.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {}
    /// Exports through the proxy type (async).
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {}
    /// Imports through the proxy type.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {}
    /// A primitive representation.
    public var body: Never { return fatalError("a primitive representation has no body") }
}

extension ProxyRepresentation {
    /// Exports through the value at `keyPath` (`ProxyRepresentation(exporting: \.url)`).
    public init(exporting keyPath: KeyPath<Item, ProxyRepresentation> & Sendable) {}
}

/// A representation as a `Codable` value (CoreTransferable's `CodableRepresentation`).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation {
    /// The content type of the encoded bytes.
    public let contentType: UTType
    /// JSON, with the encoder and decoder given.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
    }
    /// A primitive representation.
    public var body: Never { return fatalError("a primitive representation has no body") }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// JSON, with default coders.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

extension TransferRepresentation {
    /// The name a receiver gives the exported file. Kept, never used (nothing is exported).
    public func suggestedFileName(_ fileName: String) -> Self { self }
    /// The name a receiver gives the exported file, from the item. Kept, never used.
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> Self { self }
    /// When the representation may export. Kept, never used.
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }
}

extension Data: Transferable {
    /// Bytes of any data type.
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension String: Transferable {
    /// Plain UTF-8 text.
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension URL: Transferable {
    /// A URL.
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.fileReadCorruptFile) }
            return url
        })
    }
}

extension Image: Transferable {
    /// PNG bytes (SwiftUI's image exports and imports as an image).
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(contentType: .image, exporting: { _ in Data() }, importing: { data in
            guard let image = UIImage(data: data) else { throw CocoaError(.fileReadCorruptFile) }
            return Image(uiImage: image)
        })
    }
}
