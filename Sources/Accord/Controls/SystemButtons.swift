import Foundation
import AccordLayout

/// The button that toggles a list's edit mode: "Edit" as a button in the button style in
/// effect (tinted by default). Nothing toggles in a still frame.
public struct EditButton: View {
    public init() {}
    public var body: some View { Button("Edit") {} }
}

/// The system paste button (`UIPasteControl`): a capsule in the tint with a white
/// "doc.on.clipboard" icon and "Paste" title (*reconstruction*: UIPasteControl's default
/// configuration is a filled capsule with icon and label; the bordered-prominent metrics are
/// reused). Nothing is pasted in a still frame.
public struct PasteButton: View {
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    public init(supportedContentTypes: [Any], payloadAction: @escaping ([Any]) -> Void) {}

    public var body: some View {
        Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
    }
}
