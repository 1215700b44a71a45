import Foundation
import Accord
import AccordCairo

/// How a view is laid out for a snapshot (swift-snapshot-testing's `SwiftUISnapshotLayout`).
public enum SwiftUISnapshotLayout: Sendable {
    /// The view's ideal size: nothing is proposed (`ProposedViewSize.unspecified`).
    case sizeThatFits
    /// `width × height` is proposed and the view is centred in a canvas of that size.
    case fixed(width: CGFloat, height: CGFloat)

    /// Lays `view` out as this layout says.
    func host<V: View>(_ view: V, scale: CGFloat = 2, colorScheme: ColorScheme = .light,
                       textMeasurer: (any TextMeasurer)? = nil) -> HostedLayout {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        switch self {
        case .sizeThatFits:
            return HostedLayout(view, proposal: .unspecified, environment: environment, textMeasurer: textMeasurer, scale: scale)
        case .fixed(let width, let height):
            let size = CGSize(width: width, height: height)
            return HostedLayout(view, proposal: ProposedViewSize(size), canvas: size, environment: environment,
                                textMeasurer: textMeasurer, scale: scale)
        }
    }
}

extension Snapshotting where Value: View, Format == SnapshotImage {
    /// A PNG of the view at its ideal size, 2 pixels a point, light mode, compared exactly.
    public static var image: Snapshotting<Value, SnapshotImage> { .image() }

    /// A PNG of the view drawn over the window's background (white, or black in dark mode).
    ///
    /// - Parameters:
    ///   - precision: the share of pixels that must match (1: all).
    ///   - perceptualPrecision: how close a pixel's colour must be to match: it matches up to a
    ///     CIE76 ΔE of `(1 − perceptualPrecision) × 100` (0.98 forgives anti-aliasing and font
    ///     rasteriser differences, not a moved edge).
    ///   - layout: the size the view is laid out at.
    ///   - scale: pixels a point.
    ///   - colorScheme: light or dark.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, scale: CGFloat = 2,
                             colorScheme: ColorScheme = .light) -> Snapshotting<Value, SnapshotImage> {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            let hosted = layout.host(view, scale: scale, colorScheme: colorScheme)
            let bitmap = try CairoRenderer.bitmap(hosted.displayList(), scale: scale, background: hosted.canvasBackground)
            return SnapshotImage(bitmap: bitmap)
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The frames of the views marked `.accessibilityIdentifier`, one a line in seed 003's
    /// format (`price x:30.33–117.67 y:39.67–80.33 (87.33×40.67)`), as `accord frames` prints.
    public static var frames: Snapshotting<Value, String> { .frames() }

    /// The identified views' frames; pass `FixedMetricTextMeasurer()` for numbers that do not
    /// depend on fonts (every glyph 10×10).
    public static func frames(layout: SwiftUISnapshotLayout = .sizeThatFits,
                              textMeasurer: (any TextMeasurer)? = nil) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            layout.host(view, textMeasurer: textMeasurer).framesText() + "\n"
        }
    }

    /// The display list (what is drawn, where), as `accord dump` prints it.
    public static var displayList: Snapshotting<Value, String> { .displayList() }

    /// The display list of the view laid out with `layout`.
    public static func displayList(layout: SwiftUISnapshotLayout = .sizeThatFits,
                                   textMeasurer: (any TextMeasurer)? = nil) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            layout.host(view, textMeasurer: textMeasurer).displayList().description + "\n"
        }
    }

    /// The layout negotiation, as `accord trace` prints it: every view's proposals and answers,
    /// and where it was placed.
    public static var trace: Snapshotting<Value, String> { .trace() }

    /// The negotiation of the view laid out with `layout`.
    public static func trace(layout: SwiftUISnapshotLayout = .sizeThatFits,
                             textMeasurer: (any TextMeasurer)? = nil) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            layout.host(view, textMeasurer: textMeasurer).pass.dump(trace: true) + "\n"
        }
    }

    /// The view as SVG (units in points), compared as text.
    public static var svg: Snapshotting<Value, String> { .svg() }

    /// The SVG of the view laid out with `layout`.
    public static func svg(layout: SwiftUISnapshotLayout = .sizeThatFits) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in
            String(decoding: try CairoRenderer.svgData(layout.host(view).displayList()), as: UTF8.self)
        }
    }
}
