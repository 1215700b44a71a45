// Seed 000 §42.2 — 界面效果：价格一行（¥ 小、数字大、起小），标题两行左对齐，最后是一个圆角灰块，右下角贴着"角标"
import SwiftUI

struct StackBasics: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            // 1. 水平排列
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("¥").font(.caption)
                Text("1,299").font(.largeTitle).bold()
                Text("起").font(.caption).foregroundStyle(.secondary)
            }

            // 2. 垂直排列，左对齐
            VStack(alignment: .leading) {
                Text("标题").font(.headline)
                Text("说明文字").font(.subheadline)
            }

            // 3. 叠放，后写的盖在上面
            ZStack(alignment: .bottomTrailing) {
                RoundedRectangle(cornerRadius: 12).fill(.quaternary)
                    .frame(height: 80)
                Text("角标").font(.caption).padding(6)
            }
        }
        .padding()
    }
}

#Preview("StackBasics") { StackBasics() }
