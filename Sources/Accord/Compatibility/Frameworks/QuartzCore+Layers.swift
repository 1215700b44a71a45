import Foundation

// The layer classes beside `CALayer` (QuartzCore.swift): shape, gradient, text, transform and
// replicator layers with their option types. INERT, as every layer: kept, never drawn.

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
