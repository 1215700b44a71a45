import Foundation
import AccordLayout

// Accessibility modifiers, for source compatibility: what VoiceOver would read or do. They
// change nothing that is laid out or drawn, so they return their content unchanged (inert;
// Docs/support/modifiers.md). `accessibilityIdentifier` keeps its meaning in Accord: it names a
// view in frame dumps (LayoutModifiers.swift); the deprecated `accessibility(identifier:)` does
// the same.

/// Traits VoiceOver reports for an element.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    public init(named name: Text) { self.name = name.plainString }
    init(name: String) { self.name = name }
}

public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

public enum AccessibilityTextContentType: Hashable, Sendable {
    case plain, console, fileSystem, messaging, narrative, sourceCode, spreadsheet, wordProcessing
}

public struct AccessibilityCustomContentKey: Hashable, Sendable {
    public init(_ label: Text, id: String) {}
    public init(_ labelKey: LocalizedStringKey, id: String) {}
    public init(_ labelKey: LocalizedStringKey) {}
}

/// Where VoiceOver's focus is. Inert: nothing is ever focused.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: @unchecked Sendable {
    /// What `$focus` gives: a binding to the focus.
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        let box: Box
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }
    final class Box { var value: Value; init(_ v: Value) { value = v } }
    let box: Box
    public init() where Value == Bool { box = Box(false) }
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }
}

extension View {
    public func accessibilityLabel(_ label: Text) -> Self { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> Self { self }
    public func accessibilityHint(_ hint: Text) -> Self { self }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
    public func accessibilityValue(_ value: Text) -> Self { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> Self { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self { self }
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Self { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> Self { self }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> Self { self }
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> Self { self }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> Self { self }
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true) -> Self { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits, isEnabled: Bool) -> Self { self }

    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> Self { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> Self { self }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> Self { self }
    @_disfavoredOverload public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> Self { self }
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> Self { self }
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> Self { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> Self { self }
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> Self { self }

    public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> Self { self }
    @_disfavoredOverload public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self { self }
    public func accessibilityShowsLargeContentViewer() -> Self { self }
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> Self { self }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> Self { self }
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> Self { self }
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AccessibilityCustomContentImportance = .default) -> Self { self }
    public func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: Text,
                                           importance: AccessibilityCustomContentImportance = .default) -> Self { self }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                             importance: AccessibilityCustomContentImportance = .default) -> Self { self }
    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> Self { self }
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> Self { self }
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> Self { self }

    // Deprecated forms (iOS 13), still in real code.
    public func accessibility(label: Text) -> Self { self }
    public func accessibility(hint: Text) -> Self { self }
    public func accessibility(value: Text) -> Self { self }
    public func accessibility(hidden: Bool) -> Self { self }
    public func accessibility(addTraits traits: AccessibilityTraits) -> Self { self }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    public func accessibility(sortPriority: Double) -> Self { self }
    /// Names the view in frame dumps, as `accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
}

public enum AccessibilityCustomContentImportance: Hashable, Sendable { case `default`, high }

public struct AccessibilityZoomGestureAction: Sendable {
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}
