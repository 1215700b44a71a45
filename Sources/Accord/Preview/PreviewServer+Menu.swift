import Foundation
import AccordLayout

// A menu-style `Picker` opening in the live preview (`accord preview`). A tap on the picker opens
// its menu as iOS 17 draws a `UIMenu` from a button: a card over the app, below the picker (above
// it when there is no room), its trailing edge at the picker's, one row per option with a
// checkmark before the selected one; a tap on a row selects that option and closes the menu, a
// tap anywhere else only closes it. The menu lives in the preview program (one open at a time)
// and is drawn by the device screen as a layer over everything (Chrome/Screen.swift).
//
// Metrics (*guesses* from screenshots, no published figure): 250 wide, 44-point rows (the HIG's
// minimum tap target) with body text 16 points from the leading edge after a 20-point checkmark
// column, hairline separators, 13-point corners, `.regularMaterial` background, a soft shadow;
// 8 points from the picker and at least 8 from the screen's edges.

/// The menu open in the live preview.
enum LiveMenu {
    /// One row of an open menu.
    struct Item {
        var title: String
        /// An SF Symbol drawn at the row's trailing edge (a `Label`'s icon, as UIMenu draws it).
        var systemImage: String?
        /// A destructive button's row: drawn in red.
        var destructive = false
        /// A picker's option: whether it is the selected one (a checkmark before it); nil for actions.
        var checked: Bool?
        /// A separator above the row (a `Divider` in the menu's content).
        var dividerAbove = false
        var action: () -> Void
    }
    struct Open {
        /// The control's frame on the screen.
        var anchor: CGRect
        var items: [Item]
        /// A context menu: the screen behind is dimmed.
        var dims = false

        init(anchor: CGRect, items: [Item], dims: Bool = false) {
            self.anchor = anchor
            self.items = items
            self.dims = dims
        }

        /// A menu picker's menu: one row per option, a checkmark on the selected one.
        init(anchor: CGRect, options: [(title: String, tag: AnyHashable)], selection: AnyHashable, select: @escaping (AnyHashable) -> Void) {
            self.anchor = anchor
            items = options.map { o in Item(title: o.title, checked: o.tag == selection, action: { select(o.tag) }) }
        }
    }
    nonisolated(unsafe) static var open: Open? { didSet { Invalidation.noteUntrackedChange() } }

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let margin: CGFloat = 8

    /// The menu's layer over a screen of `size`, or nil when no menu is open.
    static func layer(screen size: CGSize) -> AnyView? {
        guard let m = open, TapRecorder.current != nil else { return nil }
        let height = rowHeight * CGFloat(m.items.count)
        let checks = m.items.contains { $0.checked != nil }
        let x = min(max(margin, m.anchor.maxX - width), max(margin, size.width - margin - width))
        let below = m.anchor.maxY + margin
        let y = below + height <= size.height - margin ? below : max(margin, m.anchor.minY - margin - height)
        let card = VStack(spacing: 0) {
            ForEach(Array(m.items.enumerated()), id: \.offset) { i, item in
                if i > 0 { Divider().frame(height: item.dividerAbove ? 8 : nil).background(item.dividerAbove ? Color.primary.opacity(0.08) : .clear) }
                HStack(spacing: 0) {
                    if checks {
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).frame(width: 20)
                            .opacity(item.checked == true ? 1 : 0)
                    }
                    Text(verbatim: item.title).lineLimit(1).padding(.leading, checks ? 6 : 0)
                    Spacer(minLength: 0)
                    if let symbol = item.systemImage { Image(systemName: symbol).frame(width: 24) }
                }
                .foregroundStyle(item.destructive ? Color.red : Color.primary)
                .padding(.horizontal, 16)
                .frame(height: rowHeight)
                .contentShape(Rectangle())
                .onTapGesture { LiveMenu.open = nil; item.action() }
            }
        }
        .frame(width: width)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 13, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 20, y: 6)
        return AnyView(ZStack(alignment: .topLeading) {
            (m.dims ? Color.black.opacity(0.2) : Color.clear).contentShape(Rectangle()).onTapGesture { LiveMenu.open = nil }
            card.offset(x: x, y: y)
        }.frame(width: size.width, height: size.height, alignment: .topLeading))
    }
}

/// The options of a menu picker, collected while it is built (the live preview).
final class MenuOptions: @unchecked Sendable {
    var options: [(title: String, tag: AnyHashable)] = []

    /// The text an option shows: its first `Text`'s string.
    static func title(of node: LayoutNode) -> String {
        var stack = [node]
        while let n = stack.popLast() {
            let l = n.label
            if l.hasPrefix("Text(\""), l.hasSuffix("\")") { return String(l.dropFirst(6).dropLast(2)) }
            stack += n.children.reversed()
        }
        return "?"
    }
}

/// The rows of a `Menu`'s or context menu's content, collected while it is built (the live
/// preview): each `Button` a row (its first `Text` the title, its first SF Symbol the icon, a
/// destructive role in red), each `Divider` a separator above the next row.
final class MenuItemCollector: @unchecked Sendable {
    var items: [LiveMenu.Item] = []
    private var divider = false

    func add(_ nodes: [LayoutNode], role: ButtonRole?, action: @escaping () -> Void) {
        let title = nodes.first.map(MenuOptions.title(of:)) ?? "?"
        items.append(LiveMenu.Item(title: title, systemImage: nodes.first.flatMap(Self.symbol(in:)),
                                   destructive: role == .destructive, dividerAbove: divider && !items.isEmpty, action: action))
        divider = false
    }

    func addDivider() { divider = true }

    /// The first SF Symbol's name in a node's subtree (`Image(systemName: "…")`).
    static func symbol(in node: LayoutNode) -> String? {
        var stack = [node]
        while let n = stack.popLast() {
            if let name = n.traits[SymbolNameKey.self] { return name }
            stack += n.children.reversed()
        }
        return nil
    }

    /// Builds `content` for its rows only (nothing recorded for taps).
    static func collect<C: View>(_ content: C, _ ctx: BuildContext) -> [LiveMenu.Item] {
        let collector = MenuItemCollector()
        let inner = ctx.with { $0[MenuCollectorKey.self] = collector }.child(.part(900))
        _ = TapRecorder.withoutRecording { Accord.makeNodes(content, inner) }
        return collector.items
    }
}

struct MenuCollectorKey: EnvironmentKey { static let defaultValue: MenuItemCollector? = nil }

/// `.contextMenu { … }`: the content, and in the live preview a long press or a right click on
/// it opens the menu over a dimmed screen, anchored at the view (iOS lifts the view and shows
/// the menu beside it; the lifted copy is not drawn).
struct _ContextMenu<Content: View, Items: View>: View, PrimitiveView {
    let content: Content
    let items: Items

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let nodes = Accord.makeNodes(content, ctx)
        if TapRecorder.current != nil {
            let rows = MenuItemCollector.collect(items, ctx)
            var responder = TapResponder(kind: .none, name: "contextMenu")
            responder.context = { frame in LiveMenu.open = LiveMenu.Open(anchor: frame, items: rows, dims: true) }
            TapRecorder.register(nodes, responder, ctx.environment)
        }
        return nodes
    }
}

extension PreviewServer.Kept {
    /// A long press or a right click at `point` of the k-th rendering: opens the context menu (or
    /// a menu with a primary action) of the nearest view there that has one.
    func context(item k: Int, at point: CGPoint) -> String? {
        guard shown.indices.contains(k) else { return nil }
        let l = shown[k]
        guard let (r, _, frame) = recorder.hitTest(l.hosted.root, pass: l.hosted.pass, at: point, accepts: { $0.context != nil }),
              let open = r.context else { return nil }
        open(frame)
        return r.name + " (menu)"
    }
}
