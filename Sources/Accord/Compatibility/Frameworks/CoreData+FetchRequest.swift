import Foundation

// Fetch requests: Core Data's `NSFetchRequest`, and SwiftUI's `@FetchRequest` /
// `@SectionedFetchRequest`, which fetch from the environment's `managedObjectContext` each time
// the view's body reads them (a preview's body is evaluated for every frame it draws).

/// What a fetch returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Managed objects.
    public static let managedObjectResultType = NSFetchRequestResultType([])
    /// Their IDs.
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1 << 0)
    /// Dictionaries of their values.
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 1 << 1)
    /// One number: how many match.
    public static let countResultType = NSFetchRequestResultType(rawValue: 1 << 2)
}

/// A fetch: the entity, a predicate, an order and a window.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity's name.
    open var entityName: String?
    /// The entity.
    open var entity: NSEntityDescription? {
        get { explicitEntity ?? entityName.flatMap { NSManagedObjectModel.generated.entitiesByName[$0] ?? NSEntityDescription.named($0) } }
        set { explicitEntity = newValue; if let n = newValue?.name { entityName = n } }
    }
    private var explicitEntity: NSEntityDescription?
    /// Which objects match (nil: all of the entity's).
    open var predicate: NSPredicate?
    /// Their order.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most objects to return (0: no limit).
    open var fetchLimit: Int = 0
    /// How many matching objects to skip.
    open var fetchOffset: Int = 0
    /// Batch size (ignored: everything is in memory).
    open var fetchBatchSize: Int = 0
    /// Whether objects of sub-entities match.
    open var includesSubentities = true
    /// Whether unsaved changes are included (they always are).
    open var includesPendingChanges = true
    /// Whether objects come back as faults (never, here).
    open var returnsObjectsAsFaults = true
    /// Whether property values are included (they always are).
    open var includesPropertyValues = true
    /// Relationships to prefetch (ignored).
    open var relationshipKeyPathsForPrefetching: [String]?
    /// What the fetch returns.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// The properties a dictionary result holds (names or property descriptions).
    open var propertiesToFetch: [Any]?
    /// Whether dictionary results are distinct (ignored).
    open var returnsDistinctResults = false
    /// Grouping of dictionary results (ignored).
    open var propertiesToGroupBy: [Any]?

    /// A fetch of the entity named `entityName`.
    public init(entityName: String) { self.entityName = entityName }
    /// A fetch with no entity yet.
    public override init() {}

    /// Runs the fetch in the context of the current `@FetchRequest`'s environment (Core Data runs
    /// it in the context of the calling `perform` block).
    open func execute() throws -> [ResultType] {
        try EnvironmentValues.current.managedObjectContext.fetch(self)
    }
}

/// The objects a `@FetchRequest` fetched, in order.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let objects: [Result]
    let box: FetchRequestBox<Result>
    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }
    public subscript(position: Int) -> Result { objects[position] }
    /// The request's predicate (setting it fetches anew).
    public var nsPredicate: NSPredicate? {
        get { box.request.predicate }
        nonmutating set { box.request.predicate = newValue }
    }
    /// The request's sort descriptors (setting them fetches anew).
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { box.request.sortDescriptors ?? [] }
        nonmutating set { box.request.sortDescriptors = newValue }
    }
}

extension FetchedResults where Result: NSManagedObject {
    /// The request's sort descriptors as Swift sort descriptors (setting them fetches anew).
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { box.swiftSortDescriptors }
        nonmutating set { box.swiftSortDescriptors = newValue; box.request.sortDescriptors = newValue.map(NSSortDescriptor.init(_:)) }
    }
}

/// The request a `@FetchRequest` holds (a class, so changing the predicate through the results
/// or the projected value reaches the next read).
final class FetchRequestBox<Result: NSFetchRequestResult>: @unchecked Sendable {
    var request: NSFetchRequest<Result>
    var swiftSorts: [Any] = []
    init(_ request: NSFetchRequest<Result>) { self.request = request }
}

extension FetchRequestBox where Result: NSManagedObject {
    var swiftSortDescriptors: [SortDescriptor<Result>] {
        get { swiftSorts.compactMap { $0 as? SortDescriptor<Result> } }
        set { swiftSorts = newValue.map { $0 as Any } }
    }
}

/// The objects of the view's managed object context that a fetch request matches (SwiftUI's
/// `@FetchRequest`): fetched from `\.managedObjectContext` each time the body reads them.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty, @unchecked Sendable {
    let box: FetchRequestBox<Result>

    /// The fetched objects, now.
    public var wrappedValue: FetchedResults<Result> {
        let objects = (try? EnvironmentValues.current.managedObjectContext.fetch(box.request)) ?? []
        return FetchedResults(objects: objects, box: box)
    }

    /// The request's predicate and sort descriptors, as bindings (`$items.nsPredicate`).
    public var projectedValue: Binding<FetchRequest<Result>.Configuration> {
        let box = self.box
        return Binding(get: { Configuration(nsSortDescriptors: box.request.sortDescriptors ?? [], nsPredicate: box.request.predicate) },
                       set: { box.request.sortDescriptors = $0.nsSortDescriptors; box.request.predicate = $0.nsPredicate })
    }

    /// A request's changeable parts.
    public struct Configuration {
        /// The sort descriptors.
        public var nsSortDescriptors: [NSSortDescriptor]
        /// The predicate.
        public var nsPredicate: NSPredicate?
    }

    /// A fetch of `fetchRequest` (the animation is accepted; a preview draws still frames).
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        box = FetchRequestBox(fetchRequest)
    }

    /// A fetch of `fetchRequest` (the transaction is accepted).
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        box = FetchRequestBox(fetchRequest)
    }

    /// A fetch of `entity`'s objects matching `predicate`, in `sortDescriptors` order.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        box = FetchRequestBox(request)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// A fetch of `Result`'s entity matching `predicate`, in `sortDescriptors` order (the
    /// template's `@FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)])`).
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? String(describing: Result.self))
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        box = FetchRequestBox(request)
    }

    /// A fetch of `Result`'s entity matching `predicate`, in the order of Swift sort descriptors.
    /// (Disfavoured: `sortDescriptors: []` means the `NSSortDescriptor` form, as it compiles in Xcode.)
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(sortDescriptors: sortDescriptors.map(NSSortDescriptor.init(_:)), predicate: predicate, animation: animation)
        box.swiftSortDescriptors = sortDescriptors
    }
}

/// One section of a `@SectionedFetchRequest`'s results: the objects sharing an identifier.
public struct SectionedFetchResultsSection<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection, Identifiable {
    /// The section's identifier.
    public let id: SectionIdentifier
    let objects: [Result]
    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }
    public subscript(position: Int) -> Result { objects[position] }
}

/// The objects a `@SectionedFetchRequest` fetched, in sections (in the order of their first object).
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    /// A section of the results.
    public typealias Section = SectionedFetchResultsSection<SectionIdentifier, Result>
    let sections: [Section]
    let box: FetchRequestBox<Result>
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> Section { sections[position] }
    /// The request's predicate (setting it fetches anew).
    public var nsPredicate: NSPredicate? {
        get { box.request.predicate }
        nonmutating set { box.request.predicate = newValue }
    }
    /// The request's sort descriptors (setting them fetches anew).
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { box.request.sortDescriptors ?? [] }
        nonmutating set { box.request.sortDescriptors = newValue }
    }
}

/// The objects of the view's context that a fetch request matches, grouped in sections by a key
/// path (SwiftUI's `@SectionedFetchRequest`; sort by the section key first, as SwiftUI asks).
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty, @unchecked Sendable {
    let box: FetchRequestBox<Result>
    let section: (Result) -> SectionIdentifier

    /// The fetched objects in sections, now: consecutive objects with the same identifier form a section.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        let objects = (try? EnvironmentValues.current.managedObjectContext.fetch(box.request)) ?? []
        var sections: [SectionedFetchResultsSection<SectionIdentifier, Result>] = []
        var current: (SectionIdentifier, [Result])? = nil
        for o in objects {
            let id = section(o)
            if let c = current, c.0 == id { current!.1.append(o); continue }
            if let c = current { sections.append(.init(id: c.0, objects: c.1)) }
            current = (id, [o])
        }
        if let c = current { sections.append(.init(id: c.0, objects: c.1)) }
        return SectionedFetchResults(sections: sections, box: box)
    }

    /// A sectioned fetch of `fetchRequest`, sections by `sectionIdentifier`.
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        box = FetchRequestBox(fetchRequest)
        section = { $0[keyPath: sectionIdentifier] }
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    /// A sectioned fetch of `Result`'s entity matching `predicate`, in `sortDescriptors` order.
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? String(describing: Result.self))
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier, animation: animation)
    }

    /// A sectioned fetch of `Result`'s entity matching `predicate`, in the order of Swift sort descriptors.
    @_disfavoredOverload
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors.map(NSSortDescriptor.init(_:)), predicate: predicate, animation: animation)
    }
}

struct ManagedObjectContextKey: EnvironmentKey {
    /// Without `.environment(\.managedObjectContext, …)` a view has an empty context of its own.
    static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

extension EnvironmentValues {
    /// The Core Data context views fetch from and insert into (`@FetchRequest`, `Item(context:)`).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
