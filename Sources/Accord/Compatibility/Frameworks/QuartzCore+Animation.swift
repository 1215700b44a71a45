import Foundation

// Core Animation's animations, transactions and display links (QuartzCore.swift has the
// stand-in's overview). INERT: animations are kept under their keys and never run, a
// transaction applies its changes at once, display links never fire.

/// An animation (Core Animation's `CAAnimation`): kept on a layer, never run in a still frame.
open class CAAnimation: CAMediaTiming, @unchecked Sendable {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    /// The delegate (kept strongly, as Core Animation does); never called: nothing runs.
    open var delegate: (any CAAnimationDelegate)?
    public init() {}
    open class func defaultValue(forKey key: String) -> Any? { nil }
}
/// An animation's delegate (both methods optional).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}
extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
/// An animation of one layer property.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    public override init() { super.init() }
    public convenience init(keyPath path: String?) { self.init(); keyPath = path }
}
/// From one value to another.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}
/// Through several values.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
}
/// A spring (Core Animation's `CASpringAnimation`).
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// The time the spring takes to settle (the damped oscillator's 0.1 % envelope, 6.9 time constants).
    open var settlingDuration: CFTimeInterval {
        let beta = damping / (2 * mass)
        return beta > 0 ? Double(6.9 / beta) : .infinity
    }
}
/// Several animations together.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?
}
/// A layer transition (Core Animation's `CATransition`).
open class CATransition: CAAnimation, @unchecked Sendable {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}
/// How a keyframe animation interpolates.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
/// How a keyframe animation along a path rotates the layer.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
/// A transition's kind.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}
/// A transition's direction.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Groups layer changes (Core Animation's `CATransaction`). Changes apply at once (nothing
/// animates in a still frame); the completion block runs when the outermost transaction commits.
open class CATransaction: @unchecked Sendable {
    struct Frame { var duration: CFTimeInterval = 0.25; var disableActions = false; var timing: CAMediaTimingFunction?; var completion: (() -> Void)? }
    nonisolated(unsafe) static var stack: [Frame] = []
    static let stackLock = NSRecursiveLock()
    open class func begin() { stackLock.lock(); stack.append(Frame()); stackLock.unlock() }
    open class func commit() {
        stackLock.lock()
        let frame = stack.popLast()
        stackLock.unlock()
        frame?.completion?()
    }
    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}
    static func update(_ body: (inout Frame) -> Void) {
        stackLock.lock(); defer { stackLock.unlock() }
        if stack.isEmpty { return }
        body(&stack[stack.count - 1])
    }
    static func read<T>(_ body: (Frame) -> T) -> T {
        stackLock.lock(); defer { stackLock.unlock() }
        return body(stack.last ?? Frame())
    }
    open class func animationDuration() -> CFTimeInterval { read(\.duration) }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { update { $0.duration = dur } }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { read(\.timing) }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { update { $0.timing = function } }
    open class func disableActions() -> Bool { read(\.disableActions) }
    open class func setDisableActions(_ flag: Bool) { update { $0.disableActions = flag } }
    open class func completionBlock() -> (() -> Void)? { read(\.completion) }
    /// The block to run when the transaction's animations end: at its commit (none run).
    open class func setCompletionBlock(_ block: (() -> Void)?) { update { $0.completion = block } }
}

/// A frame-rate range (Core Animation's `CAFrameRateRange`).
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float, maximum: Float, preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) { self.minimum = minimum; self.maximum = maximum; self.preferred = preferred }
    public init(minimum: Float, maximum: Float, __preferred preferred: Float) { self.init(minimum: minimum, maximum: maximum, preferred: preferred) }
    /// Any rate the system picks.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer synchronised with the display (Core Animation's `CADisplayLink`). Never fires: time
/// does not pass in a still frame (as `Timer`); added to a run loop it stays scheduled until
/// invalidated.
open class CADisplayLink: @unchecked Sendable {
    /// The object and selector it would call (kept).
    public let target: Any
    public let selector: Selector
    open var isPaused = false
    open var preferredFramesPerSecond = 0
    open var frameInterval = 1
    open var preferredFrameRateRange: CAFrameRateRange = .default
    open private(set) var isScheduled = false
    /// The time of the last frame (the time it was made: no frame has been shown).
    open private(set) var timestamp: CFTimeInterval
    /// The duration of a frame at the display's 60 Hz.
    open var duration: CFTimeInterval { 1.0 / 60 }
    open var targetTimestamp: CFTimeInterval { timestamp + duration }
    public init(target: Any, selector sel: Selector) {
        self.target = target
        selector = sel
        timestamp = CACurrentMediaTime()
    }
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { isScheduled = true }
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { isScheduled = false }
    open func invalidate() { isScheduled = false }
}
