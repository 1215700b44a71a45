import SwiftUI

// A confirmation dialog with its title shown.
struct PhotoActions: View {
    @State private var asking = true
    var body: some View {
        Color.orange.opacity(0.3)
            .ignoresSafeArea()
            .confirmationDialog("Photo", isPresented: $asking, titleVisibility: .visible) {
                Button("Save to Files") {}
                Button("Duplicate") {}
                Button("Delete", role: .destructive) {}
            }
    }
}

#Preview("Dialog") { PhotoActions() }
