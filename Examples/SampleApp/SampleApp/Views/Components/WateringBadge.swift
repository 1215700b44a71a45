import SwiftUI

/// "Water today" in soil brown, or the days left in green.
struct WateringBadge: View {
    var plant: Plant

    var body: some View {
        Label(plant.needsWater ? "Water today" : "in \(plant.daysUntilWatering.daysText)",
              systemImage: plant.needsWater ? "drop.fill" : "drop")
            .font(.footnote)
            .foregroundStyle(plant.needsWater ? Color.soil : Color.leaf)
    }
}

#if DEBUG
#Preview {
    VStack(alignment: .leading, spacing: 8) {
        ForEach(Plant.samples) { WateringBadge(plant: $0) }
    }
    .padding()
}
#endif
