import Foundation
import AccordLayout

/// The button that toggles a list's edit mode (the `editMode` environment value): "Edit", or
/// "Done" in the semibold of a done button while editing — UIKit's edit button "displays an Edit
/// button if isEditing is false and a Done button if isEditing is true" (Apple,
/// `UIViewController.editButtonItem`), the done style being the bold one (`UIBarButtonItem.Style
/// .done`) — as a button in the button style in effect (tinted by default). A tap flips the
/// binding (a `.constant` one stays).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    /// A button that toggles edit mode (SwiftUI's `EditButton()`).
    public init() {}
    /// "Edit", or "Done" while editing.
    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        let mode = editMode
        return Button { mode?.wrappedValue = editing ? .inactive : .active } label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
        }
    }
}

/// The system paste button (`UIPasteControl`): a capsule in the tint with a white
/// "doc.on.clipboard" icon and "Paste" title (*reconstruction*: UIPasteControl's default
/// configuration is a filled capsule with icon and label; the bordered-prominent metrics are
/// reused). Nothing is pasted in a still frame.
public struct PasteButton: View {
    /// A button that pastes items of `payloadType` (SwiftUI's `PasteButton(payloadType:onPaste:)`); drawn, never pastes.
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    /// A paste button for content types (never pastes).
    public init(supportedContentTypes: [Any], payloadAction: @escaping ([Any]) -> Void) {}

    /// A capsule "Paste" button with the clipboard symbol.
    public var body: some View {
        Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
    }
}
