import SwiftUI

/// A tag chip: its width comes from the package's own macro, expanded in this module; its
/// members are main-actor isolated by another (used from a preview all the same).
@Metrics(width: 44)
@Isolated
public struct Chip: View {
    public init() {}
    public var body: some View {
        Capsule().fill(.blue).frame(width: Chip.width, height: #doubled(10))
    }
}
