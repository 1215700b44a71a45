import Foundation
import AccordLayout

/// The button that toggles a list's edit mode: "Edit" as a button in the button style in
/// effect (tinted by default). Nothing toggles in a still frame.
public struct EditButton: View {
    /// A button that toggles edit mode, titled "Edit" (SwiftUI's `EditButton()`); edit mode is not entered in a still frame.
    public init() {}
    /// An "Edit" button.
    public var body: some View { Button("Edit") {} }
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
