import Foundation

// The modifiers of chart content (`foregroundStyle(by:)`, `symbol`, `annotation`…): each changes
// the records of the marks it wraps (Charts+Marks.swift).

// MARK: Modifiers of chart content

/// Chart content with a change made to each of its marks.
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let change: (inout ChartMarkRecord) -> Void
    public var body: Never { fatalError("_ModifiedChartContent has no body") }
    func primitiveMarks(into marks: inout [ChartMarkRecord]) {
        var inner: [ChartMarkRecord] = []
        content.collectMarks(into: &inner)
        for i in inner.indices { change(&inner[i]) }
        marks += inner
    }
}

extension ChartContent {
    func modified(_ change: @escaping (inout ChartMarkRecord) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }

    /// The marks' colour or style (an inner style wins, as an inner SwiftUI modifier does).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified { if $0.style == nil { $0.style = AnyShapeStyle(style) } }
    }
    /// Colours the marks by a category: each value takes the next colour of the chart's palette
    /// (or its `chartForegroundStyleScale` colour) and a legend entry.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { r in
            if r.styleCategory == nil { (r.styleCategory, r.styleLabel) = (value.datum, value.label) }
        }
    }
    /// The marks' opacity.
    public func opacity(_ opacity: Double) -> some ChartContent { modified { $0.opacity *= opacity } }
    /// Rounds a bar's or rectangle's corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }
    /// A line's stroke.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { modified { if $0.lineStyle == nil { $0.lineStyle = style } } }
    /// Strokes lines by a category (accepted; the lines take the default stroke).
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { r in if r.series == nil, r.kind == .line { r.series = value.datum } }
    }
    /// How a line or area passes through its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { modified { $0.interpolation = method } }
    /// Draws a symbol at each point of a line (a point's shape).
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent { modified { if $0.symbol == nil { $0.symbol = symbol } } }
    /// Draws a symbol at each point, its shape by a category (the points are drawn as circles).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { r in
            if r.symbolCategory == nil { r.symbolCategory = value.datum }
            if r.symbol == nil { r.symbol = .circle }
        }
    }
    /// A view as each point's symbol (accepted; drawn as a circle).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        modified { if $0.symbol == nil { $0.symbol = .circle } }
    }
    /// A symbol's area, in square points.
    public func symbolSize(_ size: CGFloat) -> some ChartContent { modified { if $0.symbolSize == nil { $0.symbolSize = size } } }
    /// A symbol's size.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { if $0.symbolSize == nil { $0.symbolSize = size.width * size.height } }
    }
    /// Sizes symbols by a value (accepted; the default size).
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { modified { _ in } }
    /// Places the marks of one x side by side, one slot per value, instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        modified { if $0.positionCategory == nil { $0.positionCategory = value.datum } }
    }
    /// A view placed by the mark.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let a = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, view: AnyView(content()))
        return modified { $0.annotations.append(a) }
    }
    /// A view placed by the mark, made from its context (the context has no values in a still frame).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: (AnnotationContext) -> C) -> some ChartContent {
        let a = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, view: AnyView(content(AnnotationContext())))
        return modified { $0.annotations.append(a) }
    }
    /// Offsets the marks (accepted; not drawn offset).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { modified { _ in } }
    /// Offsets the marks (accepted; not drawn offset).
    public func offset(_ size: CGSize) -> some ChartContent { modified { _ in } }
    /// Clips the marks (accepted; not clipped).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent { modified { _ in } }
    /// Drawing order (accepted; marks are drawn in order).
    public func zIndex(_ value: Double) -> some ChartContent { modified { _ in } }
    /// A shadow (accepted; not drawn).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { modified { _ in } }
    /// A blur (accepted; not drawn).
    public func blur(radius: CGFloat) -> some ChartContent { modified { _ in } }
    /// Aligns the marks' styles with the plot area (accepted).
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { modified { _ in } }
    // Accessibility: accepted, no effect on pixels.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modified { _ in } }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { modified { _ in } }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modified { _ in } }
    public func accessibilityValue(_ value: Text) -> some ChartContent { modified { _ in } }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { modified { _ in } }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modified { _ in } }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modified { _ in } }
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { modified { _ in } }
}

/// What an annotation's content may read (Charts' `AnnotationContext`).
public struct AnnotationContext {
    /// The space the annotation has (unknown before layout: zero).
    public var targetSize: CGSize = .zero
}
