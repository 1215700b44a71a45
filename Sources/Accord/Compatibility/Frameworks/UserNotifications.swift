import Foundation

// UserNotifications stand-in (`import UserNotifications` becomes `import Accord` in a preview).
// A preview has no notification centre: nothing is scheduled or delivered, permission is never
// granted (requests answer false, settings say `.notDetermined`), delegates are never called.
// Requests added are kept, so code that lists its pending requests sees them (inert for pixels).

/// What an app asks permission for (UserNotifications' `UNAuthorizationOptions`).
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify (UserNotifications' `UNAuthorizationStatus`).
public enum UNAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0, denied, authorized, provisional, ephemeral
}

/// How a notification shows while the app is in front (`UNNotificationPresentationOptions`).
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A notification's sound (`UNNotificationSound`).
open class UNNotificationSound: @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
    /// The default sound.
    public static var `default`: UNNotificationSound { UNNotificationSound(name: "default") }
    /// The default critical-alert sound.
    public static var defaultCritical: UNNotificationSound { UNNotificationSound(name: "defaultCritical") }
    /// A sound file of the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

/// A sound file's name (`UNNotificationSoundName`).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// A notification's content (`UNNotificationContent`).
open class UNNotificationContent: @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    open internal(set) var relevanceScore: Double = 0
    open internal(set) var attachments: [UNNotificationAttachment] = []
    public init() {}
}

/// Content an app fills in (`UNMutableNotificationContent`).
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var interruptionLevel: UNNotificationInterruptionLevel { get { super.interruptionLevel } set { super.interruptionLevel = newValue } }
    open override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
    open override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    public override init() { super.init() }
}

/// A file shown with a notification (`UNNotificationAttachment`): an image, sound or video.
open class UNNotificationAttachment: @unchecked Sendable {
    public let identifier: String
    public let url: URL
    /// The file's type identifier, from its extension (`public.png`, `public.jpeg`…).
    public let type: String
    /// An attachment of the file at `url`; throws when there is no file there, as the system does
    /// (`UNErrorCode.attachmentInvalidURL`).
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path) else {
            throw NSError(domain: "UNErrorDomain", code: 100, userInfo: [NSLocalizedDescriptionKey: "Invalid attachment file URL"])
        }
        self.identifier = identifier
        self.url = URL
        switch URL.pathExtension.lowercased() {
        case "png": type = "public.png"
        case "jpg", "jpeg": type = "public.jpeg"
        case "gif": type = "com.compuserve.gif"
        case "mp3": type = "public.mp3"
        case "mp4": type = "public.mpeg-4"
        default: type = "public.data"
        }
    }
}

/// How urgently a notification interrupts (`UNNotificationInterruptionLevel`).
public enum UNNotificationInterruptionLevel: UInt, Hashable, Sendable {
    case passive = 0, active, timeSensitive, critical
}

/// When a notification is delivered (`UNNotificationTrigger`).
open class UNNotificationTrigger: @unchecked Sendable {
    /// Whether it repeats.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// After a number of seconds (`UNTimeIntervalNotificationTrigger`).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The delay, seconds.
    public let timeInterval: TimeInterval
    /// A trigger `timeInterval` seconds from now.
    public init(timeInterval: TimeInterval, repeats: Bool) { self.timeInterval = timeInterval; super.init(repeats: repeats) }
    /// When it would fire next.
    open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}

/// At matching calendar dates (`UNCalendarNotificationTrigger`).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components to match.
    public let dateComponents: DateComponents
    /// A trigger at dates matching `dateComponents`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) { self.dateComponents = dateComponents; super.init(repeats: repeats) }
    /// When it would fire next.
    open func nextTriggerDate() -> Date? { Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime) }
}

/// A notification to schedule (`UNNotificationRequest`).
open class UNNotificationRequest: @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    /// A request for `content`, delivered when `trigger` fires (nil: at once).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier; self.content = content; self.trigger = trigger
    }
}

/// A delivered notification (`UNNotification`); a preview never receives one.
open class UNNotification: @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) { self.date = date; self.request = request }
}

/// The user's answer to a notification (`UNNotificationResponse`).
open class UNNotificationResponse: @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) { self.notification = notification; self.actionIdentifier = actionIdentifier }
}

/// The identifier of the default action (tapping the notification).
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of the dismiss action.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A button of a notification (`UNNotificationAction`).
open class UNNotificationAction: @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier; self.title = title; self.options = options
    }
}

/// How an action behaves (`UNNotificationActionOptions`).
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A group of actions (`UNNotificationCategory`).
open class UNNotificationCategory: Hashable, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier; self.actions = actions
    }
    public static func == (a: UNNotificationCategory, b: UNNotificationCategory) -> Bool { a.identifier == b.identifier }
    public func hash(into h: inout Hasher) { h.combine(identifier) }
}

/// How a category behaves (`UNNotificationCategoryOptions`).
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
}

/// The app's notification settings (`UNNotificationSettings`): not determined in a preview.
open class UNNotificationSettings: @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus = .notDetermined
    public let alertSetting: UNNotificationSetting = .notSupported
    public let soundSetting: UNNotificationSetting = .notSupported
    public let badgeSetting: UNNotificationSetting = .notSupported
    /// How alerts show: none (notifications are not determined in a preview).
    public let alertStyle: UNAlertStyle = .none
    init() {}
}

/// How the app's alerts show (`UNAlertStyle`; UserNotifications' raw values).
public enum UNAlertStyle: Int, Hashable, Sendable { case none = 0, banner, alert }

/// One notification setting (`UNNotificationSetting`).
public enum UNNotificationSetting: Int, Hashable, Sendable { case notSupported = 0, disabled, enabled }

/// Receives notifications while the app runs (`UNUserNotificationCenterDelegate`; every method
/// optional). Never called in a preview.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {}
}

/// The app's notification centre (`UNUserNotificationCenter`). Inert: permission is never
/// granted; requests are kept and never delivered.
open class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    /// Receives notifications (never called).
    open weak var delegate: UNUserNotificationCenterDelegate?
    init() {}
    /// The app's centre.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Asks for permission: a preview answers not granted.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        completionHandler(false, nil)
    }
    /// Asks for permission: a preview answers not granted.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    /// The settings: not determined.
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) { completionHandler(UNNotificationSettings()) }
    /// The settings: not determined.
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    /// Schedules a request (kept, never delivered).
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        lock.lock(); pending.removeAll { $0.identifier == request.identifier }; pending.append(request); lock.unlock()
        completionHandler?(nil)
    }
    /// Schedules a request (kept, never delivered).
    open func add(_ request: UNNotificationRequest) async throws { add(request, withCompletionHandler: nil) }
    /// The requests scheduled in this process.
    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        lock.lock(); let p = pending; lock.unlock(); completionHandler(p)
    }
    /// The requests scheduled in this process.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }
    /// Unschedules the requests with these identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.lock(); pending.removeAll { identifiers.contains($0.identifier) }; lock.unlock()
    }
    /// Unschedules every request.
    open func removeAllPendingNotificationRequests() { lock.lock(); pending.removeAll(); lock.unlock() }
    /// Delivered notifications: none.
    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) { completionHandler([]) }
    /// Delivered notifications: none.
    open func deliveredNotifications() async -> [UNNotification] { [] }
    /// Removes delivered notifications (there are none).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    /// Removes delivered notifications (there are none).
    open func removeAllDeliveredNotifications() {}
    /// Registers categories (kept nowhere: inert).
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
    /// Sets the app icon's badge (inert).
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    /// Sets the app icon's badge (inert).
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
