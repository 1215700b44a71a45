import Foundation
import AccordLayout

// What is done with a gesture: its modifiers and combinators (`onChanged`, `updating`,
// `sequenced`…) and the view modifiers that attach it (`gesture`, `onTapGesture`,
// `contentShape`…). The gestures themselves are in Gestures.swift; the live preview's delivery
// in Gestures+Live.swift.

// MARK: - Gesture modifiers (callbacks kept: the live preview calls them, still frames never do)

/// SwiftUI's `_ChangedGesture`: carried; the live preview calls its callback, a still frame never does.
public struct _ChangedGesture<Content: Gesture>: _PrimitiveGesture {
    /// The value the gesture reports (only in the live preview, for the gestures it delivers).
    public typealias Value = Content.Value
    let content: Content
    var action: ((Value) -> Void)?
}
/// SwiftUI's `_EndedGesture`: carried; the live preview calls its callback, a still frame never does.
public struct _EndedGesture<Content: Gesture>: _PrimitiveGesture {
    /// The value the gesture reports (only in the live preview, for the gestures it delivers).
    public typealias Value = Content.Value
    let content: Content
    var action: ((Value) -> Void)?
}
/// SwiftUI's `_MapGesture`: carried; the live preview calls its callback, a still frame never does.
public struct _MapGesture<Content: Gesture, Value>: _PrimitiveGesture {
    let content: Content
    var transform: ((Content.Value) -> Value)?
}
/// SwiftUI's `_ModifiersGesture`: carried; the live preview calls its callback, a still frame never does.
public struct _ModifiersGesture<Content: Gesture>: _PrimitiveGesture {
    /// The value the gesture reports (only in the live preview, for the gestures it delivers).
    public typealias Value = Content.Value
    let content: Content
}
/// SwiftUI's `GestureStateGesture`: carried; the live preview calls its callback, a still frame never does.
public struct GestureStateGesture<Base: Gesture, State>: _PrimitiveGesture {
    /// The value the gesture reports (only in the live preview, for the gestures it delivers).
    public typealias Value = Base.Value
    /// The `base` of the GestureStateGesture (as SwiftUI's; inert).
    public var base: Base
    var state: GestureState<State>?
    var update: ((Value, inout State, inout Transaction) -> Void)?
}

/// SwiftUI's `SequenceGesture`: accepted and inert (no touches reach a still frame).
public struct SequenceGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// SwiftUI's `Value`: accepted and inert (no touches reach a still frame).
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    /// The `first` of the Value (as SwiftUI's; inert).
    public var first: First
    /// The `second` of the Value (as SwiftUI's; inert).
    public var second: Second
    /// Creates the Value as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// SwiftUI's `SimultaneousGesture`: accepted and inert (no touches reach a still frame).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// SwiftUI's `Value`: accepted and inert (no touches reach a still frame).
    public struct Value {
        /// The `first` of the Value (as SwiftUI's; inert).
        public var first: First.Value?
        /// The `second` of the Value (as SwiftUI's; inert).
        public var second: Second.Value?
    }
    /// The `first` of the Value (as SwiftUI's; inert).
    public var first: First
    /// The `second` of the Value (as SwiftUI's; inert).
    public var second: Second
    /// Creates the Value as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// SwiftUI's `ExclusiveGesture`: accepted and inert (no touches reach a still frame).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// SwiftUI's `Value`: accepted and inert (no touches reach a still frame).
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    /// The `first` of the Value (as SwiftUI's; inert).
    public var first: First
    /// The `second` of the Value (as SwiftUI's; inert).
    public var second: Second
    /// Creates the Value as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// Called as the gesture changes (the live preview's drags; never in a still frame).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(content: self, action: action) }
    /// Called when the gesture ends (the live preview's taps and drags; never in a still frame).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self, action: action) }
    /// Sets `state` while the gesture is active (the live preview); it returns to its initial
    /// value when the gesture ends. A still frame shows the initial value.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }
    /// SwiftUI's `map`: transforms the gesture's value (for the live preview's callbacks; a still frame recognises nothing).
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self, transform: body) }
    /// SwiftUI's `modifiers`: requires modifier keys for the gesture (not checked).
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> { _ModifiersGesture(content: self) }
    /// SwiftUI's `sequenced`: a gesture that must follow this one. The gesture is carried, never recognised (no touches reach a still frame).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    /// SwiftUI's `simultaneously`: a gesture recognised with this one. The gesture is carried, never recognised (no touches reach a still frame).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    /// SwiftUI's `exclusively`: a gesture tried when this one fails. The gesture is carried, never recognised (no touches reach a still frame).
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

extension View {
    /// Attaches a gesture. A still frame has no touches; in the live preview taps
    /// (`TapGesture`, `SpatialTapGesture`) and drags (`DragGesture`) on the view are delivered to
    /// it (Gestures+Live.swift); other gestures stay inert.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        _GestureResponding(content: self, gesture: mask.contains(.gesture) ? LiveGesture.of(gesture) : nil)
    }
    /// iOS 18 form of `gesture(_:including:)`.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        _GestureResponding(content: self, gesture: isEnabled ? LiveGesture.of(gesture) : nil)
    }
    /// SwiftUI's `simultaneousGesture`: a gesture recognised with the view's own (the live preview delivers it as `gesture`).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }
    /// SwiftUI's `simultaneousGesture` (iOS 18 form).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self.gesture(gesture, isEnabled: isEnabled) }
    /// SwiftUI's `highPriorityGesture`: a gesture recognised before the view's own (the live preview delivers it as `gesture`).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }
    /// SwiftUI's `highPriorityGesture` (iOS 18 form).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self.gesture(gesture, isEnabled: isEnabled) }
    /// Runs in the live preview (`accord preview`) when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _TapResponding(content: self, responder: TapResponder(kind: .action { _ in action() }, name: "onTapGesture", count: count))
    }
    /// The location is in the view's own space (other coordinate spaces: the same, approximate).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        _TapResponding(content: self, responder: TapResponder(kind: .action(action), name: "onTapGesture", count: count))
    }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> Self { self }
    /// SwiftUI's `onLongPressGesture`: an action on long press. Accepted and inert (no touches reach a still frame).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> Self { self }
    /// Inert (hover needs a pointer).
    public func onHover(perform action: @escaping (Bool) -> Void) -> Self { self }
    /// Inert.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> Self { self }
    /// Inert (how a view reacts to a pointer).
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> Self { self }
    /// Inert.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> Self { self }
    /// Hit testing only (no pixels): the live preview's taps hit the shape (its bounding box).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        _ContentShaped(content: self, shape: { shape.placedPath(in: $0) })
    }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        _ContentShaped(content: self, shape: kind.contains(.interaction) ? { shape.placedPath(in: $0) } : nil)
    }
    /// Hit testing only (no pixels): `false` takes the view out of the live preview's taps.
    public func allowsHitTesting(_ enabled: Bool) -> some View { _HitTestingDisallowed(content: self, allowed: enabled) }
    /// Inert.
    public func defersSystemGestures(on edges: Edge.Set) -> Self { self }
}

/// A pointer's hover phase.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// How a view responds to a pointer hovering over it (iPadOS). Inert.
public struct HoverEffect: Sendable {
    /// `.automatic` (SwiftUI's `HoverEffect.automatic`); carried, not acted on.
    public static let automatic = HoverEffect()
    /// `.highlight` (SwiftUI's `HoverEffect.highlight`); carried, not acted on.
    public static let highlight = HoverEffect()
    /// `.lift` (SwiftUI's `HoverEffect.lift`); carried, not acted on.
    public static let lift = HoverEffect()
}

/// What a content shape is used for.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The `rawValue` of the ContentShapeKinds (as SwiftUI's; inert).
    public let rawValue: Int
    /// Creates the ContentShapeKinds as SwiftUI's initialiser does; it is carried, not acted on.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `.interaction` (SwiftUI's `ContentShapeKinds.interaction`); carried, not acted on.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// `.dragPreview` (SwiftUI's `ContentShapeKinds.dragPreview`); carried, not acted on.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// `.contextMenuPreview` (SwiftUI's `ContentShapeKinds.contextMenuPreview`); carried, not acted on.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// `.hoverEffect` (SwiftUI's `ContentShapeKinds.hoverEffect`); carried, not acted on.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// `.focusEffect` (SwiftUI's `ContentShapeKinds.focusEffect`); carried, not acted on.
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    /// `.accessibility` (SwiftUI's `ContentShapeKinds.accessibility`); carried, not acted on.
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}
