import SwiftUI

struct Spin: View {
    var body: some View {
        var x = 0
        while true { x &+= 1 }
        return Text("\(x)")
    }
}

#Preview { Spin() }
