import SwiftUI

// Where a navigation bar leaves the content (issue 20): the content of a NavigationStack starts
// below the status bar (the device's top safe-area inset), the bar's 44-point row (UIKit's
// navigation bar height) and, with a large title, the 52-point large-title area (UIKit's 96-point
// large-title bar: Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12"),
// and ends at the bottom inset (the home indicator's 34 points on Face ID iPhones, 0 on a Home
// button iPhone). A red content view shows those edges; the title's glyphs are masked out.
struct LargeTitleBar: View {
    var body: some View {
        NavigationStack {
            Color(red: 1, green: 0, blue: 0)
                .navigationTitle("Inbox")
        }
        .persistentSystemOverlays(.hidden)
    }
}

struct InlineTitleBar: View {
    var body: some View {
        NavigationStack {
            Color(red: 1, green: 0, blue: 0)
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
        }
        .persistentSystemOverlays(.hidden)
    }
}

#Preview("LargeTitle") { LargeTitleBar() }
#Preview("InlineTitle") { InlineTitleBar() }
