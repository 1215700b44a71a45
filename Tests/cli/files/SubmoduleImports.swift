// Imports of submodules and single declarations, as real app files write them (a logging
// helper importing os.log, a gesture recognizer subclass importing UIKit's subclass header).
import SwiftUI
import os.log
import UIKit.UIGestureRecognizerSubclass
import struct SwiftUI.Color

private let uiLog = OSLog(subsystem: "com.example.greeter", category: "ui")

struct Greeting: View {
    var body: some View {
        Text("Hello").foregroundStyle(Color.orange).accessibilityIdentifier("hello")
            .onAppear { os_log("greeting shown", log: uiLog, type: .info) }
    }
}

#Preview { Greeting() }
