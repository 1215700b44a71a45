// Seed 000 §42.10 — 界面效果：两张卡片都有 16 点内边距、圆角、描边和浅阴影，描边颜色不同
import SwiftUI

struct CardStyle: ViewModifier {
    var tint: Color = .accentColor

    func body(content: Content) -> some View {
        content
            .padding(16)
            .background(.background, in: RoundedRectangle(cornerRadius: 14))
            .overlay(RoundedRectangle(cornerRadius: 14).stroke(tint.opacity(0.4)))
            .shadow(color: .black.opacity(0.08), radius: 6, y: 2)
    }
}

extension View {
    func cardStyle(tint: Color = .accentColor) -> some View {
        modifier(CardStyle(tint: tint))
    }
}

struct CardDemo: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("普通卡片").cardStyle()
            Text("橙色卡片").cardStyle(tint: .orange)
        }
        .padding()
    }
}

#Preview("CardDemo") { CardDemo() }
