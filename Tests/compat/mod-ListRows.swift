import SwiftUI

struct Contact: Identifiable { let id: Int; let name: String; let unread: Int }

struct ContactsList: View {
    @State private var contacts = [Contact(id: 1, name: "Ava", unread: 2), Contact(id: 2, name: "Ben", unread: 0),
                                   Contact(id: 3, name: "Chloé", unread: 5)]
    var body: some View {
        NavigationStack {
            List {
                Section("Favourites") {
                    ForEach(contacts) { contact in
                        Text(contact.name)
                            .badge(contact.unread)
                            .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                                Button("Delete", role: .destructive) {}
                            }
                    }
                    .onDelete { contacts.remove(atOffsets: $0) }
                    .onMove { contacts.move(fromOffsets: $0, toOffset: $1) }
                    .moveDisabled(false)
                    .deleteDisabled(true)
                }
                .headerProminence(.increased)
                Section {
                    Text("Edge to edge")
                        .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
                        .listRowBackground(Color.yellow.opacity(0.3))
                    Text("No separator below")
                        .listRowSeparator(.hidden, edges: .bottom)
                    Text("Tinted separator")
                        .listRowSeparatorTint(.red)
                    Text("Last")
                } header: {
                    Text("Custom rows")
                }
                .listSectionSeparator(.hidden)
            }
            .listStyle(.insetGrouped)
            .listSectionSpacing(.compact)
            .refreshable { }
            .navigationTitle("Contacts")
        }
    }
}

struct SpacedList: View {
    var body: some View {
        List {
            ForEach(0..<3) { i in Text("Card \(i)") }
        }
        .listRowSpacing(10)
        .scrollContentBackground(.hidden)
        .background(Color.mint.opacity(0.2))
    }
}

#Preview("Contacts") { ContactsList() }
#Preview("Spaced") { SpacedList() }
