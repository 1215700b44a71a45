import Foundation
import AccordLayout

/// The corners of a rectangle (for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0xF)
}

/// A Core Graphics path: an immutable `Path` (what `UIBezierPath.cgPath` gives and
/// `Path(_ cgPath:)` takes).
open class CGPath: Hashable, @unchecked Sendable {
    var path: Path
    init(path: Path) { self.path = path }
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
        self.init(path: p.applying(transform?.pointee ?? .identity))
    }
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into h: inout Hasher) { h.combine(path) }
    public var boundingBox: CGRect { path.boundingRect }
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    public func copy() -> CGPath? { CGPath(path: path) }
    public func mutableCopy() -> CGMutablePath? { let m = CGMutablePath(); m.path = path; return m }
}

/// A Core Graphics path being built. `addArc`'s `clockwise` has Core Graphics' meaning, as
/// SwiftUI's `Path.addArc` has (in the y-down space of a view, clockwise: true runs
/// counter-clockwise on screen).
open class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(path: Path()) }
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: point.applying(transform)) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { path.addLine(to: point.applying(transform)) }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { path.addPath(Path(rect), transform: transform) }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { rects.forEach { addRect($0, transform: transform) } }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect), transform: transform)
    }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
        path.addPath(p, transform: transform)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: clockwise, transform: transform)
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { self.path.addPath(path.path, transform: transform) }
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// A path from a Core Graphics path (`Path(UIBezierPath(…).cgPath)`).
    public init(_ path: CGPath) { self = path.path }
    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}

/// UIKit's Bézier path, as SwiftUI code builds shapes with it (the `RoundedCorner: Shape` idiom:
/// `Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: …).cgPath)`).
/// Coordinates are UIKit's (y down); `addArc`'s `clockwise` is clockwise on screen.
open class UIBezierPath: Hashable, @unchecked Sendable {
    var path = Path()
    open var lineWidth: CGFloat = 1
    open var usesEvenOddFillRule = false

    public init() {}
    public convenience init(rect: CGRect) { self.init(); path.addRect(rect) }
    public convenience init(ovalIn rect: CGRect) { self.init(); path.addEllipse(in: rect) }
    /// A rounded rectangle with UIKit's continuous ("squircle") corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous)
    }
    /// A rectangle with only `corners` rounded, each by a quarter circle. As UIKit does, the radius
    /// is `cornerRadii.width` (the height is ignored) clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        var radius = max(0, min(cornerRadii.width, min(r.width, r.height) / 2))
        if !radius.isFinite { radius = 0 }
        func rad(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? radius : 0 }
        let tl = rad(.topLeft), tr = rad(.topRight), br = rad(.bottomRight), bl = rad(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { arc(CGPoint(x: r.maxX - tr, y: r.minY + tr), tr, -.pi / 2, 0) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { arc(CGPoint(x: r.maxX - br, y: r.maxY - br), br, 0, .pi / 2) }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { arc(CGPoint(x: r.minX + bl, y: r.maxY - bl), bl, .pi / 2, .pi) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { arc(CGPoint(x: r.minX + tl, y: r.minY + tl), tl, .pi, 3 * .pi / 2) }
        path.closeSubpath()
    }
    /// An arc; `clockwise` is clockwise on screen (UIKit's y-down meaning).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(cgPath: CGPath) { self.init(); path = cgPath.path }

    private func arc(_ c: CGPoint, _ r: CGFloat, _ a0: Double, _ a1: Double) {
        path.addArc(center: c, radius: r, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: false)
    }

    public static func == (a: UIBezierPath, b: UIBezierPath) -> Bool { a.path == b.path }
    public func hash(into h: inout Hasher) { h.combine(path) }

    open var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }
    open var bounds: CGRect { path.boundingRect }
    open var isEmpty: Bool { path.isEmpty }
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise is on screen; Path's follows Core Graphics' flipped meaning.
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = Path() }
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    open func reversing() -> UIBezierPath { let b = UIBezierPath(); b.path = path; return b }
    /// Drawing into a UIKit graphics context: inert (no context outside UIKit's drawing).
    open func fill() {}
    open func stroke() {}
    open func addClip() {}
}
