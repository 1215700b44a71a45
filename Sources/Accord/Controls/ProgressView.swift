import Foundation
import AccordLayout

/// Progress: a linear bar (determinate) or a spinner (indeterminate).
///
/// Seed 004: linear exp/hug, with or without a label (the seed's table: the label is for
/// accessibility and takes no part in layout — Accord follows it); circular hug/hug; circular
/// with a label neu/neu, the label below the spinner.
///
/// `.progressViewStyle(.automatic)` picks linear when a value is given (even nil through
/// `value:`), circular otherwise; `.linear` / `.circular` force one.
///
/// Metrics (`ControlMetrics`, where each has its source): the linear bar is 4 tall (iOS 14+ `UIProgressView` default; confident), a capsule of
/// `.systemFill` with the completed part in the tint; with no proposed width it is 10 wide
/// (SwiftUI's undetermined dimension; *guess*). The spinner is `UIActivityIndicatorView`'s
/// medium style, 20 × 20 (regular, small, mini; confident for regular) or its large style,
/// 37 × 37 (large, extraLarge; confident): eight spokes in `.secondaryLabel` (the tint when one is set), fading. A label
/// under the spinner is 8 below it (*guess*), in `.secondary`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    /// nil: indeterminate.
    let fraction: Double?
    /// Whether a value was given (`value:`): determinate styles by default.
    let hasValue: Bool
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, hasValue: Bool, label: Label?, currentValueLabel: CurrentValueLabel? = nil) {
        self.fraction = fraction.map { $0.isNaN ? 0 : min(1, max(0, $0)) }
        self.hasValue = hasValue
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value / total) : 0
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let conf = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(base: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(base: AnyView($0)) },
            hasValue: hasValue)
        return buildStyled(ProgressViewStyleKey.self, conf, fallback: DefaultProgressViewStyle().box, ctx)
    }

    /// The built-in looks: a bar, or a spinner with its label below.
    static func builtin(linear: Bool, _ conf: ProgressViewStyleConfiguration) -> some View {
        _Deferred { ctx in
            if linear { return AnyView(ProgressView<EmptyView, EmptyView>.bar(conf.fractionCompleted)) }
            let spinner = ProgressView<EmptyView, EmptyView>.spinner(ControlMetrics.spinnerSide(ctx.environment.controlSize))
            if let label = conf.label {
                return AnyView(VStack(spacing: ControlMetrics.spinnerLabelSpacing) { spinner; label.foregroundStyle(SystemColors.secondaryLabel) })
            }
            return AnyView(spinner)
        }
    }

    static func bar(_ fraction: Double?) -> _ControlLeaf {
        _ControlLeaf(label: "ProgressView(linear)", behaviour: {
            IntrinsicBehaviour(ideal: CGSize(width: ControlMetrics.linearProgressIdealWidth, height: ControlMetrics.linearProgressHeight),
                               horizontal: .expand, vertical: .hug)
        }, draw: { frame, env, _ in
            var items = [fillItem(Capsule().path(in: frame), SystemColors.systemFill.resolve(in: env))]
            // Indeterminate: a segment of a third, as drawn at one instant.
            let done = fraction.map { CGRect(x: frame.minX, y: frame.minY, width: frame.width * $0, height: frame.height) }
                ?? CGRect(x: frame.minX + frame.width / 3, y: frame.minY, width: frame.width / 3, height: frame.height)
            if done.width > 0 { items.append(fillItem(Capsule().path(in: done), resolvedColor(tintStyle(env), env))) }
            return items
        })
    }

    static func spinner(_ side: CGFloat) -> _ControlLeaf {
        _ControlLeaf(label: "ProgressView(circular)", behaviour: {
            IntrinsicBehaviour(ideal: CGSize(width: side, height: side), horizontal: .hug, vertical: .hug)
        }, draw: { frame, env, _ in
            // `.tint(_:)` (or `CircularProgressViewStyle(tint:)`) colours the spokes, as on iOS 16+.
            let base = env.tint.map { resolvedColor($0, env) } ?? SystemColors.secondaryLabel.resolve(in: env)
            let r = min(frame.width, frame.height) / 2
            let c = CGPoint(x: frame.midX, y: frame.midY)
            let w = r * 0.22, inner = r * 0.48
            var items: [DisplayItem] = []
            for i in 0..<8 {
                let a = Double(i) * .pi / 4 - .pi / 2
                let spoke = Path(roundedRect: CGRect(x: inner, y: -w / 2, width: r - inner, height: w), cornerRadius: w / 2, style: .circular)
                    .applying(CGAffineTransform(rotationAngle: a).concatenating(CGAffineTransform(translationX: c.x, y: c.y)))
                items.append(fillItem(spoke, base.withAlpha(1 - Double(i) * 0.1)))
            }
            return items
        })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate spinner.
    public init() { self.init(fraction: nil, hasValue: false, label: nil) }
    /// A bar of `value / total` (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), hasValue: true, label: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner) titled with a localized string key (SwiftUI's `init(_:)`).
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, hasValue: false, label: Text(titleKey)) }
    /// An indeterminate progress view (a spinner) titled with a string.
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, hasValue: false, label: Text(title)) }
    /// A progress bar filled to `value` / `total` (nil `value`: indeterminate), titled (SwiftUI's `init(_:value:total:)`).
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), hasValue: true, label: Text(titleKey))
    }
    /// A progress bar filled to `value` / `total`, titled with a string.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), hasValue: true, label: Text(title))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label view (SwiftUI's `init(label:)`).
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, hasValue: false, label: label()) }
    /// A progress bar filled to `value` / `total` with a label view (SwiftUI's `init(value:total:label:)`).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), hasValue: true, label: label())
    }
}

extension ProgressView {
    /// A progress bar with a label and a current-value label (SwiftUI's `init(value:total:label:currentValueLabel:)`).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), hasValue: true, label: label())
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view from a `ProgressViewStyle`'s configuration: drawn with the next style out
    /// (the default one when there is none), as in SwiftUI.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, hasValue: configuration.hasValue,
                  label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// The label of a timer progress view: the time left (or elapsed) as `Text(timerInterval:)`
/// shows it.
public struct DefaultDateProgressLabel: View, PrimitiveView {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        Accord.makeNodes(Text(timerInterval: interval, countsDown: countsDown), ctx)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through a time interval, as it stands now: counting down, the part still to
    /// run; counting up, the part elapsed. A bar (determinate).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.timerFraction(timerInterval, countsDown), hasValue: true, label: label(),
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }

    static func timerFraction(_ interval: ClosedRange<Date>, _ countsDown: Bool) -> Double {
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard total > 0 else { return countsDown ? 0 : 1 }
        let elapsed = min(total, max(0, Date().timeIntervalSince(interval.lowerBound)))
        return countsDown ? (total - elapsed) / total : elapsed / total
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress bar over a time interval, drawn at the preview's "now" (SwiftUI's `init(timerInterval:countsDown:)`).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// The properties of a progress view, for a `ProgressViewStyle`.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label (nil when it has none).
    public struct Label: View, StyleConfigurationPart { let base: AnyView }
    /// The label describing the current value (nil when it has none).
    public struct CurrentValueLabel: View, StyleConfigurationPart { let base: AnyView }
    /// The completed fraction, 0…1; nil when indeterminate.
    public let fractionCompleted: Double?
    /// The progress view's label, if any.
    public var label: Label?
    /// The progress view's current-value label, if any.
    public var currentValueLabel: CurrentValueLabel?
    /// Whether a value was given (the automatic style then draws a bar).
    let hasValue: Bool
}

/// The look of a progress view: `.linear`, `.circular`, `.automatic` (a bar when a value is
/// given, else a spinner), or your own `makeBody(configuration:)`.
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

extension ProgressViewStyle {
    var box: _StyleBox<ProgressViewStyleConfiguration> { _StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<ProgressViewStyleConfiguration>() }

/// The progress view style a progress view has unless one is set: a bar with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style (SwiftUI's `DefaultProgressViewStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView<EmptyView, EmptyView>.builtin(linear: configuration.hasValue, configuration)
    }
}
/// A horizontal bar, filled with the tint to the completed fraction (SwiftUI's `LinearProgressViewStyle`).
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// A bar in the environment's tint.
    public init() { tint = nil }
    /// A bar in `tint`.
    public init(tint: Color) { self.tint = tint }
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        let tint = self.tint
        return ProgressView<EmptyView, EmptyView>.builtin(linear: true, configuration)
            .transformEnvironment { env in if let tint { env.tint = AnyShapeStyle(tint) } }
    }
}
/// A spinner, or a ring for a determinate value (SwiftUI's `CircularProgressViewStyle`).
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// A spinner in the environment's tint.
    public init() { tint = nil }
    /// A spinner in `tint`.
    public init(tint: Color) { self.tint = tint }
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        let tint = self.tint
        return ProgressView<EmptyView, EmptyView>.builtin(linear: false, configuration)
            .transformEnvironment { env in if let tint { env.tint = AnyShapeStyle(tint) } }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The automatic progress view style (SwiftUI's `.automatic`).
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The linear progress view style (SwiftUI's `.linear`).
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The circular progress view style (SwiftUI's `.circular`).
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets the style of the progress views within (the innermost `.progressViewStyle` wins).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        pushStyle(ProgressViewStyleKey.self, style.box)
    }
}
