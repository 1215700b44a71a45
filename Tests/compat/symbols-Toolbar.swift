import SwiftUI

// A mail-style row of actions and a status list: outline vs fill, circled and slashed variants,
// symbolVariant, rendering modes and a baseline-aligned label, as app code writes them.
struct MessageActions: View {
    @State private var isFlagged = true
    @State private var isMuted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 24) {
                Button { } label: { Image(systemName: "trash") }
                Button { } label: { Image(systemName: "folder") }
                Button { } label: { Image(systemName: "arrowshape.turn.up.left") }
                Button { isFlagged.toggle() } label: { Image(systemName: isFlagged ? "flag.fill" : "flag") }
                Spacer()
                Button { } label: { Image(systemName: "square.and.pencil") }
            }
            .imageScale(.large)

            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Image(systemName: "checkmark.seal.fill").foregroundStyle(.green)
                Text("Verified sender").font(.subheadline)
            }

            HStack(spacing: 16) {
                Label("Favourite", systemImage: "heart").symbolVariant(.fill).foregroundStyle(.pink)
                Image(systemName: isMuted ? "bell.slash" : "bell")
                Image(systemName: "xmark.circle.fill")
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.white, .gray)
                Image(systemName: "plus.circle.fill")
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.blue)
            }

            HStack(spacing: 12) {
                Image(systemName: "1.circle")
                Image(systemName: "2.circle.fill")
                Image(systemName: "person.crop.circle")
                Image(systemName: "gearshape").fontWeight(.bold)
                Image(systemName: "wifi.slash")
            }
            .font(.title2)
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 260)) {
    MessageActions()
}
