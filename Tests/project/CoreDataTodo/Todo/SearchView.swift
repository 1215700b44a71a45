import SwiftUI
import CoreData

/// Tasks whose title contains "a" (any case) or whose priority is 4 or more, by title; the
/// counts of all tasks, urgent tasks and the "home" tag's tasks as bars (10 points each).
struct SearchView: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [SortDescriptor(\Task.title)],
                  predicate: NSPredicate(format: "title CONTAINS[cd] %@ OR priority >= %d", "A", 4))
    private var matches: FetchedResults<Task>
    @FetchRequest(entity: UrgentTask.entity(), sortDescriptors: [])
    private var urgent: FetchedResults<UrgentTask>
    @FetchRequest(fetchRequest: Tag.fetchRequest())
    private var tags: FetchedResults<Tag>

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(matches) { task in
                Text(task.title ?? "").accessibilityIdentifier("match-\(task.title ?? "")")
            }
            Color.gray.frame(width: CGFloat((try? viewContext.count(for: Task.fetchRequest())) ?? 0) * 10, height: 4)
                .accessibilityIdentifier("all-tasks")
            Color.red.frame(width: CGFloat(urgent.count) * 10, height: 4)
                .accessibilityIdentifier("urgent")
            Color.green.frame(width: CGFloat(tags.first?.tasks?.count ?? 0) * 10, height: 4)
                .accessibilityIdentifier("home-tasks")
            Color.purple.frame(width: CGFloat(urgent.first?.tags?.count ?? 0) * 10, height: 4)
                .accessibilityIdentifier("rent-tags")
        }
        .padding()
    }
}

#Preview {
    SearchView().environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
