import Foundation
import AccordLayout

// The rest of `Angle`'s arithmetic that SwiftUI code uses (`.degrees(x) / 8`, `2 * angle`,
// `angle += .degrees(90)`); `+`, `-`, prefix `-` and `Angle * Double` are the engine's.

extension Angle {
    /// The angle divided by `rhs`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// The angle scaled by `lhs`.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    /// Scales `lhs` by `rhs`.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    /// Divides `lhs` by `rhs`.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}

extension Angle: Animatable {
    /// The angle in radians (SwiftUI animates angles by their radians).
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
