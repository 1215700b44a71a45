// Seed 000 §42.7 — 界面效果：窗口越宽，一行里的格子越多；每格最小约 90 点宽
import SwiftUI

struct AdaptiveGrid: View {
    private let columns = [GridItem(.adaptive(minimum: 90), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(1...20, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(.tint.opacity(0.2))
                        .frame(height: 70)
                        .overlay(Text("\(i)"))
                }
            }
            .padding()
        }
    }
}

private let mixedColumns = [
    GridItem(.adaptive(minimum: 100)),
    GridItem(.flexible(minimum: 120)),
]

#Preview("AdaptiveGrid") { AdaptiveGrid() }
