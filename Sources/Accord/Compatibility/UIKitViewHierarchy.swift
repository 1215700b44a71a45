import Foundation

// UIKit's view tree and Auto Layout, as UIKit code inside representables builds it
// (`view.addSubview(webView)`, `webView.translatesAutoresizingMaskIntoConstraints = false`,
// `NSLayoutConstraint.activate([webView.topAnchor.constraint(equalTo: view.topAnchor), …])`,
// `UIView.animate(withDuration:) { … }`). The tree is kept (subviews, superview, tags); Accord
// draws a representable as its placeholder, so nothing here is laid out or drawn: constraints are
// kept with their items and constants, never solved. Animations apply their changes at once and
// complete (`finished` true), as UIKit does when nothing animates.

extension UIView {
    /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    /// How a view resizes with its superview (UIKit's `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    /// Options of a view animation (UIKit's `UIView.AnimationOptions`).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }
    /// "No natural size" in one dimension (UIKit's `UIView.noIntrinsicMetric`, −1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The centre of the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The window the view is in: none (views are not in a UIKit window in a preview).
    public var window: UIWindow? { self as? UIWindow ?? superview?.window }

    /// Adds `view` on top of the subviews (removing it from its old superview).
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    /// Inserts `view` at `index` among the subviews.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.willMove(toSuperview: self)
        view.detach()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
    }
    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }
    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
    }
    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        willMove(toSuperview: nil)
        detach()
        didMoveToSuperview()
    }
    private func detach() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// Moves a subview to the top.
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }
    /// Moves a subview to the bottom.
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }
    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool { self === view || (superview?.isDescendant(of: view) ?? false) }
    /// The view or the first descendant with `tag`, depth first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let found = s.viewWithTag(tag) { return found } }
        return nil
    }
    /// Resizes the view to `sizeThatFits(_:)` of its size.
    public func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    /// Asks for layout (no UIKit layout pass runs in a preview).
    public func setNeedsLayout() {}
    /// Lays out now if asked: calls `layoutSubviews()` (UIKit's behaviour when layout is pending).
    public func layoutIfNeeded() { layoutSubviews() }
    /// Asks for drawing (Accord does not draw UIKit views).
    public func setNeedsDisplay() {}
    /// Asks for the constraints to be updated (never solved here).
    public func setNeedsUpdateConstraints() {}
    /// The constraints installed on this view (the active ones whose items' closest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { installedConstraints }
    /// Adds a constraint (activates it).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Adds constraints (activates them).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Removes a constraint (deactivates it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Removes constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The area inside the safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide { guide("UIViewSafeAreaLayoutGuide") }
    /// The area inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { guide("UIViewLayoutMarginsGuide") }
    private func guide(_ identifier: String) -> UILayoutGuide {
        if let g = layoutGuides[identifier] { return g }
        let g = UILayoutGuide(owningView: self, identifier: identifier)
        layoutGuides[identifier] = g
        return g
    }

    /// Runs `animations` at once (nothing animates in a still frame).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }
    /// Runs `animations` at once, then `completion(true)`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Runs `animations` at once, then `completion(true)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// A spring animation: runs `animations` at once, then `completion(true)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// A transition of `view`: runs `animations` at once, then `completion(true)`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }
    /// Runs `actionsWithoutAnimation` (nothing animates anyway).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
}

/// The status bar's look a controller asks for (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// A rectangle for Auto Layout that is not a view (UIKit's `UILayoutGuide`).
open class UILayoutGuide: @unchecked Sendable {
    open weak var owningView: UIView?
    open var identifier = ""
    public init() {}
    init(owningView: UIView, identifier: String) { self.owningView = owningView; self.identifier = identifier }
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

/// The priority of a constraint (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

extension NSLayoutConstraint {
    /// A layout direction (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}

extension UIView {
    /// How much the view resists growing past its intrinsic size along `axis` (kept, not solved);
    /// a view's default is `.defaultLow` (250), as UIKit's.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { huggingPriorities[axis] ?? .defaultLow }
    /// Sets the content hugging priority along `axis` (UIKit's `setContentHuggingPriority(_:for:)`).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { huggingPriorities[axis] = priority }
    /// How much the view resists shrinking below its intrinsic size along `axis` (kept, not solved);
    /// a view's default is `.defaultHigh` (750), as UIKit's.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { compressionPriorities[axis] ?? .defaultHigh }
    /// Sets the compression resistance priority along `axis` (UIKit's `setContentCompressionResistancePriority(_:for:)`).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { compressionPriorities[axis] = priority }
}

/// A linear relation between two layout attributes (UIKit's `NSLayoutConstraint`). Kept, never solved.
open class NSLayoutConstraint: @unchecked Sendable {
    /// The attributes a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    /// How the two sides compare.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    open private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    open private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    /// Whether the constraint is installed: active constraints are kept by the closest common
    /// ancestor of their items' views (UIKit's rule), which lists them in `constraints`.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                owner = NSLayoutConstraint.commonAncestor(firstItem, secondItem)
                owner?.installedConstraints.append(self)
            } else {
                owner?.installedConstraints.removeAll { $0 === self }
                owner = nil
            }
        }
    }
    private weak var owner: UIView?

    /// `item1.attribute1 = multiplier × item2.attribute2 + c` (or ≤, ≥).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }
    /// Activates the constraints.
    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    /// Deactivates the constraints.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    static func view(of item: AnyObject?) -> UIView? { item as? UIView ?? (item as? UILayoutGuide)?.owningView }
    static func commonAncestor(_ a: AnyObject?, _ b: AnyObject?) -> UIView? {
        guard let first = view(of: a) else { return view(of: b) }
        guard let second = view(of: b) else { return first }
        var ancestor: UIView? = first
        while let candidate = ancestor {
            if second.isDescendant(of: candidate) { return candidate }
            ancestor = candidate.superview
        }
        return first
    }
}

/// An attribute of a view or guide that constraints are made from (UIKit's `NSLayoutAnchor`).
open class NSLayoutAnchor<AnchorType: AnyObject>: @unchecked Sendable {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) { self.item = item; self.attribute = attribute }
    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}
/// A horizontal anchor.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {}
/// A vertical anchor.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {}
/// A width or height anchor.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
}
