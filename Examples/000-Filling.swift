// Seed 000 §42.3 — 界面效果：第一行文字分贴两侧（黄底铺满）；第二行绿底铺满整行；第三行蓝底只包住文字本身
import SwiftUI

struct Filling: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("左边")
                Spacer()
                Text("右边")
            }
            .background(.yellow.opacity(0.2))

            Text("我占满整行")
                .frame(maxWidth: .infinity)
                .background(.green.opacity(0.2))

            Text("我只包住自己")
                .background(.blue.opacity(0.2))
        }
        .padding()
    }
}

#Preview("Filling") { Filling() }
