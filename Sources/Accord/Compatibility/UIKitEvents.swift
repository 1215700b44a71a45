import Foundation

// UIKit's events and coordinate spaces, as the UIKit side of SwiftUI apps names them (a
// controller overriding `pressesBegan`, a scene delegate told about a new coordinate space). A
// still frame has no input: no event is ever delivered, so these are types to compile against,
// and the responder methods that take them (UIKitApplication.swift) are never called.

/// An input event (UIKit's `UIEvent`; never delivered: still frames).
open class UIEvent: @unchecked Sendable {
    /// The kind of an event.
    public enum EventType: Int, Hashable, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }
    /// What a motion or remote-control event is.
    public enum EventSubtype: Int, Hashable, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102
        case remoteControlTogglePlayPause = 103, remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106, remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }
    /// The event's kind.
    open var type: EventType { .touches }
    /// The motion or remote-control kind (`.none` for others).
    open var subtype: EventSubtype { .none }
    /// When the event happened, in seconds since system start.
    open var timestamp: TimeInterval { 0 }
    public init() {}
}

/// A press of a physical button or key (UIKit's `UIPress`).
open class UIPress: Hashable, @unchecked Sendable {
    /// The button pressed.
    public enum PressType: Int, Hashable, Sendable {
        case upArrow = 0, downArrow = 1, leftArrow = 2, rightArrow = 3, select = 4, menu = 5, playPause = 6
        case pageUp = 30, pageDown = 31, tvRemoteOneTwoThree = 32, tvRemoteFourColors = 33
    }
    /// Where the press is in its life.
    public enum Phase: Int, Hashable, Sendable {
        case began = 0, changed = 1, stationary = 2, ended = 3, cancelled = 4
    }
    /// When the press began or last changed.
    open var timestamp: TimeInterval { 0 }
    /// The press's phase.
    open var phase: Phase { .began }
    /// The button.
    open var type: PressType { .select }
    /// The responder the press goes to.
    open var responder: UIResponder? { nil }
    /// How hard the button is pressed (0 or 1 for digital buttons).
    open var force: CGFloat { 0 }
    public init() {}
    public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// An event of physical presses (UIKit's `UIPressesEvent`).
open class UIPressesEvent: UIEvent, @unchecked Sendable {
    open override var type: EventType { .presses }
    /// The presses of the event.
    open var allPresses: Set<UIPress> { [] }
    /// The presses a gesture recognizer receives.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

/// A coordinate system that points and rectangles convert between (UIKit's `UICoordinateSpace`).
/// Accord's views have no superviews: a view's space is its frame in its window, a screen's is
/// the screen's.
public protocol UICoordinateSpace: AnyObject {
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
    /// `point` in `coordinateSpace`'s coordinates.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point` of `coordinateSpace` in this space's coordinates.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect` in `coordinateSpace`'s coordinates.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect` of `coordinateSpace` in this space's coordinates.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UICoordinateSpace {
    /// Where this space's origin lies on the screen.
    var originOnScreen: CGPoint { (self as? UIView)?.frame.origin ?? .zero }
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        let a = originOnScreen, b = coordinateSpace.originOnScreen
        return CGPoint(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
    }
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace.convert(point, to: self)
    }
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace.convert(rect, to: self)
    }
}

extension UIView: UICoordinateSpace {}
extension UIScreen: UICoordinateSpace {
    /// The screen's coordinate space, portrait-up here (UIKit's `coordinateSpace`).
    public var coordinateSpace: any UICoordinateSpace { self }
    /// The screen's fixed, portrait-up coordinate space (UIKit's `fixedCoordinateSpace`).
    public var fixedCoordinateSpace: any UICoordinateSpace { self }
}
