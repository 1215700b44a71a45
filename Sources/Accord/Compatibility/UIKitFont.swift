import Foundation
import AccordLayout

/// UIKit's font, for `Font(uiFont)` and UIKit attributes in SwiftUI files: a system font of a
/// size and weight, a text style's preferred font (at the default Dynamic Type size, Large), or a
/// named family at a fixed size.
open class UIFont: Hashable, @unchecked Sendable {
    /// UIKit's weights, with their `rawValue`s as UIKit defines them.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// The weight as UIKit numbers it: −1 (lightest) … 0 (regular) … 1 (heaviest).
        public let rawValue: CGFloat
        /// A weight from UIKit's number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from UIKit's number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultralight (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest to this one.
        var swiftUI: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// UIKit's text styles.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// UIKit's name for the text style.
        public let rawValue: String
        /// A text style from UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Large title: 34 points at the default size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// The SwiftUI font this one is.
    let font: Font
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The name the font was made with (".SFUI-Regular" for the system font).
    public let fontName: String
    /// The font's family name.
    public let familyName: String

    init(font: Font, pointSize: CGFloat, name: String) {
        self.font = font
        self.pointSize = pointSize
        fontName = name
        familyName = name
    }

    /// A font of a family at a fixed size. Accord answers a font for any name: the family is used
    /// when installed (or registered with `--font`), else the system font stands in, as the
    /// renderer does for `Font.custom`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let size = UIFont.sanitize(fontSize)
        self.init(font: .custom(fontName, fixedSize: size), pointSize: size, name: fontName)
    }

    static func sanitize(_ s: CGFloat) -> CGFloat { s.isFinite && s > 0 ? s : 17 }

    /// Fonts are equal when they resolve to the same SwiftUI font.
    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font }
    /// Hashes the font.
    public func hash(into h: inout Hasher) { h.combine(font) }

    /// The system font at `fontSize` points, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let s = sanitize(fontSize)
        return UIFont(font: .system(size: s, weight: weight.swiftUI), pointSize: s, name: ".SFUI-Regular")
    }
    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let s = sanitize(fontSize)
        return UIFont(font: Font.system(size: s).italic(), pointSize: s, name: ".SFUI-RegularItalic")
    }
    /// The monospaced system font at `fontSize` points and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let s = sanitize(fontSize)
        return UIFont(font: .system(size: s, weight: weight.swiftUI, design: .monospaced), pointSize: s, name: ".SFUIMono-Regular")
    }
    /// The system font with fixed-width digits, at `fontSize` points and `weight`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let s = sanitize(fontSize)
        return UIFont(font: Font.system(size: s, weight: weight.swiftUI).monospacedDigit(), pointSize: s, name: ".SFUI-Regular")
    }
    /// The text style's font at the default Dynamic Type size (Large: body 17 pt, headline 17 pt
    /// semibold, …; Apple's HIG type table, the one `Font` uses).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let s = style.swiftUI
        let size = Font.size(s, .large)
        return UIFont(font: .system(size: size, weight: s == .headline ? .semibold : nil), pointSize: size, name: ".SFUI-Regular")
    }
    /// The font of a text style at the trait collection's Dynamic Type size.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    /// UIKit's standard system font size: 14 points.
    open class var systemFontSize: CGFloat { 14 }
    /// UIKit's label font size: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// UIKit's button font size: 18 points.
    open class var buttonFontSize: CGFloat { 18 }
    /// UIKit's small system font size: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        let s = UIFont.sanitize(fontSize)
        var f = font
        switch f.base {
        case .system: f.base = .system(size: s)
        case .custom(let n, _, let r): f.base = .custom(n, size: s, relativeTo: r)
        case .fixedCustom(let n, _): f.base = .fixedCustom(n, size: s)
        case .style: f.base = .system(size: s)
        }
        return UIFont(font: f, pointSize: s, name: fontName)
    }
}

extension Font {
    /// A SwiftUI font from a UIKit font (`Font(UIFont.systemFont(ofSize: 15))`).
    public init(_ font: UIFont) { self = font.font }
}

/// A font's description (UIKit's `UIFontDescriptor`), for the `withDesign(.rounded)` idiom:
/// `UIFont(descriptor: UIFont.systemFont(ofSize: 34).fontDescriptor.withDesign(.rounded)!, size: 0)`.
open class UIFontDescriptor: @unchecked Sendable {
    /// A design of the system font: default, rounded, serif or monospaced.
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        /// UIKit's name for the design.
        public let rawValue: String
        /// A design from UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded (drawn in the default design: no rounded face ships).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (DejaVu Serif stands in for New York).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced (DejaVu Sans Mono stands in for SF Mono).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
    /// Traits of a font face: italic, bold, monospaced…
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The option set's bits.
        public let rawValue: UInt32
        /// Traits from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded width.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed width.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed-width glyphs.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    let font: Font
    /// The descriptor's size in points.
    public let pointSize: CGFloat
    init(font: Font, pointSize: CGFloat) { self.font = font; self.pointSize = pointSize }

    /// The text style's descriptor at the default Dynamic Type size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }
    /// The same font in a system design (rounded, serif, monospaced).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        var f = font
        switch design {
        case .rounded: f.design = .rounded
        case .serif: f.design = .serif
        case .monospaced: f.design = .monospaced
        default: f.design = .default
        }
        return UIFontDescriptor(font: f, pointSize: pointSize)
    }
    /// The same font with bold / italic / monospaced traits (others are ignored).
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var f = font
        if traits.contains(.traitBold) { f = f.weight(.bold) }
        if traits.contains(.traitItalic) { f = f.italic() }
        if traits.contains(.traitMonoSpace) { f.design = .monospaced }
        return UIFontDescriptor(font: f, pointSize: pointSize)
    }
    /// The traits of the font's face (bold, italic, monospaced).
    open var symbolicTraits: SymbolicTraits {
        var t: SymbolicTraits = []
        if font.isItalic { t.insert(.traitItalic) }
        if let w = font.weight, w.value >= 700 { t.insert(.traitBold) }
        if font.design == .monospaced { t.insert(.traitMonoSpace) }
        return t
    }
}

extension UIFont {
    /// A descriptor of this font, to derive variants from.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: font, pointSize: pointSize) }
    /// A font from a descriptor; a size of 0 keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let s = pointSize > 0 && pointSize.isFinite ? pointSize : descriptor.pointSize
        let f = pointSize > 0 ? UIFont(font: descriptor.font, pointSize: descriptor.pointSize, name: ".SFUI").withSize(s).font : descriptor.font
        self.init(font: f, pointSize: s, name: ".SFUI-Regular")
    }
}
