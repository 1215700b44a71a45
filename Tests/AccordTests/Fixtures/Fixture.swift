import Accord
import Foundation

/// A scene, its canvas, and the frames real SwiftUI (or an unambiguous rule) gives its
/// identified views. `source` says where the expected numbers come from.
struct Fixture: @unchecked Sendable {
    let name: String
    let source: String
    let canvas: CGSize
    let view: AnyView
    let expected: [(String, CGRect)]
    /// Points of tolerance (seed measurements are exact to 0.01).
    var tolerance: CGFloat = 0.01

    init<V: View>(_ name: String, source: String, canvas: CGSize, expected: [(String, CGRect)], @ViewBuilder view: () -> V) {
        self.name = name
        self.source = source
        self.canvas = canvas
        self.view = AnyView(view())
        self.expected = expected
    }
}

/// `x:minX–maxX y:minY–maxY`, as the seeds print frames.
func rect(x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) -> CGRect {
    CGRect(x: x.lowerBound, y: y.lowerBound, width: x.upperBound - x.lowerBound, height: y.upperBound - y.lowerBound)
}

extension Color {
    /// A colour block of a fixed size, the seeds' "红60x10".
    func block(_ w: CGFloat, _ h: CGFloat, _ id: String) -> some View {
        frame(width: w, height: h).accessibilityIdentifier(id)
    }
}
