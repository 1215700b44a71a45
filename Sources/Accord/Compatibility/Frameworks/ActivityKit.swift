import Foundation
import AccordLayout

// ActivityKit stand-in (`import ActivityKit` becomes `import Accord` in a preview): the types an
// app's Live Activity code names, so its files build. A preview starts no Live Activities:
// `Activity.request` throws `ActivityAuthorizationError.denied`, `Activity.activities` is empty,
// and `ActivityAuthorizationInfo` says they are not enabled (inert; Docs/support/uikit-env.md).
// How a Live Activity's views are drawn in a preview: ActivityKit+Widget.swift.

/// The data of a Live Activity (ActivityKit's `ActivityAttributes`): its fixed attributes, and
/// its `ContentState` that updates.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The data that changes while the activity runs.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// The state of a Live Activity's life (ActivityKit's `ActivityState`).
public enum ActivityState: Equatable, Hashable, Sendable, Codable {
    case active, ended, dismissed, stale, pending
}

/// A Live Activity's content (ActivityKit's `ActivityContent`).
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
    /// The content state.
    public let state: State
    /// When the content becomes out of date.
    public let staleDate: Date?
    /// How relevant the activity is among the app's.
    public let relevanceScore: Double
    /// Content with `state`.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// How an activity is updated remotely (ActivityKit's `PushType`).
public struct PushType: Equatable, Sendable {
    let name: String
    /// Updates by push token.
    public static let token = PushType(name: "token")
    /// Updates on a broadcast channel.
    public static func channel(_ channelId: String) -> PushType { PushType(name: "channel:\(channelId)") }
}

/// When an ended activity leaves the Lock Screen (ActivityKit's `ActivityUIDismissalPolicy`).
public struct ActivityUIDismissalPolicy: Equatable, Sendable {
    let name: String
    /// The system decides (up to four hours).
    public static let `default` = ActivityUIDismissalPolicy(name: "default")
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(name: "immediate")
    /// At `date` (within four hours).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(name: "after") }
}

/// An alert shown with an update (ActivityKit's `AlertConfiguration`).
public struct AlertConfiguration: Sendable {
    /// A sound an alert plays.
    public struct AlertSound: Sendable {
        /// The system's sound.
        public static let `default` = AlertSound()
        /// A sound file of the app.
        public static func named(_ name: String) -> AlertSound { AlertSound() }
    }
    /// An alert titled `title` saying `body`.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {}
}

/// Why an activity could not start (ActivityKit's `ActivityAuthorizationError`).
public enum ActivityAuthorizationError: Error, Equatable, Sendable {
    case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier, missingProcessIdentifier,
         persistenceFailure, reconnectNotPermitted, targetMaximumExceeded, unentitled, unsupported, unsupportedTarget,
         visibility
}

/// A running Live Activity (ActivityKit's `Activity`). None run in a preview.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The activity's identifier.
    public let id: String
    /// The fixed attributes.
    public let attributes: Attributes
    /// The current content.
    public private(set) var content: ActivityContent<Attributes.ContentState>
    /// Where the activity is in its life.
    public private(set) var activityState: ActivityState = .active
    /// The push token (nil: no push updates).
    public var pushToken: Data? { nil }

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        self.content = content
    }

    /// The app's running activities: none.
    public static var activities: [Activity<Attributes>] { [] }
    /// Starts an activity: throws `.denied` (a preview starts none).
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied
    }
    /// Starts an activity (iOS 16.1 form): throws `.denied`.
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied
    }
    /// Updates the content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
    /// Updates the content with an alert (no alert shows).
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        self.content = content
    }
    /// Updates the state (iOS 16.1 form).
    public func update(using contentState: Attributes.ContentState) async {
        content = ActivityContent(state: contentState, staleDate: content.staleDate)
    }
    /// Ends the activity.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }
    /// Ends the activity (iOS 16.1 form).
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let contentState { content = ActivityContent(state: contentState, staleDate: content.staleDate) }
        activityState = .ended
    }
    /// The activity's state changes (none).
    public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
    /// The content's changes (none).
    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
    /// New push tokens (none).
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
    /// Activities started elsewhere (none).
    public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { $0.finish() } }
}

/// Whether the app may start Live Activities (ActivityKit's `ActivityAuthorizationInfo`): no.
public struct ActivityAuthorizationInfo: Sendable {
    /// The app's authorisation.
    public init() {}
    /// False: a preview starts none.
    public var areActivitiesEnabled: Bool { false }
    /// False.
    public var frequentPushesEnabled: Bool { false }
    /// The changes of `areActivitiesEnabled` (none).
    public var activityEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
}
