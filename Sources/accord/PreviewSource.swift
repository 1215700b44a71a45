import Foundation

/// Turns a user's SwiftUI file into one that compiles against Accord, keeping every line where
/// it was (the compiler's messages are then mapped back to the user's file by path):
/// - `import SwiftUI` → `import Accord`; `import UIKit`/`Combine` are dropped (Accord provides
///   `UIHostingController` and `UIView.layoutFittingExpandedSize`);
/// - each `#Preview` (a macro; Linux has no macro toolkit) → `let __accordPreview_N = AccordPreview`,
///   whose arguments and trailing closure are the macro's own;
/// - `PreviewProvider` types and, failing any preview, a `ContentView` become previews too.
struct PreviewSource {
    let transformed: String
    /// Swift expressions, one per preview, for the generated main file.
    let previews: [String]

    init(_ text: String, path: String) {
        var out = ""
        var previews: [String] = []
        let chars = Array(text)
        var i = 0
        enum Mode { case code, lineComment, blockComment(Int), string, multiString, rawString(hashes: Int, multiLine: Bool) }
        var mode = Mode.code
        func at(_ s: String) -> Bool {
            let a = Array(s)
            guard i + a.count <= chars.count else { return false }
            return Array(chars[i..<(i + a.count)]) == a
        }
        /// `#"`, `##"`, `#"""`…: a raw string's opening delimiter at `k`, if there is one.
        func rawStringOpening(at k: Int) -> (Int, Bool, String)? {
            var j = k
            while j < chars.count, chars[j] == "#" { j += 1 }
            guard j < chars.count, chars[j] == "\"" else { return nil }
            let hashes = j - k
            let multi = j + 2 < chars.count && chars[j + 1] == "\"" && chars[j + 2] == "\""
            return (hashes, multi, String(repeating: "#", count: hashes) + (multi ? "\"\"\"" : "\""))
        }
        while i < chars.count {
            let c = chars[i]
            switch mode {
            case .lineComment:
                if c == "\n" { mode = .code }
            case .blockComment(let depth):
                if at("*/") { out += "*/"; i += 2; mode = depth > 1 ? .blockComment(depth - 1) : .code; continue }
                if at("/*") { out += "/*"; i += 2; mode = .blockComment(depth + 1); continue }
            case .string:
                if c == "\\" && i + 1 < chars.count { out.append(c); out.append(chars[i + 1]); i += 2; continue }
                if c == "\"" || c == "\n" { mode = .code }
            case .multiString:
                if c == "\\" && i + 1 < chars.count { out.append(c); out.append(chars[i + 1]); i += 2; continue }
                if at("\"\"\"") { out += "\"\"\""; i += 3; mode = .code; continue }
            case .rawString(let hashes, let multiLine):
                // Ends at the opening quote(s) followed by as many #s as opened it.
                let close = (multiLine ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                if at(close) { out += close; i += close.count; mode = .code; continue }
                if !multiLine && c == "\n" { mode = .code }
            case .code:
                if at("//") { mode = .lineComment }
                else if at("/*") { out += "/*"; i += 2; mode = .blockComment(1); continue }
                else if at("\"\"\"") { out += "\"\"\""; i += 3; mode = .multiString; continue }
                else if c == "\"" { mode = .string }
                else if c == "#", let (hashes, multiLine, opening) = rawStringOpening(at: i) {
                    out += opening
                    i += opening.count
                    mode = .rawString(hashes: hashes, multiLine: multiLine)
                    continue
                }
                else if at("#Preview"), !(i + 8 < chars.count && (chars[i + 8].isLetter || chars[i + 8].isNumber)) {
                    let name = "__accordPreview_\(previews.count)"
                    previews.append(name)
                    out += "let \(name) = AccordPreview"
                    i += 8
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        // Imports, line by line (only at line starts, outside the scan above for simplicity).
        var lines = out.components(separatedBy: "\n")
        for (n, line) in lines.enumerated() {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t == "import SwiftUI" || t.hasPrefix("import SwiftUI ") || t.hasPrefix("@preconcurrency import SwiftUI") {
                lines[n] = line.replacingOccurrences(of: "SwiftUI", with: "Accord")
            } else if ["import UIKit", "import Combine", "import AppKit", "import Observation"].contains(t) {
                lines[n] = "// " + line
            } else if t == "@main" || t.hasPrefix("@main ") {
                lines[n] = Self.dropLeading("@main", from: line)
            } else if t.hasPrefix("@Previewable ") {
                // iOS 18's macro for state declared in a #Preview body: a local property
                // wrapper does the same in the rewritten closure.
                lines[n] = Self.dropLeading("@Previewable", from: line)
            } else if t == "@Observable" || t.hasPrefix("@Observable ") {
                // A macro (no macro toolkit here): the class stays a plain class.
                lines[n] = Self.dropLeading("@Observable", from: line)
            }
        }
        // PreviewProvider types.
        let providerPattern = try! NSRegularExpression(pattern: #"(?m)^[ \t]*(?:public[ \t]+|internal[ \t]+|fileprivate[ \t]+|private[ \t]+)?struct[ \t]+(\w+)[ \t]*:[^{\n]*\bPreviewProvider\b"#)
        let whole = lines.joined(separator: "\n")
        for m in providerPattern.matches(in: whole, range: NSRange(whole.startIndex..., in: whole)) {
            if let r = Range(m.range(at: 1), in: whole) { previews.append("AccordPreview(provider: \(whole[r]).self)") }
        }
        if previews.isEmpty,
           whole.range(of: #"struct\s+ContentView\s*:\s*View"#, options: .regularExpression) != nil {
            previews.append("AccordPreview(\"ContentView\") { ContentView() }")
        }
        // Line for line the user's file, so the compiler's lines and snippets are the user's.
        transformed = whole
        self.previews = previews
    }

    /// The line without its leading attribute (indentation kept).
    static func dropLeading(_ attribute: String, from line: String) -> String {
        let indent = line.prefix(while: { $0 == " " || $0 == "\t" })
        return String(indent) + String(line.dropFirst(indent.count + attribute.count))
    }

    var mainFile: String {
        "import Accord\nAccordPreviewRunner.main(previews: [\(previews.joined(separator: ", "))])\n"
    }
}
