import SwiftUI

// Symbols inside text, as review and help screens write them.
struct RatingSummary: View {
    let rating = 4.8
    let count = 1_024

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("\(Image(systemName: "star.fill")) \(rating, specifier: "%.1f") · \(count) ratings")
                .font(.subheadline)
                .foregroundStyle(.orange)
            Text(Image(systemName: "heart")) + Text(" Saved to Favourites").bold()
            Text("Tap \(Image(systemName: "plus.circle.fill")) to add a plant, then \(Image(systemName: "trash")) to remove it.")
                .font(.callout)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 180)) {
    RatingSummary()
}
