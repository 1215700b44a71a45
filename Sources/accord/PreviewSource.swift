// Longer than ~400 lines: the line-preserving rewrite, one pass per line (transformLine and the entry-point rewrites it calls share the character and mask helpers); passes that stand alone are PreviewSource+*.swift, which modules are Apple's ProjectFrameworks.swift.
import Foundation

/// Turns a user's SwiftUI file into one that compiles against Accord as Xcode's preview build of
/// it would (an iOS debug build), keeping every line where it was so the compiler's messages map
/// back to the user's file:
/// - line endings: CRLF and lone CR become LF (the compiler counts each as one line break, so
///   line numbers do not move);
/// - `import SwiftUI`, `UIKit`, `Combine`, `Observation`, `os`, `OSLog` → `import Accord` (Accord
///   provides their names); `import CoreGraphics` → `import Foundation` (CGFloat & co.); the
///   macOS/watchOS UI kits' imports are commented out; `import Foundation` gets `; import Accord`
///   (on Apple platforms it brings Combine's `ObservableObject` and `@Published`); a file that
///   names `URLSession`, `URLRequest`… gets `import FoundationNetworking; ` before its first
///   Foundation/SwiftUI/UIKit/Combine import (Linux keeps them there);
/// - `#if`/`#elseif` conditions: `os(iOS)`, `canImport(UIKit)`, `canImport(SwiftUI)`,
///   `targetEnvironment(simulator)` become `true`, other platforms and `canImport` of Apple-only
///   frameworks `false` (padded with spaces, so columns stay); `DEBUG` is a compiler flag;
/// - `@Entry var x: T = v` inside `extension EnvironmentValues` (and `FocusedValues`,
///   `Transaction`, `ContainerValues`) → a computed property over a generated key, on the same line;
/// - each `#Preview` (a macro; Linux has no macro toolkit) → `let <prefix>N = AccordPreview`,
///   whose arguments and trailing closure are the macro's own;
/// - `@main`, `@Observable`, `@Previewable` (macros or app entry points), `@objc` and
///   `@MainActor` are blanked (`blankedAttributes`); `#selector(T.m)` → `Selector("T.m")`
///   (inert: Linux has no Objective-C runtime); `#keyPath(T.a.b)` → the string `"a.b"`;
/// - FoundationModels' `@Generable` and `@Guide(…)` (PreviewSource+FoundationModels.swift);
/// - `PreviewProvider` types and, failing any preview, a `ContentView` become previews too
///   (for the file being previewed only).
///
/// The transform is total and linear in the input's length (it is fuzzed: Fuzz/PreviewSourceFuzz.swift).
struct PreviewSource {
    let transformed: String
    /// Swift expressions, one per preview, for the generated main file.
    let previews: [String]
    /// The first component of every module the file imports, in order (`import struct A.B` → `A`).
    let imports: [String]
    /// The transformed text with comments and string literals blanked (line breaks kept), line
    /// for line and column for column the transform's: what is code, for finding the words a
    /// file uses and its braces (`PreviewSource+Prune.swift`).
    let code: String
    /// Each `#Preview` with no body (no closure after it, nor a `body:` argument), by its
    /// 1-based line and column (in characters): the macro needs the view it shows, and the
    /// compiler's message about the rewritten line would name Accord's internals.
    var previewsWithoutBody: [(line: Int, column: Int)] = []

    /// Modules whose names Accord provides: the import becomes `import Accord` (a file that
    /// imports only Foundation and Combine still sees `ObservableObject`).
    static let accordModules: Set<String> = ["UIKit", "Combine", "Observation", "os", "OSLog", "SwiftData", "AVFoundation", "AVFAudio", "AVKit", "CoreLocation", "UniformTypeIdentifiers", "MapKit", "CoreData", "WidgetKit", "StoreKit", "WebKit", "SafariServices", "UserNotifications", "LocalAuthentication", "AuthenticationServices", "TipKit", "AppIntents", "ActivityKit", "EventKit", "Security", "CryptoKit", "MessageUI", "MobileCoreServices", "Metal", "WatchConnectivity", "SystemConfiguration", "QuartzCore", "Photos", "Intents", "FoundationModels", "ARKit", "SceneKit", "PhotosUI", "CoreTransferable", "CoreHaptics", "Charts", "SpriteKit"]
    /// Modules whose qualified names (`SwiftUI.Color`) become `Accord.Color`.
    static let qualifiedModules = ["SwiftUI", "SwiftUICore", "SwiftData", "UIKit", "Combine", "Observation", "StoreKit"]
    /// Foundation's networking names, which Linux keeps in `FoundationNetworking`.
    static let networkingNames = ["URLSession", "URLRequest", "URLResponse", "URLCache", "URLProtocol", "URLCredential",
                                  "HTTPCookie", "URLAuthenticationChallenge"]
    /// Imports that bring Foundation's networking on Apple platforms.
    static let bringsNetworking: Set<String> = ["Foundation", "SwiftUI", "SwiftUICore", "UIKit", "Combine"]
    /// Other platforms' UI kits: the import line is commented out.
    static let providedModules: Set<String> = ["AppKit", "WatchKit", "Cocoa"]
    /// `canImport(X)` that an iOS preview build answers `true`.
    static let importableOnIOS: Set<String> = ["UIKit", "SwiftUI", "SwiftUICore", "Combine", "Observation", "CoreGraphics", "os", "OSLog", "SwiftData", "AVFoundation", "AVFAudio", "AVKit", "CoreLocation", "UniformTypeIdentifiers", "MapKit", "CoreData", "WidgetKit", "StoreKit", "WebKit", "SafariServices", "UserNotifications", "LocalAuthentication", "AuthenticationServices", "TipKit", "AppIntents", "ActivityKit", "EventKit", "Security", "CryptoKit", "MessageUI", "MobileCoreServices", "Metal", "WatchConnectivity", "SystemConfiguration", "QuartzCore", "Photos", "Intents", "FoundationModels", "ARKit", "SceneKit", "PhotosUI", "CoreTransferable", "CoreHaptics", "Charts", "SpriteKit"]
    /// `canImport(X)` that an iOS build answers `false` (other platforms' UI kits).
    static let notImportableOnIOS: Set<String> = ["AppKit", "WatchKit", "Cocoa", "Carbon", "TVUIKit"]

    /// - Parameters:
    ///   - previewPrefix: the name stem of the preview constants (unique per file when several
    ///     files are compiled together);
    ///   - isPrimary: whether this is the file being previewed (only then do `PreviewProvider`
    ///     types and the `ContentView` fallback become previews).
    init(_ text: String, path: String, previewPrefix: String = "__accordPreview_", isPrimary: Bool = true) {
        // 1. Line endings (a CRLF pair is one Character in Swift).
        var chars: [Character] = []
        chars.reserveCapacity(text.utf8.count)
        for c in text {
            if c == "\r\n" || c == "\r" { chars.append("\n") } else { chars.append(c) }
        }
        // 2. One pass: what is code (outside comments and string literals), and #Preview.
        var out: [Character] = []
        var isCode: [Bool] = []
        out.reserveCapacity(chars.count + 64)
        isCode.reserveCapacity(chars.count + 64)
        var previews: [String] = []
        var missingBodies: [Int] = []  // offsets in `out`
        func emit(_ s: String, code: Bool) { for ch in s { out.append(ch); isCode.append(code) } }
        var i = 0
        enum Mode { case code, lineComment, blockComment(Int), string, multiString, rawString(hashes: Int, multiLine: Bool) }
        var mode = Mode.code
        // Open interpolations (`\(…)` in a string, `\#(…)` in a raw one): the string's mode to
        // return to and the parentheses opened since, innermost last. Their inside is code, and
        // its own strings (`"\("#Preview")"`) are strings, not the end of the outer one.
        var interpolations: [(outer: Mode, depth: Int)] = []
        func at(_ s: String) -> Bool {
            var k = i
            for ch in s {
                guard k < chars.count, chars[k] == ch else { return false }
                k += 1
            }
            return true
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
            var code = false
            switch mode {
            case .lineComment:
                if c == "\n" { mode = .code; code = true }
            case .blockComment(let depth):
                if at("*/") { emit("*/", code: false); i += 2; mode = depth > 1 ? .blockComment(depth - 1) : .code; continue }
                if at("/*") { emit("/*", code: false); i += 2; mode = .blockComment(depth + 1); continue }
            case .string:
                if at("\\(") { emit("\\(", code: false); i += 2; interpolations.append((mode, 0)); mode = .code; continue }
                if c == "\\" && i + 1 < chars.count { emit(String(c), code: false); emit(String(chars[i + 1]), code: false); i += 2; continue }
                // (The closing quote stays in the code: `let title = "A"` ends its statement
                // as `let n = 1` does, where a blank would read as `let title =` going on.)
                if c == "\"" { mode = .code; code = true } else if c == "\n" { mode = .code }
            case .multiString:
                if at("\\(") { emit("\\(", code: false); i += 2; interpolations.append((mode, 0)); mode = .code; continue }
                if c == "\\" && i + 1 < chars.count { emit(String(c), code: false); emit(String(chars[i + 1]), code: false); i += 2; continue }
                if at("\"\"\"") { emit("\"\"", code: false); emit("\"", code: true); i += 3; mode = .code; continue }
            case .rawString(let hashes, let multiLine):
                let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
                if at(interpolation) {
                    emit(interpolation, code: false); i += interpolation.count
                    interpolations.append((mode, 0)); mode = .code; continue
                }
                // Ends at the opening quote(s) followed by as many #s as opened it.
                let close = (multiLine ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                if at(close) { emit(close, code: false); i += close.count; mode = .code; continue }
                if !multiLine && c == "\n" { mode = .code }
            case .code:
                code = true
                if let open = interpolations.last {
                    // Inside an interpolation: its closing parenthesis returns to the string.
                    if c == "(" { interpolations[interpolations.count - 1].depth += 1 }
                    else if c == ")" {
                        if open.depth == 0 {
                            emit(")", code: false); i += 1
                            mode = open.outer; interpolations.removeLast(); continue
                        }
                        interpolations[interpolations.count - 1].depth -= 1
                    }
                    // A single-line string's interpolation cannot span lines: at the end of the
                    // line the scan is back in plain code (an unterminated literal).
                    else if c == "\n", case .string = open.outer { interpolations.removeAll() }
                }
                if at("//") { mode = .lineComment; code = false }
                else if at("/*") { emit("/*", code: false); i += 2; mode = .blockComment(1); continue }
                else if at("\"\"\"") { emit("\"\"\"", code: false); i += 3; mode = .multiString; continue }
                else if c == "\"" { mode = .string; code = false }
                else if c == "#", let (hashes, multiLine, opening) = rawStringOpening(at: i) {
                    emit(opening, code: false)
                    i += opening.count
                    mode = .rawString(hashes: hashes, multiLine: multiLine)
                    continue
                }
                else if at("#selector"), !(i + 9 < chars.count && Self.isIdentifierCharacter(chars[i + 9])),
                        let selector = Self.selectorArgument(chars, from: i + 9) {
                    // No Objective-C runtime on Linux: an inert `Selector("name")` (Accord's);
                    // the line breaks it spanned follow it, so later lines stay where they were.
                    emit("Selector(", code: true)
                    emit("\"" + selector.name + "\"", code: false)
                    emit(")" + String(repeating: "\n", count: selector.breaks), code: true)
                    i = selector.end
                    continue
                }
                else if at("#keyPath"), !(i + 8 < chars.count && Self.isIdentifierCharacter(chars[i + 8])),
                        let path = Self.selectorArgument(chars, from: i + 8), let key = Self.keyPathString(path.name) {
                    // No Objective-C runtime on Linux: the key path's string (`#keyPath(T.a.b)` →
                    // `"a.b"`, what Swift makes of it), padded to the expression's length on one line.
                    emit("\"" + key + "\"", code: false)
                    if path.breaks == 0 { emit(String(repeating: " ", count: max(0, path.end - i - key.count - 2)), code: true) }
                    else { emit(String(repeating: "\n", count: path.breaks), code: true) }
                    i = path.end
                    continue
                }
                else if at("#Preview"), !(i + 8 < chars.count && Self.isIdentifierCharacter(chars[i + 8])) {
                    if !Self.previewHasBody(chars, after: i + 8) { missingBodies.append(out.count) }
                    let name = "\(previewPrefix)\(previews.count)"
                    previews.append(name)
                    emit("let \(name) = AccordPreview", code: true)
                    i += 8
                    continue
                }
            }
            out.append(c)
            isCode.append(code)
            i += 1
        }
        // 3. Line by line: imports, #if conditions, @Entry, attributes Linux lacks.
        var lines: [String] = []
        var codeLines: [String] = []
        var imports: [String] = []
        var currentExtension = EntryContext()
        var branches = ConditionalBranches()
        // (Lines in a branch an iOS build certainly does not compile: a `#Preview` or a
        // `PreviewProvider` there is no preview — `#if os(watchOS)`; the program naming it failed.)
        var skippedLines = Set<Int>()
        var skippedPreviews = Set<String>()
        var needsNetworking = Self.networkingNames.contains { text.contains($0) }
        var start = 0
        while start <= out.count {
            var end = start
            while end < out.count, out[end] != "\n" { end += 1 }
            var line = Array(out[start..<end])
            var mask = Array(isCode[start..<end])
            let importCount = imports.count
            Self.transformLine(&line, &mask, imports: &imports, currentExtension: &currentExtension)
            // (An import in a branch an iOS build does not compile is no import: `#if os(watchOS)`.)
            if line.first(where: { $0 != " " && $0 != "\t" }) == "#" { branches.read(String(zip(line, mask).map { $1 ? $0 : " " })) }
            if branches.isSkipped, imports.count > importCount { imports.removeLast(imports.count - importCount) }
            if branches.isSkipped { skippedLines.insert(lines.count) }
            if needsNetworking, imports.count > importCount, let module = imports.last, Self.bringsNetworking.contains(module) {
                // On Linux, URLSession & co. live in FoundationNetworking, which Apple's
                // Foundation (and SwiftUI, which re-exports it) include.
                var first = 0
                while first < line.count, line[first] == " " || line[first] == "\t" { first += 1 }
                let added = Array("import FoundationNetworking; ")
                line.insert(contentsOf: added, at: first)
                mask.insert(contentsOf: Array(repeating: true, count: added.count), at: first)
                needsNetworking = false
            }
            lines.append(String(line))
            codeLines.append(String(zip(line, mask).map { $1 ? $0 : " " }))
            if branches.isSkipped, let codeLine = codeLines.last { skippedPreviews.formUnion(Self.previewNames(in: codeLine, prefix: previewPrefix)) }
            start = end + 1
        }
        // (When every one is skipped, they stay named: the compile then says why there is none —
        // ProjectDiagnostics' "inside an #if branch" hint.)
        if !skippedPreviews.isEmpty, previews.contains(where: { !skippedPreviews.contains($0) }) {
            previews.removeAll { skippedPreviews.contains($0) }
        }
        let models = Self.rewriteSwiftDataMacros(&lines, code: &codeLines)
        let generables = Self.rewriteGenerableMacros(&lines, code: &codeLines)
        Self.rewriteNSManaged(&lines, code: &codeLines)
        let whole = lines.joined(separator: "\n")
        var providerLines = ""
        // 4. PreviewProvider types, found in the code (not in comments): attributes may come
        // first (`@available(iOS 16, *) struct …`), the conformance may be on the next line.
        if isPrimary {
            let code = codeLines.joined(separator: "\n")
            // Each is named from the file itself (`let <prefix>providerN = AccordPreview(provider:
            // Outer.Name.self)` after its last line), so a `private` one and one nested in a type
            // or an extension (`extension Badge { struct Previews: PreviewProvider … }`) are seen.
            let matches = Self.providerPattern.matches(in: code, range: NSRange(code.startIndex..., in: code))
            let chars = matches.isEmpty ? [] : Array(code)
            let blocks = matches.isEmpty ? [] : Self.blocks(chars)
            var providers: [String] = []
            // (The line of each match, counted on from the last one's: linear in the text.)
            var counted = code.startIndex, lineNumber = 0
            for m in matches {
                guard let r = Range(m.range(at: 1), in: code) else { continue }
                if counted < r.lowerBound {
                    lineNumber += code[counted..<r.lowerBound].reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
                    counted = r.lowerBound
                }
                guard !skippedLines.contains(lineNumber),
                      let path = Self.enclosingTypePath(at: code.distance(from: code.startIndex, to: r.lowerBound), blocks: blocks) else { continue }
                let name = "\(previewPrefix)provider\(providers.count)"
                providers.append("let \(name) = AccordPreview(provider: \((path + [String(code[r])]).joined(separator: ".")).self)")
                previews.append(name)
            }
            if !providers.isEmpty { providerLines = "\n" + providers.joined(separator: "\n") + "\n" }
            if previews.isEmpty,
               whole.range(of: #"struct\s+ContentView\s*:\s*View"#, options: .regularExpression) != nil {
                previews.append("AccordPreview(\"ContentView\") { ContentView() }")
            }
        }
        // Line for line the user's file, so the compiler's lines and snippets are the user's.
        transformed = whole + Self.persistentModelConformances(models) + Self.generableConformances(generables) + providerLines
        self.previews = previews
        if !missingBodies.isEmpty {
            var line = 1, column = 1, k = 0
            for (n, ch) in out.enumerated() where k < missingBodies.count {
                if n == missingBodies[k] { previewsWithoutBody.append((line, column)); k += 1 }
                if ch == "\n" { line += 1; column = 1 } else { column += 1 }
            }
        }
        self.imports = imports
        self.code = codeLines.joined(separator: "\n")
    }

    /// The names of the previews `let <prefix>N = AccordPreview` declares on a line of code.
    static func previewNames(in codeLine: String, prefix: String) -> [String] {
        var out: [String] = []
        var rest = codeLine[...]
        while let r = rest.range(of: "let " + prefix) {
            var e = r.upperBound
            while e < rest.endIndex, rest[e].isNumber { e = rest.index(after: e) }
            if e > r.upperBound { out.append(prefix + rest[r.upperBound..<e]) }
            rest = rest[e...]
        }
        return out
    }

    /// Whether the `#Preview` ending before `start` has a body: after its parenthesised
    /// arguments (if any; string literals in them skipped) and blank space, a `{` — or a `body:`
    /// argument. (Comments between them count as not a body: rare, and the compiler then speaks.)
    static func previewHasBody(_ chars: [Character], after start: Int) -> Bool {
        var j = start
        // (Bounded: a hostile run of unclosed `#Preview(` stays linear.)
        let end = min(chars.count, start + 4000)
        func skipBlank() { while j < end, chars[j] == " " || chars[j] == "\t" || chars[j] == "\n" { j += 1 } }
        skipBlank()
        if j < end, chars[j] == "(" {
            var depth = 0, inString = false
            let open = j
            while j < end {
                let c = chars[j]
                if inString {
                    if c == "\\" { j += 1 } else if c == "\"" { inString = false }
                } else if c == "\"" { inString = true }
                else if c == "(" { depth += 1 }
                else if c == ")" { depth -= 1; if depth == 0 { j += 1; break } }
                j += 1
            }
            if depth != 0 || j > end { return true }  // (unbalanced or long: the compiler says what is wrong)
            let arguments = String(chars[open..<min(j, chars.count)].filter { !$0.isWhitespace })
            if arguments.contains(",body:") || arguments.hasPrefix("(body:") { return true }
            skipBlank()
        }
        if j >= chars.count { return false }
        return j >= end || chars[j] == "{"
    }

    /// The names of the types and extensions holding `offset` (outermost first: `["Badge"]` for
    /// a type declared in `extension Badge { … }`), or nil when a function or another block holds it.
    static func enclosingTypePath(at offset: Int, blocks: [Block]) -> [String]? {
        var path: [String] = []
        for b in blocks where b.open < offset && offset < b.close {
            guard ["struct", "class", "enum", "extension", "actor"].contains(b.keyword) else { return nil }
            // `extension Outer.Inner where …: P`, `struct Name<T>: View`: the name after the keyword.
            let afterKeyword = b.header.drop(while: { $0 != " " }).drop(while: { $0 == " " })
            let name = afterKeyword.prefix(while: { isIdentifierCharacter($0) || $0 == "." })
            guard !name.isEmpty else { return nil }
            path.append(String(name))
        }
        return path
    }

    /// A type conforming to `PreviewProvider` where it is declared: `[@attribute(…) …] [access]
    /// [final] struct|class|enum Name[<…>]: …, PreviewProvider`.
    static let providerPattern = try! NSRegularExpression(pattern: #"(?m)^[ \t]*(?:@\w+(?:\([^()\n]{0,200}\))?[ \t]+)*(?:(?:public|internal|fileprivate|private|package|final)[ \t]+){0,2}(?:struct|class|enum)[ \t]+(\w+)[ \t]*:[^{}=;]{0,400}?\bPreviewProvider\b"#)

    static func isIdentifierCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// `#selector`'s parenthesised argument starting at `k` (spaces may come first): the method
    /// it names, how many line breaks it spans, and the index after its `)`. A selector names a
    /// method (`Type.method(_:with:)`, `getter: T.p`): only identifier characters, `.`, `:`,
    /// spaces, parentheses and line breaks are accepted, at most 300 characters (the transform
    /// stays linear). nil: not a selector we understand (left to the compiler).
    static func selectorArgument(_ chars: [Character], from k: Int) -> (name: String, breaks: Int, end: Int)? {
        var j = k
        while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
        guard j < chars.count, chars[j] == "(" else { return nil }
        var depth = 1
        var text = ""
        var breaks = 0
        var m = j + 1
        let limit = min(chars.count, m + 300)
        while m < limit {
            let c = chars[m]
            if c == "(" { depth += 1 }
            else if c == ")" {
                depth -= 1
                if depth == 0 {
                    // Whitespace runs become one space, none beside a dot (`A\n    .b` → `A.b`).
                    let words = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                    return (words.replacingOccurrences(of: " .", with: ".").replacingOccurrences(of: ". ", with: "."), breaks, m + 1)
                }
            } else if c == "\n" { breaks += 1; text.append(" "); m += 1; continue }
            else if !(isIdentifierCharacter(c) || c == "." || c == ":" || c == " " || c == "\t") { return nil }
            text.append(c == "\t" ? " " : c)
            m += 1
        }
        return nil
    }

    /// The string `#keyPath(…)` stands for: its components joined by dots, without a leading
    /// type name (`Type.a.b` → `a.b`; a first component starting with an upper-case letter is a
    /// type, as Swift's own key paths name their root). nil: not a plain property path.
    static func keyPathString(_ path: String) -> String? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isIdentifierCharacter) && !$0.first!.isNumber }) else { return nil }
        let properties = parts.count > 1 && parts[0].first!.isUppercase ? Array(parts.dropFirst()) : parts
        return properties.joined(separator: ".")
    }

    /// The next identifier in `line` from `k` (skipping spaces), and where it ends.
    static func identifier(in line: [Character], from k: Int, limit: Int) -> (String, Int)? {
        var j = k
        while j < limit, line[j] == " " || line[j] == "\t" { j += 1 }
        let s = j
        while j < limit, isIdentifierCharacter(line[j]) { j += 1 }
        return j > s ? (String(line[s..<j]), j) : nil
    }

    /// Whether `word` starts at `k` in code, as a whole token.
    static func token(_ word: String, in line: [Character], _ mask: [Bool], at k: Int) -> Bool {
        let w = Array(word)
        guard k + w.count <= line.count, k >= 0 else { return false }
        for n in 0..<w.count where line[k + n] != w[n] || !mask[k + n] { return false }
        if k + w.count < line.count, isIdentifierCharacter(line[k + w.count]) { return false }
        if k > 0, isIdentifierCharacter(line[k - 1]) || (!w[0].isLetter && line[k - 1] == w[0]) { return false }
        return true
    }

    static func replace(_ line: inout [Character], _ mask: inout [Bool], _ range: Range<Int>, with text: String, pad: Bool) {
        var new = Array(text)
        if pad, new.count < range.count { new += Array(repeating: " ", count: range.count - new.count) }
        if new.count == range.count {
            // In place: a line of 100,000 blanked attributes stays linear.
            for (n, ch) in new.enumerated() { line[range.lowerBound + n] = ch; mask[range.lowerBound + n] = true }
            return
        }
        line.replaceSubrange(range, with: new)
        mask.replaceSubrange(range, with: Array(repeating: true, count: new.count))
    }

    /// What `@Entry` needs from the lines before: the latest extension seen (its type and access
    /// level: a `public extension`'s members are public) and an `@Entry` alone on its line,
    /// waiting for its `var` on the next line of code.
    struct EntryContext {
        var name = ""
        var access = ""
        var pendingEntry = false
    }

    static func transformLine(_ line: inout [Character], _ mask: inout [Bool], imports: inout [String], currentExtension: inout EntryContext) {
        var first = 0
        while first < line.count, line[first] == " " || line[first] == "\t" { first += 1 }
        guard first < line.count, mask[first] else { return }
        // Imports: `[@attr ]import [kind ]Module[.Sub]`.
        var k = first
        while k < line.count, line[k] == "@" {
            guard let (_, e) = identifier(in: line, from: k + 1, limit: line.count) else { break }
            k = e
            while k < line.count, line[k] == " " || line[k] == "\t" { k += 1 }
        }
        if token("import", in: line, mask, at: k) {
            var j = k + 6
            var declarationKind = false
            if let (word, e) = identifier(in: line, from: j, limit: line.count),
               ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(word) { j = e; declarationKind = true }
            if let (module, e) = identifier(in: line, from: j, limit: line.count) {
                imports.append(module)
                if module == "SwiftUI" || module == "SwiftUICore" || accordModules.contains(module) {
                    // A submodule (`import os.log`, `import UIKit.UIGestureRecognizerSubclass`) is
                    // part of what Accord provides: the whole path becomes `Accord`. A declaration
                    // import (`import struct SwiftUI.Color`) keeps its declaration's name.
                    var end = e
                    while !declarationKind, end < line.count, line[end] == ".",
                          let (_, next) = identifier(in: line, from: end + 1, limit: line.count) { end = next }
                    let followedBySpace = end == line.count || line[end] == " " || line[end] == "\t"
                    replace(&line, &mask, (e - module.count)..<end, with: "Accord", pad: followedBySpace)
                } else if module == "Foundation" && e == line.count {
                    // On Apple platforms Foundation brings Combine's names (ObservableObject,
                    // @Published): a model file importing only Foundation uses them.
                    line += Array("; import Accord")
                    mask += Array(repeating: true, count: 15)
                } else if module == "CoreGraphics" {
                    replace(&line, &mask, (e - module.count)..<e, with: "Foundation", pad: false)
                } else if providedModules.contains(module) {
                    line.insert(contentsOf: "// ", at: first)
                    mask.insert(contentsOf: [false, false, false], at: first)
                }
            }
            return
        }
        // Conditional compilation: an iOS build.
        if line[first] == "#", token("#if", in: line, mask, at: first) || token("#elseif", in: line, mask, at: first) {
            var j = first + 3
            while j < line.count {
                if mask[j], isIdentifierCharacter(line[j]), j == 0 || !isIdentifierCharacter(line[j - 1]),
                   let (name, e) = identifier(in: line, from: j, limit: line.count) {
                    if ["os", "canImport", "targetEnvironment"].contains(name),
                       let (value, end) = conditionArgument(in: line, mask, from: e),
                       let answer = platformAnswer(name, value) {
                        replace(&line, &mask, j..<end, with: answer ? "true" : "false", pad: true)
                        j += answer ? 4 : 5
                        continue
                    }
                    j = e
                    continue
                }
                j += 1
            }
            return
        }
        // `extension EnvironmentValues` (for @Entry); the latest one seen on a line start.
        if token("extension", in: line, mask, at: first) || ((token("public", in: line, mask, at: first) || token("private", in: line, mask, at: first) || token("fileprivate", in: line, mask, at: first) || token("internal", in: line, mask, at: first)) && line.count > first + 6) {
            var j = first
            var access = ""
            if !token("extension", in: line, mask, at: j), let (word, e) = identifier(in: line, from: j, limit: line.count) {
                access = word
                j = e
                while j < line.count, line[j] == " " { j += 1 }
            }
            if token("extension", in: line, mask, at: j), let (name, _) = identifier(in: line, from: j + 9, limit: line.count) {
                currentExtension = EntryContext(name: name, access: access)
            }
        }
        // Module-qualified names (`SwiftUI.Color`, `SwiftData.Schema`): the module is Accord.
        var q = first
        var grown = 0
        while q < line.count {
            let ch = line[q]
            if mask[q], ch == "S" || ch == "U" || ch == "C" || ch == "O", q == 0 || (line[q - 1] != "." && !isIdentifierCharacter(line[q - 1])) {
                for module in qualifiedModules where token(module, in: line, mask, at: q) {
                    let end = q + module.count
                    if end < line.count, line[end] == "." {
                        // Spaces before it keep the columns (`SwiftData.` → `   Accord.`);
                        // only `UIKit.` grows by one (at most 1,000 times a line: linear).
                        let padded = String(repeating: " ", count: max(0, module.count - 6)) + "Accord"
                        if padded.count == module.count || grown < 1000 {
                            if padded.count != module.count { grown += 1 }
                            replace(&line, &mask, q..<end, with: padded, pad: false)
                            q += padded.count - 1
                        }
                    }
                    break
                }
            }
            q += 1
        }
        // Attributes that are macros or entry points: blanked in place.
        var j = first
        while j < line.count {
            if line[j] == "@", mask[j] {
                for attribute in blankedAttributes where token(attribute, in: line, mask, at: j) {
                    var end = j + attribute.count
                    // `@objc(name:)`, `@MainActor(unsafe)`: the argument goes too.
                    if attribute == "@objc" || attribute == "@MainActor", end < line.count, line[end] == "(", mask[end],
                       let close = line[end...].prefix(120).firstIndex(of: ")"), mask[close] {
                        end = close + 1
                    }
                    // `{ @MainActor in …}`: a closure with no parameters loses its `in` too.
                    if attribute == "@MainActor" {
                        var m = end
                        while m < line.count, line[m] == " " { m += 1 }
                        var b = j - 1
                        while b >= 0, b > j - 40, line[b] == " " || line[b] == "\t" { b -= 1 }
                        if b >= 0, line[b] == "{", mask[b], token("in", in: line, mask, at: m) { end = m + 2 }
                    }
                    replace(&line, &mask, j..<end, with: "", pad: true)
                }
                if token("@Entry", in: line, mask, at: j), let keyProtocol = entryKeyProtocol[currentExtension.name] {
                    // `@Entry` alone on its line (the `var` on the next): blanked here, the next
                    // line of code is rewritten.
                    var rest = j + 6
                    while rest < line.count, !mask[rest] || line[rest] == " " || line[rest] == "\t" { rest += 1 }
                    if rest == line.count {
                        replace(&line, &mask, j..<(j + 6), with: "", pad: true)
                        currentExtension.pendingEntry = true
                        return
                    }
                    rewriteEntry(&line, &mask, at: j, attributeLength: 6, context: currentExtension, keyProtocol: keyProtocol)
                    return
                }
            }
            j += 1
        }
        if currentExtension.pendingEntry {
            currentExtension.pendingEntry = false
            var start = 0
            while start < line.count, line[start] == " " || line[start] == "\t" { start += 1 }
            if let keyProtocol = entryKeyProtocol[currentExtension.name] {
                rewriteEntry(&line, &mask, at: start, attributeLength: 0, context: currentExtension, keyProtocol: keyProtocol)
            }
        }
    }

    /// Attributes blanked in place (padded with spaces): macros Linux has no toolkit for
    /// (`@Previewable`; `@Observable` and `@ObservationIgnored` stay: they are the toolchain's
    /// Observation macros, which the live preview tracks), app entry points (`@main`,
    /// `@UIApplicationMain`, `@NSApplicationMain`: the preview's main is the generated one), what
    /// needs the Objective-C runtime (`@objc`, `@objc(name)`, `@objcMembers`: the methods stay
    /// plain Swift methods), and `@MainActor`: SwiftUI's `View` is main-actor isolated, Accord's
    /// is not (a preview runs on one thread), so a main-actor view model used from a view's body
    /// would otherwise be an isolation error; without the attribute it is a plain type.
    static let blankedAttributes = ["@main", "@Previewable", "@UIApplicationMain",
                                    "@NSApplicationMain", "@objc", "@objcMembers", "@MainActor"]

    static let entryKeyProtocol = ["EnvironmentValues": "EnvironmentKey", "FocusedValues": "FocusedValueKey",
                                   "Transaction": "TransactionKey", "ContainerValues": "ContainerValueKey"]

    /// `(Name)` or `(Name, _version: …)` after a condition's name: the name and the end of `)`.
    /// Looks at most 80 characters ahead (the transform stays linear).
    static func conditionArgument(in line: [Character], _ mask: [Bool], from k: Int) -> (String, Int)? {
        var j = k
        while j < line.count, line[j] == " " { j += 1 }
        guard j < line.count, line[j] == "(", mask[j] else { return nil }
        guard let (value, e) = identifier(in: line, from: j + 1, limit: line.count) else { return nil }
        var m = e
        let limit = min(line.count, e + 80)
        // Only `, _version: 1.2` style arguments may follow the name.
        while m < limit, line[m] != ")" {
            let ch = line[m]
            guard mask[m], isIdentifierCharacter(ch) || ch == " " || ch == "," || ch == ":" || ch == "." else { return nil }
            m += 1
        }
        guard m < limit else { return nil }
        return (value, m + 1)
    }

    /// What Xcode's iOS-simulator debug build answers for a platform condition (nil: leave it).
    static func platformAnswer(_ condition: String, _ value: String) -> Bool? {
        switch condition {
        case "os": return value == "iOS"
        case "targetEnvironment": return value == "simulator"
        case "canImport":
            if importableOnIOS.contains(value) { return true }
            if notImportableOnIOS.contains(value) || ProjectFrameworks.unavailable(value) { return false }
            return nil
        default: return nil
        }
    }

    /// `@Entry [modifiers] var name[: Type][ = value…]` → on the same line, a computed property
    /// over a generated key whose default is a static stored property holding `value` (which may
    /// continue on the following lines unchanged).
    static func rewriteEntry(_ line: inout [Character], _ mask: inout [Bool], at k: Int, attributeLength: Int,
                             context: EntryContext, keyProtocol: String) {
        let extensionName = context.name
        var j = k + attributeLength
        var modifiers: [String] = []
        var name = ""
        while let (word, e) = identifier(in: line, from: j, limit: line.count) {
            j = e
            if word == "var" || word == "let" {
                guard let (n, e2) = identifier(in: line, from: j, limit: line.count) else { return }
                name = n; j = e2
                break
            }
            modifiers.append(word)
            if modifiers.count > 4 { return }
        }
        // (A `#Preview` rewritten on this line is the preview's, not an entry.)
        guard !name.isEmpty, !name.hasPrefix("__accord") else { return }
        // Type: up to `=` at bracket depth 0, or the end of the line's code.
        var type = ""
        var valueStart: Int? = nil
        var m = j
        while m < line.count, line[m] == " " { m += 1 }
        var typeEnd = m
        if m < line.count, line[m] == ":", mask[m] {
            var depth = 0
            var t = m + 1
            while t < line.count, mask[t] {
                let ch = line[t]
                if ch == "<" || ch == "(" || ch == "[" { depth += 1 }
                else if ch == ">" || ch == ")" || ch == "]" { depth -= 1 }
                else if ch == "=", depth <= 0, !(t + 1 < line.count && line[t + 1] == "=") { break }
                t += 1
            }
            type = String(line[(m + 1)..<t]).trimmingCharacters(in: .whitespaces)
            typeEnd = t
            if t < line.count, line[t] == "=", mask[t] { valueStart = t + 1 }
        } else if m < line.count, line[m] == "=", mask[m] {
            valueStart = m + 1
        }
        if valueStart == nil && type.isEmpty { return }
        let accessWords = modifiers.filter { ["public", "internal", "fileprivate", "private", "package"].contains($0) }
        let access = accessWords.isEmpty ? "" : accessWords.joined(separator: " ") + " "
        // A key's requirement is as visible as the key (a private key's member stays unmarked);
        // in a `public extension` an unmarked member, the key with it, is public.
        let inherited = accessWords.isEmpty && ["public", "package"].contains(context.access) ? context.access + " " : ""
        let inner = accessWords.contains("public") || accessWords.contains("package") ? access : inherited
        let key = "__AccordEntry_\(name)", storage = "__accordEntryDefault_\(name)"
        let propertyType = type.isEmpty ? "\(key).Value" : type
        var text = access + "var \(name): \(propertyType) { get { self[\(key).self] } set { self[\(key).self] = newValue } }; "
        if keyProtocol == "FocusedValueKey" {
            let wrapped = type.hasSuffix("?") ? String(type.dropLast()) : type
            text += access + "struct \(key): \(keyProtocol) { typealias Value = \(wrapped.isEmpty ? "Never" : wrapped) }"
            if valueStart != nil { text += "; " + access + "static let \(storage) = " }
        } else if type.isEmpty {
            text += access + "struct \(key): \(keyProtocol) { " + inner + "static let defaultValue = \(extensionName).\(storage) }; " + access + "static let \(storage) = "
        } else {
            text += access + "struct \(key): \(keyProtocol) { " + inner + "static var defaultValue: \(type) { \(extensionName).\(storage) } }; " + access + "static let \(storage): \(type) ="
            if valueStart == nil { text += " nil" }
        }
        replace(&line, &mask, k..<(valueStart ?? typeEnd), with: text, pad: false)
    }

    var mainFile: String {
        "@_spi(AccordPreview) import Accord\nAccordPreviewRunner.main(previews: [\(previews.joined(separator: ", "))])\n" + PreviewLocaleShim.source
    }
}
