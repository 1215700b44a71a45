import SwiftUI

// A mail-style list under a large title, with items at every bar placement.
struct InboxView: View {
    let messages = ["Lunch on Friday?", "Your order has shipped", "Quarterly report", "Re: holiday photos"]
    var body: some View {
        NavigationStack {
            List(messages, id: \.self) { m in
                Text(m)
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button { } label: { Image(systemName: "square.and.pencil") }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button { } label: { Image(systemName: "line.3.horizontal.decrease.circle") }
                }
                ToolbarItem(placement: .status) {
                    Text("Updated Just Now").font(.caption)
                }
            }
        }
    }
}

#Preview("Inbox") { InboxView() }
