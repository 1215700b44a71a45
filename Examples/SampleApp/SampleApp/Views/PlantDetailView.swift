import SwiftUI

/// Everything about one plant.
struct PlantDetailView: View {
    var plant: Plant

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                header
                HStack {
                    ForEach(plant.tags, id: \.self) { TagChip(text: $0) }
                }
                VStack(alignment: .leading, spacing: 8) {
                    Label(plant.light.label, systemImage: plant.light.symbol)
                    Label("Every \(plant.wateringIntervalDays.daysText)", systemImage: "calendar")
                    WateringBadge(plant: plant)
                    Text(plant.wateringSummary)
                        .font(.footnote)
                        .accessibilityIdentifier("watering-summary")
                }
                .card()
                // Tags written in a note: Plant.hashtags lives in ../Shared (a regex literal).
                Text(Plant.hashtags(in: "#repot #spring").joined(separator: " · "))
                    .accessibilityIdentifier("note-tags")
            }
            .padding()
        }
        .navigationTitle(plant.name)
        .onTapGesture { hideKeyboard() }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(plant.name).font(.largeTitle.bold())
            Text(plant.species).font(.title3).italic().foregroundStyle(.secondary)
        }
    }
}

#if DEBUG
#Preview {
    NavigationStack {
        PlantDetailView(plant: Plant.samples[0])
    }
}
#endif
