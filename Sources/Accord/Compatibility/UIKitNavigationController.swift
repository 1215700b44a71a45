import Foundation

// UIKit's navigation objects as SwiftUI apps reach them, typically from a
// `UIViewControllerRepresentable` "configurator" that styles the bar of the enclosing
// `UINavigationController`:
//     if let nav = controller.navigationController {
//         nav.navigationBar.standardAppearance = appearance; nav.hidesBarsOnSwipe = true …
//     }
// In Accord a SwiftUI view is not hosted in a `UINavigationController`: `NavigationStack`'s bar
// is drawn by Accord (Chrome/NavigationBar.swift), not by a `UINavigationBar`. So a controller's
// `navigationController` is nil (the configurator's branch does not run), and a navigation
// controller made by hand keeps its bar, items and appearances as values that nothing draws —
// INERT, as the appearance proxies are (UIKitAppearance.swift).

/// A button of a navigation bar or toolbar (`UIBarButtonItem`). Kept as values; not drawn.
open class UIBarButtonItem: @unchecked Sendable {
    /// How the item is drawn: plain, or bold (done).
    public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2 }
    /// UIKit's system items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }
    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open weak var target: AnyObject?
    open var action: Selector?
    open var tintColor: UIColor?
    open var isEnabled = true
    open var customView: UIView?
    open var width: CGFloat = 0
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?

    public init() { systemItem = nil }
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        self.title = title; self.style = style; self.target = target as AnyObject?; self.action = action
    }
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        self.image = image; self.style = style; self.target = target as AnyObject?; self.action = action
    }
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target as AnyObject?; self.action = action
    }
    public init(customView: UIView) { systemItem = nil; self.customView = customView }
}

/// The title, buttons and per-screen bar appearance of one screen (`UINavigationItem`).
open class UINavigationItem: @unchecked Sendable {
    /// When the screen's title is large.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    /// How the back button shows its title.
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backButtonTitle: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesSearchBarWhenScrolling = true
    open var standardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The first left button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    public init(title: String) { self.title = title }
    public init() {}
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}

/// Scales custom fonts and values with Dynamic Type as a text style does (`UIFontMetrics`): by
/// the ratio of the style's size at the trait collection's content size to its size at the
/// default size (Large), from the HIG type table `Font` uses. A preview's traits are at Large, so
/// `scaledFont(for:)` answers the font unchanged, as iOS does at the default size.
open class UIFontMetrics: @unchecked Sendable {
    let style: UIFont.TextStyle
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    func factor(_ traits: UITraitCollection?) -> CGFloat {
        let size = DynamicTypeSize((traits ?? UITraitCollection.current).preferredContentSizeCategory) ?? .large
        let s = style.swiftUI
        return Font.size(s, size) / Font.size(s, .large)
    }
    /// `font` at the preview's Dynamic Type size.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }
    /// `font` at the preview's Dynamic Type size, at most `maximumPointSize` points.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }
    /// `font` at the Dynamic Type size of `traitCollection`.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let f = factor(traitCollection)
        return f == 1 ? font : font.withSize(font.pointSize * f)
    }
    /// `font` at the Dynamic Type size of `traitCollection`, at most `maximumPointSize` points.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }
    /// `value` scaled as the style's size is.
    open func scaledValue(for value: CGFloat) -> CGFloat { value * factor(nil) }
    /// `value` scaled at the Dynamic Type size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }
}

/// A tab bar controller (`UITabBarController`): kept as values; Accord draws `TabView`'s bar itself.
open class UITabBarController: UIViewController, @unchecked Sendable {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    public let tabBar = UITabBar()
    open var selectedViewController: UIViewController? {
        guard let v = viewControllers, v.indices.contains(selectedIndex) else { return nil }
        return v[selectedIndex]
    }
    public override init() { super.init() }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
}
