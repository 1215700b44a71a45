import Foundation

// Drawing a chart's plot: grid lines and marks in the plot's coordinates (the views around it
// are Charts+Drawing.swift, the figures Charts+Layout.swift).

/// Draws a chart's grid lines and marks in its plot's coordinates.
struct ChartPainter {
    let model: ChartModel

    func draw(_ ctx: inout GraphicsContext, _ size: CGSize) {
        if model.isPie { return drawSectors(&ctx, size) }
        drawGrid(&ctx, size)
        for (i, m) in model.marks.enumerated() where m.kind == .area { drawArea(&ctx, size, i) }
        for (i, m) in model.marks.enumerated() where m.kind == .bar || m.kind == .rectangle {
            let r = markRect(i, in: size)
            let path = m.cornerRadius > 0 ? Path(roundedRect: r, cornerRadius: m.cornerRadius) : Path(r)
            ctx.fill(path, with: .style(model.style(m)))
        }
        drawLines(&ctx, size)
        for (i, m) in model.marks.enumerated() where m.kind == .point || (m.kind == .line && m.symbol != nil) {
            let r = markRect(i, in: size)
            let d = m.symbolSize.map { sqrt(max(0, $0)) } ?? ChartMetrics.pointDiameter
            ctx.fill(Path(ellipseIn: CGRect(x: r.midX - d / 2, y: r.midY - d / 2, width: d, height: d)), with: .style(model.style(m)))
        }
        for (i, m) in model.marks.enumerated() where m.kind == .rule {
            let r = markRect(i, in: size)
            var p = Path()
            if r.width < r.height { p.move(to: CGPoint(x: r.midX, y: r.minY)); p.addLine(to: CGPoint(x: r.midX, y: r.maxY)) }
            else { p.move(to: CGPoint(x: r.minX, y: r.midY)); p.addLine(to: CGPoint(x: r.maxX, y: r.midY)) }
            ctx.stroke(p, with: .style(model.style(m)), style: m.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth))
        }
    }

    func drawGrid(_ ctx: inout GraphicsContext, _ size: CGSize) {
        let color = GraphicsContext.Shading.color(ChartMetrics.gridColor)
        let solid = StrokeStyle(lineWidth: ChartMetrics.gridLineWidth)
        let dashed = StrokeStyle(lineWidth: ChartMetrics.gridLineWidth, dash: ChartMetrics.gridDash)
        let below = model.showsXAxis ? ChartMetrics.xAxisHeight : 0
        if model.showsYAxis {
            for t in model.yTicks where t.grid {
                let y = size.height - CGFloat(t.fraction) * size.height
                ctx.stroke(Path { $0.move(to: CGPoint(x: 0, y: y)); $0.addLine(to: CGPoint(x: size.width, y: y)) }, with: color, style: solid)
            }
            for e in model.yBandEdges {
                let y = size.height - CGFloat(e) * size.height
                ctx.stroke(Path { $0.move(to: CGPoint(x: 0, y: y)); $0.addLine(to: CGPoint(x: size.width, y: y)) }, with: color, style: solid)
            }
        }
        if model.showsXAxis {
            let xs = model.xBandEdges.map { (CGFloat($0), true) } + model.xTicks.filter(\.grid).map { (CGFloat($0.fraction), $0.tick) }
            for (f, tick) in xs {
                let x = f * size.width
                ctx.stroke(Path { $0.move(to: CGPoint(x: x, y: 0)); $0.addLine(to: CGPoint(x: x, y: size.height + (tick ? below : 0))) },
                           with: color, style: dashed)
            }
        }
    }

    /// A position along x in the plot (nil: not on the scale).
    func px(_ d: ChartDatum?, _ size: CGSize) -> CGFloat? { model.x.fraction(d).map { CGFloat($0) * size.width } }
    func py(_ d: ChartDatum?, _ size: CGSize) -> CGFloat? { model.y.fraction(d).map { size.height - CGFloat($0) * size.height } }

    /// Slots of `position(by:)` at one band: the mark's slot and the slot count.
    func slot(_ i: Int) -> (Int, Int) {
        let m = model.marks[i]
        guard let p = m.positionCategory else { return (0, 1) }
        var values: [ChartDatum] = []
        for o in model.marks where o.kind == m.kind {
            if let q = o.positionCategory, !values.contains(q) { values.append(q) }
        }
        return (values.firstIndex(of: p) ?? 0, max(1, values.count))
    }

    /// The rectangle a mark covers in the plot (a point's is empty at the point).
    func markRect(_ i: Int, in size: CGSize) -> CGRect {
        let m = model.marks[i]
        if m.kind == .sector { return sectorCentroid(i, size) }
        // Along x.
        var x0: CGFloat, x1: CGFloat
        if let a = px(m.xStart, size), let b = px(m.xEnd, size) { (x0, x1) = (min(a, b), max(a, b)) }
        else if let c = px(m.x, size) {
            var w: CGFloat = 0
            if m.kind == .bar || m.kind == .rectangle {
                if let band = model.x.bandFraction {
                    let bandW = CGFloat(band) * size.width
                    w = m.width.resolve(bandW) ?? bandW * ChartMetrics.barBandFraction
                } else if let unit = m.xUnit, case .linear(let lo, let hi, _) = model.x, hi > lo {
                    let unitW = CGFloat(ChartTicks.seconds(unit) / (hi - lo)) * size.width
                    w = m.width.resolve(unitW) ?? unitW * ChartMetrics.barBandFraction
                } else { w = m.width.resolve(size.width) ?? 10 }
            }
            var centre = c
            if let unit = m.xUnit, case .linear(let lo, let hi, _) = model.x, hi > lo {
                centre = c + CGFloat(ChartTicks.seconds(unit) / (hi - lo)) * size.width / 2
            }
            let (s, n) = slot(i)
            if n > 1, !model.horizontalBars { let sw = w / CGFloat(n); centre = centre - w / 2 + sw * (CGFloat(s) + 0.5); w = sw }
            (x0, x1) = (centre - w / 2, centre + w / 2)
        } else if m.kind == .rule || m.kind == .bar { (x0, x1) = (0, size.width) }
        else { (x0, x1) = (size.width / 2, size.width / 2) }
        // Along y.
        var y0: CGFloat, y1: CGFloat
        if let a = py(m.yStart, size), let b = py(m.yEnd, size) { (y0, y1) = (min(a, b), max(a, b)) }
        else if let c = py(m.y, size) {
            var h: CGFloat = 0
            if m.kind == .bar || m.kind == .rectangle {
                if let band = model.y.bandFraction {
                    let bandH = CGFloat(band) * size.height
                    h = m.height.resolve(bandH) ?? bandH * ChartMetrics.barBandFraction
                } else { h = m.height.resolve(size.height) ?? 10 }
            }
            var centre = c
            let (s, n) = slot(i)
            if n > 1, model.horizontalBars { let sh = h / CGFloat(n); centre = centre - h / 2 + sh * (CGFloat(s) + 0.5); h = sh }
            if m.kind == .bar, !model.horizontalBars, model.y.bandFraction == nil, let zero = py(.number(0), size) {
                (y0, y1) = (min(c, zero), max(c, zero))   // a bar from zero (unstacked)
            } else { (y0, y1) = (centre - h / 2, centre + h / 2) }
        } else if m.kind == .rule || m.kind == .bar { (y0, y1) = (0, size.height) }
        else { (y0, y1) = (size.height / 2, size.height / 2) }
        if m.kind == .bar, model.horizontalBars, m.xStart == nil, m.xEnd == nil, let c = px(m.x, size), let zero = px(.number(0), size) {
            (x0, x1) = (min(c, zero), max(c, zero))
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The marks of each line series, in order: by `series:`, else by category, else one line.
    func series(_ kind: ChartMarkRecord.Kind) -> [[Int]] {
        var keys: [String] = []
        var groups: [String: [Int]] = [:]
        for (i, m) in model.marks.enumerated() where m.kind == kind {
            let key = m.series.map { "s\($0)" } ?? m.styleCategory.map { "c\($0)" } ?? "-"
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(i)
        }
        return keys.map { groups[$0]! }
    }

    func drawLines(_ ctx: inout GraphicsContext, _ size: CGSize) {
        for group in series(.line) {
            let points = group.map { i -> CGPoint in let r = markRect(i, in: size); return CGPoint(x: r.midX, y: r.midY) }
            guard points.count > 1, let first = group.first else { continue }
            let m = model.marks[first]
            let path = Self.path(through: points, m.interpolation)
            let style = m.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round)
            ctx.stroke(path, with: .style(model.style(m)), style: style)
        }
    }

    func drawArea(_ ctx: inout GraphicsContext, _ size: CGSize, _ index: Int) {
        // Drawn once per series, at its first mark.
        guard let group = series(.area).first(where: { $0.first == index }) else { return }
        let tops = group.map { i -> CGPoint in let r = markRect(i, in: size); return CGPoint(x: r.midX, y: r.minY) }
        let bottoms = group.map { i -> CGPoint in let r = markRect(i, in: size); return CGPoint(x: r.midX, y: r.maxY) }
        guard tops.count > 1 else { return }
        let m = model.marks[index]
        var path = Self.path(through: tops, m.interpolation)
        for p in bottoms.reversed() { path.addLine(to: p) }
        path.closeSubpath()
        ctx.fill(path, with: .style(model.style(m)))
    }

    /// A path through `points` as the interpolation method draws it (Catmull–Rom, cardinal and
    /// monotone as uniform Catmull–Rom curves; steps at the start, middle or end).
    static func path(through points: [CGPoint], _ method: InterpolationMethod) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        switch method.kind {
        case .linear:
            for q in points.dropFirst() { p.addLine(to: q) }
        case .stepStart, .stepEnd, .stepCenter:
            for i in 1..<points.count {
                let a = points[i - 1], b = points[i]
                switch method.kind {
                case .stepStart: p.addLine(to: CGPoint(x: a.x, y: b.y)); p.addLine(to: b)
                case .stepEnd: p.addLine(to: CGPoint(x: b.x, y: a.y)); p.addLine(to: b)
                default:
                    let mx = (a.x + b.x) / 2
                    p.addLine(to: CGPoint(x: mx, y: a.y)); p.addLine(to: CGPoint(x: mx, y: b.y)); p.addLine(to: b)
                }
            }
        default:
            for i in 1..<points.count {
                let p0 = points[max(0, i - 2)], p1 = points[i - 1], p2 = points[i], p3 = points[min(points.count - 1, i + 1)]
                let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                p.addCurve(to: p2, control1: c1, control2: c2)
            }
        }
        return p
    }

    // MARK: Sectors

    /// The pie's centre and outer radius in a plot of `size`.
    func pie(_ size: CGSize) -> (CGPoint, CGFloat) {
        (CGPoint(x: size.width / 2, y: size.height / 2), min(size.width, size.height) / 2)
    }

    /// Each sector's start and end angle (radians clockwise from twelve o'clock).
    func sectorAngles() -> [(Double, Double)] {
        let total = model.marks.reduce(0) { $0 + $1.angle }
        var a = 0.0
        return model.marks.map { m in
            let sweep = total > 0 ? m.angle / total * 2 * .pi : 0
            defer { a += sweep }
            return (a, a + sweep)
        }
    }

    func radii(_ m: ChartMarkRecord, _ r: CGFloat) -> (CGFloat, CGFloat) {
        let outer = m.outerRadius.resolve(r) ?? r
        let inner = m.innerRadius.resolve(r) ?? 0
        return (max(0, min(inner, outer)), max(0, outer))
    }

    func sectorCentroid(_ i: Int, _ size: CGSize) -> CGRect {
        let (c, r) = pie(size)
        let (a0, a1) = sectorAngles()[i]
        let (inner, outer) = radii(model.marks[i], r)
        let mid = (a0 + a1) / 2 - .pi / 2, rr = (inner + outer) / 2
        return CGRect(x: c.x + rr * CGFloat(cos(mid)), y: c.y + rr * CGFloat(sin(mid)), width: 0, height: 0)
    }

    func drawSectors(_ ctx: inout GraphicsContext, _ size: CGSize) {
        let (c, r) = pie(size)
        for (i, (a0, a1)) in sectorAngles().enumerated() where a1 > a0 {
            let m = model.marks[i]
            let (inner, outer) = radii(m, r)
            // The angular inset: each straight edge moves in by half of it, parallel to itself.
            let half = m.angularInset / 2
            let dOut = outer > half ? asin(Double(half / outer)) : 0
            let dIn = inner > half ? asin(Double(half / inner)) : 0
            let s0 = a0 - .pi / 2, s1 = a1 - .pi / 2
            guard s1 - dOut > s0 + dOut else { continue }
            var p = Path()
            p.addArc(center: c, radius: outer, startAngle: .radians(s0 + dOut), endAngle: .radians(s1 - dOut), clockwise: false)
            if inner > 0, s1 - dIn > s0 + dIn {
                p.addArc(center: c, radius: inner, startAngle: .radians(s1 - dIn), endAngle: .radians(s0 + dIn), clockwise: true)
            } else if half > 0 {
                let mid = (s0 + s1) / 2, apex = half / CGFloat(max(sin((s1 - s0) / 2), 1e-6))
                p.addLine(to: CGPoint(x: c.x + apex * CGFloat(cos(mid)), y: c.y + apex * CGFloat(sin(mid))))
            } else {
                p.addLine(to: c)
            }
            p.closeSubpath()
            ctx.fill(p, with: .style(model.style(m)))
        }
    }
}
