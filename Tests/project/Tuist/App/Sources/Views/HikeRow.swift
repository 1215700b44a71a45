import SwiftUI
import TrailCore
import TrailUI

struct HikeRow: View {
    let hike: Hike
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(hike.name)
            DistanceBar(hike: hike)
        }
    }
}

#Preview {
    HikeRow(hike: .sample)
}
