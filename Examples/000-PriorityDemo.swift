// Seed 000 §42.5 — 界面效果：第一行两个宽度接近；第二行"优先 A"完整显示，"退让 B"被压窄
import SwiftUI

struct PriorityDemo: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("等权 A").background(.gray.opacity(0.2))
                Text("等权 B").background(.gray.opacity(0.2))
            }
            HStack {
                Text("优先 A").layoutPriority(1).background(.green.opacity(0.3))
                Text("退让 B").background(.gray.opacity(0.2))
            }
        }
        .padding()
    }
}

#Preview("PriorityDemo") { PriorityDemo() }
#Preview("PriorityDemo narrow", traits: .fixedLayout(width: 150, height: 200)) { PriorityDemo() }
