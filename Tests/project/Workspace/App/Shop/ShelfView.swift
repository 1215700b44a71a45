import SwiftUI
import Kit
import Stars

struct ShelfView: View {
    var body: some View {
        Color.green
            .frame(width: Rating().width, height: Price().height)
            .accessibilityIdentifier("shelf")
    }
}

#Preview { ShelfView() }
