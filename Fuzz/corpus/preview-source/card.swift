import SwiftUI

struct Card: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("¥").font(.caption)
            Text("1,299").font(.largeTitle).bold().accessibilityIdentifier("price")
            Spacer()
            Text("起").foregroundStyle(.secondary)
        }
        .padding()
        .background(.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview("Card", traits: .fixedLayout(width: 320, height: 120)) { Card() }
#Preview { Card().padding() }
