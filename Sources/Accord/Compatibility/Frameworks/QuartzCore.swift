import Foundation

// Core Animation stand-in (`import QuartzCore` becomes `import Accord` in a preview): the layer
// tree UIKit views carry (`view.layer.cornerRadius = 12`, `layer.addSublayer(shape)`), animations
// and transactions, display links and media time — as chart and animation libraries (Charts,
// Lottie) and UIKit representables use them. INERT: layers keep what is set on them and their
// sublayers, but Accord draws SwiftUI views, not layers, so nothing here is drawn; animations
// are kept under their keys and never run (a still frame), display links never fire (time never
// passes, as for `Timer`); `CATransform3D` arithmetic and `CACurrentMediaTime()` are real.
// (Longer than ~400 lines: Core Animation's model classes are one concept, kept together.)

/// Seconds of a monotonic clock (Core Animation's `CACurrentMediaTime()`; the system's uptime).
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
/// A time interval in seconds (Core Foundation's `CFTimeInterval`).
public typealias CFTimeInterval = Double

/// A 4×4 transform of a layer (Core Animation's `CATransform3D`), row vectors as Core Animation's.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }
    /// A transform of the sixteen values.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }
    var rows: [[CGFloat]] { [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]] }
    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

/// The identity transform (`CATransform3DIdentity`).
public let CATransform3DIdentity = CATransform3D()
/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
/// Whether two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
/// `a` then `b` (the product a·b with row vectors).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } })
}
/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D(); t.m41 = tx; t.m42 = ty; t.m43 = tz; return t
}
/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D(); t.m11 = sx; t.m22 = sy; t.m33 = sz; return t
}
/// A rotation of `angle` radians about the vector (x, y, z) (Core Animation's formula).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (u, v, w) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
                         m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
                         m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}
/// `t` translated (the translation applied first).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
/// `t` scaled (the scale applied first).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
/// `t` rotated (the rotation applied first).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}
/// The 3D transform of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}
/// Whether `t` is an affine transform (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}
/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

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

/// A layer that draws a path (Core Animation's `CAShapeLayer`). Inert.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    open var path: CGPath?
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
}

/// How a shape layer's path is filled.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
/// The ends of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
/// The joins of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a gradient (Core Animation's `CAGradientLayer`). Inert.
open class CAGradientLayer: CALayer, @unchecked Sendable {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}
/// The kind of gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws text (Core Animation's `CATextLayer`). Inert.
open class CATextLayer: CALayer, @unchecked Sendable {
    open var string: Any?
    open var font: Any?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor?
    open var isWrapped = false
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    open var truncationMode: CATextLayerTruncationMode = .none
}
/// How a text layer aligns its text.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
/// How a text layer truncates its text.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
/// A layer that only groups its sublayers in 3D (Core Animation's `CATransformLayer`).
open class CATransformLayer: CALayer, @unchecked Sendable {}
/// A layer that repeats its sublayers (Core Animation's `CAReplicatorLayer`). Inert.
open class CAReplicatorLayer: CALayer, @unchecked Sendable {
    open var instanceCount = 1
    open var instanceDelay: CFTimeInterval = 0
    open var instanceTransform = CATransform3DIdentity
    open var instanceColor: CGColor?
}

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
