import SwiftUI

struct FileItem: Identifiable {
    let id = UUID()
    let name: String
    var children: [FileItem]? = nil
}

struct FileBrowser: View {
    let files = [
        FileItem(name: "Documents", children: [FileItem(name: "Resume.pdf")]),
        FileItem(name: "Photos", children: []),
        FileItem(name: "notes.txt"),
    ]

    var body: some View {
        List {
            OutlineGroup(files, children: \.children) { item in
                Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
            }
        }
    }
}

#Preview {
    FileBrowser()
}
