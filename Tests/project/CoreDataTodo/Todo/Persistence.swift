import CoreData

struct PersistenceController {
    static let shared = PersistenceController()

    /// Two folders and six tasks (one of them urgent), one tag.
    static var preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let context = result.container.viewContext
        let inbox = Folder(context: context)          // name: the model's default, "Inbox"
        let groceries = Folder(context: context)
        groceries.name = "Groceries"
        groceries.colorIndex = 5
        func task(_ title: String, _ priority: Int16?, in folder: Folder, done: Bool = false) -> Task {
            let t = Task(context: context)
            t.title = title
            if let priority { t.priority = priority }   // else the model's default, 1
            t.done = done
            t.id = UUID()
            t.folder = folder
            return t
        }
        let milk = task("Milk", 3, in: groceries)
        _ = task("Bread", nil, in: groceries)
        _ = task("Eggs", 2, in: groceries, done: true)
        _ = task("Call Ana", 2, in: inbox)
        _ = task("Book dentist", 0, in: inbox)
        let rent = UrgentTask(context: context)
        rent.title = "Pay rent"
        rent.priority = 5
        rent.reason = "due today"
        inbox.addToTasks(rent)
        let home = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context) as! Tag
        home.label = "home"
        home.addToTasks(milk)
        home.addToTasks(rent)
        do {
            try context.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Todo")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }
}
