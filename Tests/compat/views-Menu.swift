import SwiftUI

struct LibraryToolbar: View {
    @State private var sortOrder = "Title"

    var body: some View {
        HStack {
            Text("Library").font(.largeTitle.bold())
            Spacer()
            Menu {
                Button("Title") { sortOrder = "Title" }
                Button("Author") { sortOrder = "Author" }
                Divider()
                Button("Delete All", role: .destructive) {}
            } label: {
                Label("Sort", systemImage: "arrow.up.arrow.down")
            }
            Menu("More", systemImage: "ellipsis.circle") {
                Button("Share") {}
            }
            .labelStyle(.iconOnly)
        }
        .padding()
    }
}

#Preview {
    VStack(alignment: .leading) {
        LibraryToolbar()
        Menu("Options") { Button("A") {} }
            .menuStyle(.button)
            .buttonStyle(.bordered)
            .padding()
    }
}
