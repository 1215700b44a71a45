import Foundation
import AccordLayout

// SwiftUI's `GeometryEffect` and `ProjectionTransform`: a modifier whose `effectValue(size:)`
// transforms the view's drawing, the idiom of "shake" and "skew" effects:
//     struct Shake: GeometryEffect {
//         var animatableData: CGFloat
//         func effectValue(size: CGSize) -> ProjectionTransform {
//             ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
//         }
//     }
// GeometryEffect's documentation: "an effect that changes the visual appearance of a view, largely
// without changing its ancestors or descendants" — the layout is unchanged; the drawing is
// transformed in the view's own coordinates (origin at its top-leading corner), at the
// `animatableData` the view is built with (a still frame runs no animation). A projective
// transform (m13, m23 not zero: perspective) is drawn with its affine part: Accord's drawing is
// affine.

/// A 3×3 projective transform (SwiftUI's `ProjectionTransform`), row vectors as Core Graphics'.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}
    /// The affine transform `m`.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }
    /// Whether it is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether it is affine (no perspective terms).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs` (matrix product self × rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// Inverts in place; false (unchanged) when it has no inverse.
    @discardableResult public mutating func invert() -> Bool {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, det.isFinite else { return false }
        var r = ProjectionTransform()
        r.m11 = (m22 * m33 - m23 * m32) / det
        r.m12 = (m13 * m32 - m12 * m33) / det
        r.m13 = (m12 * m23 - m13 * m22) / det
        r.m21 = (m23 * m31 - m21 * m33) / det
        r.m22 = (m11 * m33 - m13 * m31) / det
        r.m23 = (m13 * m21 - m11 * m23) / det
        r.m31 = (m21 * m32 - m22 * m31) / det
        r.m32 = (m12 * m31 - m11 * m32) / det
        r.m33 = (m11 * m22 - m12 * m21) / det
        self = r
        return true
    }
    /// The inverse (itself when it has none).
    public func inverted() -> ProjectionTransform { var t = self; t.invert(); return t }

    /// The affine part (what Accord draws).
    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
}

extension CGAffineTransform {
    /// The affine part of a projective transform (SwiftUI's `CGAffineTransform(_:)`).
    public init(_ m: ProjectionTransform) { self = m.affine }
}

/// A modifier that transforms the view's drawing by `effectValue(size:)` (SwiftUI's
/// `GeometryEffect`); see the top of this file.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for a view of `size`, in its own coordinates.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Primitive: Accord applies the effect to the drawing (never called).
    public func body(content: Content) -> Never { fatalError() }
    /// The effect, not used for layout (SwiftUI's `ignoredByLayout()`): the layout of a still
    /// frame never sees a geometry effect, so this is the same effect.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }

    /// The content's nodes, each drawn through the effect at its frame.
    func applyEffect(_ content: (BuildContext) -> [LayoutNode], _ ctx: BuildContext) -> [LayoutNode] {
        content(ctx).map { node in
            wrap(node, TransparentBehaviour(), label: ".modifier(\(Self.self))",
                 drawing: NodeDrawing(effect: { _, frame, items in
                     let m = self.effectValue(size: frame.size).affine
                     guard m.a.isFinite, m.b.isFinite, m.c.isFinite, m.d.isFinite, m.tx.isFinite, m.ty.isFinite else { return items }
                     var g = DrawingGroup(items: items)
                     g.transform = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
                         .concatenating(m)
                         .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
                     return [.group(g)]
                 }))
        }
    }
}

/// A geometry effect marked as ignored by layout (SwiftUI's `_IgnoredByLayoutEffect`).
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The wrapped effect.
    public var base: Base
    /// The wrapped effect's animatable data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    /// The wrapped effect's transform.
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}
