// A PreviewProvider whose views each carry their own preview modifiers: Xcode shows each as a
// preview of its own, named by previewDisplayName, on its own device, layout and orientation.
// Sizes: iPhone SE (3rd generation) 375×667 points, iPhone 15 393×852, iPhone 15 Pro Max
// 430×932 (Apple's device specifications; Sources/Accord/Preview/Device+Catalog.swift).
// Checked by Tests/cli/run.sh.
import SwiftUI

struct Badge: View {
    var body: some View { Color.orange.frame(width: 50, height: 20).accessibilityIdentifier("badge") }
}

/* A provider in a comment is not a preview:
struct Commented_Previews: PreviewProvider { static var previews: some View { Badge() } }
*/

@available(iOS 16.0, *) struct Badge_Previews: PreviewProvider {
    static var platform: PreviewPlatform? { .iOS }
    static var previews: some View {
        Group {
            Badge()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("fits")
            Badge()
                .previewLayout(.fixed(width: 300, height: 100))
                .previewDisplayName("fixed")
            Badge()
                .previewInterfaceOrientation(.landscapeLeft)
                .previewDisplayName("landscape")
            Badge()
                .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                .previewDisplayName("SE")
            Badge()
                .previewDevice("iPhone 15 Pro Max")
        }
    }
}
