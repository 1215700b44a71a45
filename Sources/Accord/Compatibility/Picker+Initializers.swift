import Foundation

// The rest of SwiftUI's `Picker` initialisers: the older `Picker(selection:label:content:)` that
// takes its label as a view (deprecated in iOS 100000, still common in real code), string titles
// of any `StringProtocol`, and the `systemImage:` titles of iOS 18.

extension Picker {
    /// `Picker(selection: $index, label: Text("Colour")) { … }`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

extension Picker where Label == Text {
    /// `Picker(title, selection: $x) { … }` with any string (a `Substring`, a model's `String`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker where Label == Accord.Label<Text, Image> {
    /// `Picker("Flavor", systemImage: "cup.and.saucer", selection: $flavor) { … }` (iOS 18).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Accord.Label(titleKey, systemImage: systemImage) })
    }
    /// `Picker(title, systemImage: name, selection: $x) { … }` with any string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Accord.Label(title, systemImage: systemImage) })
    }
}
