import Foundation

/// What is drawn, in order, in canvas points (y down): the value between layout and a drawing
/// backend. Built from a laid-out tree; a backend (Cairo) turns it into PNG / SVG / PDF. Its
/// `description` is a stable text dump for snapshot tests.
public struct DisplayList: Hashable, Sendable {
    public var size: CGSize
    public var items: [DisplayItem]
    public init(size: CGSize, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }
}

public indirect enum DisplayItem: Hashable, Sendable {
    /// Fills a path.
    case fill(Path, Paint, eoFill: Bool)
    /// Strokes a path.
    case stroke(Path, Paint, StrokeStyle)
    /// Draws text laid out in `frame` (the frame the engine measured for it).
    case text(TextDrawing)
    /// Draws an image into `frame`.
    case image(ImageDrawing)
    /// A group of items drawn with shared effects (transform, clip, opacity, shadow, blur).
    case group(DrawingGroup)
}

/// How a region is painted.
public enum Paint: Hashable, Sendable {
    case color(RGBA)
    /// Points are absolute canvas points.
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Angles in radians, clockwise from the positive x axis (y down).
    case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// A mesh of coloured patches (MeshGradientPaint.swift).
    case meshGradient(MeshGradientPaint)
}

public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }
}

public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

public struct TextDrawing: Hashable, Sendable {
    /// The text, with the width the engine measured it at (nil: unconstrained).
    public var request: TextLayoutRequest
    /// Where the engine placed the text view.
    public var frame: CGRect
    /// Colour for runs that have none of their own.
    public var color: RGBA
    public init(request: TextLayoutRequest, frame: CGRect, color: RGBA) {
        self.request = request
        self.frame = frame
        self.color = color
    }
}

public struct ImageDrawing: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// A PNG or JPEG file.
        case file(String)
        /// An SF Symbol name, drawn from the backend's icon set (or a placeholder).
        case symbol(String)
        /// A named image that could not be found: drawn as a visible placeholder.
        case missing(String)
        /// The first page of a PDF file (an asset catalog's vector image), scaled to the frame.
        case pdf(String)
        /// An SVG file (an asset catalog's vector image), scaled to the frame.
        case svg(String)
    }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public var source: Source
    public var frame: CGRect
    /// Tint for template images and symbols.
    public var tint: RGBA?
    public var interpolation: Interpolation
    /// A symbol's weight (CSS scale, 400 = regular), from the environment's font.
    public var symbolWeight: Int = 400
    /// A symbol's further layer colours (hierarchical or palette rendering); empty = one colour.
    public var symbolLayers: [RGBA] = []
    public init(source: Source, frame: CGRect, tint: RGBA? = nil, interpolation: Interpolation = .high) {
        self.source = source
        self.frame = frame
        self.tint = tint
        self.interpolation = interpolation
    }
}

public struct Shadow: Hashable, Sendable {
    public var color: RGBA
    public var radius: CGFloat
    public var offset: CGSize
    public init(color: RGBA, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

public struct DrawingGroup: Hashable, Sendable {
    public var items: [DisplayItem]
    /// Applied to the items (in canvas points).
    public var transform: CGAffineTransform = .identity
    /// Items are clipped to this path (canvas points, after transform).
    public var clip: Path?
    public var opacity: Double = 1
    /// A Gaussian-blurred copy of the group's alpha, tinted, drawn beneath it.
    public var shadow: Shadow?
    /// Gaussian blur radius applied to the group.
    public var blurRadius: CGFloat = 0
    /// A colour transform applied to every pixel of the group (after blur, before opacity).
    public var colorMatrix: ColorMatrix?
    /// The group's alpha is multiplied by these items' alpha (drawn in the same space).
    public var mask: [DisplayItem]?
    /// How the group is composited onto what is beneath it.
    public var compositing: CompositingOperator = .normal
    /// Composited as one layer (blend modes inside blend only with each other).
    public var isolated = false
    public init(items: [DisplayItem]) { self.items = items }
}

/// How a layer combines with what is beneath it (Porter-Duff and separable/non-separable blend
/// modes, as Cairo and PDF define them).
public enum CompositingOperator: String, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusLighter, plusDarker
}

/// A 4×5 colour matrix on unpremultiplied RGBA in 0…1, row-major: each output channel is
/// `m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]` (rows r, g, b, a), clamped to 0…1.
public struct ColorMatrix: Hashable, Sendable {
    public var m: [Double]
    public init(_ m: [Double]) {
        precondition(m.count == 20, "a colour matrix has 20 entries")
        self.m = m
    }
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// `self` applied after `first`.
    public func concatenating(after first: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for r in 0..<4 {
            for c in 0..<5 {
                var v = c == 4 ? m[r * 5 + 4] : 0
                for k in 0..<4 { v += m[r * 5 + k] * first.m[k * 5 + c] }
                out[r * 5 + c] = v
            }
        }
        return ColorMatrix(out)
    }

    /// The matrix applied to one colour.
    public func apply(_ c: RGBA) -> RGBA {
        let v = [c.r, c.g, c.b, c.a]
        func row(_ r: Int) -> Double {
            m[r * 5] * v[0] + m[r * 5 + 1] * v[1] + m[r * 5 + 2] * v[2] + m[r * 5 + 3] * v[3] + m[r * 5 + 4]
        }
        return RGBA(row(0), row(1), row(2), row(3))
    }
}
