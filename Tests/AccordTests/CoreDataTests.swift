import Accord
import Foundation
import XCTest

/// The Core Data stand-in (Sources/Accord/Compatibility/Frameworks/CoreData*.swift): predicate
/// formats, sort descriptors, fetches, relationships. Oracle: each test's rule applied by hand to
/// its five objects (Apple's Predicate Programming Guide for the format grammar; Core Data's
/// documented defaults: nil sorts first ascending, to-many relationships are never nil, fetches
/// include sub-entities).
final class CoreDataTests: XCTestCase {
    /// A class as the tool writes an `@NSManaged` one ("Manual/None" codegen).
    final class Drink: NSManagedObject {
        var title: String? { get { _accordManagedValue(forKey: "title") } set { setValue(newValue, forKey: "title") } }
        var priority: Int16 { get { _accordManagedValue(forKey: "priority") } set { setValue(newValue, forKey: "priority") } }
        var done: Bool { get { _accordManagedValue(forKey: "done") } set { setValue(newValue, forKey: "done") } }
        var due: Date? { get { _accordManagedValue(forKey: "due") } set { setValue(newValue, forKey: "due") } }
    }
    final class HotDrink: NSManagedObject {}
    /// Swift collection types for to-many relationships, as some apps declare them by hand.
    final class Menu: NSManagedObject {
        var drinks: Set<Drink> { get { _accordManagedValue(forKey: "drinks") } set { setValue(newValue, forKey: "drinks") } }
        var ordered: [Drink] { get { _accordManagedValue(forKey: "ordered") } set { setValue(newValue, forKey: "ordered") } }
    }

    /// Five drinks: (title, priority, done, due in days or nil).
    static let rows: [(String?, Int16, Bool, Double?)] = [
        ("Café", 1, false, 1), ("cafe", 3, true, nil), ("Tea", 5, false, 2), ("CAFÉ au lait", 2, false, nil), ("Water", 4, true, 3),
    ]

    private func store() -> (NSPersistentContainer, [Drink]) {
        let container = NSPersistentContainer(name: "Drinks")
        container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, error in XCTAssertNil(error) }
        let drinks = Self.rows.map { row -> Drink in
            let d = Drink(context: container.viewContext)
            d.title = row.0
            d.priority = row.1
            d.done = row.2
            d.due = row.3.map { Date(timeIntervalSinceReferenceDate: $0 * 86_400) }
            return d
        }
        return (container, drinks)
    }

    private func titles(_ format: String, _ args: Any...) throws -> [String] {
        let (container, _) = store()
        let request = NSFetchRequest<Drink>(entityName: "Drink")
        request.predicate = NSPredicate(format: format, argumentArray: args)
        return try container.viewContext.fetch(request).map { $0.title ?? "nil" }
    }

    func testComparisonsMatchTheObjectsTheRuleSelects() throws {
        // priority > 2: 3, 5, 4 — three of five.
        XCTAssertEqual(try titles("priority > 2"), ["cafe", "Tea", "Water"])
        XCTAssertEqual(try titles("priority >= %d AND done == NO", 2), ["Tea", "CAFÉ au lait"])
        XCTAssertEqual(try titles("priority BETWEEN {2, 4}"), ["cafe", "CAFÉ au lait", "Water"])
        XCTAssertEqual(try titles("NOT (done == YES)"), ["Café", "Tea", "CAFÉ au lait"])
        XCTAssertEqual(try titles("due == nil"), ["cafe", "CAFÉ au lait"])
        XCTAssertEqual(try titles("due != nil AND due < %@", Date(timeIntervalSinceReferenceDate: 2.5 * 86_400)), ["Café", "Tea"])
        XCTAssertEqual(try titles("%K == %@", "title", "Tea"), ["Tea"])
        XCTAssertEqual(try titles("title IN %@", ["Tea", "Water", "Milk"]), ["Tea", "Water"])
        XCTAssertEqual(try titles("done = %@", NSNumber(value: true)), ["cafe", "Water"])
        XCTAssertEqual(try titles("priority == 1 || priority == 5"), ["Café", "Tea"])
    }

    func testStringOperatorsHonourCaseAndDiacriticOptions() throws {
        // [cd]: "Café", "cafe", "CAFÉ au lait" all contain "cafe" once case and accents are folded.
        XCTAssertEqual(try titles("title CONTAINS[cd] %@", "cafe"), ["Café", "cafe", "CAFÉ au lait"])
        // [c] only: the accent still counts.
        XCTAssertEqual(try titles("title CONTAINS[c] %@", "café"), ["Café", "CAFÉ au lait"])
        // Neither: only the lower-case, unaccented one.
        XCTAssertEqual(try titles("title CONTAINS 'caf' AND NOT title CONTAINS 'é'"), ["cafe"])
        XCTAssertEqual(try titles("title BEGINSWITH 'T' OR title ENDSWITH[c] 'LAIT'"), ["Tea", "CAFÉ au lait"])
        XCTAssertEqual(try titles("title LIKE[c] 'c*'"), ["Café", "cafe", "CAFÉ au lait"])
        XCTAssertEqual(try titles("title MATCHES '[A-Z][a-z]+'"), ["Tea", "Water"])
    }

    func testAnUnsupportedFormatMatchesEveryObject() throws {
        XCTAssertEqual(try titles("FUNCTION(title, 'uppercaseString') == 'TEA'").count, 5)
        XCTAssertEqual(try titles("title == $NAME").count, 5)
    }

    func testSortDescriptorsOrderByKeyThenByTheNextDescriptor() throws {
        let (container, _) = store()
        let request = NSFetchRequest<Drink>(entityName: "Drink")
        request.sortDescriptors = [NSSortDescriptor(key: "done", ascending: true), NSSortDescriptor(key: "priority", ascending: false)]
        // Not done (false < true) first, each group by priority descending.
        XCTAssertEqual(try container.viewContext.fetch(request).map(\.priority), [5, 2, 1, 4, 3])
        // An optional key path: nil first when ascending (SQLite's NULL ordering).
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Drink.due, ascending: true), NSSortDescriptor(keyPath: \Drink.priority, ascending: true)]
        XCTAssertEqual(try container.viewContext.fetch(request).map(\.priority), [2, 3, 1, 5, 4])
        request.sortDescriptors = [NSSortDescriptor(SortDescriptor(\Drink.priority, order: .reverse))]
        XCTAssertEqual(try container.viewContext.fetch(request).map(\.priority), [5, 4, 3, 2, 1])
        // A case-insensitive selector: "CAFÉ au lait" < "Café" < "cafe"? Folded: "café au lait" > "café".
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true, selector: Selector("localizedCaseInsensitiveCompare:"))]
        XCTAssertEqual(try container.viewContext.fetch(request).map { $0.title! }, ["cafe", "Café", "CAFÉ au lait", "Tea", "Water"])
    }

    func testFetchLimitOffsetAndCountFollowTheRequest() throws {
        let (container, drinks) = store()
        let request = NSFetchRequest<Drink>(entityName: "Drink")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
        request.fetchOffset = 1
        request.fetchLimit = 2
        XCTAssertEqual(try container.viewContext.fetch(request).map(\.priority), [2, 3])
        request.fetchLimit = 0
        request.fetchOffset = 0
        request.predicate = NSPredicate(format: "done == NO")
        XCTAssertEqual(try container.viewContext.count(for: request), 3)
        container.viewContext.delete(drinks[2])
        XCTAssertEqual(try container.viewContext.count(for: request), 2)
        let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Drink")
        ids.resultType = .managedObjectIDResultType
        XCTAssertEqual(try container.viewContext.fetch(ids).count, 4)
    }

    func testObjectsOfAnotherContainerOrEntityAreNotFetched() throws {
        let (a, _) = store()
        let (b, _) = store()
        _ = HotDrink(context: a.viewContext)
        XCTAssertEqual(try a.viewContext.count(for: NSFetchRequest<Drink>(entityName: "Drink")), 5)
        XCTAssertEqual(try a.viewContext.count(for: NSFetchRequest<HotDrink>(entityName: "HotDrink")), 1)
        XCTAssertEqual(try b.viewContext.count(for: NSFetchRequest<HotDrink>(entityName: "HotDrink")), 0)
        // A background context of the same container shares its store.
        XCTAssertEqual(try a.newBackgroundContext().count(for: NSFetchRequest<Drink>(entityName: "Drink")), 5)
    }

    func testSavingClearsChangesAndUnsetValuesReadAsEmpty() throws {
        let (container, drinks) = store()
        let context = container.viewContext
        XCTAssertTrue(context.hasChanges)
        XCTAssertTrue(drinks[0].isInserted)
        try context.save()
        XCTAssertFalse(context.hasChanges)
        XCTAssertFalse(drinks[0].isInserted)
        drinks[0].priority = 9
        XCTAssertTrue(drinks[0].isUpdated)
        XCTAssertTrue(context.hasChanges)
        // A number stored as Int reads as the property's Int16; an unset Bool is false, an unset optional nil.
        let fresh = Drink(context: context)
        fresh.setValue(7, forKey: "priority")
        XCTAssertEqual(fresh.priority, 7)
        XCTAssertFalse(fresh.done)
        XCTAssertNil(fresh.title)
        context.rollback()
        XCTAssertEqual(try context.count(for: NSFetchRequest<Drink>(entityName: "Drink")), 5)
    }

    /// Two entities built by hand as the tool's generated model builds them: a folder's `items`
    /// (to-many, cascade) and an item's `folder` (to-one, nullify), each the other's inverse.
    func testRelationshipsKeepTheirInverseAndCascade() throws {
        let folderEntity = NSEntityDescription(); folderEntity.name = "Shelf"
        let itemEntity = NSEntityDescription(); itemEntity.name = "Jar"
        let items = NSRelationshipDescription(); items.name = "items"; items.maxCount = 0; items.deleteRule = .cascadeDeleteRule
        let folder = NSRelationshipDescription(); folder.name = "folder"; folder.maxCount = 1
        let label = NSAttributeDescription(); label.name = "label"; label.attributeType = .stringAttributeType; label.defaultValue = "jar"
        folderEntity.properties = [items]
        itemEntity.properties = [label, folder]
        items.destinationEntity = itemEntity; items.inverseRelationship = folder
        folder.destinationEntity = folderEntity; folder.inverseRelationship = items
        let context = NSPersistentContainer(name: "Shelves").viewContext
        let shelf = NSManagedObject(entity: folderEntity, insertInto: context)
        let jars = (0..<3).map { _ in NSManagedObject(entity: itemEntity, insertInto: context) }
        XCTAssertEqual(jars[0].value(forKey: "label") as? String, "jar")           // the default value
        XCTAssertEqual((shelf.value(forKey: "items") as? NSSet)?.count, 0)        // never nil
        for j in jars { j.setValue(shelf, forKey: "folder") }
        XCTAssertEqual((shelf.value(forKey: "items") as? NSSet)?.count, 3)
        shelf._accordRemove(jars[0], fromRelationship: "items")
        XCTAssertNil(jars[0].value(forKey: "folder"))
        let jarRequest = NSFetchRequest<NSManagedObject>(entityName: "Jar")
        jarRequest.predicate = NSPredicate(format: "folder == %@", shelf)
        XCTAssertEqual(try context.count(for: jarRequest), 2)
        context.delete(shelf)                                                     // cascades to its 2 jars
        XCTAssertEqual(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Jar")), 1)
    }

    func testFetchRequestReadsTheEnvironmentsContext() throws {
        let (container, _) = store()
        let wrapper = FetchRequest<Drink>(sortDescriptors: [NSSortDescriptor(keyPath: \Drink.priority, ascending: true)],
                                          predicate: NSPredicate(format: "done == NO"))
        var env = EnvironmentValues()
        env.managedObjectContext = container.viewContext
        let results = EnvironmentValues.$current.withValue(env) { wrapper.wrappedValue }
        XCTAssertEqual(results.map(\.priority), [1, 2, 5])
        // Changing the predicate through the results changes the next fetch.
        results.nsPredicate = NSPredicate(format: "done == YES")
        XCTAssertEqual(EnvironmentValues.$current.withValue(env) { wrapper.wrappedValue.map(\.priority) }, [3, 4])
        // Without a context in the environment: an empty one.
        XCTAssertEqual(wrapper.wrappedValue.count, 0)
    }

    func testSectionedFetchGroupsConsecutiveObjectsByTheKey() throws {
        let (container, _) = store()
        let wrapper = SectionedFetchRequest<Bool, Drink>(sectionIdentifier: \Drink.done,
                                                          sortDescriptors: [NSSortDescriptor(key: "done", ascending: true), NSSortDescriptor(key: "priority", ascending: true)])
        var env = EnvironmentValues()
        env.managedObjectContext = container.viewContext
        let sections = EnvironmentValues.$current.withValue(env) { wrapper.wrappedValue }
        XCTAssertEqual(sections.map(\.id), [false, true])
        XCTAssertEqual(sections.map { $0.map(\.priority) }, [[1, 2, 5], [3, 4]])
    }

    func testFetchedResultsControllerSectionsByTheKeyPath() throws {
        let (container, _) = store()
        let request = NSFetchRequest<Drink>(entityName: "Drink")
        request.sortDescriptors = [NSSortDescriptor(key: "done", ascending: true), NSSortDescriptor(key: "priority", ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: container.viewContext,
                                                    sectionNameKeyPath: "done", cacheName: nil)
        XCTAssertNil(controller.fetchedObjects)
        try controller.performFetch()
        XCTAssertEqual(controller.fetchedObjects?.count, 5)
        // Not done: priorities 1, 2, 5; done: 3, 4 — two sections.
        XCTAssertEqual(controller.sections?.map(\.numberOfObjects), [3, 2])
        XCTAssertEqual(controller.object(at: IndexPath(row: 1, section: 1)).priority, 4)
        XCTAssertEqual(controller.indexPath(forObject: controller.object(at: IndexPath(item: 2, section: 0)))?.item, 2)
    }

    func testSwiftCollectionPropertiesReadEmptyThenWhatWasSet() throws {
        let (container, drinks) = store()
        let menu = Menu(context: container.viewContext)
        XCTAssertEqual(menu.drinks.count, 0)
        XCTAssertEqual(menu.ordered.count, 0)
        menu.drinks = Set(drinks.prefix(2))
        menu.ordered = Array(drinks.suffix(3))
        XCTAssertEqual(menu.drinks.count, 2)
        XCTAssertEqual(menu.ordered.map(\.priority), [5, 2, 4])
    }
}
