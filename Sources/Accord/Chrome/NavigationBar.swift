import Foundation
import AccordLayout

// iOS's navigation bar and bottom toolbar, as a navigation container draws them around its root.
//
// Metrics (iOS 17, iPhone portrait), with their sources:
// - the bar is 44 points tall; a large title adds 52 points below it (UIKit's
//   `UINavigationBar`: 44 + 52 = 96 points, measured in Geoff Hackworth, "iPad Navigation Bar
//   and Toolbar Height Changes in iOS 12", 2018 — unchanged on iPhone since);
// - the large title is 34-point bold (`UIFont.TextStyle.largeTitle`, bold in the bar), the inline
//   title 17-point semibold (`.headline`) — Apple HIG, Typography, "Dynamic Type sizes" (Large:
//   Large Title 34, Headline 17 semibold);
// - bar content sits at UIKit's system layout margins: 16 points from the screen's edges on
//   iPhones narrower than 414 points, 20 on the wider (Plus/Max) ones (`UIView.layoutMargins` of
//   a view controller's root view, "Positioning content within layout margins", Apple docs);
// - a bottom toolbar is 49 points tall on iPhones with a home indicator and 44 on the others
//   (iOS HIG 2017, iPhone X: tab bars and toolbars share the 49-point height), above the
//   home-indicator inset;
// - at the top of its content (a still frame) iOS 15+ draws the navigation bar transparent with
//   no hairline (`scrollEdgeAppearance`); `toolbarBackground(.visible)` shows its background
//   (the bar material, or the given style) and the 0.33-point separator hairline.

/// Everything the navigation bar of one screen shows.
struct NavigationBarModel {
    var title: String?
    var mode: NavigationBarItem.TitleDisplayMode = .automatic
    var entries: [ToolbarEntry] = []
    var backTitle: String?
    var pop: (() -> Void)?
    var background: AnyShapeStyle?
    var backgroundVisibility: Visibility = .automatic
    var bottomBackground: AnyShapeStyle?
    var colorScheme: ColorScheme?
    /// The root is a grouped list or form: the bar shows its grouped background.
    var grouped = false

    /// A `searchable` field under the title.
    var search: SearchField?

    var isLarge: Bool { title != nil && mode != .inline }
    /// The bar's height: 44, 52 more for a large title, 52 more for a search field.
    var height: CGFloat {
        NavigationChrome.barHeight + (isLarge ? NavigationChrome.largeTitleHeight : 0) + (search != nil ? NavigationChrome.searchHeight : 0)
    }

    /// Reads what `root`'s subtree set (title, display mode, toolbar, bar styling).
    init(root: LayoutNode) {
        title = firstValue(NavigationTitleKey.self, in: root) { $0 != nil } ?? nil
        mode = firstValue(NavigationTitleModeKey.self, in: root) { $0 != .automatic } ?? .automatic
        entries = allValues(ToolbarEntriesKey.self, in: root).flatMap { $0 }
        let backgrounds = allValues(ToolbarBackgroundKey.self, in: root).reduce(into: [String: AnyShapeStyle]()) { $0.merge($1) { a, _ in a } }
        let visibility = allValues(ToolbarBackgroundVisibilityKey.self, in: root).reduce(into: [String: Visibility]()) { $0.merge($1) { a, _ in a } }
        background = backgrounds["navigationBar"] ?? backgrounds["automatic"]
        bottomBackground = backgrounds["bottomBar"]
        backgroundVisibility = visibility["navigationBar"] ?? visibility["automatic"] ?? .automatic
        colorScheme = firstValue(ToolbarColorSchemeKey.self, in: root) { $0 != nil } ?? nil
        search = firstValue(SearchFieldKey.self, in: root) { $0 != nil } ?? nil
    }

    func entries(_ slot: ToolbarSlot) -> [ToolbarEntry] { entries.filter { $0.slot == slot } }
}

/// The colour scheme a bar's content is drawn in (`toolbarColorScheme`).
struct ToolbarColorSchemeKey: LayoutValueKey { static let defaultValue: ColorScheme? = nil }

enum NavigationChrome {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    /// The large title's baseline below the top of its 52-point area (80 below the bar's top,
    /// 16 above its bottom): six iPhone screenshots in issue 20 agree on a baseline at y 100 with a
    /// 20-point status bar (20 + 44 + 36), where a title sitting on the area's bottom (its
    /// descender, 8.2 at 34 points, above it) was 7.5 points too low.
    static let largeTitleBaseline: CGFloat = 36
    /// The search field's row: a 36-point field with 8 points above and below (a
    /// reconstruction of UISearchController's bar in a navigation bar).
    static let searchHeight: CGFloat = 52
    static let hairline: CGFloat = 1.0 / 3.0

    /// UIKit's layout margin on the current device.
    static var margin: CGFloat { CurrentPreviewDevice.device.size.width >= 414 ? 20 : 16 }
    /// A bottom toolbar's height above the home-indicator inset.
    static var bottomBarHeight: CGFloat { CurrentPreviewDevice.device.safeArea.bottom > 0 ? 49 : 44 }

    /// Toolbar items in a row: each entry's views, tinted, body font, large symbols.
    @ViewBuilder
    static func items(_ entries: [ToolbarEntry], spacing: CGFloat = 16) -> some View {
        HStack(spacing: spacing) {
            ForEach(0..<entries.count, id: \.self) { i in ToolbarItemEnvironment(entry: entries[i]) }
        }
        .imageScale(.large)
        .lineLimit(1)
    }

    /// The bar: items row (44 points) and, for a large title, the title area (52 points).
    static func bar(_ m: NavigationBarModel) -> some View {
        let principal = m.entries(.principal)
        let leading = m.entries(.leading), trailing = m.entries(.trailing)
        let inlineTitle = m.mode == .inline ? m.title : nil
        let showsBackground = m.backgroundVisibility == .visible
        let fill: AnyShapeStyle = showsBackground ? (m.background ?? AnyShapeStyle(Material.bar))
            : (m.grouped ? AnyShapeStyle(SystemColors.groupedBackground) : AnyShapeStyle(Color.clear))
        let pop = m.pop
        let bar = VStack(spacing: 0) {
            // Leading items, the title (or principal item) centred in what they leave, trailing
            // items (UINavigationBar's layout: the title shrinks, never covers the items).
            NavigationBarRowLayout(leadingInset: m.backTitle != nil ? 8 : margin, trailingInset: margin) {
                HStack(spacing: 16) {
                    if let back = m.backTitle {
                        _TapResponding(content: HStack(spacing: 4) {
                            Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                            Text(back)
                        }.foregroundStyle(.tint), responder: TapResponder(kind: .action { _ in pop?() }, name: "Back", wholeFrame: true))
                    }
                    if !leading.isEmpty { items(leading) }
                }
                if !principal.isEmpty {
                    items(principal)
                } else if let inlineTitle {
                    Text(inlineTitle).font(.headline).lineLimit(1)
                } else {
                    Color.clear.frame(width: 0, height: 0)
                }
                if !trailing.isEmpty { items(trailing) } else { Color.clear.frame(width: 0, height: 0) }
            }
            .frame(height: barHeight)
            if m.isLarge {
                // The title's baseline `largeTitleBaseline` below the top of its area.
                Text(m.title ?? "").font(.largeTitle).bold().lineLimit(1)
                    .alignmentGuide(.bottom) { $0[.lastTextBaseline] }
                    .frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, margin)
                    .frame(height: largeTitleBaseline, alignment: .bottomLeading)
                    .frame(height: largeTitleHeight, alignment: .top)
            }
            if let search = m.search {
                HStack(spacing: 6) {
                    Image(systemName: "magnifyingglass")
                    Text(search.text.isEmpty ? search.prompt : search.text)
                        .foregroundStyle(search.text.isEmpty ? AnyShapeStyle(SystemColors.secondaryLabel) : AnyShapeStyle(SystemColors.label))
                        .lineLimit(1)
                }
                .foregroundStyle(SystemColors.secondaryLabel)
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: 36)
                .background { RoundedRectangle(cornerRadius: 10).fill(SystemColors.tertiarySystemFill) }
                .padding(.horizontal, margin)
                .frame(height: searchHeight)
            }
        }
        .overlay(alignment: .bottom) {
            if showsBackground { Rectangle().fill(SystemColors.separator).frame(height: hairline) }
        }
        .background(fill)
        return ChromeScheme(scheme: m.colorScheme, content: bar)
    }

    /// The bottom toolbar (`ToolbarItem(placement: .bottomBar)` / `.status`): transparent over
    /// content that ends above it, else bar material with a hairline on top, continued under the
    /// home indicator; items spread with flexible space between them, `.status` items centred.
    static func bottomBar(_ m: NavigationBarModel) -> some View {
        let entries = m.entries(.bottom)
        let status = entries.filter { $0.placement == .status }
        let others = entries.filter { $0.placement != .status }
        let fill = m.bottomBackground ?? AnyShapeStyle(Material.bar)
        return ZStack {
            HStack(spacing: 0) {
                ForEach(0..<others.count, id: \.self) { i in
                    if i > 0 { Spacer(minLength: 8) }
                    if others[i].isSpacer { Spacer(minLength: 0) } else { items([others[i]]) }
                }
            }
            // A lone item (or group) from the leading margin; a group's own Spacers spread it.
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, margin)
            if !status.isEmpty { items(status) }
        }
        .frame(maxWidth: .infinity)
        .frame(height: bottomBarHeight)
        .background { BottomBarBackground(style: fill, always: m.bottomBackground != nil) }
    }
}

/// Content drawn in a given colour scheme (nil: unchanged).
struct ChromeScheme<Content: View>: View {
    let scheme: ColorScheme?
    let content: Content
    var body: some View {
        if let scheme { content.environment(\.colorScheme, scheme) } else { content }
    }
}

/// A navigation bar's row: leading items from the leading inset, trailing items to the trailing
/// inset, the title centred on the bar when it fits between them, else kept between them (and
/// proposed that width, so it truncates).
struct NavigationBarRowLayout: Layout {
    let leadingInset: CGFloat
    let trailingInset: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let ideal = subviews.reduce(leadingInset + trailingInset) { $0 + $1.sizeThatFits(.unspecified).width }
        return CGSize(width: proposal.width ?? ideal, height: proposal.height ?? NavigationChrome.barHeight)
    }

    func placeSubviews(in b: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let avail = max(0, b.width - leadingInset - trailingInset)
        let lp = ProposedViewSize(width: avail, height: b.height)
        let l = subviews[0].sizeThatFits(lp)
        let tp = ProposedViewSize(width: max(0, avail - l.width), height: b.height)
        let t = subviews[2].sizeThatFits(tp)
        subviews[0].place(at: CGPoint(x: b.minX + leadingInset, y: b.midY - l.height / 2), proposal: lp)
        subviews[2].place(at: CGPoint(x: b.maxX - trailingInset - t.width, y: b.midY - t.height / 2), proposal: tp)
        // The title's room: between the items, 8 points from each.
        let start = b.minX + leadingInset + l.width + (l.width > 0 ? 8 : 0)
        let end = b.maxX - trailingInset - t.width - (t.width > 0 ? 8 : 0)
        let cp = ProposedViewSize(width: max(0, end - start), height: b.height)
        let c = subviews[1].sizeThatFits(cp)
        var x = b.midX - c.width / 2
        x = min(max(x, start), max(start, end - c.width))
        subviews[1].place(at: CGPoint(x: x, y: b.midY - c.height / 2), proposal: cp)
    }
}
