import Foundation

// Core Animation stand-in (`import QuartzCore` becomes `import Accord` in a preview): the layer
// tree UIKit views carry (`view.layer.cornerRadius = 12`, `layer.addSublayer(shape)`), animations
// and transactions, display links and media time — as chart and animation libraries (Charts,
// Lottie) and UIKit representables use them. INERT: layers keep what is set on them and their
// sublayers, but Accord draws SwiftUI views, not layers, so nothing here is drawn; animations
// are kept under their keys and never run (a still frame), display links never fire (time never
// passes, as for `Timer`); `CATransform3D` arithmetic and `CACurrentMediaTime()` are real.
// Here: media time, timing, the layer protocols and `CALayer`; the other layers are
// QuartzCore+Layers.swift, animations, transactions and display links QuartzCore+Animation.swift,
// the 3D transform QuartzCore+Transform3D.swift.

/// Seconds of a monotonic clock (Core Animation's `CACurrentMediaTime()`; the system's uptime).
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
/// A time interval in seconds (Core Foundation's `CFTimeInterval`).
public typealias CFTimeInterval = Double

/// A timing curve of an animation (Core Animation's `CAMediaTimingFunction`): a cubic Bézier from (0,0) to (1,1).
open class CAMediaTimingFunction: @unchecked Sendable {
    let points: [Float]
    /// A predefined curve (Core Animation's control points).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }
    /// A curve with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { points = [0, 0, c1x, c1y, c2x, c2y, 1, 1] }
    /// Control point `idx` (0…3) into `ptr` (two floats).
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        guard (0...3).contains(idx) else { return }
        ptr[0] = points[idx * 2]
        ptr[1] = points[idx * 2 + 1]
    }
}

/// Names of the predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName("linear")
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// What an animation's values do outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode("forwards")
    public static let backwards = CAMediaTimingFillMode("backwards")
    public static let both = CAMediaTimingFillMode("both")
    public static let removed = CAMediaTimingFillMode("removed")
}

/// Timing of layers and animations (Core Animation's `CAMediaTiming`).
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What a layer does when a property changes (Core Animation's `CAAction`).
public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// A layer's delegate (all methods optional).
public protocol CALayerDelegate: AnyObject {
    func display(_ layer: CALayer)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}
extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// Which corners `cornerRadius` rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// How a layer's contents fill it.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// A rectangle of content in a layer tree (Core Animation's `CALayer`). Inert: kept, not drawn.
open class CALayer: CAMediaTiming, Hashable, @unchecked Sendable {
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var anchorPointZ: CGFloat = 0
    open var transform = CATransform3DIdentity
    open var sublayerTransform = CATransform3DIdentity
    open var isHidden = false
    open var isDoubleSided = true
    open var isGeometryFlipped = false
    open var masksToBounds = false
    open var mask: CALayer?
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsScale: CGFloat = 1
    open var backgroundColor: CGColor?
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var opacity: Float = 1
    open var isOpaque = false
    open var allowsEdgeAntialiasing = false
    open var allowsGroupOpacity = true
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
    open var name: String?
    open var actions: [String: any CAAction]?
    open var style: [AnyHashable: Any]?
    open var compositingFilter: Any?
    open var needsDisplayOnBoundsChange = false
    open weak var delegate: (any CALayerDelegate)?
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    private var animations: [(key: String, animation: CAAnimation)] = []
    private var values: [String: Any] = [:]
    open private(set) var needsDisplay = false
    open private(set) var needsLayout = false

    public required init() {}
    /// A copy of `layer`'s properties (Core Animation's shadow-copy initializer).
    public init(layer: Any) {
        if let other = layer as? CALayer { bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint; transform = other.transform }
    }
    open class func defaultValue(forKey key: String) -> Any? { nil }
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The frame in the superlayer (from bounds, position and anchor point, as Core Animation).
    open var frame: CGRect {
        get { CGRect(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y, width: bounds.width, height: bounds.height) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(idx), list.count))
        sublayers = list
        layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0))
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)))
    }
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    open func setNeedsDisplay() { needsDisplay = true }
    open func setNeedsDisplay(_ r: CGRect) { needsDisplay = true }
    open func displayIfNeeded() { if needsDisplay { display() } }
    open func display() { needsDisplay = false; delegate?.display(self) }
    open func setNeedsLayout() { needsLayout = true }
    open func layoutIfNeeded() { if needsLayout { needsLayout = false; layoutSublayers() } }
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    open func presentation() -> Self? { self }
    open func model() -> Self { self }

    /// Keeps `anim` under `key` (replacing one with the same key). It never runs.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let k = key ?? "animation-\(animations.count)"
        animations.removeAll { $0.key == k }
        animations.append((k, anim))
    }
    open func animation(forKey key: String) -> CAAnimation? { animations.first { $0.key == key }?.animation }
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }
    open func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }
    open func removeAllAnimations() { animations.removeAll() }

    /// A point in this layer's coordinates in `layer`'s (translations of the frames only).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let a = originInRoot, b = layer?.originInRoot ?? .zero
        return CGPoint(x: p.x + a.x - b.x, y: p.y + a.y - b.y)
    }
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let a = originInRoot, b = layer?.originInRoot ?? .zero
        return CGPoint(x: p.x + b.x - a.x, y: p.y + b.y - a.y)
    }
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect { CGRect(origin: convert(r.origin, to: layer), size: r.size) }
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect { CGRect(origin: convert(r.origin, from: layer), size: r.size) }
    var originInRoot: CGPoint {
        let own = CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        guard let parent = superlayer else { return .zero }
        let p = parent.originInRoot
        return CGPoint(x: p.x + own.x, y: p.y + own.y)
    }
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    open func hitTest(_ p: CGPoint) -> CALayer? { contains(p) ? self : nil }

    /// Key-value coding of custom keys (`layer.setValue(…, forKey: "progress")`).
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { values[key] ?? Self.defaultValue(forKey: key) }

    public static func == (a: CALayer, b: CALayer) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
