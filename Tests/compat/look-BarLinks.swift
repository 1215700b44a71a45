import SwiftUI

// Links in the navigation bar look like its buttons (corpus6 file 59, a to-do list's
// `.navigationBarItems(leading: EditButton(), trailing: NavigationLink("Add", …))`): "Edit",
// "Add" and the toolbar's link and menu all in the accent colour; a link in a row keeps its
// primary label and chevron, a `.plain` link its own colours.
struct TodoItem: Identifiable {
    let id = UUID()
    let title: String
    var done: Bool
}

struct AddTodoView: View {
    var body: some View { Text("New item").navigationTitle("Add an Item ✏️") }
}

struct TodoListView: View {
    @State private var items = [TodoItem(title: "Buy milk", done: true), TodoItem(title: "Call Sam", done: false),
                                TodoItem(title: "Book flights", done: false)]

    var body: some View {
        List {
            ForEach(items) { item in
                HStack {
                    Image(systemName: item.done ? "checkmark.circle" : "circle")
                        .foregroundColor(item.done ? .green : .red)
                    Text(item.title)
                }
            }
            NavigationLink("Archive") { Text("Archived items") }
            Section {
                NavigationLink(destination: AddTodoView()) {
                    Text("Add Something 🥳")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.plain)
            }
        }
        .navigationTitle("Todo List 📝")
        .navigationBarItems(leading: EditButton(), trailing: NavigationLink("Add", destination: AddTodoView()))
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                NavigationLink { AddTodoView() } label: { Image(systemName: "square.and.pencil") }
                Spacer()
                Menu("Sort") { Button("By title") {}; Button("By date") {} }
            }
        }
    }
}

#Preview {
    NavigationView {
        TodoListView()
    }
}
