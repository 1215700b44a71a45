import SwiftUI

struct Avatar: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            ProgressView()
        }
        .frame(width: 64, height: 64)
        .clipShape(Circle())
    }
}

struct PhotoCard: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Avatar(url: URL(string: "https://example.com/avatar.jpg"))
                Text("Jane Appleseed").font(.headline)
                Spacer()
            }
            AsyncImage(url: URL(string: "https://example.com/photo.jpg"))
                .frame(height: 160)
            AsyncImage(url: URL(string: "https://example.com/banner.png")) { phase in
                switch phase {
                case .empty:
                    Color.gray.opacity(0.2).overlay(Text("Loading…"))
                case .success(let image):
                    image.resizable()
                case .failure:
                    Image(systemName: "photo")
                @unknown default:
                    EmptyView()
                }
            }
            .frame(height: 80)
        }
        .padding()
    }
}

#Preview {
    PhotoCard()
}
