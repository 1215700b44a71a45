import SwiftUI
import PaletteTokens

/// A card background used across the app.
public struct CardStyle: ViewModifier {
    public init() {}
    public func body(content: Content) -> some View {
        content
            .padding(Spacing.card)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.green.opacity(0.2)))
    }
}

extension View {
    public func cardStyle() -> some View { modifier(CardStyle()) }
}
