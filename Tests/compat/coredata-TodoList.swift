import SwiftUI
import CoreData

// A typical to-do app on Core Data: classes written as "Manual/None" codegen leaves them,
// sections by list, a filter on open items, a row that observes its item.
@objc(TodoItem)
public class TodoItem: NSManagedObject {}

extension TodoItem {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<TodoItem> {
        NSFetchRequest<TodoItem>(entityName: "TodoItem")
    }
    @NSManaged public var title: String?
    @NSManaged public var isDone: Bool
    @NSManaged public var priority: Int16
    @NSManaged public var createdAt: Date?
    @NSManaged public var listName: String?

    var wrappedTitle: String { title ?? "Untitled" }
}

extension TodoItem: Identifiable {}

final class DataController: ObservableObject {
    let container = NSPersistentContainer(name: "Todos")

    init(inMemory: Bool = false) {
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { description, error in
            if let error {
                print("Core Data failed to load: \(error.localizedDescription)")
            }
        }
    }

    static var preview: DataController = {
        let controller = DataController(inMemory: true)
        let context = controller.container.viewContext
        let samples: [(String, String, Int16, Bool)] = [
            ("Buy oat milk", "Errands", 2, false), ("Return library books", "Errands", 1, true),
            ("Pick up parcel", "Errands", 3, false), ("Draft the Q3 report", "Work", 3, false),
            ("Reply to Lena", "Work", 1, false), ("Book flights", "Travel", 2, false),
        ]
        for (n, sample) in samples.enumerated() {
            let item = TodoItem(context: context)
            item.title = sample.0
            item.listName = sample.1
            item.priority = sample.2
            item.isDone = sample.3
            item.createdAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(n) * 60)
        }
        try? context.save()
        return controller
    }()
}

struct TodoRow: View {
    @ObservedObject var item: TodoItem

    var body: some View {
        HStack {
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(item.isDone ? .green : .secondary)
            VStack(alignment: .leading) {
                Text(item.wrappedTitle).strikethrough(item.isDone)
                Text(String(repeating: "!", count: Int(item.priority)))
                    .font(.caption).foregroundStyle(.red)
            }
            Spacer()
        }
    }
}

struct TodoListView: View {
    @Environment(\.managedObjectContext) private var moc
    @SectionedFetchRequest(sectionIdentifier: \TodoItem.listName,
                           sortDescriptors: [NSSortDescriptor(key: "listName", ascending: true),
                                             NSSortDescriptor(keyPath: \TodoItem.priority, ascending: false)])
    private var sections: SectionedFetchResults<String?, TodoItem>
    @FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "isDone == %@", NSNumber(value: false)))
    private var open: FetchedResults<TodoItem>

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections) { section in
                    Section(section.id ?? "Inbox") {
                        ForEach(section) { item in
                            TodoRow(item: item)
                        }
                        .onDelete { offsets in
                            for index in offsets { moc.delete(section[index]) }
                            try? moc.save()
                        }
                    }
                }
            }
            .navigationTitle("\(open.count) open")
            .toolbar {
                Button {
                    let item = TodoItem(context: moc)
                    item.title = "New item"
                    item.createdAt = Date()
                    try? moc.save()
                } label: {
                    Label("Add", systemImage: "plus")
                }
            }
        }
    }
}

struct RecentTodos: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\.createdAt, order: .reverse)])
    private var items: FetchedResults<TodoItem>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Latest").font(.headline)
            ForEach(items.prefix(3)) { item in
                TodoRow(item: item)
            }
        }
        .padding()
    }
}

#Preview("List") {
    TodoListView()
        .environment(\.managedObjectContext, DataController.preview.container.viewContext)
}

#Preview("Recent", traits: .sizeThatFitsLayout) {
    RecentTodos()
        .environment(\.managedObjectContext, DataController.preview.container.viewContext)
}
