import SwiftUI

struct Greedy: View {
    var body: some View {
        // 16 TB at once: over any address-space limit, refused before a page is touched.
        let huge = [UInt8](repeating: 1, count: 1 << 44)
        return Text("\(huge.count)")
    }
}

#Preview { Greedy() }
