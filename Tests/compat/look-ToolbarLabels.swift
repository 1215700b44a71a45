import SwiftUI

// A chat screen in the style of corpus7 file 06: Labels in the navigation bar and the bottom
// toolbar show their icons only, as iOS's toolbars draw them; one keeps its title by its style.
struct ChatMessage: Identifiable {
    let id = UUID()
    let text: String
    let mine: Bool
}

struct ChatThreadView: View {
    @State private var draft = ""
    private let messages = [ChatMessage(text: "Are we still on for lunch?", mine: false),
                            ChatMessage(text: "Yes! 12:30 at the usual place.", mine: true)]

    var body: some View {
        NavigationStack {
            List(messages) { message in
                Text(message.text)
                    .frame(maxWidth: .infinity, alignment: message.mine ? .trailing : .leading)
            }
            .listStyle(.plain)
            .navigationTitle("Sam")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { } label: { Label("Call", systemImage: "phone") }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button { } label: { Label("Info", systemImage: "info.circle") }.labelStyle(.titleAndIcon)
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button { } label: { Label("Attach", systemImage: "paperclip") }
                    Spacer()
                    Button { } label: { Label("Send", systemImage: "paperplane") }
                }
            }
        }
    }
}

#Preview {
    ChatThreadView()
}
