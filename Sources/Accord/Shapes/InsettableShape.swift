import Foundation
import AccordLayout

/// A shape that can be inset (`Circle().inset(by: 4)`); `strokeBorder` strokes the inset shape.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset by an amount: the base shape drawn in the rectangle inset by it (a rounded
/// rectangle's corner radius shrinks by the same amount, as SwiftUI's does).
public struct _InsetShape<Base: Shape>: InsettableShape, @unchecked Sendable {
    let base: Base
    let amount: CGFloat
    let shrink: (Base, CGFloat) -> Base

    /// The base shape's path in `rect` inset by `amount` on every side.
    public func path(in rect: CGRect) -> Path {
        let a = amount.isFinite ? amount : 0
        let r = rect.insetBy(dx: min(a, rect.width / 2), dy: min(a, rect.height / 2))
        return shrink(base, a).path(in: r)
    }
    /// Insets the shape further.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount, shrink: shrink)
    }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount` on every side (SwiftUI's `inset(by:)`).
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) { s, _ in s } }
}
extension Circle: InsettableShape {
    /// The circle inset by `amount` (a smaller circle, same centre).
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) { s, _ in s } }
}
extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) { s, _ in s } }
}
extension Capsule: InsettableShape {
    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) { s, _ in s } }
}
extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`, its corner radius reduced by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(base: self, amount: amount) { s, a in
            RoundedRectangle(cornerSize: CGSize(width: max(0, s.cornerSize.width - a), height: max(0, s.cornerSize.height - a)), style: s.style)
        }
    }
}
extension UnevenRoundedRectangle: InsettableShape {
    /// The uneven rounded rectangle inset by `amount`, each radius reduced by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(base: self, amount: amount) { s, a in
            let c = s.cornerRadii
            return UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: max(0, c.topLeading - a), bottomLeading: max(0, c.bottomLeading - a),
                                                                            bottomTrailing: max(0, c.bottomTrailing - a), topTrailing: max(0, c.topTrailing - a)),
                                          style: s.style)
        }
    }
}

/// The shape of the container the view is in. Outside a widget or a shaped container it is the
/// container's rectangle (as SwiftUI's in a plain app view).
public struct ContainerRelativeShape: InsettableShape, Sendable {
    /// A shape matching its container's corners (SwiftUI's `ContainerRelativeShape()`); drawn as a rectangle.
    public init() {}
    /// The rectangle of `rect` (no container corner radius is known in a still frame).
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) { s, _ in s } }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container-relative shape (SwiftUI's `.containerRelative`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `.background` paints with (nil: the colour scheme's background colour).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style `.background` paints with inside this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { $0.backgroundStyle = AnyShapeStyle(style) }
    }
}
