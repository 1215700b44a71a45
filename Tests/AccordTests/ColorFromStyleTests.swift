import XCTest
@testable import Accord

/// `Color(_:)` from a colour style (SwiftUI's `init<T>(_ color: T) where T: Hashable, T:
/// ShapeStyle, T.Resolved == Color.Resolved`, iOS 17; Apple's documentation "Creates a color that
/// represents the specified custom color"). CosmicDaily's background gradient (corpus7 file 38)
/// writes `Color(scheme == .dark ? .black : .blue.opacity(0.1))`; the colour keeps its light and
/// dark values (the system blue #007AFF / #0A84FF, Apple's HIG).
final class ColorFromStyleTests: XCTestCase {
    func testAColourMadeFromAColourStyleIsThatColour() {
        for scheme in [ColorScheme.light, .dark] {
            let background = Color(scheme == .dark ? .black : .blue.opacity(0.1))
            let expected = scheme == .dark ? Color.black : Color.blue.opacity(0.1)
            XCTAssertEqual(background, expected)
        }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        XCTAssertEqual(Color(Color.blue).resolve(in: dark), Color.blue.resolve(in: dark))
        XCTAssertEqual(Color(Color.blue).resolve(in: dark), RGBA(10.0 / 255, 132.0 / 255, 1, 1))
    }
}
