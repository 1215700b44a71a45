import Foundation
import AccordLayout

// Gestures. A still frame has no touches: gestures never begin, so their callbacks never run and
// a `@GestureState` keeps its initial value (what SwiftUI shows before any touch). The live
// preview (`accord preview`) delivers taps and drags to tap, spatial-tap and drag gestures and
// their modifiers (Gestures+Live.swift); the others stay inert (Docs/support/live-preview.md).

/// An input a view recognises (tap, drag, pinch…). Inert in still frames.
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    /// The value the gesture reports (only in the live preview, for the gestures it delivers).
    public typealias Value = Never
}

/// An optional gesture is a gesture (SwiftUI's `extension Optional: Gesture where Wrapped: Gesture`):
/// `.gesture(isEnabled ? DragGesture() : nil)` attaches the gesture or, when nil, nothing.
extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value
    /// Never asked for: the wrapped gesture, if any, is the one recognised.
    public var body: Never { fatalError("Optional<\(Wrapped.self)> is a primitive gesture") }
}

/// Gestures built in (their `body` is never asked for).
public protocol _PrimitiveGesture: Gesture where Body == Never {}
extension _PrimitiveGesture {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// Which gestures of a view and its subviews are enabled.
public struct GestureMask: OptionSet, Sendable {
    /// The `rawValue` of the GestureMask (as SwiftUI's; inert).
    public let rawValue: UInt32
    /// Creates the GestureMask as SwiftUI's initialiser does; it is carried, not acted on.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `.none` (SwiftUI's `GestureMask.none`); carried, not acted on.
    public static let none: GestureMask = []
    /// `.gesture` (SwiftUI's `GestureMask.gesture`); carried, not acted on.
    public static let gesture = GestureMask(rawValue: 1)
    /// `.subviews` (SwiftUI's `GestureMask.subviews`); carried, not acted on.
    public static let subviews = GestureMask(rawValue: 2)
    /// `.all` (SwiftUI's `GestureMask.all`); carried, not acted on.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// Modifier keys held during a gesture.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The `rawValue` of the EventModifiers (as SwiftUI's; inert).
    public let rawValue: Int
    /// Creates the EventModifiers as SwiftUI's initialiser does; it is carried, not acted on.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `.capsLock` (SwiftUI's `EventModifiers.capsLock`); carried, not acted on.
    public static let capsLock = EventModifiers(rawValue: 1)
    /// `.shift` (SwiftUI's `EventModifiers.shift`); carried, not acted on.
    public static let shift = EventModifiers(rawValue: 2)
    /// `.control` (SwiftUI's `EventModifiers.control`); carried, not acted on.
    public static let control = EventModifiers(rawValue: 4)
    /// `.option` (SwiftUI's `EventModifiers.option`); carried, not acted on.
    public static let option = EventModifiers(rawValue: 8)
    /// `.command` (SwiftUI's `EventModifiers.command`); carried, not acted on.
    public static let command = EventModifiers(rawValue: 16)
    /// `.numericPad` (SwiftUI's `EventModifiers.numericPad`); carried, not acted on.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// `.all` (SwiftUI's `EventModifiers.all`); carried, not acted on.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

// MARK: - Built-in gestures

/// SwiftUI's `TapGesture`: accepted and inert (no touches reach a still frame).
public struct TapGesture: _PrimitiveGesture, Sendable {
    /// The value the gesture reports (only in the live preview, for the gestures it delivers).
    public typealias Value = Void
    /// The `count` of the TapGesture (as SwiftUI's; inert).
    public var count: Int
    /// Creates the TapGesture as SwiftUI's initialiser does; it is carried, not acted on.
    public init(count: Int = 1) { self.count = count }
}

/// SwiftUI's `SpatialTapGesture`: accepted and inert (no touches reach a still frame).
public struct SpatialTapGesture: _PrimitiveGesture, Sendable {
    /// SwiftUI's `Value`: accepted and inert (no touches reach a still frame).
    public struct Value: Equatable, Sendable {
        /// The `location` of the Value (as SwiftUI's; inert).
        public var location: CGPoint
    }
    /// The `count` of the Value (as SwiftUI's; inert).
    public var count: Int
    /// The `coordinateSpace` of the Value (as SwiftUI's; inert).
    public var coordinateSpace: CoordinateSpace
    /// Creates the Value as SwiftUI's initialiser does; it is carried, not acted on.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// SwiftUI's `LongPressGesture`: accepted and inert (no touches reach a still frame).
public struct LongPressGesture: _PrimitiveGesture, Sendable {
    /// The value the gesture reports (only in the live preview, for the gestures it delivers).
    public typealias Value = Bool
    /// The `minimumDuration` of the LongPressGesture (as SwiftUI's; inert).
    public var minimumDuration: Double
    /// The `maximumDistance` of the LongPressGesture (as SwiftUI's; inert).
    public var maximumDistance: CGFloat
    /// Creates the LongPressGesture as SwiftUI's initialiser does; it is carried, not acted on.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// SwiftUI's `DragGesture`: accepted and inert (no touches reach a still frame).
public struct DragGesture: _PrimitiveGesture, Sendable {
    /// A drag's state: where it started and is, how far it moved, how fast, where it would end.
    public struct Value: Equatable, Sendable {
        /// The `time` of the Value (as SwiftUI's; inert).
        public var time: Date
        /// The `location` of the Value (as SwiftUI's; inert).
        public var location: CGPoint
        /// The `startLocation` of the Value (as SwiftUI's; inert).
        public var startLocation: CGPoint
        /// The `translation` of the Value (as SwiftUI's; inert).
        public var translation: CGSize
        /// The `velocity` of the Value (as SwiftUI's; inert).
        public var velocity: CGSize
        /// The `predictedEndLocation` of the Value (as SwiftUI's; inert).
        public var predictedEndLocation: CGPoint
        /// The `predictedEndTranslation` of the Value (as SwiftUI's; inert).
        public var predictedEndTranslation: CGSize
        /// Creates the Value as SwiftUI's initialiser does; it is carried, not acted on.
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
    /// The `minimumDistance` of the Value (as SwiftUI's; inert).
    public var minimumDistance: CGFloat
    /// The `coordinateSpace` of the Value (as SwiftUI's; inert).
    public var coordinateSpace: CoordinateSpace
    /// Creates the Value as SwiftUI's initialiser does; it is carried, not acted on.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// SwiftUI's `MagnificationGesture`: accepted and inert (no touches reach a still frame).
public struct MagnificationGesture: _PrimitiveGesture, Sendable {
    /// The value the gesture reports (only in the live preview, for the gestures it delivers).
    public typealias Value = CGFloat
    /// The `minimumScaleDelta` of the MagnificationGesture (as SwiftUI's; inert).
    public var minimumScaleDelta: CGFloat
    /// Creates the MagnificationGesture as SwiftUI's initialiser does; it is carried, not acted on.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// SwiftUI's `MagnifyGesture`: accepted and inert (no touches reach a still frame).
public struct MagnifyGesture: _PrimitiveGesture, Sendable {
    /// SwiftUI's `Value`: accepted and inert (no touches reach a still frame).
    public struct Value: Equatable, Sendable {
        /// The `time` of the Value (as SwiftUI's; inert).
        public var time: Date
        /// The `magnification` of the Value (as SwiftUI's; inert).
        public var magnification: CGFloat
        /// The `velocity` of the Value (as SwiftUI's; inert).
        public var velocity: CGFloat
        /// The `startAnchor` of the Value (as SwiftUI's; inert).
        public var startAnchor: UnitPoint
        /// The `startLocation` of the Value (as SwiftUI's; inert).
        public var startLocation: CGPoint
    }
    /// The `minimumScaleDelta` of the Value (as SwiftUI's; inert).
    public var minimumScaleDelta: CGFloat
    /// Creates the Value as SwiftUI's initialiser does; it is carried, not acted on.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// SwiftUI's `RotationGesture`: accepted and inert (no touches reach a still frame).
public struct RotationGesture: _PrimitiveGesture, Sendable {
    /// The value the gesture reports (only in the live preview, for the gestures it delivers).
    public typealias Value = Angle
    /// The `minimumAngleDelta` of the RotationGesture (as SwiftUI's; inert).
    public var minimumAngleDelta: Angle
    /// Creates the RotationGesture as SwiftUI's initialiser does; it is carried, not acted on.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// SwiftUI's `RotateGesture`: accepted and inert (no touches reach a still frame).
public struct RotateGesture: _PrimitiveGesture, Sendable {
    /// SwiftUI's `Value`: accepted and inert (no touches reach a still frame).
    public struct Value: Equatable, Sendable {
        /// The `time` of the Value (as SwiftUI's; inert).
        public var time: Date
        /// The `rotation` of the Value (as SwiftUI's; inert).
        public var rotation: Angle
        /// The `velocity` of the Value (as SwiftUI's; inert).
        public var velocity: Angle
        /// The `startAnchor` of the Value (as SwiftUI's; inert).
        public var startAnchor: UnitPoint
        /// The `startLocation` of the Value (as SwiftUI's; inert).
        public var startLocation: CGPoint
    }
    /// The `minimumAngleDelta` of the Value (as SwiftUI's; inert).
    public var minimumAngleDelta: Angle
    /// Creates the Value as SwiftUI's initialiser does; it is carried, not acted on.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: _PrimitiveGesture {
    let live: LiveGesture?
    /// Creates the AnyGesture as SwiftUI's initialiser does (the live preview delivers it as the wrapped gesture).
    public init<T: Gesture>(_ gesture: T) where T.Value == Value { live = LiveGesture.of(gesture) }
}
