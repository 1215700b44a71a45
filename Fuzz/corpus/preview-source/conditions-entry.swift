import SwiftUI
import os
#if os(iOS) || targetEnvironment(simulator)
let a = 1
#elseif os( macOS ) && !canImport(AppKit) // os(iOS)
let a = 2
#endif
extension EnvironmentValues {
    @Entry var accent: Color = .red
    @Entry public var count = 5
    @Entry var title: String?
    @Entry var style: [Int: Int] = [
        1: 2
    ]
}
#if DEBUG
#Preview { Text("x") }
#endif
