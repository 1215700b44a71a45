import SwiftUI
import CoreData

/// The folders, by name; each row's bar is 20 points per open task, its dot 10 per colour index.
struct ContentView: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Folder.name, ascending: true)], animation: .default)
    private var folders: FetchedResults<Folder>

    var body: some View {
        NavigationStack {
            List {
                ForEach(folders) { folder in
                    NavigationLink(value: folder) {
                        HStack {
                            Text(folder.wrappedName)
                            Spacer()
                            Capsule().fill(.blue)
                                .frame(width: CGFloat(folder.openTasks.count) * 20, height: 8)
                                .accessibilityIdentifier("open-\(folder.wrappedName)")
                            Circle().fill(.orange)
                                .frame(width: CGFloat(folder.colorIndex) * 10, height: 10)
                                .accessibilityIdentifier("color-\(folder.wrappedName)")
                        }
                    }
                }
                .onDelete { offsets in
                    offsets.map { folders[$0] }.forEach(viewContext.delete)
                    try? viewContext.save()
                }
            }
            .navigationTitle("Folders")
            .navigationDestination(for: Folder.self) { TaskList(folder: $0) }
        }
    }
}

#Preview {
    ContentView().environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
