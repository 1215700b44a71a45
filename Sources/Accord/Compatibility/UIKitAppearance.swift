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
    /// The events a control sends to its targets (UIKit's `UIControl.Event`; UIKit's bit values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// The targets and actions added (kept; a preview sends no events, so none is called).
    private(set) var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []
    /// The closure actions added (kept; never performed in a preview).
    private(set) var closureActions: [(action: UIAction, events: Event)] = []
    /// Sends `action` to `target` when one of `controlEvents` happens (UIKit's `addTarget(_:action:for:)`):
    /// kept; a preview has no touches, so it is never sent.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((target as AnyObject?, action, controlEvents))
    }
    /// Removes targets and actions (UIKit's `removeTarget(_:action:for:)`).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetActions.removeAll { entry in
            (target == nil || entry.target === (target as AnyObject)) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }
    /// Performs `action` when one of `controlEvents` happens (UIKit's `addAction(_:for:)`): kept, never performed.
    open func addAction(_ action: UIAction, for controlEvents: Event) { closureActions.append((action, controlEvents)) }
    /// Removes a closure action (UIKit's `removeAction(_:for:)`).
    open func removeAction(_ action: UIAction, for controlEvents: Event) { closureActions.removeAll { $0.action === action } }
    /// Runs the closure actions added for `controlEvents` (UIKit's `sendActions(for:)`; target-selector
    /// actions cannot be called without the Objective-C runtime and are skipped).
    open func sendActions(for controlEvents: Event) {
        for entry in closureActions where !entry.events.isDisjoint(with: controlEvents) { entry.action.handler(entry.action) }
    }
    /// The events that have targets or actions.
    open var allControlEvents: Event { Event(rawValue: (targetActions.map(\.events) + closureActions.map(\.events)).reduce(0) { $0 | $1.rawValue }) }
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
    /// How the safe area adds to the content inset (UIKit's values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// How fast a scroll slows down after a fling.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate (0.998).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate (0.99).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// Told of scrolling and zooming: never in a still frame, except for what the app does itself
    /// (`setContentOffset`, which calls `scrollViewDidScroll(_:)` as UIKit does).
    open weak var delegate: UIScrollViewDelegate?
    /// The size of the scrollable content.
    open var contentSize = CGSize.zero
    /// Where the content is scrolled to (the origin at first launch).
    open var contentOffset = CGPoint.zero {
        didSet { if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) } }
    }
    /// The content inset with the safe area added (as set: the preview adds nothing).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var decelerationRate: DecelerationRate = .normal
    open var scrollsToTop = true
    open var directionalLockEnabled = false
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Whether a finger is on the content, dragging, or the content is still moving: never in a preview.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    /// Scrolls to an offset (at once: a still frame shows where it ends).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }
    /// Scrolls so that a rectangle of the content is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        guard !visible.contains(rect), bounds.width > 0, bounds.height > 0 else { return }
        var offset = contentOffset
        if rect.maxX > visible.maxX { offset.x = rect.maxX - bounds.width } else if rect.minX < visible.minX { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y = rect.maxY - bounds.height } else if rect.minY < visible.minY { offset.y = rect.minY }
        setContentOffset(offset, animated: animated)
    }
    /// Sets the zoom scale (kept between the minimum and maximum).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale) }
    /// Flashes the scroll indicators (nothing to flash in a still frame).
    open func flashScrollIndicators() {}
}

/// Told of a scroll view's scrolling and zooming (UIKit's `UIScrollViewDelegate`; every method
/// is optional, as in UIKit).
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
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

open class UITextView: UIScrollView, @unchecked Sendable {
    // Its delegate is the scroll view's `delegate` (a `UITextViewDelegate` is a
    // `UIScrollViewDelegate`, as in UIKit); kept, never called for text.
    open var text: String! = ""
    open var textColor: UIColor?
    open var font: UIFont?
    /// The text input traits (UIKitTextInput.swift): kept; a preview shows no keyboard.
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardType: UIKeyboardType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var textContentType: UITextContentType!
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false
    open var isEditable = true
    open var isSelectable = true
    open var textAlignment: NSTextAlignment = .natural
    /// The selection: none, as nothing is being edited.
    open var selectedTextRange: UITextRange?
    open var selectedRange = NSRange(location: 0, length: 0)
}
open class UITextField: UIControl, @unchecked Sendable {
    /// The field's delegate (kept; a preview edits nothing, so it is never called).
    open weak var delegate: (any UITextFieldDelegate)?
    open var text: String?
    /// The text input traits (UIKitTextInput.swift): kept; a preview shows no keyboard.
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardType: UIKeyboardType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var textContentType: UITextContentType!
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false
    open var textAlignment: NSTextAlignment = .natural
    /// The selection: none, as nothing is being edited.
    open var selectedTextRange: UITextRange?
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
    /// The bar's look (UIKit's values).
    public enum Style: Int, Sendable { case `default`, bar }
    open var progressViewStyle: Style = .default
    /// A progress view of a style.
    public convenience init(progressViewStyle style: Style) { self.init(); progressViewStyle = style }
}

open class UIStackView: UIView, @unchecked Sendable {}
open class UIImageView: UIView, @unchecked Sendable {
    open var image: UIImage?
    /// The configuration its symbol images are shown with (kept; a UIKit view is not drawn).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// An image view showing `image` (UIKit's `init(image:)`; kept, not drawn).
    public convenience init(image: UIImage?) { self.init(frame: .zero); self.image = image }
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
