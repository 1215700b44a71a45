import Foundation
import AccordLayout

// Inert in still frames, as every animation (Animation.swift).

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
