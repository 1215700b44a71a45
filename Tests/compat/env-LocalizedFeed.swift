import SwiftUI
import OSLog

private let logger = Logger(subsystem: "com.example.feed", category: "FeedView")

struct FeedItem: Identifiable {
    let id = UUID()
    let author: String
    let tags: [String]
    let posted: Date
    let likes: Int
}

struct FeedRow: View {
    let item: FeedItem
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @ScaledMetric(relativeTo: .headline) private var avatar: CGFloat = 40

    var tagLine: String {
        ListFormatter.localizedString(byJoining: item.tags)
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(.tint.opacity(0.2))
                .frame(width: avatar, height: avatar)
                .overlay(Text(String(item.author.prefix(1))).font(.headline))
            VStack(alignment: .leading, spacing: 4) {
                Text(try! AttributedString(markdown: "**\(item.author)** posted about _\(tagLine)_"))
                Text(String(localized: "\(item.likes) likes"))
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(item.posted.formatted(.dateTime.year().month(.abbreviated).day()))
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
            }
        }
        .onAppear {
            logger.debug("Showing row for \(item.author, privacy: .private) with \(item.likes) likes")
        }
    }
}

struct FeedView: View {
    let items = [
        FeedItem(author: "Mina", tags: ["Swift", "Linux", "Layout"], posted: Date(timeIntervalSince1970: 1_700_000_000), likes: 42),
        FeedItem(author: "Jonas", tags: ["Cooking", "Travel"], posted: Date(timeIntervalSince1970: 1_710_000_000), likes: 7),
    ]
    let title: LocalizedStringResource = "Latest posts"

    var body: some View {
        NavigationStack {
            List(items) { FeedRow(item: $0) }
                .navigationTitle(Text(title))
        }
    }
}

#Preview {
    FeedView()
}
