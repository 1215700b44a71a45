// PreviewProviders declared where apps declare them besides the top level: nested in an
// extension of the view (`extension Badge { struct Previews: PreviewProvider … }`), nested in
// the view type itself, and `private` at the top level. Xcode shows each; so must accord.
// Checked by Tests/cli/run.sh.
import SwiftUI

struct Badge: View {
    var width: Double = 50
    var body: some View { Color.orange.frame(width: width, height: 20).accessibilityIdentifier("badge") }

    struct Inner_Previews: PreviewProvider {
        static var previews: some View { Badge(width: 70).previewDisplayName("inner") }
    }
}

extension Badge {
    struct Previews: PreviewProvider {
        static var previews: some View { Badge(width: 60).previewDisplayName("extension") }
    }
}

private struct Badge_Previews: PreviewProvider {
    static var previews: some View { Badge(width: 80).previewDisplayName("private") }
}
