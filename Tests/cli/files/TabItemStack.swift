import SwiftUI

// A tab's label written as a row (`.tabItem { HStack { Image(…); Text(…) } }`, corpus9 L2): a
// tab bar item is an image and a title (UIKit's UITabBarItem), so iOS takes the first image
// and the first text of the label and lays them out as any item: the symbol above the title,
// exactly where the second tab's plain `Image` + `Text` item puts them, one item (half the
// 393-point bar) to the right. The row's other views are not drawn.
struct StackedTabs: View {
    var body: some View {
        TabView {
            Color.clear
                .tabItem {
                    HStack {
                        Image(systemName: "house").accessibilityIdentifier("stackIcon")
                        Text("Home").accessibilityIdentifier("stackTitle")
                        Circle().frame(width: 8, height: 8).accessibilityIdentifier("stackDot")
                    }
                }
            Color.clear
                .tabItem {
                    Image(systemName: "house").accessibilityIdentifier("plainIcon")
                    Text("Home").accessibilityIdentifier("plainTitle")
                }
        }
    }
}

#Preview { StackedTabs() }
