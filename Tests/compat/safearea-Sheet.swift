import SwiftUI

// A sheet at the medium detent over a list.
struct PlantList: View {
    @State private var showsDetails = true
    var body: some View {
        NavigationStack {
            List(["Fern", "Monstera", "Pothos"], id: \.self) { Text($0) }
                .navigationTitle("Plants")
                .sheet(isPresented: $showsDetails) {
                    VStack(spacing: 12) {
                        Text("Monstera").font(.title).bold()
                        Text("Water every 7 days")
                    }
                    .presentationDetents([.medium, .large])
                }
        }
    }
}

#Preview("Sheet") { PlantList() }
