import SwiftUI

// A screen whose pixels are known without Accord: a white canvas with a pure red 100×100-point
// square whose top-left corner is at (50, 100) points, the whole screen (safe area ignored).
// Tests/compare/make_png.py draws the same screen as a PNG from this rule alone. The status bar
// and the home indicator are hidden, as an app that hides them is captured.
struct RedSquare: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Color(red: 1, green: 0, blue: 0)
                .frame(width: 100, height: 100)
                .offset(x: 50, y: 100)
        }
        .ignoresSafeArea()
        .statusBarHidden()
        .persistentSystemOverlays(.hidden)
    }
}

#Preview("RedSquare") { RedSquare() }
