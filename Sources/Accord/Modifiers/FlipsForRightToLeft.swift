import Foundation
import AccordLayout

extension View {
    /// Mirrors the view horizontally, about its centre, when the layout direction is right to
    /// left (SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: for images such as arrows that
    /// point the way text flows). Layout is unchanged; left to right, nothing changes.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        FlipsForRightToLeft(content: self, enabled: enabled)
    }
}

struct FlipsForRightToLeft<Content: View>: View {
    let content: Content
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction
    var body: some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1, anchor: .center)
    }
}
