// Seed 000 §42.9 — 界面效果：四张卡片呈 2×2 排布，同行两张高度一致
import SwiftUI

/// 把子视图排成两列，各占一半宽度
struct TwoColumnLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 100
        let columnWidth = max(0, (width - spacing) / 2)
        var height: CGFloat = 0
        for pair in stride(from: 0, to: subviews.count, by: 2) {
            let a = subviews[pair].sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height
            let b = pair + 1 < subviews.count
                ? subviews[pair + 1].sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height
                : 0
            height += max(a, b)
            if pair + 2 < subviews.count { height += spacing }
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let columnWidth = max(0, (bounds.width - spacing) / 2)
        var y = bounds.minY
        for pair in stride(from: 0, to: subviews.count, by: 2) {
            var rowHeight: CGFloat = 0
            for offset in 0..<2 where pair + offset < subviews.count {
                let size = subviews[pair + offset]
                    .sizeThatFits(ProposedViewSize(width: columnWidth, height: nil))
                rowHeight = max(rowHeight, size.height)
                subviews[pair + offset].place(
                    at: CGPoint(x: bounds.minX + CGFloat(offset) * (columnWidth + spacing), y: y),
                    proposal: ProposedViewSize(width: columnWidth, height: rowHeight)
                )
            }
            y += rowHeight + spacing
        }
    }
}

struct TwoColumnDemo: View {
    var body: some View {
        TwoColumnLayout(spacing: 10) {
            ForEach(1...4, id: \.self) { i in
                Text("第 \(i) 格")
                    .frame(maxWidth: .infinity)
                    .padding(8)
                    .background(.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
            }
        }
        .padding()
    }
}

#Preview("TwoColumnDemo") { TwoColumnDemo() }
