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
/// Metrics: the linear bar is 4 tall (iOS 14+ `UIProgressView` default; confident), a capsule of
/// `.systemFill` with the completed part in the tint; with no proposed width it is 10 wide
/// (SwiftUI's undetermined dimension; *guess*). The spinner is `UIActivityIndicatorView`'s
/// medium style, 20 × 20 (regular, small, mini; confident for regular) or its large style,
/// 37 × 37 (large, extraLarge; confident): eight spokes in `.secondaryLabel`, fading. A label
/// under the spinner is 8 below it (*guess*), in `.secondary`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    /// nil: indeterminate.
    let fraction: Double?
    /// Whether a value was given (`value:`): determinate styles by default.
    let hasValue: Bool
    let label: Label?

    init(fraction: Double?, hasValue: Bool, label: Label?) {
        self.fraction = fraction.map { $0.isNaN ? 0 : min(1, max(0, $0)) }
        self.hasValue = hasValue
        self.label = label
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value / total) : 0
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let kind = ctx.environment[ProgressViewStyleKey.self]
        let linear: Bool
        switch kind {
        case .automatic: linear = hasValue
        case .linear: linear = true
        case .circular: linear = false
        }
        let view: AnyView
        if linear {
            view = AnyView(Self.bar(fraction))
        } else {
            let side: CGFloat = ctx.environment.controlSize == .large || ctx.environment.controlSize == .extraLarge ? 37 : 20
            let spinner = Self.spinner(side)
            if let label {
                view = AnyView(VStack(spacing: 8) { spinner; label.foregroundStyle(SystemColors.secondaryLabel) })
            } else {
                view = AnyView(spinner)
            }
        }
        return Accord.makeNodes(view, ctx)
    }

    static func bar(_ fraction: Double?) -> _ControlLeaf {
        _ControlLeaf(label: "ProgressView(linear)", behaviour: {
            IntrinsicBehaviour(ideal: CGSize(width: 10, height: 4), horizontal: .expand, vertical: .hug)
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
            let base = SystemColors.secondaryLabel.resolve(in: env)
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
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, hasValue: false, label: Text(titleKey)) }
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, hasValue: false, label: Text(title)) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), hasValue: true, label: Text(titleKey))
    }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), hasValue: true, label: Text(title))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, hasValue: false, label: label()) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), hasValue: true, label: label())
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), hasValue: true, label: label())
    }
}

enum ProgressKind: Sendable { case automatic, linear, circular }
struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressKind.automatic }

/// Built-in progress styles (custom styles are not supported).
public protocol ProgressViewStyle {
    var _progressKind: _ProgressViewStyleKind { get }
}
public struct _ProgressViewStyleKind: Sendable { let kind: ProgressKind }

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _progressKind: _ProgressViewStyleKind { .init(kind: .automatic) }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public var _progressKind: _ProgressViewStyleKind { .init(kind: .linear) }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public var _progressKind: _ProgressViewStyleKind { .init(kind: .circular) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind = style._progressKind.kind
        return transformEnvironment { $0[ProgressViewStyleKey.self] = kind }
    }
}
