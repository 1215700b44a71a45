import SwiftUI

// A searchable list: the search field under the large title.
struct ContactsView: View {
    @State private var query = ""
    let names = ["Ana Lima", "Bo Chen", "Chidi Okafor", "Dana Weiss"]
    var body: some View {
        NavigationStack {
            List(names, id: \.self) { Text($0) }
                .navigationTitle("Contacts")
                .searchable(text: $query, prompt: "Name or number")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button { } label: { Image(systemName: "plus") }
                    }
                }
        }
    }
}

#Preview("Searchable") { ContactsView() }
