import Foundation

// Core Data's stores and containers: store requests and results, the coordinator, store
// descriptions, and the persistent containers whose contexts share one in-memory store (the
// contexts: CoreData+Context.swift).

/// A request a store runs (base class).
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {}

/// What a store request returned.
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// What a batch delete returns.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// Nothing.
    case resultTypeStatusOnly = 0
    /// The deleted objects' IDs.
    case resultTypeObjectIDs = 1
    /// How many objects were deleted.
    case resultTypeCount = 2
}

/// Deletes every object a fetch request matches.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The objects to delete.
    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    /// What the result holds.
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
    /// A batch delete of what `fetch` matches.
    public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) { fetchRequest = fetch }
    /// A batch delete of the objects with these IDs (their entity's objects are matched).
    public init(objectIDs: [NSManagedObjectID]) {
        fetchRequest = NSFetchRequest(entityName: objectIDs.first?.entity.name ?? "")
        let ids = objectIDs
        fetchRequest.predicate = NSPredicate { o, _ in ids.contains { $0 === (o as? NSManagedObject)?.objectID } }
    }
}

/// The result of a batch delete.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The count, IDs or status the request asked for.
    open var result: Any?
    init(result: Any?) { self.result = result }
}

/// Coordinates a model and its stores; the stores' objects live in memory.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    let store = ManagedObjectStore()
    /// The coordinator's model.
    public let managedObjectModel: NSManagedObjectModel
    /// The stores added.
    open private(set) var persistentStores: [NSPersistentStore] = []
    /// A coordinator for `model`.
    public init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model }
    /// Adds a store (kept in memory whatever its type).
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName: String?, at storeURL: URL?, options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let s = NSPersistentStore(type: storeType, url: storeURL)
        persistentStores.append(s)
        return s
    }
    /// Adds a store described by `description`, then calls `block` (at once).
    open func addPersistentStore(with description: NSPersistentStoreDescription, completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        persistentStores.append(NSPersistentStore(type: description.type, url: description.url))
        block(description, nil)
    }
    /// Removes a store.
    open func remove(_ store: NSPersistentStore) throws { persistentStores.removeAll { $0 === store } }
    /// The store at `url`.
    open func persistentStore(for url: URL) -> NSPersistentStore? { persistentStores.first { $0.url == url } }
    /// Destroys the store at `url` (nothing on disk to destroy).
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {}
}

/// A SQLite store.
public let NSSQLiteStoreType = "SQLite"
/// An in-memory store.
public let NSInMemoryStoreType = "InMemory"
/// A binary store.
public let NSBinaryStoreType = "Binary"
/// Option key: keep the store's history.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// Option key: post remote-change notifications.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
/// Option key: migrate the store automatically.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// Option key: infer the mapping model.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
/// Option key: file protection of the store.
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"

/// How a container's store is set up (recorded; every store is in memory).
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// Where the store would be (`/dev/null` is the usual in-memory spelling).
    open var url: URL?
    /// The store's type.
    open var type: String = NSSQLiteStoreType
    /// The store's configuration.
    open var configuration: String?
    /// Whether the store is read-only.
    open var isReadOnly = false
    /// Whether the store is added asynchronously (it is added at once here).
    open var shouldAddStoreAsynchronously = false
    /// Whether the store is migrated automatically.
    open var shouldMigrateStoreAutomatically = true
    /// Whether the mapping model is inferred.
    open var shouldInferMappingModelAutomatically = true
    /// The store's options.
    open private(set) var options: [String: NSObject] = [:]
    /// The CloudKit container the store syncs with (accepted; no sync).
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    /// A description of a SQLite store at `url`.
    public init(url: URL) { self.url = url }
    /// A description of a SQLite store in the default place.
    public override init() { url = NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("Store.sqlite") }
    /// Sets a store option.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// The CloudKit container a store syncs with (accepted; a preview does not sync).
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The CloudKit container's identifier.
    public let containerIdentifier: String
    /// Options for a CloudKit container.
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

/// A model, a coordinator and a view context, set up in one (Core Data's container; its stores
/// are in memory whatever their descriptions say).
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name (the model's file name).
    public let name: String
    /// The container's model: the project's model (generated by the tool from its model file).
    public let managedObjectModel: NSManagedObjectModel
    /// The container's coordinator (one in-memory store).
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The main-queue context views use.
    public let viewContext: NSManagedObjectContext
    /// How the stores are set up (one SQLite store in the default place, until changed).
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// A container named `name` with the project's model.
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel(entities: NSManagedObjectModel.generated.entities))
    }

    /// A container named `name` with `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))]
        super.init()
    }

    /// Where stores go by default (a folder of the temporary directory: nothing is written).
    open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: NSTemporaryDirectory()) }

    /// Adds the described stores (in memory) and calls `block` once for each, at once, with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for d in persistentStoreDescriptions { persistentStoreCoordinator.addPersistentStore(with: d, completionHandler: block) }
    }

    /// A private-queue context sharing the container's store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let c = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        c.persistentStoreCoordinator = persistentStoreCoordinator
        return c
    }

    /// Runs `block` with a new background context (at once).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }

    /// Runs `block` with a new background context and returns its value (at once).
    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }
}

/// A container that syncs with CloudKit (a preview's does not sync: an `NSPersistentContainer`).
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// Options for initialising the CloudKit schema.
    public struct SchemaInitializationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Print the schema instead of uploading it.
        public static let dryRun = SchemaInitializationOptions(rawValue: 1 << 1)
        /// Print the schema.
        public static let printSchema = SchemaInitializationOptions(rawValue: 1 << 2)
    }
    /// Uploads the model's schema to CloudKit (nothing to do: no sync).
    open func initializeCloudKitSchema(options: SchemaInitializationOptions = []) throws {}
    /// Whether the object can be changed (always).
    open func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    /// Whether the object can be deleted (always).
    open func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
}
