import Foundation
import AccordLayout

/// A font, as SwiftUI's: a text style, a system font of a size, or a custom family; resolved
/// against the environment's Dynamic Type size.
public struct Font: Hashable, Sendable {
    /// iOS's text styles, with their sizes at each Dynamic Type size (SwiftUI's `Font.TextStyle`).
    public enum TextStyle: Int, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    /// A font weight, ultraLight (100) to black (900) (SwiftUI's `Font.Weight`).
    public struct Weight: Hashable, Sendable {
        let value: Int
        /// The thinnest weight (100).
        public static let ultraLight = Weight(value: 100)
        /// Thin (200).
        public static let thin = Weight(value: 200)
        /// Light (300).
        public static let light = Weight(value: 300)
        /// Regular (400), the default.
        public static let regular = Weight(value: 400)
        /// Medium (500).
        public static let medium = Weight(value: 500)
        /// Semibold (600): `.headline`'s weight.
        public static let semibold = Weight(value: 600)
        /// Bold (700).
        public static let bold = Weight(value: 700)
        /// Heavy (800).
        public static let heavy = Weight(value: 800)
        /// Black (900), the heaviest.
        public static let black = Weight(value: 900)
    }
    /// The system font's design (SwiftUI's `Font.Design`): serif is DejaVu Serif, monospaced DejaVu Sans Mono.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: CGFloat)
        case custom(String, size: CGFloat, relativeTo: TextStyle?)
        case fixedCustom(String, size: CGFloat)
    }
    var base: Base
    var weight: Weight?
    var design: Design = .default
    var isItalic = false
    var isMonospacedDigit = false
    var lineLeading: Leading = .standard
    /// `width(_:)` and the small-caps variants (Font+Width.swift): kept, drawn as the standard font.
    var widthValue: CGFloat? = nil
    var capsVariant: UInt8 = 0

    init(base: Base) { self.base = base }

    /// 34 pt at the default Dynamic Type size (Apple HIG, Typography).
    public static let largeTitle = Font(base: .style(.largeTitle))
    /// 28 pt.
    public static let title = Font(base: .style(.title))
    /// 22 pt.
    public static let title2 = Font(base: .style(.title2))
    /// 20 pt.
    public static let title3 = Font(base: .style(.title3))
    /// 17 pt semibold.
    public static let headline = Font(base: .style(.headline))
    /// 15 pt.
    public static let subheadline = Font(base: .style(.subheadline))
    /// 17 pt, the default.
    public static let body = Font(base: .style(.body))
    /// 16 pt.
    public static let callout = Font(base: .style(.callout))
    /// 13 pt.
    public static let footnote = Font(base: .style(.footnote))
    /// 12 pt.
    public static let caption = Font(base: .style(.caption))
    /// 11 pt.
    public static let caption2 = Font(base: .style(.caption2))

    /// The system font in a text style (SwiftUI's `system(_:design:weight:)`).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = Font(base: .style(style)); f.design = design ?? .default; f.weight = weight; return f
    }
    /// The system font at a fixed size (SwiftUI's `system(size:weight:design:)`; not scaled by Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var f = Font(base: .system(size: sanitize(size))); f.weight = weight; f.design = design ?? .default; return f
    }
    /// A font family by name, scaled with `.body` (SwiftUI's `custom(_:size:)`). Family names are matched;
    /// the family must be installed by `registerFont(file:)` or be one of Accord's pinned fonts.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(base: .custom(name, size: sanitize(size), relativeTo: .body)) }
    /// A font family scaled with `style` (SwiftUI's `custom(_:size:relativeTo:)`).
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(base: .custom(name, size: sanitize(size), relativeTo: style))
    }
    /// A font family at a size Dynamic Type leaves alone (SwiftUI's `custom(_:fixedSize:)`).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(base: .fixedCustom(name, size: sanitize(fixedSize))) }

    private static func sanitize(_ s: CGFloat) -> CGFloat { s.isFinite && s > 0 ? s : 17 }

    /// The font in bold (SwiftUI's `bold()`).
    public func bold() -> Font { weight(.bold) }
    /// The font in italic (SwiftUI's `italic()`).
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The font in weight `w` (SwiftUI's `weight(_:)`).
    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    /// The monospaced design (SwiftUI's `monospaced()`).
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// Digits of equal width (SwiftUI's `monospacedDigit()`).
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }

    /// Line spacing of the font: standard, tighter or looser (`Font.leading(_:)`).
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
    /// The font with tighter or looser lines (SwiftUI's `leading(_:)`).
    public func leading(_ leading: Leading) -> Font { var f = self; f.lineLeading = leading; return f }

    /// iOS point sizes of each text style at each Dynamic Type size (Apple's HIG table),
    /// xSmall … accessibility5.
    static let sizes: [TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    static func size(_ style: TextStyle, _ dts: DynamicTypeSize) -> CGFloat { sizes[style]![dts.rawValue] }

    func resolve(_ env: EnvironmentValues, bold: Bool = false, italic extraItalic: Bool = false) -> ResolvedFont {
        var r = ResolvedFont()
        switch base {
        case .style(let s):
            r.size = Font.size(s, env.dynamicTypeSize)
            if s == .headline { r.weight = 600 }
        case .system(let size): r.size = size
        case .custom(let name, let size, let rel):
            r.family = name
            r.size = rel.map { size * Font.size($0, env.dynamicTypeSize) / Font.size($0, .large) } ?? size
        case .fixedCustom(let name, let size):
            r.family = name; r.size = size
        }
        if let weight { r.weight = weight.value }
        if bold { r.weight = max(r.weight, 700) }
        r.italic = isItalic || extraItalic
        r.monospacedDigit = isMonospacedDigit
        switch lineLeading {
        case .standard: r.leading = .standard
        case .tight: r.leading = .tight
        case .loose: r.leading = .loose
        }
        switch design {
        case .default: r.design = .default
        case .serif: r.design = .serif
        case .rounded: r.design = .rounded
        case .monospaced: r.design = .monospaced
        }
        return r
    }
}

struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct ReservesSpaceKey: EnvironmentKey { static let defaultValue = false }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = AccordLayout.TextAlignment.leading }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
/// Set once `textCase(_:)` is written (even `textCase(nil)`): a grouped list's header then keeps
/// the case it was given instead of upper-casing.
struct TextCaseSetKey: EnvironmentKey { static let defaultValue = false }
struct BoldKey: EnvironmentKey { static let defaultValue = false }
struct ItalicKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The default font of text inside (nil: `.body`), set by `font(_:)`.
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    /// The most lines text inside may take (nil: no limit), set by `lineLimit(_:)`.
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    /// Where text that does not fit is cut (`.tail` by default), set by `truncationMode(_:)`.
    public var truncationMode: Text.TruncationMode { get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue } }
    /// How the lines of multi-line text align (`.leading` by default), set by `multilineTextAlignment(_:)`.
    public var multilineTextAlignment: AccordLayout.TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Extra points between lines of text, set by `lineSpacing(_:)`.
    public var lineSpacing: CGFloat { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }
    /// How far text may shrink to fit (1: not at all), set by `minimumScaleFactor(_:)`.
    public var minimumScaleFactor: CGFloat { get { self[MinimumScaleFactorKey.self] } set { self[MinimumScaleFactorKey.self] = newValue } }
    /// Whether text may tighten its letter spacing to fit before truncating, set by `allowsTightening(_:)`.
    public var allowsTightening: Bool { get { self[AllowsTighteningKey.self] } set { self[AllowsTighteningKey.self] = newValue } }
}

extension View {
    /// The font of the text in the view (SwiftUI's `font(_:)`).
    public func font(_ font: Font?) -> some View { transformEnvironment { $0.font = font } }
    /// The weight of the text in the view (SwiftUI's `fontWeight(_:)`).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment { env in if let weight { env.font = (env.font ?? .body).weight(weight) } }
    }
    /// Bold text in the view (SwiftUI's `bold(_:)`).
    public func bold(_ isActive: Bool = true) -> some View { transformEnvironment { $0[BoldKey.self] = isActive } }
    /// Italic text in the view (SwiftUI's `italic(_:)`).
    public func italic(_ isActive: Bool = true) -> some View { transformEnvironment { $0[ItalicKey.self] = isActive } }
    /// At most `number` lines, truncated after (SwiftUI's `lineLimit(_:)`; nil: no limit).
    public func lineLimit(_ number: Int?) -> some View { transformEnvironment { $0.lineLimit = number; $0[ReservesSpaceKey.self] = false } }
    /// At most `limit` lines; with `reservesSpace`, always `limit` lines tall (SwiftUI's `lineLimit(_:reservesSpace:)`).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment { $0.lineLimit = limit; $0[ReservesSpaceKey.self] = reservesSpace }
    }
    /// Where an ellipsis replaces text that does not fit (SwiftUI's `truncationMode(_:)`).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { transformEnvironment { $0.truncationMode = mode } }
    /// How the lines of a paragraph align (SwiftUI's `multilineTextAlignment(_:)`).
    public func multilineTextAlignment(_ a: AccordLayout.TextAlignment) -> some View { transformEnvironment { $0.multilineTextAlignment = a } }
    /// Extra points between lines (SwiftUI's `lineSpacing(_:)`).
    public func lineSpacing(_ s: CGFloat) -> some View { transformEnvironment { $0.lineSpacing = s.isFinite ? s : 0 } }
    /// How far text may shrink to fit (SwiftUI's `minimumScaleFactor(_:)`).
    public func minimumScaleFactor(_ f: CGFloat) -> some View { transformEnvironment { $0.minimumScaleFactor = f.isFinite ? min(1, max(0.01, f)) : 1 } }
    /// Lets text tighten its letter spacing to fit (SwiftUI's `allowsTightening(_:)`).
    public func allowsTightening(_ flag: Bool) -> some View { transformEnvironment { $0.allowsTightening = flag } }
    /// Digits of equal width in the view's text (SwiftUI's `monospacedDigit()`).
    public func monospacedDigit() -> some View { transformEnvironment { $0.font = ($0.font ?? .body).monospacedDigit() } }
    /// The monospaced design for the view's text (SwiftUI's `monospaced(_:)`).
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment { if isActive { $0.font = ($0.font ?? .body).monospaced() } }
    }
    /// Upper- or lower-cases the text of the views inside (as section headers do).
    public func textCase(_ c: Text.Case?) -> some View { transformEnvironment { $0[TextCaseKey.self] = c; $0[TextCaseSetKey.self] = true } }
    /// The system font design of the view's text (SwiftUI's `fontDesign(_:)`).
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment { env in if let design { var f = env.font ?? .body; f.design = design; env.font = f } }
    }
}
