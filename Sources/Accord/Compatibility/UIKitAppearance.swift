import Foundation
import AccordLayout

// UIKit views that SwiftUI apps style through appearance proxies in an `init()` or the app's
// start-up (`UITabBar.appearance().backgroundColor = …`, `UINavigationBar.appearance()
// .largeTitleTextAttributes = […]`, `UITableView.appearance().backgroundColor = .clear`). The
// properties can be set and read back; they are inert: Accord draws neither tab bars nor UIKit
// tables, and a List's background is SwiftUI's (`.scrollContentBackground`).

extension NSAttributedString.Key {
    /// UIKit's text attributes (values: `UIColor`, `UIFont`…).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// A control's state (for per-state attributes and colours).
public struct UIControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = UIControlState([])
    public static let highlighted = UIControlState(rawValue: 1 << 0)
    public static let disabled = UIControlState(rawValue: 1 << 1)
    public static let selected = UIControlState(rawValue: 1 << 2)
    public static let focused = UIControlState(rawValue: 1 << 3)
}

open class UIControl: UIView, @unchecked Sendable {
    public typealias State = UIControlState
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
}

open class UIScrollView: UIView, @unchecked Sendable {
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var contentInset = UIEdgeInsets.zero
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

open class UITableView: UIScrollView, @unchecked Sendable {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets.zero
    open var sectionHeaderTopPadding: CGFloat = 0
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 44
}

open class UITableViewCell: UIView, @unchecked Sendable {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    open var selectionStyle: SelectionStyle = .default
    open var selectedBackgroundView: UIView?
}

open class UICollectionView: UIScrollView, @unchecked Sendable {}
open class UITextView: UIScrollView, @unchecked Sendable {
    /// The view's delegate (kept; never called).
    open weak var delegate: (any UITextViewDelegate)?
    open var text: String! = ""
    open var textColor: UIColor?
    open var font: UIFont?
}
open class UITextField: UIControl, @unchecked Sendable {
    /// The field's delegate (kept; a preview edits nothing, so it is never called).
    open weak var delegate: (any UITextFieldDelegate)?
    open var text: String?
    open var placeholder: String?
    open var textColor: UIColor?
    open var font: UIFont?
    open var clearButtonMode: ViewMode = .never
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}
open class UILabel: UIView, @unchecked Sendable {
    open var text: String?
    open var textColor: UIColor!
    open var font: UIFont!
    open var numberOfLines = 1
    open var adjustsFontSizeToFitWidth = false
}

open class UISwitch: UIControl, @unchecked Sendable {
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var isOn = false
}

open class UISegmentedControl: UIControl, @unchecked Sendable {
    open var selectedSegmentTintColor: UIColor?
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { attributes[state.rawValue] }
}

open class UIPageControl: UIControl, @unchecked Sendable {
    open var currentPageIndicatorTintColor: UIColor?
    open var pageIndicatorTintColor: UIColor?
    open var numberOfPages = 0
    open var currentPage = 0
}

open class UIProgressView: UIView, @unchecked Sendable {
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    /// The progress, 0…1 (kept, clamped as UIKit clamps it).
    open var progress: Float = 0
    /// Sets the progress (no animation in a still frame).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = min(max(progress, 0), 1) }
}

open class UIStackView: UIView, @unchecked Sendable {}
open class UIImageView: UIView, @unchecked Sendable {
    open var image: UIImage?
}

/// A bar's shared appearance values (iOS 13's `UIBarAppearance`).
open class UIBarAppearance: @unchecked Sendable {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundEffect: UIBlurEffect?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    public required init() {}
    open func configureWithDefaultBackground() { backgroundColor = nil; shadowColor = nil }
    open func configureWithOpaqueBackground() { backgroundColor = .systemBackground; shadowColor = .separator }
    open func configureWithTransparentBackground() { backgroundColor = .clear; shadowColor = .clear }
}

/// A visual effect (blur or vibrancy).
open class UIVisualEffect: @unchecked Sendable {
    public init() {}
}

/// A blur (the bars' material).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }
    public let style: Style
    public init(style: Style) { self.style = style; super.init() }
}

open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

open class UIBarButtonItemAppearance: @unchecked Sendable {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public init() {}
}
open class UIBarButtonItemStateAppearance: @unchecked Sendable {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public init() {}
}

open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}
open class UITabBarItemAppearance: @unchecked Sendable {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public init() {}
}
open class UITabBarItemStateAppearance: @unchecked Sendable {
    open var iconColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgeBackgroundColor: UIColor?
    public init() {}
}

open class UINavigationBar: UIView, @unchecked Sendable {
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var shadowImage: UIImage?
    open var barStyle: UIBarStyle = .default
    /// The items of the screens on the bar's stack (UIKit's; none unless set).
    open var items: [UINavigationItem]?
    /// The top screen's item.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one (the back button's screen).
    open var backItem: UINavigationItem? { items.flatMap { $0.count > 1 ? $0[$0.count - 2] : nil } }
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
}

open class UITabBar: UIView, @unchecked Sendable {
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var shadowImage: UIImage?
    open var backgroundImage: UIImage?
    open var barStyle: UIBarStyle = .default
}

open class UIToolbar: UIView, @unchecked Sendable {
    open var barTintColor: UIColor?
    open var isTranslucent = true
}

public enum UIBarStyle: Int, Sendable { case `default`, black }
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }
