import Foundation
import AccordLayout

// EventKit stand-in (`import EventKit` becomes `import Accord` in a preview). A preview has no
// calendar database and no one to grant access: authorisation is `.notDetermined` and every
// request answers "not granted"; a store starts with one calendar ("Calendar", the default for new
// events) and no events; events and reminders saved to a store are kept in it and found by its
// queries, so a view built from a store it filled itself draws them (Docs/support/uikit-env.md).

/// Events or reminders (EventKit's `EKEntityType`).
public enum EKEntityType: UInt, Sendable {
    case event, reminder
}

/// Whether the app may read calendars (EventKit's `EKAuthorizationStatus`).
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, fullAccess, writeOnly
    /// Full access before iOS 17 (the same value as `.fullAccess`, as in EventKit).
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Which occurrences a change applies to (EventKit's `EKSpan`).
public enum EKSpan: Int, Sendable {
    case thisEvent, futureEvents
}

/// The kind of calendar (EventKit's `EKCalendarType`).
public enum EKCalendarType: Int, Sendable {
    case local, calDAV, exchange, subscription, birthday
}

/// The base of EventKit's objects (EventKit's `EKObject`).
open class EKObject: NSObject, @unchecked Sendable {
    /// Whether it has unsaved changes.
    open var hasChanges: Bool { false }
    /// Whether it was never saved.
    open var isNew: Bool { true }
}

/// A calendar (EventKit's `EKCalendar`).
open class EKCalendar: EKObject, @unchecked Sendable {
    open var title: String = ""
    open var cgColor: CGColor! = CGColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    open var type: EKCalendarType = .local
    open var allowsContentModifications = true
    open var isSubscribed = false
    open var isImmutable = false
    public let calendarIdentifier = UUID().uuidString
    /// The kinds of entity the calendar holds.
    public let allowedEntityTypes: EKEntityType
    init(entityType: EKEntityType) { allowedEntityTypes = entityType }
    /// A new calendar for `entityType` in `eventStore`.
    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) { self.init(entityType: entityType) }
}

/// A reminder to show at a time (EventKit's `EKAlarm`).
open class EKAlarm: EKObject, @unchecked Sendable {
    open var relativeOffset: TimeInterval = 0
    open var absoluteDate: Date?
    /// An alarm at `date`.
    public init(absoluteDate date: Date) { absoluteDate = date }
    /// An alarm `offset` seconds from the event's start (negative: before).
    public init(relativeOffset offset: TimeInterval) { relativeOffset = offset }
}

/// An event or reminder (EventKit's `EKCalendarItem`).
open class EKCalendarItem: EKObject, @unchecked Sendable {
    open var title: String! = ""
    open var location: String?
    open var notes: String?
    open var url: URL?
    open var calendar: EKCalendar!
    open var alarms: [EKAlarm]?
    open var timeZone: TimeZone?
    open var creationDate: Date?
    open var lastModifiedDate: Date?
    public let calendarItemIdentifier = UUID().uuidString
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
}

/// An event (EventKit's `EKEvent`).
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    open var startDate: Date! = Date()
    open var endDate: Date! = Date()
    open var isAllDay = false
    /// Set when the event is saved to a store.
    open internal(set) var eventIdentifier: String!
    /// A new event in `eventStore` (saved with `eventStore.save(_:span:)`).
    public init(eventStore: EKEventStore) {}
    /// Orders events by start date.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        startDate < other.startDate ? .orderedAscending : startDate > other.startDate ? .orderedDescending : .orderedSame
    }
}

/// A reminder (EventKit's `EKReminder`).
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    open var isCompleted = false
    open var completionDate: Date?
    open var priority = 0
    open var dueDateComponents: DateComponents?
    open var startDateComponents: DateComponents?
    /// A new reminder in `eventStore`.
    public init(eventStore: EKEventStore) {}
}

/// The calendar database (EventKit's `EKEventStore`): the store's own calendars and what was
/// saved to it; no access is ever granted.
open class EKEventStore: NSObject, @unchecked Sendable {
    private var events: [EKEvent] = []
    private var reminders: [EKReminder] = []
    private let defaultCalendar: EKCalendar = {
        let c = EKCalendar(entityType: .event)
        c.title = "Calendar"
        return c
    }()
    private let defaultReminderList: EKCalendar = {
        let c = EKCalendar(entityType: .reminder)
        c.title = "Reminders"
        return c
    }()

    /// A store.
    public override init() {}

    /// `.notDetermined`: no one is asked in a preview.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }
    /// Answers not granted.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// Answers not granted.
    open func requestFullAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// Answers not granted.
    open func requestWriteOnlyAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// Answers not granted.
    open func requestFullAccessToReminders(completion: @escaping (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// Answers false (not granted).
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }
    /// Answers false (not granted).
    open func requestFullAccessToEvents() async throws -> Bool { false }
    /// Answers false (not granted).
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
    /// Answers false (not granted).
    open func requestFullAccessToReminders() async throws -> Bool { false }

    /// The calendar new events go to.
    open var defaultCalendarForNewEvents: EKCalendar? { defaultCalendar }
    /// The list new reminders go to.
    open func defaultCalendarForNewReminders() -> EKCalendar? { defaultReminderList }
    /// The store's calendars of `entityType`.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { entityType == .event ? [defaultCalendar] : [defaultReminderList] }
    /// The calendar with `identifier`.
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
        [defaultCalendar, defaultReminderList].first { $0.calendarIdentifier == identifier }
    }

    /// Events overlapping `startDate…endDate` in `calendars` (nil: all).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        let ids = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return NSPredicate { object, _ in
            guard let e = object as? EKEvent, let s = e.startDate, let t = e.endDate else { return false }
            return s < endDate && t >= startDate && (ids.map { $0.contains(e.calendar?.calendarIdentifier ?? "") } ?? true)
        }
    }
    /// The saved events `predicate` accepts, by start date.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        events.filter { predicate.evaluate(with: $0) }.sorted { $0.startDate < $1.startDate }
    }
    /// Calls `block` with each matching event.
    open func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for e in events(matching: predicate) { block(e, &stop); if stop.boolValue { break } }
    }
    /// The saved event with `identifier`.
    open func event(withIdentifier identifier: String) -> EKEvent? { events.first { $0.eventIdentifier == identifier } }

    /// Reminders in `calendars` (nil: all).
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: true) }
    /// Incomplete reminders due in the range.
    open func predicateForIncompleteReminders(withDueDateStarting start: Date?, ending end: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in !((object as? EKReminder)?.isCompleted ?? true) }
    }
    /// Completed reminders in the range.
    open func predicateForCompletedReminders(withCompletionDateStarting start: Date?, ending end: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in (object as? EKReminder)?.isCompleted ?? false }
    }
    /// Calls `completion` with the saved reminders `predicate` accepts.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        completion(reminders.filter { predicate.evaluate(with: $0) })
        return NSObject()
    }

    /// Keeps `event` (its calendar: the default when unset).
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
        if event.calendar == nil { event.calendar = defaultCalendar }
        if event.eventIdentifier == nil { event.eventIdentifier = UUID().uuidString }
        if !events.contains(where: { $0 === event }) { events.append(event) }
    }
    /// Forgets `event`.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { events.removeAll { $0 === event } }
    /// Keeps `reminder`.
    open func save(_ reminder: EKReminder, commit: Bool) throws {
        if reminder.calendar == nil { reminder.calendar = defaultReminderList }
        if !reminders.contains(where: { $0 === reminder }) { reminders.append(reminder) }
    }
    /// Forgets `reminder`.
    open func remove(_ reminder: EKReminder, commit: Bool) throws { reminders.removeAll { $0 === reminder } }
    /// Saved already.
    open func commit() throws {}
    /// Nothing to undo.
    open func reset() {}
}

extension Notification.Name {
    /// Posted when the calendar database changes (never, in a preview).
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
