import Foundation
import AccordLayout

// Presentations drawn in a still frame: when a preview's state presents a sheet, full-screen
// cover, popover, alert or confirmation dialog (its binding is true, its item non-nil), the
// device screen (Screen.swift) draws it over the app as iOS 17 does on an iPhone.
//
// Metrics, with their sources:
// - sheets (`UISheetPresentationController`): the page dimmed; the card's top corners rounded
//   10 points; at the `.large` detent its top 10 points below the top safe-area inset; `.medium`
//   "approximately half the height of the screen" (Apple docs, `Detent.medium()`): half the
//   canvas; `.height(h)`: h above the bottom inset; `.fraction(f)`: f of the large detent's
//   height; a custom detent gets the large detent's height as `maxDetentValue`; the sheet opens at
//   its smallest detent; the grabber (`presentationDragIndicator`, shown by default with more
//   than one detent) is 36 × 5 points, 5 below the top (UIKit's `prefersGrabberVisible`);
// - alerts (`UIAlertController.Style.alert`): a 270-point-wide box with 14-point corners,
//   centred; title 17 semibold, message 13 regular, centred, 16 points from the sides; buttons
//   44 points tall in 17-point text (the cancel button semibold, destructive ones red),
//   side by side when there are two (cancel first), stacked otherwise (cancel last), separated
//   by hairlines; no buttons: one "OK" (SwiftUI's default);
// - confirmation dialogs (`.actionSheet`): 8 points from the screen's sides, above the bottom
//   inset (8 points when there is none); 57-point rows in 20-point text, the title 13 semibold
//   and message 13 regular in the secondary colour (the title only with `.visible`); the cancel
//   button apart, 8 points below (SwiftUI adds "Cancel" when none is given);
// - the page behind a sheet, alert or dialog is dimmed with black at 20 %.

/// One presentation met while building.
struct PresentationRecord {
    enum Kind {
        case sheet(AnyView)
        case fullScreenCover(AnyView)
        case alert(title: Text, message: AnyView?, actions: AnyView)
        case dialog(title: Text, showsTitle: Bool, message: AnyView?, actions: AnyView)
    }
    let kind: Kind
    /// The presenting view's context: the presented content is built in its environment.
    let context: BuildContext
    /// Dismisses it (its binding set to false, its item to nil; then `onDismiss`): the presented
    /// content's `@Environment(\.dismiss)`, a tap on a sheet's dimmed background, an alert's or
    /// dialog's buttons after their action. Nil: nothing to set.
    var dismiss: (() -> Void)? = nil

    /// The context the presented content is built in: `dismiss` as its environment's dismiss
    /// action, and `isPresented` true.
    var presentedContext: BuildContext {
        context.with { env in
            env.isPresented = true
            if let dismiss { env[DismissKey.self] = DismissAction(dismiss) }
        }
    }
}

/// What the screen around a preview collects while its view is built: presentations and the
/// system overlays the app hides.
final class ScreenChrome: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var presentations: [PresentationRecord] = []
    var statusBarHidden = false { didSet { Invalidation.noteEffect() } }
    var homeIndicatorHidden = false { didSet { Invalidation.noteEffect() } }
    func add(_ r: PresentationRecord) {
        Invalidation.noteEffect()
        lock.lock()
        presentations.append(r)
        lock.unlock()
    }
}
struct ScreenChromeKey: EnvironmentKey { static let defaultValue: ScreenChrome? = nil }

/// Registers a presentation (when shown) with the screen; the content is unchanged.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    let kind: () -> PresentationRecord.Kind?
    var dismiss: (() -> Void)? = nil
    func body(content: Content) -> Never { fatalError() }
    func apply(_ content: (BuildContext) -> [LayoutNode], _ ctx: BuildContext) -> [LayoutNode] {
        let nodes = content(ctx)
        if let chrome = ctx.environment[ScreenChromeKey.self], let k = kind() {
            chrome.add(PresentationRecord(kind: k, context: ctx.child(.part(4000 + chrome.presentations.count)), dismiss: dismiss))
        }
        return nodes
    }
}

/// Sets the screen's system-overlay flags (`statusBarHidden`, `persistentSystemOverlays`).
struct ScreenOverlayModifier: ViewModifier, PrimitiveModifier {
    let change: (ScreenChrome) -> Void
    func body(content: Content) -> Never { fatalError() }
    func apply(_ content: (BuildContext) -> [LayoutNode], _ ctx: BuildContext) -> [LayoutNode] {
        if let chrome = ctx.environment[ScreenChromeKey.self] { change(chrome) }
        return content(ctx)
    }
}

/// Nodes already built, as a view (to compose built nodes into views).
struct _BuiltNodes: View, PrimitiveView {
    let nodes: [LayoutNode]
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { nodes }
}

/// The detents set inside a sheet's content.
struct PresentationDetentsKey: LayoutValueKey { static let defaultValue: [PresentationDetent] = [] }
struct PresentationDragIndicatorKey: LayoutValueKey { static let defaultValue = Visibility.automatic }
struct PresentationCornerRadiusKey: LayoutValueKey { static let defaultValue: CGFloat? = nil }
struct PresentationBackgroundKey: LayoutValueKey { static var defaultValue: AnyShapeStyle? { nil } }
/// Set by `interactiveDismissDisabled(_:)` inside a sheet's content.
struct InteractiveDismissDisabledKey: LayoutValueKey { static let defaultValue = false }

enum PresentationMetrics {
    static let dim = Color.black.opacity(0.2)
    static let sheetCornerRadius: CGFloat = 10
    static let largeDetentGap: CGFloat = 10
    static let grabber = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    static let dialogMargin: CGFloat = 8
    static let dialogRowHeight: CGFloat = 57
    static let alertBackground = SystemColors.dyn(0xF2F2F2, 1, 0x252525, 1)
    static let dialogBackground = SystemColors.dyn(0xF2F2F2, 1, 0x252525, 1)
    static let dialogCancelBackground = SystemColors.dyn(0xFFFFFF, 1, 0x2C2C2E, 1)

    /// A sheet's height at `detent` on a canvas of `size` with `insets`.
    static func sheetHeight(_ detent: PresentationDetent, canvas size: CGSize, insets: EdgeInsets) -> CGFloat {
        let large = size.height - insets.top - largeDetentGap
        switch detent.kind {
        case .large: return large
        case .medium: return size.height / 2
        case .fraction(let f): return min(large, max(0, f.isFinite ? f * large : large))
        case .height(let h): return min(large, max(0, h.isFinite ? h + insets.bottom : large))
        case .custom(let type):
            let h = type.height(in: PresentationDetent.Context(maxDetentValue: large - insets.bottom)) ?? large
            return min(large, max(0, h.isFinite ? h + insets.bottom : large))
        }
    }
}

/// A button of an alert: full width, 44 points, 17-point text in the role's colour.
struct AlertButtonStyle: ButtonStyle {
    var height: CGFloat = PresentationMetrics.alertButtonHeight
    var fontSize: CGFloat = 17
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: fontSize, weight: configuration.role == .cancel ? .semibold : .regular))
            .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle()))
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, minHeight: height)
            .layoutValue(key: AlertButtonRoleKey.self, value: configuration.role)
    }
}
struct AlertButtonRoleKey: LayoutValueKey { static let defaultValue: ButtonRole? = nil }
/// Inside an alert or a confirmation dialog: what dismisses it, called after a button's action
/// (as SwiftUI dismisses them whichever button is tapped).
struct PresentationButtonDismissKey: EnvironmentKey { static var defaultValue: (() -> Void)? { nil } }

func hairlineNode(_ axis: Axis, _ ctx: BuildContext) -> LayoutNode {
    let line = Rectangle().fill(SystemColors.separator)
    let nodes = axis == .horizontal ? Accord.makeNodes(line.frame(height: NavigationChrome.hairline), ctx)
        : Accord.makeNodes(line.frame(width: NavigationChrome.hairline), ctx)
    return nodes[0]
}

/// An alert box as iOS draws it.
struct AlertBox: View, PrimitiveView {
    let title: Text
    let message: AnyView?
    let actions: AnyView

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        var buttons = Accord.makeNodes(actions.buttonStyle(AlertButtonStyle()), ctx.child(.part(1)))
        if buttons.isEmpty {
            buttons = Accord.makeNodes(Button("OK") {}.buttonStyle(AlertButtonStyle()), ctx.child(.part(2)))
        }
        let isCancel = { (n: LayoutNode) in n.traits[AlertButtonRoleKey.self] == .cancel }
        var rows: [LayoutNode] = []
        if buttons.count == 2 {
            let ordered = buttons.filter(isCancel) + buttons.filter { !isCancel($0) }
            let row = makeNode(LayoutAdapter(HStackLayout(spacing: 0)),
                               children: [ordered[0], hairlineNode(.vertical, ctx.child(.part(3))), ordered[1]], label: "HStack")
            rows = [hairlineNode(.horizontal, ctx.child(.part(4))), row]
        } else {
            let ordered = buttons.filter { !isCancel($0) } + buttons.filter(isCancel)
            for (i, b) in ordered.enumerated() { rows += [hairlineNode(.horizontal, ctx.child(.part(10 + i))), b] }
        }
        let title = self.title, message = self.message
        let box = VStack(spacing: 0) {
            VStack(spacing: 2) {
                title.font(.system(size: 17, weight: .semibold)).multilineTextAlignment(.center)
                if let message { message.font(.system(size: 13)).multilineTextAlignment(.center) }
            }
            .padding(.horizontal, 16).padding(.top, 19).padding(.bottom, 17)
            .frame(maxWidth: .infinity)
            VStack(spacing: 0) { _BuiltNodes(nodes: rows) }
        }
        .frame(width: PresentationMetrics.alertWidth)
        .fixedSize(horizontal: false, vertical: true)
        .background { RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius).fill(PresentationMetrics.alertBackground) }
        .clipShape(RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius))
        let nodes = Accord.makeNodes(box, ctx)
        nodes.first?.label = "AlertBox"
        return nodes
    }
}

/// A confirmation dialog (action sheet) as iOS draws it on an iPhone.
struct ConfirmationDialogBox: View, PrimitiveView {
    let title: Text
    let showsTitle: Bool
    let message: AnyView?
    let actions: AnyView

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let style = AlertButtonStyle(height: PresentationMetrics.dialogRowHeight, fontSize: 20)
        let buttons = Accord.makeNodes(actions.buttonStyle(style), ctx.child(.part(1)))
        let isCancel = { (n: LayoutNode) in n.traits[AlertButtonRoleKey.self] == .cancel }
        let others = buttons.filter { !isCancel($0) }
        let cancel = buttons.first(where: isCancel)
            ?? Accord.makeNodes(Button("Cancel", role: .cancel) {}.buttonStyle(style), ctx.child(.part(2)))[0]
        let hasHeader = showsTitle || message != nil
        var rows: [LayoutNode] = []
        for (i, b) in others.enumerated() {
            if i > 0 || hasHeader { rows.append(hairlineNode(.horizontal, ctx.child(.part(10 + i)))) }
            rows.append(b)
        }
        let title = self.title, message = self.message, showsTitle = self.showsTitle
        let radius = PresentationMetrics.alertCornerRadius
        let dialog = VStack(spacing: 8) {
            VStack(spacing: 0) {
                if hasHeader {
                    VStack(spacing: 4) {
                        if showsTitle { title.font(.system(size: 13, weight: .semibold)) }
                        if let message { message.font(.system(size: 13)) }
                    }
                    .foregroundStyle(SystemColors.secondaryLabel)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, 16).padding(.vertical, 14)
                    .frame(maxWidth: .infinity)
                }
                _BuiltNodes(nodes: rows)
            }
            .background { RoundedRectangle(cornerRadius: radius).fill(PresentationMetrics.dialogBackground) }
            .clipShape(RoundedRectangle(cornerRadius: radius))
            _BuiltNodes(nodes: [cancel])
                .background { RoundedRectangle(cornerRadius: radius).fill(PresentationMetrics.dialogCancelBackground) }
        }
        .fixedSize(horizontal: false, vertical: true)
        .padding(.horizontal, PresentationMetrics.dialogMargin)
        let nodes = Accord.makeNodes(dialog, ctx)
        nodes.first?.label = "ConfirmationDialogBox"
        return nodes
    }
}

/// A sheet's card: the content centred in it above the bottom inset, the top corners rounded,
/// the grabber when shown.
struct SheetCard: View {
    let content: [LayoutNode]
    let bottomInset: CGFloat
    let showsGrabber: Bool
    let cornerRadius: CGFloat
    let background: AnyShapeStyle
    var body: some View {
        VStack(spacing: 0) { _BuiltNodes(nodes: content) }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding(.bottom, bottomInset)
            .background { UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius).fill(background) }
            .overlay(alignment: .top) {
                if showsGrabber {
                    Capsule().fill(SystemColors.tertiaryLabel)
                        .frame(width: PresentationMetrics.grabber.width, height: PresentationMetrics.grabber.height)
                        .padding(.top, PresentationMetrics.grabberTop)
                }
            }
    }
}
