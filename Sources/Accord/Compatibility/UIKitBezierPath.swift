import Foundation
import AccordLayout

/// The corners of a rectangle (for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The option set's bits.
    public let rawValue: UInt
    /// Corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: 0xF)
}

/// A Core Graphics path: an immutable `Path` (what `UIBezierPath.cgPath` gives and
/// `Path(_ cgPath:)` takes).
open class CGPath: Hashable, @unchecked Sendable {
    var path: Path
    init(path: Path) { self.path = path }
    /// A path of `rect`, transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }
    /// A path of the ellipse in `rect`, transformed by `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }
    /// A path of `rect` with elliptical corners of `cornerWidth` × `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
        self.init(path: p.applying(transform?.pointee ?? .identity))
    }
    /// Paths are equal when they hold the same elements.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    /// Hashes the path's elements.
    public func hash(into h: inout Hasher) { h.combine(path) }
    /// The rectangle containing the path (computed as `boundingBoxOfPath` is).
    public var boundingBox: CGRect { path.boundingRect }
    /// The smallest rectangle containing the path's outline.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The end of the last element (zero for an empty path).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// A copy of the path.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { let m = CGMutablePath(); m.path = path; return m }
}

/// A Core Graphics path being built. `addArc`'s `clockwise` has Core Graphics' meaning, as
/// SwiftUI's `Path.addArc` has (in the y-down space of a view, clockwise: true runs
/// counter-clockwise on screen).
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty mutable path.
    public init() { super.init(path: Path()) }
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: point.applying(transform)) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { path.addLine(to: point.applying(transform)) }
    /// Adds lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }
    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { path.addPath(Path(rect), transform: transform) }
    /// Adds rectangles as closed subpaths.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { rects.forEach { addRect($0, transform: transform) } }
    /// Adds the ellipse in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect), transform: transform)
    }
    /// Adds a rectangle with elliptical corners as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
        path.addPath(p, transform: transform)
    }
    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    /// Adds an arc of a circle around `center` from `startAngle` to `endAngle` (radians).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: clockwise, transform: transform)
    }
    /// Adds the elements of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { self.path.addPath(path.path, transform: transform) }
    /// Closes the current subpath with a line to its start.
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
    /// The stroke width used when a shape draws the path.
    open var lineWidth: CGFloat = 1
    /// Whether filling uses the even-odd rule.
    open var usesEvenOddFillRule = false
    /// The ends of stroked lines (`.butt`, UIKit's default).
    open var lineCapStyle: CGLineCap = .butt
    /// The corners of stroked lines (`.miter`, UIKit's default).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit of stroked corners (10, UIKit's default).
    open var miterLimit: CGFloat = 10

    /// An empty path.
    public init() {}
    /// A path of `rect`.
    public convenience init(rect: CGRect) { self.init(); path.addRect(rect) }
    /// A path of the oval in `rect`.
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
    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) { self.init(); path = cgPath.path }

    private func arc(_ c: CGPoint, _ r: CGFloat, _ a0: Double, _ a1: Double) {
        path.addArc(center: c, radius: r, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: false)
    }

    /// Paths are equal when they hold the same elements.
    public static func == (a: UIBezierPath, b: UIBezierPath) -> Bool { a.path == b.path }
    /// Hashes the path's elements.
    public func hash(into h: inout Hasher) { h.combine(path) }

    /// The path as a CoreGraphics path.
    open var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }
    /// The smallest rectangle containing the path.
    open var bounds: CGRect { path.boundingRect }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The end of the last element (zero for an empty path).
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// Adds an arc of a circle around `center` (radians; `clockwise` in UIKit's flipped coordinates).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise is on screen; Path's follows Core Graphics' flipped meaning.
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }
    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = Path() }
    /// Transforms every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// The path drawn backwards (Accord returns the same elements: a fill or stroke looks the same).
    open func reversing() -> UIBezierPath { let b = UIBezierPath(); b.path = path; return b }
    // Drawing into the current UIKit context (`fill()`, `stroke()`, `addClip()`): UIKitGraphicsRenderer.swift.
}
