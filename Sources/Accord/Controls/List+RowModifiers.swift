import Foundation
import AccordLayout

// MARK: Row and section modifiers

/// `.listRowInsets`: the row's content insets, replacing the list's (every edge).
struct ListRowInsetsKey: LayoutValueKey { static let defaultValue: EdgeInsets? = nil }
/// Which of a row's (or section's) separators are hidden.
struct SeparatorHiding: Sendable {
    var top = false
    var bottom = false
}
struct ListRowSeparatorKey: LayoutValueKey { static let defaultValue = SeparatorHiding() }
struct ListSectionSeparatorKey: LayoutValueKey { static let defaultValue = SeparatorHiding() }
struct ListRowSeparatorTintKey: LayoutValueKey { static let defaultValue: Color? = nil }
struct ListRowBackgroundKey: LayoutValueKey { static let defaultValue: ListRowBackground? = nil }
/// A row's badge text, laid out at the row's trailing edge.
struct ListRowBadge: Sendable {
    let request: TextLayoutRequest
    let color: RGBA
}
struct ListRowBadgeKey: LayoutValueKey { static let defaultValue: ListRowBadge? = nil }
struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

/// Spacing set on a list: between rows (`.listRowSpacing`) and before each section
/// (`.listSectionSpacing`); nil keeps iOS's.
struct ListSpacing: Sendable {
    var row: CGFloat?
    var section: CGFloat?
}

/// A row's background view, laid out in the row's rectangle when the section draws.
struct ListRowBackground: @unchecked Sendable {
    let build: () -> [LayoutNode]
    func draw(in rect: CGRect, context: LayoutContext) -> [DisplayItem] {
        let nodes = build()
        guard !nodes.isEmpty, rect.width > 0, rect.height > 0 else { return [] }
        let root = stacked(nodes)
        let pass = LayoutPass(root: root, proposal: ProposedViewSize(rect.size), canvas: rect.size, context: context)
        var g = DrawingGroup(items: HostedLayout.draw(root, pass))
        g.transform = CGAffineTransform(translationX: rect.minX, y: rect.minY)
        return [.group(g)]
    }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The option set's bits.
        public let rawValue: Int8
        /// Edges from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
        /// The set holding one edge.
        public init(_ e: VerticalEdge) { self = e == .top ? .top : .bottom }
    }
}

/// How prominent a section header is.
public enum Prominence: Hashable, Sendable { case standard, increased }

/// Space between a list's sections (iOS 17).
public struct ListSectionSpacing: Sendable {
    let value: CGFloat?
    /// iOS's spacing.
    public static let `default` = ListSectionSpacing(value: nil)
    /// iOS's compact spacing: not measured, so Accord keeps the default (approximate).
    public static let compact = ListSectionSpacing(value: nil)
    /// Sections `spacing` points apart.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

extension View {
    /// Insets of the row's content within the row, replacing the list's on every edge. The row
    /// stays at least 44 points tall; the separator starts at the content's leading inset.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsKey.self, value: insets)
    }
    /// Shows or hides the separator above (`.top`) or below (`.bottom`) the row. A separator
    /// between two rows is hidden when either hides it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        hidingSeparators(ListRowSeparatorKey.self, visibility, edges)
    }
    /// The colour of the row's separator (the one below it is drawn in it).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorTintKey.self, value: color)
    }
    /// On a section of a plain list: hides the separator under its last row (`.bottom`); the
    /// top one is not drawn by Accord's plain lists anyway.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        hidingSeparators(ListSectionSeparatorKey.self, visibility, edges)
    }

    /// Records on the node which of its separators (`edges`) `visibility` hides.
    func hidingSeparators<K: LayoutValueKey>(_ key: K.Type, _ visibility: Visibility, _ edges: VerticalEdge.Set) -> some View
        where K.Value == SeparatorHiding {
        nodeModifier { content, ctx in
            content(ctx).map { n in
                var h = n.traits[key]
                if edges.contains(.top) { h.top = visibility == .hidden }
                if edges.contains(.bottom) { h.bottom = visibility == .hidden }
                n.traits[key] = h
                return n
            }
        }
    }
    /// Inert (section separators take the list's separator colour).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> Self { self }
    /// The row's background, in place of the card's colour (clipped to the card's corners).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        nodeModifier { content, ctx in
            let background = view.map { v in ListRowBackground(build: { Accord.makeNodes(v, ctx) }) }
            return content(ctx).map { n in
                n.traits[ListRowBackgroundKey.self] = background
                return n
            }
        }
    }
    /// Vertical space between the list's rows; in inset-grouped lists each row becomes a card
    /// of its own (iOS 17 draws them so).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        transformEnvironment { $0[ListRowSpacingKey.self] = spacing.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    }
    /// Space above each section of the list.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        transformEnvironment { $0[ListSectionSpacingKey.self] = spacing.value }
    }
    /// Sections of lists inside are `spacing` points apart (SwiftUI's `listSectionSpacing(_:)`).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        transformEnvironment { $0[ListSectionSpacingKey.self] = spacing.isFinite && spacing >= 0 ? spacing : nil }
    }
    /// Section headers drawn larger (`.increased`).
    public func headerProminence(_ prominence: Prominence) -> some View {
        transformEnvironment { $0[HeaderProminenceKey.self] = prominence }
    }
    /// Hides a list's (or form's) own background (`.hidden`), showing what is behind it.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        transformEnvironment { $0[ScrollContentBackgroundKey.self] = visibility }
    }

    // Interaction-only row features: inert in a still frame.
    /// Actions revealed by swiping the row: accepted and inert (no swipe in a still frame).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> Self { self }
    /// Deleting rows by swiping: accepted and inert.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Moving rows in edit mode: accepted and inert.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
    /// Inserting dropped items: accepted and inert.
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> Self { self }
    /// Prevents moving the row: accepted and inert.
    public func moveDisabled(_ isDisabled: Bool) -> Self { self }
    /// Prevents deleting the row: accepted and inert.
    public func deleteDisabled(_ isDisabled: Bool) -> Self { self }
    /// Prevents selecting the row: accepted and inert.
    public func selectionDisabled(_ isDisabled: Bool = true) -> Self { self }
    /// Pull to refresh: accepted and inert (the action is never called).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
    /// The tint of the row's items in a sidebar: accepted and inert.
    public func listItemTint(_ tint: Color?) -> Self { self }
    /// A badge: on a list row, the count (none for 0) at the row's trailing edge in the body
    /// font and `.secondary` colour, as iOS draws it; tab items' badges are not drawn (no tab bar).
    public func badge(_ count: Int) -> some View { rowBadge(count == 0 ? nil : Text("\(count)")) }
    /// A badge at the trailing edge of a list row, in the secondary style (SwiftUI's `badge(_:)`); nil shows none.
    public func badge(_ label: Text?) -> some View { rowBadge(label) }
    /// A badge of a localized string at the trailing edge of a list row.
    public func badge(_ key: LocalizedStringKey?) -> some View { rowBadge(key.map { Text($0) }) }
    /// A badge of a string at the trailing edge of a list row.
    @_disfavoredOverload public func badge<S: StringProtocol>(_ label: S?) -> some View { rowBadge(label.map { Text($0) }) }

    func rowBadge(_ text: Text?) -> some View {
        nodeModifier { content, ctx in
            let badge = text.map { t -> ListRowBadge in
                let env = ctx.environment
                var e = env
                if e.font == nil { e.font = .body }
                return ListRowBadge(request: TextLayoutRequest(runs: t.runs(e)), color: SystemColors.secondaryLabel.resolve(in: env))
            }
            return content(ctx).map { n in
                n.traits[ListRowBadgeKey.self] = badge
                return n
            }
        }
    }
    /// How prominent badges inside are: accepted and inert (drawn at the standard prominence).
    public func badgeProminence(_ prominence: BadgeProminence) -> Self { self }
}

/// How prominent a badge is.
public struct BadgeProminence: Hashable, Sendable {
    let v: Int
    /// The standard badge prominence.
    public static let standard = BadgeProminence(v: 0)
    /// An increased badge prominence (a red capsule on iOS; drawn as standard here).
    public static let increased = BadgeProminence(v: 1)
    /// A decreased badge prominence (drawn as standard here).
    public static let decreased = BadgeProminence(v: 2)
}

// SwiftUI's collection helpers for `onDelete` / `onMove`.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets (`onDelete`'s index set).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for i in offsets.sorted(by: >) where i >= 0 && i < count {
            remove(at: index(startIndex, offsetBy: i))
        }
    }
}
extension MutableCollection {
    /// Moves the elements at `source` to before `destination` (`onMove`'s arguments), keeping
    /// their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let all = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < all.count }.map { all[$0] }
        var rest: [Element] = []
        var insertAt = 0
        for (i, e) in all.enumerated() where !source.contains(i) {
            if i < destination { insertAt += 1 }
            rest.append(e)
        }
        rest.insert(contentsOf: moving, at: Swift.min(insertAt, rest.count))
        for (i, e) in zip(indices, rest) { self[i] = e }
    }
}
