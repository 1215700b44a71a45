import Foundation
import AccordLayout

/// A string key that SwiftUI would localise; literals are parsed as inline Markdown
/// (`**bold**`, `*italic*`, backquoted `code`). The key is looked up in the string tables of the
/// preview's app (Localization.swift): `Text("settings.title")` shows the table's "Settings";
/// a key no table has shows itself.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// What is shown: the key's value in the string tables (with the interpolated values put in),
    /// else the key with its values.
    let string: String
    /// The key as the tables name it: the literal text, `%@` / `%lld` / `%lf` where values were
    /// interpolated (SwiftUI's keys: `"\(count) items"` is `"%lld items"`).
    let key: String
    /// The interpolated values as text, in order.
    let arguments: [String]
    /// The key with its values, not looked up (what `tableName:` falls back to).
    let plain: String

    /// A key made from a string.
    public init(_ value: String) { self.init(key: value, arguments: [], plain: value) }
    /// A key from a string literal: `Text("Hello")` passes one.
    public init(stringLiteral value: String) { self.init(key: value, arguments: [], plain: value) }
    /// A key from an interpolated literal: `Text("\(count) items")`.
    public init(stringInterpolation: StringInterpolation) {
        let built = stringInterpolation.built
        self.init(key: built.key, arguments: built.arguments, plain: built.output)
    }
    init(key: String, arguments: [String], plain: String) {
        self.key = key
        self.arguments = arguments
        self.plain = plain
        string = Localization.resolve(key, arguments: arguments) ?? plain
    }

    /// Builds a localized key from an interpolated string literal, formatting numbers as SwiftUI does.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The text, key and values (`LocalizationKeyBuilder`, shared with `String.LocalizationValue`).
        var built: LocalizationKeyBuilder
        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) { built = LocalizationKeyBuilder(literalCapacity: literalCapacity) }
        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { built.appendLiteral(literal) }
        /// A value put in: `text` shown, `specifier` in the key.
        mutating func appendArgument(_ text: String, specifier: String = "%@") { built.appendArgument(text, specifier: specifier) }
        /// Appends a value as its description.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendArgument("\(value)", specifier: Localization.specifier(for: T.self))
        }
        /// Appends a floating-point value formatted by a `printf` specifier (`"%.1f"`).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendArgument(String(format: specifier, Double(value)), specifier: specifier)
        }
        /// Appends an integer formatted by a `printf` specifier (`"%02d"`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendArgument(String(format: specifier, Int(value)), specifier: specifier)
        }
    }
}

/// A view that displays one or more lines of text.
public struct Text: View, PrimitiveView, Hashable, Sendable {
    /// Where an ellipsis goes in text that does not fit (SwiftUI's `Text.TruncationMode`).
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
    /// A case transformation for `textCase(_:)` (SwiftUI's `Text.Case`).
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    struct Segment: Hashable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var bold = false
        var italic = false
        var monospaced = false
        var color: Color?
        /// nil: as the environment says (`View.underline`, Text+ViewStyle.swift); likewise below.
        var underline: Bool? = nil
        var strikethrough: Bool? = nil
        var tracking: CGFloat? = nil
        var baselineOffset: CGFloat? = nil
        /// An SF Symbol set in the text (`Text(Image(systemName:))`; Text+Symbol.swift).
        var symbol: String? = nil
        /// The colour behind the characters (an attributed string's `backgroundColor`).
        var backgroundColor: Color? = nil
        /// A link (an attributed string's `link`): drawn in the tint colour unless it has its own.
        var isLink = false
        /// Stands for text a preview left out (`Text(accordPreviewLeftOut:)`, PreviewLeftOut.swift).
        var isLeftOut = false
    }
    var segments: [Segment]

    /// Text from a string literal, Markdown (`**bold**`, `*italic*`, backquoted code, links) parsed (SwiftUI's `init(_:tableName:bundle:comment:)`).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        // (A table or bundle of its own: the key is looked up there only.)
        let shown = tableName == nil && bundle == nil ? key.string
            : Localization.resolve(key.key, arguments: key.arguments, table: tableName, bundle: bundle) ?? key.plain
        segments = Text.parseMarkdown(shown)
    }
    /// Text showing a string as it is (SwiftUI's `init(_:)` for a `StringProtocol` value).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }
    /// Text showing `content` without Markdown or localization (SwiftUI's `init(verbatim:)`).
    public init(verbatim content: String) { segments = [Segment(string: content)] }

    /// Inline Markdown: `**bold**`, `*italic*` / `_italic_`, backquoted code, `~~strikethrough~~`,
    /// and `[links](url)` — the link's text in the tint, no brackets or URL (as iOS draws a
    /// Markdown link in a `Text`; the destination opens nothing in a still frame).
    static func parseMarkdown(_ s: String) -> [Segment] {
        var out: [Segment] = []
        var cur = Segment(string: "")
        var bold = false, italic = false, code = false, strike = false
        let chars = Array(s)
        var i = 0
        func flush() {
            if !cur.string.isEmpty { out.append(cur) }
            cur = Segment(string: "", bold: bold, italic: italic, monospaced: code)
            cur.strikethrough = strike ? true : nil
        }
        /// `[text](destination)` starting at `start`: the end of the text and of the destination
        /// (a destination is non-empty and has no spaces, as CommonMark's inline links).
        func link(at start: Int) -> (textEnd: Int, end: Int)? {
            guard let close = chars[(start + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
                  !chars[(start + 1)..<close].contains("["),
                  let end = chars[(close + 2)...].firstIndex(of: ")"), end > close + 2,
                  !chars[(close + 2)..<end].contains(where: \.isWhitespace) else { return nil }
            return (close, end)
        }
        /// The segments of nested Markdown `inner`, taking the surrounding emphasis (and, in a
        /// link's text, the link).
        func appendNested(_ inner: String, isLink: Bool = false) {
            for var segment in parseMarkdown(inner) where !segment.string.isEmpty || segment.symbol != nil {
                if isLink { segment.isLink = true }
                segment.bold = segment.bold || bold
                segment.italic = segment.italic || italic
                if strike { segment.strikethrough = true }
                out.append(segment)
            }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count { cur.string.append(chars[i + 1]); i += 2; continue }
            if c == Text.symbolStart, let end = chars[(i + 1)...].firstIndex(of: Text.symbolEnd) {
                // An interpolated `Image(systemName:)` (Text+Symbol.swift).
                flush()
                out.append(Segment(string: "", bold: bold, italic: italic, symbol: String(chars[(i + 1)..<end])))
                i = end + 1
                continue
            }
            if c == "`" { flush(); code.toggle(); cur.monospaced = code; i += 1; continue }
            if !code, c == "^", let span = attributeSpan(chars, caret: i) {
                // `^[text](attributes)` (Text+Inflection.swift): the text, inflected if asked.
                flush()
                let inner = String(chars[(i + 2)..<span.textEnd])
                let shown = asksForInflection(String(chars[(span.textEnd + 2)..<span.end])) ? EnglishInflection.inflect(inner) : inner
                appendNested(shown)
                i = span.end + 1
                continue
            }
            if !code, c == "[", let l = link(at: i) {
                flush()
                appendNested(String(chars[(i + 1)..<l.textEnd]), isLink: true)
                i = l.end + 1
                continue
            }
            if !code, c == "~", i + 1 < chars.count, chars[i + 1] == "~", strike || chars[(i + 2)...].contains("~") {
                flush(); strike.toggle(); cur.strikethrough = strike ? true : nil; i += 2; continue
            }
            if !code, c == "*" || c == "_" {
                if i + 1 < chars.count, chars[i + 1] == c {
                    if bold || chars[(i + 2)...].contains(c) { flush(); bold.toggle(); cur.bold = bold; i += 2; continue }
                } else if italic || chars[(i + 1)...].contains(c) {
                    flush(); italic.toggle(); cur.italic = italic; i += 1; continue
                }
            }
            cur.string.append(c)
            i += 1
        }
        flush()
        return out.isEmpty ? [Segment(string: "")] : out
    }

    private func map(_ f: (inout Segment) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { f(&t.segments[i]) }
        return t
    }

    /// The text in `font` (SwiftUI's `Text.font(_:)`; wins over the environment's font).
    public func font(_ font: Font?) -> Text { map { if $0.font == nil { $0.font = font } } }
    /// The text in `weight` (SwiftUI's `Text.fontWeight(_:)`).
    public func fontWeight(_ weight: Font.Weight?) -> Text { map { $0.weight = weight } }
    /// Bold text (SwiftUI's `Text.bold(_:)`).
    public func bold(_ isActive: Bool = true) -> Text { map { $0.bold = isActive } }
    /// Bold text (SwiftUI's `Text.bold()`).
    public func bold() -> Text { bold(true) }
    /// Italic text (SwiftUI's `Text.italic(_:)`).
    public func italic(_ isActive: Bool = true) -> Text { map { $0.italic = isActive } }
    /// Italic text (SwiftUI's `Text.italic()`).
    public func italic() -> Text { italic(true) }
    /// Monospaced text (SwiftUI's `Text.monospaced(_:)`).
    public func monospaced(_ isActive: Bool = true) -> Text { map { $0.monospaced = isActive } }
    /// The text's colour (SwiftUI's `Text.foregroundColor(_:)`).
    public func foregroundColor(_ color: Color?) -> Text { map { if $0.color == nil { $0.color = color } } }
    /// The text's colour (SwiftUI's `Text.foregroundStyle(_:)`, for colours).
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    /// Underlined text (SwiftUI's `Text.underline(_:color:)`; drawn in the text's colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.underline = isActive } }
    /// Struck-through text (SwiftUI's `Text.strikethrough(_:color:)`; drawn in the text's colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { map { $0.strikethrough = isActive } }
    /// Extra points between characters (SwiftUI's `Text.kerning(_:)`, applied as tracking).
    public func kerning(_ k: CGFloat) -> Text { map { $0.tracking = k.isFinite ? k : 0 } }
    /// Extra points after each character (SwiftUI's `Text.tracking(_:)`).
    public func tracking(_ t: CGFloat) -> Text { map { $0.tracking = t.isFinite ? t : 0 } }
    /// Raises the text by `o` points (SwiftUI's `Text.baselineOffset(_:)`).
    public func baselineOffset(_ o: CGFloat) -> Text { map { $0.baselineOffset = o.isFinite ? o : 0 } }

    /// Two texts as one paragraph, each keeping its own styling (SwiftUI's `Text + Text`).
    public static func + (a: Text, b: Text) -> Text {
        var t = a
        t.segments += b.segments
        return t
    }

    var plainString: String { segments.map(\.string).joined() }

    func runs(_ env: EnvironmentValues) -> [TextRun] {
        let textCase = env[TextCaseKey.self]
        var gaps: [CGFloat] = []  // blank space before each symbol (Text+Symbol.swift; kept)
        let runs = segments.map { s -> TextRun in
            var font = s.font ?? env.font ?? .body
            if let w = s.weight { font = font.weight(w) }
            if s.monospaced { font = font.monospaced() }
            let resolved = font.resolve(env, bold: s.bold || env[BoldKey.self], italic: s.italic || env[ItalicKey.self])
            if let name = s.symbol {
                let (run, gap) = Text.symbolRunAndLeadingGap(name, font: resolved, color: s.color?.resolve(in: env), first: gaps.isEmpty, env)
                gaps.append(gap)
                return run
            }
            gaps.append(0)
            let string = textCase == .uppercase ? s.string.uppercased() : textCase == .lowercase ? s.string.lowercased() : s.string
            var color = s.color?.resolve(in: env)
            if color == nil, s.isLink, case .color(let tint) = tintStyle(env)._paint(in: .zero, environment: env) { color = tint }
            var run = TextRun(string, font: resolved, color: color)
            run.underline = s.underline ?? env[ViewUnderlineKey.self]
            run.strikethrough = s.strikethrough ?? env[ViewStrikethroughKey.self]
            run.tracking = s.tracking ?? env[ViewTrackingKey.self]
            run.baselineOffset = s.baselineOffset ?? env[ViewBaselineOffsetKey.self]
            run.background = s.backgroundColor?.resolve(in: env)
            return run
        }
        _ = gaps
        return runs
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        [textNode(ctx).node]
    }

    /// The text's node and its behaviour (for what draws over the text, such as a field's caret).
    func textNode(_ ctx: BuildContext) -> (node: LayoutNode, behaviour: TextBehaviour) {
        let env = ctx.environment
        var req = TextLayoutRequest(runs: runs(env))
        switch env.truncationMode {
        case .head: req.truncationMode = .head
        case .middle: req.truncationMode = .middle
        case .tail: req.truncationMode = .tail
        }
        req.alignment = env.multilineTextAlignment
        req.lineSpacing = env.lineSpacing
        req.minimumScaleFactor = env.minimumScaleFactor
        req.allowsTightening = env.allowsTightening
        req.layoutDirection = env.layoutDirection
        for run in req.runs { if let name = run.font.family { ctx.checkFontName(name) } }
        let behaviour = TextBehaviour(req, lineLimit: env.lineLimit, reservesSpace: env[ReservesSpaceKey.self])
        let preview = plainString.count > 24 ? String(plainString.prefix(24)) + "…" : plainString
        let node = makeNode(behaviour, label: "Text(\"\(preview)\")", role: .text)
        node.drawing = NodeDrawing(content: { node, frame, context in
            let (request, _) = behaviour.layout(for: node.placedProposal ?? .unspecified, node: node, context: context)
            let color: RGBA
            if case .color(let c) = HierarchicalShapeStyle.primary._paint(in: frame, environment: env) { color = c } else { color = RGBA(0, 0, 0) }
            if env.redactionReasons.contains(.placeholder) || (!segments.isEmpty && segments.allSatisfy(\.isLeftOut)) {
                return redactedPlaceholder(request, frame: frame, color: color, context: context)
            }
            return [.text(TextDrawing(request: request, frame: frame, color: color))]
        })
        return (node, behaviour)
    }
}
