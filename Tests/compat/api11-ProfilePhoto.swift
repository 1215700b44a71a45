import SwiftUI
import PhotosUI
import UniformTypeIdentifiers

// A profile editor in the style of the photo-picking apps scanned for issue 11: a `PhotosPicker`
// button and a `.photosPicker` sheet loading the picked item with `loadTransferable`, a grouped
// form style, a file importer for a résumé and an exporter for the profile, a title menu.
struct ProfileDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    var name: String
    init(name: String) { self.name = name }
    init(configuration: ReadConfiguration) throws { name = "" }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(name.utf8))
    }
}

struct ProfilePhotoView: View {
    @State private var name = "Ada Lovelace"
    @State private var avatarItem: PhotosPickerItem?
    @State private var galleryItems: [PhotosPickerItem] = []
    @State private var avatar: Image?
    @State private var showsGallery = false
    @State private var importsResume = false
    @State private var exportsProfile = false
    @State private var resumeName: String?

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 16) {
                        (avatar ?? Image(systemName: "person.crop.circle.fill"))
                            .resizable()
                            .scaledToFill()
                            .frame(width: 64, height: 64)
                            .foregroundStyle(.secondary)
                            .clipShape(Circle())
                        PhotosPicker(selection: $avatarItem, matching: .images) {
                            Label("Change photo", systemImage: "photo.on.rectangle")
                        }
                    }
                }
                Section("About") {
                    TextField("Name", text: $name)
                    PhotosPicker("Add to gallery", selection: $galleryItems, maxSelectionCount: 6,
                                 selectionBehavior: .ordered, matching: .any(of: [.images, .livePhotos]))
                    Text("\(galleryItems.count) photos in the gallery")
                        .foregroundStyle(.secondary)
                }
                Section("Documents") {
                    Button("Import résumé") { importsResume = true }
                    Button("Export profile") { exportsProfile = true }
                    if let resumeName { Text(resumeName) }
                }
            }
            .formStyle(.grouped)
            .navigationTitle("Profile")
            .toolbar {
                ToolbarTitleMenu {
                    Button("Duplicate") {}
                    Button("Rename") {}
                }
            }
            .photosPicker(isPresented: $showsGallery, selection: $galleryItems, matching: .images)
            .onChange(of: avatarItem) { _, item in
                Task {
                    if let data = try? await item?.loadTransferable(type: Data.self), let image = UIImage(data: data) {
                        avatar = Image(uiImage: image)
                    }
                }
            }
            .fileImporter(isPresented: $importsResume, allowedContentTypes: [.pdf, .plainText]) { result in
                if case .success(let url) = result { resumeName = url.lastPathComponent }
            }
            .fileExporter(isPresented: $exportsProfile, document: ProfileDocument(name: name), contentType: .json,
                          defaultFilename: "profile") { _ in }
        }
    }
}

#Preview {
    ProfilePhotoView()
}
