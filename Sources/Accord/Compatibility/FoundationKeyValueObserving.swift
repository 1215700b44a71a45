import Foundation

// Key-value observing, which Linux's Foundation lacks (no Objective-C runtime): the options,
// change keys and observation objects, `addObserver(_:forKeyPath:options:context:)` and
// `removeObserver` on NSObject and on Accord's UIKit objects, an overridable
// `observeValue(forKeyPath:of:change:context:)` on UIKit objects (a view controller that watches
// a web view's `estimatedProgress`), and Swift's `observe(\.keyPath, options:changeHandler:)`.
// A still frame changes nothing after it is drawn: an observer hears only what `.initial` sends at
// once (the current value: read through the key path, or for a string key from the object's
// stored property of that name); later changes are never reported. A plain NSObject subclass
// cannot override `observeValue` here (Swift on Linux cannot override a method NSObject's
// extension adds).

/// What an observation reports (Foundation's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A report at once, when the observer is added.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A report before each change too.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change reported (Foundation's `NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// A key of a change dictionary (Foundation's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The change's kind (an `NSKeyValueChange` raw value).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// Whether the report comes before the change.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// A change reported to a key-path observation (Foundation's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change.
    public let kind: NSKeyValueChange
    /// The new value, if `.new` or `.initial` was asked.
    public let newValue: Value?
    /// The old value, if `.old` was asked.
    public let oldValue: Value?
    /// The indexes of a to-many change.
    public let indexes: IndexSet?
    /// Whether the report comes before the change.
    public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)`; it ends when released or
/// invalidated (Foundation's `NSKeyValueObservation`).
public final class NSKeyValueObservation: @unchecked Sendable {
    private(set) var isValid = true
    init() {}
    /// Ends the observation.
    public func invalidate() { isValid = false }
}

/// Objects that can be observed by key path (Foundation's `_KeyValueCodingAndObserving`, which
/// NSObject adopts).
public protocol _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes a property; with `.initial` the handler hears its current value at once.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation()
    }
}

extension NSObject: _KeyValueCodingAndObserving {}
extension UIResponder: _KeyValueCodingAndObserving {}

/// What hears string-keyed observations: Accord's UIKit objects (their `observeValue` can be
/// overridden).
package protocol KeyValueObserver: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

/// The `.initial` report of a string-keyed observation: the current value of the stored property
/// named by the key path's first key, when there is one.
func reportInitialValue(of object: AnyObject, to observer: AnyObject, keyPath: String, options: NSKeyValueObservingOptions,
                        context: UnsafeMutableRawPointer?) {
    guard options.contains(.initial), let observer = observer as? KeyValueObserver else { return }
    var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
    if options.contains(.new), let value = storedValue(of: object, named: keyPath) { change[.newKey] = value }
    observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
}

private func storedValue(of object: Any, named key: String) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
        if let child = current.children.first(where: { $0.label == key }) { return child.value }
        mirror = current.superclassMirror
    }
    if let known = object as? KeyValueReadable { return known.observableValue(forKey: key) }
    return nil
}

/// Objects whose observable values are computed (a web view's `estimatedProgress`).
package protocol KeyValueReadable {
    func observableValue(forKey key: String) -> Any?
}

extension NSObject {
    /// Adds an observer of a key path; with `.initial` a UIKit observer hears the current value at
    /// once, and no change after (a still frame).
    public func addObserver(_ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        reportInitialValue(of: self, to: observer, keyPath: keyPath, options: options, context: context)
    }
    /// Removes an observer (nothing is reported anyway).
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {}
    /// Removes an observer added with a context.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
}

extension UIResponder: KeyValueObserver {
    /// Adds an observer of a key path; with `.initial` a UIKit observer hears the current value at
    /// once, and no change after (a still frame).
    public func addObserver(_ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        reportInitialValue(of: self, to: observer, keyPath: keyPath, options: options, context: context)
    }
    /// Removes an observer (nothing is reported anyway).
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {}
    /// Removes an observer added with a context.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
}
