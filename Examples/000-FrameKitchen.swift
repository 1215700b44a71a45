// Seed 000 §42.4 — 界面效果：前两条铺满整行，第三条宽度停在 120 左右，第四条只有文字那么宽，但因为 minWidth 至少 80
import SwiftUI

struct FrameKitchen: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("固定 120×40")
                .frame(width: 120, height: 40)
                .background(.orange.opacity(0.25))

            Text("撑满，文字居左")
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.teal.opacity(0.25))

            Text("撑满，但内容居中")
                .frame(maxWidth: .infinity, alignment: .center)
                .background(.purple.opacity(0.25))

            Text("很短")
                .frame(minWidth: 80, idealWidth: 120, maxWidth: 200)
                .background(.pink.opacity(0.25))
        }
        .padding(.horizontal)
    }
}

#Preview("FrameKitchen") { FrameKitchen() }
