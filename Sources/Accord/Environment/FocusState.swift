import Foundation
import AccordLayout

/// Which view has keyboard focus (`@FocusState var isFocused: Bool`,
/// `@FocusState var field: Field?`). A still frame has no keyboard: nothing is focused on screen,
/// but the value is kept, so code that sets and reads it while the view is built sees what it
/// set. Its storage lives at the view's identity like `@State`'s (Docs/StateModel.md); in the
/// live preview a text field bound with `.focused` shows a caret while the value says so, and a
/// tap on it sets the value (PreviewServer+Input.swift).
@propertyWrapper
public struct FocusState<Value: Hashable>: @unchecked Sendable, GraphStoredProperty {
    typealias Box = StateLocation<Value>
    let box: Box

    func attach(to graph: ViewGraph, key: StateKey) {
        let own = box
        own.untrackedWrites = true
        box.connect(to: graph.location(key) { own })
    }

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
    /// Binds the view's focus to a Boolean focus state: in the live preview the text fields below
    /// are focused (a caret, typing) while it is true, and a tap on one sets it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusBinding, FocusBinding(isFocused: { condition.wrappedValue },
                                                 focus: { condition.wrappedValue = true },
                                                 unfocus: { condition.wrappedValue = false }))
    }
    /// Binds the view's focus to a focus state's value: the text fields below are focused while it
    /// equals `value` (the live preview), and a tap on one sets it to `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(\.focusBinding, FocusBinding(isFocused: { binding.wrappedValue == value },
                                                 focus: { binding.wrappedValue = value },
                                                 unfocus: {
            // SwiftUI sets an optional focus state to nil when its field loses focus.
            if binding.wrappedValue == value, let t = Value.self as? any ExpressibleByNilLiteral.Type,
               let none = t.init(nilLiteral: ()) as? Value { binding.wrappedValue = none }
        }))
    }
    /// Whether the view can take focus. Inert.
    public func focusable(_ isFocusable: Bool = true) -> Self { self }
    /// Whether the focus ring is drawn (never, in Accord). Inert.
    public func focusEffectDisabled(_ disabled: Bool = true) -> Self { self }
    /// The default focus of a scope. Inert.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V) -> Self { self }
}
