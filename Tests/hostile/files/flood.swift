import SwiftUI
import Foundation

// A body that prints 100,000 lines on stdout and 100,000 on stderr (about 10 MB), then a view.
struct Flood: View {
    var body: some View {
        let line = String(repeating: "x", count: 49) + "\n"
        for i in 0..<100_000 {
            print("\(i) " + line, terminator: "")
            FileHandle.standardError.write(Data("\(i) \(line)".utf8))
        }
        return Text("after the flood").accessibilityIdentifier("flood")
    }
}

#Preview("flood") { Flood().padding() }
