import SwiftUI

struct CardBackground: ViewModifier {
    var cornerRadius: CGFloat = 12
    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(RoundedRectangle(cornerRadius: cornerRadius).fill(Color.card))
    }
}

extension View {
    /// A padded, rounded card behind the view.
    func card(cornerRadius: CGFloat = 12) -> some View {
        modifier(CardBackground(cornerRadius: cornerRadius))
    }
}
