import SwiftUI

// A provider lists a light and a dark version of one card in a Group (corpus9 03, ReadRhythm's
// colour sheet): Xcode's canvas shows each as a preview of its own, each window in the scheme
// asked for inside it (Apple: preferredColorScheme(_:) "applies to the nearest enclosing
// presentation"): the light one on a white window with a black clock, the dark one on a black
// window with a white clock. A third view asks for nothing: the preview's own scheme (light).
struct SwatchCard: View {
    var body: some View {
        Text("Swatch").padding().background(Color(.secondarySystemBackground))
    }
}

struct SwatchCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SwatchCard().preferredColorScheme(.light)
            SwatchCard().preferredColorScheme(.dark)
            SwatchCard()
        }
    }
}
