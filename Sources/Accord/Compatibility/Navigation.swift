// About 440 lines: the navigation containers, their path and their pushes are one graph (NavigationContainer reads the path, the destinations and NavigationPushes). The seam for a split is NavigationLink and its button (NavigationLink.swift); not moved on 2026-12-02, an hour after the live lane's NavigationStack(path:) work (f0b9c90) landed here.
import Foundation
import AccordLayout

// Navigation. A navigation container shows its root (or the destination a tap pushed) with
// iOS's navigation bar — large or inline title, toolbar items, back button — and a bottom
// toolbar when items ask for one (drawn by Chrome/NavigationBar.swift); links lay out their
// labels; a `searchable` field (inside the container or around it) is drawn under the title. The
// tab view is Chrome/TabBar.swift, presentations Chrome/Presentations.swift.

/// The title the root of a navigation container sets (`.navigationTitle`), carried to the
/// container as a layout value.
struct NavigationTitleKey: LayoutValueKey { static let defaultValue: String? = nil }
struct NavigationTitleModeKey: LayoutValueKey { static let defaultValue = NavigationBarItem.TitleDisplayMode.automatic }
/// Set by `.navigationBarHidden(true)` / `.toolbar(.hidden, for: .navigationBar)` on the root.
struct NavigationBarHiddenKey: LayoutValueKey { static let defaultValue = false }
/// Set by `.navigationBarBackButtonHidden()` on a pushed screen.
struct BackButtonHiddenKey: LayoutValueKey { static let defaultValue = false }

/// The root of a navigation stack below iOS's navigation bar: 44 points for the bar, and 52 more
/// for a large title (the automatic mode when there is a title), the title in `.largeTitle` bold
/// at the leading margin; inline titles are `.headline`, centred in the 44-point bar. The root
/// takes the rest of the space, centred in it.
struct NavigationContainer<Content: View>: View, PrimitiveView {
    let content: Content
    /// `NavigationStack(path:)`'s binding: its values each show the destination registered for
    /// their type; the back button and a pushed screen's `dismiss` shorten it.
    var path: NavigationPathBinding? = nil

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        // Destinations pushed by taps (the live preview) show instead of the root, each at an
        // identity of its own, with a back button that pops it.
        let pushes = ctx.graph.location(StateKey(path: ctx.path.components, property: "navigationPushes")) { NavigationPushes() }
        let values = path?.elements ?? []
        // A value link in a stack with a path appends to the path (SwiftUI); a view link pushes
        // above the path's screens. Screens pushed above a path that code made shorter go.
        pushes.path = path
        pushes.dropAbove(pathCount: values.count)
        // A `searchable` written around this container is drawn in its bar, not in a container
        // its content holds.
        let outerSearch = ctx.environment[OuterSearchFieldKey.self]
        let inner = ctx.with { $0[NavigationPushesKey.self] = pushes; $0[OuterSearchFieldKey.self] = nil }
        var backTitle: String?
        let roots: [LayoutNode]
        // Level 0 (the root) keeps the identity it has when nothing is pushed: its state survives.
        // A pushed screen (level n ≥ 1) is presented: its dismiss action pops it and those above it.
        func level(_ n: Int, _ pop: @escaping () -> Void) -> BuildContext {
            n == 0 ? inner : inner.child(.part(1000 + n)).with { env in
                env.isPresented = true
                env[DismissKey.self] = DismissAction(pop)
            }
        }
        func title(_ nodes: [LayoutNode]) -> String? { nodes.first.flatMap { firstValue(NavigationTitleKey.self, in: $0) { $0 != nil } ?? nil } }
        // The root is built once; when screens may cover it, without recording its taps (the
        // screen on top is built again to take them).
        let covered = !values.isEmpty || !pushes.stack.isEmpty
        let rootNodes = covered ? TapRecorder.withoutRecording { Accord.makeNodes(content, inner) } : Accord.makeNodes(content, inner)
        let screens = self.screens(above: rootNodes, values: values, pushes: pushes) { view, n, pop in
            TapRecorder.withoutRecording { Accord.makeNodes(view, level(n, pop)) }
        }
        if let top = screens.last {
            // The screen below's title names the back button (iOS; "Back" when it has none).
            backTitle = (screens.count >= 2 ? title(screens[screens.count - 2].nodes) : title(rootNodes)) ?? "Back"
            roots = Accord.makeNodes(top.view, level(screens.count, top.pop))
        } else {
            roots = covered ? Accord.makeNodes(content, inner) : rootNodes
        }
        guard let firstRoot = roots.first else { return [] }
        let body = roots.count == 1 ? firstRoot : makeNode(LayoutAdapter(VStackLayout()), children: roots, label: "VStack")
        if firstValue(NavigationBarHiddenKey.self, in: body, where: { $0 }) == true {
            // No bar: the root takes the whole space, centred in it.
            let node = makeNode(LayoutAdapter(VStackLayout(spacing: 0)), children: [expanding(body)], label: "NavigationStack", role: .navigationStack)
            drawContainerBackground(node, ctx)
            return [node]
        }
        var model = NavigationBarModel(root: body)
        if model.search == nil { model.search = outerSearch }
        model.backTitle = firstValue(BackButtonHiddenKey.self, in: body, where: { $0 }) == true ? nil : backTitle
        // The back button pops the top screen: a tap-pushed one, the path's last value, or a
        // `navigationDestination(isPresented:)`'s binding set to false.
        model.pop = screens.last?.pop ?? {}
        // A grouped list's or form's background shows behind the transparent bar; a plain list's
        // own (white) background runs under it instead.
        model.grouped = roots.count == 1 && firstRoot.role.contains(.groupedList)
        let barNodes = Accord.makeNodes(NavigationChrome.bar(model), ctx.child(.part(3000)))
        // Bars are drawn over the content (which may run under them).
        if !barNodes.isEmpty { barNodes[0].label = "NavigationBar"; barNodes[0].traits[ZIndexKey.self] = 1 }
        // The bars are part of the root's safe area: a root that ignores it runs under them.
        // The content area under the bars is the container `containerRelativeFrame` measures.
        let filled = wrap(expanding(body), ContainerBehaviour(), label: "NavigationContent")
        let barHeight: CGFloat = model.height
        var lengths = EdgeInsets()
        lengths.top = barHeight
        var bars = SafeAreaBars(edges: .top, lengths: lengths)
        var children = barNodes + [filled]
        if !model.entries(.bottom).isEmpty {
            let bottom = Accord.makeNodes(NavigationChrome.bottomBar(model), ctx.child(.part(3001)))
            if !bottom.isEmpty { bottom[0].label = "BottomToolbar"; bottom[0].traits[ZIndexKey.self] = 1 }
            children += bottom
            bars.edges.insert(.bottom)
            bars.lengths.bottom = NavigationChrome.bottomBarHeight
        }
        filled.traits[SafeAreaBarsKey.self] = bars
        let node = makeNode(LayoutAdapter(VStackLayout(spacing: 0)), children: children, label: "NavigationStack", role: .navigationStack)
        // Its screen's opaque background, in its own colour scheme (Chrome/ContainerBackground.swift).
        drawContainerBackground(node, ctx)
        return [node]
    }
}

/// A screen shown above a navigation stack's root: its view, its nodes as built while looking
/// for the screens above it, and what pops it (and every screen above it).
struct NavigationScreen {
    let view: AnyView
    let pop: () -> Void
    var nodes: [LayoutNode] = []
}

extension NavigationContainer {
    /// The screens above the root, bottom first: the path's values, each resolved by a
    /// `navigationDestination(for:)` registered on the root or a screen below it (a value no
    /// destination takes shows nothing, as SwiftUI pushes nothing for it); then a destination
    /// presented by `navigationDestination(isPresented:)`/`(item:)` on the screen below; then the
    /// screens taps pushed. Popping a path value's screen shortens the path to the values below
    /// it; popping a presented destination sets its binding to false (its item to nil).
    func screens(above rootNodes: [LayoutNode], values: [AnyHashable], pushes: NavigationPushes,
                 build: (AnyView, Int, @escaping () -> Void) -> [LayoutNode]) -> [NavigationScreen] {
        var screens: [NavigationScreen] = []
        var registry: [NavigationDestinationEntry] = []
        var current = rootNodes
        var next = 0, nextPush = 0
        let path = self.path
        while screens.count < 64 {
            registry += current.flatMap { allValues(NavigationDestinationsKey.self, in: $0).flatMap { $0 } }
            var screen: NavigationScreen?
            while screen == nil && next < values.count {
                let i = next
                next += 1
                if let v = registry.lazy.compactMap({ $0.resolve(values[i]) }).first {
                    screen = NavigationScreen(view: v, pop: { pushes.keep(0); path?.keep(i) })
                }
            }
            if screen == nil, let shown = current.lazy.flatMap({ allValues(NavigationPresentedKey.self, in: $0).flatMap { $0 } }).first {
                screen = NavigationScreen(view: shown.view, pop: { pushes.keep(0); shown.dismiss() })
            }
            while screen == nil && nextPush < pushes.stack.count {
                let j = nextPush
                nextPush += 1
                let view: AnyView?
                switch pushes.stack[j].entry {
                case .view(let v): view = v
                case .value(let value): view = registry.lazy.compactMap { $0.resolve(value) }.first
                }
                if let view { screen = NavigationScreen(view: view, pop: { pushes.keep(j) }) }
                else { pushes.keep(j) }   // (a pushed value no destination takes is dropped)
            }
            guard var s = screen else { break }
            s.nodes = build(s.view, screens.count + 1, s.pop)
            current = s.nodes
            screens.append(s)
        }
        return screens
    }
}

/// A `navigationDestination(for:)`: the view for a value of its type.
struct NavigationDestinationEntry {
    let resolve: (AnyHashable) -> AnyView?
}
struct NavigationDestinationsKey: LayoutValueKey { static var defaultValue: [NavigationDestinationEntry] { [] } }
/// A destination presented by `navigationDestination(isPresented:)` / `(item:)`, and what sets
/// its binding to false (its item to nil).
struct NavigationPresentedEntry {
    let view: AnyView
    let dismiss: () -> Void
}
struct NavigationPresentedKey: LayoutValueKey { static var defaultValue: [NavigationPresentedEntry] { [] } }

/// Appends to an array-valued trait of the content's first node.
struct AppendTraitModifier<K: LayoutValueKey, E>: ViewModifier, PrimitiveModifier where K.Value == [E] {
    let values: [E]
    func body(content: Content) -> Never { fatalError() }
    func apply(_ content: (BuildContext) -> [LayoutNode], _ ctx: BuildContext) -> [LayoutNode] {
        let nodes = content(ctx)
        if let first = nodes.first, !values.isEmpty { first.traits[K.self] += values }
        return nodes
    }
}

/// The values of a navigation path (`NavigationStack(path:)`), of any `Hashable` types.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]
    /// An empty path.
    public init() { elements = [] }
    /// A path of the given values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    /// How many values the path holds.
    public var count: Int { elements.count }
    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops `k` values (all there are, at most).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(Swift.max(0, k), elements.count)) }
}

/// A stack of views with a navigation bar, titled by `navigationTitle(_:)` (SwiftUI's `NavigationStack`): its root, or the top of its path.
public struct NavigationStack<Content: View>: View {
    let content: Content
    var path: NavigationPathBinding?
    /// A navigation stack showing `root`.
    public init(@ViewBuilder root: () -> Content) { content = root() }
    /// A stack showing `path`'s values above its root, each resolved by a
    /// `navigationDestination(for:)` inside the stack (a still frame shows the top one, with a back
    /// button). A value link appends to the path; the back button and `dismiss` on a pushed
    /// screen remove its value and those after it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
        content = root()
        self.path = NavigationPathBinding(
            elements: path.wrappedValue.elements,
            append: { path.wrappedValue.elements.append($0); return true },
            keep: { n in if path.wrappedValue.count > n { path.wrappedValue.removeLast(path.wrappedValue.count - n) } })
    }
    /// A stack showing the values of a collection (`[Route]`) above its root: as the
    /// `NavigationPath` form; a value link appends a value of the collection's element type.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        content = root()
        self.path = NavigationPathBinding(
            elements: path.wrappedValue.map { AnyHashable($0) },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            keep: { n in if path.wrappedValue.count > n { path.wrappedValue.removeLast(path.wrappedValue.count - n) } })
    }
    /// The root inside a navigation container that draws the bar.
    public var body: some View { NavigationContainer(content: content, path: path) }
}

/// A `NavigationStack(path:)`'s binding, whatever the path's type: its values as built, and the
/// two changes navigation makes to it.
struct NavigationPathBinding {
    let elements: [AnyHashable]
    /// Appends a value (a value link's); false when the path cannot hold its type.
    let append: (AnyHashable) -> Bool
    /// Keeps the first `n` values (pops those after them).
    let keep: (Int) -> Void
}

/// The older navigation container (SwiftUI's deprecated `NavigationView`): drawn as a `NavigationStack`.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view showing `content` with a navigation bar.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The content inside a navigation container that draws the bar.
    public var body: some View { NavigationContainer(content: content) }
}

/// The detail column (what a compact width shows).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let detail: Detail
    /// A three-column split view: a compact-width preview shows the detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.detail = detail()
    }
    /// A three-column split view with a column-visibility binding (drawn as the detail column).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.detail = detail()
    }
    /// The detail column.
    public var body: Detail { detail }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a compact-width preview shows the detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.detail = detail() }
    /// A two-column split view with a column-visibility binding (drawn as the detail column).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.detail = detail()
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let kind: Int
    /// The platform chooses which columns show.
    public static let automatic = NavigationSplitViewVisibility(kind: 0)
    /// Every column shows.
    public static let all = NavigationSplitViewVisibility(kind: 1)
    /// The content and detail columns show.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: 2)
    /// Only the detail column shows.
    public static let detailOnly = NavigationSplitViewVisibility(kind: 3)
}

/// A link: its label, as a still frame shows it. In the live preview (`accord preview`) a tap on
/// it pushes its destination onto the enclosing navigation stack; a value-based link pushes its
/// value, shown by the `navigationDestination(for:)` of its type registered below the stack.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    var destination: (() -> AnyView)?
    /// A value-based link's value (`NavigationLink(value:)`), pushed for the stack to resolve.
    var value: AnyHashable?
    /// A link that pushes `destination` when tapped, showing `label` (SwiftUI's `NavigationLink(destination:label:)`); in a list a chevron trails the row.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = { AnyView(destination) }
    }
    /// A link to a destination built by a closure (SwiftUI's `NavigationLink(destination:label:)`).
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        let d = destination()
        self.destination = { AnyView(d) }
    }
    init(label: Label, destination: (() -> AnyView)?) {
        self.label = label
        self.destination = destination
    }
    /// The label, with a disclosure chevron in a list row; elsewhere (a navigation bar, a stack)
    /// drawn as a button in the button style in effect.
    public var body: some View {
        let stack = EnvironmentValues.current[NavigationPushesKey.self], destination = self.destination, value = self.value
        let push = {
            if let stack, let destination { stack.push(destination()) } else if let stack, let value { stack.push(value: value) }
        }
        // In a list row: the label, then the disclosure chevron at the trailing edge (List+Rows.swift).
        // Elsewhere iOS draws a link as a button: borderless and in the tint by default (a link
        // in a navigation bar looks like the bar's buttons, `Link`s and `Menu`s), styled by
        // `.buttonStyle` — `.plain` keeps its label as is.
        let content = EnvironmentValues.current[InListRowKey.self] ? AnyView(ListDisclosureRow(label: label))
            : AnyView(NavigationLinkButton(label: AnyView(label), action: push))
        return _TapResponding(content: content, responder: TapResponder(kind: .action { _ in push() }, name: "NavigationLink", wholeFrame: true))
    }
}

/// A navigation link outside a list: its label through the button style in effect (the default
/// one: borderless, in the tint), as `Button` draws it (Controls/Button.swift).
struct NavigationLinkButton: View, PrimitiveView {
    let label: AnyView
    let action: () -> Void
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        buildStyled(ButtonStyleKey.self, ButtonStyleInput(label: label, role: nil, action: action), fallback: DefaultButtonStyle().box, ctx)
    }
}

extension NavigationLink {
    /// A link pushed while `isActive` is true (SwiftUI's deprecated `init(destination:isActive:label:)`).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
    /// A link pushed while `selection` equals `tag` (SwiftUI's deprecated `init(destination:tag:selection:label:)`).
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
    /// A link pushed while `isActive` is true, its destination built by a closure.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
}
extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link that pushes `value` onto the stack's path, titled with a localized string key (SwiftUI's `init(_:value:)`).
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, value: V?) {
        self.init(label: Text(titleKey), destination: nil)
        self.value = value.map { AnyHashable($0) }
    }
    /// A link that pushes `value`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, value: V?) {
        self.init(label: Text(title), destination: nil)
        self.value = value.map { AnyHashable($0) }
    }
}
extension NavigationLink where Label == Text {
    /// A link to `destination`, titled with a localized string key (SwiftUI's `init(_:destination:)`).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(destination: destination) { Text(titleKey) } }
    /// A link to `destination`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.init(destination: destination) { Text(title) } }
    /// A link to a destination built by a closure, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link to a destination built by a closure, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A titled link pushed while `isActive` is true (deprecated in SwiftUI).
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// A link titled with a string, pushed while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(title) }
    }
}
extension NavigationLink where Destination == EmptyView {
    /// A link that pushes `value` onto the stack's path, showing `label` (SwiftUI's `init(value:label:)`).
    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: nil)
        self.value = value.map { AnyHashable($0) }
    }
}

/// The destinations pushed onto a navigation stack by taps on its links (the live preview):
/// kept in the view graph at the stack's identity, so it lasts across renderings. In a stack with a
/// path binding a value link appends to the path instead (`path`, set at each build).
final class NavigationPushes: @unchecked Sendable {
    /// A pushed destination view, or a value a `navigationDestination(for:)` shows.
    enum Entry { case view(AnyView), value(AnyHashable) }
    /// An entry, and how many path values were below it when it was pushed.
    struct Pushed { let entry: Entry; let above: Int }
    /// (A change is one per-view invalidation cannot follow: the live preview builds everything.)
    private(set) var stack: [Pushed] = [] { didSet { if stack.count != oldValue.count { Invalidation.noteUntrackedChange() } } }
    /// The stack's path binding, when it has one (as last built).
    var path: NavigationPathBinding?
    func push(_ v: AnyView) { stack.append(Pushed(entry: .view(v), above: path?.elements.count ?? 0)) }
    func push(value: AnyHashable) {
        if let path {
            // SwiftUI appends the value to the bound path (a value the path cannot hold: nothing).
            _ = path.append(value)
        } else {
            stack.append(Pushed(entry: .value(value), above: 0))
        }
    }
    func pop() { if !stack.isEmpty { stack.removeLast() } }
    /// Drops the entries above the first `n` (values no destination takes, popped screens).
    func keep(_ n: Int) { if stack.count > n { stack.removeLast(stack.count - n) } }
    /// Drops the screens pushed above path values that are gone (code set the path shorter:
    /// SwiftUI pops to what remains).
    func dropAbove(pathCount: Int) {
        if let i = stack.firstIndex(where: { $0.above > pathCount }) { keep(i) }
    }
}
struct NavigationPushesKey: EnvironmentKey { static let defaultValue: NavigationPushes? = nil }
