import Foundation

// The chart as views: the plot (a canvas drawing grid lines and marks), the axis labels, the
// legend and the annotations, placed by `ChartLayout` (figures: Charts+Layout.swift; the plot's
// drawing: Charts+Painter.swift).

/// The views of a chart, in the order `ChartLayout` places them.
struct ChartView: View {
    let model: ChartModel

    var body: some View {
        let model = self.model
        let plot = AnyView(Canvas { ctx, size in ChartPainter(model: model).draw(&ctx, size) })
        let styled = model.configuration.plotStyle.map { $0(ChartPlotContent(content: plot)) } ?? plot
        return ChartLayout(model: model) {
            styled
            ForEach(Array(model.yLabels.enumerated()), id: \.offset) { _, t in ChartAxisLabel(tick: t) }
            ForEach(Array(model.xLabels.enumerated()), id: \.offset) { _, t in ChartAxisLabel(tick: t) }
            if model.showsLegend { ChartLegend(entries: model.legend, alignment: model.configuration.legendAlignment?.horizontal ?? .leading) }
            ForEach(Array(model.annotated.enumerated()), id: \.offset) { _, a in a.annotation.view.fixedSize() }
        }
    }
}

/// An axis value's label: caption2 in the secondary colour.
struct ChartAxisLabel: View {
    let tick: ChartTick
    var body: some View {
        if let v = tick.labelView {
            v.font(ChartMetrics.labelFont).foregroundStyle(.secondary).fixedSize()
        } else {
            Text(verbatim: tick.label ?? "").font(ChartMetrics.labelFont).foregroundStyle(.secondary).lineLimit(1).fixedSize()
        }
    }
}

/// The legend: a dot and a label per category, in rows that wrap.
struct ChartLegend: View {
    let entries: [(label: String, style: AnyShapeStyle)]
    let alignment: HorizontalAlignment
    var body: some View {
        ChartLegendLayout(alignment: alignment) {
            ForEach(Array(entries.enumerated()), id: \.offset) { _, e in
                HStack(spacing: ChartMetrics.legendDotGap) {
                    Circle().fill(e.style).frame(width: ChartMetrics.legendDot, height: ChartMetrics.legendDot)
                    Text(verbatim: e.label).font(ChartMetrics.labelFont).foregroundStyle(.secondary).lineLimit(1).fixedSize()
                }
            }
        }
    }
}

/// Rows of legend entries, wrapping at the width offered.
struct ChartLegendLayout: Layout {
    let alignment: HorizontalAlignment

    func rows(_ widths: [CGFloat], _ maxWidth: CGFloat) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var x: CGFloat = 0
        for (i, w) in widths.enumerated() {
            if !rows[rows.count - 1].isEmpty, x + ChartMetrics.legendItemSpacing + w > maxWidth + 0.01 {
                rows.append([]); x = 0
            }
            x += (rows[rows.count - 1].isEmpty ? 0 : ChartMetrics.legendItemSpacing) + w
            rows[rows.count - 1].append(i)
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        let maxWidth = proposal.width ?? .infinity
        let r = rows(widths, maxWidth)
        var widest: CGFloat = 0
        for row in r {
            var w = CGFloat(max(0, row.count - 1)) * ChartMetrics.legendItemSpacing
            for i in row { w += widths[i] }
            widest = max(widest, w)
        }
        let h = CGFloat(r.count) * ChartMetrics.legendRowHeight + CGFloat(max(0, r.count - 1)) * ChartMetrics.legendRowSpacing
        return CGSize(width: proposal.width ?? widest, height: subviews.isEmpty ? 0 : h)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        for (ri, row) in rows(widths, bounds.width).enumerated() {
            var rowWidth = CGFloat(max(0, row.count - 1)) * ChartMetrics.legendItemSpacing
            for i in row { rowWidth += widths[i] }
            var x = bounds.minX + (alignment == .center ? (bounds.width - rowWidth) / 2 : alignment == .trailing ? bounds.width - rowWidth : 0)
            let midY = bounds.minY + CGFloat(ri) * (ChartMetrics.legendRowHeight + ChartMetrics.legendRowSpacing) + ChartMetrics.legendRowHeight / 2
            for i in row {
                subviews[i].place(at: CGPoint(x: x, y: midY), anchor: .leading, proposal: .unspecified)
                x += widths[i] + ChartMetrics.legendItemSpacing
            }
        }
    }
}

/// A mark's annotation, with the mark's index.
struct AnnotatedMark {
    let mark: Int
    let annotation: ChartAnnotation
}

extension ChartModel {
    var annotated: [AnnotatedMark] {
        marks.enumerated().flatMap { i, m in m.annotations.map { AnnotatedMark(mark: i, annotation: $0) } }
    }

    /// Where the plot, the axis bands and the legend go in a chart of `size`, given the widest y label and the legend's height.
    func frames(in size: CGSize, yLabelWidth: CGFloat, legendHeight: CGFloat) -> (plot: CGRect, legendY: CGFloat) {
        let trailing = !yLabels.isEmpty ? ChartMetrics.yLabelGap + yLabelWidth + ChartMetrics.yLabelTrailing : 0
        let xBand = showsXAxis ? ChartMetrics.xAxisHeight : 0
        let legendBlock = showsLegend ? (configuration.legendSpacing ?? ChartMetrics.legendSpacing) + legendHeight : 0
        let top = showsLegend && configuration.legendPosition.kind == .top ? legendBlock : 0
        let plot = CGRect(x: yLabelsLeading ? trailing : 0, y: top, width: max(0, size.width - trailing),
                          height: max(0, size.height - xBand - legendBlock))
        let legendY = top > 0 ? 0 : plot.maxY + xBand + (configuration.legendSpacing ?? ChartMetrics.legendSpacing)
        return (plot, legendY)
    }
}

/// Places the plot, the labels, the legend and the annotations.
struct ChartLayout: Layout {
    let model: ChartModel

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 300, height: 200))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ny = model.yLabels.count, nx = model.xLabels.count
        let hasLegend = model.showsLegend ? 1 : 0
        guard subviews.count >= 1 + ny + nx + hasLegend else { return }
        let yViews = subviews[1..<(1 + ny)], xViews = subviews[(1 + ny)..<(1 + ny + nx)]
        let legend = hasLegend == 1 ? subviews[1 + ny + nx] : nil
        let annotations = subviews[(1 + ny + nx + hasLegend)...]
        let yWidth = yViews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let legendHeight = legend?.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height ?? 0
        let f = model.frames(in: bounds.size, yLabelWidth: yWidth, legendHeight: legendHeight)
        let plot = f.plot.offsetBy(dx: bounds.minX, dy: bounds.minY)
        subviews[0].place(at: plot.origin, anchor: .topLeading, proposal: ProposedViewSize(plot.size))
        for (v, t) in zip(yViews, model.yLabels) {
            let y = plot.maxY - CGFloat(t.fraction) * plot.height
            if model.yLabelsLeading {
                v.place(at: CGPoint(x: plot.minX - ChartMetrics.yLabelGap, y: y), anchor: .trailing, proposal: .unspecified)
            } else {
                v.place(at: CGPoint(x: plot.maxX + ChartMetrics.yLabelGap, y: y), anchor: .leading, proposal: .unspecified)
            }
        }
        for (v, t) in zip(xViews, model.xLabels) {
            let x = plot.minX + CGFloat(t.fraction) * plot.width
            let top = plot.maxY + ChartMetrics.xLabelTop
            if t.centeredInBand {
                v.place(at: CGPoint(x: x, y: top), anchor: .top, proposal: .unspecified)
            } else {
                v.place(at: CGPoint(x: x + ChartMetrics.numericXLabelGap, y: top), anchor: .topLeading, proposal: .unspecified)
            }
        }
        if let legend {
            legend.place(at: CGPoint(x: bounds.minX, y: bounds.minY + f.legendY), anchor: .topLeading,
                         proposal: ProposedViewSize(width: bounds.width, height: legendHeight))
        }
        let painter = ChartPainter(model: model)
        for (v, a) in zip(annotations, model.annotated) {
            let r = painter.markRect(a.mark, in: plot.size).offsetBy(dx: plot.minX, dy: plot.minY)
            let size = v.sizeThatFits(.unspecified)
            let s = a.annotation.spacing ?? ChartMetrics.annotationSpacing
            var kind = a.annotation.position.kind
            if kind == .automatic { kind = model.marks[a.mark].kind == .sector ? .overlay : model.horizontalBars ? .trailing : .top }
            let h = a.annotation.alignment.horizontal, vAl = a.annotation.alignment.vertical
            func alignedX() -> CGFloat { h == .leading ? r.minX : h == .trailing ? r.maxX - size.width : r.midX - size.width / 2 }
            func alignedY() -> CGFloat { vAl == .top ? r.minY : vAl == .bottom ? r.maxY - size.height : r.midY - size.height / 2 }
            let origin: CGPoint = switch kind {
            case .top, .topLeading, .topTrailing: CGPoint(x: alignedX(), y: r.minY - s - size.height)
            case .bottom, .bottomLeading, .bottomTrailing: CGPoint(x: alignedX(), y: r.maxY + s)
            case .leading: CGPoint(x: r.minX - s - size.width, y: alignedY())
            case .trailing: CGPoint(x: r.maxX + s, y: alignedY())
            default: CGPoint(x: alignedX(), y: alignedY())
            }
            v.place(at: origin, anchor: .topLeading, proposal: .unspecified)
        }
    }
}
