import Foundation
import AccordLayout

// `scrollTransition` (iOS 17): an effect computed from where a view sits in the visible region
// of its scroll view. Apple (ScrollTransitionPhase): "When a view with a scroll transition
// modifier applied is approaching the visible region of the containing scroll view …, the
// effect will first be applied with the `topLeading` or `bottomTrailing` phase (depending on
// which edge the view is approaching), then will be moved to the `identity` phase as the view
// moves into the visible area." The configuration's threshold says when a view counts as
// visible (`.visible` = fully, `.visible(x)` = the fraction x of it, `.hidden`, `.centered`).
//
// A still frame is drawn in one phase per view: a view that meets its threshold is drawn in
// `identity`, a view outside it in the phase of the edge it is nearer. `.animated` transitions
// change phase exactly there, as on iOS. An `.interactive` one (the default) is interpolated on
// iOS between the phases as the view scrolls; Accord cannot interpolate an effect the closure
// builds, so it draws the phase nearer to the interpolated value: `identity` once the view has
// gone at least halfway from hidden to the threshold. A view outside any scroll view is drawn
// in `identity`. Layout is unchanged, as in SwiftUI.

/// The phases a view passes through as it scrolls into and out of view.
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    /// About to move into the visible area at the top (vertical) or leading (horizontal) edge.
    case topLeading
    /// In the visible area.
    case identity
    /// About to move into the visible area at the bottom (vertical) or trailing (horizontal) edge.
    case bottomTrailing

    /// Whether the phase is `identity`.
    public var isIdentity: Bool { self == .identity }
    /// -1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing` (Apple's values).
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// When a scroll transition changes phase, and whether it is interpolated or animated.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case interactive, animated, identity }
    let kind: Kind
    var thresholdValue: Threshold = .visible

    /// Interpolates the effect as the view scrolls into the visible region (the default).
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive)
    /// Interpolates the effect along `timingCurve` (drawn as `.interactive`: see the file's note).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration { .interactive }
    /// Changes phase when the threshold is crossed, animating to it.
    public static let animated = ScrollTransitionConfiguration(kind: .animated)
    /// Changes phase when the threshold is crossed, with `animation` (not run in a still frame).
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// Never changes the view: always `identity`.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    /// The configuration with another threshold of visibility.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var c = self; c.thresholdValue = threshold; return c
    }
    /// The animation used between phases (not run in a still frame).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// How far into the container a view must be to count as visible.
    public struct Threshold: Sendable {
        enum Kind: Sendable { case visible(Double), centered }
        let kind: Kind
        var inset: Double = 0
        var towards: (other: Kind, amount: Double)?

        /// Fully visible.
        public static let visible = Threshold(kind: .visible(1))
        /// Fully hidden (so any visible part counts).
        public static let hidden = Threshold(kind: .visible(0))
        /// Centred in the container.
        public static var centered: Threshold { Threshold(kind: .centered) }
        /// Visible by `amount` of its length (0 hidden, 1 fully visible; clamped).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(kind: .visible(amount.isFinite ? min(max(amount, 0), 1) : 1))
        }
        /// The threshold met when the view is `distance` points nearer the container's centre.
        public func inset(by distance: Double) -> Threshold {
            var t = self; t.inset += distance.isFinite ? distance : 0; return t
        }
        /// This threshold mixed with `other` by `amount` (0: this one, 1: the other).
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            var t = self; t.towards = (other.kind, amount.isFinite ? min(max(amount, 0), 1) : 0); return t
        }

        /// Progress from just hidden (0) to meeting the threshold (1) of a view spanning `view`
        /// in a container spanning `container` along the scroll axis.
        func progress(view: ClosedRange<Double>, container: ClosedRange<Double>) -> Double {
            let inner = (container.lowerBound + inset)...max(container.lowerBound + inset, container.upperBound - inset)
            func of(_ k: Kind) -> Double {
                let len = view.upperBound - view.lowerBound
                switch k {
                case .visible(let x):
                    let overlap = max(0, min(view.upperBound, inner.upperBound) - max(view.lowerBound, inner.lowerBound))
                    let f = len > 0 ? overlap / len : (inner.contains(view.lowerBound) ? 1 : 0)
                    return x > 0 ? min(f / x, 1) : (f > 0 || len == 0 ? 1 : 0)
                case .centered:
                    let reach = (inner.upperBound - inner.lowerBound) / 2 + len / 2
                    let d = abs((view.lowerBound + view.upperBound) / 2 - (inner.lowerBound + inner.upperBound) / 2)
                    return reach > 0 ? max(0, 1 - d / reach) : 1
                }
            }
            let own = of(kind)
            guard let (other, amount) = towards else { return own }
            return own + (of(other) - own) * amount
        }
    }

    /// The phase of a view spanning `view` in a container spanning `container` (one axis).
    func phase(view: ClosedRange<Double>, container: ClosedRange<Double>) -> ScrollTransitionPhase {
        let p = thresholdValue.progress(view: view, container: container)
        let visible: Bool
        switch kind {
        case .identity: return .identity
        case .animated: visible = p >= 1 - 1e-9
        case .interactive: visible = p >= 0.5
        }
        if visible { return .identity }
        let mid = (view.lowerBound + view.upperBound) / 2, cmid = (container.lowerBound + container.upperBound) / 2
        return mid < cmid ? .topLeading : .bottomTrailing
    }
}

extension View {
    /// Applies `transition`'s effect for the phase of this view in its scroll view (the same
    /// configuration at both edges).
    public func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                  transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies `transition`'s effect for the phase of this view in its scroll view, with one
    /// configuration for each edge.
    public func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                  axis: Axis? = nil,
                                                  transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View {
        nodeModifier { content, ctx in
            let env = ctx.environment
            return content(ctx).map {
                wrap($0, TransparentBehaviour(), label: ".scrollTransition", drawing: NodeDrawing(effect: { node, frame, items in
                    let phase = ScrollTransitionGeometry.phase(of: node, frame: frame, axis: axis,
                                                               topLeading: topLeading, bottomTrailing: bottomTrailing)
                    let steps = EnvironmentValues.$current.withValue(env) { transition(EmptyVisualEffect(), phase)._accordSteps }
                    return steps.apply(frame: frame, items: items, environment: env)
                }))
            }
        }
    }
}

enum ScrollTransitionGeometry {
    /// The phase of the view drawn at `frame` (global) from its nearest enclosing scroll view.
    static func phase(of node: LayoutNode, frame: CGRect, axis: Axis?, topLeading: ScrollTransitionConfiguration,
                      bottomTrailing: ScrollTransitionConfiguration) -> ScrollTransitionPhase {
        var p = node.parent
        while let n = p, !(n.behaviour is ScrollViewBehaviour) { p = n.parent }
        guard let scroll = p, let behaviour = scroll.behaviour as? ScrollViewBehaviour else { return .identity }
        let horizontal: Bool
        if let axis { horizontal = axis == .horizontal } else { horizontal = !behaviour.axes.contains(.vertical) }
        let c = scroll.frame
        let view = horizontal ? Double(frame.minX)...Double(max(frame.minX, frame.maxX)) : Double(frame.minY)...Double(max(frame.minY, frame.maxY))
        let container = horizontal ? Double(c.minX)...Double(max(c.minX, c.maxX)) : Double(c.minY)...Double(max(c.minY, c.maxY))
        // Each edge's configuration decides for views on its side of the centre.
        let before = (view.lowerBound + view.upperBound) / 2 < (container.lowerBound + container.upperBound) / 2
        return (before ? topLeading : bottomTrailing).phase(view: view, container: container)
    }
}
