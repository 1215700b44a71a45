import Foundation

// `AttributedString(markdown:)`, which Linux's Foundation lacks (it has AttributedString but no
// Markdown parser and no presentation-intent attributes). Accord parses inline Markdown
// (`**bold**`, `*italic*`/`_italic_`, `` `code` ``) as `Text` does and records each run's
// emphasis in an Accord attribute, which `Text(attributedString)` draws with SwiftUI's
// attributes (FoundationAttributeScopes.swift).

/// The inline emphasis of a run parsed from Markdown (bold 1, italic 2, code 4).
package enum AccordInlineEmphasisAttribute: AttributedStringKey {
    package typealias Value = Int
    package static let name = "AccordInlineEmphasis"
}

extension AttributedString {
    /// How Markdown is parsed.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// Text parsed from inline Markdown: the markers are removed and each run keeps its emphasis.
    /// With `.full` syntax, runs of whitespace (newlines included) collapse to one space, as
    /// Markdown paragraphs do; the inline-only syntaxes keep whitespace as written.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        var source = markdown
        if options.interpretedSyntax == .full {
            source = source.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        }
        var result = AttributedString()
        for segment in Text.parseMarkdown(source) where !segment.string.isEmpty {
            var run = AttributedString(segment.string)
            let emphasis = (segment.bold ? 1 : 0) | (segment.italic ? 2 : 0) | (segment.monospaced ? 4 : 0)
            if emphasis != 0 { run[AccordInlineEmphasisAttribute.self] = emphasis }
            result += run
        }
        self = result
    }
    public init(markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }
}

extension Text {
    /// Text from an attributed string: its characters, with the emphasis Markdown gave its runs and
    /// SwiftUI's attributes (FoundationAttributeScopes.swift): `font`, `foregroundColor`,
    /// `backgroundColor`, `underlineStyle`, `strikethroughStyle`, `kern`/`tracking` and
    /// `baselineOffset` style their run and win over the `Text`'s modifiers, as in SwiftUI; a
    /// `link` run is drawn in the tint colour.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var segments: [Segment] = []
        for run in attributedContent.runs {
            let string = String(attributedContent[run.range].characters)
            let emphasis = run[AccordInlineEmphasisAttribute.self] ?? 0
            var segment = Segment(string: string, bold: emphasis & 1 != 0, italic: emphasis & 2 != 0, monospaced: emphasis & 4 != 0)
            segment.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            segment.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            segment.backgroundColor = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            if run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] != nil { segment.underline = true }
            if run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] != nil { segment.strikethrough = true }
            let spacing = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] ?? run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            if let spacing, spacing.isFinite { segment.tracking = spacing }
            if let offset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self], offset.isFinite { segment.baselineOffset = offset }
            segment.isLink = run[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil
            segments.append(segment)
        }
        self.init(verbatim: "")
        self.segments = segments.isEmpty ? [Segment(string: "")] : segments
    }
}
