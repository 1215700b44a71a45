import Foundation
import AccordLayout

// UIKit's collection view, as SwiftUI apps wrap it in a `UIViewRepresentable` (a flow layout of
// tags or photos, a data source and a delegate). The view keeps its layout, data source,
// delegate (the scroll view's `delegate`) and registered cells; like every UIKit view in a representable it is not drawn (the
// representable draws UIKit's neutral box), so the data source is never asked for cells.

/// How a collection view places its items (UIKit's abstract layout).
open class UICollectionViewLayout: @unchecked Sendable {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?
    public init() {}
    /// Marks the layout for recomputation (nothing to recompute: the view is not drawn).
    open func invalidateLayout() {}
    /// Computes the layout (UIKit calls it before laying out; never called here).
    open func prepare() {}
    /// The size of the whole content (zero: nothing is laid out).
    open var collectionViewContentSize: CGSize { .zero }
}

/// UIKit's line-by-line layout: items of `itemSize` in rows (or columns), with spacing and insets.
open class UICollectionViewFlowLayout: UICollectionViewLayout, @unchecked Sendable {
    /// The size of each item when the delegate gives none: 50 × 50 points (UIKit's default).
    open var itemSize = CGSize(width: 50, height: 50)
    /// An estimate for self-sizing items (`.zero`: no self-sizing; UIKit's default).
    open var estimatedItemSize = CGSize.zero
    /// The space between lines: 10 points (UIKit's default).
    open var minimumLineSpacing: CGFloat = 10
    /// The space between items of a line: 10 points (UIKit's default).
    open var minimumInteritemSpacing: CGFloat = 10
    /// The insets around each section (none by default).
    open var sectionInset = UIEdgeInsets.zero
    /// The direction the content scrolls (vertical by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The size of section headers and footers (zero: none).
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    /// Whether headers and footers stay pinned while scrolling.
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false
    /// Where the section insets are measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }
    /// UIKit's constant asking items to size themselves.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
    public override init() { super.init() }
}

/// A view a collection view shows as an item, header or footer (UIKit's reusable view).
open class UICollectionReusableView: UIView, @unchecked Sendable {
    /// The identifier the view was registered with.
    open internal(set) var reuseIdentifier: String?
    /// Clears the view before it is reused (never reused here).
    open func prepareForReuse() {}
}

/// A collection view's item: its `contentView` holds what the app adds.
open class UICollectionViewCell: UICollectionReusableView, @unchecked Sendable {
    /// The view the app adds its subviews to.
    open private(set) lazy var contentView: UIView = {
        let v = UIView(frame: CGRect(origin: .zero, size: frame.size))
        addSubview(v)
        return v
    }()
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false
}

/// Items in sections laid out by a `UICollectionViewLayout` (UIKit's). Kept, not drawn.
open class UICollectionView: UIScrollView, @unchecked Sendable {
    /// The direction a flow layout scrolls.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// Where an item is scrolled to.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    /// UIKit's kinds of supplementary views.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout (set again with `setCollectionViewLayout(_:animated:)`).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// Gives the cells (kept; never asked: the view is not drawn).
    open weak var dataSource: (any UICollectionViewDataSource)?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView?
    private var cellIdentifiers: Set<String> = []

    /// A collection view of `frame` laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }
    /// A collection view from an archive: a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Registers a cell class for an identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellIdentifiers.insert(identifier)
    }
    /// Registers a header or footer class (kept).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}
    /// A cell for `identifier`. Only a data source's `cellForItemAt` asks for one, and the view is
    /// never drawn, so it is never asked: a plain cell (not of the registered class).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }
    /// A header or footer view (a plain reusable view).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }
    /// Reloads the items (nothing is shown, so nothing to reload).
    open func reloadData() {}
    open func reloadItems(at indexPaths: [IndexPath]) {}
    open func reloadSections(_ sections: IndexSet) {}
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    /// The number of sections the data source reports (1 when it does not say).
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
    /// The number of items the data source reports for `section`.
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }
    /// The visible cells: none (the view is not drawn).
    open var visibleCells: [UICollectionViewCell] { [] }
    open var indexPathsForSelectedItems: [IndexPath]? { [] }
    open var indexPathsForVisibleItems: [IndexPath] { [] }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
}

/// Gives a collection view its sections and cells (UIKit's; the optional methods have defaults).
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}
extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
}

/// Told of a collection view's selection and scrolling (UIKit's; every method optional).
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}
extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// Asked a flow layout's sizes and spacing (UIKit's; every method optional, the layout's
/// properties stand in).
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}
extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout { layout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout() }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize { flow(collectionViewLayout).itemSize }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets { flow(collectionViewLayout).sectionInset }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat { flow(collectionViewLayout).minimumLineSpacing }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { flow(collectionViewLayout).minimumInteritemSpacing }
}
