import Foundation
import AccordLayout

// Wrapping UIKit views in SwiftUI (`UIViewRepresentable`, `UIViewControllerRepresentable`). Accord
// has no UIKit views to draw: a representable lays out as a UIKit view without an intrinsic
// size does (it takes the size it is proposed) and is drawn as a neutral placeholder of that
// size — UIKit's quaternary system fill (#787880 at 8 % light, #767680 at 18 % dark) — so the
// screen shows where the UIKit view is; `makeUIView` is not called (except for the page control
// and page view controller, UIKitPageControl.swift).

/// The context of a representable: its coordinator and environment.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the representable is in.
    public var environment: EnvironmentValues
    /// The current transaction (inert).
    public var transaction = Transaction()
}

/// The context of a view-controller representable: its coordinator and environment.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the representable is in.
    public var environment: EnvironmentValues
    /// The current transaction (inert).
    public var transaction = Transaction()
}

/// A UIKit view in SwiftUI: laid out taking its proposed size, drawn as a neutral placeholder.
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Tears down the UIKit view: never called (no UIKit view is made).
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// The size for a proposal; nil (the default) takes the size proposed, as Accord lays representables out.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// A placeholder that takes the proposed size (nothing UIKit is drawn); a `UIPageControl`
    /// is drawn as its dots (UIKitPageControl.swift).
    public var body: some View { RepresentedUIView(representable: self) }
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator by default.
    public func makeCoordinator() -> Coordinator { () }
}

/// A UIKit view controller in SwiftUI. Inert, as `UIViewRepresentable`.
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable {
    /// Tears down the view controller: never called.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// A placeholder that takes the proposed size (nothing UIKit is drawn); a
    /// `UIPageViewController` shows its hosted page (UIKitPageControl.swift).
    public var body: some View { RepresentedUIViewController(representable: self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator by default.
    public func makeCoordinator() -> Coordinator { () }
}

/// A blur or vibrancy view (for the common `VisualEffectView: UIViewRepresentable`).
open class UIVisualEffectView: UIView, @unchecked Sendable {
    /// The effect (blur or vibrancy); not drawn.
    open var effect: UIVisualEffect?
    /// A visual-effect view with `effect` (not drawn).
    public init(effect: UIVisualEffect?) { self.effect = effect; super.init(frame: .zero) }
    /// A visual-effect view without an effect (there are no archives).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A visual-effect view of a frame, without an effect.
    public override init(frame: CGRect) { super.init(frame: frame) }
}

/// A spinning activity indicator (for representables wrapping one).
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
    /// The spinner's size.
    public enum Style: Int, Sendable { case medium, large }
    /// The spinner's size.
    open var style: Style = .medium
    /// The spinner's colour.
    open var color: UIColor!
    /// Whether the spinner hides when stopped.
    open var hidesWhenStopped = true
    /// Whether it spins (`startAnimating()` was called last): a representable returning it draws
    /// the spinner, or nothing when stopped and `hidesWhenStopped` (UIKitPageControl.swift).
    public private(set) var isAnimating = false
    /// A spinner of `style` (UIKit's `UIActivityIndicatorView(style:)`).
    public init(style: Style) { self.style = style; super.init(frame: .zero) }
    /// A medium spinner of a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A medium spinner (there are no archives).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// Starts spinning (drawn as `ProgressView`'s spinner; no animation in a still).
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
}

/// The system pasteboard, kept in memory for the preview process.
open class UIPasteboard: @unchecked Sendable {
    /// The general pasteboard: in memory, per process (no system clipboard on a server).
    public static let general = UIPasteboard()
    private let lock = NSLock()
    private var items: [Any] = []
    /// An empty pasteboard.
    public init() {}
    /// The first string on the pasteboard.
    open var string: String? {
        get { lock.lock(); defer { lock.unlock() }; return items.first as? String }
        set { lock.lock(); items = newValue.map { [$0] } ?? []; lock.unlock() }
    }
    /// The strings on the pasteboard.
    open var strings: [String]? {
        get { lock.lock(); defer { lock.unlock() }; return items.compactMap { $0 as? String } }
        set { lock.lock(); items = newValue ?? []; lock.unlock() }
    }
    /// The URL on the pasteboard.
    open var url: URL? {
        get { lock.lock(); defer { lock.unlock() }; return items.first as? URL }
        set { lock.lock(); items = newValue.map { [$0] } ?? []; lock.unlock() }
    }
    /// The image on the pasteboard.
    open var image: UIImage? {
        get { lock.lock(); defer { lock.unlock() }; return items.first as? UIImage }
        set { lock.lock(); items = newValue.map { [$0] } ?? []; lock.unlock() }
    }
    /// Whether the pasteboard holds strings.
    open var hasStrings: Bool { !(strings ?? []).isEmpty }
    /// Whether the pasteboard holds a URL.
    open var hasURLs: Bool { url != nil }
    /// Whether the pasteboard holds an image.
    open var hasImages: Bool { image != nil }
}
