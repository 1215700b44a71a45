import SwiftUI

struct InboxView: View {
    let messages: [String] = []

    var body: some View {
        if messages.isEmpty {
            ContentUnavailableView {
                Label("No Mail", systemImage: "tray")
            } description: {
                Text("New mail you receive will appear here.")
            } actions: {
                Button("Refresh") {}
                    .buttonStyle(.borderedProminent)
            }
        } else {
            List(messages, id: \.self) { Text($0) }
        }
    }
}

#Preview("Inbox") {
    InboxView()
}

#Preview("Search") {
    ContentUnavailableView.search(text: "pasta")
}

#Preview("Simple") {
    ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Tap the star on a recipe to keep it here."))
}
