import Foundation

// The marks (Charts' BarMark, LineMark, PointMark, AreaMark, RuleMark, RectangleMark and the
// iOS 17 SectorMark). Each mark is gathered as a record of what it plots; the modifiers of chart
// content change the records (Charts+MarkModifiers.swift); Charts+Layout.swift draws them.

/// What a mark plots and how it is styled (Accord's record of one mark).
struct ChartMarkRecord {
    enum Kind: Equatable { case bar, line, point, area, rule, rectangle, sector }
    var kind: Kind
    var x: ChartDatum?
    var y: ChartDatum?
    var xStart: ChartDatum?
    var xEnd: ChartDatum?
    var yStart: ChartDatum?
    var yEnd: ChartDatum?
    var xUnit: Calendar.Component?
    var yUnit: Calendar.Component?
    var xLabel = ""
    var yLabel = ""
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// A line's or area's series (`series:`), when given.
    var series: ChartDatum?
    // Sector marks.
    var angle: Double = 0
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    // Style.
    var style: AnyShapeStyle?
    /// `foregroundStyle(by:)`: the category whose colour the mark takes, and its label.
    var styleCategory: ChartDatum?
    var styleLabel = ""
    /// `position(by:)`: marks of one x side by side, one slot per value.
    var positionCategory: ChartDatum?
    var symbolCategory: ChartDatum?
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod = .linear
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGFloat?
    var annotations: [ChartAnnotation] = []

    init(kind: Kind) { self.kind = kind }
}

/// A view drawn by a mark (`annotation(position:alignment:spacing:content:)`).
struct ChartAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var view: AnyView
}

/// A mark's property: how its dimension is set (Charts' `MarkDimension`).
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind
    /// Charts' choice.
    public static let automatic = MarkDimension(kind: .automatic)
    /// A length in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction of the space a mark has (a bar's band, a sector's radius).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The space a mark has, less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    /// The length out of `available` (nil: automatic).
    func resolve(_ available: CGFloat) -> CGFloat? {
        switch kind {
        case .automatic: nil
        case .fixed(let v): v
        case .ratio(let r): available * r
        case .inset(let v): max(0, available - v)
        }
    }
}

/// How marks at one value stack (Charts' `MarkStackingMethod`).
public struct MarkStackingMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Each on top of the last (the default).
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stacked and scaled to the whole.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacked about the centre.
    public static let center = MarkStackingMethod(kind: .center)
    /// Not stacked: each from zero.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or area passes through its points (Charts' `InterpolationMethod`).
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd }
    let kind: Kind
    public static let linear = InterpolationMethod(kind: .linear)
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    public static let cardinal = InterpolationMethod(kind: .cardinal)
    public static let monotone = InterpolationMethod(kind: .monotone)
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// Where an annotation goes, relative to its mark (Charts' `AnnotationPosition`); also a legend's position.
public struct AnnotationPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind
    public static let automatic = AnnotationPosition(kind: .automatic)
    public static let overlay = AnnotationPosition(kind: .overlay)
    public static let top = AnnotationPosition(kind: .top)
    public static let bottom = AnnotationPosition(kind: .bottom)
    public static let leading = AnnotationPosition(kind: .leading)
    public static let trailing = AnnotationPosition(kind: .trailing)
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// The shape of a point's symbol (Charts' `BasicChartSymbolShape`).
public struct BasicChartSymbolShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    public static let circle = BasicChartSymbolShape(kind: .circle)
    public static let square = BasicChartSymbolShape(kind: .square)
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    public static let plus = BasicChartSymbolShape(kind: .plus)
    public static let cross = BasicChartSymbolShape(kind: .cross)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)
}

// MARK: Marks

/// A mark recorded as it was made.
protocol RecordedMark: ChartContent, PrimitiveChartContent {
    var record: ChartMarkRecord { get }
}

extension RecordedMark {
    func primitiveMarks(into marks: inout [ChartMarkRecord]) { marks.append(record) }
}

/// One axis of a mark as its initializer gives it: a value or a range (`xStart:`/`xEnd:`), the
/// label the axis takes (a range's start's), and a date's unit.
struct MarkAxis {
    var value: ChartDatum?
    var start: ChartDatum?
    var end: ChartDatum?
    var label: String
    var unit: Calendar.Component?

    /// A value, spanning its date unit unless `keepsUnit` is false (as the point, rule and
    /// rectangle initializers and an area's y have it).
    static func value<V>(_ v: PlottableValue<V>, keepsUnit: Bool = true) -> MarkAxis {
        MarkAxis(value: v.datum, label: v.label, unit: keepsUnit ? v.unit : nil)
    }
    /// A range from `start` to `end`, labelled as its start (a range keeps no unit).
    static func range<V>(_ start: PlottableValue<V>, _ end: PlottableValue<V>) -> MarkAxis {
        MarkAxis(start: start.datum, end: end.datum, label: start.label)
    }
}

extension ChartMarkRecord {
    /// The record of a mark of `kind` plotting `x` and `y`, sized and stacked as given.
    init(_ kind: Kind, x: MarkAxis? = nil, y: MarkAxis? = nil, width: MarkDimension = .automatic,
         height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init(kind: kind)
        if let x { (self.x, xStart, xEnd, xLabel, xUnit) = (x.value, x.start, x.end, x.label, x.unit) }
        if let y { (self.y, yStart, yEnd, yLabel, yUnit) = (y.value, y.start, y.end, y.label, y.unit) }
        (self.width, self.height, self.stacking) = (width, height, stacking)
    }
}

/// A bar (Charts' `BarMark`).
public struct BarMark: RecordedMark {
    let record: ChartMarkRecord
    public var body: Never { fatalError("BarMark has no body") }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        record = ChartMarkRecord(.bar, x: .value(x), y: .value(y), width: width, height: height, stacking: stacking)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record = ChartMarkRecord(.bar, x: .value(x), y: .range(yStart, yEnd), width: width)
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record = ChartMarkRecord(.bar, x: .range(xStart, xEnd), y: .value(y), height: height)
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
                                            yEnd: PlottableValue<Y>) {
        record = ChartMarkRecord(.bar, x: .range(xStart, xEnd), y: .range(yStart, yEnd))
    }
    /// A bar along x only (a one-dimensional bar: the bars of one chart stack end to end).
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        record = ChartMarkRecord(.bar, x: .value(x), width: width, height: height, stacking: stacking)
    }
    /// A bar along y only.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        record = ChartMarkRecord(.bar, y: .value(y), width: width, height: height, stacking: stacking)
    }
}

/// A line through points (Charts' `LineMark`): the marks of one series join.
public struct LineMark: RecordedMark {
    let record: ChartMarkRecord
    public var body: Never { fatalError("LineMark has no body") }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = ChartMarkRecord(.line, x: .value(x), y: .value(y))
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var r = ChartMarkRecord(.line, x: .value(x), y: .value(y))
        r.series = series.datum
        record = r
    }
}

/// A point (Charts' `PointMark`).
public struct PointMark: RecordedMark {
    let record: ChartMarkRecord
    public var body: Never { fatalError("PointMark has no body") }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        record = ChartMarkRecord(.point, x: .value(x), y: .value(y))
    }
    /// A point along x only.
    public init<X: Plottable>(x: PlottableValue<X>) {
        record = ChartMarkRecord(.point, x: .value(x, keepsUnit: false))
    }
    /// A point along y only.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        record = ChartMarkRecord(.point, y: .value(y, keepsUnit: false))
    }
}

/// An area under a line (Charts' `AreaMark`): the marks of one series make one area.
public struct AreaMark: RecordedMark {
    let record: ChartMarkRecord
    public var body: Never { fatalError("AreaMark has no body") }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        record = ChartMarkRecord(.area, x: .value(x), y: .value(y, keepsUnit: false), stacking: stacking)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        var r = ChartMarkRecord(.area, x: .value(x), y: .value(y, keepsUnit: false), stacking: stacking)
        r.series = series.datum
        record = r
    }
    /// A band between two values at each x.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = ChartMarkRecord(.area, x: .value(x), y: .range(yStart, yEnd))
    }
}

/// A line across the plot at a value, or a segment (Charts' `RuleMark`).
public struct RuleMark: RecordedMark {
    let record: ChartMarkRecord
    public var body: Never { fatalError("RuleMark has no body") }
    /// A horizontal line across the plot at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        record = ChartMarkRecord(.rule, y: .value(y, keepsUnit: false))
    }
    /// A vertical line across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        record = ChartMarkRecord(.rule, x: .value(x))
    }
    /// A vertical segment at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        record = ChartMarkRecord(.rule, x: .value(x), y: .range(yStart, yEnd))
    }
    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        record = ChartMarkRecord(.rule, x: .range(xStart, xEnd), y: .value(y, keepsUnit: false))
    }
}

/// A rectangle (Charts' `RectangleMark`).
public struct RectangleMark: RecordedMark {
    let record: ChartMarkRecord
    public var body: Never { fatalError("RectangleMark has no body") }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        record = ChartMarkRecord(.rectangle, x: .value(x, keepsUnit: false), y: .value(y, keepsUnit: false),
                                 width: width, height: height)
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
                                            yEnd: PlottableValue<Y>) {
        record = ChartMarkRecord(.rectangle, x: .range(xStart, xEnd), y: .range(yStart, yEnd))
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        record = ChartMarkRecord(.rectangle, x: .value(x, keepsUnit: false), y: .range(yStart, yEnd), width: width)
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        record = ChartMarkRecord(.rectangle, x: .range(xStart, xEnd), y: .value(y, keepsUnit: false), height: height)
    }
}

/// A sector of a pie or donut (Charts' `SectorMark`, iOS 17): the chart's sector marks share
/// the full turn in proportion to their angles, clockwise from twelve o'clock.
public struct SectorMark: RecordedMark {
    let record: ChartMarkRecord
    public var body: Never { fatalError("SectorMark has no body") }
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var r = ChartMarkRecord(kind: .sector)
        r.angle = max(0, angle.datum.number ?? 0)
        r.xLabel = angle.label
        (r.innerRadius, r.outerRadius, r.angularInset) = (innerRadius, outerRadius, angularInset ?? 0)
        record = r
    }
}
