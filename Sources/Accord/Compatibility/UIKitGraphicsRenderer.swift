import Foundation
import AccordLayout

// UIKit's image drawing: `UIGraphicsImageRenderer(size:).image { context in … }` (image resizing,
// badges, map pins drawn with `UIBezierPath` and `CGContext`) and the older
// `UIGraphicsBeginImageContextWithOptions` … `UIGraphicsGetImageFromCurrentImageContext()`.
//
// The drawing is real: a `CGContext` records what is drawn into it — paths filled and stroked
// with the colours set (`UIColor.setFill()`, `setFillColor(_:)`), rectangles, ellipses, images
// (`UIImage.draw(in:)`), strings (`NSString.draw(in:withAttributes:)`), with the graphics
// state's transform, clip and alpha — and the image is that drawing rendered as a SwiftUI
// `Canvas` would render it, at the format's scale, in UIKit's coordinates (origin top left, y
// down). Not drawn: shadows (`setShadow`), blend modes other than SwiftUI's, pattern and
// gradient fills of the CoreGraphics API, and `drawHierarchy(in:afterScreenUpdates:)` of a UIKit
// view (UIKit views are not drawn).

// MARK: - CoreGraphics' drawing state names

/// A two-dimensional vector (CoreGraphics' `CGVector`).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// The vector (0, 0).
    public static let zero = CGVector()
}

/// The end of stroked lines (CoreGraphics' `CGLineCap`: `.butt`, `.round`, `.square`).
public typealias CGLineCap = StrokeStyle.LineCap
/// The corners of stroked lines (CoreGraphics' `CGLineJoin`: `.miter`, `.round`, `.bevel`).
public typealias CGLineJoin = StrokeStyle.LineJoin

/// Which points are inside a self-intersecting path.
public enum CGPathFillRule: Int, Hashable, Sendable { case winding = 0, evenOdd = 1 }

/// How `drawPath(using:)` draws the current path.
public enum CGPathDrawingMode: Int32, Hashable, Sendable { case fill = 0, eoFill, stroke, fillStroke, eoFillStroke }

/// How what is drawn combines with what is there (CoreGraphics' `CGBlendMode`, its raw values).
public enum CGBlendMode: Int32, Hashable, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter

    /// SwiftUI's blend mode of the same name (`.normal` for the Porter-Duff modes SwiftUI lacks).
    var swiftUI: BlendMode {
        switch self {
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        default: .normal
        }
    }
}

/// How images are resampled when scaled (CoreGraphics' `CGInterpolationQuality`).
public enum CGInterpolationQuality: Int32, Hashable, Sendable { case `default` = 0, none, low, high, medium }

// MARK: - CGContext

/// A CoreGraphics drawing destination: here, the context of a UIKit image renderer, which
/// records what is drawn into it (see the top of this file).
open class CGContext: @unchecked Sendable {
    struct GState {
        var ctm = CGAffineTransform.identity
        var fill = Color.black
        var stroke = Color.black
        var line = StrokeStyle(lineWidth: 1)
        var alpha = 1.0
        var blendMode = BlendMode.normal
        /// Clips, each in the coordinates (transform) it was set in.
        var clips: [(path: Path, ctm: CGAffineTransform)] = []
    }
    var state = GState()
    private var saved: [GState] = []
    /// The current path, in the user coordinates it was built in.
    var currentPath = Path()
    /// What was drawn, in order, replayed into a SwiftUI `GraphicsContext`.
    var operations: [(inout GraphicsContext) -> Void] = []
    /// The size of the drawing, in points.
    let size: CGSize

    init(size: CGSize) { self.size = size }

    /// How images are resampled when scaled (kept; images are drawn at high quality).
    open var interpolationQuality: CGInterpolationQuality = .default

    // Graphics state
    /// Saves the graphics state (transform, colours, line, alpha, clip).
    public func saveGState() { saved.append(state) }
    /// Restores the last saved graphics state.
    public func restoreGState() { if let s = saved.popLast() { state = s } }
    /// The current transform from user to device coordinates.
    public var ctm: CGAffineTransform { state.ctm }
    /// Moves the origin.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm) }
    /// Scales the coordinates.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm) }
    /// Rotates the coordinates by `angle` radians.
    public func rotate(by angle: CGFloat) { state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm) }
    /// Appends `transform` to the current transform.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
    /// The fill colour.
    public func setFillColor(_ color: CGColor) { state.fill = color.color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = Color(white: Double(gray), opacity: Double(alpha)) }
    /// The stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.color }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = Color(white: Double(gray), opacity: Double(alpha)) }
    /// The stroke's line width, ends, corners and dashes.
    public func setLineWidth(_ width: CGFloat) { state.line.lineWidth = width.isFinite ? max(0, width) : 1 }
    public func setLineCap(_ cap: CGLineCap) { state.line.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.line.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.line.miterLimit = limit }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.line.dash = lengths; state.line.dashPhase = phase }
    /// The opacity everything is drawn with.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(Double(alpha), 0), 1) : 1 }
    /// How drawing combines with what is there (SwiftUI's modes; see `CGBlendMode`).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode.swiftUI }
    /// A shadow under what is drawn next (kept, not drawn: see the top of this file).
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    /// Antialiasing switches (drawing is always antialiased).
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    /// Flushes drawing (nothing is pending).
    public func flush() {}

    // Path construction
    /// Starts a new, empty current path.
    public func beginPath() { currentPath = Path() }
    public func move(to point: CGPoint) { currentPath.move(to: point) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(points) }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { rects.forEach { currentPath.addRect($0) } }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { currentPath.addCurve(to: end, control1: control1, control2: control2) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control) }
    /// An arc in radians; `clockwise` in CoreGraphics' sense (counter-clockwise on a y-down screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                           endAngle: .radians(Double(endAngle)), clockwise: clockwise)
    }
    /// A line from the current point towards `tangent1End`, then an arc of `radius` tangent to
    /// that line and to the line from `tangent1End` to `tangent2End` (a rounded corner).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let p0 = currentPath.currentPoint ?? tangent1End
        let v1 = CGVector(dx: p0.x - tangent1End.x, dy: p0.y - tangent1End.y)
        let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
        let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot(), l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard l1 > 0, l2 > 0, radius > 0, radius.isFinite, abs(cross) > 1e-9 * l1 * l2 else {
            if currentPath.currentPoint == nil { currentPath.move(to: tangent1End) } else { currentPath.addLine(to: tangent1End) }
            return
        }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let theta = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy)))      // the corner's angle
        let d = radius / tan(theta / 2)
        let start = CGPoint(x: tangent1End.x + u1.dx * d, y: tangent1End.y + u1.dy * d)
        let end = CGPoint(x: tangent1End.x + u2.dx * d, y: tangent1End.y + u2.dy * d)
        let bis = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = (bis.dx * bis.dx + bis.dy * bis.dy).squareRoot()
        let h = radius / sin(theta / 2)
        let center = CGPoint(x: tangent1End.x + bis.dx / bl * h, y: tangent1End.y + bis.dy / bl * h)
        let a0 = atan2(start.y - center.y, start.x - center.x), a1 = atan2(end.y - center.y, end.x - center.x)
        var delta = a1 - a0
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        if currentPath.currentPoint == nil { currentPath.move(to: start) } else { currentPath.addLine(to: start) }
        currentPath.addArc(center: center, radius: radius, startAngle: .radians(Double(a0)), delta: .radians(Double(delta)))
    }
    public func addPath(_ path: CGPath) { currentPath.addPath(path.path) }
    public func closePath() { currentPath.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point of the current path.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint ?? .zero }
    /// The bounds of the current path.
    public var boundingBoxOfPath: CGRect { currentPath.boundingRect }
    /// A copy of the current path.
    public var path: CGPath? { currentPath.isEmpty ? nil : CGPath(path: currentPath) }

    // Drawing
    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) { fill(currentPath, evenOdd: rule == .evenOdd); currentPath = Path() }
    /// Strokes the current path and clears it.
    public func strokePath() { stroke(currentPath); currentPath = Path() }
    /// Draws the current path as `mode` says and clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fill(currentPath, evenOdd: false)
        case .eoFill: fill(currentPath, evenOdd: true)
        case .stroke: stroke(currentPath)
        case .fillStroke: fill(currentPath, evenOdd: false); stroke(currentPath)
        case .eoFillStroke: fill(currentPath, evenOdd: true); stroke(currentPath)
        }
        currentPath = Path()
    }
    public func fill(_ rect: CGRect) { fill(Path(rect), evenOdd: false) }
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    public func fillEllipse(in rect: CGRect) { fill(Path(ellipseIn: rect), evenOdd: false) }
    public func stroke(_ rect: CGRect) { stroke(Path(rect)) }
    public func stroke(_ rect: CGRect, width: CGFloat) { saveGState(); setLineWidth(width); stroke(Path(rect)); restoreGState() }
    public func strokeEllipse(in rect: CGRect) { stroke(Path(ellipseIn: rect)) }
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Path()
        var i = 0
        while i + 1 < points.count { p.move(to: points[i]); p.addLine(to: points[i + 1]); i += 2 }
        stroke(p)
    }
    /// Makes `rect` transparent again.
    public func clear(_ rect: CGRect) {
        record(state) { g in g.blendMode = .destinationOut; g.opacity = 1; g.fill(Path(rect), with: .color(.black)) }
    }
    /// Draws a CoreGraphics image into `rect`, as CoreGraphics does in a UIKit context:
    /// upside down (its y axis points up; flip the context first to draw it upright).
    public func draw(_ image: CGImage, in rect: CGRect) {
        let ui = UIImage(cgImage: image)
        let s = state
        record(s) { g in
            g.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
            g.draw(Image(uiImage: ui).resizable(), in: rect)
        }
    }

    // Clipping
    /// Clips to the current path (and clears it).
    public func clip(using rule: CGPathFillRule = .winding) { state.clips.append((currentPath, state.ctm)); currentPath = Path() }
    public func clip(to rect: CGRect) { state.clips.append((Path(rect), state.ctm)) }
    public func clip(to rects: [CGRect]) {
        var p = Path()
        rects.forEach { p.addRect($0) }
        state.clips.append((p, state.ctm))
    }
    /// Removes the clip.
    public func resetClip() { state.clips = [] }
    /// The bounds of the clip in user coordinates (the whole drawing when unclipped).
    public var boundingBoxOfClipPath: CGRect {
        var r = CGRect(origin: .zero, size: size)
        for c in state.clips { r = r.intersection(c.path.boundingRect.applying(c.ctm)) }
        return r.applying(state.ctm.inverted())
    }

    func fill(_ path: Path, evenOdd: Bool) {
        let s = state
        record(s) { g in g.fill(path, with: .color(s.fill), style: FillStyle(eoFill: evenOdd)) }
    }
    func stroke(_ path: Path) {
        let s = state
        record(s) { g in g.stroke(path, with: .color(s.stroke), style: s.line) }
    }
    /// Records a drawing step under the state `s` (its clips, alpha, blend mode and transform).
    func record(_ s: GState, _ draw: @escaping (inout GraphicsContext) -> Void) {
        operations.append { base in
            // The state's transforms are from user space to the canvas's (the base context's) space.
            var g = base
            for clip in s.clips {
                g.transform = clip.ctm.concatenating(base.transform)
                g.clip(to: clip.path)
            }
            g.transform = s.ctm.concatenating(base.transform)
            g.opacity = base.opacity * s.alpha
            g.blendMode = s.blendMode
            draw(&g)
        }
    }

    /// The recorded drawing rendered at `scale` pixels a point (over black when `opaque`, as an
    /// opaque UIKit bitmap starts black), as a UIKit image of `size` points.
    func makeImage(scale: CGFloat, opaque: Bool) -> UIImage {
        let ops = operations, size = size
        let canvas = Canvas { context, _ in
            if opaque { context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black)) }
            for op in ops { op(&context) }
        }
        .frame(width: size.width, height: size.height)
        let renderer = ImageRenderer(content: canvas)
        renderer.scale = scale.isFinite && scale > 0 ? scale : 1
        return renderer.uiImage ?? UIImage()
    }
}

// MARK: - The current UIKit context

/// The stack of UIKit's current graphics contexts (`UIGraphicsGetCurrentContext()`).
enum UIGraphicsContextStack {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stack: [(context: CGContext, scale: CGFloat, opaque: Bool)] = []
    static var top: CGContext? { lock.withLock { stack.last?.context } }
    static var topEntry: (context: CGContext, scale: CGFloat, opaque: Bool)? { lock.withLock { stack.last } }
    static func push(_ c: CGContext, scale: CGFloat = 1, opaque: Bool = false) { lock.withLock { stack.append((c, scale, opaque)) } }
    static func pop() { lock.withLock { _ = stack.popLast() } }
}

/// The context UIKit draws into now: the one of the image renderer or image context being drawn,
/// nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.top }
/// Makes `context` the current one.
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(context) }
/// Makes the previous context current again.
public func UIGraphicsPopContext() { UIGraphicsContextStack.pop() }

/// Starts an image context of `size` points (`scale` 0: the device's scale) and makes it current.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsContextStack.push(CGContext(size: size), scale: scale > 0 ? scale : UIScreen.main.scale, opaque: opaque)
}
/// Starts an image context of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
/// The image of what was drawn into the current image context so far (nil without one).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = UIGraphicsContextStack.topEntry else { return nil }
    return top.context.makeImage(scale: top.scale, opaque: top.opaque)
}
/// Ends the current image context.
public func UIGraphicsEndImageContext() { UIGraphicsContextStack.pop() }
/// Fills `rect` of the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Strokes the outline of `rect` in the current context.
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }

extension UIColor {
    /// Makes this the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this the current context's fill and stroke colour.
    public func set() { setFill(); setStroke() }
}

extension UIBezierPath {
    /// Fills the path with the current context's fill colour.
    public func fill() { fill(with: .normal, alpha: 1) }
    /// Fills the path with `blendMode` and `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState(); c.setBlendMode(blendMode); c.state.alpha *= Double(alpha)
        c.fill(path, evenOdd: usesEvenOddFillRule)
        c.restoreGState()
    }
    /// Strokes the path with the current context's stroke colour and the path's line settings.
    public func stroke() { stroke(with: .normal, alpha: 1) }
    /// Strokes the path with `blendMode` and `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState(); c.setBlendMode(blendMode); c.state.alpha *= Double(alpha)
        c.state.line = StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
                                   dash: c.state.line.dash, dashPhase: c.state.line.dashPhase)
        c.stroke(path)
        c.restoreGState()
    }
    /// Clips the current context to the path.
    public func addClip() { UIGraphicsGetCurrentContext().map { $0.state.clips.append((path, $0.state.ctm)) } }
}

extension UIImage {
    /// Draws the image at its size with its top left at `point`, in the current context.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
    /// Draws the image at `point` with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
    /// Draws the image scaled into `rect`, in the current context.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }
    /// Draws the image scaled into `rect` with `blendMode` and `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        var s = c.state
        s.blendMode = blendMode.swiftUI
        s.alpha *= Double(alpha.isFinite ? min(max(alpha, 0), 1) : 1)
        let image = Image(uiImage: self).resizable()
        c.record(s) { g in g.draw(image, in: rect) }
    }
    /// The format of a renderer drawing an image like this one (its scale).
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale
        return f
    }
}

// MARK: - Text drawing

enum UIKitTextDrawing {
    /// Draws `string` with UIKit attributes (font, foreground colour, paragraph alignment) into
    /// `rect` of the current context (`rect`'s width unbounded when drawn at a point).
    static func draw(_ string: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?, atPoint: Bool) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        let attrs = attributes ?? [:]
        let font = (attrs[.font] as? UIFont)?.font ?? Font.system(size: 12)   // UIKit's default: Helvetica 12
        let color = (attrs[.foregroundColor] as? UIColor)?.color ?? .black
        let alignment = (attrs[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
        let text = Text(verbatim: string).font(font).foregroundColor(color)
        let s = c.state
        c.record(s) { g in
            let resolved = g.resolve(text)
            if atPoint {
                g.draw(resolved, at: rect.origin, anchor: .topLeading)
                return
            }
            let measured = resolved.measure(in: rect.size)
            var x = rect.minX
            switch alignment {
            case .center: x += (rect.width - measured.width) / 2
            case .right: x += rect.width - measured.width
            default: break
            }
            g.draw(resolved, in: CGRect(x: x, y: rect.minY, width: measured.width, height: rect.height))
        }
    }
}

extension NSString {
    /// Draws the string with its top left at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        UIKitTextDrawing.draw(self as String, in: CGRect(origin: point, size: CGSize(width: 1e6, height: 1e6)), attributes: attrs, atPoint: true)
    }
    /// Draws the string wrapped in `rect` in the current context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        UIKitTextDrawing.draw(self as String, in: rect, attributes: attrs, atPoint: false)
    }
    /// Draws the string in `rect` (UIKit's `draw(with:options:attributes:context:)`): wrapped in it.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        draw(in: rect, withAttributes: attributes)
    }
}

extension String {
    /// Draws the string with its top left at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: self).draw(at: point, withAttributes: attrs)
    }
    /// Draws the string wrapped in `rect` in the current context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: self).draw(in: rect, withAttributes: attrs)
    }
    /// Draws the string in `rect` (UIKit's `draw(with:options:attributes:context:)`): wrapped in it.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        draw(in: rect, withAttributes: attributes)
    }
}

// MARK: - UIGraphicsImageRenderer

/// The settings of a graphics renderer (UIKit's base of the image renderer's format).
open class UIGraphicsRendererFormat: @unchecked Sendable {
    /// The bounds drawn (set by the renderer).
    open internal(set) var bounds: CGRect = .zero
    public required init() {}
    /// The default format.
    open class func `default`() -> Self { Self() }
}

/// An image renderer's settings: its scale (the device's by default) and opacity.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The colour range of the image (kept: images are 8-bit sRGB).
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }
    /// Pixels a point: the preview device's screen scale by default (3 on an iPhone 15), as UIKit's `default()`.
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the image has no alpha: what is not drawn is black.
    open var opaque = false
    /// Whether the image uses extended range colours (kept).
    open var prefersExtendedRange = false
    open var preferredRange: Range = .automatic
    public required init() {}
    /// The format for `traitCollection`: its display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        scale = traitCollection.displayScale
    }
    /// The format with the device's scale (the same as `default()`).
    open class func preferred() -> Self { Self() }
}

/// What a renderer's drawing closure draws into.
open class UIGraphicsRendererContext: @unchecked Sendable {
    /// The CoreGraphics context.
    public let cgContext: CGContext
    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }
    let rendererFormat: UIGraphicsImageRendererFormat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
    }
    /// Fills `rect` with the fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the fill colour and `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    /// Strokes the outline of `rect` with the stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.stroke(rect); cgContext.restoreGState()
    }
    /// Clips what is drawn next to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// An image renderer's context: also the image drawn so far.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext, @unchecked Sendable {
    /// The image format.
    open override var format: UIGraphicsImageRendererFormat { rendererFormat }
    /// The image of what has been drawn so far.
    open var currentImage: UIImage { cgContext.makeImage(scale: rendererFormat.scale, opaque: rendererFormat.opaque) }
}

/// Draws images with UIKit and CoreGraphics calls (UIKit's `UIGraphicsImageRenderer`).
open class UIGraphicsImageRenderer: @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    /// A renderer of images of `size` points in the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: UIGraphicsImageRendererFormat()) }
    /// A renderer of images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of the drawing inside `bounds`, in the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: UIGraphicsImageRendererFormat()) }
    /// A renderer of the drawing inside `bounds` (its origin at the image's top left), in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let b = bounds.standardized
        self.bounds = b.width.isFinite && b.height.isFinite ? b : .zero
        self.format = format
        format.bounds = self.bounds
    }
    /// Whether the renderer can render with its format: yes.
    open var allowsImageOutput: Bool { true }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let cg = CGContext(size: bounds.size)
        cg.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(cgContext: cg, format: format)
        UIGraphicsContextStack.push(cg, scale: format.scale, opaque: format.opaque)
        actions(context)
        UIGraphicsContextStack.pop()
        return cg
    }

    /// The image `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        render(actions).makeImage(scale: format.scale, opaque: format.opaque)
    }
    /// The PNG bytes of the image `actions` draw.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
    /// The image `actions` draw, as image bytes: PNG, as Accord has no JPEG encoder (UIKit's are
    /// JPEG at `compressionQuality`; both decode to the same pixels here but for JPEG's losses).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        pngData(actions: actions)
    }
}
