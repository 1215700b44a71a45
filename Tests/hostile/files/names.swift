import SwiftUI

// Names that sanitise alike, a repeated name and an empty one: every preview needs its own file.
#Preview("a b") { Text("one").padding() }
#Preview("a_b") { Text("two").padding() }
#Preview("") { Text("three").padding() }
#Preview("twice") { Text("four").padding() }
#Preview("twice") { Text("five").padding() }
#Preview("logo") { Text("Logo").font(.title).padding() }
