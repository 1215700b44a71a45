import Foundation
import AccordLayout

/// Something that can paint a region: colours, gradients, hierarchical styles, materials.
public protocol ShapeStyle {
    /// The style this one stands for in an environment (SwiftUI's `resolve(in:)`, iOS 17): a
    /// custom style implements this; Accord's own styles implement `_paint` (ShapeStyle+Resolve.swift).
    associatedtype Resolved: ShapeStyle = Never
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The paint for a region, in the environment of the view painting it.
    func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint
}

/// A colour, as SwiftUI's (iOS system colours, light and dark).
public struct Color: Hashable, Sendable, ShapeStyle, View, PrimitiveView {
    enum Storage: Hashable, Sendable {
        case rgba(RGBA)
        case dynamic(light: RGBA, dark: RGBA)
        indirect case opacity(Storage, Double)
    }
    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// The colour space of RGB components (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    /// An sRGB colour from 0…1 components (SwiftUI's `init(red:green:blue:opacity:)`).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.rgba(RGBA(red, green, blue, opacity)))
    }
    /// A colour in `colorSpace` (SwiftUI's `init(_:red:green:blue:opacity:)`), converted to sRGB.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    /// A grey (SwiftUI's `init(white:opacity:)`).
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    /// A grey (SwiftUI's `init(_:white:opacity:)`).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }
    /// A colour from HSB components (SwiftUI's `init(hue:saturation:brightness:opacity:)`).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isNaN ? 0 : hue).truncatingRemainder(dividingBy: 1) * 6
        let s = saturation, v = brightness
        let i = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][max(0, i)]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    static func hex(_ v: UInt32, _ a: Double = 1) -> RGBA {
        RGBA(Double((v >> 16) & 0xff) / 255, Double((v >> 8) & 0xff) / 255, Double(v & 0xff) / 255, a)
    }
    static func system(_ light: UInt32, _ dark: UInt32) -> Color { Color(.dynamic(light: hex(light), dark: hex(dark))) }

    /// iOS's system colours, light and dark values (Apple's Human Interface Guidelines, Color).
    public static let red = system(0xFF3B30, 0xFF453A)
    /// The system orange (#FF9500, dark #FF9F0A).
    public static let orange = system(0xFF9500, 0xFF9F0A)
    /// The system yellow (#FFCC00, dark #FFD60A).
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    /// The system green (#34C759, dark #30D158).
    public static let green = system(0x34C759, 0x30D158)
    /// The system mint (#00C7BE, dark #63E6E2).
    public static let mint = system(0x00C7BE, 0x63E6E2)
    /// The system teal (#30B0C7, dark #40C8E0).
    public static let teal = system(0x30B0C7, 0x40C8E0)
    /// The system cyan (#32ADE6, dark #64D2FF).
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    /// The system blue (#007AFF, dark #0A84FF).
    public static let blue = system(0x007AFF, 0x0A84FF)
    /// The system indigo (#5856D6, dark #5E5CE6).
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    /// The system purple (#AF52DE, dark #BF5AF2).
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    /// The system pink (#FF2D55, dark #FF375F).
    public static let pink = system(0xFF2D55, 0xFF375F)
    /// The system brown (#A2845E, dark #AC8E68).
    public static let brown = system(0xA2845E, 0xAC8E68)
    /// The system gray (#8E8E93 in both schemes).
    public static let gray = system(0x8E8E93, 0x8E8E93)
    /// Black in both modes.
    public static let black = Color(.rgba(RGBA(0, 0, 0)))
    /// White in both modes.
    public static let white = Color(.rgba(RGBA(1, 1, 1)))
    /// Fully transparent.
    public static let clear = Color(.rgba(RGBA(0, 0, 0, 0)))
    /// Black in light mode, white in dark mode (SwiftUI's `Color.primary`).
    public static let primary = Color(.dynamic(light: RGBA(0, 0, 0), dark: RGBA(1, 1, 1)))
    /// iOS's secondary label colour: #3C3C43 at 60 % (light), #EBEBF5 at 60 % (dark).
    public static let secondary = Color(.dynamic(light: hex(0x3C3C43, 0.6), dark: hex(0xEBEBF5, 0.6)))
    /// The app's accent colour: the asset catalog's colour set the app's target names as its
    /// global accent colour (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, "AccentColor" in
    /// Xcode's templates; the `accord` tool passes it, `AssetCatalogs.appAccentColor`), else
    /// the system blue (also when that colour set is empty, as the template leaves it).
    public static let accentColor: Color = AssetCatalogs.appAccentColor().map { Color(.dynamic(light: $0.light, dark: $0.dark)) } ?? blue

    /// The colour at `opacity` times its alpha (SwiftUI's `Color.opacity(_:)`).
    public func opacity(_ opacity: Double) -> Color { Color(.opacity(storage, opacity.isNaN ? 1 : opacity)) }

    /// The colour's sRGB components in `environment`'s colour scheme (SwiftUI's `resolve(in:)`, as `RGBA`).
    public func resolve(in environment: EnvironmentValues) -> RGBA { resolve(environment.colorScheme) }

    func resolve(_ scheme: ColorScheme) -> RGBA {
        func r(_ s: Storage) -> RGBA {
            switch s {
            case .rgba(let c): c
            case .dynamic(let l, let d): scheme == .dark ? d : l
            case .opacity(let inner, let k): r(inner).withAlpha(k)
            }
        }
        return r(storage)
    }

    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint { .color(resolve(in: environment)) }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let node = makeNode(ShapeBehaviour(), label: "Color")
        let color = self, env = ctx.environment
        node.drawing = NodeDrawing(content: { _, frame, _ in
            [.fill(Path(frame), color._paint(in: frame, environment: env), eoFill: false)]
        })
        return [node]
    }

    /// A gradient of this colour (SwiftUI's `.gradient`).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == Color {
    /// The system red, as a shape style (`.foregroundStyle(.red)`).
    public static var red: Color { .red }
    /// The system orange, as a shape style.
    public static var orange: Color { .orange }
    /// The system yellow, as a shape style.
    public static var yellow: Color { .yellow }
    /// The system green, as a shape style.
    public static var green: Color { .green }
    /// The system mint, as a shape style.
    public static var mint: Color { .mint }
    /// The system teal, as a shape style.
    public static var teal: Color { .teal }
    /// The system cyan, as a shape style.
    public static var cyan: Color { .cyan }
    /// The system blue, as a shape style.
    public static var blue: Color { .blue }
    /// The system indigo, as a shape style.
    public static var indigo: Color { .indigo }
    /// The system purple, as a shape style.
    public static var purple: Color { .purple }
    /// The system pink, as a shape style.
    public static var pink: Color { .pink }
    /// The system brown, as a shape style.
    public static var brown: Color { .brown }
    /// The system gray, as a shape style.
    public static var gray: Color { .gray }
    /// Black, as a shape style.
    public static var black: Color { .black }
    /// White, as a shape style.
    public static var white: Color { .white }
    /// Transparent, as a shape style.
    public static var clear: Color { .clear }
    /// The accent colour (the system blue unless the asset catalog's AccentColor says otherwise), as a shape style.
    public static var accentColor: Color { .accentColor }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`: levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let level: Int
    /// The first level of the foreground style: the environment's foreground style, or the label colour.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: secondary label colour.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level: tertiary label colour.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level: quaternary label colour.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        let alphas = [1.0, 0.6, 0.3, 0.18]
        let base = environment.foregroundStyle
        // The base is resolved without itself in the environment (it may be hierarchical too).
        var outer = environment
        outer.foregroundStyle = nil
        if level == 0, let base { return base._paint(in: rect, environment: outer) }
        if let base, case .color(let c) = base._paint(in: rect, environment: outer) {
            return .color(c.withAlpha(alphas[level]))
        }
        let scheme = environment.colorScheme
        let labels: [RGBA] = scheme == .dark
            ? [RGBA(1, 1, 1), Color.hex(0xEBEBF5, 0.6), Color.hex(0xEBEBF5, 0.3), Color.hex(0xEBEBF5, 0.18)]
            : [RGBA(0, 0, 0), Color.hex(0x3C3C43, 0.6), Color.hex(0x3C3C43, 0.3), Color.hex(0x3C3C43, 0.18)]
        return .color(labels[level])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current foreground style (SwiftUI's `.primary`).
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the current foreground style (SwiftUI's `.secondary`).
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the current foreground style (SwiftUI's `.tertiary`).
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the current foreground style (SwiftUI's `.quaternary`).
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The tint (accent) colour.
public struct TintShapeStyle: ShapeStyle, Sendable {
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        tintStyle(environment)._paint(in: rect, environment: environment)
    }
}
extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint (the accent colour unless `tint(_:)` sets another), as a shape style.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The background colour of the colour scheme (white / black).
public struct BackgroundStyle: ShapeStyle, Sendable {
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        if let style = environment.backgroundStyle {
            var outer = environment
            outer.backgroundStyle = nil
            return style._paint(in: rect, environment: outer)
        }
        return .color(environment.colorScheme == .dark ? RGBA(0, 0, 0) : RGBA(1, 1, 1))
    }
}
extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style: the environment's `backgroundStyle`, else the window background (white, or black in dark mode).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension BackgroundStyle {
    /// The second level of the background (iOS 17's `.background.secondary`): with no background
    /// style set, UIKit's `secondarySystemBackground` (#F2F2F7, dark #1C1C1E) — the two drawn side
    /// by side are the same colour (nilcoalescing.com, "Hierarchical background styles in SwiftUI");
    /// under a set `backgroundStyle`, that style at 60 %, as any style's level.
    public var secondary: _BackgroundStyleLevel { _BackgroundStyleLevel(level: 1) }
    /// The third level: `tertiarySystemBackground` (#FFFFFF, dark #2C2C2E), or a set style at 30 %.
    public var tertiary: _BackgroundStyleLevel { _BackgroundStyleLevel(level: 2) }
}

/// A level of the background style (`.background.secondary`, `.tertiary`): UIKit's system
/// background of that level, the hierarchy UIKit's background colours go up to.
public struct _BackgroundStyleLevel: ShapeStyle, Sendable {
    let level: Int
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        if environment.backgroundStyle != nil {
            return _ShapeStyleLevel(base: BackgroundStyle(), level: level)._paint(in: rect, environment: environment)
        }
        return (level == 1 ? SystemColors.secondaryBackground : SystemColors.tertiaryBackground)._paint(in: rect, environment: environment)
    }
}

/// The current foreground style.
public struct ForegroundStyle: ShapeStyle, Sendable {
    /// The foreground style of the environment (SwiftUI's `ForegroundStyle()`).
    public init() {}
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        HierarchicalShapeStyle.primary._paint(in: rect, environment: environment)
    }
}
extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style (SwiftUI's `.foreground`).
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Materials, approximated as translucent fills (no backdrop blur).
public struct Material: ShapeStyle, Sendable {
    let alpha: Double
    /// The most translucent material (approximated: a 35 % system-background fill, no blur).
    public static let ultraThinMaterial = Material(alpha: 0.35)
    /// A thin material (approximated: a 50 % fill).
    public static let thinMaterial = Material(alpha: 0.5)
    /// The regular material (approximated: a 65 % fill).
    public static let regularMaterial = Material(alpha: 0.65)
    /// A thick material (approximated: an 80 % fill).
    public static let thickMaterial = Material(alpha: 0.8)
    /// The most opaque material (approximated: a 90 % fill).
    public static let ultraThickMaterial = Material(alpha: 0.9)
    /// The material of bars: UIKit's chrome material blurs what runs under a bar until it is all
    /// but gone, so it is drawn as a 98 % fill without the blur. Measured on an iPhone (WeChat-SwiftUI's
    /// README screenshot previews/1.png, MIT, b83353a; iOS 15/16, 390 × 844 pt at 3×): its tab bar
    /// over a white list with black text reads 244–249 of 255 throughout, the text under it
    /// darkening the bar by at most 5 (an 80 % fill let the rows show through at 20 %).
    public static let bar = Material(alpha: 0.98)
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        environment.colorScheme == .dark ? .color(RGBA(0.11, 0.11, 0.12, alpha)) : .color(RGBA(0.97, 0.97, 0.97, alpha))
    }
}
extension Material {
    /// The most translucent material (SwiftUI's `Material.ultraThin`; approximated without blur).
    public static let ultraThin = Material.ultraThinMaterial
    /// A thin material (SwiftUI's `Material.thin`).
    public static let thin = Material.thinMaterial
    /// The regular material (SwiftUI's `Material.regular`).
    public static let regular = Material.regularMaterial
    /// A thick material (SwiftUI's `Material.thick`).
    public static let thick = Material.thickMaterial
    /// The most opaque material (SwiftUI's `Material.ultraThick`).
    public static let ultraThick = Material.ultraThickMaterial
}
extension ShapeStyle where Self == Material {
    /// The most translucent material, as a shape style (approximated without blur).
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// A thin material, as a shape style (approximated without blur).
    public static var thinMaterial: Material { .thinMaterial }
    /// The regular material, as a shape style (approximated without blur).
    public static var regularMaterial: Material { .regularMaterial }
    /// A thick material, as a shape style (approximated without blur).
    public static var thickMaterial: Material { .thickMaterial }
    /// The most opaque material, as a shape style (approximated without blur).
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// The material of bars, as a shape style (approximated without blur).
    public static var bar: Material { .bar }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, @unchecked Sendable {
    let base: any ShapeStyle
    /// A type-erased `style` (SwiftUI's `AnyShapeStyle(_:)`).
    public init<S: ShapeStyle>(_ style: S) { base = style }
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint { base._paint(in: rect, environment: environment) }
}

/// An opacity applied to any style.
public struct _OpacityShapeStyle: ShapeStyle, @unchecked Sendable {
    let base: any ShapeStyle
    let opacity: Double
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        func f(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop(color: $0.color.withAlpha(opacity), location: $0.location) } }
        switch base._paint(in: rect, environment: environment) {
        case .color(let c): return .color(c.withAlpha(opacity))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: f(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1): return .radialGradient(stops: f(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1): return .angularGradient(stops: f(s), center: c, startAngle: a0, endAngle: a1)
        case .meshGradient(var m):
            m.background = m.background.withAlpha(opacity)
            for i in m.vertices.indices { m.vertices[i].color = m.vertices[i].color.withAlpha(opacity) }
            return .meshGradient(m)
        }
    }
}

extension ShapeStyle {
    /// The style with its alpha multiplied by `opacity` (SwiftUI's `ShapeStyle.opacity(_:)`).
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity.isNaN ? 1 : opacity) }
}

struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct AccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The style text and shapes draw with when they have none of their own (nil: primary).
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    /// The tint of controls (set by `tint(_:)`; nil: the accent colour).
    public var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// The accent colour `accentColor(_:)` set (nil: the app's, `Color.accentColor`). Not
    /// SwiftUI API: SwiftUI keeps it private.
    var accentColorOverride: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }
}
