import Foundation

// Swift Charts stand-in (`import Charts` becomes `import Accord` in a preview; iOS 16–17 API,
// Apple's names). A `Chart` gathers its marks (Charts+Marks.swift) and draws them as Charts does
// on an iPhone: a plot area with automatic axes — round value ticks on the trailing side with
// solid grid lines, categories or values along the bottom with dashed grid lines — marks in the
// default series palette, sector marks as a pie or donut, and a legend at the bottom
// (Charts+Layout.swift has the measured figures and their sources, Charts+Scales.swift the
// scales and ticks). What is accepted and not drawn is listed in Docs/support/charts.md.

/// Content of a chart: marks, and groups of marks (Charts' `ChartContent`).
public protocol ChartContent {
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content Accord gathers marks from directly, rather than through `body`.
protocol PrimitiveChartContent {
    func primitiveMarks(into marks: inout [ChartMarkRecord])
}

extension ChartContent {
    /// The marks this content makes, in the order it makes them.
    func collectMarks(into marks: inout [ChartMarkRecord]) {
        if let p = self as? any PrimitiveChartContent { return p.primitiveMarks(into: &marks) }
        if Body.self == Never.self { return }
        body.collectMarks(into: &marks)
    }
}

/// Builds chart content from a closure's statements (Charts' `ChartContentBuilder`).
@resultBuilder public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(repeat each content)
    }
    public static func buildOptional<C: ChartContent>(_ content: C?) -> _OptionalChartContent<C> { _OptionalChartContent(content: content) }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> { .init(storage: .first(first)) }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> { .init(storage: .second(second)) }
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent { AnyChartContent(content) }
    public static func buildArray<C: ChartContent>(_ contents: [C]) -> _ArrayChartContent<C> { _ArrayChartContent(contents: contents) }
}

/// No content.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    public init() {}
    public var body: Never { fatalError("EmptyChartContent has no body") }
    func primitiveMarks(into marks: inout [ChartMarkRecord]) {}
}

/// Several pieces of content, in order (what a builder block makes).
public struct TupleChartContent<each C: ChartContent>: ChartContent, PrimitiveChartContent {
    let value: (repeat each C)
    init(_ value: repeat each C) { self.value = (repeat each value) }
    public var body: Never { fatalError("TupleChartContent has no body") }
    func primitiveMarks(into marks: inout [ChartMarkRecord]) {
        for c in repeat each value { c.collectMarks(into: &marks) }
    }
}

/// An `if` without `else` in a chart builder.
public struct _OptionalChartContent<C: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: C?
    public var body: Never { fatalError("_OptionalChartContent has no body") }
    func primitiveMarks(into marks: inout [ChartMarkRecord]) { content?.collectMarks(into: &marks) }
}

/// One of two branches in a chart builder.
public struct _ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage { case first(T), second(F) }
    let storage: Storage
    public var body: Never { fatalError("_ConditionalChartContent has no body") }
    func primitiveMarks(into marks: inout [ChartMarkRecord]) {
        switch storage {
        case .first(let c): c.collectMarks(into: &marks)
        case .second(let c): c.collectMarks(into: &marks)
        }
    }
}

/// A `for` loop in a chart builder.
public struct _ArrayChartContent<C: ChartContent>: ChartContent, PrimitiveChartContent {
    let contents: [C]
    public var body: Never { fatalError("_ArrayChartContent has no body") }
    func primitiveMarks(into marks: inout [ChartMarkRecord]) { for c in contents { c.collectMarks(into: &marks) } }
}

/// Type-erased chart content (Charts' `AnyChartContent`).
public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    let collect: (inout [ChartMarkRecord]) -> Void
    public init<C: ChartContent>(_ content: C) { collect = { content.collectMarks(into: &$0) } }
    public var body: Never { fatalError("AnyChartContent has no body") }
    func primitiveMarks(into marks: inout [ChartMarkRecord]) { collect(&marks) }
}

/// Groups marks, for accessibility (Charts' `Plot`): its marks are drawn as they are.
public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Plot has no body") }
    func primitiveMarks(into marks: inout [ChartMarkRecord]) { content.collectMarks(into: &marks) }
}

// MARK: ForEach as chart content

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func primitiveMarks(into marks: inout [ChartMarkRecord]) {
        for element in data { content(element).collectMarks(into: &marks) }
    }
}

extension ForEach where Content: ChartContent {
    /// Chart content for each element of `data`, identified by the key path `id` (Charts' `ForEach`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(chartData: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, ID == Data.Element.ID, Data.Element: Identifiable {
    /// Chart content for each `Identifiable` element of `data`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(chartData: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Chart content for each offset of a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(chartData: data, id: { $0 }, content: content)
    }
}

// MARK: The chart view

/// A chart: marks over axes, with a legend (Charts' `Chart`).
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// A chart of the marks `content` makes.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        var marks: [ChartMarkRecord] = []
        content.collectMarks(into: &marks)
        return ChartView(model: ChartModel(marks: marks, configuration: configuration))
    }
}

extension Chart {
    /// A chart of the content made for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart of the content made for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
}

// MARK: Plottable values

/// A value a chart can plot (Charts' `Plottable`): strings, numbers and dates, and types that
/// stand for one (a `RawRepresentable` enum over a plottable raw value, by default).
public protocol Plottable {
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The primitive value this value is plotted as.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive value stands for (nil: none).
    init?(primitivePlottable: PrimitivePlottable)
}

/// The types Charts plots directly: `String`, the numbers and `Date` (Charts' `PrimitivePlottableProtocol`).
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
    /// Accord's hook (not Charts API): the datum this value is plotted as.
    var _chartDatum: ChartDatum { get }
}

extension PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension String: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .category(self) } }
extension Substring: Plottable {
    public var primitivePlottable: String { String(self) }
    public init?(primitivePlottable: String) { self = Substring(primitivePlottable) }
}
extension Double: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .number(self) } }
extension Float: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .number(Double(self)) } }
extension CGFloat: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .number(Double(self)) } }
extension Int: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .number(Double(self)) } }
extension Int8: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .number(Double(self)) } }
extension Int16: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .number(Double(self)) } }
extension Int32: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .number(Double(self)) } }
extension Int64: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .number(Double(self)) } }
extension UInt: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .number(Double(self)) } }
extension Decimal: PrimitivePlottableProtocol {
    public var _chartDatum: ChartDatum { .number(NSDecimalNumber(decimal: self).doubleValue) }
}
extension Date: PrimitivePlottableProtocol { public var _chartDatum: ChartDatum { .date(self) } }

/// What Accord plots a value as (Accord's, not Charts API).
public enum ChartDatum: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Date)

    var number: Double? {
        switch self {
        case .number(let v): v
        case .date(let d): d.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }
}

/// A value with its label, as a mark's property (Charts' `PlottableValue`).
public struct PlottableValue<Value: Plottable> {
    let label: String
    let datum: ChartDatum
    /// A date's unit (`.value(_:_:unit:)`): the value spans it.
    var unit: Calendar.Component?

    /// The value `value`, labelled `label`.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), datum: value.primitivePlottable._chartDatum)
    }
    /// The value `value`, labelled `label`.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.string, datum: value.primitivePlottable._chartDatum)
    }
    /// The value `value`, labelled `label`.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", datum: value.primitivePlottable._chartDatum)
    }
}

extension PlottableValue where Value == Date {
    /// A date spanning `unit` (a bar a day wide, for `.day`).
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: String(label), datum: .date(value), unit: unit)
    }
    /// A date spanning `unit`.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: label.string, datum: .date(value), unit: unit)
    }
}
