import SwiftUI

/// A small rounded tag.
struct TagChip: View {
    var text: String
    @Environment(\.highlightColor) private var highlight

    var body: some View {
        Text(text)
            .font(.caption)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Capsule().fill(highlight.opacity(0.15)))
            .foregroundStyle(highlight)
    }
}

#if DEBUG
#Preview("Tags") {
    HStack {
        TagChip(text: "Tropical")
        TagChip(text: "Easy")
    }
    .padding()
}
#endif
