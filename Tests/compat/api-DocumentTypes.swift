import SwiftUI
import UniformTypeIdentifiers

// An import screen listing the file types an app accepts, grouped by what they conform to.
struct AcceptedType: Identifiable {
    let type: UTType
    var id: String { type.identifier }
    var symbol: String {
        if type.conforms(to: .image) { return "photo" }
        if type.conforms(to: .movie) { return "film" }
        if type.conforms(to: .text) { return "doc.text" }
        return "doc"
    }
}

struct ImportOptionsView: View {
    private let accepted: [UTType] = [.png, .jpeg, .pdf, .plainText, .json, .mpeg4Movie]
    @State private var showsImporter = false

    var body: some View {
        NavigationStack {
            List(accepted.map(AcceptedType.init)) { item in
                Label {
                    VStack(alignment: .leading) {
                        Text(item.type.preferredFilenameExtension?.uppercased() ?? item.type.identifier)
                        Text(item.type.preferredMIMEType ?? "").font(.caption).foregroundStyle(.secondary)
                    }
                } icon: {
                    Image(systemName: item.symbol)
                }
            }
            .navigationTitle("Accepted Files")
            .toolbar {
                Button("Import") { showsImporter = true }
            }
        }
    }
}

#Preview {
    ImportOptionsView()
}
