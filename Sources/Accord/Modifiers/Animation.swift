import Foundation
import AccordLayout

// Animations, for source compatibility. Accord renders still frames: a frame shows the state a
// view is in once every animation has finished (SwiftUI's end state), so an animation changes
// nothing that is drawn. `withAnimation` runs its body (the state change is real); the
// modifiers return their content unchanged. Listed as inert in Docs/support/modifiers.md.

/// How a change animates (timing curve, spring, delay, repetition). Inert in still frames; the
/// value remembers how it was made, for diagnostics and equality.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    /// The `description` of the Animation (as SwiftUI's; inert).
    public var description: String { name }

    /// `.default` (SwiftUI's `Animation.default`); carried, not acted on.
    public static let `default` = Animation("default")
    /// `.linear`: constant speed (SwiftUI's `Animation.linear`); carried, not acted on.
    public static let linear = Animation("linear")
    /// `.easeIn`: starts slowly (SwiftUI's `Animation.easeIn`); carried, not acted on.
    public static let easeIn = Animation("easeIn")
    /// `.easeOut`: ends slowly (SwiftUI's `Animation.easeOut`); carried, not acted on.
    public static let easeOut = Animation("easeOut")
    /// `.easeInOut`: starts and ends slowly (SwiftUI's `Animation.easeInOut`); carried, not acted on.
    public static let easeInOut = Animation("easeInOut")
    /// `.spring`: a spring (SwiftUI's `Animation.spring`); carried, not acted on.
    public static let spring = Animation("spring")
    /// `.interactiveSpring`: a quick spring for interactive changes (SwiftUI's `Animation.interactiveSpring`); carried, not acted on.
    public static let interactiveSpring = Animation("interactiveSpring")
    /// `.bouncy`: a spring with bounce (SwiftUI's `Animation.bouncy`); carried, not acted on.
    public static let bouncy = Animation("bouncy")
    /// `.smooth`: a spring without bounce (SwiftUI's `Animation.smooth`); carried, not acted on.
    public static let smooth = Animation("smooth")
    /// `.snappy`: a quick spring with a little bounce (SwiftUI's `Animation.snappy`); carried, not acted on.
    public static let snappy = Animation("snappy")

    /// `linear(…)`: constant speed (SwiftUI's `Animation.linear`); carried, not played (a still frame shows the final state, without time).
    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(\(duration))") }
    /// `easeIn(…)`: starts slowly (SwiftUI's `Animation.easeIn`); carried, not played (a still frame shows the final state, without time).
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(\(duration))") }
    /// `easeOut(…)`: ends slowly (SwiftUI's `Animation.easeOut`); carried, not played (a still frame shows the final state, without time).
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(\(duration))") }
    /// `easeInOut(…)`: starts and ends slowly (SwiftUI's `Animation.easeInOut`); carried, not played (a still frame shows the final state, without time).
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(\(duration))") }
    /// `timingCurve(…)`: a cubic Bézier timing curve (SwiftUI's `Animation.timingCurve`); carried, not played (a still frame shows the final state, without time).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), \(duration))")
    }
    /// `timingCurve(…)`: a cubic Bézier timing curve (SwiftUI's `Animation.timingCurve`); carried, not played (a still frame shows the final state, without time).
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(p1.x, p1.y, p2.x, p2.y, duration: duration)
    }
    /// `spring(…)`: a spring (SwiftUI's `Animation.spring`); carried, not played (a still frame shows the final state, without time).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    /// `spring(…)`: a spring (SwiftUI's `Animation.spring`); carried, not played (a still frame shows the final state, without time).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }
    /// `spring(…)`: a spring (SwiftUI's `Animation.spring`); carried, not played (a still frame shows the final state, without time).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(\(spring))")
    }
    /// `interactiveSpring(…)`: a quick spring for interactive changes (SwiftUI's `Animation.interactiveSpring`); carried, not played (a still frame shows the final state, without time).
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    /// `interactiveSpring(…)`: a quick spring for interactive changes (SwiftUI's `Animation.interactiveSpring`); carried, not played (a still frame shows the final state, without time).
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))")
    }
    /// `interpolatingSpring(…)`: a spring that keeps velocity (SwiftUI's `Animation.interpolatingSpring`); carried, not played (a still frame shows the final state, without time).
    public static func interpolatingSpring(stiffness: Double, damping: Double, mass: Double = 1,
                                           initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }
    /// `interpolatingSpring(…)`: a spring that keeps velocity (SwiftUI's `Animation.interpolatingSpring`); carried, not played (a still frame shows the final state, without time).
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }
    /// `bouncy(…)`: a spring with bounce (SwiftUI's `Animation.bouncy`); carried, not played (a still frame shows the final state, without time).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }
    /// `smooth(…)`: a spring without bounce (SwiftUI's `Animation.smooth`); carried, not played (a still frame shows the final state, without time).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }
    /// `snappy(…)`: a quick spring with a little bounce (SwiftUI's `Animation.snappy`); carried, not played (a still frame shows the final state, without time).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// `delay(…)`: starts the animation later (SwiftUI's `Animation.delay`); carried, not played (a still frame shows the final state, without time).
    public func delay(_ delay: TimeInterval) -> Animation { Animation("\(name).delay(\(delay))") }
    /// `speed(…)`: plays the animation faster or slower (SwiftUI's `Animation.speed`); carried, not played (a still frame shows the final state, without time).
    public func speed(_ speed: Double) -> Animation { Animation("\(name).speed(\(speed))") }
    /// `repeatCount(…)`: repeats the animation (SwiftUI's `Animation.repeatCount`); carried, not played (a still frame shows the final state, without time).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(name).repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }
    /// `repeatForever(…)`: repeats the animation forever (SwiftUI's `Animation.repeatForever`); carried, not played (a still frame shows the final state, without time).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation("\(name).repeatForever(autoreverses: \(autoreverses))")
    }
    /// SwiftUI's `logicallyComplete`: when the animation counts as finished. Accepted and inert (a still frame shows the final state, without time).
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}

/// A spring's parameters (iOS 17). Inert.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The `duration` of the Spring (as SwiftUI's; inert).
    public var duration: TimeInterval
    /// The `bounce` of the Spring (as SwiftUI's; inert).
    public var bounce: Double
    /// Creates the Spring as SwiftUI's initialiser does; it is carried, not acted on.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
    /// Creates the Spring as SwiftUI's initialiser does; it is carried, not acted on.
    public init(response: Double, dampingRatio: Double) {
        duration = response
        bounce = 1 - dampingRatio
    }
    /// Creates the Spring as SwiftUI's initialiser does; it is carried, not acted on.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        duration = 2 * Double.pi * (mass / max(stiffness, .leastNonzeroMagnitude)).squareRoot()
        bounce = 1 - damping / max(2 * (stiffness * mass).squareRoot(), .leastNonzeroMagnitude)
    }
    /// `.smooth`: a spring without bounce (SwiftUI's `Spring.smooth`); carried, not acted on.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// `.snappy`: a quick spring with a little bounce (SwiftUI's `Spring.snappy`); carried, not acted on.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// `.bouncy`: a spring with bounce (SwiftUI's `Spring.bouncy`); carried, not acted on.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// The `description` of the Spring (as SwiftUI's; inert).
    public var description: String { "Spring(duration: \(duration), bounce: \(bounce))" }
}

/// When `withAnimation(_:completionCriteria:_:completion:)` calls its completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    /// `.logicallyComplete`: when the animation counts as finished (SwiftUI's `AnimationCompletionCriteria.logicallyComplete`); carried, not acted on.
    public static let logicallyComplete = AnimationCompletionCriteria()
    /// `.removed` (SwiftUI's `AnimationCompletionCriteria.removed`); carried, not acted on.
    public static let removed = AnimationCompletionCriteria()
}

/// Runs `body` (the state change it makes is real); the animation itself is inert.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion` (a still frame is the end of every animation).
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let r = try body()
    completion()
    return r
}

/// The context of a state change (its animation). Inert.
public struct Transaction: Sendable {
    /// The `animation` of the Transaction (as SwiftUI's; inert).
    public var animation: Animation?
    /// The `disablesAnimations` of the Transaction (as SwiftUI's; inert).
    public var disablesAnimations = false
    /// The `isContinuous` of the Transaction (as SwiftUI's; inert).
    public var isContinuous = false
    /// The `tracksVelocity` of the Transaction (as SwiftUI's; inert).
    public var tracksVelocity = false
    /// Creates the Transaction as SwiftUI's initialiser does; it is carried, not acted on.
    public init() {}
    /// Creates the Transaction as SwiftUI's initialiser does; it is carried, not acted on.
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` in a transaction (inert: runs `body`).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension Binding {
    /// The same binding; changes through it would animate.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
    /// The same binding, with a transaction for its changes.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension View {
    /// Inert: a still frame shows the end state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    /// Inert (deprecated in SwiftUI; still common).
    public func animation(_ animation: Animation?) -> Self { self }
    /// Inert.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
    /// Inert.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> Self { self }
    /// How content changes animate (numeric text rolling…); inert.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
}

/// How a view's content changes animate. Inert.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    /// `.identity` (SwiftUI's `ContentTransition.identity`); carried, not acted on.
    public static let identity = ContentTransition(name: "identity")
    /// `.opacity` (SwiftUI's `ContentTransition.opacity`); carried, not acted on.
    public static let opacity = ContentTransition(name: "opacity")
    /// `.interpolate` (SwiftUI's `ContentTransition.interpolate`); carried, not acted on.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// `.symbolEffect` (SwiftUI's `ContentTransition.symbolEffect`); carried, not acted on.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    /// `numericText(…)` (SwiftUI's `ContentTransition.numericText`); carried, not played (a still frame shows the final state, without time).
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// `numericText(…)` (SwiftUI's `ContentTransition.numericText`); carried, not played (a still frame shows the final state, without time).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    /// `symbolEffect(…)` (SwiftUI's `ContentTransition.symbolEffect`); carried, not played (a still frame shows the final state, without time).
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

// MARK: - Symbol effects

/// An SF Symbols animation (iOS 17). Inert: symbols are drawn at rest.
public protocol SymbolEffect {}
/// A symbol effect that runs while active.
public protocol IndefiniteSymbolEffect {}
/// A symbol effect that runs once per change of a value.
public protocol DiscreteSymbolEffect {}
/// A symbol effect that runs as a symbol is shown or hidden.
public protocol TransitionSymbolEffect {}
/// A symbol effect that runs as a symbol is replaced.
public protocol ContentTransitionSymbolEffect {}

/// The variations symbol effects offer (`.up`, `.byLayer`, `.iterative`, …): each returns the
/// effect itself, as they change only how it animates.
public protocol _SymbolEffectVariations { }
extension _SymbolEffectVariations {
    /// The `up` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var up: Self { self }
    /// The `down` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var down: Self { self }
    /// The `byLayer` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var byLayer: Self { self }
    /// The `wholeSymbol` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var wholeSymbol: Self { self }
    /// The `individually` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var individually: Self { self }
    /// The `clockwise` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var clockwise: Self { self }
    /// The `counterClockwise` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var counterClockwise: Self { self }
    /// The `left` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var left: Self { self }
    /// The `right` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var right: Self { self }
    /// The `forward` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var forward: Self { self }
    /// The `backward` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var backward: Self { self }
    /// The `iterative` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var iterative: Self { self }
    /// The `cumulative` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var cumulative: Self { self }
    /// The `reversing` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var reversing: Self { self }
    /// The `nonReversing` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var nonReversing: Self { self }
    /// The `hideInactiveLayers` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var hideInactiveLayers: Self { self }
    /// The `dimInactiveLayers` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var dimInactiveLayers: Self { self }
    /// The `downUp` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var downUp: Self { self }
    /// The `upUp` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var upUp: Self { self }
    /// The `offUp` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var offUp: Self { self }
    /// The `pulse` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var pulse: Self { self }
    /// The `plain` of the _SymbolEffectVariations (as SwiftUI's; inert).
    public var plain: Self { self }
}

/// SwiftUI's `BounceSymbolEffect`: accepted and inert (a still frame shows the final state, without time).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariations, Sendable { public init() {} }
/// SwiftUI's `PulseSymbolEffect`: accepted and inert (a still frame shows the final state, without time).
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariations, Sendable { public init() {} }
/// SwiftUI's `VariableColorSymbolEffect`: accepted and inert (a still frame shows the final state, without time).
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariations, Sendable { public init() {} }
/// SwiftUI's `ScaleSymbolEffect`: accepted and inert (a still frame shows the final state, without time).
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectVariations, Sendable { public init() {} }
/// SwiftUI's `AppearSymbolEffect`: accepted and inert (a still frame shows the final state, without time).
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectVariations, Sendable { public init() {} }
/// SwiftUI's `DisappearSymbolEffect`: accepted and inert (a still frame shows the final state, without time).
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectVariations, Sendable { public init() {} }
/// SwiftUI's `ReplaceSymbolEffect`: accepted and inert (a still frame shows the final state, without time).
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, _SymbolEffectVariations, Sendable { public init() {} }
/// SwiftUI's `WiggleSymbolEffect`: accepted and inert (a still frame shows the final state, without time).
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariations, Sendable { public init() {} }
/// SwiftUI's `BreatheSymbolEffect`: accepted and inert (a still frame shows the final state, without time).
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariations, Sendable { public init() {} }
/// SwiftUI's `RotateSymbolEffect`: accepted and inert (a still frame shows the final state, without time).
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariations, Sendable { public init() {} }

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }

/// Options of a symbol effect (speed, repetition). Inert.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// `.default` (SwiftUI's `SymbolEffectOptions.default`); carried, not acted on.
    public static let `default` = SymbolEffectOptions()
    /// `.repeating` (SwiftUI's `SymbolEffectOptions.repeating`); carried, not acted on.
    public static let repeating = SymbolEffectOptions()
    /// `.nonRepeating` (SwiftUI's `SymbolEffectOptions.nonRepeating`); carried, not acted on.
    public static let nonRepeating = SymbolEffectOptions()
    /// `repeat(…)` (SwiftUI's `SymbolEffectOptions.repeat`); carried, not played (a still frame shows the final state, without time).
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// SwiftUI's `speed`: plays the animation faster or slower. Accepted and inert (a still frame shows the final state, without time).
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// SwiftUI's `repeat`: accepted and inert (a still frame shows the final state, without time).
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// SwiftUI's `speed`: plays the animation faster or slower. Accepted and inert (a still frame shows the final state, without time).
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    /// The `repeating` of the SymbolEffectOptions (as SwiftUI's; inert).
    public var repeating: SymbolEffectOptions { self }
    /// The `nonRepeating` of the SymbolEffectOptions (as SwiftUI's; inert).
    public var nonRepeating: SymbolEffectOptions { self }
}

extension View {
    /// Inert: the symbol is drawn at rest.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                       isActive: Bool = true) -> Self { self }
    /// Inert: the symbol is drawn at rest.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                   value: U) -> Self { self }
    /// Inert.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }
}

// MARK: - Phase and keyframe animators

/// A view animated through phases; a still frame shows the content in the first phase (what
/// SwiftUI shows before its trigger changes, and at rest for a repeating animator's start).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content
    /// Creates the PhaseAnimator as SwiftUI's initialiser does; it is carried, not acted on.
    public init<P: Sequence, T: Equatable>(_ phases: P, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Animation? = { _ in .default }) where P.Element == Phase {
        first = phases.first(where: { _ in true })
        self.content = content
    }
    /// Creates the PhaseAnimator as SwiftUI's initialiser does; it is carried, not acted on.
    public init<P: Sequence>(_ phases: P, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where P.Element == Phase {
        first = phases.first(where: { _ in true })
        self.content = content
    }
    public var body: some View {
        if let first { content(first) }
    }
}

/// Stands for the content a view-modifier closure receives (`phaseAnimator`, `keyframeAnimator`).
public struct PlaceholderContentView<Value: View>: View, PrimitiveView {
    let build: (BuildContext) -> [LayoutNode]
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { build(ctx) }
}

extension View {
    /// The content in the first phase.
    public func phaseAnimator<Phase: Equatable, P: Sequence, T: Equatable, V: View>(
        _ phases: P, trigger: T,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where P.Element == Phase {
        placeholderModifier(phases.first(where: { _ in true }), content)
    }
    /// The content in the first phase.
    public func phaseAnimator<Phase: Equatable, P: Sequence, V: View>(
        _ phases: P,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where P.Element == Phase {
        placeholderModifier(phases.first(where: { _ in true }), content)
    }
    /// The content at the initial value.
    public func keyframeAnimator<Value, T: Equatable, V: View, K: Keyframes>(
        initialValue: Value, trigger: T,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        placeholderModifier(initialValue, content)
    }
    /// The content at the initial value.
    public func keyframeAnimator<Value, V: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        placeholderModifier(initialValue, content)
    }

    func placeholderModifier<Value, V: View>(_ value: Value?, _ content: @escaping (PlaceholderContentView<Self>, Value) -> V) -> some View {
        nodeModifier { inner, ctx in
            guard let value else { return inner(ctx) }
            return withoutActuallyEscaping(inner) { inner in
                let placeholder = PlaceholderContentView<Self>(build: inner)
                let v = EnvironmentValues.$current.withValue(ctx.environment) { content(placeholder, value) }
                return Accord.makeNodes(v, ctx)
            }
        }
    }
}

/// A view animated along keyframes; a still frame shows the content at the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content
    /// Creates the KeyframeAnimator as SwiftUI's initialiser does; it is carried, not acted on.
    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }
    /// Creates the KeyframeAnimator as SwiftUI's initialiser does; it is carried, not acted on.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }
    public var body: Content { content(initialValue) }
}

/// Keyframes for a value. Inert.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// The keyframes of a track, whichever they are (inert).
public struct _AnyKeyframes<Value>: Keyframes {}

/// SwiftUI's `KeyframesBuilder`: accepted and inert (a still frame shows the final state, without time).
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ k: K) -> _AnyKeyframes<Value> where K.Value == Value { .init() }
    public static func buildBlock(_ parts: _AnyKeyframes<Value>...) -> _AnyKeyframes<Value> { .init() }
    public static func buildOptional(_ part: _AnyKeyframes<Value>?) -> _AnyKeyframes<Value> { .init() }
    public static func buildEither(first: _AnyKeyframes<Value>) -> _AnyKeyframes<Value> { .init() }
    public static func buildEither(second: _AnyKeyframes<Value>) -> _AnyKeyframes<Value> { .init() }
    public static func buildArray(_ parts: [_AnyKeyframes<Value>]) -> _AnyKeyframes<Value> { .init() }
}

/// Keyframes for one property of the animated value (`KeyframeTrack(\.scale) { … }`).
public struct KeyframeTrack<Root, TrackValue, Content>: Keyframes {
    /// The value the gesture reports (it never reports one here).
    public typealias Value = Root
    /// Creates the KeyframeTrack as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {}
    /// Creates the KeyframeTrack as SwiftUI's initialiser does; it is carried, not acted on.
    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) where Root == TrackValue {}
}

/// One keyframe of a track.
public protocol KeyframeTrackContent<Value> { associatedtype Value }

/// SwiftUI's `KeyframeTrackContentBuilder`: accepted and inert (a still frame shows the final state, without time).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _AnyKeyframeTrackContent<Value> where K.Value == Value { .init() }
    public static func buildBlock(_ parts: _AnyKeyframeTrackContent<Value>...) -> _AnyKeyframeTrackContent<Value> { .init() }
    public static func buildOptional(_ part: _AnyKeyframeTrackContent<Value>?) -> _AnyKeyframeTrackContent<Value> { .init() }
    public static func buildEither(first: _AnyKeyframeTrackContent<Value>) -> _AnyKeyframeTrackContent<Value> { .init() }
    public static func buildEither(second: _AnyKeyframeTrackContent<Value>) -> _AnyKeyframeTrackContent<Value> { .init() }
    public static func buildArray(_ parts: [_AnyKeyframeTrackContent<Value>]) -> _AnyKeyframeTrackContent<Value> { .init() }
}
/// SwiftUI's `_AnyKeyframeTrackContent`: accepted and inert (a still frame shows the final state, without time).
public struct _AnyKeyframeTrackContent<Value>: KeyframeTrackContent {}

/// SwiftUI's `LinearKeyframe`: accepted and inert (a still frame shows the final state, without time).
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// Creates the LinearKeyframe as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}
/// SwiftUI's `SpringKeyframe`: accepted and inert (a still frame shows the final state, without time).
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// Creates the SpringKeyframe as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}
/// SwiftUI's `CubicKeyframe`: accepted and inert (a still frame shows the final state, without time).
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// Creates the CubicKeyframe as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}
/// SwiftUI's `MoveKeyframe`: accepted and inert (a still frame shows the final state, without time).
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// Creates the MoveKeyframe as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ to: Value) {}
}

/// A timing curve (iOS 17). Inert.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    /// `.linear`: constant speed (SwiftUI's `UnitCurve.linear`); carried, not acted on.
    public static let linear = UnitCurve(name: "linear")
    /// `.easeIn`: starts slowly (SwiftUI's `UnitCurve.easeIn`); carried, not acted on.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// `.easeOut`: ends slowly (SwiftUI's `UnitCurve.easeOut`); carried, not acted on.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// `.easeInOut`: starts and ends slowly (SwiftUI's `UnitCurve.easeInOut`); carried, not acted on.
    public static let easeInOut = UnitCurve(name: "easeInOut")
    /// `.circularEaseIn` (SwiftUI's `UnitCurve.circularEaseIn`); carried, not acted on.
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    /// `.circularEaseOut` (SwiftUI's `UnitCurve.circularEaseOut`); carried, not acted on.
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    /// `.circularEaseInOut` (SwiftUI's `UnitCurve.circularEaseInOut`); carried, not acted on.
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}
