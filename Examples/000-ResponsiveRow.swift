// Seed 000 §42.8 — 界面效果：空间够时左右分列；窗口拉窄后自动换成上下排列
import SwiftUI

struct ResponsiveRow: View {
    var body: some View {
        ViewThatFits {
            HStack(spacing: 12) {
                Text("产品名称比较长")
                Spacer()
                Button("购买") { }
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("产品名称比较长")
                Button("购买") { }
            }
        }
        .padding()
    }
}

#Preview("ResponsiveRow") { ResponsiveRow() }
#Preview("ResponsiveRow narrow", traits: .fixedLayout(width: 160, height: 160)) { ResponsiveRow() }
