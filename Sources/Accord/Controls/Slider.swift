import Foundation
import AccordLayout

/// A value picked along a track.
///
/// Seed 004: exp/hug, with or without a label (the label is for accessibility and takes no
/// part in layout). Minimum / maximum value labels sit either side of the track
/// (`HStack { min; track; max }`).
///
/// Metrics: 31 tall (*guess*: the height of a `UISlider` with its 28-pt thumb and shadow room);
/// track 4 tall (iOS 15+; confident), capsule-ended, the part before the thumb in the tint
/// (`.accentColor`), the rest `.systemFill`; thumb a white 28-pt circle with a shadow
/// (`UISlider`'s; confident). With no proposed width the slider is 28 wide (room for the thumb;
/// *guess*).
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    /// Sets the value at a fraction of the track (a drag in the live preview), rounded to the step.
    var set: ((Double) -> Void)?
    var editingChanged: ((Bool) -> Void)?

    static var height: CGFloat { ControlMetrics.sliderHeight }
    static var thumb: CGFloat { ControlMetrics.sliderThumbDiameter }
    static var track: CGFloat { ControlMetrics.sliderTrackHeight }

    init(fraction: Double, label: Label, min: ValueLabel?, max: ValueLabel?) {
        self.fraction = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
        self.label = label
        minimumValueLabel = min
        maximumValueLabel = max
    }

    static func setter<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, _ step: V?) -> (Double) -> Void {
        { f in
            var v = bounds.lowerBound + V(Swift.min(1, Swift.max(0, f))) * (bounds.upperBound - bounds.lowerBound)
            if let step, step > 0 { v = Swift.min(bounds.upperBound, bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step) }
            value.wrappedValue = v
        }
    }

    static func fraction<V: BinaryFloatingPoint>(_ v: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        return span > 0 ? Double(v - bounds.lowerBound) / span : 0
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let f = fraction
        let track = _ControlLeaf(label: "Slider", behaviour: {
            IntrinsicBehaviour(ideal: CGSize(width: Self.thumb, height: Self.height), horizontal: .expand, vertical: .hug)
        }, draw: { frame, env, _ in
            let t = Self.thumb, h = Self.track
            let usable = max(0, frame.width - t)
            let cx = frame.minX + t / 2 + usable * f
            let y = frame.midY - h / 2
            let full = CGRect(x: frame.minX + 2, y: y, width: max(0, frame.width - 4), height: h)
            let filled = CGRect(x: full.minX, y: y, width: max(0, cx - full.minX), height: h)
            let knob = CGRect(x: cx - t / 2, y: frame.midY - t / 2, width: t, height: t)
            return [fillItem(Capsule().path(in: full), SystemColors.systemFill.resolve(in: env)),
                    fillItem(Capsule().path(in: filled), resolvedColor(tintStyle(env), env)),
                    shadowed([fillItem(Path(ellipseIn: knob), RGBA(1, 1, 1))], radius: 3, y: 2, alpha: 0.18)]
        })
        // The live preview: a drag on the track puts the thumb's centre under the pointer
        // (UISlider tracks a touch that begins on its thumb; here one beginning anywhere on it).
        let set = self.set, editing = self.editingChanged
        let thumb = Self.thumb
        var started = false
        let draggable = _TapResponding(content: track, responder: TapResponder(kind: .none, name: "Slider", wholeFrame: true, drag: set.map { set in
            DragHandler(minimumDistance: 0, changed: { v, size in
                if !started { started = true; editing?(true) }
                set(Double((v.location.x - thumb / 2) / max(1, size.width - thumb)))
            }, ended: { _ in started = false; editing?(false) })
        }))
        let view: AnyView
        if minimumValueLabel != nil || maximumValueLabel != nil {
            view = AnyView(HStack { minimumValueLabel; draggable; maximumValueLabel })
        } else {
            view = AnyView(draggable)
        }
        // Disabled: the slider at half opacity (*approximate*: UIKit's dimming, as a disabled switch).
        if !ctx.environment.isEnabled { return Accord.makeNodes(view.opacity(0.5), ctx) }
        return Accord.makeNodes(view, ctx)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds`, its thumb at `value` (SwiftUI's `init(value:in:onEditingChanged:)`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: EmptyView(), min: nil, max: nil)
        set = Self.setter(value, bounds, nil)
        editingChanged = onEditingChanged
    }
    /// A slider over `bounds` that moves in steps of `step` (SwiftUI's `init(value:in:step:onEditingChanged:)`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: EmptyView(), min: nil, max: nil)
        set = Self.setter(value, bounds, V(step))
        editingChanged = onEditingChanged
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with an accessibility label (not drawn, as on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: label(), min: nil, max: nil)
        set = Self.setter(value, bounds, nil)
        editingChanged = onEditingChanged
    }
    /// A stepped slider with an accessibility label (not drawn, as on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: label(), min: nil, max: nil)
        set = Self.setter(value, bounds, V(step))
        editingChanged = onEditingChanged
    }
}

extension Slider where ValueLabel == EmptyView {
    /// The iOS 13 order, the editing callback before the label (SwiftUI's deprecated
    /// `init(value:in:onEditingChanged:label:)`): `Slider(value: $v, in: r) { editing in … } label: { … }`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }
    /// The iOS 13 order with a step (SwiftUI's deprecated `init(value:in:step:onEditingChanged:label:)`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with minimum and maximum value labels either side of the track (SwiftUI's `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: label(),
                  min: minimumValueLabel(), max: maximumValueLabel())
        set = Self.setter(value, bounds, nil)
        editingChanged = onEditingChanged
    }
    /// A stepped slider with minimum and maximum value labels either side of the track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: label(),
                  min: minimumValueLabel(), max: maximumValueLabel())
        set = Self.setter(value, bounds, V(step))
        editingChanged = onEditingChanged
    }
}

extension Slider {
    /// The iOS 13 form with value labels given as views (SwiftUI's deprecated
    /// `init(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
                  maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }
    /// The stepped iOS 13 form with value labels given as views (SwiftUI's deprecated
    /// `init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
                  maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }
}

/// A value changed with − / + buttons.
///
/// Seed 004: `Stepper(_ title:…)` exp/hug; `Stepper(…label:)` exp/neu — the default look is
/// `HStack { label; Spacer(); stepper }`; `.labelsHidden()` leaves the stepper alone (hug/hug).
///
/// Metrics: `UIStepper`'s 94 × 32 (confident), a rounded rectangle (radius 8; *guess*) of
/// `.tertiarySystemFill` with a 1-pixel divider 18 tall in the middle (*guess*) and − / + glyphs
/// 14 wide (*guess*) in the label colour; a half whose limit is reached is drawn in
/// `.tertiaryLabel`.
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    /// What the − and + halves do when tapped (the live preview).
    var decrement: (() -> Void)?
    var increment: (() -> Void)?

    init(label: Label, canDecrement: Bool, canIncrement: Bool) {
        self.label = label
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
    }

    /// A stepper changing `value` by `step` within `bounds` (SwiftUI's `init(value:in:step:label:onEditingChanged:)`).
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let v = value.wrappedValue
        self.init(label: label(), canDecrement: v > bounds.lowerBound, canIncrement: v < bounds.upperBound)
        // UIStepper: a step clamped to the bounds; a half at its limit does nothing.
        if canDecrement { decrement = { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) } }
        if canIncrement { increment = { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) } }
    }
    /// A stepper changing `value` by `step`, unbounded (SwiftUI's `init(value:step:label:onEditingChanged:)`).
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label(), canDecrement: true, canIncrement: true)
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    }
    /// A stepper that calls `onIncrement` and `onDecrement` (nil: that half is disabled) (SwiftUI's `init(label:onIncrement:onDecrement:onEditingChanged:)`).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label(), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil)
        decrement = onDecrement
        increment = onIncrement
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        // Disabled: both halves in `.tertiaryLabel` and the label greyed (as a disabled Toggle).
        let enabled = ctx.environment.isEnabled
        let dec = canDecrement && enabled, inc = canIncrement && enabled
        let control = _ControlLeaf(label: "Stepper", behaviour: {
            IntrinsicBehaviour(ideal: ControlMetrics.stepperSize, horizontal: .hug, vertical: .hug)
        }, draw: { frame, env, context in
            let px = 1 / max(1, context.scale)
            var items = [fillItem(RoundedRectangle(cornerRadius: ControlMetrics.stepperCornerRadius).path(in: frame),
                                  SystemColors.tertiarySystemFill.resolve(in: env))]
            items.append(fillItem(Path(CGRect(x: frame.midX - px / 2, y: frame.midY - ControlMetrics.stepperSeparatorHeight / 2, width: px, height: ControlMetrics.stepperSeparatorHeight)),
                                  SystemColors.separator.resolve(in: env)))
            let on = SystemColors.label.resolve(in: env), off = SystemColors.tertiaryLabel.resolve(in: env)
            let g = ControlMetrics.stepperGlyphLength, w = ControlMetrics.stepperGlyphThickness
            let lc = CGPoint(x: frame.minX + frame.width / 4, y: frame.midY)
            let rc = CGPoint(x: frame.minX + frame.width * 3 / 4, y: frame.midY)
            items.append(fillItem(Path(CGRect(x: lc.x - g / 2, y: lc.y - w / 2, width: g, height: w)), dec ? on : off))
            var plus = Path(CGRect(x: rc.x - g / 2, y: rc.y - w / 2, width: g, height: w))
            plus.addRect(CGRect(x: rc.x - w / 2, y: rc.y - g / 2, width: w, height: g))
            items.append(fillItem(plus, inc ? on : off))
            return items
        })
        let tappable = _TapResponding(content: control, responder: TapResponder(
            kind: .halves(leading: decrement, trailing: increment), name: "Stepper", wholeFrame: true))
        let shownLabel = enabled ? AnyView(label) : AnyView(label.foregroundStyle(SystemColors.tertiaryLabel))
        let view: AnyView = ctx.environment[LabelsHiddenKey.self]
            ? AnyView(tappable)
            : AnyView(HStack { shownLabel; Spacer(); tappable })
        return Accord.makeNodes(view, ctx)
    }
}

extension Stepper where Label == Text {
    /// A titled stepper within `bounds` (SwiftUI's `init(_:value:in:step:onEditingChanged:)`).
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    /// A stepper titled with a string, within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    /// A titled stepper, unbounded (SwiftUI's `init(_:value:step:onEditingChanged:)`).
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }
    /// A stepper titled with a string, unbounded.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(title) }
    }
    /// A titled stepper calling `onIncrement` and `onDecrement` (SwiftUI's `init(_:onIncrement:onDecrement:onEditingChanged:)`).
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
