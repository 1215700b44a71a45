import Foundation

// SwiftData's names, so view files of SwiftData apps (Xcode's own app template among them)
// compile and preview: an in-memory store per container. `@Model`, `@Attribute`,
// `@Relationship` and `@Transient` are macros; the `accord` tool's source transformer removes
// them and declares each `@Model` class a `PersistentModel` (an extension at the end of the
// file, so no line moves). `#Predicate` is Foundation's own macro and works as it is.
//
// What a preview sees: `@Query` lists the objects inserted into the view's model context (the
// one `.modelContainer(_:)` installs), filtered by its predicate and sorted by its sort
// descriptors, as SwiftData's query would; nothing is written to disk.

/// A class SwiftData stores (`@Model` makes a class one).
public protocol PersistentModel: AnyObject, Identifiable, Hashable {}

extension PersistentModel {
    /// Models are equal when they are the same object.
    public static func == (a: Self, b: Self) -> Bool { a === b }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The object's identity in its store.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(id: ObjectIdentifier(self)) }
    /// The context the model was inserted into, if any.
    public var modelContext: ModelContext? { ModelContext.owner(of: self) }
}

/// The identity of a stored object (SwiftData's is Comparable, Hashable, Codable and Sendable).
/// Codable matters to `#Predicate`: its expressions are standard (`StandardPredicateExpression`,
/// what `Predicate` holds) only over Codable values, so without it `#Predicate {
/// $0.project?.persistentModelID == id }` does not compile — after the type checker has tried
/// every overload of every operator in it (25 s for one predicate of corpus8's Organizer).
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable {
    let id: ObjectIdentifier
    init(id: ObjectIdentifier) { self.id = id }
    /// An order of identifiers (SwiftData's is its store's; here the objects' addresses).
    public static func < (a: PersistentIdentifier, b: PersistentIdentifier) -> Bool { a.id < b.id }
    /// Encodes the identity as a number (a preview's store lives in memory: it names the
    /// object in this process only).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(unsafeBitCast(id, to: UInt.self))
    }
    /// An identity encoded by `encode(to:)` in this process.
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(UInt.self)
        id = unsafeBitCast(raw, to: ObjectIdentifier.self)
    }
}

/// The model types a container stores.
public struct Schema: Sendable {
    /// The model types the schema lists.
    public let types: [ObjectIdentifier]
    /// The schema's version (SwiftData's default is 1.0.0).
    public let version: Version
    /// A schema of the given model types.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types.map { ObjectIdentifier($0) }
        self.version = version
    }
    /// A schema of the given model types.
    public init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) { self.init(types, version: version) }
    /// The schema of one version of a versioned schema: its models, its version.
    public init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// A schema's version number, major.minor.patch (compared in that order).
    public struct Version: Codable, Hashable, Comparable, CustomStringConvertible, Sendable {
        /// The major version.
        public let major: Int
        /// The minor version.
        public let minor: Int
        /// The patch version.
        public let patch: Int
        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
        public var description: String { "\(major).\(minor).\(patch)" }
    }
}

/// One version of an app's models, the types it lists (SwiftData's `VersionedSchema`): usually an
/// enum that nests that version's `@Model` classes.
public protocol VersionedSchema {
    /// The version's model types.
    static var models: [any PersistentModel.Type] { get }
    /// The version's number.
    static var versionIdentifier: Schema.Version { get }
}

/// How a store moves from one schema version to the next (SwiftData's `SchemaMigrationPlan`).
/// Accord's stores live in memory and start empty: there is never anything to migrate.
public protocol SchemaMigrationPlan {
    /// The schema versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps between them.
    static var stages: [MigrationStage] { get }
}

/// A step of a migration plan (accepted; never run, a preview's store starts empty).
public enum MigrationStage: @unchecked Sendable {
    /// A migration SwiftData infers.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with the app's own code before and after.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}

/// How a container stores its objects (a preview keeps them in memory whatever is asked).
public struct ModelConfiguration: Sendable {
    /// Whether the store was asked to be in memory only (Accord keeps every store in memory either way).
    public var isStoredInMemoryOnly: Bool
    /// The configuration's name.
    public var name: String?
    /// A configuration (SwiftData's `ModelConfiguration`); Accord keeps every store in memory.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
                allowsSave: Bool = true, groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
    /// (At least one type, so that `ModelConfiguration(isStoredInMemoryOnly:)` is not ambiguous.)
    public init(for type: any PersistentModel.Type, _ more: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
    /// The app group a store lives in (accepted, ignored).
    public struct GroupContainer: Sendable {
        /// The platform's choice.
        public static let automatic = GroupContainer()
        /// No app group.
        public static let none = GroupContainer()
        /// A named app group.
        public static func identifier(_ id: String) -> GroupContainer { GroupContainer() }
    }
    /// The CloudKit database a store syncs with (accepted, ignored: no sync).
    public struct CloudKitDatabase: Sendable {
        /// The platform's choice.
        public static let automatic = CloudKitDatabase()
        /// No CloudKit.
        public static let none = CloudKitDatabase()
        /// A private CloudKit database.
        public static func `private`(_ id: String) -> CloudKitDatabase { CloudKitDatabase() }
    }
}

/// A store and its main context.
public final class ModelContainer: @unchecked Sendable {
    /// The container's schema.
    public let schema: Schema
    /// The container's configurations.
    public let configurations: [ModelConfiguration]
    /// The context views use (`@Environment(\.modelContext)`, `@Query`).
    public let mainContext: ModelContext

    /// An in-memory container for `schema` (SwiftData's `ModelContainer(for:configurations:)`).
    public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.schema = schema
        self.configurations = configurations
        mainContext = ModelContext()
        mainContext.container = self
    }
    /// An in-memory container for `schema`.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }
    /// An in-memory container for `schema` (the store starts empty: the plan has nothing to migrate).
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration] = []) throws {
        try self.init(for: schema, configurations: configurations)
    }
    /// An in-memory container for `schema` (the store starts empty: the plan has nothing to migrate).
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }
    /// An in-memory container for the given model types.
    public convenience init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }
    /// An in-memory container for the given model types (the store starts empty: the plan has nothing to migrate).
    public convenience init(for types: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }
    /// An in-memory container for the given model types.
    public convenience init(for types: any PersistentModel.Type..., configurations: [ModelConfiguration]) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }
}

/// Where objects are inserted, fetched and deleted.
public final class ModelContext: @unchecked Sendable {
    /// The container the context belongs to.
    public internal(set) weak var container: ModelContainer?
    /// Whether changes are saved automatically (nothing is persisted either way).
    public var autosaveEnabled = true
    /// Whether there are unsaved changes.
    public private(set) var hasChanges = false
    private let lock = NSLock()
    /// Inserted objects by type, in insertion order.
    private var objects: [ObjectIdentifier: [AnyObject]] = [:]
    private final class WeakContext { weak var context: ModelContext?; init(_ c: ModelContext) { context = c } }
    /// The context each inserted object belongs to (its `modelContext`), held weakly.
    nonisolated(unsafe) private static var owners: [ObjectIdentifier: WeakContext] = [:]
    private static let ownersLock = NSLock()

    /// A context for `container`.
    public init(_ container: ModelContainer) { self.container = container }
    init() {}

    static func owner(of object: AnyObject) -> ModelContext? {
        ownersLock.lock(); defer { ownersLock.unlock() }
        return owners[ObjectIdentifier(object)]?.context
    }

    /// Inserts `model` into the context: later fetches and `@Query` see it.
    public func insert<T: PersistentModel>(_ model: T) {
        lock.lock()
        var list = objects[ObjectIdentifier(T.self), default: []]
        if !list.contains(where: { $0 === model }) { list.append(model); hasChanges = true }
        objects[ObjectIdentifier(T.self)] = list
        lock.unlock()
        Self.ownersLock.lock(); Self.owners[ObjectIdentifier(model)] = WeakContext(self); Self.ownersLock.unlock()
    }

    /// Deletes `model` from the context.
    public func delete<T: PersistentModel>(_ model: T) {
        lock.lock()
        objects[ObjectIdentifier(T.self)]?.removeAll { $0 === model }
        hasChanges = true
        lock.unlock()
        Self.ownersLock.lock(); Self.owners[ObjectIdentifier(model)] = nil; Self.ownersLock.unlock()
    }

    /// Deletes every object of `model` that `predicate` matches (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for object in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(object) }
    }

    /// Saves: marks the changes saved (nothing is written to disk).
    public func save() throws { hasChanges = false }
    /// Discards the record of unsaved changes (the models stay as they are).
    public func rollback() { hasChanges = false }
    /// Processes pending changes: nothing to do (changes apply at once).
    public func processPendingChanges() {}

    /// The models of type `T` the descriptor's predicate accepts, sorted, offset and limited as it says.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        lock.lock()
        let all = (objects[ObjectIdentifier(T.self)] ?? []).compactMap { $0 as? T }
        lock.unlock()
        var result = try descriptor.predicate.map { p in try all.filter { try p.evaluate($0) } } ?? all
        if !descriptor.sortBy.isEmpty { result.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset { result = Array(result.dropFirst(max(0, offset))) }
        if let limit = descriptor.fetchLimit { result = Array(result.prefix(max(0, limit))) }
        return result
    }

    /// How many models `fetch` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The model with `id`, if it is in the context.
    public func model(for id: PersistentIdentifier) -> (any PersistentModel)? {
        lock.lock(); defer { lock.unlock() }
        for list in objects.values { for o in list where ObjectIdentifier(o) == id.id { return o as? any PersistentModel } }
        return nil
    }
}

/// What to fetch: a predicate, an order, a window.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which models to fetch (nil: all).
    public var predicate: Predicate<T>?
    /// The order of the results.
    public var sortBy: [SortDescriptor<T>]
    /// The most results to return.
    public var fetchLimit: Int?
    /// How many results to skip.
    public var fetchOffset: Int?
    /// Whether unsaved models are included (they always are).
    public var includePendingChanges = true
    /// A fetch of the models `predicate` accepts, in `sortBy` order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// The objects of the view's model context that match, in order (`@Query`).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: @unchecked Sendable {
    private let fetch: (ModelContext) -> Result
    /// The models the query fetches from the environment's model context, now.
    public var wrappedValue: Result { fetch(EnvironmentValues.current.modelContext) }
    /// The context the query reads from.
    public var modelContext: ModelContext { EnvironmentValues.current.modelContext }
}

extension Query where Result == [Element] {
    /// Every object of `Element`'s type, in the store's order (the bare `@Query var items: [Item]` of
    /// Xcode's SwiftData template): a no-argument initialiser binds `Element` from `[Element]`.
    public init() {
        self.init(FetchDescriptor<Element>(), animation: nil)
    }
    /// A query of a fetch descriptor (SwiftData's `Query(_:animation:)`).
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
        fetch = { context in (try? context.fetch(descriptor)) ?? [] }
    }
    /// A query filtered by `filter` and sorted by `sort`.
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort), animation: animation)
    }
    /// A query filtered by `filter` and sorted by one descriptor.
    public init(filter: Predicate<Element>? = nil, sort descriptor: SortDescriptor<Element>, animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [descriptor]), animation: animation)
    }
    /// A query filtered by `filter` and sorted by a key path in `order`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }
    /// A query filtered by `filter` and sorted by an optional key path in `order`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }
}

struct ModelContextKey: EnvironmentKey {
    /// Without a container a view still has a context (empty, as in SwiftUI's default).
    static var defaultValue: ModelContext { ModelContext() }
}

extension EnvironmentValues {
    /// The SwiftData context of the view's container.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Installs `container`'s main context for this view and its descendants.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }
    /// A new in-memory container for `modelType` (a preview stores nothing on disk).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }
    /// An in-memory container of `modelTypes` for this view and everything inside (SwiftData's `modelContainer(for:inMemory:…)`).
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let container = ModelContainer.sharedPreviewContainer(for: modelTypes)
        onSetup(.success(container))
        return modelContainer(container)
    }
    /// The model context for this view and everything inside (SwiftData's `modelContext(_:)`).
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

extension Scene {
    /// A container for the app's windows: accepted (apps are not run).
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }
    /// A container for the app's windows: accepted (apps are not run).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
    /// A container for the app's windows: accepted (apps are not run).
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
}

extension ModelContainer {
    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var shared: [[ObjectIdentifier]: ModelContainer] = [:]
    /// `.modelContainer(for:)` made in a body that is evaluated again must give the same
    /// container (SwiftUI keeps it as state of the view that declares it).
    static func sharedPreviewContainer(for types: [any PersistentModel.Type]) -> ModelContainer {
        let key = types.map { ObjectIdentifier($0) }
        sharedLock.lock(); defer { sharedLock.unlock() }
        if let c = shared[key] { return c }
        let c = try! ModelContainer(for: Schema(types), configurations: [])
        shared[key] = c
        return c
    }
}
