import Foundation

// SiriKit's intent types (`import Intents` becomes `import Accord`) as a widget's
// `IntentConfiguration` and the classes Xcode generates from an `.intentdefinition` use them
// (`class ConfigurationIntent: INIntent`, parameters typed `INObject`). Nothing is donated or run:
// a preview has no Siri; interactions donate with an error, preferences answer `.notDetermined`.

/// A request for the app to act (SiriKit's `INIntent`): a base class for generated intents.
open class INIntent: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    /// The intent's identifier.
    open var identifier: String? = UUID().uuidString
    /// The description Siri would show.
    open var intentDescription: String?
    /// The suggested Shortcuts phrase.
    open var suggestedInvocationPhrase: String?
    /// Key-value access to the parameters of generated subclasses (kept per key).
    open func setValue(_ value: Any?, forKey key: String) { parameters[key] = value }
    open func value(forKey key: String) -> Any? { parameters[key] }
    private var parameters: [String: Any] = [:]
}

/// The answer to an intent (SiriKit's `INIntentResponse`).
open class INIntentResponse: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}

/// A custom parameter value with an identifier and a display string (SiriKit's `INObject`).
open class INObject: NSObject, @unchecked Sendable {
    public let identifier: String?
    public let displayString: String
    public let pronunciationHint: String?
    open var subtitleString: String?
    public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
    }
    public convenience init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image displayImage: Any?) {
        self.init(identifier: identifier, display: displayString)
        self.subtitleString = subtitleString
    }
    open override var description: String { displayString }
}

/// The direction of an interaction.
public enum INInteractionDirection: Int, Sendable { case unspecified = 0, outgoing, incoming }

/// An intent and its response, donated to Siri (SiriKit's `INInteraction`).
open class INInteraction: NSObject, @unchecked Sendable {
    public let intent: INIntent
    public let intentResponse: INIntentResponse?
    open var identifier: String?
    open var groupIdentifier: String?
    open var direction: INInteractionDirection = .unspecified
    open var dateInterval: DateInterval?
    public init(intent: INIntent, response: INIntentResponse?) { self.intent = intent; intentResponse = response }
    /// Donates the interaction: fails (a preview has no Siri).
    open func donate(completion: ((any Error)?) -> Void = { _ in }) {
        completion(NSError(domain: "IntentsErrorDomain", code: 1901, userInfo: [NSLocalizedDescriptionKey: "Siri is not available in a preview"]))
    }
    /// Deletes donated interactions (none).
    open class func deleteAll(completion: ((any Error)?) -> Void = { _ in }) { completion(nil) }
    open class func delete(with identifiers: [String], completion: ((any Error)?) -> Void = { _ in }) { completion(nil) }
    open class func delete(with groupIdentifier: String, completion: ((any Error)?) -> Void = { _ in }) { completion(nil) }
}

/// Whether the user lets the app use Siri (SiriKit's `INSiriAuthorizationStatus`).
public enum INSiriAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized }

/// Siri preferences (SiriKit's `INPreferences`).
open class INPreferences: NSObject, @unchecked Sendable {
    /// The authorization: `.notDetermined`.
    open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus { .notDetermined }
    /// Asks for Siri access: `.denied` at once (no dialog in a preview).
    open class func requestSiriAuthorization(_ handler: @escaping (INSiriAuthorizationStatus) -> Void) { handler(.denied) }
    /// The user's Siri language (the preview's locale).
    open class func siriLanguageCode() -> String { Locale.current.identifier.replacingOccurrences(of: "_", with: "-") }
}
