import SwiftUI

struct RatingView: View {
    @State private var rating = 3
    @AccessibilityFocusState private var isFocused: Bool

    var body: some View {
        HStack {
            ForEach(1..<6) { index in
                Image(systemName: index <= rating ? "star.fill" : "star")
                    .foregroundColor(.yellow)
                    .accessibilityHidden(true)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityLabel(Text("Rating"))
        .accessibilityValue("\(rating) of 5")
        .accessibilityHint(Text("Swipe up or down to adjust"))
        .accessibilityAddTraits(.isButton)
        .accessibilityRemoveTraits(.isImage)
        .accessibilitySortPriority(1)
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: rating += 1
            case .decrement: rating -= 1
            @unknown default: break
            }
        }
        .accessibilityAction(named: "Reset") { rating = 0 }
        .accessibilityAction { rating = 5 }
        .accessibilityInputLabels(["Stars", "Rating"])
        .accessibilityShowsLargeContentViewer()
        .accessibilityFocused($isFocused)
        .accessibilityIdentifier("rating")
        .accessibility(label: Text("Old style"))
        .padding()
    }
}

#Preview("Accessibility") {
    RatingView()
}
