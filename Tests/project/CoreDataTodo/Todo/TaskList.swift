import SwiftUI
import CoreData

/// A folder's open tasks, most important first; each bar is 10 points per priority.
struct TaskList: View {
    let folder: Folder
    @FetchRequest private var tasks: FetchedResults<Task>

    init(folder: Folder) {
        self.folder = folder
        _tasks = FetchRequest(
            sortDescriptors: [NSSortDescriptor(keyPath: \Task.priority, ascending: false),
                              NSSortDescriptor(key: "title", ascending: true)],
            predicate: NSPredicate(format: "folder == %@ AND done == NO", folder))
    }

    var body: some View {
        List(tasks) { task in
            HStack {
                Text(task.title ?? "")
                Spacer()
                Rectangle().fill(task is UrgentTask ? .red : .green)
                    .frame(width: CGFloat(task.priority) * 10 + 1, height: 10)
                    .accessibilityIdentifier("task-\(task.title ?? "")")
            }
        }
        .navigationTitle(folder.wrappedName)
    }
}

/// The preview store's folder whose name matches `format`.
private func previewFolder(_ format: String, _ name: String) -> Folder {
    let request: NSFetchRequest<Folder> = Folder.fetchRequest()
    request.predicate = NSPredicate(format: format, name)
    return try! PersistenceController.preview.container.viewContext.fetch(request).first!
}

#Preview("Groceries") {
    NavigationStack { TaskList(folder: previewFolder("name == %@", "Groceries")) }
        .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}

#Preview("Inbox") {
    NavigationStack { TaskList(folder: previewFolder("name BEGINSWITH[c] %@", "inb")) }
        .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
