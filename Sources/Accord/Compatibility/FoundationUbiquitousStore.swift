import Foundation

// Foundation names Linux's Foundation lacks that app models use for settings:
// `NSUbiquitousKeyValueStore` (iCloud key-value storage) and KVC-style `UserDefaults` access.
// A preview has no iCloud account: the store keeps what is set in memory for the process (as the
// device's local copy does while offline), `synchronize()` answers true, and no external change
// is ever posted.

/// iCloud's key-value store (Foundation's `NSUbiquitousKeyValueStore`), kept in memory.
open class NSUbiquitousKeyValueStore: @unchecked Sendable {
    private static let shared = NSUbiquitousKeyValueStore()
    /// The app's store.
    open class var `default`: NSUbiquitousKeyValueStore { shared }
    /// Posted when iCloud changes a value (never in a preview).
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    public init() {}

    open func object(forKey aKey: String) -> Any? { lock.lock(); defer { lock.unlock() }; return values[aKey] }
    open func set(_ anObject: Any?, forKey aKey: String) {
        lock.lock(); defer { lock.unlock() }
        if let anObject { values[aKey] = anObject } else { values[aKey] = nil }
    }
    open func removeObject(forKey aKey: String) { set(nil as Any?, forKey: aKey) }
    open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
    open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
    open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }
    open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
    /// The integer for the key, 0 when absent.
    open func longLong(forKey aKey: String) -> Int64 {
        switch object(forKey: aKey) {
        case let v as Int64: return v
        case let v as Int: return Int64(v)
        case let v as Double: return Int64(v)
        case let v as Bool: return v ? 1 : 0
        default: return 0
        }
    }
    /// The number for the key, 0 when absent.
    open func double(forKey aKey: String) -> Double {
        switch object(forKey: aKey) {
        case let v as Double: return v
        case let v as Int64: return Double(v)
        case let v as Int: return Double(v)
        case let v as Bool: return v ? 1 : 0
        default: return 0
        }
    }
    /// The Boolean for the key, false when absent.
    open func bool(forKey aKey: String) -> Bool {
        switch object(forKey: aKey) {
        case let v as Bool: return v
        case let v as Int64: return v != 0
        case let v as Int: return v != 0
        case let v as Double: return v != 0
        default: return false
        }
    }
    open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
    open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
    open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { set(aDictionary as Any?, forKey: aKey) }
    open func set(_ value: Int64, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    open func set(_ value: Double, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    open func set(_ value: Bool, forKey aKey: String) { set(value as Any?, forKey: aKey) }
    /// Every key and value.
    open var dictionaryRepresentation: [String: Any] { lock.lock(); defer { lock.unlock() }; return values }
    /// Synchronizes with iCloud: nothing to send in a preview; true (the in-memory values stand).
    @discardableResult open func synchronize() -> Bool { true }
}

/// The `userInfo` key of why the store changed externally.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The `userInfo` key of the keys that changed.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// Change reasons (Foundation's values).
public let NSUbiquitousKeyValueStoreServerChange = 0
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
public let NSUbiquitousKeyValueStoreAccountChange = 3

extension UserDefaults {
    /// Stores `value` under `key` (Key-value coding on Apple platforms; `set(_:forKey:)` here,
    /// so nil removes the value as KVC's `setValue(nil, forKey:)` does for defaults).
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
