import SwiftUI

// `#Preview` where it is no preview: comments (nested too), strings, raw strings, multi-line
// strings and a string inside an interpolation. Only "real" is a preview.

// #Preview("in a line comment") { Text("no") }
/* #Preview("in a block comment") { Text("no") }
   /* nested: #Preview("nested") { Text("no") } */ still a comment: #Preview("after nested") {} */
let inString = "#Preview(\"in a string\") { Text(\"no\") }"
let inRaw = #"#Preview("in a raw string") { Text("no") } \(not interpolated)"#
let inMultiLine = """
    #Preview("in a multi-line string") { Text("no") }
    """
let inRawMultiLine = ##"""
    #Preview("in a raw multi-line string") { Text("no") } """# still inside
    """##
let interpolated = "\("#Preview(\"in an interpolation\") {}")"

struct Shown: View {
    var body: some View {
        Text("\(inString.count) \(inRaw.count) \(inMultiLine.count) \(inRawMultiLine.count) \(interpolated.count)")
            .accessibilityIdentifier("counts")
    }
}

#Preview("real") { Shown().padding() }
