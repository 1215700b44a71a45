import Foundation
import AccordLayout

/// A value within a range, shown as a gauge (iOS 16).
///
/// Styles (`.gaugeStyle(_:)`): `.automatic` is `.linearCapacity` on iOS — the label above a
/// capsule track filled to the value in the tint, the minimum and maximum labels at the ends of
/// the track; it takes the proposed width. `.accessoryLinear` / `.accessoryLinearCapacity`: the
/// same track, thin; `.accessoryCircular`: a 270° ring with a dot at the value, the current
/// value label in the middle and the minimum/maximum labels at the open end;
/// `.accessoryCircularCapacity`: a full ring filled to the value, the current value label in the
/// middle. Metrics: `ControlMetrics` (reconstructions).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
        self.label = label
        self.currentValueLabel = current
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        return span > 0 ? Double((value - bounds.lowerBound) / span) : 0
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let conf = GaugeStyleConfiguration(
            value: fraction, label: .init(base: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(base: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(base: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(base: AnyView($0)) })
        return buildStyled(GaugeStyleKey.self, conf, fallback: DefaultGaugeStyle().box, ctx)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

extension Gauge where Label == GaugeStyleConfiguration.Label, CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
                      BoundsLabel == GaugeStyleConfiguration.MinimumValueLabel, MarkedValueLabels == EmptyView {
    /// A gauge from a `GaugeStyle`'s configuration: drawn with the next style out. (SwiftUI's
    /// maximum label has its own type; here both bounds share the minimum's.)
    public init(_ configuration: GaugeStyleConfiguration) {
        self.init(fraction: configuration.value, label: configuration.label, current: configuration.currentValueLabel,
                  minimum: configuration.minimumValueLabel,
                  maximum: configuration.maximumValueLabel.map { GaugeStyleConfiguration.MinimumValueLabel(base: $0.base) })
    }
}

/// The properties of a gauge, for a `GaugeStyle`.
public struct GaugeStyleConfiguration {
    /// The control's label, type-erased, as a style receives it.
    public struct Label: View, StyleConfigurationPart { let base: AnyView }
    /// The control's current-value label, type-erased, as a style receives it.
    public struct CurrentValueLabel: View, StyleConfigurationPart { let base: AnyView }
    public struct MinimumValueLabel: View, StyleConfigurationPart { let base: AnyView }
    public struct MaximumValueLabel: View, StyleConfigurationPart { let base: AnyView }
    public struct MarkedValueLabel: View, StyleConfigurationPart { let base: AnyView }
    /// The value as a fraction of the range, 0…1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
    public var markedValueLabels: MarkedValueLabel?
    init(value: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: MinimumValueLabel?,
         maximumValueLabel: MaximumValueLabel?) {
        self.value = value
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

/// The look of a gauge (`makeBody(configuration:)`).
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

extension GaugeStyle {
    var box: _StyleBox<GaugeStyleConfiguration> { _StyleBox { AnyView(self.makeBody(configuration: $0)) } }
}

struct GaugeStyleKey: EnvironmentKey { static let defaultValue = _StyleStack<GaugeStyleConfiguration>() }

enum _GaugeLook { case linear(thin: Bool, capacity: Bool), circular, circularCapacity }

/// The built-in gauges' bodies.
struct _GaugeBody: View, PrimitiveView {
    let look: _GaugeLook
    let conf: GaugeStyleConfiguration

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let view: AnyView
        let value = conf.value
        switch look {
        case .linear(let thin, let capacity):
            let track = Self.track(value, height: thin ? ControlMetrics.gaugeTrackHeight / 1.5 : ControlMetrics.gaugeTrackHeight,
                                   capacity: capacity)
            let hasBounds = conf.minimumValueLabel != nil || conf.maximumValueLabel != nil
            view = AnyView(VStack(alignment: .leading, spacing: ControlMetrics.gaugeSpacing) {
                HStack {
                    conf.label
                    Spacer(minLength: 0)
                    if let current = conf.currentValueLabel { current.foregroundStyle(SystemColors.secondaryLabel) }
                }
                if hasBounds {
                    HStack(spacing: ControlMetrics.gaugeSpacing * 2) {
                        conf.minimumValueLabel
                        track
                        conf.maximumValueLabel
                    }.font(.caption)
                } else {
                    track
                }
            })
        case .circular, .circularCapacity:
            let capacity: Bool
            if case .circularCapacity = look { capacity = true } else { capacity = false }
            let d = ControlMetrics.circularGaugeDiameter
            let ring = Self.ring(value, capacity: capacity)
            let centre: AnyView = conf.currentValueLabel.map { AnyView($0) } ?? AnyView(conf.label)
            var base = AnyView(ZStack {
                ring
                centre.font(.system(size: ControlMetrics.circularGaugeCentreFontSize, weight: .medium))
                    .minimumScaleFactor(0.5).lineLimit(1)
                    .padding(ControlMetrics.circularGaugeLineWidth + ControlMetrics.circularGaugeCentreInset)
            })
            if !capacity, conf.minimumValueLabel != nil || conf.maximumValueLabel != nil {
                base = AnyView(base.overlay(alignment: .bottom) {
                    HStack {
                        conf.minimumValueLabel
                        Spacer(minLength: 0)
                        conf.maximumValueLabel
                    }
                    .font(.system(size: ControlMetrics.circularGaugeBoundsFontSize)).padding(.horizontal, ControlMetrics.circularGaugeLineWidth)
                })
            }
            view = AnyView(base.frame(width: d, height: d))
        }
        return Accord.makeNodes(view, ctx)
    }

    static func track(_ value: Double, height: CGFloat, capacity: Bool) -> _ControlLeaf {
        _ControlLeaf(label: "Gauge(linear)", behaviour: {
            IntrinsicBehaviour(ideal: CGSize(width: 10, height: height), horizontal: .expand, vertical: .hug)
        }, draw: { frame, env, _ in
            let tint = resolvedColor(tintStyle(env), env)
            var items = [fillItem(Capsule().path(in: frame), SystemColors.systemFill.resolve(in: env))]
            if capacity {
                let done = CGRect(x: frame.minX, y: frame.minY, width: frame.width * value, height: frame.height)
                if done.width > 0 { items.append(fillItem(Capsule().path(in: done), tint)) }
            } else {
                let d = frame.height * 1.5
                let x = frame.minX + (frame.width - d) * value
                let dot = CGRect(x: x, y: frame.midY - d / 2, width: d, height: d)
                items.append(fillItem(Path(ellipseIn: dot), tint))
            }
            return items
        })
    }

    static func ring(_ value: Double, capacity: Bool) -> _ControlLeaf {
        _ControlLeaf(label: "Gauge(circular)", behaviour: {
            IntrinsicBehaviour(ideal: CGSize(width: ControlMetrics.circularGaugeDiameter, height: ControlMetrics.circularGaugeDiameter),
                               horizontal: .expand, vertical: .expand)
        }, draw: { frame, env, _ in
            let lw = ControlMetrics.circularGaugeLineWidth
            let r = min(frame.width, frame.height) / 2 - lw / 2
            let c = CGPoint(x: frame.midX, y: frame.midY)
            let tint = resolvedColor(tintStyle(env), env)
            let style = StrokeStyle(lineWidth: lw, lineCap: .round)
            // Angles clockwise from 3 o'clock (y down). Capacity: a full ring from 12 o'clock;
            // otherwise a 270° arc open at the bottom (from 135° to 405°).
            let start: Double = capacity ? -90 : 135
            let sweep: Double = capacity ? 360 : 270
            func arc(_ a: Double, _ b: Double) -> Path {
                var p = Path()
                p.addArc(center: c, radius: r, startAngle: .degrees(a), endAngle: .degrees(b), clockwise: false)
                return p
            }
            var items: [DisplayItem] = [.stroke(arc(start, start + sweep), .color(SystemColors.systemFill.resolve(in: env)), style)]
            if capacity {
                if value > 0 { items.append(.stroke(arc(start, start + sweep * value), .color(tint), style)) }
            } else {
                let a = (start + sweep * value) * .pi / 180
                let p = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                items = [.stroke(arc(start, start + sweep), .color(tint.withAlpha(0.35)), style)]
                items.append(fillItem(Path(ellipseIn: CGRect(x: p.x - lw, y: p.y - lw, width: 2 * lw, height: 2 * lw)),
                                      SystemColors.background.resolve(in: env)))
                items.append(fillItem(Path(ellipseIn: CGRect(x: p.x - lw / 2 - 1, y: p.y - lw / 2 - 1, width: lw + 2, height: lw + 2)), tint))
            }
            return items
        })
    }
}

public struct DefaultGaugeStyle: GaugeStyle {
    /// The style (SwiftUI's `DefaultGaugeStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeBody(look: .linear(thin: false, capacity: true), conf: configuration)
    }
}
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style (SwiftUI's `LinearCapacityGaugeStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeBody(look: .linear(thin: false, capacity: true), conf: configuration)
    }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The style (SwiftUI's `AccessoryLinearGaugeStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeBody(look: .linear(thin: true, capacity: false), conf: configuration)
    }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The style (SwiftUI's `AccessoryLinearCapacityGaugeStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeBody(look: .linear(thin: true, capacity: true), conf: configuration)
    }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The style (SwiftUI's `AccessoryCircularGaugeStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeBody(look: .circular, conf: configuration)
    }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The style (SwiftUI's `AccessoryCircularCapacityGaugeStyle()`).
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeBody(look: .circularCapacity, conf: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The automatic gauge style (SwiftUI's `.automatic`).
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The linear capacity gauge style (SwiftUI's `.linearCapacity`).
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// The accessory linear gauge style (SwiftUI's `.accessoryLinear`).
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// The accessory linear capacity gauge style (SwiftUI's `.accessoryLinearCapacity`).
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// The accessory circular gauge style (SwiftUI's `.accessoryCircular`).
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// The accessory circular capacity gauge style (SwiftUI's `.accessoryCircularCapacity`).
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension View {
    /// Sets the style of the gauges within (the innermost `.gaugeStyle` wins).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        pushStyle(GaugeStyleKey.self, style.box)
    }
}
