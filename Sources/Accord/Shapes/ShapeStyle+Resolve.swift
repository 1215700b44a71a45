import Foundation
import AccordLayout

// Custom shape styles (SwiftUI, iOS 17): `struct MyStyle: ShapeStyle { func resolve(in
// environment: EnvironmentValues) -> some ShapeStyle { … } }`. The style is resolved where it
// paints — in the environment of the view drawing it (its colour scheme, tint, foreground
// style…) — and paints as the style it resolves to.

extension ShapeStyle where Resolved == Never {
    /// A style that paints itself resolves to nothing (SwiftUI declares the same default).
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) paints itself; resolve(in:) is not called for it")
    }
}

extension ShapeStyle {
    /// A custom style paints as the style `resolve(in:)` answers in the painting view's
    /// environment; a style declaring neither paints nothing (transparent).
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        if Resolved.self == Never.self { return .color(RGBA(0, 0, 0, 0)) }
        return resolve(in: environment)._paint(in: rect, environment: environment)
    }
}

extension Never: ShapeStyle {
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint { .color(RGBA(0, 0, 0, 0)) }
}

/// A level of any style (SwiftUI's `ShapeStyle.secondary`… instance properties, iOS 17:
/// `.tint.secondary`, `.red.tertiary`): the style with its opacity scaled as the label colours'
/// levels are (secondary 60 %, tertiary 30 %, quaternary 18 %: UIKit's `secondaryLabel`…
/// `quaternaryLabel` alphas, the same levels `HierarchicalShapeStyle` uses for a custom
/// foreground colour).
public struct _ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int
    static var opacities: [Double] { [1, 0.6, 0.3, 0.18] }
    public func _paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        _OpacityShapeStyle(base: base, opacity: Self.opacities[min(max(level, 0), 3)])._paint(in: rect, environment: environment)
    }
}

extension _ShapeStyleLevel: @unchecked Sendable {}

extension ShapeStyle {
    /// The second level of this style (60 % of its opacity).
    public var secondary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 1) }
    /// The third level of this style (30 % of its opacity).
    public var tertiary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 2) }
    /// The fourth level of this style (18 % of its opacity).
    public var quaternary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 3) }
}
