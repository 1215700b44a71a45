import Foundation
import AccordLayout

// TabView and iOS's tab bar.
//
// Metrics (iOS 17, iPhone portrait), with their sources:
// - the tab bar is 49 points tall above the home-indicator inset (83 = 49 + 34 on an iPhone 15):
//   `UITabBar`'s standard height, iOS HIG 2017 ("iPhone X": tab bar 49 pt + 34 pt home
//   indicator area), unchanged since;
// - each item takes an equal share of the bar's width; its symbol above its title, the title in
//   10-point medium (`UITabBarItem`'s default title font, `UIFont.systemFont(ofSize: 10, weight:
//   .medium)`); the selected item in the tint (the accent colour), the others in gray;
// - a badge is a red capsule at least 18 points tall at the top trailing side of the symbol
//   (`UITabBarItem.badgeValue`, `.systemRed` background);
// - the bar's background: transparent while the tab's content ends above the bar, the bar
//   material with a hairline on top when a scroll view's content runs on under it (iOS 15+'s
//   scroll-edge appearance; BarBackground.swift).
// `.tabViewStyle(.page)` shows the selected page and UIPageControl's dots (white, the current
// one opaque) instead of the bar.

/// The label a tab shows in the tab bar (`.tabItem`, `Tab`).
struct TabItemKey: LayoutValueKey { static var defaultValue: AnyView? { nil } }
/// Set by `.toolbar(.hidden, for: .tabBar)` inside a tab.
struct TabBarHiddenKey: LayoutValueKey { static let defaultValue = false }
/// `.tabViewStyle`: 0 the tab bar, 1 pages with dots, 2 pages without dots.
struct TabViewStyleKindKey: EnvironmentKey { static let defaultValue = 0 }

/// A view that switches between tabs with a tab bar at the bottom. A still frame shows the
/// selected tab (the selection binding's value matched against each tab's `tag`/`Tab` value;
/// the first tab without a selection) above the bar.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let selection: AnyHashable?
    /// Sets the selection binding to a tab's tag (a tap in the live preview).
    let select: ((AnyHashable) -> Void)?
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.select = selection.map { binding in { tag in if let v = tag.base as? SelectionValue { binding.wrappedValue = v } } }
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let tabs = Accord.makeNodes(content, ctx)
        guard !tabs.isEmpty else { return [] }
        let tags = tabs.map { tab in firstValue(TagKey.self, in: tab) { $0 != nil } ?? nil }
        // Without a binding, the tab tapped last in the live preview (kept in the view graph).
        let tapped = ctx.graph.location(StateKey(path: ctx.path.components, property: "tabSelection")) { TabSelectionBox() }
        let index = selection.flatMap { s in tags.firstIndex { $0 == s } }
            ?? tapped.index.flatMap { $0 < tabs.count ? $0 : nil } ?? 0
        let selected = tabs[index]
        let style = ctx.environment[TabViewStyleKindKey.self]
        let page = expanding(selected)
        if style != 0 {
            // Pages: the page fills the view; the dots sit near its bottom.
            var children = [page]
            if style == 1 && tabs.count > 1 {
                children += Accord.makeNodes(PageDots(count: tabs.count, current: index), ctx.child(.part(2000)))
            }
            // A paging scroll view (Apple, PageTabViewStyle: "a paged scrolling TabView"): as
            // greedy as a scroll view, each page proposed its size, and its pages clipped to its
            // bounds, as a scroll view clips its content (PagesLayout).
            let clip = NodeDrawing(effect: { _, frame, items in
                var g = DrawingGroup(items: items)
                g.clip = Path(frame)
                return [.group(g)]
            })
            let node = makeNode(LayoutAdapter(PagesLayout()), children: children, label: "TabView", role: .tabView, drawing: clip)
            return [node]
        }
        if firstValue(TabBarHiddenKey.self, in: selected, where: { $0 }) == true {
            let node = makeNode(LayoutAdapter(VStackLayout(spacing: 0)), children: [page], label: "TabView", role: .tabView)
            drawContainerBackground(node, ctx)
            return [node]
        }
        let items = tabs.map { tab in
            TabBarItemInfo(label: firstValue(TabItemKey.self, in: tab) { $0 != nil } ?? nil,
                           badge: (firstValue(ListRowBadgeKey.self, in: tab) { $0 != nil } ?? nil)?.request.runs.map(\.string).joined())
        }
        let select = self.select
        let onSelect: (Int) -> Void = { i in
            tapped.index = i
            if let tag = tags[i] { select?(tag) }
        }
        let bar = Accord.makeNodes(TabBarView(items: items, selected: index, onSelect: onSelect), ctx.child(.part(2000)))
        if !bar.isEmpty { bar[0].label = "TabBar"; bar[0].traits[ZIndexKey.self] = 1 }
        // The tab bar is part of the tab's safe area: content that ignores it runs under the bar.
        page.traits[SafeAreaBarsKey.self] = SafeAreaBars(edges: .bottom, lengths: EdgeInsets(top: 0, leading: 0, bottom: TabBarMetrics.height, trailing: 0))
        let node = makeNode(LayoutAdapter(VStackLayout(spacing: 0)), children: [page] + bar, label: "TabView", role: .tabView)
        // Each tab's opaque background, in the tab view's colour scheme (a page-style tab view,
        // a scroll view of pages, is transparent): Chrome/ContainerBackground.swift.
        drawContainerBackground(node, ctx)
        return [node]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
        self.select = nil
    }
}

/// The tab a tap selected, for a tab view without a selection binding.
final class TabSelectionBox: @unchecked Sendable {
    var index: Int? { didSet { if index != oldValue { Invalidation.noteUntrackedChange() } } }
}

struct TabBarItemInfo {
    let label: AnyView?
    let badge: String?
}

enum TabBarMetrics {
    static let height: CGFloat = 49
    static let titleFont = Font.system(size: 10, weight: .medium)
    /// The title's line under an icon-only item: SF's 10-point line, 10 × 1.193 ≈ 12 (the font's
    /// ascender + descender, 2048-unit em: 1950 + 494).
    static let titleLineHeight: CGFloat = 12
    /// The symbol's point size (reconstructed: SF Symbols in a tab bar render about 25 points).
    static let iconFont = Font.system(size: 22)
    static let unselected = Color(white: 0.6)
    /// How much lower than centred in the bar an item with a title is drawn (its icon's 28-point
    /// row and its title's 12-point line, 2 apart, centred: icon centre 17.5 and title baseline
    /// 43.0 below the bar's top). Measured on iPhone screenshots at 3×: Ice Cubes
    /// (Dimillian/IceCubesApp, screenshots.pco C4C8F684…png, iOS 17/18, 393 × 852 pt) — symbols
    /// centred 18.8 below the bar's top, titles' baseline 45.0; WeChat-SwiftUI (previews/6.png,
    /// iOS 15/16, 390 × 844 pt) — 24-point images centred 19.0 below it, baseline 45.3. So 1.5
    /// lower: centre 19.0, baseline 44.5–45. An icon-only item keeps the centred place (17.5, the
    /// Instagram clone's title-less bar).
    static let titledItemDrop: CGFloat = 1.5
}

/// The tab bar: equal-width items on the bar material, a hairline on top.
struct TabBarView: View {
    let items: [TabBarItemInfo]
    let selected: Int
    var onSelect: ((Int) -> Void)? = nil
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { i in
                // A tap on an item selects its tab (the live preview).
                _TapResponding(content: TabBarItemView(item: items[i], isSelected: i == selected)
                    .frame(maxWidth: .infinity), responder: TapResponder(kind: .action { _ in onSelect?(i) }, name: "Tab", wholeFrame: true))
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: TabBarMetrics.height)
        .background { BottomBarBackground(style: AnyShapeStyle(Material.bar)) }
    }
}

/// One item: symbol over title, tinted when selected, with its badge.
struct TabBarItemView: View {
    let item: TabBarItemInfo
    let isSelected: Bool
    var body: some View {
        TabItemLabel(label: item.label ?? AnyView(EmptyView()))
            .foregroundStyle(isSelected ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(TabBarMetrics.unselected))
            .overlay(alignment: .top) {
                if let badge = item.badge {
                    Text(badge).font(.system(size: 13)).foregroundStyle(.white).lineLimit(1)
                        .padding(.horizontal, 5)
                        .frame(minWidth: 18, minHeight: 18)
                        .background(Capsule().fill(Color.red))
                        .offset(x: 14, y: -2)
                }
            }
    }
}

/// A tab's label laid out as a tab bar shows it: a `Label`'s icon above its title; the views of
/// `tabItem { Image(…); Text(…) }` stacked, images at the symbol size, texts in the title font.
/// A tab bar item is an image and a title (UIKit's `UITabBarItem`): from a label of other views
/// (`tabItem { HStack { Image(…); Text(…) } }`) iOS takes the first image and the first text,
/// wherever they sit, and shows them as it shows a `Label` — the stack and any other view are
/// not drawn.
struct TabItemLabel: View, PrimitiveView {
    let label: AnyView
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        // Tab bars show symbols filled (SwiftUI applies `.symbolVariant(.fill)` to tab items on iOS).
        let filled = label.symbolVariant(.fill)
        let titles = Accord.makeNodes(filled.labelStyle(TabItemLabelStyle()).font(TabBarMetrics.titleFont), ctx)
        let icons = Accord.makeNodes(filled.labelStyle(TabItemLabelStyle()).font(TabBarMetrics.iconFont), ctx.child(.part(1)))
        func iconRow(_ icon: LayoutNode, _ part: Int) -> LayoutNode {
            // An image in the symbol's 28-point row, as a `Label`'s icon is.
            Accord.makeNodes(_BuiltNodes(nodes: [icon]).frame(height: 28), ctx.child(.part(part)))[0]
        }
        let chosen: [LayoutNode]
        if titles.allSatisfy({ !$0.role.isDisjoint(with: [.image, .text]) }) {
            chosen = titles.indices.map { i in titles[i].role.contains(.image) && i < icons.count ? iconRow(icons[i], 10 + i) : titles[i] }
        } else {
            // (The image as built in the symbol's font: the same place in the icons' build.)
            let image = Self.firstPath(in: titles) { $0.role.contains(.image) }
            let text = Self.firstPath(in: titles) { $0.role.contains(.text) }
            var parts: [LayoutNode] = []
            if let image { parts.append(iconRow(Self.node(at: image, in: icons) ?? Self.node(at: image, in: titles)!, 10)) }
            if let text { parts.append(Self.node(at: text, in: titles)!) }
            chosen = parts
        }
        // An icon without a title stays where a titled item's icon is, the title's line left
        // empty under it: iOS does not centre it in the bar (issue 14, the Instagram clone's
        // icon-only tab bar: icons centred 17.5 below the bar's top, as with titles; UIKit's
        // title-less items need `imageInsets` to be centred).
        if chosen.count == 1, titles[0].role.contains(.image) {
            let line = Accord.makeNodes(Color.clear.frame(width: 0, height: TabBarMetrics.titleLineHeight), ctx.child(.part(3)))
            return [makeNode(LayoutAdapter(VStackLayout(spacing: 2)), children: chosen + line, label: "VStack")]
        }
        if chosen.count == 1 { return chosen }
        let node = makeNode(LayoutAdapter(VStackLayout(spacing: 2)), children: chosen, label: "VStack")
        // An icon with a title sits lower than the pair centred in the bar (TabBarMetrics.titledItemDrop).
        return Accord.makeNodes(_BuiltNodes(nodes: [node]).offset(y: TabBarMetrics.titledItemDrop), ctx.child(.part(4)))
    }

    /// The child indices leading to the first node (depth first, in order) that `matches`,
    /// not looking into backgrounds, overlays and masks.
    static func firstPath(in roots: [LayoutNode], _ matches: (LayoutNode) -> Bool) -> [Int]? {
        for (i, n) in roots.enumerated() where n.role.isDisjoint(with: .secondaryLayers) {
            if matches(n) { return [i] }
            if let rest = firstPath(in: n.children, matches) { return [i] + rest }
        }
        return nil
    }

    static func node(at path: [Int], in roots: [LayoutNode]) -> LayoutNode? {
        var level = roots
        var found: LayoutNode?
        for i in path {
            guard i < level.count else { return nil }
            found = level[i]
            level = level[i].children
        }
        return found
    }
}

/// A label in a tab bar: the icon (at the symbol size) above the title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(TabBarMetrics.iconFont).frame(height: 28)
            configuration.title.font(TabBarMetrics.titleFont).lineLimit(1)
        }
    }
}

/// UIPageControl's dots (UIKitPageControl.swift's `PageIndicatorRow`), 8 points above the bottom.
struct PageDots: View {
    let count: Int
    let current: Int
    var body: some View {
        PageIndicatorRow(count: count, current: current).padding(.bottom, 8)
    }
}

// MARK: - iOS 18's Tab

/// The role of a tab (`.search`).
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

/// A tab of a `TabView` (iOS 18): its content, and the label and value the tab bar shows.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let value: AnyHashable?
    let content: Content
    let label: Label

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let nodes = Accord.makeNodes(content, ctx)
        let body = oneNode(nodes, in: VStackLayout(), label: "VStack")
        body.traits[TabItemKey.self] = AnyView(label)
        if let value { body.traits[TagKey.self] = value }
        return [body]
    }
}

extension Tab where Label == Accord.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = AnyHashable(value)
        self.content = content()
        self.label = Accord.Label(title, systemImage: systemImage)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = AnyHashable(value)
        self.content = content()
        self.label = Accord.Label(titleKey, systemImage: systemImage)
    }
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = AnyHashable(value)
        self.content = content()
        self.label = Accord.Label(title, image: image)
    }
}

extension Tab where Value == Never, Label == Accord.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = Accord.Label(title, systemImage: systemImage)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = Accord.Label(titleKey, systemImage: systemImage)
    }
}

extension Tab {
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = AnyHashable(value)
        self.content = content()
        self.label = label()
    }
}

extension View {
    /// The tab's label in the enclosing `TabView`'s tab bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        layoutValue(key: TabItemKey.self, value: AnyView(label()))
    }

    /// `.page` shows the selected page with page dots and no tab bar; other styles the tab bar.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind = (style as? TabViewStyleKindDeclaring)?.tabViewStyleKind ?? 0
        return transformEnvironment { $0[TabViewStyleKindKey.self] = kind }
    }

    /// The page dots' background (inert: the dots are drawn without one).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self { self }
}

/// A page-style `TabView`'s layout: the size proposed (a scroll view's; the page's own size
/// where a dimension is unspecified), the page proposed exactly that size and centred in it, the
/// page dots (when drawn) at its bottom centre.
struct PagesLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let page = subviews.first else { return proposal.replacingUnspecifiedDimensions() }
        let s = page.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? s.width, height: proposal.height ?? s.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, sub) in subviews.enumerated() {
            if i == 0 {
                sub.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
            } else {
                sub.place(at: CGPoint(x: bounds.midX, y: bounds.maxY), anchor: .bottom, proposal: ProposedViewSize(bounds.size))
            }
        }
    }
}
