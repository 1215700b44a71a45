import Foundation

// A stand-in for UniformTypeIdentifiers (`import UniformTypeIdentifiers` becomes `import Accord`
// in a preview): `UTType` with Apple's identifiers, filename extensions, MIME types and the
// conformance tree of the common system types (Apple's "System-declared uniform type
// identifiers"). Nothing reads files by type in a preview.

/// A uniform type (UniformTypeIdentifiers' `UTType`).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// The types this one conforms to directly.
    let parents: [String]
    public let isDynamic: Bool
    public let isDeclared: Bool

    init(_ identifier: String, ext: String? = nil, mime: String? = nil, parents: [String], dynamic: Bool = false) {
        self.identifier = identifier; preferredFilenameExtension = ext; preferredMIMEType = mime
        self.parents = parents; isDynamic = dynamic; isDeclared = !dynamic
    }
    /// The system type with that identifier, or nil if Accord does not know it.
    public init?(_ identifier: String) {
        guard let t = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = t
    }
    /// The system type of a filename extension ("png", "PDF"), else a dynamic type conforming to `data`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let e = filenameExtension.lowercased()
        if let t = UTType.known.first(where: { $0.preferredFilenameExtension == e || UTType.otherExtensions[$0.identifier]?.contains(e) == true }) {
            guard t.conforms(to: supertype) else { return nil }
            self = t
        } else {
            self.init("dyn.\(e)", ext: e, parents: [supertype.identifier], dynamic: true)
        }
    }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let t = UTType.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }), t.conforms(to: supertype) else { return nil }
        self = t
    }
    /// A type the app declares (`UTType(exportedAs: "com.example.doc")`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [parentType?.identifier ?? "public.data"])
    }
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [parentType?.identifier ?? "public.data"])
    }
    /// Whether this type is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { p in (UTType(p) ?? UTType(p, parents: [])).conforms(to: type) }
    }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }
    public var supertypes: Set<UTType> {
        var out = Set<UTType>()
        for p in parents { if let t = UTType(p) { out.insert(t); out.formUnion(t.supertypes) } }
        return out
    }
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// The type's name as the Files app shows it.
    public var localizedDescription: String? { UTType.descriptions[identifier] }
    public var description: String { identifier }
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into h: inout Hasher) { h.combine(identifier) }
}

extension UTType {
    public static let item = UTType("public.item", parents: [])
    public static let content = UTType("public.content", parents: [])
    public static let data = UTType("public.data", parents: ["public.item"])
    public static let directory = UTType("public.directory", parents: ["public.item"])
    public static let folder = UTType("public.folder", parents: ["public.directory"])
    public static let url = UTType("public.url", parents: ["public.data"])
    public static let fileURL = UTType("public.file-url", parents: ["public.url"])
    public static let text = UTType("public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", ext: "txt", mime: "text/plain", parents: ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", parents: ["public.plain-text"])
    public static let rtf = UTType("public.rtf", ext: "rtf", mime: "text/rtf", parents: ["public.text"])
    public static let html = UTType("public.html", ext: "html", mime: "text/html", parents: ["public.text"])
    public static let xml = UTType("public.xml", ext: "xml", mime: "application/xml", parents: ["public.text"])
    public static let json = UTType("public.json", ext: "json", mime: "application/json", parents: ["public.text"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", ext: "csv", mime: "text/csv", parents: ["public.text"])
    public static let sourceCode = UTType("public.source-code", parents: ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", ext: "swift", parents: ["public.source-code"])
    public static let log = UTType("com.apple.log", ext: "log", parents: ["public.plain-text"])
    public static let image = UTType("public.image", parents: ["public.data", "public.content"])
    public static let png = UTType("public.png", ext: "png", mime: "image/png", parents: ["public.image"])
    public static let jpeg = UTType("public.jpeg", ext: "jpeg", mime: "image/jpeg", parents: ["public.image"])
    public static let gif = UTType("com.compuserve.gif", ext: "gif", mime: "image/gif", parents: ["public.image"])
    public static let heic = UTType("public.heic", ext: "heic", mime: "image/heic", parents: ["public.image"])
    public static let tiff = UTType("public.tiff", ext: "tiff", mime: "image/tiff", parents: ["public.image"])
    public static let webP = UTType("org.webmproject.webp", ext: "webp", mime: "image/webp", parents: ["public.image"])
    public static let svg = UTType("public.svg-image", ext: "svg", mime: "image/svg+xml", parents: ["public.image"])
    public static let audiovisualContent = UTType("public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType("public.video", parents: ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", ext: "mov", mime: "video/quicktime", parents: ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", ext: "mp4", mime: "video/mp4", parents: ["public.movie"])
    public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", ext: "mp3", mime: "audio/mpeg", parents: ["public.audio"])
    public static let wav = UTType("com.microsoft.waveform-audio", ext: "wav", mime: "audio/vnd.wave", parents: ["public.audio"])
    public static let pdf = UTType("com.adobe.pdf", ext: "pdf", mime: "application/pdf", parents: ["public.data", "public.content"])
    public static let archive = UTType("public.archive", parents: ["public.data"])
    public static let zip = UTType("public.zip-archive", ext: "zip", mime: "application/zip", parents: ["public.archive"])
    public static let spreadsheet = UTType("public.spreadsheet", parents: ["public.content"])
    public static let presentation = UTType("public.presentation", parents: ["public.content"])
    public static let epub = UTType("org.idpf.epub-container", ext: "epub", mime: "application/epub+zip", parents: ["public.data", "public.content"])
    public static let vCard = UTType("public.vcard", ext: "vcf", mime: "text/vcard", parents: ["public.text"])
    public static let contact = UTType("public.contact", parents: ["public.data"])
    public static let emailMessage = UTType("public.email-message", ext: "eml", mime: "message/rfc822", parents: ["public.data"])
    public static let font = UTType("public.font", parents: ["public.data", "public.content"])

    static let known: [UTType] = [
        .item, .content, .data, .directory, .folder, .url, .fileURL, .text, .plainText, .utf8PlainText, .rtf, .html, .xml,
        .json, .commaSeparatedText, .sourceCode, .swiftSource, .log, .image, .png, .jpeg, .gif, .heic, .tiff, .webP, .svg,
        .audiovisualContent, .movie, .video, .quickTimeMovie, .mpeg4Movie, .audio, .mp3, .wav, .pdf, .archive, .zip,
        .spreadsheet, .presentation, .epub, .vCard, .contact, .emailMessage, .font,
    ]
    static let otherExtensions: [String: [String]] = [
        "public.jpeg": ["jpg", "jpe"], "public.tiff": ["tif"], "public.plain-text": ["text"], "public.html": ["htm"],
        "com.apple.quicktime-movie": ["qt"], "public.mpeg-4": ["mpg4"], "public.heic": ["heif"],
    ]
    static let descriptions: [String: String] = [
        "public.plain-text": "Plain Text", "public.png": "PNG image", "public.jpeg": "JPEG image", "com.adobe.pdf": "PDF document",
        "public.json": "JSON", "public.folder": "Folder", "public.image": "Image", "public.movie": "Movie",
    ]
}
