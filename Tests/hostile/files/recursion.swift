import SwiftUI

// Unbounded recursion in a body: the stack overflows (SIGSEGV).
func depth(_ n: Int) -> Int { n < 0 ? 0 : depth(n + 1) + 1 }

struct Deep: View {
    var body: some View { Text("\(depth(0))") }
}

#Preview { Deep() }
