import SwiftUI

struct ArticleFooter: View {
    let url = URL(string: "https://example.com/article/42")!

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ShareLink(item: url)
            ShareLink("Share article", item: url, subject: Text("Read this"), message: Text("Thought you'd like it"))
            ShareLink(item: url, preview: SharePreview("Article", image: Image(systemName: "doc"))) {
                Image(systemName: "square.and.arrow.up")
                    .padding(10)
                    .background(.blue.opacity(0.1), in: Circle())
            }
            HStack {
                EditButton()
                Spacer()
                PasteButton(payloadType: String.self) { _ in }
            }
        }
        .padding()
    }
}

#Preview {
    ArticleFooter()
}
