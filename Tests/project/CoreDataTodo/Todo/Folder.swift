import CoreData

// Codegen "Category/Extension": the app declares the class, Xcode generates its properties.
@objc(Folder)
public class Folder: NSManagedObject {
    var wrappedName: String { name ?? "Untitled" }

    var openTasks: [Task] {
        let all = tasks as? Set<Task> ?? []
        return all.filter { !$0.done }.sorted { ($0.title ?? "") < ($1.title ?? "") }
    }
}
