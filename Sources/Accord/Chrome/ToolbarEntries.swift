import Foundation
import AccordLayout

// Toolbar content as the bars read it: each `ToolbarItem`/`ToolbarItemGroup` (and the views of
// `toolbar { … }` and `navigationBarItems`) becomes an entry at a placement, carried on the
// node it was applied to; the enclosing navigation container collects them from its root's
// subtree and draws them in its bars (NavigationBar.swift).

/// One toolbar item (or group) and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
    /// A `ToolbarSpacer` (iOS 26): flexible space between bottom-bar items.
    var isSpacer = false
    /// The environment where `.toolbar` was written: the item's views see it (an
    /// `.environment(\.editMode, …)` or `.environmentObject(…)` between `.toolbar` and the
    /// navigation container reaches an `EditButton` or a view reading the object), with the bar's
    /// own styling on top (ToolbarItemEnvironment).
    var environment: EnvironmentValues?

    /// The bar slot this placement means on an iPhone (iOS 17).
    var slot: ToolbarSlot {
        switch placement {
        case .navigationBarLeading, .topBarLeading, .navigation, .cancellationAction: return .leading
        case .principal: return .principal
        case .bottomBar, .status: return .bottom
        case .keyboard: return .keyboard
        case .largeTitle, .title: return .principal
        default: return .trailing  // automatic, primaryAction, confirmation, destructive, secondary, topBarTrailing
        }
    }
}

/// Where an entry is drawn.
enum ToolbarSlot { case leading, principal, trailing, bottom, keyboard }

/// Toolbar entries set on a node (`.toolbar`, `.navigationBarItems`), read by the navigation
/// container around it.
struct ToolbarEntriesKey: LayoutValueKey { static var defaultValue: [ToolbarEntry] { [] } }

/// Toolbar content built in: lists its entries directly.
protocol ToolbarEntriesProviding { var toolbarEntries: [ToolbarEntry] { get } }

/// The entries of any toolbar content: primitive content lists its own; yours is asked for
/// its `body`.
func toolbarEntries(_ content: Any) -> [ToolbarEntry] {
    if let p = content as? ToolbarEntriesProviding { return p.toolbarEntries }
    if let c = content as? any ToolbarContent { return bodyEntries(c) }
    return []
}
private func bodyEntries<C: ToolbarContent>(_ c: C) -> [ToolbarEntry] { toolbarEntries(c.body) }

extension ToolbarItem: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}
extension ToolbarItemGroup: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}
extension ToolbarSpacer: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: spacerPlacement, content: AnyView(Spacer()), isSpacer: true)] }
}
extension ToolbarTitleMenu: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { [] }
}
extension TupleToolbarContent: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { Mirror(reflecting: value).children.flatMap { Accord.toolbarEntries($0.value) } }
}
extension _ConditionalToolbarContent: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { Accord.toolbarEntries(value) }
}
extension _OptionalToolbarContent: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { value.map { Accord.toolbarEntries($0) } ?? [] }
}
extension _EmptyToolbarContent: ToolbarEntriesProviding { var toolbarEntries: [ToolbarEntry] { [] } }
extension _AnyToolbarContent: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { Accord.toolbarEntries(value) }
}

/// Adds toolbar entries to the content's nodes (after any already there: inner toolbars first).
struct ToolbarEntriesModifier: ViewModifier, PrimitiveModifier {
    let entries: [ToolbarEntry]
    func body(content: Content) -> Never { fatalError() }
    func apply(_ content: (BuildContext) -> [LayoutNode], _ ctx: BuildContext) -> [LayoutNode] {
        let nodes = content(ctx)
        // On the first node only: a multi-view content gets the items once.
        let captured = entries.map { e in
            var e = e
            if e.environment == nil { e.environment = ctx.environment }
            return e
        }
        if let first = nodes.first { first.traits[ToolbarEntriesKey.self] += captured }
        return nodes
    }
}

/// Bar styling set by `toolbarBackground`/`toolbarColorScheme` on a container's content.
struct ToolbarBackgroundKey: LayoutValueKey { static var defaultValue: [String: AnyShapeStyle] { [:] } }
struct ToolbarBackgroundVisibilityKey: LayoutValueKey { static let defaultValue: [String: Visibility] = [:] }

/// Sets a per-bar value on the content's first node.
struct BarValueModifier<K: LayoutValueKey, V>: ViewModifier, PrimitiveModifier where K.Value == [String: V] {
    let bars: [ToolbarPlacement]
    let value: V
    func body(content: Content) -> Never { fatalError() }
    func apply(_ content: (BuildContext) -> [LayoutNode], _ ctx: BuildContext) -> [LayoutNode] {
        let nodes = content(ctx)
        let names = bars.isEmpty ? ["automatic"] : bars.map(\.name)
        if let first = nodes.first { for n in names { first.traits[K.self][n] = value } }
        return nodes
    }
}

/// The first value of `key` in `node`'s subtree (the node first, then its descendants depth
/// first), not looking inside nested navigation containers or tab views.
func firstValue<K: LayoutValueKey>(_ key: K.Type, in node: LayoutNode, where isSet: (K.Value) -> Bool) -> K.Value? {
    let v = node.traits[key]
    if isSet(v) { return v }
    for c in node.children where !isChromeContainer(c) {
        if let found = firstValue(key, in: c, where: isSet) { return found }
    }
    return nil
}

/// Every value of `key` in `node`'s subtree (outermost first), stopping at nested containers.
func allValues<K: LayoutValueKey>(_ key: K.Type, in node: LayoutNode) -> [K.Value] {
    var out = [node.traits[key]]
    for c in node.children where !isChromeContainer(c) { out += allValues(key, in: c) }
    return out
}

/// Navigation stacks and tab views keep their content's bar values to themselves.
func isChromeContainer(_ node: LayoutNode) -> Bool {
    !node.role.isDisjoint(with: .chromeContainers)
}

/// A toolbar item's views in the environment where its `.toolbar` was written, with what the
/// bar sets for its items on top: the bar's colour scheme (`toolbarColorScheme`), font, image
/// scale and line limit (NavigationChrome.items), and labels drawn icon-only.
struct ToolbarItemEnvironment: View, PrimitiveView {
    let entry: ToolbarEntry
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let bar = ctx.environment
        var env = entry.environment ?? bar
        env.colorScheme = bar.colorScheme
        env.font = bar.font
        env.imageScale = bar.imageScale
        env.lineLimit = bar.lineLimit
        // A `Label` in a bar shows its icon only (iOS's automatic label style in a toolbar: Apple's
        // `ToolbarLabelStyle`, "iconOnly … the toolbar contents will only display the control"),
        // unless the app set a label style.
        if env[LabelStyleKey.self].boxes.isEmpty { env[LabelStyleKey.self].boxes.append(IconOnlyLabelStyle().box) }
        var c = ctx
        c.environment = env
        return Accord.makeNodes(entry.content, c)
    }
}
