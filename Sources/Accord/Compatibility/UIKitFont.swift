import Foundation
import AccordLayout

/// UIKit's font, for `Font(uiFont)` and UIKit attributes in SwiftUI files: a system font of a
/// size and weight, a text style's preferred font (at the default Dynamic Type size, Large), or a
/// named family at a fixed size.
open class UIFont: Hashable, @unchecked Sendable {
    /// UIKit's weights, with their `rawValue`s as UIKit defines them.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
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
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
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
    public let pointSize: CGFloat
    public let fontName: String
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

    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font }
    public func hash(into h: inout Hasher) { h.combine(font) }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let s = sanitize(fontSize)
        return UIFont(font: .system(size: s, weight: weight.swiftUI), pointSize: s, name: ".SFUI-Regular")
    }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let s = sanitize(fontSize)
        return UIFont(font: Font.system(size: s).italic(), pointSize: s, name: ".SFUI-RegularItalic")
    }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let s = sanitize(fontSize)
        return UIFont(font: .system(size: s, weight: weight.swiftUI, design: .monospaced), pointSize: s, name: ".SFUIMono-Regular")
    }
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
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
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
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    let font: Font
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
    open var symbolicTraits: SymbolicTraits {
        var t: SymbolicTraits = []
        if font.isItalic { t.insert(.traitItalic) }
        if let w = font.weight, w.value >= 700 { t.insert(.traitBold) }
        if font.design == .monospaced { t.insert(.traitMonoSpace) }
        return t
    }
}

extension UIFont {
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: font, pointSize: pointSize) }
    /// A font from a descriptor; a size of 0 keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let s = pointSize > 0 && pointSize.isFinite ? pointSize : descriptor.pointSize
        let f = pointSize > 0 ? UIFont(font: descriptor.font, pointSize: descriptor.pointSize, name: ".SFUI").withSize(s).font : descriptor.font
        self.init(font: f, pointSize: s, name: ".SFUI-Regular")
    }
}
