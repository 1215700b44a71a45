import SwiftUI
import UIKit
// #Preview { NotAPreview() } in a line comment
/* #Preview in a block comment /* nested #Preview */ still a comment #Preview */
let s = "a string with #Preview { inside } and an escaped \" #Preview quote"
let m = """
    multi-line string
    #Preview { not a preview }
    \""" still inside?
    """
let raw = #"raw string "#Preview" with quotes"#
let rawMulti = #"""
    #Preview
    """#
#PreviewSomething is not a preview
@main struct App {}

#Preview {
    Text("real one") // #Preview trailing
}
