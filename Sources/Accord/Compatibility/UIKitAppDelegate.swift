import Foundation
import AccordLayout

// The app-delegate and presentation-controller names SwiftUI apps declare next to their views
// (`class AppDelegate: NSObject, UIApplicationDelegate`, `@UIApplicationDelegateAdaptor`,
// a sheet's `UIAdaptivePresentationControllerDelegate`). A preview runs no app: these compile,
// the delegate is created (as SwiftUI creates it once) and none of its callbacks is called. Inert.

/// The app's delegate (UIKit's `UIApplicationDelegate`). Every method is optional; Accord calls none.
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`). Inert.
public protocol UIWindowSceneDelegate: AnyObject {
    var window: UIWindow? { get set }
}

extension UIApplication {
    /// Keys of the launch options dictionary (UIKit's `UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
    /// Keys of the options of `application(_:open:options:)` (UIKit's `UIApplication.OpenURLOptionsKey`).
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}

/// A scene's session (UIKit's `UISceneSession`).
open class UISceneSession: Hashable, @unchecked Sendable {
    public struct Role: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    public let role: Role
    /// The session's identifier.
    public let persistentIdentifier = UUID().uuidString
    public init(role: Role = .windowApplication) { self.role = role }
    /// Sessions are equal when they are the same object (UIKit: `NSObject` identity).
    public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

extension UIScene {
    /// The options a scene is connected with (UIKit's `UIScene.ConnectionOptions`): none in a preview.
    public final class ConnectionOptions: @unchecked Sendable {
        public init() {}
        public var urlContexts: Set<AnyHashable> { [] }
    }
}

/// How a scene is configured (UIKit's `UISceneConfiguration`).
open class UISceneConfiguration: @unchecked Sendable {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    public init(name: String?, sessionRole: UISceneSession.Role) { self.name = name; self.role = sessionRole }
}

/// SwiftUI's `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` in an `App`.
/// A preview builds views, not the app, so the delegate is never created: the type is kept, and
/// reading `appDelegate` stops the preview with a message saying so. (Swift on Linux cannot create
/// an `NSObject` subclass from its type: `NSObject.init()` is not `required` there.)
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    let delegateType: DelegateType.Type
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { self.delegateType = delegateType }
    public var wrappedValue: DelegateType {
        fatalError("accord: the app delegate \(DelegateType.self) is not created in a preview (previews build views, not the app)")
    }
    public var projectedValue: DelegateType { wrappedValue }
}

/// What presents a view controller (UIKit's `UIPresentationController`). Nothing is presented
/// through UIKit in a preview: it exists for delegates to be declared and assigned.
open class UIPresentationController: @unchecked Sendable {
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController?
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    public init(presentedViewController: UIViewController, presenting: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presenting
    }
}

/// A sheet controller (UIKit's `UISheetPresentationController`): detents are settable, inert.
open class UISheetPresentationController: UIPresentationController, @unchecked Sendable {
    public struct Detent: Hashable, Sendable {
        let id: String
        public static func medium() -> Detent { Detent(id: "medium") }
        public static func large() -> Detent { Detent(id: "large") }
    }
    open var detents: [Detent] = [.large()]
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat?
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that does not dim what is behind the sheet.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    /// Changes the sheet's detents in an animation: `changes` run at once.
    open func animateChanges(_ changes: () -> Void) { changes() }
}

extension UISheetPresentationController.Detent {
    /// A detent's name (UIKit's `UISheetPresentationController.Detent.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let medium = Identifier("com.apple.UIKit.medium")
        public static let large = Identifier("com.apple.UIKit.large")
    }
    /// This detent's name.
    public var identifier: Identifier { Identifier(id == "medium" ? "com.apple.UIKit.medium" : "com.apple.UIKit.large") }
}

/// Delegate of a sheet (UIKit's `UISheetPresentationControllerDelegate`); never called.
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}
extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// Delegate of a presentation (UIKit's `UIAdaptivePresentationControllerDelegate`); never called.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIViewController {
    /// The controller presenting this one (none in a preview: `nil`, as for a root controller).
    public var presentationController: UIPresentationController? { nil }
    public var sheetPresentationController: UISheetPresentationController? { nil }
    /// The popover presentation (none: nothing is presented through UIKit in a preview).
    public var popoverPresentationController: UIPopoverPresentationController? { nil }
}

extension UIViewController {
    /// The controller's parent, navigation and tab controllers: none in a preview (nil; a
    /// SwiftUI view is not hosted in UIKit's containers, UIKitNavigationController.swift).
    public var parent: UIViewController? { nil }
    public var navigationController: UINavigationController? { nil }
    public var tabBarController: UITabBarController? { nil }
    public var children: [UIViewController] { [] }
    public var isBeingPresented: Bool { false }
    public var isBeingDismissed: Bool { false }
    public var isModalInPresentation: Bool {
        get { false }
        set {}
    }
}

extension UIApplication {
    // The app's life-cycle notifications (UIKit's names and raw names). A preview's app is
    // active from the start and never changes state, so none of them is posted.

    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system warns of low memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the time changes significantly (midnight, a new time zone).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted when the user takes a screenshot.
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the protected data becomes available.
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
}
