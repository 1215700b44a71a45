import SwiftUI
import Palette

struct HarvestBanner: View {
    var body: some View {
        ZStack {
            Text("Harvest time")
            Confetti()
        }
    }
}

#Preview { HarvestBanner() }
