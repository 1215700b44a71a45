// A PreviewProvider whose view goes through a ViewModifier of the app's that lists one
// configuration per appearance (the pattern of Oztechan/iosCCC's `makeForPreviewProvider()`,
// corpus8 file 05, written anew here): Xcode shows each configuration as a preview of its own,
// under its previewDisplayName, each with the provider's previewLayout.
import SwiftUI

struct Swatch: View {
    var body: some View { Color.orange.frame(width: 50, height: 20).accessibilityIdentifier("swatch") }
}

struct Configurations: ViewModifier {
    var dark = true
    var rightToLeft = true
    func body(content: Content) -> some View {
        Group {
            content.previewDisplayName("Light")
            if dark {
                content.previewDisplayName("Dark").environment(\.colorScheme, .dark)
            }
            if rightToLeft {
                content.previewDisplayName("RTL").environment(\.layoutDirection, .rightToLeft)
            }
        }
    }
}

struct Swatch_Previews: PreviewProvider {
    static var previews: some View {
        Swatch()
            .modifier(Configurations(rightToLeft: false))
            .previewLayout(.fixed(width: 300, height: 60))
    }
}
