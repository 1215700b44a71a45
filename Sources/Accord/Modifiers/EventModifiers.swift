import Foundation
import AccordLayout

// Modifiers that react to events, configure input or tune scrolling, for source compatibility.
// A still frame has no events (no appearance callbacks run, no keyboard shows, nothing scrolls),
// so they return their content unchanged: inert, listed in Docs/support/modifiers.md.

extension View {
    // Lifecycle: no callback runs in a still frame (it is taken without a run loop); the live
    // preview runs them at SwiftUI's moments (State/ViewGraph+Lifecycle.swift).
    /// Runs when the view appears (the live preview).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _LifecycleEvent(content: self, kind: "onAppear", event: action.map { LifecycleEvent(appear: $0) })
    }
    /// Runs when the view disappears (the live preview).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _LifecycleEvent(content: self, kind: "onDisappear", event: action.map { LifecycleEvent(disappear: $0) })
    }
    /// Starts when the view appears, cancelled when it disappears (the live preview waits for it
    /// up to 0.2 s before drawing).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        _LifecycleEvent(content: self, kind: "task", event: LifecycleEvent.task(priority, action))
    }
    /// As `task`, started again (the old one cancelled) when `value` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        _LifecycleEvent(content: self, kind: "task",
                        event: LifecycleEvent.task(priority, action, id: (value, { ($0 as? T).map { $0 == value } ?? false })))
    }
    /// iOS 14's form: runs with the new value when `value` changes (the live preview).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        _LifecycleEvent(content: self, kind: "onChange", event: LifecycleEvent(change: value, initial: false) { _, new in action(new) })
    }
    /// iOS 17's forms (old and new value; or none): run when `value` changes, and when the view
    /// appears if `initial` (the live preview).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        _LifecycleEvent(content: self, kind: "onChange", event: LifecycleEvent(change: value, initial: initial, action))
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        _LifecycleEvent(content: self, kind: "onChange", event: LifecycleEvent(change: value, initial: initial) { _, _ in action() })
    }
    /// SwiftUI's `onReceive`: an action for each value a publisher emits. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> Self where P.Failure == Never { self }
    /// SwiftUI's `onOpenURL`: an action for URLs the app opens. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }

    // Identity: `.id(_:)` is in State/ExplicitIdentity.swift (it keys state across update rounds).
    /// SwiftUI's `equatable`: skips updates when the view is unchanged. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func equatable() -> Self where Self: Equatable { self }

    // Text input: no keyboard shows in a still frame.
    /// SwiftUI's `onSubmit`: an action when text is submitted. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }
    /// SwiftUI's `submitLabel`: the return key's label. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
    /// SwiftUI's `submitScope`: stops submission reaching outer views. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func submitScope(_ isBlocking: Bool = true) -> Self { self }
    /// SwiftUI's `keyboardType`: the keyboard shown for text fields. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    /// SwiftUI's `textInputAutocapitalization`: how typed text is capitalised. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// SwiftUI's `autocapitalization`: how typed text is capitalised (deprecated). Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
    /// SwiftUI's `disableAutocorrection`: turns autocorrection off (deprecated). Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    /// SwiftUI's `autocorrectionDisabled`: turns autocorrection off. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    /// SwiftUI's `textContentType`: the kind of text a field expects, for AutoFill. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func textContentType(_ textContentType: UITextContentType?) -> Self { self }
    /// SwiftUI's `focused`: binds keyboard focus. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func focused(_ condition: Binding<Bool>) -> Self { self }
    /// SwiftUI's `scrollDismissesKeyboard`: how scrolling dismisses the keyboard. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }

    // Scrolling: a still frame shows a scroll view at its start.
    /// SwiftUI's `scrollTargetBehavior`: where scrolling comes to rest. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self { self }
    /// SwiftUI's `scrollTargetLayout`: marks the layout whose views are scroll targets. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }
    /// SwiftUI's `scrollPosition`: binds the scrolled-to view. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self { self }
    /// SwiftUI's `scrollBounceBehavior`: when scroll views bounce. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
    /// SwiftUI's `scrollDisabled`: turns scrolling off. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
    /// SwiftUI's `scrollClipDisabled`: lets scroll content draw outside the scroll view. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }
    // `defaultScrollAnchor` is in Containers/ScrollView+Anchor.swift (it places the content).
    /// SwiftUI's `onScrollGeometryChange`: an action when scroll geometry changes. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> Self { self }

    // Feedback and system chrome.
    /// SwiftUI's `sensoryFeedback`: haptic feedback when a value changes. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    /// SwiftUI's `sensoryFeedback`: haptic feedback when a value changes. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> Self { self }
    /// SwiftUI's `sensoryFeedback`: haptic feedback when a value changes. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> Self { self }
    /// Hides the device canvas's status bar (Chrome/StatusBar.swift).
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        modifier(ScreenOverlayModifier { if hidden { $0.statusBarHidden = true } })
    }
    public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
    /// `.hidden` hides the home indicator of the device canvas.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        modifier(ScreenOverlayModifier { if visibility == .hidden { $0.homeIndicatorHidden = true } })
    }
    /// SwiftUI's `prefersHomeIndicatorAutoHidden`: hides the home indicator after a while. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func prefersHomeIndicatorAutoHidden(_ hidden: Bool) -> Self { self }

    // Menus and help: shown only on interaction.
    /// SwiftUI's `contextMenu`: a menu shown on long press. A still frame shows the view alone; the
    /// live preview opens the menu on a long press or a right click (Preview/PreviewServer+Menu.swift).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenu(content: self, items: menuItems())
    }
    /// SwiftUI's `contextMenu` with a preview: as `contextMenu(menuItems:)` (the preview is not drawn).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        _ContextMenu(content: self, items: menuItems())
    }
    /// SwiftUI's `help`: a tooltip. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func help(_ text: Text) -> Self { self }
    /// SwiftUI's `help`: a tooltip. Accepted and inert (a still frame has no events, keyboard or scrolling).
    public func help(_ textKey: LocalizedStringKey) -> Self { self }
    /// SwiftUI's `help`: a tooltip. Accepted and inert (a still frame has no events, keyboard or scrolling).
    @_disfavoredOverload public func help<S: StringProtocol>(_ text: S) -> Self { self }

}

/// SwiftUI's `SubmitLabel`: accepted and inert (a still frame has no events, keyboard or scrolling).
public enum SubmitLabel: Hashable, Sendable { case done, go, send, join, route, search, `return`, next, `continue` }

/// SwiftUI's `UIKeyboardType`: accepted and inert (a still frame has no events, keyboard or scrolling).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's deprecated name for `.asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// SwiftUI's `UITextAutocapitalizationType`: accepted and inert (a still frame has no events, keyboard or scrolling).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable { case none, words, sentences, allCharacters }

/// SwiftUI's `TextInputAutocapitalization`: accepted and inert (a still frame has no events, keyboard or scrolling).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: Int
    /// `.never` (SwiftUI's `TextInputAutocapitalization.never`); carried, not acted on.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// `.words` (SwiftUI's `TextInputAutocapitalization.words`); carried, not acted on.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// `.sentences` (SwiftUI's `TextInputAutocapitalization.sentences`); carried, not acted on.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// `.characters` (SwiftUI's `TextInputAutocapitalization.characters`); carried, not acted on.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The kind of text a field expects (for autofill).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The `rawValue` of the UITextContentType (as SwiftUI's; inert).
    public let rawValue: String
    /// Creates the UITextContentType as SwiftUI's initialiser does; it is carried, not acted on.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `.name` (SwiftUI's `UITextContentType.name`); carried, not acted on.
    public static let name = UITextContentType(rawValue: "name")
    /// `.namePrefix` (SwiftUI's `UITextContentType.namePrefix`); carried, not acted on.
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// `.givenName` (SwiftUI's `UITextContentType.givenName`); carried, not acted on.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// `.middleName` (SwiftUI's `UITextContentType.middleName`); carried, not acted on.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// `.familyName` (SwiftUI's `UITextContentType.familyName`); carried, not acted on.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// `.nameSuffix` (SwiftUI's `UITextContentType.nameSuffix`); carried, not acted on.
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// `.nickname` (SwiftUI's `UITextContentType.nickname`); carried, not acted on.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// `.jobTitle` (SwiftUI's `UITextContentType.jobTitle`); carried, not acted on.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// `.organizationName` (SwiftUI's `UITextContentType.organizationName`); carried, not acted on.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// `.location` (SwiftUI's `UITextContentType.location`); carried, not acted on.
    public static let location = UITextContentType(rawValue: "location")
    /// `.fullStreetAddress` (SwiftUI's `UITextContentType.fullStreetAddress`); carried, not acted on.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// `.streetAddressLine1` (SwiftUI's `UITextContentType.streetAddressLine1`); carried, not acted on.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// `.streetAddressLine2` (SwiftUI's `UITextContentType.streetAddressLine2`); carried, not acted on.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// `.addressCity` (SwiftUI's `UITextContentType.addressCity`); carried, not acted on.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// `.addressState` (SwiftUI's `UITextContentType.addressState`); carried, not acted on.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// `.addressCityAndState` (SwiftUI's `UITextContentType.addressCityAndState`); carried, not acted on.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// `.sublocality` (SwiftUI's `UITextContentType.sublocality`); carried, not acted on.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// `.countryName` (SwiftUI's `UITextContentType.countryName`); carried, not acted on.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// `.postalCode` (SwiftUI's `UITextContentType.postalCode`); carried, not acted on.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// `.telephoneNumber` (SwiftUI's `UITextContentType.telephoneNumber`); carried, not acted on.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// `.emailAddress` (SwiftUI's `UITextContentType.emailAddress`); carried, not acted on.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// `.URL` (SwiftUI's `UITextContentType.URL`); carried, not acted on.
    public static let URL = UITextContentType(rawValue: "URL")
    /// `.creditCardNumber` (SwiftUI's `UITextContentType.creditCardNumber`); carried, not acted on.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// `.username` (SwiftUI's `UITextContentType.username`); carried, not acted on.
    public static let username = UITextContentType(rawValue: "username")
    /// `.password` (SwiftUI's `UITextContentType.password`); carried, not acted on.
    public static let password = UITextContentType(rawValue: "password")
    /// `.newPassword` (SwiftUI's `UITextContentType.newPassword`); carried, not acted on.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// `.oneTimeCode` (SwiftUI's `UITextContentType.oneTimeCode`); carried, not acted on.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// `.dateTime` (SwiftUI's `UITextContentType.dateTime`); carried, not acted on.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// `.flightNumber` (SwiftUI's `UITextContentType.flightNumber`); carried, not acted on.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// `.shipmentTrackingNumber` (SwiftUI's `UITextContentType.shipmentTrackingNumber`); carried, not acted on.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// `.birthdate` (SwiftUI's `UITextContentType.birthdate`); carried, not acted on.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

/// SwiftUI's `SensoryFeedback`: accepted and inert (a still frame has no events, keyboard or scrolling).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    /// `.success` (SwiftUI's `SensoryFeedback.success`); carried, not acted on.
    public static let success = SensoryFeedback(name: "success")
    /// `.warning` (SwiftUI's `SensoryFeedback.warning`); carried, not acted on.
    public static let warning = SensoryFeedback(name: "warning")
    /// `.error` (SwiftUI's `SensoryFeedback.error`); carried, not acted on.
    public static let error = SensoryFeedback(name: "error")
    /// `.selection` (SwiftUI's `SensoryFeedback.selection`); carried, not acted on.
    public static let selection = SensoryFeedback(name: "selection")
    /// `.increase` (SwiftUI's `SensoryFeedback.increase`); carried, not acted on.
    public static let increase = SensoryFeedback(name: "increase")
    /// `.decrease` (SwiftUI's `SensoryFeedback.decrease`); carried, not acted on.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// `.start` (SwiftUI's `SensoryFeedback.start`); carried, not acted on.
    public static let start = SensoryFeedback(name: "start")
    /// `.stop` (SwiftUI's `SensoryFeedback.stop`); carried, not acted on.
    public static let stop = SensoryFeedback(name: "stop")
    /// `.alignment` (SwiftUI's `SensoryFeedback.alignment`); carried, not acted on.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// `.levelChange` (SwiftUI's `SensoryFeedback.levelChange`); carried, not acted on.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// `.impact` (SwiftUI's `SensoryFeedback.impact`); carried, not acted on.
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// SwiftUI's `Weight`: accepted and inert (a still frame has no events, keyboard or scrolling).
    public struct Weight: Hashable, Sendable {
        let v: Int
        /// `.light` (SwiftUI's `Weight.light`); carried, not acted on.
        public static let light = Weight(v: 0)
        /// `.medium` (SwiftUI's `Weight.medium`); carried, not acted on.
        public static let medium = Weight(v: 1)
        /// `.heavy` (SwiftUI's `Weight.heavy`); carried, not acted on.
        public static let heavy = Weight(v: 2)
    }
    /// SwiftUI's `Flexibility`: accepted and inert (a still frame has no events, keyboard or scrolling).
    public struct Flexibility: Hashable, Sendable {
        let v: Int
        /// `.rigid` (SwiftUI's `Flexibility.rigid`); carried, not acted on.
        public static let rigid = Flexibility(v: 0)
        /// `.solid` (SwiftUI's `Flexibility.solid`); carried, not acted on.
        public static let solid = Flexibility(v: 1)
        /// `.soft` (SwiftUI's `Flexibility.soft`); carried, not acted on.
        public static let soft = Flexibility(v: 2)
    }
}

/// SwiftUI's `Visibility`: accepted and inert (a still frame has no events, keyboard or scrolling).
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }
/// SwiftUI's `ScrollDismissesKeyboardMode`: accepted and inert (a still frame has no events, keyboard or scrolling).
public enum ScrollDismissesKeyboardMode: Hashable, Sendable { case automatic, immediately, interactively, never }

/// SwiftUI's `ScrollBounceBehavior`: accepted and inert (a still frame has no events, keyboard or scrolling).
public struct ScrollBounceBehavior: Sendable {
    /// `.automatic` (SwiftUI's `ScrollBounceBehavior.automatic`); carried, not acted on.
    public static let automatic = ScrollBounceBehavior()
    /// `.always` (SwiftUI's `ScrollBounceBehavior.always`); carried, not acted on.
    public static let always = ScrollBounceBehavior()
    /// `.basedOnSize` (SwiftUI's `ScrollBounceBehavior.basedOnSize`); carried, not acted on.
    public static let basedOnSize = ScrollBounceBehavior()
}

/// How a scroll view settles (`.paging`, `.viewAligned`).
public protocol ScrollTargetBehavior {}
/// SwiftUI's `PagingScrollTargetBehavior`: accepted and inert (a still frame has no events, keyboard or scrolling).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
/// SwiftUI's `ViewAlignedScrollTargetBehavior`: accepted and inert (a still frame has no events, keyboard or scrolling).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// SwiftUI's `LimitBehavior`: accepted and inert (a still frame has no events, keyboard or scrolling).
    public struct LimitBehavior: Sendable {
        /// `.automatic` (SwiftUI's `LimitBehavior.automatic`); carried, not acted on.
        public static let automatic = LimitBehavior()
        /// `.always` (SwiftUI's `LimitBehavior.always`); carried, not acted on.
        public static let always = LimitBehavior()
        /// `.never` (SwiftUI's `LimitBehavior.never`); carried, not acted on.
        public static let never = LimitBehavior()
        /// `.alwaysByFew` (SwiftUI's `LimitBehavior.alwaysByFew`); carried, not acted on.
        public static let alwaysByFew = LimitBehavior()
        /// `.alwaysByOne` (SwiftUI's `LimitBehavior.alwaysByOne`); carried, not acted on.
        public static let alwaysByOne = LimitBehavior()
    }
    /// Creates the LimitBehavior as SwiftUI's initialiser does; it is carried, not acted on.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { .init() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// `.viewAligned` (SwiftUI's `ScrollTargetBehavior.viewAligned`); carried, not acted on.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        .init(limitBehavior: limitBehavior)
    }
}

/// A scroll view's geometry (`onScrollGeometryChange`).
public struct ScrollGeometry: Equatable, Sendable {
    /// The `contentOffset` of the ScrollGeometry (as SwiftUI's; inert).
    public var contentOffset: CGPoint
    /// The `contentSize` of the ScrollGeometry (as SwiftUI's; inert).
    public var contentSize: CGSize
    /// The `contentInsets` of the ScrollGeometry (as SwiftUI's; inert).
    public var contentInsets: EdgeInsets
    /// The `containerSize` of the ScrollGeometry (as SwiftUI's; inert).
    public var containerSize: CGSize
    /// The `visibleRect` of the ScrollGeometry (as SwiftUI's; inert).
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}
