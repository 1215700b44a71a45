import Foundation
import AccordLayout

/// A value kept in user defaults (`@AppStorage("onboarded") var onboarded = false`).
///
/// It reads and writes `store` (`UserDefaults.standard` unless given), as SwiftUI does: a value
/// the code stored with `UserDefaults.standard.set(_:forKey:)` is seen, and the written default
/// is used while the key holds nothing (or a value of another type). A preview is its own
/// process without a bundle identifier, so on Linux the defaults live in that process's memory:
/// nothing persists from one preview run to the next.
@propertyWrapper
public struct AppStorage<Value>: @unchecked Sendable {
    let read: () -> Value
    let write: (Value) -> Void

    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// The stored value, or the default when the key is unset.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { Binding(get: read, set: write) }

    /// A value of a plist type stored as itself.
    static func plain(_ key: String, _ store: UserDefaults?, _ fallback: Value, _ decode: @escaping (Any) -> Value?) -> AppStorage {
        let defaults = store ?? .standard
        return AppStorage(read: { defaults.object(forKey: key).flatMap(decode) ?? fallback },
                          write: { defaults.set($0, forKey: key) })
    }
}

extension AppStorage {
    /// A Boolean in user defaults under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self = .plain(key, store, wrappedValue) { $0 as? Bool ?? ($0 as? NSNumber)?.boolValue }
    }
    /// An integer in user defaults under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self = .plain(key, store, wrappedValue) { $0 as? Int ?? ($0 as? NSNumber)?.intValue }
    }
    /// A double in user defaults under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self = .plain(key, store, wrappedValue) { $0 as? Double ?? ($0 as? NSNumber)?.doubleValue }
    }
    /// A string in user defaults under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self = .plain(key, store, wrappedValue) { $0 as? String }
    }
    /// Data in user defaults under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self = .plain(key, store, wrappedValue) { $0 as? Data }
    }
    /// A date in user defaults under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self = .plain(key, store, wrappedValue) { $0 as? Date }
    }
    /// A URL, stored as UserDefaults stores URLs.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        let defaults = store ?? .standard
        self.init(read: { defaults.url(forKey: key) ?? wrappedValue }, write: { defaults.set($0, forKey: key) })
    }
    /// An enumeration stored as its raw integer.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        let defaults = store ?? .standard
        self.init(read: { (defaults.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) ?? wrappedValue },
                  write: { defaults.set($0.rawValue, forKey: key) })
    }
    /// An enumeration stored as its raw string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        let defaults = store ?? .standard
        self.init(read: { (defaults.object(forKey: key) as? String).flatMap(Value.init(rawValue:)) ?? wrappedValue },
                  write: { defaults.set($0.rawValue, forKey: key) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value: nil while the key holds nothing; setting nil removes it.
    static func optional<W>(_ key: String, _ store: UserDefaults?, _ decode: @escaping (UserDefaults) -> W?) -> AppStorage where Value == W? {
        let defaults = store ?? .standard
        return AppStorage(read: { decode(defaults) },
                          write: { v in if let v { defaults.set(v, forKey: key) } else { defaults.removeObject(forKey: key) } })
    }
    /// An optional Boolean in user defaults under `key` (nil when unset).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self = .optional(key, store) { $0.object(forKey: key) as? Bool }
    }
    /// An optional integer in user defaults under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self = .optional(key, store) { $0.object(forKey: key) as? Int }
    }
    /// An optional double in user defaults under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self = .optional(key, store) { $0.object(forKey: key) as? Double }
    }
    /// An optional string in user defaults under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self = .optional(key, store) { $0.object(forKey: key) as? String }
    }
    /// Optional data in user defaults under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self = .optional(key, store) { $0.object(forKey: key) as? Data }
    }
    /// An optional date in user defaults under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self = .optional(key, store) { $0.object(forKey: key) as? Date }
    }
    /// An optional URL in user defaults under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        let defaults = store ?? .standard
        self.init(read: { defaults.url(forKey: key) },
                  write: { v in if let v { defaults.set(v, forKey: key) } else { defaults.removeObject(forKey: key) } })
    }
    /// An optional string-backed enum in user defaults under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        let defaults = store ?? .standard
        self.init(read: { (defaults.object(forKey: key) as? String).flatMap(R.init(rawValue:)) },
                  write: { v in if let v { defaults.set(v.rawValue, forKey: key) } else { defaults.removeObject(forKey: key) } })
    }
    /// An optional integer-backed enum in user defaults under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        let defaults = store ?? .standard
        self.init(read: { (defaults.object(forKey: key) as? Int).flatMap(R.init(rawValue:)) },
                  write: { v in if let v { defaults.set(v.rawValue, forKey: key) } else { defaults.removeObject(forKey: key) } })
    }
}

extension View {
    /// The default store for `@AppStorage` inside this view. Accepted; `@AppStorage` without a
    /// `store:` uses `UserDefaults.standard`.
    public func defaultAppStorage(_ store: UserDefaults) -> Self { self }
}

/// State restored with the scene (`@SceneStorage("tab") var tab = 0`): kept in memory for the
/// preview process, per key (a preview is one scene), with the same types as `@AppStorage`.
@propertyWrapper
public struct SceneStorage<Value>: @unchecked Sendable {
    final class Store: @unchecked Sendable {
        let lock = NSLock()
        var values: [String: Any] = [:]
        subscript(key: String) -> Any? {
            get { lock.lock(); defer { lock.unlock() }; return values[key] }
            set { lock.lock(); values[key] = newValue; lock.unlock() }
        }
    }

    let key: String
    let fallback: Value

    init(key: String, fallback: Value) { self.key = key; self.fallback = fallback }

    /// The stored value, or the default when the key is unset.
    public var wrappedValue: Value {
        get { sceneStore[key] as? Value ?? fallback }
        nonmutating set { sceneStore[key] = newValue }
    }
    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let k = key, f = fallback
        return Binding(get: { sceneStore[k] as? Value ?? f }, set: { sceneStore[k] = $0 })
    }
}

private let sceneStore = SceneStorage<Int>.Store()

extension SceneStorage {
    /// A Boolean in the scene's storage under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, fallback: wrappedValue) }
    /// An integer in the scene's storage under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, fallback: wrappedValue) }
    /// A double in the scene's storage under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, fallback: wrappedValue) }
    /// A string in the scene's storage under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, fallback: wrappedValue) }
    /// A URL in the scene's storage under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, fallback: wrappedValue) }
    /// Data in the scene's storage under `key`, `wrappedValue` when unset.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, fallback: wrappedValue) }
    /// An integer-backed enum in the scene's storage under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, fallback: wrappedValue)
    }
    /// A string-backed enum in the scene's storage under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, fallback: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean in the scene's storage under `key`.
    public init(_ key: String) where Value == Bool? { self.init(key: key, fallback: nil) }
    /// An optional integer in the scene's storage under `key`.
    public init(_ key: String) where Value == Int? { self.init(key: key, fallback: nil) }
    /// An optional double in the scene's storage under `key`.
    public init(_ key: String) where Value == Double? { self.init(key: key, fallback: nil) }
    /// An optional string in the scene's storage under `key`.
    public init(_ key: String) where Value == String? { self.init(key: key, fallback: nil) }
    /// An optional URL in the scene's storage under `key`.
    public init(_ key: String) where Value == URL? { self.init(key: key, fallback: nil) }
    /// Optional data in the scene's storage under `key`.
    public init(_ key: String) where Value == Data? { self.init(key: key, fallback: nil) }
}
