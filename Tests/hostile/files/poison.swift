import SwiftUI

// Six plain previews and one whose drawing fails in the font library: the six still render.
#Preview("p1") { Text("one").padding() }
#Preview("p2") { Text("two").padding() }
#Preview("p3") { Text("three").padding() }
#Preview("huge") { Text("x").scaleEffect(1e9) }
#Preview("p4") { Text("four").padding() }
#Preview("p5") { Text("five").padding() }
#Preview("p6") { Text("six").padding() }
