import Foundation

// A stable, readable, indented text dump of a display list, for snapshot tests. Numbers go
// through `formatPoints` (two decimals at most), colours through `RGBA.description`, angles are
// printed in degrees. Nothing here depends on hashing order or on the platform, so the same
// list always prints the same text.
//
//     DisplayList 100.0 x 50.0
//       fill rect(10.0 10.0 20.0 20.0) #ff0000
//       stroke M0.0 0.0 L10.0 10.0 #000000 width 2.0 cap round
//       text "Hello" at (0.0 0.0 41.0 20.0) system 17.0 #000000
//       group opacity 0.5 clip rect(0.0 0.0 50.0 50.0) {
//         fill ellipse(0.0 0.0 50.0 50.0) linear(#ff0000 0.0, #0000ff 1.0 from (0.0 0.0) to (50.0 0.0))
//       }

extension DisplayList: CustomStringConvertible {
    public var description: String {
        var lines = ["DisplayList \(formatPoints(size.width)) x \(formatPoints(size.height))"]
        for item in items { item.describe(into: &lines, indent: 1) }
        return lines.joined(separator: "\n")
    }
}

extension DisplayItem: CustomStringConvertible {
    public var description: String {
        var lines: [String] = []
        describe(into: &lines, indent: 0)
        return lines.joined(separator: "\n")
    }

    /// Appends this item's lines (a group spans several) at the given indent (two spaces a level).
    func describe(into lines: inout [String], indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .fill(let path, let paint, let eoFill):
            lines.append(pad + "fill " + (eoFill ? "evenodd " : "") + describeShape(path) + " " + paint.description)
        case .stroke(let path, let paint, let style):
            lines.append(pad + "stroke " + describeShape(path) + " " + paint.description + " " + style.description)
        case .text(let t):
            lines.append(pad + t.description)
        case .image(let i):
            lines.append(pad + i.description)
        case .group(let g):
            let header = g.headerDescription
            if g.items.isEmpty {
                lines.append(pad + header + " {}")
            } else {
                lines.append(pad + header + " {")
                for item in g.items { item.describe(into: &lines, indent: indent + 1) }
                lines.append(pad + "}")
            }
        }
    }
}

extension Paint: CustomStringConvertible {
    public var description: String {
        func stops(_ s: [GradientStop]) -> String {
            s.map { "\($0.color) \(formatPoints($0.location))" }.joined(separator: ", ")
        }
        switch self {
        case .color(let c):
            return c.description
        case .linearGradient(let s, let start, let end):
            return "linear(\(stops(s)) from \(describePoint(start)) to \(describePoint(end)))"
        case .radialGradient(let s, let center, let r0, let r1):
            return "radial(\(stops(s)) center \(describePoint(center)) radius \(formatPoints(r0)) \(formatPoints(r1)))"
        case .angularGradient(let s, let center, let a0, let a1):
            return "angular(\(stops(s)) center \(describePoint(center)) angle \(describeDegrees(a0)) \(describeDegrees(a1)))"
        case .meshGradient(let m):
            let corners = [0, m.width - 1, m.vertices.count - m.width, m.vertices.count - 1].filter { m.vertices.indices.contains($0) }
            return "mesh(\(m.width)x\(m.height) " + corners.map { "\(m.vertices[$0].color) at \(describePoint(m.vertices[$0].position))" }.joined(separator: ", ") + " background \(m.background))"
        }
    }
}

extension StrokeStyle: CustomStringConvertible {
    /// The line width always; caps, joins, miter limit and dash only when not the defaults.
    public var description: String {
        var s = "width \(formatPoints(lineWidth))"
        switch lineCap {
        case .butt: break
        case .round: s += " cap round"
        case .square: s += " cap square"
        }
        switch lineJoin {
        case .miter: break
        case .round: s += " join round"
        case .bevel: s += " join bevel"
        }
        if miterLimit != 10 { s += " miter \(formatPoints(miterLimit))" }
        if !dash.isEmpty {
            s += " dash [" + dash.map { formatPoints($0) }.joined(separator: " ") + "]"
            if dashPhase != 0 { s += " phase \(formatPoints(dashPhase))" }
        }
        return s
    }
}

extension TextDrawing: CustomStringConvertible {
    /// `text "Hello" at (x y w h) system 17.0 #000000`, then the width the text was measured at,
    /// the line limit, alignment, and (for styled text) each run.
    public var description: String {
        var s = "text \(describeString(request.string)) at \(describeRect(frame))"
        let fonts = request.runs.map(\.font)
        if let first = fonts.first { s += " \(first)" }
        s += " \(color)"
        if let w = request.width { s += " width \(formatPoints(w))" }
        if let n = request.maxLines { s += " lines \(n)" }
        if request.alignment != .leading { s += " \(request.alignment.rawValue)" }
        if request.lineSpacing != 0 { s += " spacing \(formatPoints(request.lineSpacing))" }
        if request.truncationMode != .tail { s += " truncate \(request.truncationMode.rawValue)" }
        if request.minimumScaleFactor != 1 { s += " minscale \(formatPoints(request.minimumScaleFactor))" }
        if request.layoutDirection != .leftToRight { s += " rtl" }
        let styled = request.runs.count > 1 || request.runs.contains {
            $0.color != nil || $0.underline || $0.strikethrough || $0.tracking != 0 || $0.baselineOffset != 0 || $0.background != nil
        }
        if styled {
            let runs = request.runs.map { run -> String in
                var r = "\(describeString(run.string)) \(run.font)"
                if let c = run.color { r += " \(c)" }
                if run.underline { r += " underline" }
                if run.strikethrough { r += " strikethrough" }
                if run.tracking != 0 { r += " tracking \(formatPoints(run.tracking))" }
                if run.baselineOffset != 0 { r += " baseline \(formatPoints(run.baselineOffset))" }
                if let b = run.background { r += " background \(b)" }
                return r
            }
            s += " runs [" + runs.joined(separator: " | ") + "]"
        }
        return s
    }
}

extension ImageDrawing: CustomStringConvertible {
    /// `image file "a.png" at (x y w h)`, with the tint and a non-default interpolation.
    public var description: String {
        var s: String
        switch source {
        case .file(let p): s = "image file \(describeString(p))"
        case .symbol(let n): s = "image symbol \(describeString(n))"
        case .missing(let n): s = "image missing \(describeString(n))"
        case .pdf(let p): s = "image pdf \(describeString(p))"
        case .svg(let p): s = "image svg \(describeString(p))"
        }
        s += " at \(describeRect(frame))"
        if let t = tint { s += " tint \(t)" }
        if symbolWeight != 400 { s += " weight \(symbolWeight)" }
        if !symbolLayers.isEmpty { s += " layers [" + symbolLayers.map { "\($0)" }.joined(separator: ", ") + "]" }
        switch interpolation {
        case .high: break
        case .none: s += " interpolation none"
        case .low: s += " interpolation low"
        case .medium: s += " interpolation medium"
        }
        return s
    }
}

extension DrawingGroup {
    /// `group` followed by the effects that are not neutral, in a fixed order.
    var headerDescription: String {
        var s = "group"
        if !transform.isIdentity {
            let t = transform
            s += " transform [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { formatPoints($0) }.joined(separator: " ") + "]"
        }
        if let clip { s += " clip " + describeShape(clip) }
        if opacity != 1 { s += " opacity \(formatPoints(opacity))" }
        if let sh = shadow {
            s += " shadow \(sh.color) radius \(formatPoints(sh.radius)) offset (\(formatPoints(sh.offset.width)) \(formatPoints(sh.offset.height)))"
        }
        if blurRadius != 0 { s += " blur \(formatPoints(blurRadius))" }
        if let colorMatrix { s += " colorMatrix [" + colorMatrix.m.map { formatPoints($0) }.joined(separator: " ") + "]" }
        if compositing != .normal { s += " blend \(compositing.rawValue)" }
        if isolated { s += " isolated" }
        if let mask {
            var lines: [String] = []
            for item in mask { item.describe(into: &lines, indent: 0) }
            s += " mask {" + lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ") + "}"
        }
        return s
    }
}

// MARK: - Helpers

func describePoint(_ p: CGPoint) -> String { "(\(formatPoints(p.x)) \(formatPoints(p.y)))" }

func describeRect(_ r: CGRect) -> String {
    "(\(formatPoints(r.origin.x)) \(formatPoints(r.origin.y)) \(formatPoints(r.size.width)) \(formatPoints(r.size.height)))"
}

func describeDegrees(_ radians: Double) -> String { formatPoints(radians * 180 / .pi) + "°" }

/// A quoted string with quotes, backslashes and control characters escaped.
func describeString(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if ch.value < 0x20 || ch.value == 0x7f {
                out += String(format: "\\u{%x}", ch.value)
            } else {
                out.unicodeScalars.append(ch)
            }
        }
    }
    return out + "\""
}

/// `rect(x y w h)` for an axis-aligned rectangle, `ellipse(x y w h)` for `Path(ellipseIn:)`,
/// `roundedRect(x y w h r R)` for `Path(roundedRect:cornerRadius:)` (continuous corners; a
/// `circular` suffix for circular ones), else the path's own description (`M… L… C… Z`), or
/// `empty`.
func describeShape(_ path: Path) -> String {
    if path.isEmpty { return "empty" }
    if let r = path.axisAlignedRect { return "rect" + describeRect(r) }
    if let r = path.ellipseRect { return "ellipse" + describeRect(r) }
    if let (r, radius, style) = path.roundedRectShape {
        var inner = describeRect(r).dropLast() + " r \(formatPoints(radius))"
        if style == .circular { inner += " circular" }
        return "roundedRect" + inner + ")"
    }
    return path.description
}

extension Path {
    /// The rectangle this path outlines, when it is exactly one closed axis-aligned rectangle
    /// (four corners, either winding, optionally repeating the first corner before closing).
    var axisAlignedRect: CGRect? {
        var pts: [CGPoint] = []
        for (i, e) in elements.enumerated() {
            switch e {
            case .move(let p): if i != 0 { return nil }; pts.append(p)
            case .line(let p): if i == 0 { return nil }; pts.append(p)
            case .closeSubpath: if i != elements.count - 1 { return nil }
            default: return nil
            }
        }
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4, pts.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        // Each edge must be horizontal or vertical, alternating.
        var horizontalFirst: Bool?
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            let horizontal = a.y == b.y && a.x != b.x
            let vertical = a.x == b.x && a.y != b.y
            guard horizontal || vertical else { return nil }
            let expected = (i % 2 == 0)
            if let hf = horizontalFirst {
                if horizontal != (hf == expected) { return nil }
            } else {
                horizontalFirst = horizontal
            }
        }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The rectangle, corner radius and style of `Path(roundedRect:cornerRadius:style:)` when
    /// this path is that (to within 1e-6 of a point).
    var roundedRectShape: (CGRect, CGFloat, RoundedCornerStyle)? {
        guard elements.count > 8, case .move(let start) = elements[0], elements.last == .closeSubpath else { return nil }
        let r = boundingRect
        guard !r.isNull, r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite,
              abs(start.y - r.minY) < 1e-9 else { return nil }
        let inset = start.x - r.minX
        guard inset > 0 else { return nil }
        let candidates: [(CGFloat, RoundedCornerStyle)] = [(inset / 1.52866483, .continuous), (inset, .circular)]
        for (radius, style) in candidates {
            let rebuilt = Path(roundedRect: r, cornerRadius: radius, style: style)
            if rebuilt.elements.count == elements.count, zip(rebuilt.elements, elements).allSatisfy({ $0.isClose(to: $1) }) {
                return (r, radius, style)
            }
        }
        return nil
    }

    /// The rectangle of `Path(ellipseIn:)` when this path is exactly that.
    var ellipseRect: CGRect? {
        guard elements.count == 6, case .move = elements[0], elements[5] == .closeSubpath else { return nil }
        let r = boundingRect
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        return Path(ellipseIn: r) == self ? r : nil
    }
}

extension Path.Element {
    /// Same kind of element with every point within `tolerance`.
    func isClose(to other: Path.Element, tolerance: CGFloat = 1e-6) -> Bool {
        func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }
        switch (self, other) {
        case (.move(let a), .move(let b)), (.line(let a), .line(let b)): return near(a, b)
        case (.quadCurve(let a, let c), .quadCurve(let b, let d)): return near(a, b) && near(c, d)
        case (.curve(let a, let c1, let c2), .curve(let b, let d1, let d2)): return near(a, b) && near(c1, d1) && near(c2, d2)
        case (.closeSubpath, .closeSubpath): return true
        default: return false
        }
    }
}
