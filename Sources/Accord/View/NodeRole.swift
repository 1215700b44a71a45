import AccordLayout

/// The roles a view declares on the node it makes (`LayoutNode.role`), so that the screen around
/// it (bars, navigation) finds a navigation stack, a tab view, a list or a scroll view by what
/// the node says it is — never by its label or its type's name. A modifier around the node has
/// no role: the node itself is what the view made.
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
