import Foundation
import AccordLayout

// Gestures, for source compatibility. A still frame has no touches: gestures never begin, so
// their callbacks never run and a `@GestureState` keeps its initial value (what SwiftUI shows
// before any touch). Every gesture and gesture modifier is accepted and is inert; listed in
// Docs/support/modifiers.md.

/// An input a view recognises (tap, drag, pinch…). Inert in still frames.
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// Gestures built in (their `body` is never asked for).
public protocol _PrimitiveGesture: Gesture where Body == Never {}
extension _PrimitiveGesture {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// Which gestures of a view and its subviews are enabled.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none: GestureMask = []
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// Modifier keys held during a gesture.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

// MARK: - Built-in gestures

public struct TapGesture: _PrimitiveGesture, Sendable {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

public struct SpatialTapGesture: _PrimitiveGesture, Sendable {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

public struct LongPressGesture: _PrimitiveGesture, Sendable {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

public struct DragGesture: _PrimitiveGesture, Sendable {
    /// A drag's state: where it started and is, how far it moved, how fast, where it would end.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
        public init(time: Date = Date(timeIntervalSinceReferenceDate: 0), location: CGPoint = .zero,
                    startLocation: CGPoint = .zero, translation: CGSize = .zero, velocity: CGSize = .zero,
                    predictedEndLocation: CGPoint = .zero, predictedEndTranslation: CGSize = .zero) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.translation = translation
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation
            self.predictedEndTranslation = predictedEndTranslation
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

public struct MagnificationGesture: _PrimitiveGesture, Sendable {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

public struct MagnifyGesture: _PrimitiveGesture, Sendable {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

public struct RotationGesture: _PrimitiveGesture, Sendable {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

public struct RotateGesture: _PrimitiveGesture, Sendable {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: _PrimitiveGesture {
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}

// MARK: - Gesture modifiers (callbacks kept, never called: no touch happens)

public struct _ChangedGesture<Content: Gesture>: _PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
}
public struct _EndedGesture<Content: Gesture>: _PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
}
public struct _MapGesture<Content: Gesture, Value>: _PrimitiveGesture {
    let content: Content
}
public struct _ModifiersGesture<Content: Gesture>: _PrimitiveGesture {
    public typealias Value = Content.Value
    let content: Content
}
public struct GestureStateGesture<Base: Gesture, State>: _PrimitiveGesture {
    public typealias Value = Base.Value
    public var base: Base
}

public struct SequenceGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// Inert: no touch changes the gesture.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(content: self) }
    /// Inert: no touch ends the gesture.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self) }
    /// Inert: the gesture state keeps its initial value.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self)
    }
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self) }
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> { _ModifiersGesture(content: self) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

extension View {
    /// Inert: no touch happens in a still frame.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self { self }
    /// Inert (iOS 18 form).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> Self { self }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self { self }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> Self { self }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self { self }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> Self { self }
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
        _ContentShaped(content: self, shape: { shape.path(in: $0) })
    }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        _ContentShaped(content: self, shape: kind.contains(.interaction) ? { shape.path(in: $0) } : nil)
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
    public static let automatic = HoverEffect()
    public static let highlight = HoverEffect()
    public static let lift = HoverEffect()
}

/// What a content shape is used for.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}
