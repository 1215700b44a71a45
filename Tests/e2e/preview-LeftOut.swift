import SwiftUI

// A file with places Accord lacks (Tests/e2e/leftout.py): `FancyCard` is declared nowhere and
// `.fancyGlow()` is no modifier, so the preview leaves both out (a placeholder naming the view,
// the modifier dropped) and lists them on the page.
struct GreetingView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Hello")
            FancyCard()
            Text("Glowing").fancyGlow()
        }
        .padding()
    }
}

#Preview("Greeting") { GreetingView() }
