import Foundation

// How a chart is laid out and drawn. Figures measured on published iPhone screenshots at 3×
// (1 pt = 3 px): Paresh Karnawat's SwiftCharts (github.com/PareshKarnawat/SwiftCharts,
// Resources/BarChart.png — `Chart { BarMark… }.frame(height: 250)`, default axes —,
// LineChart.png, PieChart.png; iOS 26 simulator), jordibruin/Swift-Charts-Examples
// (images/charts/apple/screenTime.png, oneDimensionalBar.png; ImageRenderer at 3×, iOS 16):
// - the plot's top is the chart's top, its leading edge the chart's leading edge; the y axis
//   labels sit on the trailing side, 13 px (4.33 pt) after the plot, centred on their grid line,
//   the widest label plus 1.67 pt closing the chart (BarChart: plot 325.5 of 338 pt for "8";
//   LineChart: 259.7 of 285.7 for "300");
// - the x axis band under the plot is 18.8 pt (LineChart: grid lines run 56 px below the plot;
//   250 = 207 plot + 18.8 + 8 legend spacing + 16.4 legend row), its labels' tops 5.5 pt under
//   the plot (baseline 16 pt: 47.5 and 50 px) — categories centred in their band, values and
//   dates after their tick (a label at the trailing edge is left out: 0Itsuki0's scatter has
//   ticks 0…20, labels 0…15);
// - grid lines 0.5 pt, #3C3C43 at ⅓ (206, 206, 208 over white on two 1.5-px-covered rows);
//   the x axis's dashed 2 on, 2 off (6 px, 6 px) and continued through the x axis band, the
//   y axis's solid; a category axis has a line at each band's edge (4 lines for 3 bars);
// - labels and legend: 11 pt (caption2: "M" 23 px, "A" 23 px cap height), secondary label colour
//   (138, 138, 142);
// - a bar is 0.7 of its band (226 of 326 px; 96 of 137 px); a line 2 pt (6 px);
// - the legend: 8-pt circles, the label 5.3 pt after, entries 10 pt apart, rows 16.4 pt with
//   8 between them (PieChart: 2 rows in 40.7 pt), 8 pt under the x axis, leading-aligned;
// - palette by first appearance: blue, green, orange, purple (oneDimensionalBar), red, cyan
//   (PieChart, 6 categories); yellow seventh (not measured);
// - sector marks: the pie fills the plot's shorter side (239.3 pt in 300 − 20 − 40.7), centred,
//   clockwise from twelve o'clock; `innerRadius: .ratio(0.6)` is 0.6 of the outer radius (430
//   of 718 px).
// Approximations: a point's circle (7 pt; 0Itsuki0's scatter ≈ 6 px at 0.84 px/pt), the rule
// (1 pt), an annotation's spacing (4 pt), the size without a proposal (300 × 200).

enum ChartMetrics {
    static let yLabelGap: CGFloat = 13.0 / 3
    static let yLabelTrailing: CGFloat = 5.0 / 3
    static let xAxisHeight: CGFloat = 18.8
    static let xLabelTop: CGFloat = 5.5
    static let numericXLabelGap: CGFloat = 4
    static let gridLineWidth: CGFloat = 0.5
    static let gridDash: [CGFloat] = [2, 2]
    static let gridColor = SystemColors.dyn(0x3C3C43, 1.0 / 3, 0xEBEBF5, 1.0 / 3)
    static let labelFont = Font.caption2
    static let barBandFraction: CGFloat = 0.7
    static let lineWidth: CGFloat = 2
    static let ruleWidth: CGFloat = 1
    static let pointDiameter: CGFloat = 7
    static let legendDot: CGFloat = 8
    static let legendDotGap: CGFloat = 5.3
    static let legendItemSpacing: CGFloat = 10
    static let legendRowHeight: CGFloat = 16.4
    static let legendRowSpacing: CGFloat = 8
    static let legendSpacing: CGFloat = 8
    static let annotationSpacing: CGFloat = 4
    static let maxTicks = 5
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
}

/// A tick of an axis: where it is (fraction of the axis), its label, what is drawn there.
struct ChartTick {
    var fraction: Double
    var label: String?
    var labelView: AnyView?
    var grid = true
    var tick = true
    var centeredInBand = false
}

/// Everything a chart draws, from its marks and settings.
struct ChartModel {
    var marks: [ChartMarkRecord]
    let configuration: ChartConfiguration
    var x = ChartScale.none
    var y = ChartScale.none
    var xTicks: [ChartTick] = []
    var yTicks: [ChartTick] = []
    /// Band-edge grid lines of a category x axis (fractions).
    var xBandEdges: [Double] = []
    var yBandEdges: [Double] = []
    var isPie = false
    var legend: [(label: String, style: AnyShapeStyle)] = []
    var categoryStyles: [ChartDatum: AnyShapeStyle] = [:]
    var horizontalBars = false

    var showsXAxis: Bool { !isPie && configuration.xAxis.visibility != .hidden && !(xTicks.isEmpty && xBandEdges.isEmpty) }
    var showsYAxis: Bool { !isPie && configuration.yAxis.visibility != .hidden && !(yTicks.isEmpty && yBandEdges.isEmpty) }
    var showsLegend: Bool { configuration.legendVisibility != .hidden && !legend.isEmpty }
    var xLabels: [ChartTick] { showsXAxis ? xTicks.filter { $0.label != nil || $0.labelView != nil } : [] }
    var yLabels: [ChartTick] { showsYAxis ? yTicks.filter { $0.label != nil || $0.labelView != nil } : [] }
    var yLabelsLeading: Bool { configuration.yAxis.marks?.first?.position.kind == .leading }

    init(marks: [ChartMarkRecord], configuration: ChartConfiguration) {
        self.marks = marks
        self.configuration = configuration
        isPie = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        assignStyles()
        if isPie { return }
        horizontalBars = marks.contains { $0.kind == .bar && Self.isCategory($0.y ?? $0.yStart) && !Self.isCategory($0.x ?? $0.xStart) }
            || marks.contains { $0.kind == .bar && $0.y == nil && $0.yStart == nil && $0.x != nil }
        stack()
        x = scale(values: self.marks.flatMap { [$0.x, $0.xStart, $0.xEnd] }, domain: configuration.xDomain,
                  unit: self.marks.compactMap(\.xUnit).first, includesZero: true, axis: configuration.xAxis, horizontal: true)
        y = scale(values: self.marks.flatMap { [$0.y, $0.yStart, $0.yEnd] }, domain: configuration.yDomain,
                  unit: self.marks.compactMap(\.yUnit).first, includesZero: true, axis: configuration.yAxis, horizontal: false)
        (xTicks, xBandEdges) = ticks(x, axis: configuration.xAxis, horizontal: true)
        (yTicks, yBandEdges) = ticks(y, axis: configuration.yAxis, horizontal: false)
    }

    static func isCategory(_ d: ChartDatum?) -> Bool { if case .category = d { return true } else { return false } }

    /// Colours: `foregroundStyle(by:)` categories take the scale's style, else the palette's in order of appearance.
    mutating func assignStyles() {
        var order: [ChartDatum] = []
        var labels: [ChartDatum: String] = [:]
        if let scale = configuration.styleScale {
            for (d, s) in scale {
                order.append(d)
                if let s { categoryStyles[d] = s }
            }
        }
        for m in marks {
            guard let c = m.styleCategory else { continue }
            if !order.contains(c) { order.append(c) }
            labels[c] = labels[c] ?? m.styleLabel
        }
        for (i, c) in order.enumerated() where categoryStyles[c] == nil {
            if let range = configuration.styleRange, !range.isEmpty {
                categoryStyles[c] = range[i % range.count]
            } else {
                categoryStyles[c] = AnyShapeStyle(ChartMetrics.palette[i % ChartMetrics.palette.count])
            }
        }
        legend = order.filter { c in marks.contains { $0.styleCategory == c } || configuration.styleScale != nil }
            .compactMap { c in categoryStyles[c].map { (label: Self.text(c), style: $0) } }
    }

    static func text(_ d: ChartDatum) -> String {
        switch d {
        case .category(let s): s
        case .number(let v): ChartTicks.label(v, step: v.rounded() == v ? 1 : 0.01)
        case .date(let date): ChartTicks.dateLabel(date.timeIntervalSinceReferenceDate, format: "MMM d")
        }
    }

    /// The style a mark is drawn in.
    func style(_ m: ChartMarkRecord) -> AnyShapeStyle {
        let base = m.style ?? m.styleCategory.flatMap { categoryStyles[$0] } ?? AnyShapeStyle(Color.accentColor)
        return m.opacity < 1 ? AnyShapeStyle(base.opacity(m.opacity)) : base
    }

    /// Bars and areas at one position stack (`.standard`): each from where the last ended, positive and negative apart.
    mutating func stack() {
        var ends: [String: (pos: Double, neg: Double)] = [:]
        var totals: [String: Double] = [:]
        for (i, m) in marks.enumerated() where (m.kind == .bar || m.kind == .area) && m.stacking != .unstacked {
            let along = horizontalBars && m.kind == .bar ? m.y : m.x
            guard let value = (horizontalBars && m.kind == .bar ? m.x : m.y)?.number,
                  (horizontalBars && m.kind == .bar ? m.xStart : m.yStart) == nil else { continue }
            if m.kind == .area, m.styleCategory == nil, m.series == nil { continue }
            let key = "\(along.map { "\($0)" } ?? "-")|\(m.positionCategory.map { "\($0)" } ?? "")"
            var e = ends[key] ?? (0, 0)
            let start = value >= 0 ? e.pos : e.neg
            if value >= 0 { e.pos += value } else { e.neg += value }
            ends[key] = e
            totals[key, default: 0] += abs(value)
            if horizontalBars && m.kind == .bar {
                marks[i].xStart = .number(start); marks[i].xEnd = .number(start + value); marks[i].x = nil
            } else {
                marks[i].yStart = .number(start); marks[i].yEnd = .number(start + value); marks[i].y = nil
            }
        }
    }

    func scale(values: [ChartDatum?], domain: ChartDomain?, unit: Calendar.Component?, includesZero: Bool,
               axis: ChartAxisConfiguration, horizontal: Bool) -> ChartScale {
        if case .categories(let cats)? = domain { return .band(cats) }
        let present = values.compactMap { $0 }
        if present.contains(where: { Self.isCategory($0) }) {
            var cats: [ChartDatum] = []
            for d in present where Self.isCategory(d) && !cats.contains(d) { cats.append(d) }
            return .band(cats)
        }
        let isDate = present.contains { if case .date = $0 { return true } else { return false } }
        if case .range(let a, let b)? = domain { return .linear(lo: min(a, b), hi: max(a, b), isDate: isDate) }
        let numbers = present.compactMap(\.number)
        guard var lo = numbers.min(), var hi = numbers.max() else { return .none }
        if isDate {
            if let unit { hi += ChartTicks.seconds(unit) }
            if hi <= lo { hi = lo + 86400 }
            return .linear(lo: lo, hi: hi, isDate: true)
        }
        if includesZero { lo = min(lo, 0); hi = max(hi, 0) }
        let nice = ChartTicks.nice(lo: lo, hi: hi, maxCount: desiredCount(axis) ?? ChartMetrics.maxTicks)
        return .linear(lo: nice.lo, hi: nice.hi, isDate: false)
    }

    func desiredCount(_ axis: ChartAxisConfiguration) -> Int? {
        if case .automatic(let n)? = axis.marks?.first?.values.kind { return n }
        return nil
    }

    /// The ticks an axis marks, with their labels; a category axis's band edges.
    func ticks(_ scale: ChartScale, axis: ChartAxisConfiguration, horizontal: Bool) -> ([ChartTick], [Double]) {
        let record = axis.marks?.first
        if axis.marks != nil && record == nil { return ([], []) }   // `chartXAxis { }`: no marks
        var values: [(ChartDatum, Double, String)] = []   // datum, fraction, default label
        switch scale {
        case .none: return ([], [])
        case .band(let cats):
            var chosen = cats
            if case .values(let v)? = record?.values.kind { chosen = v.filter { cats.contains($0) } }
            values = chosen.compactMap { c in scale.fraction(c).map { (c, $0, Self.text(c)) } }
            let edges = record?.content == nil || record.map({ parts($0, values.first?.0, 0, values.count).grid }) == true
                ? (0...cats.count).map { Double($0) / Double(cats.count) } : []
            var out: [ChartTick] = []
            for (i, v) in values.enumerated() {
                var t = ChartTick(fraction: v.1, label: v.2, grid: false, tick: false, centeredInBand: true)
                if let record, record.content != nil {
                    let p = parts(record, v.0, i, values.count)
                    if !p.label { t.label = nil }
                    t.labelView = p.labelView
                    if let s = p.labelText { t.label = s } else if let f = p.labelFormat, let s = f(v.0) { t.label = s }
                }
                out.append(t)
            }
            return (out, edges)
        case .linear(let lo, let hi, let isDate):
            if isDate {
                var stride: (Calendar.Component, Int)?
                if case .dateStride(let c, let n)? = record?.values.kind { stride = (c, n) }
                let d = ChartTicks.dates(lo: lo, hi: hi, maxCount: desiredCount(axis) ?? (horizontal ? 6 : ChartMetrics.maxTicks), stride: stride)
                values = d.values.map { (ChartDatum.date(Date(timeIntervalSinceReferenceDate: $0)), ($0 - lo) / (hi - lo), ChartTicks.dateLabel($0, format: d.format)) }
            } else {
                var step = ChartTicks.nice(lo: lo, hi: hi, maxCount: desiredCount(axis) ?? ChartMetrics.maxTicks).step
                if case .stride(let s)? = record?.values.kind, s > 0 { step = s }
                var vs = ChartTicks.values(step: step, lo: lo, hi: hi)
                if case .values(let v)? = record?.values.kind { vs = v.compactMap(\.number).filter { $0 >= lo && $0 <= hi } }
                values = vs.map { (ChartDatum.number($0), hi > lo ? ($0 - lo) / (hi - lo) : 0, ChartTicks.label($0, step: step)) }
            }
            if case .values(let v)? = record?.values.kind, isDate {
                values = v.compactMap { d in d.number.map { (d, ($0 - lo) / (hi - lo), ChartTicks.dateLabel($0, format: "MMM d")) } }
            }
            var out: [ChartTick] = []
            for (i, v) in values.enumerated() {
                var t = ChartTick(fraction: v.1, label: v.2)
                // A label after its tick at the plot's trailing edge would overflow: Charts leaves it out.
                if horizontal && v.1 >= 1 - 1e-9 { t.label = nil }
                if let record, record.content != nil {
                    let p = parts(record, v.0, i, values.count)
                    t.grid = p.grid
                    t.tick = p.tick || p.grid
                    if !p.label { t.label = nil } else if !(horizontal && v.1 >= 1 - 1e-9) {
                        t.labelView = p.labelView
                        if let s = p.labelText { t.label = s } else if let f = p.labelFormat, let s = f(v.0) { t.label = s }
                    }
                    if p.centered == true, horizontal { t.centeredInBand = true }
                }
                out.append(t)
            }
            return (out, [])
        }
    }

    func parts(_ record: AxisMarksRecord, _ datum: ChartDatum?, _ index: Int, _ count: Int) -> AxisMarkParts {
        guard let content = record.content, let datum else { return AxisMarkParts(grid: true, tick: true, label: true) }
        return content(AxisValue(datum: datum, index: index, count: count))
    }
}
