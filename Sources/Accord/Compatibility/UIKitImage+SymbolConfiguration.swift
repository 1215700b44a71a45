import Foundation
import AccordLayout

// UIKit's symbol configurations (`UIImage.SymbolConfiguration`): the point size, weight, scale,
// text style or font a symbol image is drawn at, and its colours. `Image(uiImage:)` of a
// configured symbol draws it as `Image(systemName:)` does under the matching `font(_:)`,
// `imageScale(_:)` and `symbolRenderingMode(_:)` — which is how UIKit sizes a symbol image: a
// point size gives the symbol of a font of that size (Apple, UIImage.SymbolConfiguration,
// `init(pointSize:)`: "the point size of the font to use for the symbol").

extension UIImage {
    /// The traits and settings an image is drawn with (UIKit's base of `SymbolConfiguration`).
    open class Configuration: Hashable, @unchecked Sendable {
        /// The trait collection the configuration resolves against (nil: the current one).
        open var traitCollection: UITraitCollection? { nil }
        /// An empty configuration (UIKit's, from `NSObject`).
        public required init() {}
        public static func == (a: Configuration, b: Configuration) -> Bool { a.isEqual(to: b) }
        public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(type(of: self))) }
        func isEqual(to other: Configuration) -> Bool { type(of: self) == type(of: other) }
        /// This configuration with `otherConfiguration`'s settings on top (UIKit's `applying(_:)`).
        open func applying(_ otherConfiguration: Configuration?) -> Self { self }
        /// This configuration for `traitCollection` (kept as is: Accord resolves at drawing).
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self { self }
    }

    /// The weight of a symbol (UIKit's `UIImage.SymbolWeight`, its raw values).
    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The matching font weight (UIKit's `fontWeight()`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// The scale of a symbol relative to its font (UIKit's `UIImage.SymbolScale`, its raw values).
    public enum SymbolScale: Int, Hashable, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large

        var swiftUI: Image.Scale? {
            switch self {
            case .small: .small
            case .medium: .medium
            case .large: .large
            case .default, .unspecified: nil
            }
        }
    }

    /// How a symbol image is sized and coloured: a point size, weight and scale, a text style,
    /// or a font; a hierarchical colour, palette colours or multicolour.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        enum Size: Hashable { case unspecified, pointSize(CGFloat), textStyle(UIFont.TextStyle), font(UIFont) }
        enum Colors: Hashable { case unspecified, hierarchical(UIColor), palette([UIColor]), multicolor }
        var size: Size = .unspecified
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var colors: Colors = .unspecified

        /// A configuration with nothing set (as `unspecified`).
        public required init() {}
        init(size: Size, weight: SymbolWeight, scale: SymbolScale, colors: Colors) {
            super.init()
            self.size = size; self.weight = weight; self.scale = scale; self.colors = colors
        }

        /// A configuration with nothing set.
        public class var unspecified: SymbolConfiguration { SymbolConfiguration() }
        /// The symbol of a font of `pointSize` points.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        /// The symbol of a font of `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        /// The symbol of a font of `pointSize` points and `weight`, at `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            let size: Size = pointSize.isFinite && pointSize > 0 ? .pointSize(pointSize) : .unspecified
            self.init(size: size, weight: weight, scale: scale, colors: .unspecified)
        }
        /// The symbol of the font of a Dynamic Type text style.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        /// The symbol of the font of a Dynamic Type text style, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(size: .textStyle(textStyle), weight: .unspecified, scale: scale, colors: .unspecified)
        }
        /// The symbol of `font`.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        /// The symbol of `font`, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(size: .font(font), weight: .unspecified, scale: scale, colors: .unspecified)
        }
        /// A weight only (the size comes from where the image is drawn).
        public convenience init(weight: SymbolWeight) { self.init(size: .unspecified, weight: weight, scale: .unspecified, colors: .unspecified) }
        /// A scale only.
        public convenience init(scale: SymbolScale) { self.init(size: .unspecified, weight: .unspecified, scale: scale, colors: .unspecified) }
        /// The hierarchical rendering of the symbol, its layers in shades of `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(size: .unspecified, weight: .unspecified, scale: .unspecified, colors: .hierarchical(hierarchicalColor))
        }
        /// The palette rendering of the symbol, one colour a layer.
        public convenience init(paletteColors: [UIColor]) {
            self.init(size: .unspecified, weight: .unspecified, scale: .unspecified, colors: .palette(paletteColors))
        }
        /// A configuration preferring the symbol's multicolour variant.
        public class func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(size: .unspecified, weight: .unspecified, scale: .unspecified, colors: .multicolor)
        }

        /// This configuration with the other's settings on top, where the other sets them.
        open override func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let o = otherConfiguration as? SymbolConfiguration else { return self }
            let merged = Self.init()
            merged.size = o.size == .unspecified ? size : o.size
            merged.weight = o.weight == .unspecified ? weight : o.weight
            merged.scale = o.scale == .unspecified ? scale : o.scale
            merged.colors = o.colors == .unspecified ? colors : o.colors
            return merged
        }
        /// The same configuration without its point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(size: .unspecified, weight: .unspecified, scale: scale, colors: colors)
        }
        /// Whether the two configurations set the same things.
        open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let o = otherConfiguration else { return false }
            return size == o.size && weight == o.weight && scale == o.scale && colors == o.colors
        }
        override func isEqual(to other: Configuration) -> Bool { isEqual(to: other as? SymbolConfiguration) }
        public override func hash(into h: inout Hasher) {
            h.combine(size); h.combine(weight); h.combine(scale); h.combine(colors)
        }

        /// How `Image(uiImage:)` draws a symbol with this configuration.
        var style: Image.SymbolStyle {
            var s = Image.SymbolStyle()
            let w = weight == .unspecified ? nil : weight.fontWeight().swiftUI
            switch size {
            case .pointSize(let p): s.font = .system(size: p, weight: w ?? .regular)
            case .textStyle(let t): s.font = w.map { Font.system(t.swiftUI).weight($0) } ?? .system(t.swiftUI)
            case .font(let f): s.font = w.map { Font(f).weight($0) } ?? Font(f)
            case .unspecified: s.weight = w
            }
            s.scale = scale.swiftUI
            switch colors {
            case .unspecified: break
            case .hierarchical(let c): s.mode = .hierarchical; s.colors = [c.color]
            case .palette(let cs): s.mode = .palette; s.colors = cs.map(\.color)
            case .multicolor: s.mode = .multicolor
            }
            return s
        }
    }

    /// The symbol configuration of a symbol image (nil for other images).
    public var symbolConfiguration: SymbolConfiguration? {
        if case .system = source { return symbolConfigurationStorage ?? SymbolConfiguration.unspecified }
        return nil
    }
    /// Whether the image is an SF Symbol.
    public var isSymbolImage: Bool { if case .system = source { return true } else { return false } }
    /// The image's configuration (UIKit's `configuration`).
    public var configuration: Configuration? { symbolConfigurationStorage }

    /// The image with `configuration` (a symbol configuration sizes and colours a symbol).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(source: source, renderingMode: renderingMode, configuration: merged(configuration, replacing: true))
    }
    /// The image with `configuration` applied on top of its own; nil for an image that is not a
    /// symbol (UIKit answers the image itself or nil the same way).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        UIImage(source: source, renderingMode: renderingMode, configuration: merged(configuration, replacing: false))
    }
    private func merged(_ c: Configuration, replacing: Bool) -> SymbolConfiguration? {
        guard let c = c as? SymbolConfiguration else { return symbolConfigurationStorage }
        if replacing { return c }
        return (symbolConfigurationStorage ?? SymbolConfiguration()).applying(c)
    }

    /// A symbol image drawn with `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(source: .system(name), configuration: configuration as? SymbolConfiguration)
    }
    /// A symbol image for `traitCollection` (the traits are read when it is drawn).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(source: .system(name))
    }
    /// A named image in `bundle` for `traitCollection` (UIKit's `init(named:in:compatibleWith:)`):
    /// found as `init(named:in:with:)` finds it; the traits are read when it is drawn.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, in: bundle, with: nil)
    }
}

extension Image {
    /// What a `UIImage.SymbolConfiguration` sets for the symbol it is drawn with.
    struct SymbolStyle: Hashable, Sendable {
        var font: Font?
        var weight: Font.Weight?
        var scale: Image.Scale?
        var mode: SymbolRenderingMode?
        var colors: [Color] = []

        /// The environment a symbol with this style is built in.
        func apply(to env: inout EnvironmentValues) {
            if let font { env.font = font }
            if let weight { env.font = (env.font ?? .body).weight(weight) }
            if let scale { env.imageScale = scale }
            if let mode { env.symbolRenderingMode = mode }
            if let first = colors.first { env.foregroundStyle = AnyShapeStyle(first) }
            if mode == .palette, colors.count > 1 { env.symbolPalette = colors.map { AnyShapeStyle($0) } }
        }
    }
}
