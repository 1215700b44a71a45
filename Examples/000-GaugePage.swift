// Seed 000 §42.6 — 界面效果：两条细胶囊进度条，分别填充 25% 和 80%
import SwiftUI

struct GaugeBar: View {
    let progress: Double          // 0...1

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(.quaternary)
                Capsule().fill(.tint)
                    .frame(width: proxy.size.width * progress)
            }
        }
        .frame(height: 12)
    }
}

struct GaugePage: View {
    var body: some View {
        VStack(spacing: 20) {
            GaugeBar(progress: 0.25)
            GaugeBar(progress: 0.8)
        }
        .padding()
    }
}

#Preview("GaugePage") { GaugePage() }
