import SwiftUI

public extension Color {
    /// The brand colour, from the target's asset catalog through Tuist's generated accessor.
    static let trail: Color = TrailCoreAsset.trailGreen.swiftUIColor
}
