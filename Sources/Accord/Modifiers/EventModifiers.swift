import Foundation
import AccordLayout

// Modifiers that react to events, configure input or tune scrolling, for source compatibility.
// A still frame has no events (no appearance callbacks run, no keyboard shows, nothing scrolls),
// so they return their content unchanged: inert, listed in Docs/support/modifiers.md.

extension View {
    // Lifecycle: no callback runs (the frame is taken without a run loop).
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self { self }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> Self { self }
    /// iOS 14's form.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    /// iOS 17's forms (old and new value; or none).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self { self }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> Self where P.Failure == Never { self }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }

    // Identity: `.id(_:)` is in State/ExplicitIdentity.swift (it keys state across update rounds).
    public func equatable() -> Self where Self: Equatable { self }

    // Text input: no keyboard shows in a still frame.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
    public func submitScope(_ isBlocking: Bool = true) -> Self { self }
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    public func textContentType(_ textContentType: UITextContentType?) -> Self { self }
    public func focused(_ condition: Binding<Bool>) -> Self { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }

    // Scrolling: a still frame shows a scroll view at its start.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> Self { self }
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self { self }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
    public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> Self { self }
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> Self { self }

    // Feedback and system chrome.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> Self { self }
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
    public func prefersHomeIndicatorAutoHidden(_ hidden: Bool) -> Self { self }

    // Menus and help: shown only on interaction.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> Self { self }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> Self { self }
    public func help(_ text: Text) -> Self { self }
    public func help(_ textKey: LocalizedStringKey) -> Self { self }
    @_disfavoredOverload public func help<S: StringProtocol>(_ text: S) -> Self { self }

}

public enum SubmitLabel: Hashable, Sendable { case done, go, send, join, route, search, `return`, next, `continue` }

public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UITextAutocapitalizationType: Int, Hashable, Sendable { case none, words, sentences, allCharacters }

public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: Int
    public static let never = TextInputAutocapitalization(kind: 0)
    public static let words = TextInputAutocapitalization(kind: 1)
    public static let sentences = TextInputAutocapitalization(kind: 2)
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The kind of text a field expects (for autofill).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
    public struct Weight: Hashable, Sendable {
        let v: Int
        public static let light = Weight(v: 0)
        public static let medium = Weight(v: 1)
        public static let heavy = Weight(v: 2)
    }
    public struct Flexibility: Hashable, Sendable {
        let v: Int
        public static let rigid = Flexibility(v: 0)
        public static let solid = Flexibility(v: 1)
        public static let soft = Flexibility(v: 2)
    }
}

public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }
public enum ScrollDismissesKeyboardMode: Hashable, Sendable { case automatic, immediately, interactively, never }

public struct ScrollBounceBehavior: Sendable {
    public static let automatic = ScrollBounceBehavior()
    public static let always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

/// How a scroll view settles (`.paging`, `.viewAligned`).
public protocol ScrollTargetBehavior {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
        public static let alwaysByFew = LimitBehavior()
        public static let alwaysByOne = LimitBehavior()
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { .init() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        .init(limitBehavior: limitBehavior)
    }
}

/// A scroll view's geometry (`onScrollGeometryChange`).
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}
