import Foundation
import AccordLayout

// Wrapping UIKit views in SwiftUI (`UIViewRepresentable`, `UIViewControllerRepresentable`). Accord
// has no UIKit views to draw: a representable lays out as a UIKit view without an intrinsic
// size does (it takes the size it is proposed) and draws nothing; `makeUIView` is not called.

/// The context of a representable: its coordinator and environment.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

/// A UIKit view in SwiftUI. Inert: laid out as an empty view taking its proposed size.
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
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// An empty view that takes the proposed size (nothing UIKit is drawn).
    public var body: some View { Color.clear }
}

extension UIViewRepresentable where Coordinator == Void {
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
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public var body: some View { Color.clear }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// A blur or vibrancy view (for the common `VisualEffectView: UIViewRepresentable`).
open class UIVisualEffectView: UIView, @unchecked Sendable {
    open var effect: UIVisualEffect?
    public init(effect: UIVisualEffect?) { self.effect = effect; super.init(frame: .zero) }
    public required init() { super.init(frame: .zero) }
}

/// A spinning activity indicator (for representables wrapping one).
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
    public enum Style: Int, Sendable { case medium, large }
    open var style: Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    public init(style: Style) { self.style = style; super.init(frame: .zero) }
    public required init() { super.init(frame: .zero) }
    open func startAnimating() {}
    open func stopAnimating() {}
}

/// The system pasteboard, kept in memory for the preview process.
open class UIPasteboard: @unchecked Sendable {
    public static let general = UIPasteboard()
    private let lock = NSLock()
    private var items: [Any] = []
    public init() {}
    open var string: String? {
        get { lock.lock(); defer { lock.unlock() }; return items.first as? String }
        set { lock.lock(); items = newValue.map { [$0] } ?? []; lock.unlock() }
    }
    open var strings: [String]? {
        get { lock.lock(); defer { lock.unlock() }; return items.compactMap { $0 as? String } }
        set { lock.lock(); items = newValue ?? []; lock.unlock() }
    }
    open var url: URL? {
        get { lock.lock(); defer { lock.unlock() }; return items.first as? URL }
        set { lock.lock(); items = newValue.map { [$0] } ?? []; lock.unlock() }
    }
    open var image: UIImage? {
        get { lock.lock(); defer { lock.unlock() }; return items.first as? UIImage }
        set { lock.lock(); items = newValue.map { [$0] } ?? []; lock.unlock() }
    }
    open var hasStrings: Bool { !(strings ?? []).isEmpty }
    open var hasURLs: Bool { url != nil }
    open var hasImages: Bool { image != nil }
}
