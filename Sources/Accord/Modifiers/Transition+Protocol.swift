import Foundation
import AccordLayout

// iOS 17's `Transition` protocol: a transition written as a view modifier of its phase
// (`func body(content: Content, phase: TransitionPhase) -> some View`). A still frame shows a
// present view inserted, so `transition(_:)` draws the transition's body in the `identity` phase:
// whatever it does there (often nothing) is drawn, as on iOS once the insertion has finished.

/// The phases of a view's transition in and out.
@frozen public enum TransitionPhase: Hashable, Sendable {
    /// The view is being inserted (the transition's start).
    case willAppear
    /// The view is shown.
    case identity
    /// The view is being removed (the transition's end).
    case didDisappear

    /// Whether the phase is `identity`.
    public var isIdentity: Bool { self == .identity }
    /// -1 while appearing, 0 when shown, 1 while disappearing (Apple's values).
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, for the system to judge (`hasMotion`: whether it moves the view).
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (Reduce Motion replaces such transitions).
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition written as a modifier of the view in each phase.
public protocol Transition {
    associatedtype Body: View
    /// The content a transition's body modifies.
    typealias Content = PlaceholderContentView<Self>
    /// The view `content` in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does (moves the view, by default).
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition's body in `phase` applied to `content`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionPhaseModifier(transition: self, phase: phase))
    }
    /// The transition with its own animation (not run in a still frame).
    public func animation(_ animation: Animation?) -> some Transition { self }
    /// This transition and `other` together: the other's body inside this one's.
    public func combined<T: Transition>(with other: T) -> some Transition { _CombinedTransition(first: self, second: other) }
}

/// A transition's body in one phase, as a view modifier.
struct _TransitionPhaseModifier<T: Transition>: ViewModifier {
    let transition: T
    let phase: TransitionPhase
    func body(content: Content) -> some View {
        _TransitionBody(transition: transition, phase: phase, content: content)
    }
}

struct _TransitionBody<T: Transition, C: View>: View, PrimitiveView {
    let transition: T
    let phase: TransitionPhase
    let content: C
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let placeholder = PlaceholderContentView<T>(build: { Accord.makeNodes(content, $0) })
        let v = EnvironmentValues.$current.withValue(ctx.environment) { transition.body(content: placeholder, phase: phase) }
        return Accord.makeNodes(v, ctx)
    }
}

/// Two transitions together (`combined(with:)`).
struct _CombinedTransition<A: Transition, B: Transition>: Transition {
    let first: A
    let second: B
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionPhaseModifier(transition: second, phase: phase))
            .modifier(_TransitionPhaseModifier(transition: first, phase: phase))
    }
}

extension AnyTransition {
    /// A type-erased transition of a `Transition` (carried: see `View.transition(_:)` below).
    public init<T: Transition>(_ transition: T) { self.init("\(T.self)") }
}

extension View {
    /// Inserts and removes the view with `transition`: a still frame draws the view inserted, the
    /// transition's body in the `identity` phase.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionPhaseModifier(transition: transition, phase: .identity))
    }
}
