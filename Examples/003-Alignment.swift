// Seed 003 §4.1–4.4 — the measured scenes (frames printed by `accord frames` match the seed's tables)
import SwiftUI

struct AlignedPair: View {
    let alignment: VerticalAlignment
    var body: some View {
        HStack(alignment: alignment, spacing: 0) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("红")
            Color.blue.frame(width: 20, height: 40).accessibilityIdentifier("蓝")
        }
    }
}

#Preview(".center", traits: .fixedLayout(width: 120, height: 60)) { AlignedPair(alignment: .center) }
#Preview(".top", traits: .fixedLayout(width: 120, height: 60)) { AlignedPair(alignment: .top) }
#Preview(".bottom", traits: .fixedLayout(width: 120, height: 60)) { AlignedPair(alignment: .bottom) }
#Preview(".firstTextBaseline", traits: .fixedLayout(width: 120, height: 60)) { AlignedPair(alignment: .firstTextBaseline) }

#Preview("overlay 200×30", traits: .fixedLayout(width: 300, height: 80)) {
    Color.red.frame(width: 60, height: 10).accessibilityIdentifier("红")
        .overlay(Color.blue.frame(width: 200, height: 30).accessibilityIdentifier("蓝"))
}
#Preview("overlay clipped", traits: .fixedLayout(width: 300, height: 80)) {
    Color.red.frame(width: 60, height: 10)
        .overlay(Color.blue.frame(width: 200, height: 30))
        .clipped()
        .accessibilityIdentifier("裁剪后")
}
#Preview("ZStack", traits: .fixedLayout(width: 200, height: 40)) {
    ZStack {
        Color.red.frame(width: 60, height: 10).accessibilityIdentifier("红")
        Color.blue.frame(width: 20, height: 30).accessibilityIdentifier("蓝")
    }
}
#Preview("firstTextBaseline text", traits: .fixedLayout(width: 240, height: 80)) {
    HStack(alignment: .firstTextBaseline) {
        Text("标题").font(.largeTitle).accessibilityIdentifier("标题")
        Text("副标题").font(.caption).accessibilityIdentifier("副标题")
    }
}
#Preview("badge", traits: .fixedLayout(width: 160, height: 120)) {
    Image(systemName: "photo")
        .overlay(alignment: .bottomTrailing) {
            Text("NEW")
                .font(.caption2)
                .padding(3)
                .background(.red, in: Capsule())
                .foregroundStyle(.white)
        }
}
