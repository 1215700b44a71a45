import SwiftUI

struct Nest: View {
    let n: Int
    var body: some View {
        if n == 0 { AnyView(Text("bottom")) } else { AnyView(Nest(n: n - 1).padding(0).padding(0)) }
    }
}

// About 3,000 levels of nesting (1,500 bodies, two paddings each).
#Preview("deep") { Nest(n: 1500) }
