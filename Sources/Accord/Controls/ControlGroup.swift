import Foundation
import AccordLayout

/// Related controls side by side (iOS 15). Outside a menu or toolbar iOS draws them as one
/// segmented-looking control: equal-width cells on a `.tertiarySystemFill` rounded track, each
/// a plain button in the tint (the segmented control's height and track, `ControlMetrics`, as the
/// two look alike). It takes the proposed width.
public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content

    /// Related controls grouped (SwiftUI's `ControlGroup(content:)`): laid out in a row.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The label names the group in menus; a group drawn inline shows its controls only.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }
    /// A control group titled with a localized string key (the title is used by menu styles).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// A control group titled with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let inner = ctx.with { $0[ButtonStyleKey.self].boxes.append(DefaultButtonStyle().box) }
        let cells = Accord.makeNodes(content, inner).map { expanding($0, label: "ControlGroup.cell") }
        guard !cells.isEmpty else { return [] }
        let track = makeNode(LayoutAdapter(HStackLayout(spacing: 0)), children: cells, label: "ControlGroup")
        let env = ctx.environment
        track.drawing = NodeDrawing(content: { _, frame, _ in
            [.fill(Path(roundedRect: frame, cornerRadius: ControlMetrics.segmentedTrackCornerRadius, style: .continuous),
                   SystemColors.tertiarySystemFill._paint(in: frame, environment: env), eoFill: false)]
        })
        return Accord.makeNodes(_NodesView(nodes: [track]).frame(height: ControlMetrics.segmentedControlHeight), ctx)
    }
}

/// Already-built nodes as a view.
struct _NodesView: View, PrimitiveView {
    let nodes: [LayoutNode]
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { nodes }
}

/// Control group styles (name only: every group is drawn as above).
public protocol ControlGroupStyle {}
/// The control group style unless one is set (SwiftUI's `AutomaticControlGroupStyle`).
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
/// The navigation control group style (drawn as the automatic one).
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
/// The menu control group style (drawn as the automatic one).
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// The compact menu control group style (drawn as the automatic one).
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
/// The palette control group style (drawn as the automatic one).
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: Self { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: Self { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: Self { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: Self { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: Self { .init() } }

extension View {
    /// Accepted (approximate: one look for every style).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
