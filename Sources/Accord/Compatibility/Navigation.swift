import Foundation
import AccordLayout

// Navigation and presentation, for source compatibility. Still frames have no navigation: a
// navigation container shows its root with iOS's navigation bar (the large title, or an inline
// one), links lay out their labels, and presentations (sheets, alerts) are not shown. Toolbar
// items are not drawn.

/// The title the root of a navigation container sets (`.navigationTitle`), carried to the
/// container as a layout value.
struct NavigationTitleKey: LayoutValueKey { static let defaultValue: String? = nil }
struct NavigationTitleModeKey: LayoutValueKey { static let defaultValue = NavigationBarItem.TitleDisplayMode.automatic }

/// The root of a navigation stack below iOS's navigation bar: 44 points for the bar, and 52 more
/// for a large title (the automatic mode when there is a title), the title in `.largeTitle` bold
/// at the leading margin; inline titles are `.headline`, centred in the 44-point bar. The root
/// takes the rest of the space, centred in it.
struct NavigationContainer<Content: View>: View, PrimitiveView {
    let content: Content

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let roots = Accord.makeNodes(content, ctx)
        guard let first = roots.first else { return [] }
        let title = first.traits[NavigationTitleKey.self]
        let mode = first.traits[NavigationTitleModeKey.self]
        let large = title != nil && mode != .inline
        let grouped = roots.count == 1 && (first.label == "Form" || first.label == "List")
        let bar = VStack(spacing: 0) {
            Text(mode == .inline ? (title ?? "") : "").font(.headline)
                .frame(maxWidth: .infinity).frame(height: 44)
            if large {
                Text(title ?? "").font(.largeTitle).bold()
                    .frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 16)
                    .frame(height: 52, alignment: .bottomLeading)
            }
        }
        .background(grouped ? AnyShapeStyle(SystemColors.groupedBackground) : AnyShapeStyle(Color.clear))
        var barNodes = Accord.makeNodes(bar, ctx)
        barNodes[0].label = "NavigationBar"
        let body = roots.count == 1 ? first : LayoutNode(LayoutAdapter(VStackLayout()), children: roots, label: "VStack")
        let filled = expanding(body)
        let node = LayoutNode(LayoutAdapter(VStackLayout(spacing: 0)), children: barNodes + [filled], label: "NavigationStack")
        node.layoutDirection = ctx.environment.layoutDirection
        node.ignoredSafeAreaEdges = first.ignoredSafeAreaEdges
        return [node]
    }
}

public struct NavigationStack<Content: View>: View {
    let content: Content
    public init(@ViewBuilder root: () -> Content) { content = root() }
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Content) { content = root() }
    public var body: some View { NavigationContainer(content: content) }
}

public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationContainer(content: content) }
}

/// The detail column (what a compact width shows).
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let detail: Detail
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.detail = detail() }
    public var body: Detail { detail }
}

public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: Label { label }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    public init<V: Hashable>(_ title: String, value: V?) { label = Text(title) }
}
extension NavigationLink where Label == Text {
    public init(_ title: String, destination: Destination) { label = Text(title) }
    public init(_ title: LocalizedStringKey, destination: Destination) { label = Text(title) }
}
extension NavigationLink where Destination == EmptyView {
    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) { self.label = label() }
}

/// The first tab.
public struct TabView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: Hashable>(selection: Binding<S>, @ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        Array(Accord.makeNodes(content, ctx).prefix(1))
    }
}

public struct ToolbarItem<Content: View>: View {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: EmptyView { EmptyView() }
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigationBarLeading = ToolbarItemPlacement()
    public static let navigationBarTrailing = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

extension View {
    public func toolbar<C: View>(@ViewBuilder content: () -> C) -> Self { self }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        layoutValue(key: NavigationTitleModeKey.self, value: mode)
    }
    public func navigationTitle(_ title: String) -> some View { layoutValue(key: NavigationTitleKey.self, value: title) }
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { layoutValue(key: NavigationTitleKey.self, value: title.string) }
    public func navigationTitle(_ title: Text) -> some View { layoutValue(key: NavigationTitleKey.self, value: title.plainString) }
    public func navigationDestination<D: Hashable, C: View>(for type: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> Self { self }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> Self { self }
    public func badge(_ count: Int) -> Self { self }
    public func sheet<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> C) -> Self { self }
    public func fullScreenCover<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> C) -> Self { self }
    public func popover<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> Self { self }
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> Self { self }
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self { self }
    public func onSubmit(_ action: @escaping () -> Void) -> Self { self }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
    public func searchable(text: Binding<String>, prompt: String? = nil) -> Self { self }
    public func submitLabel(_ label: SubmitLabel) -> Self { self }
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    public func textInputAutocapitalization(_ a: TextInputAutocapitalization?) -> Self { self }
    public func autocorrectionDisabled(_ disabled: Bool = true) -> Self { self }
    public func focused(_ condition: Binding<Bool>) -> Self { self }
    public func swipeActions<C: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> C) -> Self { self }
    public func contextMenu<C: View>(@ViewBuilder menuItems: () -> C) -> Self { self }
    public func help(_ text: String) -> Self { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
}

public enum SubmitLabel: Sendable { case done, go, send, join, route, search, `return`, next, `continue` }
public enum UIKeyboardType: Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch }
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}
public struct SensoryFeedback: Sendable {
    public static let success = SensoryFeedback()
    public static let selection = SensoryFeedback()
    public static let impact = SensoryFeedback()
}
public enum Visibility: Sendable { case automatic, visible, hidden }
public enum ScrollDismissesKeyboardMode: Sendable { case automatic, immediately, interactively, never }
