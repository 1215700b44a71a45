import Foundation
import AccordLayout

/// A colour well with a label: `HStack { label; Spacer(); swatch }` — the row takes the proposed
/// width, as a `Toggle` does; `.labelsHidden()` leaves the swatch alone. The swatch is
/// `UIColorWell`'s 28-point circle (`ControlMetrics.colorWellDiameter`): a ring of hues around
/// the selected colour.
public struct ColorPicker<Label: View>: View, PrimitiveView {
    let label: Label
    let color: Color

    /// A colour well showing `selection`, with `label` leading (SwiftUI's `ColorPicker(selection:supportsOpacity:label:)`).
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.color = selection.wrappedValue
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let color = self.color
        let d = ControlMetrics.colorWellDiameter
        let swatch = _ControlLeaf(label: "ColorPicker.well", behaviour: {
            IntrinsicBehaviour(ideal: CGSize(width: d, height: d), horizontal: .hug, vertical: .hug)
        }, draw: { frame, env, _ in
            let side = min(frame.width, frame.height)
            let box = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            let hues: [GradientStop] = stride(from: 0.0, through: 1.0, by: 1.0 / 6).map {
                GradientStop(color: hsb($0), location: $0)
            }
            let c = CGPoint(x: box.midX, y: box.midY)
            var ring = Path(ellipseIn: box)
            ring.addPath(Path(ellipseIn: box.insetBy(dx: side * 0.1, dy: side * 0.1)))
            return [.fill(ring, .angularGradient(stops: hues, center: c, startAngle: -.pi / 2, endAngle: 1.5 * .pi), eoFill: true),
                    fillItem(Path(ellipseIn: box.insetBy(dx: side * 0.18, dy: side * 0.18)), color.resolve(in: env))]
        })
        let view: AnyView = ctx.environment[LabelsHiddenKey.self] ? AnyView(swatch) : AnyView(HStack { label; Spacer(); swatch })
        return Accord.makeNodes(view, ctx)
    }
}

/// A fully saturated, fully bright hue (0…1).
private func hsb(_ h: Double) -> RGBA {
    let k = { (n: Double) -> Double in
        let x = (n + h * 6).truncatingRemainder(dividingBy: 6)
        return 1 - max(0, min(x, 4 - x, 1))
    }
    return RGBA(k(5), k(3), k(1))
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a localized string key (SwiftUI's `ColorPicker(_:selection:supportsOpacity:)`).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// A colour picker titled with a string (SwiftUI's `ColorPicker(_:selection:supportsOpacity:)`).
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
