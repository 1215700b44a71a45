import Foundation

// Axes, scales, legends and the chart modifiers of views (`chartXAxis`, `chartYScale`,
// `chartLegend`, `chartForegroundStyleScale`…): each writes the chart configuration in the
// environment, so it applies to the charts inside the view it modifies, as in Charts. The axis
// marks those modifiers take are Charts+AxisMarks.swift.

/// What the chart modifiers set (Accord's).
struct ChartConfiguration: @unchecked Sendable {
    var xAxis = ChartAxisConfiguration()
    var yAxis = ChartAxisConfiguration()
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    var xDomain: ChartDomain?
    var yDomain: ChartDomain?
    /// `chartForegroundStyleScale`: categories in order, with their styles (nil: the palette).
    var styleScale: [(ChartDatum, AnyShapeStyle?)]?
    var styleRange: [AnyShapeStyle]?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
}

/// One axis's settings.
struct ChartAxisConfiguration {
    var visibility: Visibility = .automatic
    /// `chartXAxis { AxisMarks(…) }`: the marks asked for (nil: automatic).
    var marks: [AxisMarksRecord]?
    var label: String?
}

/// A scale's domain set by `chartXScale(domain:)` / `chartYScale(domain:)`.
enum ChartDomain {
    case range(Double, Double)
    case categories([ChartDatum])
}

struct ChartConfigurationKey: EnvironmentKey { static let defaultValue = ChartConfiguration() }

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    func chartConfigured(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View { chartConfigured { $0.xAxis.visibility = visibility } }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { chartConfigured { $0.yAxis.visibility = visibility } }
    /// The x axis's marks.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        var records: [AxisMarksRecord] = []
        content().collectAxisMarks(into: &records)
        return chartConfigured { $0.xAxis.marks = records }
    }
    /// The y axis's marks.
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        var records: [AxisMarksRecord] = []
        content().collectAxisMarks(into: &records)
        return chartConfigured { $0.yAxis.marks = records }
    }
    /// The x axis's title (accepted; not drawn).
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View { chartConfigured { $0.xAxis.label = String(label) } }
    /// The y axis's title (accepted; not drawn).
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View { chartConfigured { $0.yAxis.label = String(label) } }
    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View { chartConfigured { $0.legendVisibility = visibility } }
    /// Where the legend goes (`.top` or `.bottom`; others draw it at the bottom) and its spacing from the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfigured { c in
            c.legendPosition = position
            if let alignment { c.legendAlignment = alignment }
            if let spacing { c.legendSpacing = spacing }
        }
    }
    /// A legend of your own (accepted; the automatic legend is drawn).
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> C) -> some View {
        chartLegend(position: position, alignment: alignment, spacing: spacing)
    }
    /// The x scale's domain: a range of numbers.
    public func chartXScale<V: Plottable & Comparable>(domain: ClosedRange<V>, type: ScaleType? = nil) -> some View {
        let d = Self.range(domain)
        return chartConfigured { $0.xDomain = d }
    }
    /// The y scale's domain: a range of numbers.
    public func chartYScale<V: Plottable & Comparable>(domain: ClosedRange<V>, type: ScaleType? = nil) -> some View {
        let d = Self.range(domain)
        return chartConfigured { $0.yDomain = d }
    }
    /// The x scale's domain: categories in order.
    public func chartXScale<V: Plottable>(domain: [V], type: ScaleType? = nil) -> some View {
        let d = ChartDomain.categories(domain.map { $0.primitivePlottable._chartDatum })
        return chartConfigured { $0.xDomain = d }
    }
    /// The y scale's domain: categories in order.
    public func chartYScale<V: Plottable>(domain: [V], type: ScaleType? = nil) -> some View {
        let d = ChartDomain.categories(domain.map { $0.primitivePlottable._chartDatum })
        return chartConfigured { $0.yDomain = d }
    }
    /// The x scale's range on screen (accepted).
    public func chartXScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View { self }
    /// The y scale's range on screen (accepted).
    public func chartYScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View { self }
    /// The colours of `foregroundStyle(by:)` categories, in legend order.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let scale = mapping.map { ($0.key.primitivePlottable._chartDatum, Optional(AnyShapeStyle($0.value))) }
        return chartConfigured { $0.styleScale = scale }
    }
    /// The colours of `foregroundStyle(by:)` categories: `domain`'s values take `range`'s styles in turn.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S], type: ScaleType? = nil) -> some View {
        let scale = domain.enumerated().map { ($1.primitivePlottable._chartDatum, range.isEmpty ? nil : Optional(AnyShapeStyle(range[$0 % range.count]))) }
        return chartConfigured { $0.styleScale = scale }
    }
    /// The styles `foregroundStyle(by:)` categories take in turn.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        return chartConfigured { $0.styleRange = styles }
    }
    /// The categories' colours by a function.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], mapping: @escaping (D) -> S) -> some View {
        let scale = domain.map { ($0.primitivePlottable._chartDatum, Optional(AnyShapeStyle(mapping($0)))) }
        return chartConfigured { $0.styleScale = scale }
    }
    /// The plot area, styled (`plotArea.background(…)`, `.frame(height:)`…).
    public func chartPlotStyle<C: View>(content: @escaping (ChartPlotContent) -> C) -> some View {
        chartConfigured { $0.plotStyle = { AnyView(content($0)) } }
    }
    /// A view behind the chart, made with the chart's proxy (accepted; not drawn: a proxy's
    /// frames exist only once the chart is laid out on the device).
    public func chartBackground<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View { self }
    /// A view over the chart, made with the chart's proxy (accepted; not drawn).
    public func chartOverlay<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View { self }
    /// Selection of an x value (accepted: nothing is selected in a still frame).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Selection of a y value (accepted).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Selection of a sector's angle value (accepted).
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Scrolling along an axis (accepted; the whole domain is shown).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    /// The length of the domain shown while scrolling (accepted).
    public func chartXVisibleDomain<P: Numeric>(length: P) -> some View { self }
    /// The scroll position (accepted).
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
    /// The scroll position at first (accepted).
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
    /// Symbols by category (accepted).
    public func chartSymbolScale<D: Plottable>(_ mapping: KeyValuePairs<D, BasicChartSymbolShape>) -> some View { self }

    static func range<V: Plottable & Comparable>(_ r: ClosedRange<V>) -> ChartDomain? {
        guard let a = r.lowerBound.primitivePlottable._chartDatum.number, let b = r.upperBound.primitivePlottable._chartDatum.number else { return nil }
        return .range(a, b)
    }
}

/// A scale's type (Charts' `ScaleType`; accepted, scales are linear).
public struct ScaleType: Hashable, Sendable {
    let name: String
    public static let linear = ScaleType(name: "linear")
    public static let log = ScaleType(name: "log")
    public static let squareRoot = ScaleType(name: "squareRoot")
    public static let category = ScaleType(name: "category")
    public static let date = ScaleType(name: "date")
    public static func symmetricLog(slopeAtZero: Double = 1) -> ScaleType { ScaleType(name: "symmetricLog") }
    public static func power(exponent: Double = 2) -> ScaleType { ScaleType(name: "power") }
}

/// A scale's range on screen (Charts' `PlotDimensionScaleRange`; accepted).
public struct PlotDimensionScaleRange: Sendable {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
}

/// The chart's proxy (Charts' `ChartProxy`): a still frame has no laid-out chart to ask.
public struct ChartProxy {
    /// The plot area's frame (nil: not laid out).
    public var plotFrame: Anchor<CGRect>? { nil }
    /// The plot area's size.
    public var plotSize: CGSize { .zero }
    /// The value at a position along x (nil: not laid out).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// The value at a position along y (nil: not laid out).
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// Where a value falls along x (nil: not laid out).
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    /// Where a value falls along y (nil: not laid out).
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
}

/// The plot area, as the view `chartPlotStyle` styles (Charts' `ChartPlotContent`).
public struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}
