import Foundation
import AccordLayout

// UIKit names that SwiftUI code reaches for (screen size, safe-area insets, the device, keyboard
// dismissal, haptics). They describe the preview's device (`CurrentPreviewDevice`): an iPhone 15
// unless the preview runs on another. Nothing here has a run loop behind it: actions are accepted
// and do nothing (see Docs/support/uikit-env.md).
// (Longer than ~400 lines: the application, scene, window, screen and device objects are one
// graph that `UIApplication.shared` reaches; the seam for a split is the orientation and idiom
// enums with the device (`UISceneActivationState` onwards).)

/// UIKit's edge insets (left/right, not leading/trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

extension EdgeInsets {
    /// SwiftUI's insets from UIKit's (left-to-right: left is leading).
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}

/// Objective-C selectors do not exist on Linux (`#selector` needs the Objective-C runtime); a
/// `Selector("name")` is accepted where UIKit takes one.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
}

/// The base of UIKit's responder chain. Accord has no first responder: the methods answer as a
/// view that is not editing would.
open class UIResponder: Hashable, @unchecked Sendable {
    public init() {}
    public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
    /// Edits the menu bar (UIKitMenus.swift): a preview has none; an app delegate's override is
    /// never called by Accord.
    open func buildMenu(with builder: UIMenuBuilder) {}
    /// Validates a menu command before it is shown (never: no menus are shown).
    open func validate(_ command: UICommand) {}
    /// The key commands this responder handles (none are pressed in a preview).
    open var keyCommands: [UIKeyCommand]? { nil }
    /// Physical buttons and keys (UIKitEvents.swift): never called, no event is delivered.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    /// Motion events (a shake): never called, no event is delivered.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    /// Hears a key-value observation it was added for (FoundationKeyValueObserving.swift): only
    /// an `.initial` report, at once. Does nothing unless overridden.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}
}

/// A type whose views can be styled through appearance proxies.
public protocol UIAppearanceContainer: AnyObject {}

/// UIKit's view. In Accord it exists for appearance proxies (`UITabBar.appearance()`…) and
/// `UIWindow`: its properties can be set and read; nothing draws it.
open class UIView: UIResponder, UIAppearanceContainer, @unchecked Sendable {
    open var frame: CGRect
    open var bounds: CGRect { get { CGRect(origin: .zero, size: frame.size) } set { frame.size = newValue.size } }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// The gesture recognizers added (UIKitGestureRecognizer.swift).
    var recognizers: [UIGestureRecognizer] = []
    /// The view's layer (kept, not drawn: QuartzCore.swift).
    public let layer: CALayer
    /// The subviews, back to front (UIKitViewHierarchy.swift).
    public internal(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public internal(set) weak var superview: UIView?
    open var tag = 0
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var transform: CGAffineTransform = .identity
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The active constraints this view holds (UIKitViewHierarchy.swift).
    var installedConstraints: [NSLayoutConstraint] = []
    /// The view's layout guides, made on first use (UIKitViewHierarchy.swift).
    var layoutGuides: [String: UILayoutGuide] = [:]
    /// Content hugging and compression resistance priorities set, by axis (UIKitViewHierarchy.swift).
    var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// A view of `frame` (UIKit's designated initializer).
    public init(frame: CGRect) { self.frame = frame; layer = Self.makeLayer(); super.init(); layer.frame = frame }
    /// A view from an archive (UIKit's required initializer; there are no archives here: an empty view).
    public required init?(coder: NSCoder) { frame = .zero; layer = Self.makeLayer(); super.init() }
    /// A view with a zero frame, as UIKit's `init()` (`init(frame: .zero)`): a convenience
    /// initializer, so a subclass may declare its own `init()` (`init() { super.init(frame: .zero) }`)
    /// and one that overrides `init(frame:)` and `init?(coder:)` inherits it.
    public override convenience init() { self.init(frame: .zero) }

    /// The class of the view's layer (`CALayer`; subclasses return `CAShapeLayer.self`…). `AnyClass`
    /// as UIKit's, so `override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }` compiles.
    open class var layerClass: AnyClass { CALayer.self }
    /// A new layer of `layerClass` (a `CALayer` when the class is not a layer class).
    private static func makeLayer() -> CALayer { ((layerClass as? CALayer.Type) ?? CALayer.self).init() }
    /// Lays out subviews: UIKit calls it when layout is needed; Accord never does (no UIKit layout pass).
    open func layoutSubviews() {}
    /// Draws the view's content: never called (Accord does not draw UIKit views).
    open func draw(_ rect: CGRect) {}
    /// The size that fits `size`: the current size, as `UIView`'s default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    /// The view's natural size: none (`UIView.noIntrinsicMetric` both ways).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Called when the view is added to or removed from a superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new superview.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called when the view's window changes (never: views are not in a UIKit window).
    open func didMoveToWindow() {}
    /// Called when a subview is added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called when the trait environment changes (never in a still frame).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// UIKit's fitting sizes (`systemLayoutSizeFitting`): large finite numbers, and zero.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
    public static let layoutFittingCompressedSize = CGSize.zero

    private static let proxies = ProxyStore()

    /// The shared appearance proxy of this class: the values set on it are kept for the process.
    /// They are inert (the bars and tables they style are not drawn by UIKit here).
    public class func appearance() -> Self {
        proxies.proxy(for: self, key: ObjectIdentifier(self))
    }
    /// The appearance proxy used inside the given containers (one per class; inert, as `appearance()`).
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearance()
    }

    final class ProxyStore: @unchecked Sendable {
        let lock = NSLock()
        var proxies: [ObjectIdentifier: UIView] = [:]
        func proxy<T: UIView>(for type: T.Type, key: ObjectIdentifier) -> T {
            lock.lock(); defer { lock.unlock() }
            if let p = proxies[key] as? T { return p }
            // No UIView initializer is `required` but `init?(coder:)` (UIKit's rule): the proxy is
            // made with it (Accord's classes make an empty view; a subclass's may stop).
            guard let p = type.init(coder: NSCoder()) else { fatalError("\(type).appearance(): init?(coder:) gave no view") }
            proxies[key] = p
            return p
        }
    }
}

/// A view controller (for `window.rootViewController`; never presented).
open class UIViewController: UIResponder, UIAppearanceContainer, @unchecked Sendable {
    open var title: String?
    open var presentedViewController: UIViewController?
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The screen's title and bar buttons (kept; not drawn, UIKitNavigationController.swift).
    public let navigationItem = UINavigationItem()
    /// How the controller would be presented (kept; UIKit presentation shows nothing here).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The size the controller asks a popover or form sheet for (kept).
    open var preferredContentSize: CGSize = .zero
    public override init() { super.init() }
    /// A controller made from a nib (there are no nibs: the same as `init()`).
    public convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { self.init() }
    /// The controller's view, loaded on first use as UIKit does: `loadView()`, then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    private var loadedView: UIView?
    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The view if it is loaded, else nil (never loads it).
    open var viewIfLoaded: UIView? { loadedView }
    /// Makes the view (a plain view the size of the screen unless overridden).
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    /// Loads the view if it is not loaded.
    open func loadViewIfNeeded() { _ = view }
    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears (never: nothing is presented through UIKit in a preview).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears (never in a preview).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears (never in a preview).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears (never in a preview).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews (never: no UIKit layout pass).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews (never).
    open func viewDidLayoutSubviews() {}
    /// Called on a memory warning (never in a preview).
    open func didReceiveMemoryWarning() {}
    /// Called when the trait environment changes (never in a still frame).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller is added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
    /// Adds a child controller (kept; `children` and `parent` stay as a preview answers them).
    open func addChild(_ childController: UIViewController) { childControllers.append(childController) }
    /// Removes the controller from its parent.
    open func removeFromParent() {}
    var childControllers: [UIViewController] = []
    /// The status bar style the controller asks for.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller asks to hide the status bar.
    open var prefersStatusBarHidden: Bool { false }
    /// Asks the system to read the status bar appearance again (nothing to update in a preview).
    open func setNeedsStatusBarAppearanceUpdate() {}
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
}

/// The preview device's screen.
open class UIScreen: @unchecked Sendable, Hashable {
    let device: PreviewDevice
    init(device: PreviewDevice) { self.device = device }
    public static func == (a: UIScreen, b: UIScreen) -> Bool { a.device == b.device }
    public func hash(into h: inout Hasher) { h.combine(device) }

    /// The screen of the device the preview runs on (iPhone 15: 393×852 points at 3×).
    public class var main: UIScreen { UIScreen(device: CurrentPreviewDevice.device) }
    /// The screen in points, portrait-up.
    open var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// The screen in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.size.width * nativeScale, height: device.size.height * nativeScale)
    }
    open var scale: CGFloat { device.screenScale }
    open var nativeScale: CGFloat { device.screenScale }
    open var brightness: CGFloat = 0.5
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open var maximumFramesPerSecond: Int { 60 }
}

/// The state of a scene.
public enum UISceneActivationState: Int, Hashable, Sendable {
    case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
}

public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// A scene of the app.
open class UIScene: UIResponder, @unchecked Sendable {
    open var activationState: UISceneActivationState { .foregroundActive }
    open var title: String! = ""
}

/// The app's one window scene: the preview device's screen and its window.
open class UIWindowScene: UIScene, @unchecked Sendable {
    let window: UIWindow
    init(device: PreviewDevice) {
        window = UIWindow(device: device)
        super.init()
        window.windowScene = self
    }
    open var windows: [UIWindow] { [window] }
    open var keyWindow: UIWindow? { window }
    open var screen: UIScreen { UIScreen(device: window.device) }
    open var interfaceOrientation: UIInterfaceOrientation { window.device.isLandscape ? .landscapeRight : .portrait }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(height: window.device.safeArea.top) }
}

/// The status bar's geometry (its height is the device's top safe-area inset).
open class UIStatusBarManager: @unchecked Sendable {
    let height: CGFloat
    init(height: CGFloat) { self.height = height }
    open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: height) }
    open var isStatusBarHidden: Bool { false }
}

/// The preview's window: the device's bounds and safe-area insets.
open class UIWindow: UIView, @unchecked Sendable {
    let device: PreviewDevice
    open weak var windowScene: UIWindowScene?
    open var rootViewController: UIViewController?
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    init(device: PreviewDevice) {
        self.device = device
        super.init(frame: CGRect(origin: .zero, size: device.size))
    }
    /// A window of the preview device's size.
    public convenience init() { self.init(device: CurrentPreviewDevice.device) }
    /// A window of the preview device (there are no archives).
    public required init?(coder: NSCoder) {
        device = CurrentPreviewDevice.device
        super.init(frame: CGRect(origin: .zero, size: device.size))
    }
    /// A window of a scene (the scene's screen size; not shown, SceneDelegate code compiles).
    public convenience init(windowScene: UIWindowScene) {
        self.init(device: windowScene.window.device)
        self.windowScene = windowScene
    }
    /// The device's safe-area insets (iPhone 15: 59 top, 34 bottom).
    open override var safeAreaInsets: UIEdgeInsets {
        let s = device.safeArea
        return UIEdgeInsets(top: s.top, left: s.leading, bottom: s.bottom, right: s.trailing)
    }
    open var isKeyWindow: Bool { true }
    open var screen: UIScreen { UIScreen(device: device) }
    open func makeKeyAndVisible() {}
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// The running app: its scenes and windows are the preview device's.
open class UIApplication: UIResponder, @unchecked Sendable {
    public static let shared = UIApplication()

    private let lock = NSLock()
    private var cached: UIWindowScene?
    private var scene: UIWindowScene {
        lock.lock(); defer { lock.unlock() }
        let d = CurrentPreviewDevice.device
        if let c = cached, c.window.device == d { return c }
        let s = UIWindowScene(device: d)
        cached = s
        return s
    }

    public enum State: Int, Sendable { case active, inactive, background }

    /// The key under which `open(_:options:completionHandler:)` takes options.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    public static let openSettingsURLString = "app-settings:"
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    open var connectedScenes: Set<UIScene> { [scene] }
    open var windows: [UIWindow] { scene.windows }
    open var keyWindow: UIWindow? { scene.keyWindow }
    open var applicationState: State { .active }
    open var isIdleTimerDisabled = false
    open var applicationIconBadgeNumber = 0
    open var supportsAlternateIcons: Bool { false }
    open var alternateIconName: String? { nil }
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Sends an action up the responder chain (`#selector(UIResponder.resignFirstResponder)` to
    /// dismiss the keyboard). Inert: there is no keyboard; answers false (no responder handled it).
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    /// Opens a URL. Inert: nothing is opened; the completion handler is told it was not.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }
    open func canOpenURL(_ url: URL) -> Bool { false }
    open func setAlternateIconName(_ name: String?, completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    open func registerForRemoteNotifications() {}
    open func unregisterForRemoteNotifications() {}
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The preview's device: an iPhone or an iPad.
open class UIDevice: @unchecked Sendable {
    let device: PreviewDevice
    init(device: PreviewDevice) { self.device = device }
    public class var current: UIDevice { UIDevice(device: CurrentPreviewDevice.device) }
    /// "iPhone" or "iPad", as UIKit answers.
    open var model: String { device.isPad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    open var name: String { model }
    open var systemName: String { "iOS" }
    /// The iOS version Accord's metrics follow.
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { device.isPad ? .pad : .phone }
    open var orientation: UIDeviceOrientation { device.isLandscape ? .landscapeLeft : .portrait }
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var isMultitaskingSupported: Bool { true }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// Haptics: accepted and inert (a still frame cannot vibrate).
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    open func prepare() {}
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) { self.style = style; super.init() }
    public override init() { style = .medium; super.init() }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    open func selectionChanged() {}
}
