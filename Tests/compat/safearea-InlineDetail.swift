import SwiftUI

// A detail screen with an inline title, a principal view and a coloured, visible bar.
struct ReceiptView: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("Order #4512").font(.title2).bold()
                Text("Two items, delivered Tuesday.")
                Spacer()
            }
            .padding()
            .navigationBarTitleDisplayMode(.inline)
            .navigationTitle("Receipt")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
                ToolbarItemGroup(placement: .primaryAction) {
                    Button { } label: { Image(systemName: "square.and.arrow.up") }
                    Button { } label: { Image(systemName: "trash") }
                }
            }
            .toolbarBackground(.visible, for: .navigationBar)
        }
    }
}

#Preview("Inline") { ReceiptView() }
