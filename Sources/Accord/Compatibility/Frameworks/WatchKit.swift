import Foundation

// WatchKit names a watchOS SwiftUI file uses (`import WatchKit` is commented out in a preview,
// which shows an iPhone; these come with `import SwiftUI`): the extension and application
// objects, the device and its haptics. A preview is not a watch app: nothing is opened or played,
// no controller exists, and the device answers with the iPhone's screen.

/// A haptic a watch plays (WatchKit's `WKHapticType`).
public enum WKHapticType: Int, Sendable {
    case notification = 0, directionUp, directionDown, success, failure, retry, start, stop, click
    case navigationLeftAndRight, navigationGenericManeuver, underwaterDepthPrompt, underwaterDepthCriticalPrompt
}

/// The device the watch app runs on (WatchKit's `WKInterfaceDevice`): in a preview the iPhone's screen.
open class WKInterfaceDevice: @unchecked Sendable {
    private static let shared = WKInterfaceDevice()
    /// The current device.
    open class func current() -> WKInterfaceDevice { shared }
    /// The screen in points (the preview device's).
    open var screenBounds: CGRect { UIScreen.main.bounds }
    /// The screen's scale.
    open var screenScale: CGFloat { UIScreen.main.scale }
    open var name: String { "Apple Watch" }
    open var model: String { "Apple Watch" }
    open var systemName: String { "watchOS" }
    open var systemVersion: String { "11.0" }
    open var preferredContentSizeCategory: String { "UICTContentSizeCategoryL" }
    open var isBatteryMonitoringEnabled = false
    /// The battery level: -1, unknown (monitoring is not enabled), as WatchKit answers.
    open var batteryLevel: Float { -1 }
    /// Plays a haptic: nothing (a preview has no Taptic Engine).
    open func play(_ type: WKHapticType) {}
}

/// The watch app's delegate (WatchKit's `WKApplicationDelegate` / `WKExtensionDelegate`; all methods optional).
public protocol WKApplicationDelegate: AnyObject {
    func applicationDidFinishLaunching()
    func applicationDidBecomeActive()
    func applicationWillResignActive()
    func applicationWillEnterForeground()
    func applicationDidEnterBackground()
}
extension WKApplicationDelegate {
    public func applicationDidFinishLaunching() {}
    public func applicationDidBecomeActive() {}
    public func applicationWillResignActive() {}
    public func applicationWillEnterForeground() {}
    public func applicationDidEnterBackground() {}
}
/// The watch extension's delegate (watchOS 6's name of `WKApplicationDelegate`).
public typealias WKExtensionDelegate = WKApplicationDelegate

/// The state of the watch app.
public enum WKApplicationState: Int, Sendable { case active = 0, inactive, background }

/// A watch interface controller (WatchKit's `WKInterfaceController`); none exists in a preview.
open class WKInterfaceController: @unchecked Sendable {
    public init() {}
    open func awake(withContext context: Any?) {}
    open func willActivate() {}
    open func didDeactivate() {}
}

/// The watch app (WatchKit's `WKApplication`, watchOS 7+).
open class WKApplication: @unchecked Sendable {
    private static let instance = WKApplication()
    /// The app object.
    open class func shared() -> WKApplication { instance }
    /// The delegate (kept; never called: a preview launches no watch app).
    open weak var delegate: (any WKApplicationDelegate)?
    /// The root controller: none (SwiftUI lifecycle).
    open var rootInterfaceController: WKInterfaceController? { nil }
    /// The app's state: active (a preview is on screen).
    open var applicationState: WKApplicationState { .active }
    open var isApplicationRunningInDock: Bool { false }
    open var isAutorotating = false
    open var isFrontmostTimeoutExtended = false
    /// Opens a system URL (tel:, sms:, maps): nothing is opened in a preview.
    open func openSystemURL(_ url: URL) {}
    /// Registers for remote notifications: nothing is registered.
    open func registerForRemoteNotifications() {}
}

/// The watch extension (WatchKit's `WKExtension`, the pre-watchOS 7 name of the app object).
open class WKExtension: WKApplication, @unchecked Sendable {
    private static let extensionInstance = WKExtension()
    /// The extension object.
    open override class func shared() -> WKExtension { extensionInstance }
}
