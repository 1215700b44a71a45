// Seed 000 §42.6 — 界面效果：卡片宽度是容器的 50%
import SwiftUI

struct HalfWidth: View {
    var body: some View {
        Text("半宽卡片")
            .frame(maxWidth: .infinity)
            .containerRelativeFrame(.horizontal) { length, _ in length * 0.5 }
            .background(.indigo.opacity(0.2))
    }
}

#Preview("HalfWidth") { HalfWidth() }
