import AccordLayout

/// The roles a view declares on the node it makes (`LayoutNode.role`), so that the screen around
/// it (bars, navigation) finds a navigation stack, a tab view, a list or a scroll view by what
/// the node says it is — never by its label or its type's name (or its behaviour's type). A
/// modifier's node declares only what it is itself (a frame, a secondary layer): it does not take
/// on the role of the view it wraps.
extension NodeRole {
    /// A `NavigationStack`'s node (keeps its content's bar values to itself).
    static let navigationStack = NodeRole(rawValue: 1 << 0)
    /// A `TabView`'s node (keeps its pages' bar values to itself).
    static let tabView = NodeRole(rawValue: 1 << 1)
    /// A `ScrollView`, `List` or `Form`: its content may run on past its bottom edge.
    static let scrollable = NodeRole(rawValue: 1 << 2)
    /// A `List` or `Form` (its grouped background shows behind a navigation bar).
    static let list = NodeRole(rawValue: 1 << 3)
    /// A `List` or `Form` in a grouped look (its sections are cards on the grouped background).
    static let groupedList = NodeRole(rawValue: 1 << 5)
    /// An `Image` (named, system symbol or bitmap).
    static let image = NodeRole(rawValue: 1 << 4)
    /// A `.frame` modifier's node (fixed or flexible).
    static let frame = NodeRole(rawValue: 1 << 6)
    /// A section of a `List` or `Form` (`ListSectionBehaviour`): the list takes it as a section,
    /// not as a row.
    static let listSection = NodeRole(rawValue: 1 << 7)
    /// A secondary-layer node (`.background`, `.overlay`, `.mask`; `children[1]` is the layer)
    /// whose layer is drawn behind its content.
    static let backgroundLayer = NodeRole(rawValue: 1 << 8)
    /// A secondary-layer node whose layer is drawn in front of its content.
    static let overlayLayer = NodeRole(rawValue: 1 << 9)
    /// A secondary-layer node whose layer is not drawn but masks its content (the content's
    /// alpha multiplied by the layer's).
    static let maskLayer = NodeRole(rawValue: 1 << 10)
    /// A toggle's switch (a tap on it toggles; its label is not part of it).
    static let toggleSwitch = NodeRole(rawValue: 1 << 11)
    /// An `.ignoresSafeArea` node: its children's safe region reaches the screen's edge on its
    /// `ignoredSafeAreaEdges` (`safeRegion(of:)`).
    static let ignoresSafeArea = NodeRole(rawValue: 1 << 12)
    /// A `Text`'s node (its behaviour lays out the text; a tab item's title, a row's first text).
    static let text = NodeRole(rawValue: 1 << 13)

    /// The secondary-layer roles: one of them marks a node made by `layered(_:_:alignment:_:label:)`.
    static let secondaryLayers: NodeRole = [.backgroundLayer, .overlayLayer, .maskLayer]

    /// The containers that keep their content's bar values to themselves.
    static let chromeContainers: NodeRole = [.navigationStack, .tabView]
}

extension LayoutNode {
    /// Declares `role` on this node and returns it (for node factories).
    @discardableResult
    func declaring(_ role: NodeRole) -> LayoutNode {
        self.role.formUnion(role)
        return self
    }
}
