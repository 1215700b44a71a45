import Foundation
import AccordLayout

// SwiftUI's `Color.init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved ==
// Color.Resolved` (iOS 17, "Creates a color that represents the specified custom color"). It is
// what lets `Color(isDark ? .black : .blue.opacity(0.1))` compile on iOS: the implicit members
// are `ShapeStyle`'s colours, so `T` is `Color` (corpus7 file 38, blockers7 U1). A colour stays
// itself, light and dark; any other style is taken as it paints in a default (light) environment.

extension Color {
    /// A colour standing for a custom colour style (for a `Color`, that colour).
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        if let color = color as? Color { self = color; return }
        switch color._paint(in: .zero, environment: EnvironmentValues()) {
        case .color(let rgba): self.init(.rgba(rgba))
        default: self = .clear
        }
    }
}
