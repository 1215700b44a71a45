import SwiftUI

// An expression the type checker explores for a long time: mixed literals and operators.
let slow = -(1 + 1.0) * 2 - 3 / 4 + (5 - 6.0) * 7 + 8 / 9 - (10 + 11.0) * 12 - 13 / 14 + (15 - 16.0) * 17 + 18 / 19 - (20 + 21.0) * 22 - 23 / 24 + (25 - 26.0) * 27

#Preview { Text("\(slow)") }
