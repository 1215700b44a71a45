import Foundation
import AccordLayout

// `visualEffect { content, proxy in … }` (iOS 17): effects that do not change layout, computed
// from the view's own geometry. The closure runs when the view is drawn, with a `GeometryProxy`
// of the view's laid-out frame (its size, `frame(in: .global)`, named spaces), and the effects it
// returns are applied to what the view draws, innermost first — the same drawing as the
// equivalent view modifiers (`offset`, `scaleEffect`, `rotationEffect`, `rotation3DEffect`,
// `opacity`, `blur`, the colour filters). Layout is unchanged, as in SwiftUI.

/// Visual effects that change how a view is drawn, not how it is laid out.
public protocol VisualEffect: Sendable, Animatable {
    /// The drawing steps this effect stands for (Accord's; built by the effect modifiers).
    var _accordSteps: _VisualEffectSteps { get }
}

extension VisualEffect {
    public var _accordSteps: _VisualEffectSteps { _VisualEffectSteps() }
}

/// The effects of a `VisualEffect` chain, innermost first (Accord's representation).
public struct _VisualEffectSteps: Sendable {
    typealias Step = @Sendable (_ frame: CGRect, _ items: [DisplayItem], _ environment: EnvironmentValues) -> [DisplayItem]
    var steps: [Step] = []
    init() {}
    init(_ steps: [Step]) { self.steps = steps }

    func apply(frame: CGRect, items: [DisplayItem], environment: EnvironmentValues) -> [DisplayItem] {
        steps.reduce(items) { drawn, step in step(frame, drawn, environment) }
    }
}

/// The effect a `visualEffect` closure starts from: no effect.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public typealias AnimatableData = EmptyAnimatableData
}

/// An effect followed by one more drawing step (what the effect modifiers return).
public struct _ChainedVisualEffect: VisualEffect {
    public let _accordSteps: _VisualEffectSteps
    public typealias AnimatableData = EmptyAnimatableData
}

extension VisualEffect {
    func adding(_ step: @escaping _VisualEffectSteps.Step) -> _ChainedVisualEffect {
        _ChainedVisualEffect(_accordSteps: _VisualEffectSteps(_accordSteps.steps + [step]))
    }

    func transformed(_ t: @escaping @Sendable (CGRect) -> CGAffineTransform) -> _ChainedVisualEffect {
        adding { frame, items, _ in
            var g = DrawingGroup(items: items)
            g.transform = t(frame)
            return [.group(g)]
        }
    }

    /// Moves the drawing by `offset` (layout unchanged, like `View.offset`).
    public func offset(_ offset: CGSize) -> some VisualEffect {
        let dx = offset.width.isFinite ? offset.width : 0, dy = offset.height.isFinite ? offset.height : 0
        return transformed { _ in CGAffineTransform(translationX: dx, y: dy) }
    }
    /// Moves the drawing by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }

    /// Scales the drawing about `anchor` of the view's frame.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        let sx = x.isFinite ? x : 1, sy = y.isFinite ? y : 1
        return transformed { frame in
            VisualEffectGeometry.about(anchor, in: frame, CGAffineTransform(scaleX: sx, y: sy))
        }
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Rotates the drawing about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        let a = angle.radians.isFinite ? angle.radians : 0
        return transformed { frame in VisualEffectGeometry.about(anchor, in: frame, CGAffineTransform(rotationAngle: a)) }
    }

    /// Rotates the drawing in 3D; drawn as `View.rotation3DEffect` is (its orthographic
    /// projection: approximate, no perspective).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        let m = VisualEffectGeometry.rotation3D(angle, axis: axis)
        return transformed { frame in VisualEffectGeometry.about(anchor, in: frame, m) }
    }

    /// Applies an affine transform in the view's own coordinates (origin at its top-leading corner).
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        transformed { frame in
            CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
                .concatenating(transform)
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        }
    }

    /// Draws at `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        let o = opacity.isNaN ? 1 : min(1, max(0, opacity))
        return adding { _, items, _ in
            var g = DrawingGroup(items: items)
            g.opacity = o
            return [.group(g)]
        }
    }

    /// A Gaussian blur of `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        let r = radius.isFinite ? max(0, radius) : 0
        return adding { _, items, _ in
            var g = DrawingGroup(items: items)
            g.blurRadius = r
            return [.group(g)]
        }
    }

    func colorMatrix(_ m: ColorMatrix) -> _ChainedVisualEffect {
        adding { _, items, _ in
            var g = DrawingGroup(items: items)
            g.colorMatrix = m
            return [.group(g)]
        }
    }
    /// As `View.brightness` (W3C formulas; approximate).
    public func brightness(_ amount: Double) -> some VisualEffect {
        let b = amount.isFinite ? amount : 0
        return colorMatrix(ColorMatrix([1, 0, 0, 0, b, 0, 1, 0, 0, b, 0, 0, 1, 0, b, 0, 0, 0, 1, 0]))
    }
    /// As `View.contrast`.
    public func contrast(_ amount: Double) -> some VisualEffect {
        let c = amount.isFinite ? amount : 1, o = 0.5 * (1 - c)
        return colorMatrix(ColorMatrix([c, 0, 0, 0, o, 0, c, 0, 0, o, 0, 0, c, 0, o, 0, 0, 0, 1, 0]))
    }
    /// As `View.saturation`.
    public func saturation(_ amount: Double) -> some VisualEffect {
        colorMatrix(ColorFilters.saturation(amount.isFinite ? max(0, amount) : 1))
    }
    /// As `View.grayscale`.
    public func grayscale(_ amount: Double) -> some VisualEffect {
        colorMatrix(ColorFilters.saturation(1 - (amount.isFinite ? min(1, max(0, amount)) : 0)))
    }
    /// As `View.hueRotation`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        colorMatrix(ColorFilters.hueRotation(angle.radians.isFinite ? angle.radians : 0))
    }
    /// As `View.colorMultiply`: every component, alpha included, times the colour's.
    public func colorMultiply(_ color: Color) -> some VisualEffect {
        adding { _, items, env in
            let c = color.resolve(in: env)
            var g = DrawingGroup(items: items)
            g.colorMatrix = ColorMatrix([c.r, 0, 0, 0, 0, 0, c.g, 0, 0, 0, 0, 0, c.b, 0, 0, 0, 0, 0, c.a, 0])
            return [.group(g)]
        }
    }
}

enum VisualEffectGeometry {
    /// `t` applied about the point at `anchor` of `frame`.
    static func about(_ anchor: UnitPoint, in frame: CGRect, _ t: CGAffineTransform) -> CGAffineTransform {
        let anchorPoint = anchor.point(in: frame), ax = anchorPoint.x, ay = anchorPoint.y
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(t)
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
    }

    /// The x-y part of the 3D rotation by `angle` about `axis` (Rodrigues' formula), as
    /// `View.rotation3DEffect` draws it.
    static func rotation3D(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> CGAffineTransform {
        let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let a = angle.radians
        guard len > 0, len.isFinite, a.isFinite else { return .identity }
        let x = axis.x / len, y = axis.y / len, z = axis.z / len
        let c = CGFloat(cos(a)), s = CGFloat(sin(a)), t = 1 - c
        return CGAffineTransform(a: t * x * x + c, b: t * x * y + s * z, c: t * x * y - s * z, d: t * y * y + c, tx: 0, ty: 0)
    }
}

extension View {
    /// Applies effects computed from the view's geometry when it is drawn (`content` is the
    /// empty effect to build on; `proxy` is the view's frame). Layout is unchanged.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        nodeModifier { content, ctx in
            let env = ctx.environment
            return content(ctx).map {
                wrap($0, TransparentBehaviour(), label: ".visualEffect", drawing: NodeDrawing(effect: { node, frame, items in
                    let proxy = GeometryProxy(size: frame.size, globalFrame: frame, reader: node)
                    let steps = EnvironmentValues.$current.withValue(env) { effect(EmptyVisualEffect(), proxy)._accordSteps }
                    return steps.apply(frame: frame, items: items, environment: env)
                }))
            }
        }
    }
}
