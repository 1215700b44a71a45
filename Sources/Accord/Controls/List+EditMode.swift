import Foundation
import AccordLayout

// Edit mode's row controls (issue 14: "`EditButton` in edit mode drawing delete/reorder
// controls").
//
// Apple: rows of a `ForEach` with `onDelete(perform:)` can be deleted and rows with
// `onMove(perform:)` moved; "in edit mode" (`EditButton`, `environment(\.editMode)`) a list
// shows the controls for it (`DynamicViewContent.onDelete(perform:)`, `onMove(perform:)`;
// `EditMode`). As UIKit's table view draws them in editing: a deletable row starts with the
// delete control — SF Symbol `minus.circle.fill`, a white minus on a `.systemRed` disc — where the
// multiple-selection circle goes (same size and gap, List+Selection.swift), its content moved
// right past it; a movable row ends with the reorder control, `line.3.horizontal` in
// `.tertiaryLabel` grey, at the row's trailing inset, its content narrowed by it. The symbols are
// Apple's; the grip's size and colour are *reconstructions* from screenshots (no published
// figure), as the selection circle's gap is. Nothing moves or deletes in a still frame.

/// What a row offers in edit mode: set by `ForEach.onDelete` / `.onMove` on the rows it makes.
struct ListRowEditActions: OptionSet, Sendable {
    let rawValue: Int
    static let delete = ListRowEditActions(rawValue: 1)
    static let move = ListRowEditActions(rawValue: 2)
}
struct ListRowEditActionsKey: LayoutValueKey { static let defaultValue: ListRowEditActions = [] }

extension ForEach where Content: View {
    /// Rows that can be deleted (SwiftUI's `onDelete(perform:)`): in edit mode each starts with the
    /// red delete control. The action is kept, not called (no swipe in a still frame).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        if action != nil { copy.editActions.insert(.delete) } else { copy.editActions.remove(.delete) }
        return copy
    }
    /// Rows that can be moved (SwiftUI's `onMove(perform:)`): in edit mode each ends with the
    /// reorder control. The action is kept, not called.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        if action != nil { copy.editActions.insert(.move) } else { copy.editActions.remove(.move) }
        return copy
    }

    /// Marks each row node made for one element with what it offers in edit mode.
    func markedForEditing(_ nodes: [LayoutNode]) -> [LayoutNode] {
        if editActions.isEmpty { return nodes }
        for n in nodes { n.traits[ListRowEditActionsKey.self].formUnion(editActions) }
        return nodes
    }
}

/// The reorder control (see above).
enum ListReorderMetrics {
    /// The grip's width: the body size, 17 pt (reconstruction: the three lines are about as wide
    /// as body text is tall on screenshots); its box is as tall as the selection circle.
    static let grip: CGFloat = 17
    /// Between the content and the grip: the selection circle's gap (reconstruction).
    static var gap: CGFloat { ListEditMetrics.gap }
}

extension ListSectionBehaviour {
    /// What `row` shows in edit mode (nothing outside it; a multiple-selection list's circles
    /// replace the delete control, as iOS draws it).
    func editActions(_ row: LayoutNode) -> ListRowEditActions {
        guard editing else { return [] }
        var a = row.traits[ListRowEditActionsKey.self]
        if editingSelection { a.remove(.delete) }
        return a
    }
    /// The room the delete control takes before a row's content.
    func deleteIndent(_ row: LayoutNode) -> CGFloat { editActions(row).contains(.delete) ? ListEditMetrics.indent : 0 }
    /// The room the reorder control takes after a row's content.
    func reorderWidth(_ row: LayoutNode) -> CGFloat {
        editActions(row).contains(.move) ? ListReorderMetrics.grip + ListReorderMetrics.gap : 0
    }

    /// The delete and reorder controls of the rows that have them.
    func editControls(_ rowNodes: [LayoutNode], _ rows: [CGRect], env: EnvironmentValues) -> [DisplayItem] {
        let red = SystemColors.dyn(0xFF3B30, 1, 0xFF453A, 1).resolve(in: env)
        let grey = SystemColors.tertiaryLabel.resolve(in: env)
        let d = ListEditMetrics.circle, g = ListReorderMetrics.grip
        var items: [DisplayItem] = []
        for (row, r) in zip(rowNodes, rows) {
            let actions = editActions(row)
            if actions.contains(.delete) {
                // A white minus on the red disc (the disc is the enclosure layer, as
                // `symbolRenderingMode(.multicolor)` draws `minus.circle.fill`).
                let frame = CGRect(x: r.minX + insets(row).leading, y: r.midY - d / 2, width: d, height: d)
                var image = ImageDrawing(source: .symbol("minus.circle.fill"), frame: frame, tint: RGBA(1, 1, 1, 1))
                image.symbolLayers = [red]
                items.append(.image(image))
            }
            if actions.contains(.move) {
                let frame = CGRect(x: r.maxX - insets(row).trailing - g, y: r.midY - d / 2, width: g, height: d)
                items.append(.image(ImageDrawing(source: .symbol("line.3.horizontal"), frame: frame, tint: grey)))
            }
        }
        return items
    }
}
