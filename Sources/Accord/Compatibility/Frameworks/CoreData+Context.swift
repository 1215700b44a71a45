import Foundation

// Core Data's contexts and containers. The objects of a container live in one in-memory store
// shared by its contexts (`viewContext`, `newBackgroundContext()`): an object inserted in one is
// fetched by the others at once (Core Data would show it to the others after a save — an
// approximation that no single preview frame can tell apart). `perform` runs its block at once,
// on the calling thread.

/// The objects of one store, in insertion order.
final class ManagedObjectStore: @unchecked Sendable {
    let lock = NSRecursiveLock()
    var objects: [NSManagedObject] = []
}

/// How a context merges conflicting changes (accepted; nothing conflicts in memory).
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The kind of policy.
    public enum MergeType: UInt, Sendable {
        /// Saving fails on a conflict.
        case errorMergePolicyType = 0
        /// The store's values win per property.
        case mergeByPropertyStoreTrumpMergePolicyType = 1
        /// The context's values win per property.
        case mergeByPropertyObjectTrumpMergePolicyType = 2
        /// The context's objects replace the store's.
        case overwriteMergePolicyType = 3
        /// The context's changes are discarded.
        case rollbackMergePolicyType = 4
    }
    /// The policy's kind.
    public let mergeType: MergeType
    /// A policy of the given kind.
    public init(merge ty: MergeType) { mergeType = ty }
    /// Saving fails on a conflict.
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// The store's values win per property.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// The context's values win per property.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// The context's objects replace the store's.
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    /// The context's changes are discarded.
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// Saving fails on a conflict (Core Data's global policy constant).
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
/// The store's values win per property.
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
/// The context's values win per property.
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
/// The context's objects replace the store's.
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
/// The context's changes are discarded.
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

/// The kind of queue a context works on.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    /// The old thread-confinement kind.
    case confinementConcurrencyType = 0
    /// A private queue.
    case privateQueueConcurrencyType = 1
    /// The main queue.
    case mainQueueConcurrencyType = 2
}

/// Where managed objects are inserted, fetched, changed, deleted and saved.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// How `perform` schedules its block (both run it at once here).
    public enum ScheduledTaskType: Sendable {
        /// As soon as possible.
        case immediate
        /// After the tasks already queued.
        case enqueued
    }

    private var ownStore = ManagedObjectStore()
    /// The store the context reads and writes: its parent's, its coordinator's, else its own.
    var store: ManagedObjectStore { parent?.store ?? persistentStoreCoordinator?.store ?? ownStore }
    /// The context's kind of queue.
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    /// The coordinator of the stores the context saves to.
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    /// The parent context (a child context saves into it).
    open var parent: NSManagedObjectContext?
    /// The context's name (for debugging).
    open var name: String?
    /// How conflicts are merged (accepted; nothing conflicts in memory).
    open var mergePolicy: Any = NSMergePolicy.error
    /// Whether changes saved by the parent or store appear in this context (they always do here).
    open var automaticallyMergesChangesFromParent = false
    /// Whether changes are kept for undo (accepted, ignored).
    open var undoManager: AnyObject?
    /// Whether saved objects are turned into faults after a save (ignored: no faults).
    open var shouldDeleteInaccessibleFaults = true
    /// The author of the transactions saved (for persistent history; ignored).
    open var transactionAuthor: String?
    /// Whether fetched objects' values are refreshed (ignored).
    open var stalenessInterval: TimeInterval = -1
    /// Whether objects are kept strongly (they always are).
    open var retainsRegisteredObjects = true

    /// Objects inserted since the last save.
    open private(set) var insertedObjects = Set<NSManagedObject>()
    /// Saved objects changed since the last save.
    open private(set) var updatedObjects = Set<NSManagedObject>()
    /// Objects deleted since the last save.
    open private(set) var deletedObjects = Set<NSManagedObject>()
    /// The objects the context knows.
    open var registeredObjects: Set<NSManagedObject> { store.lock.lock(); defer { store.lock.unlock() }; return Set(store.objects.filter { $0.managedObjectContext === self }) }
    /// Whether the context has unsaved changes.
    open var hasChanges: Bool { !insertedObjects.isEmpty || !updatedObjects.isEmpty || !deletedObjects.isEmpty }

    /// A context of the given kind (give it a coordinator or a parent to share their store).
    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
        super.init()
    }

    /// A main-queue context.
    public convenience override init() { self.init(concurrencyType: .mainQueueConcurrencyType) }

    /// Inserts `object`: later fetches of its entity see it.
    open func insert(_ object: NSManagedObject) {
        if object.managedObjectContext === self && !object.isDeleted { return }
        object.managedObjectContext = self
        object.isInserted = true
        object.isDeleted = false
        store.lock.lock()
        if !store.objects.contains(where: { $0 === object }) { store.objects.append(object) }
        store.lock.unlock()
        deletedObjects.remove(object)
        insertedObjects.insert(object)
        object.objectWillChange.send()
    }

    /// Deletes `object`: fetches no longer see it; its relationships' delete rules apply
    /// (cascade deletes the related objects; nullify removes it from their inverse).
    open func delete(_ object: NSManagedObject) {
        guard !object.isDeleted else { return }
        object.prepareForDeletion()
        object.isDeleted = true
        store.lock.lock()
        store.objects.removeAll { $0 === object }
        store.lock.unlock()
        if insertedObjects.remove(object) == nil { deletedObjects.insert(object) }
        updatedObjects.remove(object)
        for relationship in object.entity.allRelationships {
            let related = NSManagedObject.objects(in: object.primitiveValue(forKey: relationship.name))
            switch relationship.deleteRule {
            case .cascadeDeleteRule:
                for o in related { delete(o) }
            case .nullifyDeleteRule, .denyDeleteRule, .noActionDeleteRule:
                if let inverse = relationship.inverseName { for o in related { o.removeFromRelationship(inverse, object) } }
            }
        }
    }

    /// Saves: the changes are marked saved (nothing is written to disk); a child context's
    /// changes become its parent's. Posts `NSManagedObjectContextDidSave`.
    open func save() throws {
        guard hasChanges else { return }
        let inserted = insertedObjects, updated = updatedObjects, deleted = deletedObjects
        for o in inserted.union(updated) { o.willSave() }
        for o in inserted.union(updated) { o.markSaved() }
        for o in deleted { o.managedObjectContext = nil }
        insertedObjects.removeAll(); updatedObjects.removeAll(); deletedObjects.removeAll()
        for o in inserted.union(updated) { o.didSave() }
        if let parent {
            for o in inserted { parent.insertedObjects.insert(o) }
            for o in updated { parent.updatedObjects.insert(o) }
            for o in deleted { parent.deletedObjects.insert(o) }
        }
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self,
                                        userInfo: [NSInsertedObjectsKey: inserted, NSUpdatedObjectsKey: updated, NSDeletedObjectsKey: deleted])
    }

    /// Forgets unsaved changes: inserted objects are removed, deleted ones come back (changed
    /// values are kept as they are: no saved copy exists).
    open func rollback() {
        store.lock.lock()
        store.objects.removeAll { o in insertedObjects.contains(o) }
        for o in deletedObjects where !store.objects.contains(where: { $0 === o }) { store.objects.append(o) }
        store.lock.unlock()
        for o in deletedObjects { o.isDeleted = false }
        for o in insertedObjects { o.isInserted = false; o.managedObjectContext = nil }
        insertedObjects.removeAll(); updatedObjects.removeAll(); deletedObjects.removeAll()
    }

    /// Forgets every object of the context.
    open func reset() {
        store.lock.lock()
        store.objects.removeAll { $0.managedObjectContext === self }
        store.lock.unlock()
        insertedObjects.removeAll(); updatedObjects.removeAll(); deletedObjects.removeAll()
    }

    /// Refreshes an object from its store (nothing to do: there is one copy).
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    /// Refreshes every object (nothing to do).
    open func refreshAllObjects() {}
    /// Processes pending changes (nothing to do: changes apply at once).
    open func processPendingChanges() {}
    /// Merges the changes another context saved (nothing to do: contexts share their store).
    open func mergeChanges(fromContextDidSave notification: Notification) {}
    /// Asks for permanent IDs (they already are).
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

    /// The object with `objectID` (Core Data's `object(with:)`).
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let o = objectID.object { return o }
        fatalError("no object with ID \(objectID) is in memory")
    }

    /// The object with `objectID`, or an error when it is not in the store.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let o = objectID.object, !o.isDeleted else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133000, userInfo: [NSLocalizedDescriptionKey: "no object with ID \(objectID)"])
        }
        return o
    }

    /// The store's objects a request asks for: its entity's (and sub-entities'), filtered by its
    /// predicate, sorted by its sort descriptors, offset and limited as it says.
    func objects<T>(matching request: NSFetchRequest<T>) -> [NSManagedObject] {
        let entityName = request.entityName ?? request.entity?.name
        store.lock.lock()
        var result = store.objects.filter { o in
            guard !o.isDeleted else { return false }
            guard let entityName else { return true }
            return request.includesSubentities ? o.entity.isKind(ofEntityNamed: entityName) : o.entity.name == entityName
        }
        store.lock.unlock()
        if let predicate = request.predicate { result = result.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            result = NSSortDescriptor.sorted(result, by: descriptors)
        }
        if request.fetchOffset > 0 { result = Array(result.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { result = Array(result.prefix(request.fetchLimit)) }
        return result
    }

    /// The objects the request asks for, as its result type (`.countResultType`: one number;
    /// `.managedObjectIDResultType`: their IDs; `.dictionaryResultType`: their values).
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = self.objects(matching: request)
        switch request.resultType {
        case .countResultType:
            return [NSNumber(value: objects.count)].compactMap { $0 as? T }
        case .managedObjectIDResultType:
            return objects.map(\.objectID).compactMap { $0 as? T }
        case .dictionaryResultType:
            return objects.map { o -> NSDictionary in
                let keys = request.propertiesToFetch?.compactMap { ($0 as? NSPropertyDescription)?.name ?? ($0 as? String) }
                    ?? o.entity.allAttributes.map(\.name)
                var d: [String: Any] = [:]
                for k in keys { if let v = o.value(forKey: k) { d[k] = v } }
                return NSDictionary(dictionary: d)
            }.compactMap { $0 as? T }
        default:
            return objects.compactMap { $0 as? T }
        }
    }

    /// How many objects `fetch` would return (ignoring the result type).
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        objects(matching: request).count
    }

    /// Runs a request: a batch delete deletes the objects its fetch request matches.
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        if let batch = request as? NSBatchDeleteRequest {
            let matched = objects(matching: batch.fetchRequest)
            for o in matched { delete(o) }
            return NSBatchDeleteResult(result: NSNumber(value: matched.count))
        }
        return NSPersistentStoreResult()
    }

    /// Runs `block` (at once, on this thread).
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs `block` and waits for it (at once, on this thread).
    open func performAndWait(_ block: () -> Void) { block() }
    /// Runs `block` and returns its value (at once).
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
    /// Runs `block` and returns its value (Swift concurrency's `perform`; at once).
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T { try block() }

    func noteChange(_ object: NSManagedObject) {
        if !object.isInserted && !object.isDeleted { updatedObjects.insert(object) }
    }
}

/// Keys of a did-save notification's user info.
public let NSInsertedObjectsKey = "inserted"
/// The updated objects of a did-save notification.
public let NSUpdatedObjectsKey = "updated"
/// The deleted objects of a did-save notification.
public let NSDeletedObjectsKey = "deleted"
/// The refreshed objects of a did-change notification.
public let NSRefreshedObjectsKey = "refreshed"
/// The invalidated objects of a did-change notification.
public let NSInvalidatedObjectsKey = "invalidated"

extension NSManagedObjectContext {
    /// Posted after a context saved.
    public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
    /// Posted when a context's objects changed.
    public static let didChangeObjectsNotification = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    /// Posted before a context saves.
    public static let willSaveObjectsNotification = Notification.Name("NSManagedObjectContextWillSaveNotification")
}

extension Notification.Name {
    /// Posted after a context saved.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted before a context saves.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    /// Posted when a context's objects changed.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
    /// Posted when another process changed the store (never, here).
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}
