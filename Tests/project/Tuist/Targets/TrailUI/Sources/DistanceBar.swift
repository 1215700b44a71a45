import SwiftUI
import TrailCore

/// A bar 10 points wide per kilometre.
public struct DistanceBar: View {
    let hike: Hike
    public init(hike: Hike) { self.hike = hike }
    public var body: some View {
        Capsule().fill(Color.trail)
            .frame(width: hike.kilometres * 10, height: BarMetrics.height)
            .accessibilityIdentifier("bar")
    }
}

#Preview {
    DistanceBar(hike: Hike(name: "Ridge", kilometres: 7))
}
