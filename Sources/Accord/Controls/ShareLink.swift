import Foundation
import AccordLayout

/// A button that opens the share sheet (nothing opens in a still frame): drawn as its label, a
/// button in the button style in effect. The default label is
/// `Label("Share", systemImage: "square.and.arrow.up")`, as iOS's.
public struct ShareLink<Label: View>: View {
    let label: Label

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
                      @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == Accord.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Accord.Label("Share", systemImage: "square.and.arrow.up") }
    }
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message) { Accord.Label("Share", systemImage: "square.and.arrow.up") }
    }
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Accord.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Accord.Label(title, systemImage: "square.and.arrow.up") }
    }
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message) { Accord.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}

/// The preview a share sheet shows (accepted; the sheet is not drawn).
public struct SharePreview {
    public init(_ titleKey: LocalizedStringKey) {}
    public init<S: StringProtocol>(_ title: S) {}
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    public init<S: StringProtocol>(_ title: S, image: Image) {}
    public init(_ titleKey: LocalizedStringKey, icon: Image) {}
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Image) {}
}
