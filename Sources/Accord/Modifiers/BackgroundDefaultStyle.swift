import Foundation

extension View {
    /// The environment's background style behind the view, continued into the safe area on `edges`
    /// (SwiftUI's `background(ignoresSafeAreaEdges:)`, iOS 15: `.background()` with no arguments
    /// draws `.background`, the system background colour, white in light and black in dark mode).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
}
