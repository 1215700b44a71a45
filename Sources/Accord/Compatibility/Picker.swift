import Foundation
import AccordLayout

/// `Picker`, laid out as iOS shows its default (menu) style in a row: the label, then the
/// selected option's text in the tint colour. The options are built to find the one tagged with
/// the selection; without tags the first is shown.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Group { content }.firstOnly().foregroundStyle(.tint)
        }
    }
}

extension Picker where Label == Text {
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
    public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension View {
    /// Keeps only the first of the content's views.
    func firstOnly() -> some View {
        nodeModifier { content, ctx in Array(content(ctx).prefix(1)) }
    }
}

/// `DatePicker`, laid out as its compact iOS style: the label, then the date in a rounded field.
public struct DatePicker<Label: View>: View {
    let label: Label
    let text: String
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        let f = DateFormatter()
        f.dateStyle = displayedComponents.contains(.date) ? .medium : .none
        f.timeStyle = displayedComponents.contains(.hourAndMinute) ? .short : .none
        text = f.string(from: selection.wrappedValue)
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Text(text)
                .padding(.horizontal, 11).padding(.vertical, 6)
                .background(Color(white: 0.46, opacity: 0.12), in: RoundedRectangle(cornerRadius: 6))
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}
