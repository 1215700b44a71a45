import Foundation
import AccordLayout

// Shapes transformed as shapes (SwiftUI's `rotation(_:anchor:)`, `scale(_:anchor:)`,
// `offset(_:)`, `transform(_:)`): the result is still a `Shape` (it can be filled, stroked,
// trimmed) whose frame is the original's; only its path moves. The anchor is a unit point of
// the shape's frame.

/// A shape rotated about an anchor of its frame (SwiftUI's `RotatedShape`).
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) { self.shape = shape; self.angle = angle; self.anchor = anchor }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(aboutAnchor(rect, anchor, CGAffineTransform(rotationAngle: CGFloat(angle.radians.isFinite ? angle.radians : 0))))
    }
}

/// A shape scaled about an anchor of its frame (SwiftUI's `ScaledShape`).
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) { self.shape = shape; self.scale = scale; self.anchor = anchor }
    public func path(in rect: CGRect) -> Path {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 1 }
        return shape.path(in: rect).applying(aboutAnchor(rect, anchor, CGAffineTransform(scaleX: f(scale.width), y: f(scale.height))))
    }
}

/// A shape moved by an offset (SwiftUI's `OffsetShape`).
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) { self.shape = shape; self.offset = offset }
    public func path(in rect: CGRect) -> Path {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return shape.path(in: rect).offsetBy(dx: f(offset.width), dy: f(offset.height))
    }
}

/// A shape with an affine transform applied to its path (SwiftUI's `TransformedShape`).
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) { self.shape = shape; self.transform = transform }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// `t` applied about the point `anchor` of `rect`.
private func aboutAnchor(_ rect: CGRect, _ anchor: UnitPoint, _ t: CGAffineTransform) -> CGAffineTransform {
    let p = anchor.point(in: rect)
    return CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(t).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
}

extension Shape {
    /// The shape rotated by `angle` about `anchor` (clockwise for positive angles on screen).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// The shape scaled about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// The shape moved by `offset`; its frame stays where it was.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    /// The shape's path with `transform` applied.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }
}
