import Foundation
import AccordLayout

// Navigation. A navigation container shows its root (or the destination a tap pushed) with
// iOS's navigation bar — large or inline title, toolbar items, back button — and a bottom
// toolbar when items ask for one (drawn by Chrome/NavigationBar.swift); links lay out their
// labels. Search fields are accepted and not drawn yet; the tab view is Chrome/TabBar.swift,
// presentations Chrome/Presentations.swift.

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
    /// `NavigationStack(path:)`'s values: each shows the destination registered for its type.
    var path: [AnyHashable] = []

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        // Destinations pushed by taps (the live preview) show instead of the root, each at an
        // identity of its own, with a back button that pops it.
        let pushes = ctx.graph.location(StateKey(path: ctx.path.components, property: "navigationPushes")) { NavigationPushes() }
        let inner = ctx.with { $0[NavigationPushesKey.self] = pushes }
        var backTitle: String?
        let roots: [LayoutNode]
        // Level 0 (the root) keeps the identity it has when nothing is pushed: its state survives.
        func level(_ n: Int) -> BuildContext { n == 0 ? inner : inner.child(.part(1000 + n)) }
        func title(_ nodes: [LayoutNode]) -> String? { nodes.first.flatMap { firstValue(NavigationTitleKey.self, in: $0) { $0 != nil } ?? nil } }
        // The pushed screens: a destination view, or a value resolved by a
        // `navigationDestination(for:)` registered on a screen below it (SwiftUI pushes nothing
        // for a value no destination takes: such entries are dropped).
        var screens: [AnyView] = []
        var belowTitle: String?
        if !pushes.stack.isEmpty {
            var registry: [NavigationDestinationEntry] = []
            var below = TapRecorder.withoutRecording { Accord.makeNodes(content, level(0)) }
            for entry in pushes.stack {
                registry += below.flatMap { allValues(NavigationDestinationsKey.self, in: $0).flatMap { $0 } }
                let view: AnyView?
                switch entry {
                case .view(let v): view = v
                case .value(let value): view = registry.lazy.compactMap { $0.resolve(value) }.first
                }
                guard let v = view else { break }
                belowTitle = title(below)
                screens.append(v)
                if screens.count < pushes.stack.count {
                    below = TapRecorder.withoutRecording { Accord.makeNodes(v, level(screens.count)) }
                }
            }
            pushes.keep(screens.count)
        }
        if let top = screens.last {
            // The screen below's title names the back button (iOS; "Back" when it has none).
            backTitle = belowTitle ?? "Back"
            roots = Accord.makeNodes(top, level(screens.count))
        } else {
            let rootNodes = Accord.makeNodes(content, inner)
            if let shown = destinationsShown(rootNodes, level) {
                // The state shows destinations (a path, `navigationDestination(isPresented:)`):
                // the top one, its back button named by the screen below.
                backTitle = shown.belowTitle ?? "Back"
                roots = shown.top
            } else {
                roots = rootNodes
            }
        }
        guard let firstRoot = roots.first else { return [] }
        let body = roots.count == 1 ? firstRoot : LayoutNode(LayoutAdapter(VStackLayout()), children: roots, label: "VStack")
        if firstValue(NavigationBarHiddenKey.self, in: body, where: { $0 }) == true {
            // No bar: the root takes the whole space, centred in it.
            let node = LayoutNode(LayoutAdapter(VStackLayout(spacing: 0)), children: [expanding(body)], label: "NavigationStack").declaring(.navigationStack)
            return [node]
        }
        var model = NavigationBarModel(root: body)
        model.backTitle = firstValue(BackButtonHiddenKey.self, in: body, where: { $0 }) == true ? nil : backTitle
        model.pop = { pushes.pop() }
        // A grouped list's or form's background shows behind the transparent bar; a plain list's
        // own (white) background runs under it instead.
        model.grouped = roots.count == 1 && firstRoot.role.contains(.groupedList)
        let barNodes = Accord.makeNodes(NavigationChrome.bar(model), ctx.child(.part(3000)))
        // Bars are drawn over the content (which may run under them).
        if !barNodes.isEmpty { barNodes[0].label = "NavigationBar"; barNodes[0].traits[ZIndexKey.self] = 1 }
        // The bars are part of the root's safe area: a root that ignores it runs under them.
        let filled = expanding(body)
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
        let node = LayoutNode(LayoutAdapter(VStackLayout(spacing: 0)), children: children, label: "NavigationStack").declaring(.navigationStack)
        return [node]
    }
}

extension NavigationContainer {
    /// The screens the state shows above the root: each path value resolved by a
    /// `navigationDestination(for:)` registered on a screen below it, then destinations presented
    /// with `navigationDestination(isPresented:)`/`(item:)`. Nil when none.
    func destinationsShown(_ rootNodes: [LayoutNode], _ level: (Int) -> BuildContext) -> (top: [LayoutNode], belowTitle: String?)? {
        var screens: [AnyView] = []
        var registry: [NavigationDestinationEntry] = []
        var current = rootNodes
        var titles: [String?] = [current.first.flatMap { firstValue(NavigationTitleKey.self, in: $0) { $0 != nil } ?? nil }]
        var next = 0
        while screens.count < 64 {
            registry += current.flatMap { allValues(NavigationDestinationsKey.self, in: $0).flatMap { $0 } }
            let presented = current.flatMap { allValues(NavigationPresentedKey.self, in: $0).flatMap { $0 } }
            var view: AnyView?
            while view == nil && next < path.count {
                let value = path[next]
                next += 1
                view = registry.lazy.compactMap { $0.resolve(value) }.first
            }
            if view == nil { view = presented.first }
            guard let v = view else { break }
            screens.append(v)
            current = TapRecorder.withoutRecording { Accord.makeNodes(v, level(screens.count)) }
            titles.append(current.first.flatMap { firstValue(NavigationTitleKey.self, in: $0) { $0 != nil } ?? nil })
            if screens.count >= path.count + 8 { break }
        }
        guard let top = screens.last else { return nil }
        return (Accord.makeNodes(top, level(screens.count)), titles[titles.count - 2])
    }
}

/// A `navigationDestination(for:)`: the view for a value of its type.
struct NavigationDestinationEntry {
    let resolve: (AnyHashable) -> AnyView?
}
struct NavigationDestinationsKey: LayoutValueKey { static var defaultValue: [NavigationDestinationEntry] { [] } }
/// Destinations presented by `navigationDestination(isPresented:)` / `(item:)`.
struct NavigationPresentedKey: LayoutValueKey { static var defaultValue: [AnyView] { [] } }

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
    var path: [AnyHashable] = []
    /// A navigation stack showing `root`.
    public init(@ViewBuilder root: () -> Content) { content = root() }
    /// A stack showing `path`'s values above its root (a still frame shows the top one, with a
    /// back button), each resolved by a `navigationDestination(for:)` inside the stack.
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Content) {
        content = root()
        let value: Any = path.wrappedValue
        if let p = value as? NavigationPath {
            self.path = p.elements
        } else if let seq = value as? any Sequence {
            var out: [AnyHashable] = []
            for e in seq { if let h = e as? AnyHashable { out.append(h) } }
            self.path = out
        }
    }
    /// The root inside a navigation container that draws the bar.
    public var body: some View { NavigationContainer(content: content, path: path) }
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
    /// The label, with a disclosure chevron in a list row.
    public var body: some View {
        let stack = EnvironmentValues.current[NavigationPushesKey.self], destination = self.destination
        // In a list row: the label, then the disclosure chevron at the trailing edge (List+Rows.swift).
        let content = EnvironmentValues.current[InListRowKey.self] ? AnyView(ListDisclosureRow(label: label)) : AnyView(label)
        return _TapResponding(content: content, responder: TapResponder(kind: .action { _ in
            if let stack, let destination { stack.push(destination()) } else if let stack, let value { stack.push(value: value) }
        }, name: "NavigationLink", wholeFrame: true))
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
/// kept in the view graph at the stack's identity, so it lasts across renderings.
final class NavigationPushes: @unchecked Sendable {
    /// A pushed destination view, or a value a `navigationDestination(for:)` shows.
    enum Entry { case view(AnyView), value(AnyHashable) }
    /// (A change is one per-view invalidation cannot follow: the live preview builds everything.)
    private(set) var stack: [Entry] = [] { didSet { if stack.count != oldValue.count { Invalidation.noteUntrackedChange() } } }
    func push(_ v: AnyView) { stack.append(.view(v)) }
    func push(value: AnyHashable) { stack.append(.value(value)) }
    func pop() { if !stack.isEmpty { stack.removeLast() } }
    /// Drops the entries above the first `n` (values no destination takes).
    func keep(_ n: Int) { if stack.count > n { stack.removeLast(stack.count - n) } }
}
struct NavigationPushesKey: EnvironmentKey { static let defaultValue: NavigationPushes? = nil }

// MARK: - Navigation bar

/// Namespace of the navigation bar's title display mode (SwiftUI's `NavigationBarItem`).
public enum NavigationBarItem {
    /// How the title shows: large under the bar, inline in the bar, or as the platform chooses.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// `toolbarTitleDisplayMode(_:)`'s modes (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// The platform's choice: large for a stack's root.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// A large title under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// A title inline in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// iOS draws this inline in the bar, large on scrolling up; a still frame (at the top) shows it large.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

extension View {
    func navigationTitleValue(_ title: String) -> some View { layoutValue(key: NavigationTitleKey.self, value: title) }

    /// The title of the navigation bar (drawn by the enclosing `NavigationStack`/`NavigationView`).
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitleValue(titleKey.string) }
    /// The title of the enclosing navigation stack's bar, from a string (SwiftUI's `navigationTitle(_:)`).
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitleValue(String(title)) }
    /// The title of the enclosing navigation stack's bar, from `Text`.
    public func navigationTitle(_ title: Text) -> some View { navigationTitleValue(title.plainString) }
    /// The title of the navigation bar, from a binding (an editable title on iOS; drawn as text).
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitleValue(title.wrappedValue) }
    /// A title view: a `Text` is drawn as the title; other views are not drawn yet.
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        let v = title()
        return layoutValue(key: NavigationTitleKey.self, value: (v as? Text)?.plainString)
    }

    /// Large or inline title in the enclosing navigation stack's bar (SwiftUI's `navigationBarTitleDisplayMode(_:)`).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        layoutValue(key: NavigationTitleModeKey.self, value: mode)
    }
    /// Large or inline title in the enclosing navigation stack's bar (SwiftUI's `toolbarTitleDisplayMode(_:)`).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        layoutValue(key: NavigationTitleModeKey.self, value: mode.mode)
    }

    // iOS 13's forms: the same title, drawn exactly as `navigationTitle`.
    /// The bar's title (SwiftUI's deprecated `navigationBarTitle(_:)`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// The bar's title from a localized string key (deprecated in SwiftUI).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    /// The bar's title from a string (deprecated in SwiftUI).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    /// The bar's title and display mode (SwiftUI's deprecated `navigationBarTitle(_:displayMode:)`).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// The bar's title from a localized string key, and display mode (deprecated in SwiftUI).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }
    /// The bar's title from a string, and display mode (deprecated in SwiftUI).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the navigation bar: the enclosing container then draws no bar and gives its root
    /// the whole space.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        layoutValue(key: NavigationBarHiddenKey.self, value: hidden)
    }
    /// Bar items (iOS 13's form), drawn at the bar's leading and trailing ends.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(ToolbarEntriesModifier(entries: [ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading)),
                                                  ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))]))
    }
    /// Items at the leading edge of the navigation bar (SwiftUI's deprecated `navigationBarItems(leading:)`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(ToolbarEntriesModifier(entries: [ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading))]))
    }
    /// Items at the trailing edge of the navigation bar (SwiftUI's deprecated `navigationBarItems(trailing:)`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(ToolbarEntriesModifier(entries: [ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))]))
    }
    /// Hides the back button of a pushed screen (a root has none).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        layoutValue(key: BackButtonHiddenKey.self, value: hidesBackButton)
    }
    /// A subtitle (macOS): accepted and inert on iOS.
    public func navigationSubtitle(_ subtitle: Text) -> Self { self }
    /// A subtitle (macOS): accepted and inert on iOS.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> Self { self }
    /// A subtitle (macOS): accepted and inert on iOS.
    @_disfavoredOverload public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> Self { self }

    // Destinations: what a link would push; a still frame shows the root.
    /// The view shown for a value of `data`'s type in the enclosing stack's path.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let entry = NavigationDestinationEntry { value in (value.base as? D).map { AnyView(destination($0)) } }
        return modifier(AppendTraitModifier<NavigationDestinationsKey, NavigationDestinationEntry>(values: [entry]))
    }
    /// Shown above this screen when `isPresented` is true.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let shown: [AnyView] = isPresented.wrappedValue ? [AnyView(destination())] : []
        return modifier(AppendTraitModifier<NavigationPresentedKey, AnyView>(values: shown))
    }
    /// Shown above this screen when `item` is non-nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let shown: [AnyView] = item.wrappedValue.map { [AnyView(destination($0))] } ?? []
        return modifier(AppendTraitModifier<NavigationPresentedKey, AnyView>(values: shown))
    }

    /// The navigation view's style: accepted and inert (drawn as a stack).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
    /// The split view's style: accepted and inert (a compact preview shows the detail column).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self { self }
    /// A split view column's width: accepted and inert.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> Self { self }
    /// A split view column's width range: accepted and inert.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> Self { self }
    /// A custom title colour: accepted and inert.
    public func navigationBarTitleTextColor(_ color: Color) -> Self { self }
}

// MARK: - Navigation styles (accepted: a still frame shows the stack's root)

/// How a navigation view looks (SwiftUI's `NavigationViewStyle`; inert: drawn as a stack).
public protocol NavigationViewStyle {}
/// The default navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// One column, pushing views (SwiftUI's `StackNavigationViewStyle`).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns side by side on wide screens (SwiftUI's `ColumnNavigationViewStyle`).
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The older name of `ColumnNavigationViewStyle`.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { .init() } }

/// How a split view arranges its columns (SwiftUI's `NavigationSplitViewStyle`; inert).
public protocol NavigationSplitViewStyle {}
/// The platform's split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// Columns share the width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The detail column keeps its size.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { .init() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { .init() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() } }

// MARK: - Tab views

public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show.
    public struct IndexDisplayMode: Sendable {
        let kind: Int
        public static let automatic = IndexDisplayMode(kind: 0)
        public static let always = IndexDisplayMode(kind: 1)
        public static let never = IndexDisplayMode(kind: 2)
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() } }

public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Sendable {
        public static let automatic = BackgroundDisplayMode()
        public static let always = BackgroundDisplayMode()
        public static let interactive = BackgroundDisplayMode()
        public static let never = BackgroundDisplayMode()
    }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

// MARK: - Toolbars (drawn by the enclosing navigation container: Chrome/NavigationBar.swift)

/// Content of a toolbar: items placed in the navigation bar, bottom bar, keyboard bar…
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content that the user can customise (`ToolbarItem(id:)`).
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content built in (its `body` is never asked for).
public protocol _PrimitiveToolbarContent: CustomizableToolbarContent where Body == Never {}
extension _PrimitiveToolbarContent {
    /// Primitive toolbar content: Accord reads its items directly (never called).
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content") }
}

/// One toolbar item at a placement.
public struct ToolbarItem<ID, Content: View>: _PrimitiveToolbarContent {
    /// Where the item goes in the bar.
    public let placement: ToolbarItemPlacement
    let content: Content
}
extension ToolbarItem where ID == () {
    /// A toolbar item in `placement` (SwiftUI's `ToolbarItem(placement:content:)`): the trailing edge of the navigation bar by default.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}
extension ToolbarItem where ID == String {
    /// A customizable toolbar item with an identifier (the id is ignored).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: _PrimitiveToolbarContent {
    /// Where the items go in the bar.
    public let placement: ToolbarItemPlacement
    let content: Content
    /// Several toolbar items in one `placement` (SwiftUI's `ToolbarItemGroup(placement:content:)`).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    /// Toolbar items with a label for a collapsed menu (the label is not drawn).
    public init<Label: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content,
                             @ViewBuilder label: () -> Label) {
        self.placement = placement
        self.content = content()
    }
}

/// A flexible or fixed space between toolbar items (iOS 26).
public struct ToolbarSpacer: _PrimitiveToolbarContent {
    let spacerPlacement: ToolbarItemPlacement
    /// Space between toolbar items (SwiftUI's `ToolbarSpacer`).
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) { spacerPlacement = placement }
}
/// How much space a toolbar spacer takes.
public struct SpacerSizing: Sendable {
    /// As much as is free.
    public static let flexible = SpacerSizing()
    /// A fixed amount.
    public static let fixed = SpacerSizing()
}

/// Several pieces of toolbar content.
public struct TupleToolbarContent<T>: _PrimitiveToolbarContent {
    let value: T
}
/// One of two pieces of toolbar content (`if`/`else`), or optional content.
public struct _ConditionalToolbarContent<T: ToolbarContent, F: ToolbarContent>: _PrimitiveToolbarContent {
    let value: Any
}
public struct _OptionalToolbarContent<Wrapped: ToolbarContent>: _PrimitiveToolbarContent {
    let value: Wrapped?
}
public struct _EmptyToolbarContent: _PrimitiveToolbarContent {}
/// Toolbar content of any type.
public struct _AnyToolbarContent: _PrimitiveToolbarContent {
    let value: Any
    init<C: ToolbarContent>(_ c: C) { value = c }
}

/// Builds toolbar content from closures (SwiftUI's `@ToolbarContentBuilder`).
@resultBuilder
public enum ToolbarContentBuilder {
    /// One item, unchanged.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    /// No items.
    public static func buildBlock() -> _EmptyToolbarContent { _EmptyToolbarContent() }
    /// One item, unchanged.
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    /// Several items.
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<(repeat each C)> {
        TupleToolbarContent(value: (repeat each content))
    }
    /// An `if` without `else`: the item, or nothing.
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> _OptionalToolbarContent<C> { _OptionalToolbarContent(value: content) }
    /// An `if` without `else`: the item, or nothing.
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> _OptionalToolbarContent<C> { _OptionalToolbarContent(value: content) }
    /// The `if` branch.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> { .init(value: first) }
    /// The `else` branch.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> { .init(value: second) }
    /// An `if #available` branch, type-erased.
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> _AnyToolbarContent { _AnyToolbarContent(content) }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// The platform's choice: the trailing edge of the navigation bar.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The middle of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The leading edge of the navigation bar.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The trailing edge of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// Secondary actions (in an overflow menu on iOS).
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// The bottom toolbar's middle.
    public static let status = ToolbarItemPlacement(name: "status")
    /// The confirming action: trailing edge.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The cancelling action: leading edge.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// A destructive action.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// Above the keyboard (no keyboard in a still frame).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The leading edge of the navigation bar (deprecated name).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing edge of the navigation bar (deprecated name).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Below the large title.
    public static let largeTitle = ToolbarItemPlacement(name: "largeTitle")
    /// The title position.
    public static let title = ToolbarItemPlacement(name: "title")
}

/// A bar a toolbar modifier applies to.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The platform's choice of bar.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// A window's toolbar (macOS).
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// The role of a toolbar (`.navigationStack`, `.browser`, `.editor`).
public struct ToolbarRole: Sendable {
    /// The platform's toolbar role.
    public static let automatic = ToolbarRole()
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole()
    /// A browser's toolbar.
    public static let browser = ToolbarRole()
    /// An editor's toolbar.
    public static let editor = ToolbarRole()
}

extension View {
    /// Toolbar items given as views: drawn at the trailing end of the navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarEntriesModifier(entries: [ToolbarEntry(placement: .automatic, content: AnyView(content()))]))
    }
    /// Toolbar items (`ToolbarItem`, `ToolbarItemGroup`), drawn in the enclosing navigation
    /// container's bars at their placements.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarEntriesModifier(entries: toolbarEntries(content())))
    }
    /// Toolbar items that users can customize (the customization is ignored; the items are placed as in `toolbar(content:)`).
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarEntriesModifier(entries: toolbarEntries(content())))
    }
    /// Hides or shows bars: `.hidden` for `.navigationBar` (or `.automatic`) hides the navigation
    /// bar as `navigationBarHidden(true)` does; for `.tabBar` it hides the enclosing tab bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hidesNavigationBar = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return modifier(NavigationBarVisibilityModifier(hides: hidesNavigationBar, hidesTabBar: visibility == .hidden && bars.contains(.tabBar)))
    }
    /// iOS 18's name for `toolbar(_:for:)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hidesNavigationBar = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return modifier(NavigationBarVisibilityModifier(hides: hidesNavigationBar, hidesTabBar: visibility == .hidden && bars.contains(.tabBar)))
    }
    /// The bars' background: shown with `toolbarBackground(.visible, for:)` (iOS draws the
    /// navigation bar transparent at the top of its content otherwise); the bottom bar's always.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(BarValueModifier<ToolbarBackgroundKey, AnyShapeStyle>(bars: bars, value: AnyShapeStyle(style)))
    }
    /// Shows or hides the background of the named bars.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarValueModifier<ToolbarBackgroundVisibilityKey, Visibility>(bars: bars, value: visibility))
    }
    /// Shows or hides the background of the named bars (SwiftUI's `toolbarBackgroundVisibility(_:for:)`).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarValueModifier<ToolbarBackgroundVisibilityKey, Visibility>(bars: bars, value: visibility))
    }
    /// The colour scheme of the navigation bar's title and items.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        layoutValue(key: ToolbarColorSchemeKey.self, value: colorScheme)
    }
    /// The toolbar's role: accepted and inert.
    public func toolbarRole(_ role: ToolbarRole) -> Self { self }
    /// A menu on the title: accepted and inert.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> Self { self }
    /// Removes a default toolbar item: accepted and inert.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> Self { self }
}

/// Items a toolbar shows unless removed.
public struct ToolbarDefaultItemKind: Sendable {
    /// The sidebar toggle.
    public static let sidebarToggle = ToolbarDefaultItemKind()
    /// The title.
    public static let title = ToolbarDefaultItemKind()
}

/// Sets `NavigationBarHiddenKey` only when hiding (showing keeps an inner `navigationBarHidden`).
struct NavigationBarVisibilityModifier: ViewModifier, PrimitiveModifier {
    let hides: Bool
    var hidesTabBar = false
    func body(content: Content) -> Never { fatalError() }
    func apply(_ content: (BuildContext) -> [LayoutNode], _ ctx: BuildContext) -> [LayoutNode] {
        content(ctx).map { n in
            if hides { n.traits[NavigationBarHiddenKey.self] = true }
            if hidesTabBar { n.traits[TabBarHiddenKey.self] = true }
            return n
        }
    }
}

// MARK: - Search (the field is drawn by the navigation bar: Chrome/NavigationBar.swift)

/// A `searchable` field's text and prompt, read by the enclosing navigation stack.
struct SearchField: Sendable {
    let text: String
    let prompt: String
}
struct SearchFieldKey: LayoutValueKey { static let defaultValue: SearchField? = nil }

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
    /// When the navigation bar drawer shows the field.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        /// The platform's choice.
        public static let automatic = NavigationBarDrawerDisplayMode()
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode()
    }
    /// The platform's choice: under the navigation bar's title.
    public static let automatic = SearchFieldPlacement()
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement()
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement()
    /// In a drawer under the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement()
    /// In a drawer under the navigation bar, with a display mode.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }
}

extension View {
    func searchField(_ text: Binding<String>, _ prompt: String?) -> some View {
        layoutValue(key: SearchFieldKey.self, value: SearchField(text: text.wrappedValue, prompt: prompt ?? "Search"))
    }
    /// A search field, drawn by the enclosing navigation stack under its title (its text, or
    /// the prompt — "Search" by default — in the placeholder colour).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(text, prompt?.plainString)
    }
    /// A search field drawn by the enclosing navigation stack under its title (SwiftUI's `searchable`); the text, else the prompt in the placeholder colour.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchField(text, prompt.string)
    }
    /// A search field drawn by the enclosing navigation stack under its title (SwiftUI's `searchable`); the text, else the prompt in the placeholder colour.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchField(text, String(prompt))
    }
    /// A search field drawn by the enclosing navigation stack under its title (SwiftUI's `searchable`); the text, else the prompt in the placeholder colour.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View { searchField(text, prompt?.plainString) }
    /// A search field drawn by the enclosing navigation stack under its title (SwiftUI's `searchable`); the text, else the prompt in the placeholder colour.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View { searchField(text, prompt.string) }
    /// A search field drawn by the enclosing navigation stack under its title (SwiftUI's `searchable`); the text, else the prompt in the placeholder colour.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchField(text, String(prompt))
    }
    /// A search field drawn by the enclosing navigation stack under its title (SwiftUI's `searchable`); the text, else the prompt in the placeholder colour.
    public func searchable<V: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> V) -> some View { searchField(text, prompt?.plainString) }
    /// A search field drawn by the enclosing navigation stack under its title (SwiftUI's `searchable`); the text, else the prompt in the placeholder colour.
    public func searchable<V: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> V) -> some View { searchField(text, prompt.string) }
    /// A search field drawn by the enclosing navigation stack under its title (SwiftUI's `searchable`); the text, else the prompt in the placeholder colour.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable { searchField(text, prompt?.plainString) }
    /// Search suggestions: accepted and inert (no search is typed in a still frame).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> Self { self }
    /// The completion a suggestion fills in: accepted and inert.
    public func searchCompletion(_ completion: String) -> Self { self }
    /// Search scopes: accepted and inert.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> Self { self }
    /// How search presentation affects the toolbar: accepted and inert.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> Self { self }
}

/// How presenting search affects the toolbar (inert).
public struct SearchPresentationToolbarBehavior: Sendable {
    /// The platform's choice.
    public static let automatic = SearchPresentationToolbarBehavior()
    /// Keeps content visible.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior()
}

/// What submits (`.onSubmit(of:)`).
public struct SubmitTriggers: OptionSet, Sendable {
    /// The option set's bits.
    public let rawValue: Int
    /// Triggers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Submitting a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}
