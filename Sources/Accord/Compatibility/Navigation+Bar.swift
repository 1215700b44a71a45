import Foundation
import AccordLayout

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
        let shown = isPresented.wrappedValue
            ? [NavigationPresentedEntry(view: AnyView(destination()), dismiss: { isPresented.wrappedValue = false })] : []
        return modifier(AppendTraitModifier<NavigationPresentedKey, NavigationPresentedEntry>(values: shown))
    }
    /// Shown above this screen when `item` is non-nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let shown = item.wrappedValue.map { [NavigationPresentedEntry(view: AnyView(destination($0)), dismiss: { item.wrappedValue = nil })] } ?? []
        return modifier(AppendTraitModifier<NavigationPresentedKey, NavigationPresentedEntry>(values: shown))
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

/// What a tab view style means to the tab view (`TabViewStyleKindKey`): 0 the tab bar, 1 pages
/// with dots, 2 pages without. Styles that do not declare it show the tab bar.
protocol TabViewStyleKindDeclaring { var tabViewStyleKind: Int { get } }
extension PageTabViewStyle: TabViewStyleKindDeclaring {
    var tabViewStyleKind: Int { indexDisplayMode.kind == 2 ? 2 : 1 }
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
