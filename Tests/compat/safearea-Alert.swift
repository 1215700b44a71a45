import SwiftUI

// An alert with a cancel and a destructive action.
struct DeleteDraft: View {
    @State private var confirming = true
    var body: some View {
        VStack {
            Text("Draft").font(.largeTitle)
            Button("Delete") { confirming = true }
        }
        .alert("Delete Draft?", isPresented: $confirming) {
            Button("Cancel", role: .cancel) {}
            Button("Delete", role: .destructive) {}
        } message: {
            Text("This draft will be removed from all your devices.")
        }
    }
}

#Preview("Alert") { DeleteDraft() }
