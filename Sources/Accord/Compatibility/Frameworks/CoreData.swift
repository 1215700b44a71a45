import Foundation

// Core Data's names, so the view files of Core Data apps (Xcode's "Use Core Data" template among
// them) compile and preview on Linux: an in-memory object graph. `import CoreData` is mapped to
// Accord by the `accord` tool, which also turns `@NSManaged` properties into accessors of the
// object's values (no Objective-C runtime here) and generates the classes Xcode generates from
// the project's `.xcdatamodeld` (Sources/accord/Project+CoreDataModel.swift).
//
// What a preview sees: objects made with `Item(context:)` live in their context's store (shared
// by the contexts of one container); a fetch — `context.fetch(_:)`, `@FetchRequest` — lists the
// store's objects of the request's entity, filtered by its predicate (CoreData+Predicate.swift)
// and sorted by its sort descriptors. Nothing is written to disk; saving marks changes saved.
// Docs/support/coredata.md lists what is implemented, approximate and inert.

/// What a fetch request can return (Core Data's `NSFetchRequestResult`): managed objects,
/// their IDs, dictionaries, numbers.
public protocol NSFetchRequestResult: AnyObject {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// An object of a Core Data entity: its attribute and relationship values live in the object
/// (`value(forKey:)`, `setValue(_:forKey:)`; `@NSManaged` properties read and write them).
/// Not `Identifiable` by itself, as in Core Data: Xcode's generated code adds the conformance
/// (`extension Item: Identifiable {}`).
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
    /// The values of the object's attributes and relationships, by key.
    private var values: [String: Any] = [:]
    /// Keys changed since the last save.
    private var changedKeys = Set<String>()
    /// The entity the object belongs to.
    public let entity: NSEntityDescription
    /// The context the object was inserted into (nil until it is inserted, and after deletion).
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity in its store.
    public let objectID: NSManagedObjectID
    /// Whether the object was inserted and its context not saved since.
    public internal(set) var isInserted = false
    /// Whether the object was deleted from its context and the context not saved since.
    public internal(set) var isDeleted = false
    /// Whether a saved object was changed since the last save.
    public internal(set) var isUpdated = false
    /// Always false: objects are never faults in memory.
    public var isFault: Bool { false }
    /// Whether the object has unsaved changes (inserted, deleted or updated).
    public var hasChanges: Bool { isInserted || isDeleted || isUpdated }
    /// Whether the object has changes that are not transient (the same as `hasChanges` here).
    public var hasPersistentChangedValues: Bool { hasChanges }

    /// An object of `entity`, inserted into `context` when one is given (Core Data's
    /// designated initialiser). The model's default values are set.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        self.objectID = NSManagedObjectID(entity: entity)
        super.init()
        for attribute in entity.allAttributes where attribute.defaultValue != nil {
            values[attribute.name] = attribute.defaultValue
        }
        objectID.object = self
        if let context { context.insert(self) }
        awakeFromInsert()
    }

    /// An object of the class's entity, inserted into `context` (`Item(context: viewContext)`).
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// An object of the class's entity in no context (Core Data refuses it at run time; here it
    /// is an object that may be inserted later).
    public convenience override init() {
        self.init(entity: Self.entity(), insertInto: nil)
    }

    /// The entity of this class: the model's entity whose class is this one (from the project's
    /// `.xcdatamodeld`), else an entity named after the class.
    open class func entity() -> NSEntityDescription {
        NSEntityDescription.forClass(self)
    }

    /// A fetch request for the class's entity, of results typed `NSFetchRequestResult` — chosen
    /// where that type is asked for (`let r: NSFetchRequest<NSFetchRequestResult> = Item.fetchRequest()`);
    /// elsewhere the request typed by the class is (the extension below).
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? String(describing: self))
    }

    /// Called once, after the object is made and inserted (override to set initial values).
    open func awakeFromInsert() {}
    /// Called after the object is fetched (never: objects are not fetched from a store here).
    open func awakeFromFetch() {}
    /// Called before the context saves the object.
    open func willSave() {}
    /// Called after the context saved the object.
    open func didSave() {}
    /// Called before the object's values are changed (for your own observers; nothing to do here).
    open func willChangeValue(forKey key: String) { objectWillChange.send() }
    /// Called after the object's values are changed.
    open func didChangeValue(forKey key: String) {}
    /// Called before a value is read (nothing to do: objects are never faults).
    open func willAccessValue(forKey key: String?) {}
    /// Called after a value is read.
    open func didAccessValue(forKey key: String?) {}
    /// Called before the object becomes a fault (never, here).
    open func willTurnIntoFault() {}
    /// Called after the object became a fault (never, here).
    open func didTurnIntoFault() {}
    /// Validates a value for a key (every value is valid here).
    open func validateValue(_ value: UnsafeMutablePointer<AnyObject?>, forKey key: String) throws {}
    /// Validates the object before insertion (nothing is checked here).
    open func validateForInsert() throws {}
    /// Validates the object before an update (nothing is checked here).
    open func validateForUpdate() throws {}
    /// Validates the object before deletion (nothing is checked here).
    open func validateForDelete() throws {}
    /// Called before the object is deleted.
    open func prepareForDeletion() {}

    /// The value for `key` (an attribute or relationship): nil when it was never set. An unset
    /// to-many relationship is an empty set, as in Core Data.
    open func value(forKey key: String) -> Any? {
        if let v = values[key] { return v }
        if let r = entity.allRelationships.first(where: { $0.name == key }), r.isToMany {
            return r.isOrdered ? NSOrderedSet() : NSSet()
        }
        return nil
    }

    /// The value at a dotted key path (`"folder.name"`), through to-one relationships.
    open func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for part in keyPath.split(separator: ".") {
            guard let object = current as? NSManagedObject else {
                if part == "@count" { return (current as? NSSet)?.count ?? (current as? NSOrderedSet)?.count }
                return nil
            }
            current = object.value(forKey: String(part))
        }
        return current
    }

    /// Sets the value for `key`, keeping the inverse of a relationship of the model in step
    /// (`item.folder = f` puts `item` in `f.items`), and marks the object changed.
    open func setValue(_ value: Any?, forKey key: String) {
        willChangeValue(forKey: key)
        let old = values[key]
        setPrimitiveValue(value, forKey: key)
        if let relationship = entity.allRelationships.first(where: { $0.name == key }), let inverse = relationship.inverseName {
            for o in Self.objects(in: old) where !Self.objects(in: value).contains(where: { $0 === o }) {
                o.removeFromRelationship(inverse, self)
            }
            for o in Self.objects(in: value) where !Self.objects(in: old).contains(where: { $0 === o }) {
                o.addToRelationship(inverse, self)
            }
        }
        noteChange(key)
        didChangeValue(forKey: key)
    }

    /// The stored value for `key`, with no inverse bookkeeping.
    open func primitiveValue(forKey key: String) -> Any? { values[key] }

    /// Stores `value` for `key`, with no inverse bookkeeping.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        if let value { values[key] = value is NSNull ? nil : value } else { values[key] = nil }
    }

    /// The keys changed since the last save and their new values (NSNull for nil).
    open func changedValues() -> [String: Any] {
        var out: [String: Any] = [:]
        for k in changedKeys { out[k] = values[k] ?? NSNull() }
        return out
    }

    /// The values of the given keys (NSNull for nil).
    open func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        var out: [String: Any] = [:]
        for k in keys { out[k] = value(forKey: k) ?? NSNull() }
        return out
    }

    /// The IDs of the objects a relationship holds (without reading them).
    open func objectIDs(forRelationshipNamed key: String) -> [NSManagedObjectID] {
        Self.objects(in: value(forKey: key)).map(\.objectID)
    }

    /// A set for a to-many relationship's objects (a copy: changing it does not change the
    /// relationship; use the generated `addTo…`/`removeFrom…` methods or `setValue`).
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        NSMutableSet(array: Self.objects(in: value(forKey: key)))
    }

    /// Whether the object has a value for `key` that differs from the saved one (any change since the last save).
    open func hasChanges(forKey key: String) -> Bool { changedKeys.contains(key) }

    func noteChange(_ key: String) {
        changedKeys.insert(key)
        if !isInserted { isUpdated = true }
        managedObjectContext?.noteChange(self)
    }

    func markSaved() {
        changedKeys.removeAll()
        isInserted = false
        isUpdated = false
    }

    /// The managed objects a value holds (one, a set, an ordered set or an array of them).
    static func objects(in value: Any?) -> [NSManagedObject] {
        switch value {
        case let o as NSManagedObject: return [o]
        case let s as NSOrderedSet: return s.array.compactMap { $0 as? NSManagedObject }
        case let s as NSSet: return s.allObjects.compactMap { $0 as? NSManagedObject }
        case let s as Set<NSManagedObject>: return Array(s)
        case let a as [Any]: return a.compactMap { $0 as? NSManagedObject }
        default: return []
        }
    }

    /// Adds `object` to the relationship `key` (to-many: into its set; to-one: as its value).
    func addToRelationship(_ key: String, _ object: NSManagedObject) {
        let relationship = entity.allRelationships.first { $0.name == key }
        if relationship?.isToMany ?? (values[key] is NSSet || values[key] is NSOrderedSet) {
            if relationship?.isOrdered == true || values[key] is NSOrderedSet {
                let set = NSMutableOrderedSet(array: (values[key] as? NSOrderedSet)?.array ?? [])
                if !set.contains(object) { set.add(object) }
                values[key] = NSOrderedSet(array: set.array)
            } else {
                let set = NSMutableSet(array: (values[key] as? NSSet)?.allObjects ?? [])
                set.add(object)
                values[key] = NSSet(set: set)
            }
        } else {
            if let old = values[key] as? NSManagedObject, old !== object, let inverse = relationship?.inverseName {
                old.removeFromRelationship(inverse, self)
            }
            values[key] = object
        }
        noteChange(key)
    }

    /// Removes `object` from the relationship `key`.
    func removeFromRelationship(_ key: String, _ object: NSManagedObject) {
        switch values[key] {
        case let o as NSManagedObject where o === object: values[key] = nil
        case let s as NSOrderedSet: values[key] = NSOrderedSet(array: s.array.filter { ($0 as AnyObject) !== object })
        case let s as NSSet: values[key] = NSSet(array: s.allObjects.filter { ($0 as AnyObject) !== object })
        default: return
        }
        noteChange(key)
    }

    /// Adds objects to a to-many relationship, keeping inverses in step (what Xcode's generated
    /// `addToItems(_:)` does; the tool writes those methods' bodies as calls of this).
    public func _accordAdd(_ objects: Any, toRelationship key: String) {
        let added = Self.objects(in: objects)
        var all = Self.objects(in: value(forKey: key))
        for o in added where !all.contains(where: { $0 === o }) { all.append(o) }
        let ordered = entity.allRelationships.first { $0.name == key }?.isOrdered ?? (values[key] is NSOrderedSet)
        setValue(ordered ? NSOrderedSet(array: all) : NSSet(array: all), forKey: key)
    }

    /// Removes objects from a to-many relationship, keeping inverses in step (Xcode's generated `removeFromItems(_:)`).
    public func _accordRemove(_ objects: Any, fromRelationship key: String) {
        let removed = Self.objects(in: objects)
        let kept = Self.objects(in: value(forKey: key)).filter { o in !removed.contains { $0 === o } }
        let ordered = entity.allRelationships.first { $0.name == key }?.isOrdered ?? (values[key] is NSOrderedSet)
        setValue(ordered ? NSOrderedSet(array: kept) : NSSet(array: kept), forKey: key)
    }

    /// Inserts an object into an ordered to-many relationship at `index` (Xcode's generated `insertIntoItems(_:at:)`).
    public func _accordInsert(_ object: NSManagedObject, intoRelationship key: String, at index: Int) {
        var all = Self.objects(in: value(forKey: key)).filter { $0 !== object }
        all.insert(object, at: max(0, min(index, all.count)))
        setValue(NSOrderedSet(array: all), forKey: key)
    }

    /// Removes the object at `index` of an ordered to-many relationship (Xcode's generated `removeFromItems(at:)`).
    public func _accordRemove(at index: Int, fromRelationship key: String) {
        var all = Self.objects(in: value(forKey: key))
        guard all.indices.contains(index) else { return }
        all.remove(at: index)
        setValue(NSOrderedSet(array: all), forKey: key)
    }

    /// The value of an `@NSManaged` property (the tool writes its getter as a call of this):
    /// the stored value as `T`, numbers converted between Swift's numeric types; when nothing is
    /// stored, nil for an optional, zero or false for a scalar, an empty string, set or data.
    public func _accordManagedValue<T>(forKey key: String, as type: T.Type = T.self) -> T {
        let v = value(forKey: key)
        if let v {
            if let t = v as? T { return t }
            if let t = ManagedValueConversion.convert(v, to: T.self) { return t }
        }
        if let t = ManagedValueConversion.empty(T.self) { return t }
        fatalError("\(entity.name ?? "object").\(key): no value of type \(T.self) (a non-optional attribute read before it was set)")
    }

    /// Identity: a managed object equals only itself.
    open override func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    open override var description: String {
        let shown = values.keys.sorted().prefix(8).map { k -> String in
            let v = values[k]!
            if let o = v as? NSManagedObject { return "\(k) = <\(o.entity.name ?? "")>" }
            if let s = v as? NSSet { return "\(k) = <\(s.count) objects>" }
            return "\(k) = \(v)"
        }
        return "<\(entity.name ?? "NSManagedObject"): \(objectID.uriRepresentation().absoluteString)> { \(shown.joined(separator: "; ")) }"
    }
}

/// Converts stored values to the type a property asks for.
enum ManagedValueConversion {
    /// A number stored as one numeric type, read as another (`setValue(3, forKey: "count")`
    /// read as `Int16`); a string read as a URL or UUID.
    static func convert<T>(_ v: Any, to type: T.Type) -> T? {
        let number: NSNumber?
        switch v {
        case let n as NSNumber: number = n
        case let n as Int: number = NSNumber(value: n)
        case let n as Int16: number = NSNumber(value: n)
        case let n as Int32: number = NSNumber(value: n)
        case let n as Int64: number = NSNumber(value: n)
        case let n as Double: number = NSNumber(value: n)
        case let n as Float: number = NSNumber(value: n)
        case let n as Bool: number = NSNumber(value: n)
        case let n as Decimal: number = NSDecimalNumber(decimal: n)
        default: number = nil
        }
        if let n = number {
            let candidates: [Any] = [n.int16Value, n.int32Value, n.int64Value, n.intValue, n.doubleValue, n.floatValue, n.boolValue,
                                     n.decimalValue, NSDecimalNumber(decimal: n.decimalValue), n]
            for c in candidates { if let t = c as? T { return t } }
        }
        return nil
    }

    /// What an unset property reads as: nil for an optional, else zero, false, "", empty data
    /// or an empty set (nil: there is no such value).
    static func empty<T>(_ type: T.Type) -> T? {
        if let t = (Optional<Any>.none as Any?) as? T { return t }
        // (An empty NSSet or NSArray also reads as a Swift `Set<Tag>` or `[Tag]`.)
        let candidates: [Any] = [Int16(0), Int32(0), Int64(0), 0, 0.0, Float(0), false, Decimal(0), "", Data(), NSSet(), NSOrderedSet(),
                                 NSArray(), NSDecimalNumber(value: 0), NSNumber(value: 0)]
        for c in candidates { if let t = c as? T { return t } }
        return nil
    }
}

/// `Item.fetchRequest()` typed by the class (`NSFetchRequest<Item>`). On iOS the class method
/// answers `NSFetchRequest<NSFetchRequestResult>` and `Item.fetchRequest() as! NSFetchRequest<Item>`
/// succeeds because Objective-C generics are erased at run time; in Swift two specialisations of a
/// generic class are unrelated, so that cast would trap. With this overload preferred (the class
/// method is `@_disfavoredOverload`) the cast is from `NSFetchRequest<Item>` to itself and succeeds,
/// and an Xcode-generated `fetchRequest() -> NSFetchRequest<Item>` of the class still wins (a
/// member of the class is preferred over a protocol extension's).
extension NSFetchRequestResult where Self: NSManagedObject {
    public static func fetchRequest() -> NSFetchRequest<Self> {
        NSFetchRequest<Self>(entityName: entity().name ?? String(describing: self))
    }
}

/// The identity of a managed object in its store (`x-coredata://…/Entity/pN`).
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    nonisolated(unsafe) private static var counters: [String: Int] = [:]
    private static let lock = NSLock()
    /// The entity of the object.
    public let entity: NSEntityDescription
    /// The object's number among its entity's objects (from 1).
    let number: Int
    /// The object (held weakly).
    weak var object: NSManagedObject?
    /// Whether the ID is temporary: false (there is no store to give permanent ones).
    public var isTemporaryID: Bool { false }
    /// The store the object lives in (none).
    public var persistentStore: NSPersistentStore? { nil }

    init(entity: NSEntityDescription) {
        self.entity = entity
        let name = entity.name ?? "Object"
        Self.lock.lock()
        Self.counters[name, default: 0] += 1
        number = Self.counters[name]!
        Self.lock.unlock()
        super.init()
    }

    /// A URL for the ID (`x-coredata:///Item/p1`).
    public func uriRepresentation() -> URL {
        URL(string: "x-coredata:///\(entity.name ?? "Object")/p\(number)") ?? URL(fileURLWithPath: "/")
    }

    public override var description: String { uriRepresentation().absoluteString }
}
