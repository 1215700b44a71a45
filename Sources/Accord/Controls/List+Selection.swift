import Foundation
import AccordLayout

// `List(selection:)`: the selected rows drawn highlighted.
//
// A row is selected when its tag — its `.tag`, or the implicit tag `ForEach` gives it from its
// element's id (Apple, `View.tag(_:includeOptional:)`) — is the selection, or in the selected
// set. iOS 16 and later select a single row outside edit mode too; a selected row is drawn with
// the table cell's selected background over the row: UIKit's `.systemGray4` (#D1D1D6 light,
// #3A3A3C dark; Apple, UI element colours). The colour is a *reconstruction* (the default
// selected-cell grey of `UITableViewCell` matches it on screenshots; no published statement).
// Edit mode's selection circles are not drawn.

/// The selected rows' tags of the list being built.
struct ListSelectionKey: EnvironmentKey { static var defaultValue: Set<AnyHashable> { [] } }

extension ListSectionBehaviour {
    /// Whether `row`'s tag is selected (its separators are then not drawn, as a table view hides
    /// the separators beside a selected cell; *reconstruction* from screenshots).
    func isSelected(_ row: LayoutNode, _ env: EnvironmentValues) -> Bool {
        let selected = env[ListSelectionKey.self]
        guard !selected.isEmpty, let tag = firstValue(TagKey.self, in: row, where: { $0 != nil }) ?? nil else { return false }
        return selected.contains(tag)
    }

    /// The highlight of each selected row, clipped by `clip(row)`.
    func selectionHighlights(_ rowNodes: [LayoutNode], _ rows: [CGRect], env: EnvironmentValues,
                             clip: (CGRect) -> Path) -> [DisplayItem] {
        let selected = env[ListSelectionKey.self]
        guard !selected.isEmpty else { return [] }
        let highlight = SystemColors.dyn(0xD1D1D6, 1, 0x3A3A3C, 1).resolve(in: env)
        var items: [DisplayItem] = []
        for (row, r) in zip(rowNodes, rows) where isSelected(row, env) {
            var group = DrawingGroup(items: [fillItem(Path(r), highlight)])
            group.clip = clip(r)
            items.append(.group(group))
        }
        return items
    }
}

extension List {
    /// A list with a row for each element of `data`, identified by `id`, one of which can be
    /// selected (SwiftUI's `List(_:id:selection:rowContent:)`).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
    /// A list with a row for each element of `data`, identified by `id`, several of which can be
    /// selected (SwiftUI's `List(_:id:selection:rowContent:)` with a set).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
    /// A list with a row for each `Identifiable` element, one of which can be selected (SwiftUI's
    /// `List(_:selection:rowContent:)`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
    /// A list with a row for each `Identifiable` element, several of which can be selected
    /// (SwiftUI's `List(_:selection:rowContent:)` with a set).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}
