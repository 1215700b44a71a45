import Foundation
import AccordLayout

/// Which view has keyboard focus (`@FocusState var isFocused: Bool`,
/// `@FocusState var field: Field?`). A still frame has no keyboard: nothing is focused on screen
/// (`.focused` modifiers are inert), but the value is kept, so code that sets and reads it
/// while the view is built sees what it set.
@propertyWrapper
public struct FocusState<Value: Hashable>: @unchecked Sendable {
    final class Box { var value: Value; init(_ v: Value) { value = v } }
    let box: Box

    /// A binding to a focus state (`$isFocused`; `@FocusState.Binding` in a child view).
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        let box: Box
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }

    /// A Boolean focus state, false (nothing focused).
    public init() where Value == Bool { box = Box(false) }
    /// An optional focus state, nil (nothing focused).
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
}

extension View {
    /// Binds the view's focus to a Boolean focus state. Inert: nothing is focused on screen.
    public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }
    /// Binds the view's focus to a focus state's value. Inert: nothing is focused on screen.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> Self { self }
    /// Whether the view can take focus. Inert.
    public func focusable(_ isFocusable: Bool = true) -> Self { self }
    /// Whether the focus ring is drawn (never, in Accord). Inert.
    public func focusEffectDisabled(_ disabled: Bool = true) -> Self { self }
    /// The default focus of a scope. Inert.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> Self { self }
}
