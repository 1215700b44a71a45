import Foundation
import AccordLayout

// AppIntents stand-in (`import AppIntents` becomes `import Accord` in a preview). Intents are
// declared, constructed and configured as in an app (`@Parameter` values are kept and read
// back), so the views and widgets that show them build and draw; nothing performs them (no
// Siri, Shortcuts or system to run them): `Button(intent:)` and `Toggle(isOn:intent:)` draw as
// their plain counterparts and do nothing when pressed (inert; Docs/support/uikit-env.md).

/// An action the system can run (AppIntents' `AppIntent`).
public protocol AppIntent: Sendable {
    /// The result `perform()` answers.
    associatedtype PerformResult: IntentResult
    /// The intent's name, as people see it.
    static var title: LocalizedStringResource { get }
    /// What the intent does.
    static var description: IntentDescription? { get }
    /// Whether running the intent opens the app.
    static var openAppWhenRun: Bool { get }
    /// Whether the intent shows in Shortcuts and Spotlight.
    static var isDiscoverable: Bool { get }
    /// An intent with default parameter values.
    init()
    /// Runs the intent (never called by Accord).
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription? { nil }
    /// Runs in the background.
    public static var openAppWhenRun: Bool { false }
    /// Discoverable.
    public static var isDiscoverable: Bool { true }
    /// `@Parameter` inside an intent.
    public typealias Parameter<Value> = IntentParameter<Value>
}

/// What an intent answers (AppIntents' `IntentResult`).
public protocol IntentResult: Sendable {}
/// A result with a value (AppIntents' `ReturnsValue`).
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}
/// A result with a dialog (AppIntents' `ProvidesDialog`).
public protocol ProvidesDialog: IntentResult {}
/// A result with a snippet view (AppIntents' `ShowsSnippetView`).
public protocol ShowsSnippetView: IntentResult {}
/// A result that runs another intent (AppIntents' `OpensIntent`).
public protocol OpensIntent: IntentResult {}

/// The result `.result(…)` builds (AppIntents' `IntentResultContainer`).
public struct IntentResultContainer<Value>: ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent, @unchecked Sendable {
    /// The value, when the result has one.
    public let value: Value?
    /// The dialog, when the result has one.
    public let dialog: IntentDialog?
}

extension IntentResult {
    /// A result with nothing in it.
    public static func result() -> Self where Self == IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: nil) }
    /// A result with a dialog.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: dialog) }
    /// A result with a snippet view.
    public static func result<V: View>(view: V) -> Self where Self == IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: nil) }
    /// A result with a dialog and a snippet view.
    public static func result<V: View>(dialog: IntentDialog, view: V) -> Self where Self == IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: dialog) }
    /// A result that runs another intent.
    public static func result<I: AppIntent>(opensIntent: I) -> Self where Self == IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: nil) }
    /// A result with a value.
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V> { IntentResultContainer(value: value, dialog: nil) }
    /// A result with a value and a dialog.
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> { IntentResultContainer(value: value, dialog: dialog) }
    /// A result with a value, a dialog and a snippet view.
    public static func result<V, Content: View>(value: V, dialog: IntentDialog, view: Content) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}

/// What an intent says (AppIntents' `IntentDialog`).
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    /// The full text.
    public let full: LocalizedStringResource
    /// A dialog saying `full`.
    public init(_ full: LocalizedStringResource) { self.full = full }
    /// A dialog with a full and a shorter text.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { self.full = full }
    public init(stringLiteral value: String) { full = LocalizedStringResource(stringLiteral: value) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { full = LocalizedStringResource(stringInterpolation: stringInterpolation) }
}

/// An intent's description (AppIntents' `IntentDescription`).
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    /// The text.
    public let description: LocalizedStringResource
    /// A description with optional category and search keywords.
    public init(_ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.description = description
    }
    public init(stringLiteral value: String) { description = LocalizedStringResource(stringLiteral: value) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { description = LocalizedStringResource(stringInterpolation: stringInterpolation) }
}

/// A value type with a default a parameter without one answers (Accord's hook: the zero of the
/// everyday types, an enum's first case).
public protocol _IntentParameterDefault {
    /// The value an unset parameter answers.
    static var _intentParameterDefault: Self { get }
}
extension String: _IntentParameterDefault { public static var _intentParameterDefault: String { "" } }
extension Int: _IntentParameterDefault { public static var _intentParameterDefault: Int { 0 } }
extension Double: _IntentParameterDefault { public static var _intentParameterDefault: Double { 0 } }
extension Bool: _IntentParameterDefault { public static var _intentParameterDefault: Bool { false } }
extension Date: _IntentParameterDefault { public static var _intentParameterDefault: Date { Date() } }
extension Array: _IntentParameterDefault { public static var _intentParameterDefault: [Element] { [] } }
extension Optional: _IntentParameterDefault { public static var _intentParameterDefault: Wrapped? { nil } }

/// An intent's input (AppIntents' `IntentParameter`, written `@Parameter`). A class, as in
/// AppIntents: setting a parameter of a `let` intent works (`let i = MyIntent(); i.x = 1`).
/// Unset, it answers its default (`default:`), else nil for optionals, the zero of strings,
/// numbers, booleans and arrays, now for dates, an `AppEnum`'s first case.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    private var value: Value?
    /// The parameter's title.
    public let title: LocalizedStringResource?
    /// The value (its default when never set).
    public var wrappedValue: Value {
        get {
            if let value { return value }
            if let d = Value.self as? any _IntentParameterDefault.Type, let v = d._intentParameterDefault as? Value { return v }
            fatalError("AppIntents: the parameter \(title.map { "'\($0.stringValue)' " } ?? "")has no value and no default (set it, or give it `default:`)")
        }
        set { value = newValue }
    }
    /// `$parameter`: the parameter itself.
    public var projectedValue: IntentParameter<Value> { self }

    /// A parameter titled `title`, with a default value.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
                requestValueDialog: IntentDialog? = nil) {
        self.title = title
        value = `default`
    }
    /// A parameter titled `title` with input options (kept for source compatibility).
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
                inputOptions: String.IntentInputOptions, requestValueDialog: IntentDialog? = nil) {
        self.title = title
        value = `default`
    }
    /// A numeric parameter limited to a range (kept, not enforced).
    public init<N: Comparable>(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
                               inclusiveRange: (N, N), requestValueDialog: IntentDialog? = nil) {
        self.title = title
        value = `default`
    }
    /// A parameter without a title.
    public init(description: LocalizedStringResource? = nil, default: Value? = nil) {
        title = nil
        value = `default`
    }
    /// `@Parameter var x = 3`: the initial value is the default.
    public convenience init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, description: description, default: wrappedValue)
    }
}

extension String {
    /// How a string parameter is typed (AppIntents' `String.IntentInputOptions`; kept).
    public struct IntentInputOptions: Sendable {
        public init(keyboardType: UIKeyboardType = .default, capitalizationType: UITextAutocapitalizationType = .sentences,
                    multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true) {}
    }
}

/// How a value shows in the system's UI (AppIntents' `DisplayRepresentation`).
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// An image beside the title (AppIntents' `DisplayRepresentation.Image`).
    public struct Image: Sendable {
        /// An SF Symbol.
        public init(systemName: String, isTemplate: Bool = true) {}
        /// An image from the app's assets.
        public init(named: String, isTemplate: Bool = false) {}
        /// An image at a URL.
        public init(url: URL, isTemplate: Bool = false) {}
    }
    /// The title.
    public let title: LocalizedStringResource
    /// The subtitle.
    public let subtitle: LocalizedStringResource?
    /// A representation with a title, subtitle and image.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How a type is named in the system's UI (AppIntents' `TypeDisplayRepresentation`).
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// The name.
    public let name: LocalizedStringResource
    /// A representation named `name`.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name }
    public init(stringLiteral value: String) { name = LocalizedStringResource(stringLiteral: value) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { name = LocalizedStringResource(stringInterpolation: stringInterpolation) }
}

/// An enumeration usable as a parameter (AppIntents' `AppEnum`). An unset parameter of this type
/// answers the first case.
public protocol AppEnum: CaseIterable, Hashable, RawRepresentable, Sendable, _IntentParameterDefault where RawValue: LosslessStringConvertible {
    /// The type's name.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// Each case's name.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The first case.
    public static var _intentParameterDefault: Self { allCases.first! }
}

/// A value of the app's model usable as a parameter (AppIntents' `AppEntity`).
public protocol AppEntity: Identifiable, Sendable {
    /// The query that finds entities.
    associatedtype DefaultQuery: EntityQuery
    /// The type's name.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query that finds entities.
    static var defaultQuery: DefaultQuery { get }
    /// How the entity shows.
    var displayRepresentation: DisplayRepresentation { get }
}

/// Finds entities (AppIntents' `EntityQuery`). Never run by Accord.
public protocol EntityQuery: Sendable {
    /// The entities it finds.
    associatedtype Entity: AppEntity
    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities to suggest.
    func suggestedEntities() async throws -> [Entity]
    /// A query.
    init()
}

extension EntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// Finds entities matching a string (AppIntents' `EntityStringQuery`).
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

// MARK: - App Shortcuts

/// A word of an App Shortcut phrase (AppIntents' `AppShortcutPhraseToken`).
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name.
    case applicationName
}

/// A phrase that runs an App Shortcut (AppIntents' `AppShortcutPhrase`).
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase, with the app's name as `${applicationName}`.
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
    /// Builds a phrase.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
        /// `\(\.$parameter)`: the parameter's value.
        public mutating func appendInterpolation<V>(_ parameter: KeyPath<Intent, IntentParameter<V>>) { text += "${parameter}" }
    }
}

/// A shortcut the app offers (AppIntents' `AppShortcut`).
public struct AppShortcut: Sendable {
    /// The phrases that run it.
    public let phrases: [String]
    /// A shortcut running `intent` when someone says one of `phrases`.
    public init<I: AppIntent>(intent: I, phrases: [AppShortcutPhrase<I>], shortTitle: LocalizedStringResource,
                              systemImageName: String) {
        self.phrases = phrases.map(\.text)
    }
    /// A shortcut without a short title (iOS 16).
    public init<I: AppIntent>(intent: I, phrases: [AppShortcutPhrase<I>]) { self.phrases = phrases.map(\.text) }
}

/// Builds a provider's shortcuts (AppIntents' `AppShortcutsBuilder`).
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
}

/// The colour of the app's tiles in Shortcuts (AppIntents' `ShortcutTileColor`).
public enum ShortcutTileColor: Sendable {
    case red, tangerine, orange, yellow, lime, grassGreen, teal, lightBlue, navy, lightPurple, purple, pink, grayBlue, grayGreen, grayBrown
}

/// The shortcuts an app offers (AppIntents' `AppShortcutsProvider`). Never registered.
public protocol AppShortcutsProvider {
    /// The shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The tiles' colour.
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    /// Navy, as AppIntents' default.
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Asks the system to read the shortcuts' parameters again. Inert.
    public static func updateAppShortcutParameters() {}
}

// MARK: - Controls that run intents

extension Button {
    /// A button that runs `intent` when pressed (SwiftUI's `init(intent:label:)`): drawn as any
    /// button; pressing it does nothing in a preview.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }
}

extension Button where Label == Text {
    /// A titled button that runs `intent` (SwiftUI's `init(_:intent:)`).
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) { self.init(action: {}) { Text(titleKey) } }
    /// A button titled with a string that runs `intent`.
    public init<S: StringProtocol, I: AppIntent>(_ title: S, intent: I) { self.init(action: {}) { Text(title) } }
}

extension Button where Label == Accord.Label<Text, Image> {
    /// A button with a title and an SF Symbol that runs `intent`.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, intent: I) {
        self.init(action: {}) { Accord.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle {
    /// A toggle showing `isOn` that runs `intent` when switched (SwiftUI's
    /// `init(isOn:intent:label:)`): drawn in that state; switching it does nothing in a preview.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A titled toggle that runs `intent` (SwiftUI's `init(_:isOn:intent:)`).
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) { self.init(isOn: .constant(isOn)) { Text(titleKey) } }
    /// A toggle titled with a string that runs `intent`.
    public init<S: StringProtocol, I: AppIntent>(_ title: S, isOn: Bool, intent: I) { self.init(isOn: .constant(isOn)) { Text(title) } }
}
