import Foundation
import AccordLayout

// iOS 18's colour API: `Color.mix(with:by:in:)` and the accessibility name of a colour in an
// interpolated text (`Text("\(accessibilityName: color)")`); and colour literals
// (`#colorLiteral(red:green:blue:alpha:)`, Xcode's colour swatch), which Swift gives the type
// the context asks for (`Color`, `UIColor`) or, alone, `_ColorLiteralType` (UIKit's: `UIColor`).

extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs` (SwiftUI's
    /// `mix(with:by:in:)`, iOS 18). `.perceptual` (the default) mixes in Oklab, `.device` the sRGB
    /// components; premultiplied by alpha, as CSS's `color-mix()`. Light and dark appearances
    /// are mixed each with each.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isNaN ? 0 : min(1, max(0, fraction))
        let light = Color.mix(resolve(.light), rhs.resolve(.light), t, perceptual: colorSpace.isPerceptual)
        let dark = Color.mix(resolve(.dark), rhs.resolve(.dark), t, perceptual: colorSpace.isPerceptual)
        return light == dark ? Color(.rgba(light)) : Color(.dynamic(light: light, dark: dark))
    }

    static func mix(_ a: RGBA, _ b: RGBA, _ t: Double, perceptual: Bool) -> RGBA {
        let alpha = a.a + (b.a - a.a) * t
        guard alpha > 0 else { return RGBA(0, 0, 0, 0) }
        let x = perceptual ? oklab(a) : (a.r, a.g, a.b), y = perceptual ? oklab(b) : (b.r, b.g, b.b)
        func m(_ p: Double, _ q: Double) -> Double { (p * a.a * (1 - t) + q * b.a * t) / alpha }
        let mixed = (m(x.0, y.0), m(x.1, y.1), m(x.2, y.2))
        let rgb = perceptual ? srgb(fromOklab: mixed) : mixed
        return RGBA(rgb.0, rgb.1, rgb.2, alpha)
    }

    /// Oklab (Björn Ottosson, 2020: https://bottosson.github.io/posts/oklab/) of an sRGB colour.
    static func oklab(_ c: RGBA) -> (Double, Double, Double) {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let r = linear(c.r), g = linear(c.g), b = linear(c.b)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// sRGB components (gamma-encoded, not clamped) of an Oklab colour.
    static func srgb(fromOklab lab: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
        let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
        let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
        func gamma(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        return (gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                gamma(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }

    /// An English name for the colour's light appearance, as VoiceOver speaks colours: a hue
    /// ("red", "orange", "yellow", "green", "cyan", "blue", "purple", "pink"; a dark orange is
    /// "brown"), "dark " or "light " before it by lightness, or a grey level ("black", "dark
    /// gray", "gray", "light gray", "white"). Apple's own table (`AXNameFromColor`) is not
    /// published: names of the system colours agree, others may differ by a word.
    var accessibilityName: String {
        let c = resolve(.light)
        let hi = max(c.r, c.g, c.b), lo = min(c.r, c.g, c.b), chroma = hi - lo
        let lightness = (hi + lo) / 2
        if chroma < 0.08 {
            switch lightness {
            case ..<0.15: return "black"
            case ..<0.4: return "dark gray"
            case ..<0.7: return "gray"
            case ..<0.9: return "light gray"
            default: return "white"
            }
        }
        var hue: Double
        if hi == c.r { hue = (c.g - c.b) / chroma } else if hi == c.g { hue = 2 + (c.b - c.r) / chroma } else { hue = 4 + (c.r - c.g) / chroma }
        hue = (hue * 60).truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        var name: String
        switch hue {
        case ..<15: name = "red"
        case ..<45: name = "orange"
        case ..<70: name = "yellow"
        case ..<165: name = "green"
        case ..<195: name = "cyan"
        case ..<255: name = "blue"
        case ..<290: name = "purple"
        case ..<340: name = "pink"
        default: name = "red"
        }
        if name == "orange", lightness < 0.45 { return "brown" }
        if lightness < 0.3 { name = "dark " + name } else if lightness > 0.8 { name = "light " + name }
        return name
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends a colour's accessibility name (SwiftUI's `appendInterpolation(accessibilityName:)`,
    /// iOS 18): `Text("\(accessibilityName: .red)")` shows "red".
    public mutating func appendInterpolation(accessibilityName color: Color) {
        appendArgument(color.accessibilityName)
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// A colour from a colour literal (`#colorLiteral(red:green:blue:alpha:)`: sRGB components).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

/// The type of a colour literal with no other type asked for (UIKit's: `UIColor`).
public typealias _ColorLiteralType = UIColor
/// The type of an image literal with no other type asked for (UIKit's: `UIImage`).
public typealias _ImageLiteralType = UIImage
