import Foundation
import AccordLayout

// UIKit's gesture recognizers as SwiftUI files use them: inside a `UIViewRepresentable`'s
// `makeUIView` (`view.addGestureRecognizer(UITapGestureRecognizer(target: context.coordinator,
// action: #selector(Coordinator.tapped)))`) and in coordinators adopting
// `UIGestureRecognizerDelegate`. Accord has no UIKit event loop: recognizers are kept on their
// view with their settings (read back as set), never recognise anything and never call their
// targets or delegates (inert; Docs/support/uikit-env.md).

/// The edges of a rectangle (UIKit's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A finger on the screen (UIKit's `UITouch`; never delivered).
open class UITouch: Hashable, @unchecked Sendable {
    public init() {}
    /// Touches are equal when they are the same touch (UIKit's `NSObject` identity).
    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    /// Where the touch is in `view`'s coordinates: the origin (no touches happen).
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Where the touch was before its last move: the origin.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
    /// The view the touch started in.
    open var view: UIView? { nil }
    /// How many taps the touch is part of.
    open var tapCount: Int { 0 }
}

/// What a gesture recognizer asks its delegate (UIKit's `UIGestureRecognizerDelegate`). Every
/// method is optional in UIKit: the defaults answer as UIKit does without a delegate. Never
/// called (no events).
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit's default: not simultaneously.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// UIKit's default: no failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// UIKit's default: no failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// UIKit's default: receive every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// UIKit's gesture recognizer base class: settings kept, nothing recognised (inert).
open class UIGestureRecognizer: @unchecked Sendable {
    /// Where a recognizer is in recognising its gesture (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognised (the same value as `.ended`, as in UIKit).
        public static var recognized: State { .ended }
    }

    private var targets: [(target: AnyObject?, action: Selector)] = []
    /// A recognizer that would send `action` to `target` (never sent: no events).
    public init(target: Any?, action: Selector?) {
        if let action { targets.append((target as AnyObject?, action)) }
    }
    /// A recognizer with no target.
    public convenience init() { self.init(target: nil, action: nil) }

    /// Always `.possible`: nothing is recognised.
    open var state: State = .possible
    /// The view the recognizer was added to (`UIView.addGestureRecognizer`).
    open internal(set) weak var view: UIView?
    /// The delegate (kept weakly, as UIKit does; never asked).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    /// No touches are on the screen.
    open var numberOfTouches: Int { 0 }

    /// Adds an action (kept, never sent).
    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
    /// Removes the actions of `target` for `action` (nil: every target or action).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            (target == nil || entry.target === (target as AnyObject)) && (action == nil || entry.action == action)
        }
    }
    /// Recognising waits for `other` to fail (kept, inert).
    open func require(toFail other: UIGestureRecognizer) {}
    /// Where the gesture is in `view`: the origin (no touches).
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Where touch `touchIndex` is in `view`: the origin (no touches).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
    /// The recogniser's actions, as added (for tests and introspection).
    var actions: [Selector] { targets.map(\.action) }
}

/// A tap (UIKit's `UITapGestureRecognizer`).
open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A long press (UIKit's `UILongPressGestureRecognizer`).
open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// UIKit's default: 0.5 s.
    open var minimumPressDuration: TimeInterval = 0.5
    /// UIKit's default: 10 points.
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

/// A drag (UIKit's `UIPanGestureRecognizer`).
open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero
    /// The translation set last (no drags happen).
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// Sets the translation (kept).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// No movement.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A drag from a screen edge (UIKit's `UIScreenEdgePanGestureRecognizer`).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer, @unchecked Sendable {
    open var edges: UIRectEdge = []
}

/// A swipe (UIKit's `UISwipeGestureRecognizer`).
open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    /// UIKit's default: right.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

/// A pinch (UIKit's `UIPinchGestureRecognizer`).
open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The scale set last (1: no pinch).
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// A rotation (UIKit's `UIRotationGestureRecognizer`).
open class UIRotationGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The rotation set last, in radians (0: none).
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

/// A hover (UIKit's `UIHoverGestureRecognizer`).
open class UIHoverGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {}

extension UIView {
    /// The view's recognizers, in the order added (nil when none, as UIKit answers).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for r in recognizers { r.view = nil }
            for r in newValue ?? [] { r.view = self }
            recognizers = newValue ?? []
        }
    }
    /// Adds a recognizer (kept; it recognises nothing).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        recognizers.append(gestureRecognizer)
    }
    /// Removes a recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
        recognizers.removeAll { $0 === gestureRecognizer }
    }
}
