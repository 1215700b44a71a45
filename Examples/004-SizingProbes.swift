// Seed 004 — probing sizing behaviours with borders in a 1000×1000 canvas (PreviewProvider style)
import SwiftUI

struct SimpleView_Previews: PreviewProvider {
    static var previews: some View {
        Text("Test")
            .border(Color.blue, width: 3)
            .previewLayout(.fixed(width: 1000, height: 1000))
    }
}

struct ComposedView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            VStack {
                Color.red
                    .border(Color.green, width: 3)
            }
            VStack {
                Text("Test")
                    .border(Color.green, width: 3)
            }
        }
        .border(Color.blue, width: 3)
        .previewLayout(.fixed(width: 1000, height: 1000))
    }
}

struct Undetermined_Size_Previews: PreviewProvider {
    static var previews: some View {
        Color.red
            .fixedSize()
    }
}
