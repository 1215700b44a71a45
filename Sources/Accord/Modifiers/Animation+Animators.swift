import Foundation
import AccordLayout

// Inert in still frames, as every animation (Animation.swift).

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

/// Stands for the content a view-modifier closure receives (`phaseAnimator`, `keyframeAnimator`,
/// a `Transition`'s `body(content:phase:)`).
public struct PlaceholderContentView<Value>: View, PrimitiveView {
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

    /// Animates the modifiers `body` applies to the content (SwiftUI's `animation(_:body:)`,
    /// iOS 17). A still frame shows their end state: the content with `body`'s modifiers.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V) -> some View {
        placeholderModifier(()) { content, _ in body(content) }
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
