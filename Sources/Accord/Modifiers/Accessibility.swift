import Foundation
import AccordLayout

// Accessibility modifiers, for source compatibility: what VoiceOver would read or do. They
// change nothing that is laid out or drawn, so they return their content unchanged (inert;
// Docs/support/modifiers.md). `accessibilityIdentifier` keeps its meaning in Accord: it names a
// view in frame dumps (LayoutModifiers.swift); the deprecated `accessibility(identifier:)` does
// the same.

/// Traits VoiceOver reports for an element.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The `rawValue` of the AccessibilityTraits (as SwiftUI's; inert).
    public let rawValue: UInt64
    /// Creates the AccessibilityTraits as SwiftUI's initialiser does; it is carried, not acted on.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// `.isButton` (SwiftUI's `AccessibilityTraits.isButton`); carried, not acted on.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// `.isHeader` (SwiftUI's `AccessibilityTraits.isHeader`); carried, not acted on.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// `.isSelected` (SwiftUI's `AccessibilityTraits.isSelected`); carried, not acted on.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// `.isLink` (SwiftUI's `AccessibilityTraits.isLink`); carried, not acted on.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// `.isSearchField` (SwiftUI's `AccessibilityTraits.isSearchField`); carried, not acted on.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// `.isImage` (SwiftUI's `AccessibilityTraits.isImage`); carried, not acted on.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// `.playsSound` (SwiftUI's `AccessibilityTraits.playsSound`); carried, not acted on.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// `.isKeyboardKey` (SwiftUI's `AccessibilityTraits.isKeyboardKey`); carried, not acted on.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// `.isStaticText` (SwiftUI's `AccessibilityTraits.isStaticText`); carried, not acted on.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// `.isSummaryElement` (SwiftUI's `AccessibilityTraits.isSummaryElement`); carried, not acted on.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// `.updatesFrequently` (SwiftUI's `AccessibilityTraits.updatesFrequently`); carried, not acted on.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// `.startsMediaSession` (SwiftUI's `AccessibilityTraits.startsMediaSession`); carried, not acted on.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// `.allowsDirectInteraction` (SwiftUI's `AccessibilityTraits.allowsDirectInteraction`); carried, not acted on.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// `.causesPageTurn` (SwiftUI's `AccessibilityTraits.causesPageTurn`); carried, not acted on.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// `.isModal` (SwiftUI's `AccessibilityTraits.isModal`); carried, not acted on.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// `.isToggle` (SwiftUI's `AccessibilityTraits.isToggle`); carried, not acted on.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// `.isTabBar` (SwiftUI's `AccessibilityTraits.isTabBar`); carried, not acted on.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// `.ignore` (SwiftUI's `AccessibilityChildBehavior.ignore`); carried, not acted on.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// `.contain` (SwiftUI's `AccessibilityChildBehavior.contain`); carried, not acted on.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// `.combine` (SwiftUI's `AccessibilityChildBehavior.combine`); carried, not acted on.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// The kind of an accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// `.default` (SwiftUI's `AccessibilityActionKind.default`); carried, not acted on.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// `.escape` (SwiftUI's `AccessibilityActionKind.escape`); carried, not acted on.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// `.magicTap` (SwiftUI's `AccessibilityActionKind.magicTap`); carried, not acted on.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// `.delete` (SwiftUI's `AccessibilityActionKind.delete`); carried, not acted on.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// `.showMenu` (SwiftUI's `AccessibilityActionKind.showMenu`); carried, not acted on.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    /// Creates the AccessibilityActionKind as SwiftUI's initialiser does; it is carried, not acted on.
    public init(named name: Text) { self.name = name.plainString }
    init(name: String) { self.name = name }
}

/// SwiftUI's `AccessibilityAdjustmentDirection`: accepted and inert (no assistive technology reads a still frame).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// SwiftUI's `AccessibilityHeadingLevel`: accepted and inert (no assistive technology reads a still frame).
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// SwiftUI's `AccessibilityTextContentType`: accepted and inert (no assistive technology reads a still frame).
public enum AccessibilityTextContentType: Hashable, Sendable {
    case plain, console, fileSystem, messaging, narrative, sourceCode, spreadsheet, wordProcessing
}

/// SwiftUI's `AccessibilityCustomContentKey`: accepted and inert (no assistive technology reads a still frame).
public struct AccessibilityCustomContentKey: Hashable, Sendable {
    /// Creates the AccessibilityCustomContentKey as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ label: Text, id: String) {}
    /// Creates the AccessibilityCustomContentKey as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ labelKey: LocalizedStringKey, id: String) {}
    /// Creates the AccessibilityCustomContentKey as SwiftUI's initialiser does; it is carried, not acted on.
    public init(_ labelKey: LocalizedStringKey) {}
}

/// Where VoiceOver's focus is. Inert: nothing is ever focused.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: @unchecked Sendable {
    /// What `$focus` gives: a binding to the focus.
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        let box: Box
        /// The `wrappedValue` of the Binding (as SwiftUI's; inert).
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// The `projectedValue` of the Binding (as SwiftUI's; inert).
        public var projectedValue: Binding { self }
    }
    final class Box { var value: Value; init(_ v: Value) { value = v } }
    let box: Box
    /// Creates the Box as SwiftUI's initialiser does; it is carried, not acted on.
    public init() where Value == Bool { box = Box(false) }
    /// Creates the Box as SwiftUI's initialiser does; it is carried, not acted on.
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
    /// The `wrappedValue` of the Box (as SwiftUI's; inert).
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// The `projectedValue` of the Box (as SwiftUI's; inert).
    public var projectedValue: Binding { Binding(box: box) }
}

extension View {
    /// SwiftUI's `accessibilityLabel`: the label VoiceOver reads for the view. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// SwiftUI's `accessibilityLabel`: the label VoiceOver reads for the view. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Self { self }
    /// SwiftUI's `accessibilityLabel`: the label VoiceOver reads for the view. Accepted and inert (no assistive technology reads a still frame).
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    /// SwiftUI's `accessibilityLabel`: the label VoiceOver reads for the view. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> Self { self }
    /// SwiftUI's `accessibilityHint`: what VoiceOver says happens on activation. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityHint(_ hint: Text) -> Self { self }
    /// SwiftUI's `accessibilityHint`: what VoiceOver says happens on activation. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> Self { self }
    /// SwiftUI's `accessibilityHint`: what VoiceOver says happens on activation. Accepted and inert (no assistive technology reads a still frame).
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
    /// SwiftUI's `accessibilityValue`: the value VoiceOver reads. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityValue(_ value: Text) -> Self { self }
    /// SwiftUI's `accessibilityValue`: the value VoiceOver reads. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> Self { self }
    /// SwiftUI's `accessibilityValue`: the value VoiceOver reads. Accepted and inert (no assistive technology reads a still frame).
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    /// SwiftUI's `accessibilityAddTraits`: adds accessibility traits. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// SwiftUI's `accessibilityRemoveTraits`: removes accessibility traits. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
    /// SwiftUI's `accessibilityHidden`: hides the view from assistive technologies. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// SwiftUI's `accessibilityHidden`: hides the view from assistive technologies. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> Self { self }
    /// SwiftUI's `accessibilityElement`: makes the view one accessibility element. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    /// SwiftUI's `accessibilitySortPriority`: the order VoiceOver visits the view in. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }
    /// SwiftUI's `accessibilityHeading`: the heading level VoiceOver reports. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self { self }
    /// SwiftUI's `accessibilityTextContentType`: the kind of text VoiceOver reads. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Self { self }
    /// SwiftUI's `accessibilityRespondsToUserInteraction`: whether VoiceOver treats the view as interactive. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> Self { self }
    /// SwiftUI's `accessibilityIgnoresInvertColors`: keeps the view's colours under Smart Invert. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> Self { self }
    /// SwiftUI's `accessibilityActivationPoint`: where VoiceOver activates the view. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> Self { self }
    /// SwiftUI's `accessibilityActivationPoint`: where VoiceOver activates the view. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> Self { self }
    /// SwiftUI's `accessibilityDirectTouch`: lets touches pass straight through VoiceOver. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true) -> Self { self }
    /// SwiftUI's `accessibilityAddTraits`: adds accessibility traits. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits, isEnabled: Bool) -> Self { self }

    /// SwiftUI's `accessibilityAction`: an action VoiceOver offers. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> Self { self }
    /// SwiftUI's `accessibilityAction`: an action VoiceOver offers. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> Self { self }
    /// SwiftUI's `accessibilityAction`: an action VoiceOver offers. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> Self { self }
    /// SwiftUI's `accessibilityAction`: an action VoiceOver offers. Accepted and inert (no assistive technology reads a still frame).
    @_disfavoredOverload public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> Self { self }
    /// SwiftUI's `accessibilityAction`: an action VoiceOver offers. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> Self { self }
    /// SwiftUI's `accessibilityActions`: actions VoiceOver offers. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> Self { self }
    /// SwiftUI's `accessibilityAdjustableAction`: what swiping up or down with VoiceOver does. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> Self { self }
    /// SwiftUI's `accessibilityScrollAction`: what a VoiceOver scroll does. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> Self { self }

    /// SwiftUI's `accessibilityInputLabels`: names Voice Control accepts. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self { self }
    /// SwiftUI's `accessibilityInputLabels`: names Voice Control accepts. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> Self { self }
    /// SwiftUI's `accessibilityInputLabels`: names Voice Control accepts. Accepted and inert (no assistive technology reads a still frame).
    @_disfavoredOverload public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self { self }
    /// SwiftUI's `accessibilityShowsLargeContentViewer`: the large content viewer for bar items. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityShowsLargeContentViewer() -> Self { self }
    /// SwiftUI's `accessibilityShowsLargeContentViewer`: the large content viewer for bar items. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> Self { self }
    /// SwiftUI's `accessibilityRepresentation`: another view standing in for accessibility. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> Self { self }
    /// SwiftUI's `accessibilityChildren`: accessibility children of a drawn view. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> Self { self }
    /// SwiftUI's `accessibilityCustomContent`: extra content VoiceOver reads on request. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AccessibilityCustomContentImportance = .default) -> Self { self }
    /// SwiftUI's `accessibilityCustomContent`: extra content VoiceOver reads on request. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: Text,
                                           importance: AccessibilityCustomContentImportance = .default) -> Self { self }
    /// SwiftUI's `accessibilityCustomContent`: extra content VoiceOver reads on request. Accepted and inert (no assistive technology reads a still frame).
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                             importance: AccessibilityCustomContentImportance = .default) -> Self { self }
    /// SwiftUI's `accessibilityFocused`: binds VoiceOver focus. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> Self { self }
    /// SwiftUI's `accessibilityFocused`: binds VoiceOver focus. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> Self { self }
    /// SwiftUI's `accessibilityZoomAction`: what a VoiceOver zoom does. Accepted and inert (no assistive technology reads a still frame).
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> Self { self }

    // Deprecated forms (iOS 13), still in real code.
    /// SwiftUI's `accessibility`: the deprecated accessibility modifier. Accepted and inert (no assistive technology reads a still frame).
    public func accessibility(label: Text) -> Self { self }
    /// SwiftUI's `accessibility`: the deprecated accessibility modifier. Accepted and inert (no assistive technology reads a still frame).
    public func accessibility(hint: Text) -> Self { self }
    /// SwiftUI's `accessibility`: the deprecated accessibility modifier. Accepted and inert (no assistive technology reads a still frame).
    public func accessibility(value: Text) -> Self { self }
    /// SwiftUI's `accessibility`: the deprecated accessibility modifier. Accepted and inert (no assistive technology reads a still frame).
    public func accessibility(hidden: Bool) -> Self { self }
    /// SwiftUI's `accessibility`: the deprecated accessibility modifier. Accepted and inert (no assistive technology reads a still frame).
    public func accessibility(addTraits traits: AccessibilityTraits) -> Self { self }
    /// SwiftUI's `accessibility`: the deprecated accessibility modifier. Accepted and inert (no assistive technology reads a still frame).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    /// SwiftUI's `accessibility`: the deprecated accessibility modifier. Accepted and inert (no assistive technology reads a still frame).
    public func accessibility(sortPriority: Double) -> Self { self }
    /// Names the view in frame dumps, as `accessibilityIdentifier(_:)`.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
}

/// SwiftUI's `AccessibilityCustomContentImportance`: accepted and inert (no assistive technology reads a still frame).
public enum AccessibilityCustomContentImportance: Hashable, Sendable { case `default`, high }

/// SwiftUI's `AccessibilityZoomGestureAction`: accepted and inert (no assistive technology reads a still frame).
public struct AccessibilityZoomGestureAction: Sendable {
    /// SwiftUI's `Direction`: accepted and inert (no assistive technology reads a still frame).
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    /// The `direction` of the Direction (as SwiftUI's; inert).
    public let direction: Direction
    /// The `location` of the Direction (as SwiftUI's; inert).
    public let location: UnitPoint
    /// The `point` of the Direction (as SwiftUI's; inert).
    public let point: CGPoint
}
