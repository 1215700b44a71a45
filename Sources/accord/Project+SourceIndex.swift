import Foundation

/// A lexical index of a target's Swift files: what each file declares (types at any depth,
/// top-level functions and variables, the types it extends and the members its extensions add)
/// and the identifiers its code uses. It is read from the text alone (comments and string
/// literals blanked, string interpolations kept as code), with no parsing beyond braces and
/// declaration keywords, so it is fast and never fails; it over-approximates (a word is "used"
/// wherever it appears), which only makes a closure larger, never wrong.
///
/// Entries are cached per file in memory and in the compile cache (`index/`), keyed by the
/// file's path, size and modification time.
struct SourceIndex {
    struct Entry: Codable, Equatable {
        /// Types (struct, class, enum, actor, protocol, typealias) declared at the top level.
        var types: [String] = []
        /// Functions, variables and constants declared at the top level.
        var globals: [String] = []
        /// Names of the types the file extends (every component of `extension A.B`).
        var extended: [String] = []
        /// Protocols the file's extensions add (`extension A: P, Q`).
        var conformances: [String] = []
        /// Members (func, var, let, case, nested types) declared inside extensions, as
        /// `Extended.member` (the extended type's last name component).
        var extensionMembers: [String] = []
        /// Members (nested types too) declared inside any type or extension (for "has no member" look-ups).
        var members: [String] = []
        /// Every identifier of the code.
        var words: [String] = []
        /// Modules the file imports.
        var imports: [String] = []
        /// Identifiers used as members (right after a `.`: `.cardStyle()`, `Color.brand`).
        var dotted: [String] = []
        /// FNV-1a of the file's text.
        var hash: UInt64 = 0
    }

    nonisolated(unsafe) static var memory: [String: (stamp: String, entry: Entry)] = [:]
    /// `memory` is shared by the gallery's parallel renders: one at a time.
    static let memoryLock = NSLock()

    /// The index entry of `url` (nil when it cannot be read).
    static func entry(for url: URL) -> Entry? {
        let path = url.standardizedFileURL.path
        let attrs = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = "\(version)-\((attrs?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)-\(attrs?[.size] ?? 0)"
        if let m = memoryLock.withLock({ memory[path] }), m.stamp == stamp { return m.entry }
        let dir = CompileCache.shared.root.appendingPathComponent("index")
        let file = dir.appendingPathComponent(String(PreviewCompiler.fnv1a(path), radix: 16) + ".json")
        if attrs != nil, let data = FileManager.default.contents(atPath: file.path),
           let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.path == path, stored.stamp == stamp {
            memoryLock.withLock { memory[path] = (stamp, stored.entry) }
            return stored.entry
        }
        guard let text = PreviewCompiler.readText(url) else { return nil }
        let e = scan(text)
        memoryLock.withLock { memory[path] = (stamp, e) }
        if attrs != nil, let data = try? JSONEncoder().encode(Stored(path: path, stamp: stamp, entry: e)) {
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try? data.write(to: file, options: .atomic)
        }
        return e
    }

    private struct Stored: Codable { let path: String; let stamp: String; let entry: Entry }
    /// Changes whenever `scan` changes what it records (older cached entries are then ignored).
    static let version = "7"


    /// `text` with comments and the literal parts of strings replaced by spaces (line breaks
    /// kept); interpolations (`\(…)`) stay code.
    static func blanked(_ text: String) -> [UInt8] {
        let b = Array(text.utf8)
        var out = b
        var i = 0
        let n = b.count
        func blank(_ k: Int) { if out[k] != UInt8(ascii: "\n") { out[k] = UInt8(ascii: " ") } }
        // Code until an unbalanced `)` (inside an interpolation, `depth` > 0) or the end.
        func code(_ depth: Int) {
            var parens = 0
            while i < n {
                let c = b[i]
                if c == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "/") {
                    while i < n, b[i] != UInt8(ascii: "\n") { blank(i); i += 1 }
                } else if c == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "*") {
                    var level = 0
                    while i < n {
                        if b[i] == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "*") { level += 1; blank(i); blank(i + 1); i += 2; continue }
                        if b[i] == UInt8(ascii: "*"), i + 1 < n, b[i + 1] == UInt8(ascii: "/") {
                            level -= 1; blank(i); blank(i + 1); i += 2
                            if level == 0 { break }
                            continue
                        }
                        blank(i); i += 1
                    }
                } else if c == UInt8(ascii: "#") || c == UInt8(ascii: "\"") {
                    var hashes = 0
                    var j = i
                    while j < n, b[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
                    guard j < n, b[j] == UInt8(ascii: "\"") else { i = j > i ? j : i + 1; continue }
                    let multi = j + 2 < n && b[j + 1] == UInt8(ascii: "\"") && b[j + 2] == UInt8(ascii: "\"")
                    i = j + (multi ? 3 : 1)
                    string(hashes: hashes, multi: multi, depth: depth)
                } else if c == UInt8(ascii: "(") {
                    parens += 1; i += 1
                } else if c == UInt8(ascii: ")") {
                    if depth > 0 && parens == 0 { return }
                    parens -= 1; i += 1
                } else {
                    i += 1
                }
            }
        }
        func string(hashes: Int, multi: Bool, depth: Int) {
            while i < n {
                let c = b[i]
                if c == UInt8(ascii: "\\") {
                    var j = i + 1, h = 0
                    while h < hashes, j < n, b[j] == UInt8(ascii: "#") { h += 1; j += 1 }
                    if h == hashes, j < n, b[j] == UInt8(ascii: "("), depth < 16 {
                        for k in i...j { blank(k) }
                        i = j + 1
                        code(depth + 1)
                        if i < n { i += 1 }  // the interpolation's `)`
                        continue
                    }
                    blank(i); i += 1
                    if i < n, h == hashes { blank(i); i += 1 }
                    continue
                }
                if c == UInt8(ascii: "\"") {
                    let closeLength = multi ? 3 : 1
                    var ok = i + closeLength <= n
                    if ok { for k in 0..<closeLength where b[i + k] != UInt8(ascii: "\"") { ok = false } }
                    if ok {
                        var h = 0
                        while h < hashes, i + closeLength + h < n, b[i + closeLength + h] == UInt8(ascii: "#") { h += 1 }
                        if h == hashes { i += closeLength + hashes; return }
                    }
                }
                if !multi && c == UInt8(ascii: "\n") { return }  // an unterminated string ends at its line
                blank(i); i += 1
            }
        }
        code(0)
        return out
    }

    static let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "extension",
                                                   "func", "var", "let", "case", "associatedtype", "init"]

    /// The index entry of a file's text.
    static func scan(_ text: String) -> Entry {
        let b = blanked(text)
        enum Scope { case type, extensionBody, other }
        // Tokens: identifiers, and the punctuation that matters (`{`, `}`, `:`, `,`, `.`, `<`, `>`, `=`, `(`).
        var tokens: [(String, Bool)] = []  // (text, isIdentifier)
        var i = 0
        func isStart(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c >= 0x80 }
        func isPart(_ c: UInt8) -> Bool { isStart(c) || (c >= 48 && c <= 57) }
        while i < b.count {
            let c = b[i]
            if isStart(c) {
                let s = i
                while i < b.count, isPart(b[i]) { i += 1 }
                tokens.append((String(decoding: b[s..<i], as: UTF8.self), true))
                continue
            }
            if "{}:,.<>=(;@".utf8.contains(c) { tokens.append((String(UnicodeScalar(c)), false)) }
            i += 1
        }
        var e = Entry()
        var words = Set<String>()
        var types = Set<String>(), globals = Set<String>(), extended = Set<String>(), conformances = Set<String>()
        var extensionMembers = Set<String>(), members = Set<String>(), imports = Set<String>(), dotted = Set<String>()
        var stack: [Scope] = []
        var pending: Scope? = nil
        // The type each open extension extends (innermost last), and the one about to open.
        var extensionNames: [String] = []
        var pendingName = ""
        func addMember(_ name: String, _ inMembers: Bool, _ inExtension: Bool) {
            if inMembers { members.insert(name) }
            if inExtension, let owner = extensionNames.last { extensionMembers.insert(owner + "." + name) }
        }
        var t = 0
        while t < tokens.count {
            let (tok, ident) = tokens[t]
            if ident {
                words.insert(tok)
                if t > 0, tokens[t - 1].0 == "." { dotted.insert(tok) }
            }
            if tok == "import", stack.isEmpty, t + 1 < tokens.count {
                // (`import struct Module.Name`: the module is the word after the kind.)
                var k = t + 1
                if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(tokens[k].0) { k += 1 }
                if k < tokens.count, tokens[k].1 { imports.insert(tokens[k].0) }
            }
            if !ident {
                if tok == "{" {
                    stack.append(pending ?? .other)
                    if pending == .extensionBody { extensionNames.append(pendingName) }
                    pending = nil
                } else if tok == "}" {
                    if stack.popLast() == .extensionBody { _ = extensionNames.popLast() }
                    pending = nil
                }
                t += 1
                continue
            }
            // (Not `.case`, nor `import class UIKit.UIApplication`.)
            guard declarationKeywords.contains(tok), t == 0 || (tokens[t - 1].0 != "." && tokens[t - 1].0 != "import") else { t += 1; continue }
            let inner = stack.last
            // A `private`/`fileprivate` top-level declaration is not visible in other files.
            var hidden = false
            var back = t - 1
            while back >= 0, back >= t - 6, tokens[back].1 {
                let word = tokens[back].0
                if word == "private" || word == "fileprivate" { hidden = true; break }
                if !["final", "public", "internal", "open", "static", "indirect", "nonisolated", "package"].contains(word) { break }
                back -= 1
            }
            let inMembers = inner == .type || inner == .extensionBody
            let inExtension = stack.contains(.extensionBody) && inMembers
            let next = t + 1 < tokens.count && tokens[t + 1].1 ? tokens[t + 1].0 : nil
            switch tok {
            case "struct", "class", "enum", "actor", "protocol":
                // (`class func`, `class var`: a member, not a type.)
                if let name = next, !declarationKeywords.contains(name) {
                    if stack.isEmpty, !hidden { types.insert(name) }
                    addMember(name, inMembers, inExtension)
                    pending = .type
                }
            case "typealias", "associatedtype":
                if let name = next {
                    if stack.isEmpty, !hidden { types.insert(name) }
                    addMember(name, inMembers, inExtension)
                }
            case "extension":
                var k = t + 1
                var afterColon = false
                while k < tokens.count, tokens[k].0 != "{", k < t + 64 {
                    let (w, isWord) = tokens[k]
                    if w == "where" { break }
                    if w == ":" { afterColon = true }
                    if isWord {
                        if afterColon { conformances.insert(w) } else { extended.insert(w); pendingName = w }
                    }
                    k += 1
                }
                pending = .extensionBody
            case "init":
                // (An extension's initializer, `extension AppStorage { init(wrappedValue:_ key: StorageKey…) }`,
                // is `AppStorage.init`: code naming the type may call it.)
                addMember("init", inMembers, inExtension)
                pending = .other
            case "func":
                if let name = next {
                    if stack.isEmpty, !hidden { globals.insert(name) }
                    addMember(name, inMembers, inExtension)
                }
                pending = .other
            case "var", "let", "case":
                if let name = next, name != "let", name != "var" {
                    if stack.isEmpty, tok != "case", !hidden { globals.insert(name) }
                    addMember(name, inMembers, inExtension)
                }
                // (`case a, b`: the other names of an enum's case list.)
                if tok == "case", inMembers {
                    var k = t + 2
                    while k + 1 < tokens.count, tokens[k].0 == ",", tokens[k + 1].1 {
                        addMember(tokens[k + 1].0, inMembers, inExtension)
                        k += 2
                    }
                }
            default: break
            }
            t += 1
        }
        e.types = types.sorted(); e.globals = globals.sorted(); e.extended = extended.sorted()
        e.conformances = conformances.sorted(); e.extensionMembers = extensionMembers.sorted(); e.members = members.sorted()
        e.words = words.sorted()
        e.imports = imports.sorted()
        e.dotted = dotted.sorted()
        e.hash = PreviewCompiler.fnv1a(text)
        return e
    }
}
