import Foundation
import AccordLayout

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

/// A menu attached to the navigation title (SwiftUI's `ToolbarTitleMenu`, iOS 16): accepted and not
/// drawn, as `toolbarTitleMenu(content:)` (the chevron beside an inline title is not drawn).
public struct ToolbarTitleMenu<Content: View>: _PrimitiveToolbarContent {
    let content: Content
    /// A title menu holding `content`'s buttons.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// The system's default title menu (rename, duplicate… for documents).
    public init() { content = EmptyView() }
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
