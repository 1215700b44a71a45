import Foundation
import AccordLayout

// UIKit names SwiftUI files use in representables and helpers: `UIPageViewController` (paged
// carousels wrapped in `UIViewControllerRepresentable`), `UISearchBar` and its delegate, and
// `UIAccessibility`'s settings. Accord draws no UIKit: a representable wrapping these is drawn as
// its placeholder; the objects keep what is set on them, delegates and data sources are never
// asked, and accessibility settings answer a device's defaults (all off) (inert;
// Docs/support/uikit-env.md).

/// Supplies a page controller's pages (UIKit's `UIPageViewControllerDataSource`). Never asked.
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// Hears a page controller's transitions (UIKit's `UIPageViewControllerDelegate`; every method
/// optional). Never called.
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
}

/// A paged container of view controllers (UIKit's `UIPageViewController`).
open class UIPageViewController: UIViewController, @unchecked Sendable {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// The direction pages move along.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Which way a page change goes.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Options for the controller.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open private(set) var viewControllers: [UIViewController]?
    open var isDoubleSided = false

    /// A page controller with these settings.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init()
    }
    /// Shows `viewControllers` (kept; `completion` is called with true).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        self.viewControllers = viewControllers
        completion?(true)
    }
}

/// Hears a search bar (UIKit's `UISearchBarDelegate`; every method optional). Never called.
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
}

/// A search field (UIKit's `UISearchBar`): its settings are kept; nothing draws it.
open class UISearchBar: UIView, @unchecked Sendable {
    /// The bar's look.
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var keyboardType: UIKeyboardType = .default
    open weak var delegate: (any UISearchBarDelegate)?
    /// The bar's text field.
    open var searchTextField: UITextField { field }
    private let field = UITextField()
    /// Shows or hides the cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
}

/// UIKit's accessibility settings and announcements (`UIAccessibility`): a device with every
/// setting off; announcements go nowhere.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isDifferentiateWithoutColorEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    /// An announcement or change notice.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let announcement = Notification(rawValue: 1008)
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let pageScrolled = Notification(rawValue: 1009)
    }
    /// Posts `notification` (nothing hears it).
    public static func post(notification: Notification, argument: Any?) {}
    /// Posted when Reduce Motion changes (never, in a preview).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops (never, in a preview).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
