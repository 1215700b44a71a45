// Seed 000 §42.8 — AnyLayout：compact 时竖排，regular 时横排
import SwiftUI

struct AdaptiveStack: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let layout = sizeClass == .compact
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
            : AnyLayout(HStackLayout(spacing: 16))

        layout {
            Text("左")
            Text("右")
        }
        .padding()
        .animation(.default, value: sizeClass)
    }
}

#Preview("AdaptiveStack") { AdaptiveStack() }
