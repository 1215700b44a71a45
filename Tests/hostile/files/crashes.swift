import SwiftUI

struct Boom: View {
    var body: some View { fatalError("boom in a body") }
}

// One preview crashes; the others are rendered without it.
#Preview("fine") { Text("fine").padding() }
#Preview("boom") { Boom() }
#Preview("also fine") { Circle().frame(width: 40, height: 40) }
