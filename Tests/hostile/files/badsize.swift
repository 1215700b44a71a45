import SwiftUI

#Preview("nan", traits: .fixedLayout(width: .nan, height: -1)) { Text("x") }
