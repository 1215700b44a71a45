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
//
// In edit mode (`environment(\.editMode)` active) a list bound to a *set* selection starts each
// row with a selection circle, as iOS draws a multiple-selection table in editing: the SF Symbol
// `checkmark.circle.fill` (a white check on a disc in the tint, the accent colour) for a selected row, `circle` in
// `.tertiaryLabel` grey for the others, at the row's leading inset, centred on the row; the
// content and its separator move right past it. The circle's size is a full-height symbol at
// body size and `.large` scale (Docs/Symbols.md: 21.7 pt); the 12-point gap after it is a
// *reconstruction* (no published figure).

/// The selected rows' tags of the list being built.
struct ListSelectionKey: EnvironmentKey { static var defaultValue: Set<AnyHashable> { [] } }
/// Whether the list being built is in edit mode with a set selection (selection circles).
struct ListEditingSelectionKey: EnvironmentKey { static let defaultValue = false }

/// Edit mode's selection circle (see above).
enum ListEditMetrics {
    /// A full-height symbol at body size, `.large` scale: 17 × 0.982 × 1.3 (Docs/Symbols.md).
    static let circle: CGFloat = 21.7
    /// Reconstruction: the gap between the circle and the row's content.
    static let gap: CGFloat = 12
    static var indent: CGFloat { circle + gap }
}

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

    /// Edit mode's selection circle at the start of each row (`checkmark.circle.fill`, a white check
    /// on a disc in the tint, when selected, else `circle` in `.tertiaryLabel`).
    func selectionCircles(_ rowNodes: [LayoutNode], _ rows: [CGRect], env: EnvironmentValues) -> [DisplayItem] {
        let tint = env.tint.map { resolvedColor($0, env) } ?? Color.accentColor.resolve(in: env)
        let grey = SystemColors.tertiaryLabel.resolve(in: env)
        let d = ListEditMetrics.circle
        return zip(rowNodes, rows).map { row, r in
            let selected = isSelected(row, env)
            let frame = CGRect(x: r.minX + insets(row).leading, y: r.midY - d / 2, width: d, height: d)
            guard selected else { return .image(ImageDrawing(source: .symbol("circle"), frame: frame, tint: grey)) }
            // A white check on the tinted disc (the disc is the enclosure layer, as
            // `symbolRenderingMode(.multicolor)` draws `checkmark.circle.fill`).
            var d = ImageDrawing(source: .symbol("checkmark.circle.fill"), frame: frame, tint: RGBA(1, 1, 1, 1))
            d.symbolLayers = [tint]
            return .image(d)
        }
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
