import SwiftUI
// comment with CRLF
#Preview {
    Text("crlf")
}
/* unterminated block comment
#Preview { }
