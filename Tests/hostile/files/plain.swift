import SwiftUI

#Preview("plain") { Text("plain").padding() }
