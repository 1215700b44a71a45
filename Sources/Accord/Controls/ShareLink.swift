import Foundation
import AccordLayout

/// A button that opens the share sheet (nothing opens in a still frame): drawn as its label, a
/// button in the button style in effect. The default label is
/// `Label("Share", systemImage: "square.and.arrow.up")`, as iOS's.
public struct ShareLink<Label: View>: View {
    let label: Label

    /// A share button for `item`, showing `label` (SwiftUI's `ShareLink(item:subject:message:label:)`); drawn as a button, the share sheet is not presented.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A share button with a preview of the item (the preview is not shown).
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
                      @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A share button for several items.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A plain button around the label.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == Accord.Label<Text, Image> {
    /// A share button with the standard label: the square-and-arrow symbol and "Share".
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Accord.Label("Share", systemImage: "square.and.arrow.up") }
    }
    /// A share button with the standard label and a preview (not shown).
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message) { Accord.Label("Share", systemImage: "square.and.arrow.up") }
    }
    /// A share button titled with a localized string key and the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Accord.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
    /// A share button titled with a string and the share symbol.
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Accord.Label(title, systemImage: "square.and.arrow.up") }
    }
    /// A titled share button with a preview (not shown).
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message) { Accord.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}

/// The preview a share sheet shows (accepted; the sheet is not drawn).
public struct SharePreview {
    /// A preview titled with a localized string key (not shown).
    public init(_ titleKey: LocalizedStringKey) {}
    /// A preview titled with a string (not shown).
    public init<S: StringProtocol>(_ title: S) {}
    /// A preview with a title and an image (not shown).
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    /// A preview with a string title and an image (not shown).
    public init<S: StringProtocol>(_ title: S, image: Image) {}
    /// A preview with a title and an icon (not shown).
    public init(_ titleKey: LocalizedStringKey, icon: Image) {}
    /// A preview with a title, an image and an icon (not shown).
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Image) {}
}
