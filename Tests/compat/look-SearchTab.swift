import SwiftUI

// The search field belongs to the navigation view the modifier is written on (corpus6 file 14,
// a news app's search tab): drawn under the large title, with the prompt in the secondary colour.
struct SearchTab: View {
    @State private var query = ""
    private let recent = ["Swift", "Vision Pro", "Climate", "Elections"]

    var body: some View {
        NavigationView {
            List {
                Section("Recently searched") {
                    ForEach(recent, id: \.self) { term in
                        Label(term, systemImage: "clock.arrow.circlepath")
                    }
                }
            }
            .navigationTitle("Search")
        }
        .searchable(text: $query, prompt: "Articles, topics, sources") {
            ForEach(recent, id: \.self) { Text($0).searchCompletion($0) }
        }
        .onSubmit(of: .search) {}
    }
}

#Preview {
    SearchTab()
}
