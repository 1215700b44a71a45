import Foundation
import AccordLayout

// The two UIKit views Accord draws instead of a placeholder, because SwiftUI code wraps them so
// often (Apple's "Interfacing with UIKit" tutorial: a `PageViewController` of
// `UIHostingController`s and a `PageControl` wrapping `UIPageControl`):
// - a representable whose view is a `UIPageControl` is made (`makeUIView`, `updateUIView`) and
//   drawn as iOS draws the control: a row of dots, one per page, the current one in
//   `currentPageIndicatorTintColor` (default "an opaque white"), the others in
//   `pageIndicatorTintColor` (default "a translucent white") — Apple, UIPageControl
//   `currentPageIndicatorTintColor` / `pageIndicatorTintColor` documentation. It takes the
//   width it is offered and the row's height, not the height left over (UIKit's page control has
//   a fixed-height intrinsic size: `_contentHuggingDefault_isUsuallyFixedHeight`);
// - a view-controller representable whose controller is a `UIPageViewController` is made
//   (`makeUIViewController`, `updateUIViewController`) and shows its first view controller's
//   content when that is a `UIHostingController` (the page `setViewControllers` was given),
//   filling the proposed size as a hosting controller's view fills the page.
// - a representable whose view is a plain `UIView` (or whose controller is a plain
//   `UIViewController`) is made and drawn as UIKit draws an empty view: its `backgroundColor`
//   over the proposed size, nothing when that is nil (a `UIView`'s default background is nil:
//   transparent) — the "configurator" idiom (`.background(NavigationBarConfigurator { … })`)
//   then covers nothing, as on iOS.
// Anything else (and a page that is not a hosting controller) stays the neutral placeholder.

/// A type-erased hosting controller's root view (the page of a `UIPageViewController`).
protocol HostedRootViewProviding { var hostedRootView: AnyView { get } }
extension UIHostingController: HostedRootViewProviding { var hostedRootView: AnyView { AnyView(rootView) } }

/// `UIViewRepresentable`'s drawing: a `UIPageControl`'s dots, a `UIActivityIndicatorView`'s
/// spinner, otherwise the placeholder.
struct RepresentedUIView<Representable: UIViewRepresentable>: View, PrimitiveView {
    let representable: Representable

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        if Representable.UIViewType.self == UIView.self {
            let context = UIViewRepresentableContext<Representable>(coordinator: representable.makeCoordinator(), environment: ctx.environment)
            let view = representable.makeUIView(context: context)
            representable.updateUIView(view, context: context)
            if view.layer.containsCameraPreview { return Accord.makeNodes(CameraPreviewDrawing(), ctx) }
            return Accord.makeNodes(PlainUIKitView(background: view.backgroundColor), ctx)
        }
        if Representable.UIViewType.layerClass is AVCaptureVideoPreviewLayer.Type { return Accord.makeNodes(CameraPreviewDrawing(), ctx) }
        // An AR view shows the camera behind its scene: black with no frame (ARKit.swift).
        if Representable.UIViewType.self is ARSCNView.Type { return Accord.makeNodes(CameraPreviewDrawing(), ctx) }
        if Representable.UIViewType.self is UIActivityIndicatorView.Type {
            let context = UIViewRepresentableContext<Representable>(coordinator: representable.makeCoordinator(), environment: ctx.environment)
            let view = representable.makeUIView(context: context)
            representable.updateUIView(view, context: context)
            if let spinner = view as? UIActivityIndicatorView { return Accord.makeNodes(ActivityIndicatorDrawing(spinner: spinner), ctx) }
        }
        guard Representable.UIViewType.self is UIPageControl.Type else { return Accord.makeNodes(placeholder, ctx) }
        let context = UIViewRepresentableContext<Representable>(coordinator: representable.makeCoordinator(), environment: ctx.environment)
        let view = representable.makeUIView(context: context)
        representable.updateUIView(view, context: context)
        guard let control = view as? UIPageControl else { return Accord.makeNodes(placeholder, ctx) }
        let dots = PageIndicatorRow(count: control.numberOfPages, current: control.currentPage,
                                    currentColor: control.currentPageIndicatorTintColor.map { Color($0) } ?? .white,
                                    otherColor: control.pageIndicatorTintColor.map { Color($0) } ?? Color.white.opacity(PageIndicatorRow.otherOpacity))
        return Accord.makeNodes(dots.frame(maxWidth: .infinity), ctx)
    }
    var placeholder: some View { Rectangle().fill(FillShapeStyle(level: 3)) }
}

/// A `UIActivityIndicatorView` in a representable: `ProgressView`'s spinner (the same UIKit
/// control: medium 20 pt, large 37 pt, ControlMetrics.spinnerSide) in its colour, centred in the
/// size the representable takes; nothing when stopped and `hidesWhenStopped` (UIKit's default,
/// true: Apple, `UIActivityIndicatorView.hidesWhenStopped`).
struct ActivityIndicatorDrawing: View {
    let spinner: UIActivityIndicatorView
    var body: some View {
        ZStack {
            if spinner.isAnimating || !spinner.hidesWhenStopped {
                ProgressView()
                    .controlSize(spinner.style == .large ? .large : .regular)
                    .tint(spinner.color.map { Color($0) })
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// `UIViewControllerRepresentable`'s drawing: a `UIPageViewController`'s hosted page, otherwise
/// the placeholder.
struct RepresentedUIViewController<Representable: UIViewControllerRepresentable>: View, PrimitiveView {
    let representable: Representable

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        if Representable.UIViewControllerType.self == UIViewController.self {
            let context = UIViewControllerRepresentableContext<Representable>(coordinator: representable.makeCoordinator(), environment: ctx.environment)
            let controller = representable.makeUIViewController(context: context)
            representable.updateUIViewController(controller, context: context)
            return Accord.makeNodes(PlainUIKitView(background: controller.view?.backgroundColor), ctx)
        }
        guard Representable.UIViewControllerType.self is UIPageViewController.Type else { return Accord.makeNodes(placeholder, ctx) }
        let context = UIViewControllerRepresentableContext<Representable>(coordinator: representable.makeCoordinator(), environment: ctx.environment)
        let controller = representable.makeUIViewController(context: context)
        representable.updateUIViewController(controller, context: context)
        guard let page = (controller as? UIPageViewController)?.viewControllers?.first as? any HostedRootViewProviding else {
            return Accord.makeNodes(placeholder, ctx)
        }
        return Accord.makeNodes(page.hostedRootView.frame(maxWidth: .infinity, maxHeight: .infinity), ctx)
    }
    var placeholder: some View { Rectangle().fill(FillShapeStyle(level: 3)) }
}

/// A camera preview (`AVCaptureVideoPreviewLayer`): black over the proposed size, as the layer
/// shows until its session delivers a frame — none does in a preview (AVFoundation+Capture.swift).
struct CameraPreviewDrawing: View {
    var body: some View { Rectangle().fill(Color.black) }
}

/// An empty UIKit view: its background colour over the proposed size, or nothing.
struct PlainUIKitView: View {
    let background: UIColor?
    var body: some View {
        if let background { Rectangle().fill(Color(background)) } else { Color.clear }
    }
}

/// UIPageControl's row of dots (also `TabView`'s `.page` style). The colours are Apple's
/// documented defaults (opaque white for the current page, translucent white for the others);
/// the sizes below are unconfirmed: no published iOS 14+ figure was found (the pre-iOS 14
/// control measured 7-pt dots with 9-pt gaps); Docs/support/uikit-env.md, the `UIPageControl` row.
struct PageIndicatorRow: View {
    /// A dot's diameter and the gap between two dots.
    static let dot: CGFloat = 8, gap: CGFloat = 8
    /// The row's height (the control's fixed intrinsic height).
    static let height: CGFloat = 26
    /// The opacity of the other pages' white: "translucent" in Apple's documentation.
    static let otherOpacity = 0.3
    let count: Int
    let current: Int
    var currentColor: Color = .white
    var otherColor: Color = Color.white.opacity(otherOpacity)
    var body: some View {
        HStack(spacing: Self.gap) {
            ForEach(0..<max(0, count), id: \.self) { i in
                Circle().fill(i == current ? currentColor : otherColor).frame(width: Self.dot, height: Self.dot)
            }
        }
        .frame(height: Self.height)
    }
}
