import SwiftUI

/// One plant in the garden list.
struct PlantRow: View {
    var plant: Plant
    @Environment(\.rowDensity) private var density

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: plant.light.symbol)
                .font(.title2)
                .frame(width: 36)
                .foregroundStyle(Color.leaf)
            VStack(alignment: .leading, spacing: density.spacing) {
                Text(plant.name).font(.headline)
                Text(plant.species).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            WateringBadge(plant: plant)
        }
        .padding(.vertical, density == .compact ? 2 : 6)
    }
}

#if DEBUG
#Preview("Comfortable", traits: .sizeThatFitsLayout) {
    PlantRow(plant: Plant.samples[0]).padding()
}

#Preview("Compact", traits: .sizeThatFitsLayout) {
    PlantRow(plant: Plant.samples[2])
        .environment(\.rowDensity, .compact)
        .padding()
}
#endif
