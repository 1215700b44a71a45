import Foundation

/// The seam through which text enters the engine. The engine decides *what* to ask (SwiftUI's
/// proposal semantics live in `TextBehaviour`); a measurer answers how a paragraph set in given fonts
/// lays out at a given width. Implementations: `FixedMetricTextMeasurer` (10×10 glyphs, for
/// tests), and the Pango measurer in `AccordText`.
///
/// Contract:
/// - `measure` is a pure function of the request; it may be called from several threads at
///   once (implementations guard their own caches).
/// - `width == nil` lays each paragraph (split at "\n") out on one line; a finite width wraps at
///   word boundaries (between ideographs for CJK), breaking inside a word only when the word
///   alone is wider than the line.
/// - `maxLines` limits the line count; the last line shown is truncated with "…" according to
///   `truncationMode` when text remains.
/// - Sizes are unrounded points; the caller rounds to the pixel grid.
public protocol TextMeasurer: Sendable {
    func measure(_ request: TextLayoutRequest) -> TextLayoutResult
    /// Vertical metrics of a font (used for spacing next to text).
    func metrics(for font: ResolvedFont) -> FontMetrics
}

/// Vertical metrics of a font at its size, in points; all positive distances.
public struct FontMetrics: Hashable, Sendable {
    public var ascender: CGFloat
    public var descender: CGFloat
    public var leading: CGFloat
    public var capHeight: CGFloat
    public var xHeight: CGFloat
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
    /// Ascender + descender + leading.
    public var lineHeight: CGFloat { ascender + descender + leading }
}

/// A resolved font: what `Font` becomes once the environment (Dynamic Type, bold, italic) has
/// been applied.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }
    /// nil: the system font (Inter, with SF Pro's line metrics); else a family name.
    public var family: String?
    public var size: CGFloat
    /// CSS-style weight: 100 (ultraLight) … 400 (regular) … 900 (black).
    public var weight: Int
    public var italic: Bool
    public var design: Design
    public var monospacedDigit: Bool
    /// Extra leading SwiftUI adds for the text style (e.g. `.body` has leading in its line
    /// height); 0 for `.system(size:)` and custom fonts.
    public var leading: Leading
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    public init(family: String? = nil, size: CGFloat = 17, weight: Int = 400, italic: Bool = false,
                design: Design = .default, monospacedDigit: Bool = false, leading: Leading = .standard) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospacedDigit = monospacedDigit
        self.leading = leading
    }

    public var description: String {
        var s = "\(family ?? "system") \(formatPoints(size))"
        if weight != 400 { s += " w\(weight)" }
        if italic { s += " italic" }
        if design != .default { s += " \(design.rawValue)" }
        return s
    }
}

/// RGBA in sRGB, components 0…1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var r: Double, g: Double, b: Double, a: Double
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        self.r = c(r); self.g = c(g); self.b = c(b); self.a = c(a)
    }
    public var description: String {
        func h(_ v: Double) -> String { String(format: "%02x", Int((v * 255).rounded())) }
        return "#\(h(r))\(h(g))\(h(b))" + (a < 1 ? h(a) : "")
    }
    public func withAlpha(_ k: Double) -> RGBA { RGBA(r, g, b, a * k) }
}

/// A run of text in one style.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    /// nil: the foreground style of the environment.
    public var color: RGBA?
    public var underline = false
    public var strikethrough = false
    /// Extra space after each character (`.kerning` / `.tracking`), points.
    public var tracking: CGFloat = 0
    public var baselineOffset: CGFloat = 0
    /// The colour filled behind the run's characters (an attributed string's `backgroundColor`); nil: none.
    public var background: RGBA? = nil

    public init(_ string: String, font: ResolvedFont, color: RGBA? = nil) {
        self.string = string
        self.font = font
        self.color = color
    }
}

public enum TextTruncationMode: String, Hashable, Sendable { case head, middle, tail }
public enum TextAlignment: String, Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// Everything that decides how a paragraph lays out.
public struct TextLayoutRequest: Hashable, Sendable {
    public var runs: [TextRun]
    /// nil: unconstrained (each paragraph on one line).
    public var width: CGFloat?
    public var maxLines: Int?
    public var truncationMode: TextTruncationMode = .tail
    public var alignment: TextAlignment = .leading
    public var lineSpacing: CGFloat = 0
    /// Shrinking allowed to fit (1: none), as `minimumScaleFactor`.
    public var minimumScaleFactor: CGFloat = 1
    public var allowsTightening = false
    public var layoutDirection: LayoutDirection = .leftToRight

    public init(runs: [TextRun], width: CGFloat? = nil, maxLines: Int? = nil) {
        self.runs = runs
        self.width = width
        self.maxLines = maxLines
    }

    public var string: String { runs.map(\.string).joined() }
}

public struct TextLayoutResult: Hashable, Sendable {
    /// Width of the widest line shown, height of the lines shown (unrounded points).
    public var size: CGSize
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last shown line's baseline.
    public var lastBaseline: CGFloat
    public var lineCount: Int
    /// Height of one line (ascent + descent + leading) of the first run's font.
    public var lineHeight: CGFloat
    /// True when text was cut (line limit, height, or width of a single unbreakable line).
    public var isTruncated: Bool
    /// The scale applied by `minimumScaleFactor` (1 when none).
    public var appliedScale: CGFloat

    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int,
                lineHeight: CGFloat, isTruncated: Bool = false, appliedScale: CGFloat = 1) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.lineHeight = lineHeight
        self.isTruncated = isTruncated
        self.appliedScale = appliedScale
    }
}
