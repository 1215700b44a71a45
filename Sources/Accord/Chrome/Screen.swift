import Foundation
import AccordLayout

// The device screen around a preview's root: the root laid out in the safe area (centred, as a
// hosting controller places it), the status bar in the top inset, the home indicator at the
// bottom, and whatever the view presents (sheets, alerts, dialogs) over it.

/// Where a screen layer goes, in canvas coordinates (nil: the app's content, in the safe area).
struct ScreenLayerKey: LayoutValueKey { static let defaultValue: CGRect? = nil }

/// The screen's layout: proposed the safe area's size, it answers it; the content is centred
/// in it; every layer is placed at its rectangle on the canvas.
struct ScreenLayout: Layout {
    /// The safe area in canvas coordinates (where the host places this layout).
    let safe: CGRect

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: safe.size)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origin = CGPoint(x: bounds.minX - safe.minX, y: bounds.minY - safe.minY)
        for s in subviews {
            if let r = s[ScreenLayerKey.self] {
                s.place(at: CGPoint(x: origin.x + r.minX, y: origin.y + r.minY), anchor: .topLeading, proposal: ProposedViewSize(r.size))
            } else {
                let p = ProposedViewSize(bounds.size)
                let size = s.sizeThatFits(p)
                s.place(at: CGPoint(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2),
                        anchor: .topLeading, proposal: p)
            }
        }
    }
}

enum ScreenAssembly {
    /// The environment a screen's content is built in: `chrome` collects its presentations.
    static func environment(_ env: EnvironmentValues, _ chrome: ScreenChrome) -> EnvironmentValues {
        var e = env
        e[ScreenChromeKey.self] = chrome
        return e
    }

    /// `root` on `device`'s screen. `safe` is where the host lays the screen out (the device's
    /// safe area); `drawsSystemChrome` adds the status bar and home indicator.
    static func screen(root: LayoutNode, device: PreviewDevice, safe: CGRect, ctx: BuildContext, chrome: ScreenChrome,
                       drawsSystemChrome: Bool) -> LayoutNode {
        let canvas = CGRect(origin: .zero, size: device.size)
        let insets = device.safeArea
        // The app's safe region: the device's safe area in the screen (Sources/Accord/SafeArea).
        root.traits[SafeRegionKey.self] = SafeRegion(safe: safeRect(device), outer: canvas)
        var children = [root]
        func layer(_ nodes: [LayoutNode], _ rect: CGRect, _ label: String, region: SafeRegion? = nil) {
            guard !nodes.isEmpty else { return }
            let node = stacked(nodes)
            node.traits[ScreenLayerKey.self] = rect
            if let region { node.traits[SafeRegionKey.self] = region }
            node.label = label
            children.append(node)
        }
        let base = ctx.child(.part(5000))
        if drawsSystemChrome && !chrome.statusBarHidden && insets.top > 0 {
            let h = StatusBarMetrics.height(top: insets.top)
            layer(Accord.makeNodes(StatusBarView(device: device), base.child(.part(1))),
                  CGRect(x: 0, y: 0, width: device.size.width, height: h), "StatusBar")
        }
        // Presentations, in the order met (a sheet's own presentations come after it).
        var i = 0
        // The dimmed page under a presentation takes the taps and drags that land on it: nothing
        // behind it is reached (an alert and a dialog are modal: HIG, "Alerts", "Action sheets").
        func dimmed(_ responder: TapResponder) -> some View {
            _TapResponding(content: Rectangle().fill(PresentationMetrics.dim), responder: responder)
        }
        let modal = TapResponder(kind: .swallow, name: "Dimming")
        while i < chrome.presentations.count {
            let r = chrome.presentations[i]
            let pctx = r.context
            // (The presented content: its dismiss action dismisses it. The dimming keeps the
            // presenting context's identity: `pctx.child(.part(1))`.)
            let content = r.presentedContext
            switch r.kind {
            case .sheet(let view):
                let nodes = Accord.makeNodes(view, content)
                let detents = nodes.lazy.compactMap { firstValue(PresentationDetentsKey.self, in: $0) { !$0.isEmpty } }.first ?? [.large]
                let heights = detents.map { PresentationMetrics.sheetHeight($0, canvas: device.size, insets: insets) }
                let height = heights.min() ?? PresentationMetrics.sheetHeight(.large, canvas: device.size, insets: insets)
                let indicator = nodes.lazy.compactMap { firstValue(PresentationDragIndicatorKey.self, in: $0) { $0 != .automatic } }.first ?? .automatic
                let radius = nodes.lazy.compactMap { firstValue(PresentationCornerRadiusKey.self, in: $0) { $0 != nil } ?? nil }.first
                let background = nodes.lazy.compactMap { firstValue(PresentationBackgroundKey.self, in: $0) { $0 != nil } ?? nil }.first
                // A tap on the dimmed page above the sheet dismisses it (UIKit's sheet presentation),
                // unless its content disabled interactive dismissal: then it takes the tap and does
                // nothing (UIKit's `isModalInPresentation`: "ignores events outside the view
                // controller's bounds").
                let dismiss = r.dismiss
                let held = nodes.contains { firstValue(InteractiveDismissDisabledKey.self, in: $0) { $0 } == true }
                layer(Accord.makeNodes(dimmed(held ? modal : TapResponder(kind: .action { _ in dismiss?() }, name: "Dimming")),
                                       pctx.child(.part(1))), canvas, "Dimming")
                let card = SheetCard(content: nodes, bottomInset: insets.bottom,
                                     showsGrabber: indicator == .visible || (indicator == .automatic && detents.count > 1),
                                     cornerRadius: radius ?? PresentationMetrics.sheetCornerRadius,
                                     background: background ?? AnyShapeStyle(SystemColors.background))
                let rect = CGRect(x: 0, y: device.size.height - height, width: device.size.width, height: height)
                // The sheet's own safe area: its card above the home-indicator inset.
                layer(Accord.makeNodes(card, content.child(.part(2))), rect, "Sheet",
                      region: SafeRegion(safe: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, rect.height - insets.bottom)),
                                         outer: rect))
            case .fullScreenCover(let view):
                let cover = view
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .padding(EdgeInsets(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
                    .background { Rectangle().fill(SystemColors.background) }
                layer(Accord.makeNodes(cover, content), canvas, "FullScreenCover", region: SafeRegion(safe: safeRect(device), outer: canvas))
            case .alert(let title, let message, let actions):
                layer(Accord.makeNodes(dimmed(modal), pctx.child(.part(1))), canvas, "Dimming")
                let box = AlertBox(title: title, message: message, actions: actions)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                layer(Accord.makeNodes(box, content.child(.part(2)).with { $0[PresentationButtonDismissKey.self] = r.dismiss }), safeRect(device), "Alert")
            case .dialog(let title, let showsTitle, let message, let actions):
                layer(Accord.makeNodes(dimmed(modal), pctx.child(.part(1))), canvas, "Dimming")
                let bottom = insets.bottom > 0 ? insets.bottom : PresentationMetrics.dialogMargin
                let dialog = ConfirmationDialogBox(title: title, showsTitle: showsTitle, message: message, actions: actions)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                    .padding(.bottom, bottom)
                layer(Accord.makeNodes(dialog, content.child(.part(2)).with { $0[PresentationButtonDismissKey.self] = r.dismiss }), CGRect(x: 0, y: insets.top, width: device.size.width,
                                                                         height: device.size.height - insets.top), "ConfirmationDialog")
            }
            i += 1
        }
        // A menu opened in the live preview (Preview/PreviewServer+Menu.swift), over everything.
        if let menu = LiveMenu.layer(screen: device.size) { layer(Accord.makeNodes(menu, base.child(.part(3))), canvas, "Menu") }
        if drawsSystemChrome && !chrome.homeIndicatorHidden && insets.bottom > 0 {
            let s = StatusBarMetrics.homeIndicator
            layer(Accord.makeNodes(HomeIndicatorView(), base.child(.part(2))),
                  CGRect(x: (device.size.width - s.width) / 2, y: device.size.height - StatusBarMetrics.homeIndicatorBottom - s.height,
                         width: s.width, height: s.height), "HomeIndicator")
        }
        if children.count == 1 { return root }
        let node = makeNode(LayoutAdapter(ScreenLayout(safe: safe)), children: children, label: "Screen")
        return node
    }

    /// `view` laid out on `device`'s screen as `accord` lays a preview out (its root in the
    /// safe area; status bar, home indicator and presentations around it).
    static func hosted<V: View>(_ view: V, device: PreviewDevice = .iPhone15, environment: EnvironmentValues = EnvironmentValues(),
                                textMeasurer: (any TextMeasurer)? = nil, drawsSystemChrome: Bool = true) -> HostedLayout {
        CurrentPreviewDevice.device = device
        let chrome = ScreenChrome()
        var env = ScreenAssembly.environment(environment, chrome)
        env.displayScale = 3
        let sink = DiagnosticSink()
        let ctx = BuildContext(environment: env, diagnostics: sink, graph: ViewGraph())
        var nodes: [LayoutNode] = []
        withLargeStack { nodes = Accord.makeNodes(view, ctx) }
        let root = oneNode(nodes, in: VStackLayout(), label: "VStack (root)")
        let safe = safeRect(device)
        var screen = root
        withLargeStack { screen = ScreenAssembly.screen(root: root, device: device, safe: safe, ctx: ctx, chrome: chrome, drawsSystemChrome: drawsSystemChrome) }
        let context = LayoutContext(textMeasurer: textMeasurer ?? AccordDefaults.textMeasurer, scale: 3, layoutDirection: env.layoutDirection)
        return HostedLayout(root: screen, proposal: ProposedViewSize(safe.size), canvas: device.size, safeArea: safe,
                            context: context, environment: env, sink: sink)
    }

    static func safeRect(_ d: PreviewDevice) -> CGRect {
        CGRect(x: d.safeArea.leading, y: d.safeArea.top, width: d.size.width - d.safeArea.horizontal,
               height: d.size.height - d.safeArea.vertical)
    }
}
