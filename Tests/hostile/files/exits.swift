import SwiftUI
import Foundation

struct Quits: View {
    var body: some View { exit(5) }
}

#Preview { Quits() }
