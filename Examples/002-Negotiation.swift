// Seed 002 — 协商三例：截断与优先级、Spacer 没吃满、ZStack 的尺寸
import SwiftUI

struct TruncationRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Text("龟背竹 Monstera deliciosa 天南星科")
                Spacer()
                Text("还剩 2 天")
            }
            HStack {
                Text("龟背竹 Monstera deliciosa 天南星科")
                    .lineLimit(1)
                    .truncationMode(.middle)
                Spacer()
                Text("还剩 2 天")
                    .layoutPriority(1)
            }
            VStack {
                Text("标题")
                HStack {
                    Text("左"); Spacer(); Text("右")
                }
                .frame(maxWidth: .infinity)
                .background(.yellow.opacity(0.2))
            }
            ZStack(alignment: .topLeading) {
                Rectangle().fill(.mint).frame(width: 200, height: 100)
                Text("左上角")
            }
        }
        .padding()
    }
}

#Preview("Negotiation", traits: .fixedLayout(width: 300, height: 400)) { TruncationRow() }
