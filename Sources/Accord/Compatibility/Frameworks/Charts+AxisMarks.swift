import Foundation

// The marks of an axis (Charts' `AxisMarks`, `AxisGridLine`, `AxisTick`, `AxisValueLabel`) and the
// builders that gather them; the chart modifiers that take them (`chartXAxis`…) are
// Charts+Axes.swift.

// MARK: Axis marks

/// Content of an axis (Charts' `AxisContent`).
public protocol AxisContent {
    associatedtype Body: AxisContent
    @AxisContentBuilder var body: Body { get }
}

extension Never: AxisContent {}

protocol PrimitiveAxisContent {
    func primitiveAxisMarks(into records: inout [AxisMarksRecord])
}

extension AxisContent {
    func collectAxisMarks(into records: inout [AxisMarksRecord]) {
        if let p = self as? any PrimitiveAxisContent { return p.primitiveAxisMarks(into: &records) }
        if Body.self == Never.self { return }
        body.collectAxisMarks(into: &records)
    }
}

/// Builds axis content (Charts' `AxisContentBuilder`).
@resultBuilder public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock() -> _AxisContentList { _AxisContentList(records: []) }
    public static func buildBlock<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> _AxisContentList {
        var records: [AxisMarksRecord] = []
        for c in repeat each content { c.collectAxisMarks(into: &records) }
        return _AxisContentList(records: records)
    }
    public static func buildOptional<C: AxisContent>(_ content: C?) -> _AxisContentList {
        var records: [AxisMarksRecord] = []
        content?.collectAxisMarks(into: &records)
        return _AxisContentList(records: records)
    }
    public static func buildEither<C: AxisContent>(first: C) -> _AxisContentList { buildOptional(first) }
    public static func buildEither<C: AxisContent>(second: C) -> _AxisContentList { buildOptional(second) }
    public static func buildLimitedAvailability<C: AxisContent>(_ content: C) -> _AxisContentList { buildOptional(content) }
}

/// Axis content a builder made.
public struct _AxisContentList: AxisContent, PrimitiveAxisContent {
    let records: [AxisMarksRecord]
    public var body: Never { fatalError("_AxisContentList has no body") }
    func primitiveAxisMarks(into records: inout [AxisMarksRecord]) { records += self.records }
}

/// Where an axis's marks go (Charts' `AxisMarkPosition`).
public struct AxisMarkPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// An axis's preset (Charts' `AxisMarkPreset`; accepted).
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// Which values an axis marks (Charts' `AxisMarkValues`).
public struct AxisMarkValues: Sendable {
    enum Kind {
        case automatic(Int?)
        case stride(Double)
        case dateStride(Calendar.Component, Int)
        case values([ChartDatum])
    }
    let kind: Kind
    public static let automatic = AxisMarkValues(kind: .automatic(nil))
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount))
    }
    public static func automatic(minimumStride: Double, desiredCount: Int? = nil) -> AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount)) }
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(step))
    }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, max(1, count)))
    }
}

/// A value an axis marks, as its content closure sees it (Charts' `AxisValue`).
public struct AxisValue {
    let datum: ChartDatum
    /// The value's place among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    /// The value as `type` (nil: it is not one).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let primitive: Any
        switch datum {
        case .category(let s): primitive = s
        case .date(let d): primitive = d
        case .number(let v):
            if P.PrimitivePlottable.self == Int.self {
                guard v.rounded() == v, abs(v) < 9e18 else { return nil }
                primitive = Int(v)
            } else if P.PrimitivePlottable.self == Float.self { primitive = Float(v) }
            else if P.PrimitivePlottable.self == CGFloat.self { primitive = CGFloat(v) }
            else { primitive = v }
        }
        guard let p = primitive as? P.PrimitivePlottable else { return nil }
        return P(primitivePlottable: p)
    }
}

/// What one axis value's content draws (Accord's).
struct AxisMarkParts {
    var grid = false
    var gridStroke: StrokeStyle?
    var tick = false
    var label = false
    /// A label of the content's own (nil: the value, formatted).
    var labelView: AnyView?
    var labelText: String?
    var labelFormat: ((ChartDatum) -> String?)?
    var centered: Bool?
}

/// One `AxisMarks` (Accord's record).
struct AxisMarksRecord {
    var position: AxisMarkPosition
    var values: AxisMarkValues
    /// The parts drawn at a value (nil: grid line, tick and label, as Charts' default).
    var content: ((AxisValue) -> AxisMarkParts)?
}

/// An axis's marks (Charts' `AxisMarks`).
public struct AxisMarks<Content>: AxisContent, PrimitiveAxisContent {
    let record: AxisMarksRecord
    public var body: Never { fatalError("AxisMarks has no body") }
    func primitiveAxisMarks(into records: inout [AxisMarksRecord]) { records.append(record) }
}

extension AxisMarks where Content == Never {
    /// The default marks (grid line, tick and label) at `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        record = AxisMarksRecord(position: position, values: values, content: nil)
    }
    /// The default marks at these values.
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V]) {
        record = AxisMarksRecord(position: position, values: AxisMarkValues(kind: .values(values.map { $0.primitivePlottable._chartDatum })), content: nil)
    }
}

extension AxisMarks where Content: AxisMark {
    /// The marks `content` makes at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        record = AxisMarksRecord(position: position, values: values, content: { v in
            var parts = AxisMarkParts()
            content(v).collectAxisParts(into: &parts)
            return parts
        })
    }
    /// The marks `content` makes at each of these values.
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
                              @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        record = AxisMarksRecord(position: position, values: AxisMarkValues(kind: .values(values.map { $0.primitivePlottable._chartDatum })),
                                 content: { v in
            var parts = AxisMarkParts()
            content(v).collectAxisParts(into: &parts)
            return parts
        })
    }
}

/// A part of an axis mark: grid line, tick, label (Charts' `AxisMark`).
public protocol AxisMark {}

protocol PrimitiveAxisMark {
    func primitiveAxisParts(into parts: inout AxisMarkParts)
}

extension AxisMark {
    func collectAxisParts(into parts: inout AxisMarkParts) {
        (self as? any PrimitiveAxisMark)?.primitiveAxisParts(into: &parts)
    }
}

/// Builds axis marks (Charts' `AxisMarkBuilder`).
@resultBuilder public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> M { mark }
    public static func buildBlock() -> _AxisMarkList { _AxisMarkList(parts: { _ in }) }
    public static func buildBlock<each M: AxisMark>(_ marks: repeat each M) -> _AxisMarkList {
        var collected: [any AxisMark] = []
        for m in repeat each marks { collected.append(m) }
        return _AxisMarkList(parts: { p in for m in collected { m.collectAxisParts(into: &p) } })
    }
    public static func buildOptional<M: AxisMark>(_ mark: M?) -> _AxisMarkList {
        _AxisMarkList(parts: { p in mark?.collectAxisParts(into: &p) })
    }
    public static func buildEither<M: AxisMark>(first: M) -> _AxisMarkList { buildOptional(first) }
    public static func buildEither<M: AxisMark>(second: M) -> _AxisMarkList { buildOptional(second) }
    public static func buildLimitedAvailability<M: AxisMark>(_ mark: M) -> _AxisMarkList { buildOptional(mark) }
}

/// Axis marks a builder made.
public struct _AxisMarkList: AxisMark, PrimitiveAxisMark {
    let parts: (inout AxisMarkParts) -> Void
    func primitiveAxisParts(into parts: inout AxisMarkParts) { self.parts(&parts) }
}

extension AxisMark {
    /// The mark's style (accepted; axis marks keep Charts' colours).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { self }
    /// The mark's font (accepted).
    public func font(_ font: Font?) -> some AxisMark { self }
    /// The mark's offset (accepted).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { self }
}

/// An axis grid line (Charts' `AxisGridLine`).
public struct AxisGridLine: AxisMark, PrimitiveAxisMark {
    let stroke: StrokeStyle?
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    func primitiveAxisParts(into parts: inout AxisMarkParts) { parts.grid = true; parts.gridStroke = stroke }
}

/// An axis tick (Charts' `AxisTick`; drawn as the grid line's extension past the plot).
public struct AxisTick: AxisMark, PrimitiveAxisMark {
    public init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil) {}
    func primitiveAxisParts(into parts: inout AxisMarkParts) { parts.tick = true }

    /// A tick's length.
    public struct Length: Sendable {
        public static let automatic = Length()
        public static let label = Length()
        public static func longestLabel() -> Length { Length() }
        public static func label(extendPastBy: CGFloat) -> Length { Length() }
        public static func longestLabel(extendPastBy: CGFloat) -> Length { Length() }
    }
}

/// An axis value's label (Charts' `AxisValueLabel`).
public struct AxisValueLabel: AxisMark, PrimitiveAxisMark {
    var view: AnyView?
    var text: String?
    var centered: Bool?
    var format: ((ChartDatum) -> String?)?

    /// The value, formatted as Charts does.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.centered = centered
    }
    /// The value, formatted with `format`.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatOutput == String {
        self.centered = centered
        self.format = { datum in
            switch datum {
            case .date(let d): (d as? F.FormatInput).map { format.format($0) }
            case .number(let v):
                ((v as? F.FormatInput) ?? (v.rounded() == v && abs(v) < 1e15 ? Int(v) as? F.FormatInput : nil)).map { format.format($0) }
            case .category(let s): (s as? F.FormatInput).map { format.format($0) }
            }
        }
    }
    /// A label of your own.
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                         collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                         orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                         verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> C) {
        self.centered = centered
        view = AnyView(content())
    }
    /// A text label.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        self.centered = centered
        text = String(label)
    }
    /// A text label.
    public init(_ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.centered = centered
        text = label.string
    }

    func primitiveAxisParts(into parts: inout AxisMarkParts) {
        parts.label = true
        parts.centered = centered
        if let view { parts.labelView = view }
        if let text { parts.labelText = text }
        if let format { parts.labelFormat = format }
    }
}

/// How an axis resolves overlapping labels (accepted).
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let truncate = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .automatic }
}

/// A label's orientation (accepted).
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}
