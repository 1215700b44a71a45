// Seed 000 §42.4 — 界面效果：第一段文字横着溢出它的空间，第二段被挤到很窄（甚至看不见）
import SwiftUI

struct FixedSizeDemo: View {
    var body: some View {
        HStack {
            Text("这行文字很长很长很长很长很长很长")
                .lineLimit(1)
                .fixedSize()                  // 不为宽度妥协，宁可溢出
                .background(.red.opacity(0.2))
            Text("这一条会被挤")
        }
    }
}

#Preview("FixedSizeDemo", traits: .fixedLayout(width: 320, height: 120)) { FixedSizeDemo() }
