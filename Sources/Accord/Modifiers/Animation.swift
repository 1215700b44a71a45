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
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
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
