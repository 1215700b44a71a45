import Foundation

// The rest of SwiftUI's `Stepper` initialisers: the older forms that take the label as the last
// (trailing) closure after `onEditingChanged:` (deprecated in iOS 100000 but common in real code; disfavoured, so a trailing label closure
// after `step:` still picks the current form),
// the `format:` forms of iOS 16 (the label shows the formatted value, as SwiftUI does only when
// the label is built by the initialiser), and string titles for `onIncrement:onDecrement:`.

extension Stepper {
    /// `Stepper(value: $n, in: 0...10, step: 2, onEditingChanged: { _ in }) { Text("…") }`.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
    /// `Stepper(value: $n, step: 2, onEditingChanged: { _ in }) { Text("…") }`.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }
    /// `Stepper(onIncrement: { … }, onDecrement: { … }) { Text("…") }`.
    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
    /// `Stepper(value: $n, step: 1, format: .number) { … }`: the format only changes what a
    /// built-in label shows; with a label of your own it has no visible effect.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }
    /// `Stepper(value: $n, in: 0...10, step: 1, format: .number) { … }`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// `Stepper("Quantity", onIncrement: { … }, onDecrement: { … })`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    /// `Stepper("Amount", value: $x, step: 0.5, format: .number)`: the title alone is the label,
    /// as in SwiftUI (the value is not added to it).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step) { Text(titleKey) }
    }
    /// `Stepper("Amount", value: $x, in: 0...10, step: 0.5, format: .number)`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
}
