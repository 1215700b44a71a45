import SwiftUI
// c
#if os(iOS)#Preview { Text("a") }
#endif