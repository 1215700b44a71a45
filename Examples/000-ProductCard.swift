// Seed 000 §42.12 — 界面效果：一张带描边的卡片，顶部一行标题加价格，中间一行灰字，底部一个主色按钮
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
    func cardStyle(tint: Color = .accentColor) -> some View { modifier(CardStyle(tint: tint)) }
}

struct ProductCard: View {
    let name: String
    let price: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            Text("限时优惠，售完即止")
                .font(.caption)
                .foregroundStyle(.secondary)
            buyButton
        }
        .cardStyle()
    }

    private var header: some View {
        HStack {
            Text(name).font(.headline)
            Spacer()
            Text("¥\(price)").font(.subheadline).bold()
        }
    }

    private var buyButton: some View {
        Button("立即购买") { }
            .buttonStyle(.borderedProminent)
    }
}

#Preview("ProductCard") { ProductCard(name: "手冲咖啡套装", price: 299).padding() }
