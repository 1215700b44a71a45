import Foundation
import AccordLayout

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

/// A `searchable` written around a navigation container (`NavigationView { … }.searchable(…)`):
/// handed down to the first container inside, which draws it in its bar and clears it for its
/// content (Navigation.swift).
struct OuterSearchFieldKey: EnvironmentKey { static let defaultValue: SearchField? = nil }

/// `searchable`: the field is carried up to an enclosing navigation container (a layout value of
/// the modified view) and down to a container the modified view holds (an environment value), as
/// SwiftUI places the field in the navigation bar of the view hierarchy the modifier is on —
/// Apple's `SearchFieldPlacement` overview applies `.searchable` to a `NavigationView`.
struct SearchableModifier: ViewModifier, PrimitiveModifier {
    let field: SearchField
    func body(content: Content) -> Never { fatalError() }
    func apply(_ content: (BuildContext) -> [LayoutNode], _ ctx: BuildContext) -> [LayoutNode] {
        let field = self.field
        let nodes = content(ctx.with { $0[OuterSearchFieldKey.self] = field })
        if let first = nodes.first { first.traits[SearchFieldKey.self] = field }
        return nodes
    }
}

extension View {
    func searchField(_ text: Binding<String>, _ prompt: String?) -> some View {
        modifier(SearchableModifier(field: SearchField(text: text.wrappedValue, prompt: prompt ?? "Search")))
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
