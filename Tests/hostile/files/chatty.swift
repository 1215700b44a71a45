import SwiftUI

struct Chatty: View {
    var body: some View {
        print("debugging: body evaluated {\"not\": json}")
        return Text("<!--<script>").accessibilityIdentifier("</script><script>alert(1)</script>")
    }
}

// A print in a body, and text that would end a script block if it were not escaped.
#Preview("chatty <b>") { Chatty().padding() }
