import SwiftUI

// A view deep in the preview asks for dark mode: Apple's documentation of
// preferredColorScheme(_:) — "the preference applies to the nearest enclosing presentation" —
// so the whole screen (window background, status bar) is dark, not only this subtree.
struct NightCard: View {
    var body: some View {
        VStack {
            Text("Night shift")
            Text("22:00 – 06:00").foregroundStyle(.secondary)
        }
        .preferredColorScheme(.dark)
    }
}

#Preview { NightCard() }
