// Seed 000 §42.3 — 界面效果：绿蓝两条各分走剩余宽度的一半；下面的三个 Spacer 三分剩余空间
import SwiftUI

struct Ratio: View {
    var body: some View {
        VStack {
            HStack(spacing: 0) {
                Color.red.frame(width: 60)
                Color.green.frame(maxWidth: .infinity)
                Color.blue.frame(maxWidth: .infinity)
            }
            .frame(height: 40)

            HStack(spacing: 0) {
                Spacer().frame(maxWidth: .infinity)
                Spacer().frame(maxWidth: .infinity)
                Spacer().frame(maxWidth: .infinity)
            }
            .frame(height: 4)
        }
    }
}

#Preview("Ratio") { Ratio() }
