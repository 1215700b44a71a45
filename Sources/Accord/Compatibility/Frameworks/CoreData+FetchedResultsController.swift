import Foundation

// `NSFetchedResultsController`, which view models of Core Data apps use to feed SwiftUI lists:
// `performFetch()` runs its fetch request in its context; `fetchedObjects`, `sections` and
// `object(at:)` read the result. Its delegate is never called: a preview's objects do not change
// after the preview is built (Docs/support/coredata.md lists it as inert).

/// What changed about an object (delegate callbacks; never reported here).
public enum NSFetchedResultsChangeType: UInt, Sendable {
    /// An object was inserted.
    case insert = 1
    /// An object was deleted.
    case delete = 2
    /// An object moved.
    case move = 3
    /// An object changed.
    case update = 4
}

/// One section of a fetched results controller's objects.
public protocol NSFetchedResultsSectionInfo {
    /// The section's name (the section key's value).
    var name: String { get }
    /// The section index title.
    var indexTitle: String? { get }
    /// How many objects the section holds.
    var numberOfObjects: Int { get }
    /// The section's objects.
    var objects: [Any]? { get }
}

struct FetchedResultsSection: NSFetchedResultsSectionInfo {
    let name: String
    var indexTitle: String? { name.first.map { String($0).uppercased() } }
    let items: [Any]
    var numberOfObjects: Int { items.count }
    var objects: [Any]? { items }
}

/// Receives a fetched results controller's change reports (never called in a preview).
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    /// The controller is about to report changes.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    /// The controller reported its changes.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    /// An object changed.
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                    for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    /// A section changed.
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                    atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                           for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                           atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
}

/// Runs a fetch request in a context and holds its result, optionally in sections.
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    /// The fetch request.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context it fetches from.
    public let managedObjectContext: NSManagedObjectContext
    /// The key path whose value names an object's section (nil: one section).
    public let sectionNameKeyPath: String?
    /// The cache's name (ignored).
    public let cacheName: String?
    /// Receives change reports (never called: a preview's objects do not change).
    open weak var delegate: NSFetchedResultsControllerDelegate?
    /// The objects of the last `performFetch()` (nil before it).
    open private(set) var fetchedObjects: [ResultType]?

    /// A controller of `fetchRequest` in `context`.
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
    }

    /// Runs the fetch request.
    open func performFetch() throws { fetchedObjects = try managedObjectContext.fetch(fetchRequest) }

    /// The sections: consecutive objects with the same section name form one.
    open var sections: [NSFetchedResultsSectionInfo]? {
        guard let objects = fetchedObjects else { return nil }
        guard let key = sectionNameKeyPath else { return [FetchedResultsSection(name: "", items: objects.map { $0 as Any })] }
        var out: [FetchedResultsSection] = []
        for o in objects {
            let value = (o as? NSManagedObject)?.value(forKeyPath: key)
            let name = value.map { PredicateFormat.string($0) ?? "\(PredicateFormat.unwrap($0) ?? "")" } ?? ""
            if let last = out.last, last.name == name { out[out.count - 1] = FetchedResultsSection(name: name, items: last.items + [o]) }
            else { out.append(FetchedResultsSection(name: name, items: [o])) }
        }
        return out
    }

    /// The object at a section and row.
    open func object(at indexPath: IndexPath) -> ResultType {
        let section = sections?[indexPath.section].objects ?? []
        return section[indexPath.item] as! ResultType
    }

    /// The index path of `object`, if it was fetched.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        for (s, section) in (sections ?? []).enumerated() {
            if let row = section.objects?.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) { return IndexPath(item: row, section: s) }
        }
        return nil
    }

    /// Deletes a named cache (nothing is cached).
    open class func deleteCache(withName name: String?) {}
}

extension IndexPath {
    /// An index path of a row in a section (UIKit's; `object(at:)` of a fetched results controller takes one).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index path of an item in a section (UIKit's).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row in the section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The item in the section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
