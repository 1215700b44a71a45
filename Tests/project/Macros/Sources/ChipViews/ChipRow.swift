import SwiftUI
import Chips

/// A row of chips; `Spacer` uses the macro in this module too (expanded in the preview's compile).
@Metrics(width: 16)
struct Gap {}

struct ChipRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Chip().accessibilityIdentifier("chip")
            Color.clear.frame(width: Gap.width, height: #doubled(2)).accessibilityIdentifier("gap")
        }
    }
}

#Preview {
    ChipRow()
}
