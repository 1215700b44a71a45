import Foundation
import AccordLayout

/// UIKit's colour: the system colours (iOS values, light and dark), components, and dynamic
/// colours, for `Color(uiColor:)` / `Color(.systemBackground)` and UIKit code inside SwiftUI files.
open class UIColor: Hashable, _ExpressibleByColorLiteral, @unchecked Sendable {
    let color: Color
    /// A colour from a colour literal (`#colorLiteral(red:green:blue:alpha:)`: sRGB components).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    /// A localized description of the colour for accessibility (UIKit's `accessibilityName`, Color+Mix.swift).
    public var accessibilityName: String { color.accessibilityName }
    /// A colour from SwiftUI's (`UIColor(Color.red)`).
    ///
    /// UIKit's initializers come from Objective-C, so an extension can call them through `Self`
    /// (`static var brand: Self { Self { $0.userInterfaceStyle == .dark ? … : … } }`); here they
    /// are `required` for the same reason.
    public required init(_ color: Color) { self.color = color }
    /// Extended-sRGB components (0…1 inside the sRGB gamut).
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public required init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public required init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }
    public required init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }
    /// A colour that depends on the traits (light or dark appearance) it is drawn in: the
    /// provider is asked once for light and once for dark traits, and the colour drawn follows
    /// the colour scheme of the view it is drawn in.
    public required init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.resolve(.light)
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.resolve(.dark)
        color = Color(.dynamic(light: light, dark: dark))
    }
    /// A named colour from the app's asset catalog (resolved as `Color(name)` is).
    public required convenience init?(named name: String) { self.init(Color(name)) }
    public required convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(Color(name))
    }

    /// A colour from a Core Graphics colour.
    public required convenience init(cgColor: CGColor) { self.init(cgColor.color) }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }

    /// The colour with another opacity (UIKit replaces the alpha component).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func set(_ c: RGBA) -> RGBA { RGBA(c.r, c.g, c.b, Double(alpha)) }
        return UIColor(Color(.dynamic(light: set(color.resolve(.light)), dark: set(color.resolve(.dark)))))
    }
    /// The colour in the given traits' appearance.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let c = color.resolve(traitCollection.userInterfaceStyle == .dark ? .dark : .light)
        return UIColor(Color(.rgba(c)))
    }
    /// The sRGB components in the light appearance (or the current trait collection's).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.resolve(UITraitCollection.current.userInterfaceStyle == .dark ? .dark : .light)
        red?.pointee = CGFloat(c.r); green?.pointee = CGFloat(c.g); blue?.pointee = CGFloat(c.b); alpha?.pointee = CGFloat(c.a)
        return true
    }
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.resolve(UITraitCollection.current.userInterfaceStyle == .dark ? .dark : .light)
        white?.pointee = CGFloat(0.299 * c.r + 0.587 * c.g + 0.114 * c.b); alpha?.pointee = CGFloat(c.a)
        return true
    }
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.resolve(UITraitCollection.current.userInterfaceStyle == .dark ? .dark : .light)
        let mx = max(c.r, c.g, c.b), mn = min(c.r, c.g, c.b), d = mx - mn
        var h = 0.0
        if d > 0 {
            if mx == c.r { h = ((c.g - c.b) / d).truncatingRemainder(dividingBy: 6) }
            else if mx == c.g { h = (c.b - c.r) / d + 2 } else { h = (c.r - c.g) / d + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h); saturation?.pointee = CGFloat(mx == 0 ? 0 : d / mx)
        brightness?.pointee = CGFloat(mx); alpha?.pointee = CGFloat(c.a)
        return true
    }
    /// The colour as a Core Graphics colour.
    open var cgColor: CGColor { CGColor(color: color) }
    open var ciColor: CGColor { cgColor }

    /// UIKit's `.systemBackground`, adapting to light and dark mode as iOS's does.
    public static let systemBackground = UIColor(SystemColors.background)
    /// UIKit's `.secondarySystemBackground`: #F2F2F7 in light mode, #1C1C1E in dark mode.
    public static let secondarySystemBackground = UIColor(SystemColors.dyn(0xF2F2F7, 1, 0x1C1C1E, 1))
    /// UIKit's `.tertiarySystemBackground`: #FFFFFF in light mode, #2C2C2E in dark mode.
    public static let tertiarySystemBackground = UIColor(SystemColors.dyn(0xFFFFFF, 1, 0x2C2C2E, 1))
    /// UIKit's `.systemGroupedBackground`, adapting to light and dark mode as iOS's does.
    public static let systemGroupedBackground = UIColor(SystemColors.groupedBackground)
    /// UIKit's `.secondarySystemGroupedBackground`, adapting to light and dark mode as iOS's does.
    public static let secondarySystemGroupedBackground = UIColor(SystemColors.secondaryGroupedBackground)
    /// UIKit's `.tertiarySystemGroupedBackground`: #F2F2F7 in light mode, #2C2C2E in dark mode.
    public static let tertiarySystemGroupedBackground = UIColor(SystemColors.dyn(0xF2F2F7, 1, 0x2C2C2E, 1))
    /// UIKit's `.label`, adapting to light and dark mode as iOS's does.
    public static let label = UIColor(SystemColors.label)
    /// UIKit's `.secondaryLabel`, adapting to light and dark mode as iOS's does.
    public static let secondaryLabel = UIColor(SystemColors.secondaryLabel)
    /// UIKit's `.tertiaryLabel`, adapting to light and dark mode as iOS's does.
    public static let tertiaryLabel = UIColor(SystemColors.tertiaryLabel)
    /// UIKit's `.quaternaryLabel`: #3C3C43 at 18 % in light mode, #EBEBF5 at 16 % in dark mode.
    public static let quaternaryLabel = UIColor(SystemColors.dyn(0x3C3C43, 0.18, 0xEBEBF5, 0.16))
    /// UIKit's `.placeholderText`, adapting to light and dark mode as iOS's does.
    public static let placeholderText = UIColor(SystemColors.placeholderText)
    /// UIKit's `.separator`, adapting to light and dark mode as iOS's does.
    public static let separator = UIColor(SystemColors.separator)
    /// UIKit's `.opaqueSeparator`: #C6C6C8 in light mode, #38383A in dark mode.
    public static let opaqueSeparator = UIColor(SystemColors.dyn(0xC6C6C8, 1, 0x38383A, 1))
    /// UIKit's `.systemFill`, adapting to light and dark mode as iOS's does.
    public static let systemFill = UIColor(SystemColors.systemFill)
    /// UIKit's `.secondarySystemFill`, adapting to light and dark mode as iOS's does.
    public static let secondarySystemFill = UIColor(SystemColors.secondarySystemFill)
    /// UIKit's `.tertiarySystemFill`, adapting to light and dark mode as iOS's does.
    public static let tertiarySystemFill = UIColor(SystemColors.tertiarySystemFill)
    /// UIKit's `.quaternarySystemFill`: #747480 at 8 % in light mode, #767680 at 18 % in dark mode.
    public static let quaternarySystemFill = UIColor(SystemColors.dyn(0x747480, 0.08, 0x767680, 0.18))
    /// UIKit's `.systemGray`: SwiftUI's `Color.gray`, light and dark.
    public static let systemGray = UIColor(.gray)
    /// UIKit's `.systemGray2`: #AEAEB2 in light mode, #636366 in dark mode.
    public static let systemGray2 = UIColor(SystemColors.dyn(0xAEAEB2, 1, 0x636366, 1))
    /// UIKit's `.systemGray3`: #C7C7CC in light mode, #48484A in dark mode.
    public static let systemGray3 = UIColor(SystemColors.dyn(0xC7C7CC, 1, 0x48484A, 1))
    /// UIKit's `.systemGray4`: #D1D1D6 in light mode, #3A3A3C in dark mode.
    public static let systemGray4 = UIColor(SystemColors.dyn(0xD1D1D6, 1, 0x3A3A3C, 1))
    /// UIKit's `.systemGray5`: #E5E5EA in light mode, #2C2C2E in dark mode.
    public static let systemGray5 = UIColor(SystemColors.dyn(0xE5E5EA, 1, 0x2C2C2E, 1))
    /// UIKit's `.systemGray6`: #F2F2F7 in light mode, #1C1C1E in dark mode.
    public static let systemGray6 = UIColor(SystemColors.dyn(0xF2F2F7, 1, 0x1C1C1E, 1))
    /// UIKit's `.systemRed`: SwiftUI's `Color.red`, light and dark.
    public static let systemRed = UIColor(.red)
    /// UIKit's `.systemOrange`: SwiftUI's `Color.orange`, light and dark.
    public static let systemOrange = UIColor(.orange)
    /// UIKit's `.systemYellow`: SwiftUI's `Color.yellow`, light and dark.
    public static let systemYellow = UIColor(.yellow)
    /// UIKit's `.systemGreen`: SwiftUI's `Color.green`, light and dark.
    public static let systemGreen = UIColor(.green)
    /// UIKit's `.systemMint`: SwiftUI's `Color.mint`, light and dark.
    public static let systemMint = UIColor(.mint)
    /// UIKit's `.systemTeal`: SwiftUI's `Color.teal`, light and dark.
    public static let systemTeal = UIColor(.teal)
    /// UIKit's `.systemCyan`: SwiftUI's `Color.cyan`, light and dark.
    public static let systemCyan = UIColor(.cyan)
    /// UIKit's `.systemBlue`: SwiftUI's `Color.blue`, light and dark.
    public static let systemBlue = UIColor(.blue)
    /// UIKit's `.systemIndigo`: SwiftUI's `Color.indigo`, light and dark.
    public static let systemIndigo = UIColor(.indigo)
    /// UIKit's `.systemPurple`: SwiftUI's `Color.purple`, light and dark.
    public static let systemPurple = UIColor(.purple)
    /// UIKit's `.systemPink`: SwiftUI's `Color.pink`, light and dark.
    public static let systemPink = UIColor(.pink)
    /// UIKit's `.systemBrown`: SwiftUI's `Color.brown`, light and dark.
    public static let systemBrown = UIColor(.brown)
    /// UIKit's `.tintColor`: SwiftUI's `Color.accentColor`, light and dark.
    public static let tintColor = UIColor(.accentColor)
    /// UIKit's `.link`: SwiftUI's `Color.blue`, light and dark.
    public static let link = UIColor(.blue)
    /// UIKit's fixed `.lightText`: the same in light and dark mode.
    public static let lightText = UIColor(Color(white: 1, opacity: 0.6))
    /// UIKit's `.darkText`: SwiftUI's `Color.black`, light and dark.
    public static let darkText = UIColor(.black)
    // UIKit's fixed colours (not the system ones): UIColor.red is pure sRGB red, and so on
    // (Apple's UIColor documentation gives each as components).
    /// UIKit's fixed `.black`: the same in light and dark mode.
    public static let black = UIColor(white: 0, alpha: 1)
    /// UIKit's fixed `.darkGray`: the same in light and dark mode.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// UIKit's fixed `.lightGray`: the same in light and dark mode.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// UIKit's fixed `.white`: the same in light and dark mode.
    public static let white = UIColor(white: 1, alpha: 1)
    /// UIKit's fixed `.gray`: the same in light and dark mode.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// UIKit's fixed `.red`: the same in light and dark mode.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// UIKit's fixed `.green`: the same in light and dark mode.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// UIKit's fixed `.blue`: the same in light and dark mode.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit's fixed `.cyan`: the same in light and dark mode.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// UIKit's fixed `.yellow`: the same in light and dark mode.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// UIKit's fixed `.magenta`: the same in light and dark mode.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// UIKit's fixed `.orange`: the same in light and dark mode.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// UIKit's fixed `.purple`: the same in light and dark mode.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// UIKit's fixed `.brown`: the same in light and dark mode.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// UIKit's fixed `.clear`: the same in light and dark mode.
    public static let clear = UIColor(white: 0, alpha: 0)
}

extension Color {
    /// Disfavoured so that `Color(.brandGreen)` picks the asset's `ColorResource` over the
    /// `UIColor` of the same generated name (both exist, as in Xcode's generated symbols).
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self = uiColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
    /// A named colour from the project's asset catalogs (light and dark; see `AssetCatalogs`).
    /// A name no catalog has is clear, with one warning, as in SwiftUI.
    public init(_ name: String, bundle: Bundle? = nil) { self = Color.named(name, bundle: bundle) }
}

/// The appearance a trait collection describes.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable { case unspecified, light, dark }

/// UIKit's size classes.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable { case unspecified, compact, regular }

/// The traits a colour or font resolves against: the preview's appearance (light or dark, from
/// the environment of the view being built) and its device's size classes and scale.
open class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let preferredContentSizeCategory: UIContentSizeCategory

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: .large)
    }
    /// Traits with a Dynamic Type size (what `UIFontMetrics.scaledFont(for:compatibleWith:)` reads).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }
    init(userInterfaceStyle: UIUserInterfaceStyle, preferredContentSizeCategory: UIContentSizeCategory) {
        let d = CurrentPreviewDevice.device
        self.userInterfaceStyle = userInterfaceStyle
        horizontalSizeClass = d.sizeClasses.horizontal == .compact ? .compact : .regular
        verticalSizeClass = d.sizeClasses.vertical == .compact ? .compact : .regular
        displayScale = d.screenScale
        userInterfaceIdiom = d.isPad ? .pad : .phone
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The traits of the view being built (its colour scheme).
    public class var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: EnvironmentValues.current.colorScheme == .dark ? .dark : .light)
    }
}

/// UIKit's content size categories (Dynamic Type sizes).
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// UIKit's `.unspecified` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// UIKit's `.extraSmall` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// UIKit's `.small` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// UIKit's `.medium` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// UIKit's `.large` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// UIKit's `.extraLarge` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// UIKit's `.extraExtraLarge` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// UIKit's `.extraExtraExtraLarge` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// UIKit's `.accessibilityMedium` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// UIKit's `.accessibilityLarge` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// UIKit's `.accessibilityExtraLarge` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// UIKit's `.accessibilityExtraExtraLarge` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// UIKit's `.accessibilityExtraExtraExtraLarge` text size (SwiftUI's matching `DynamicTypeSize`).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// A Core Graphics colour (what `UIColor.cgColor` gives and `Color(cgColor:)` takes).
public final class CGColor: Hashable, @unchecked Sendable {
    let color: Color
    init(color: Color) { self.color = color }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(gray: CGFloat, alpha: CGFloat) { color = Color(white: Double(gray), opacity: Double(alpha)) }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }
    public var alpha: CGFloat { CGFloat(color.resolve(.light).a) }
    public var components: [CGFloat]? {
        let c = color.resolve(.light)
        return [c.r, c.g, c.b, c.a].map { CGFloat($0) }
    }
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color: UIColor(color).withAlphaComponent(alpha).color) }
}

extension Color {
    /// A colour from a Core Graphics colour.
    public init(cgColor: CGColor) { self = cgColor.color }
}
