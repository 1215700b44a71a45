import SwiftUI

struct Item: Identifiable { let id = UUID(); let name: String }

struct OrderView: View {
    @State private var showSheet = false
    @State private var showCover = false
    @State private var showAlert = false
    @State private var showDialog = false
    @State private var showPopover = false
    @State private var selected: Item?
    @State private var detent = PresentationDetent.medium

    var body: some View {
        VStack(spacing: 12) {
            Text("Order #1042").font(.title2.bold())
            Button("Details") { showSheet = true }
            Button("Delete", role: .destructive) { showDialog = true }
        }
        .sheet(isPresented: $showSheet, onDismiss: { print("dismissed") }) {
            Text("Sheet")
                .presentationDetents([.medium, .large, .fraction(0.3), .height(200)], selection: $detent)
                .presentationDragIndicator(.visible)
                .presentationCornerRadius(24)
                .presentationBackground(.thinMaterial)
                .interactiveDismissDisabled()
        }
        .sheet(item: $selected) { item in Text(item.name) }
        .fullScreenCover(isPresented: $showCover) { Text("Cover") }
        .popover(isPresented: $showPopover, arrowEdge: .bottom) { Text("Popover") }
        .alert("Delete order?", isPresented: $showAlert) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .alert(isPresented: $showAlert) {
            Alert(title: Text("Old"), message: Text("Style"), primaryButton: .destructive(Text("OK")) {}, secondaryButton: .cancel())
        }
        .alert(Text("Saved"), isPresented: $showAlert) { Button("OK") {} }
        .alert("Item", isPresented: $showAlert, presenting: selected) { item in
            Button(item.name) {}
        }
        .confirmationDialog("Delete?", isPresented: $showDialog, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        }
        .actionSheet(isPresented: $showDialog) {
            ActionSheet(title: Text("Choose"), buttons: [.default(Text("A")), .cancel()])
        }
    }
}

#Preview("Presentation") { OrderView() }
