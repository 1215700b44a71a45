import Foundation
import AccordLayout

// SwiftUI's static-member spellings of the gradient styles and a few semantic styles, usable
// wherever a `ShapeStyle` is expected: `.fill(.linearGradient(colors: […], startPoint: .top,
// endPoint: .bottom))`, `.background(.fill)`.

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient style (SwiftUI's `.linearGradient(_:startPoint:endPoint:)`).
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient style of evenly spaced `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient style through `stops`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
    /// A colour's gradient (`.red.gradient`) along an axis.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient style (SwiftUI's `.radialGradient(_:center:startRadius:endRadius:)`).
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient style of evenly spaced `colors`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient style through `stops`.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient style of an `AnyGradient` (`Color.blue.gradient`).
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient style (SwiftUI's `.angularGradient(_:center:startAngle:endAngle:)`).
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient style of evenly spaced `colors`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient style through `stops`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient style of an `AnyGradient`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn angular gradient starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A full-turn conic gradient style of evenly spaced `colors` (SwiftUI's `.conicGradient(colors:center:angle:)`).
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// A full-turn conic gradient style through `stops`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
    /// A full-turn conic gradient style of an `AnyGradient`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient style (SwiftUI's `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`).
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient style of evenly spaced `colors`.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient style through `stops`.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient style of an `AnyGradient`.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// The system fill for shapes (`.fill`, `.fill.secondary`…): UIKit's systemFill family
/// (#787880 at 20% / 16% / 12% / 8% in light, 36% / 32% / 24% / 18% in dark; Apple's UI element
/// colours).
public struct FillShapeStyle: ShapeStyle, Sendable {
    let level: Int
    /// The primary fill style (SwiftUI's `FillShapeStyle()`): the system fill colour.
    public init() { level = 0 }
    init(level: Int) { self.level = level }
    /// The secondary system fill.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The tertiary system fill.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The quaternary system fill.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        let light = [0.20, 0.16, 0.12, 0.08], dark = [0.36, 0.32, 0.24, 0.18]
        let dk = environment.colorScheme == .dark
        return .color(Color.hex(dk ? 0x767680 : 0x787880, dk ? dark[level] : light[level]))
    }
}
extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill style (SwiftUI's `.fill`), with `.secondary`…`.quaternary` levels.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The separator colour (UIKit's `.separator`: #3C3C43 at 29% light, #545458 at 60% dark).
public struct SeparatorShapeStyle: ShapeStyle, Sendable {
    /// The separator style (SwiftUI's `SeparatorShapeStyle()`).
    public init() {}
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint { UIColor.separator.color._paint(in: rect, environment: environment) }
}
extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour, as a shape style (SwiftUI's `.separator`).
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The placeholder text colour (UIKit's `.placeholderText`).
public struct PlaceholderTextShapeStyle: ShapeStyle, Sendable {
    /// The placeholder-text style (SwiftUI's `PlaceholderTextShapeStyle()`).
    public init() {}
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint { UIColor.placeholderText.color._paint(in: rect, environment: environment) }
}
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The placeholder-text colour, as a shape style (SwiftUI's `.placeholder`).
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// The link colour (UIKit's `.link`: the system blue).
public struct LinkShapeStyle: ShapeStyle, Sendable {
    /// The link style (SwiftUI's `LinkShapeStyle()`): the system blue.
    public init() {}
    /// Accord's drawing hook (not SwiftUI API): the paint this style resolves to in `rect` and `environment`.
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint { Color.blue._paint(in: rect, environment: environment) }
}
extension ShapeStyle where Self == LinkShapeStyle {
    /// The link colour, as a shape style (SwiftUI's `.link`).
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
