// Seed 000 §42.11 — 界面效果：上面那块橙色明显更"胖"，下面那块只贴着文字
import SwiftUI

struct OrderMatters: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("先 padding，后 background")
                .padding()
                .background(.orange.opacity(0.4))

            Text("先 background，后 padding")
                .background(.orange.opacity(0.4))
                .padding()
        }
    }
}

#Preview("OrderMatters") { OrderMatters() }
