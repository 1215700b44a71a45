import Foundation

/// Core Data's `@NSManaged`, which needs the Objective-C runtime (Core Data makes the accessors
/// at run time). Each one becomes, on its own line, code Accord's `NSManagedObject` runs:
/// - `@NSManaged public var title: String?` → `public var title: String? { get {
///   _accordManagedValue(forKey: "title") } set { setValue(newValue, forKey: "title") } }`
///   (the object's values, `value(forKey:)`; a relationship's inverse is kept in step);
/// - Xcode's generated relationship accessors, `@NSManaged public func addToItems(_ value: Item)`
///   and its `removeFrom…`, `insertInto…(_:at:)`, `removeFrom…(at:)`, `replace…(at:with:)`
///   siblings → the same declaration with a body that changes the relationship `items`.
/// The attribute may stand alone on the line before. Lines keep their number; anything the
/// rewrite does not recognise is left for the compiler (whose message then names the line).
/// `code` (the text with comments and string literals blanked) gets the same rewrite, its
/// string literals blanked, so it stays column for column the text's.
extension PreviewSource {
    static func rewriteNSManaged(_ lines: inout [String], code: inout [String]) {
        var pending: Int? = nil  // `@NSManaged` alone on line `pending`
        for n in lines.indices {
            let text = Array(lines[n])
            let mask = n < code.count ? Array(code[n]) : []
            guard let at = managedAttribute(in: text, mask) ?? (pending != nil ? firstCodeColumn(text) : nil) else {
                if !lines[n].trimmingCharacters(in: .whitespaces).isEmpty { pending = nil }
                continue
            }
            let isAttributeHere = managedAttribute(in: text, mask) != nil
            var chars = text
            if isAttributeHere { for k in at..<(at + 10) { chars[k] = " " } }
            // The code after the attribute, without a trailing comment.
            let restStart = isAttributeHere ? at + 10 : at
            var restEnd = chars.count
            for k in restStart..<chars.count where k < mask.count && mask[k] == " " && chars[k] == "/" && k + 1 < chars.count && chars[k + 1] == "/" {
                restEnd = k; break
            }
            let rest = String(chars[restStart..<restEnd]).trimmingCharacters(in: .whitespaces)
            if rest.isEmpty {
                pending = n
                lines[n] = String(chars)
                if n < code.count { code[n] = String(repeating: " ", count: chars.count) == code[n] ? code[n] : blankedAttribute(code[n], at) }
                continue
            }
            pending = nil
            guard let replacement = managedDeclaration(rest) else { continue }
            lines[n] = String(chars[..<restStart]) + " " + replacement + String(chars[restEnd...])
            if n < code.count {
                let codeChars = Array(code[n])
                let head = String(codeChars[..<min(restStart, codeChars.count)])
                let tail = restEnd < codeChars.count ? String(codeChars[restEnd...]) : ""
                code[n] = (isAttributeHere ? blankedAttribute(head, at) : head) + " " + blankingStrings(replacement) + tail
            }
        }
    }

    /// `line` with the 10 characters of `@NSManaged` at `at` blanked.
    private static func blankedAttribute(_ line: String, _ at: Int) -> String {
        var c = Array(line)
        for k in at..<min(at + 10, c.count) { c[k] = " " }
        return String(c)
    }

    /// Generated code with its string literals' contents and quotes blanked (it has no escapes).
    private static func blankingStrings(_ s: String) -> String {
        var inString = false
        return String(s.map { ch -> Character in
            if ch == "\"" { inString.toggle(); return " " }
            return inString ? " " : ch
        })
    }

    /// The column of `@NSManaged` in code on this line (a whole token).
    private static func managedAttribute(in line: [Character], _ mask: [Character]) -> Int? {
        let word = Array("@NSManaged")
        guard line.count >= word.count else { return nil }
        for k in 0...(line.count - word.count) where line[k] == "@" && k < mask.count && mask[k] == "@" {
            if Array(line[k..<(k + word.count)]) == word,
               k + word.count == line.count || !isIdentifierCharacter(line[k + word.count]) { return k }
        }
        return nil
    }

    private static func firstCodeColumn(_ line: [Character]) -> Int? {
        line.firstIndex { $0 != " " && $0 != "\t" }
    }

    /// The accessor-backed declaration for `[modifiers] var name: Type` or a generated
    /// relationship accessor `[modifiers] func …(…)`; nil when it is neither.
    static func managedDeclaration(_ rest: String) -> String? {
        if rest.range(of: #"^((?:[\w()]+\s+)*)var\s+(\w+)\s*:\s*(.+?)\s*$"#, options: .regularExpression) != nil {
            let ns = rest as NSString
            let re = try! NSRegularExpression(pattern: #"^((?:[\w()]+\s+)*)var\s+(\w+)\s*:\s*(.+?)\s*$"#)
            guard let match = re.firstMatch(in: rest, range: NSRange(location: 0, length: ns.length)) else { return nil }
            let modifiers = ns.substring(with: match.range(at: 1))
            let name = ns.substring(with: match.range(at: 2))
            let type = ns.substring(with: match.range(at: 3))
            // (`var a: Int = 0` and `var a: Int { … }` are not Core Data's.)
            guard !type.contains("=") && !type.contains("{") && !type.contains(",") else { return nil }
            let key = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
            return "\(modifiers)var \(name): \(type) { get { _accordManagedValue(forKey: \"\(key)\") } set { setValue(newValue, forKey: \"\(key)\") } }"
        }
        let re = try! NSRegularExpression(pattern: #"^((?:[\w()]+\s+)*)func\s+(\w+)\s*\((.*)\)\s*$"#)
        let ns = rest as NSString
        guard let match = re.firstMatch(in: rest, range: NSRange(location: 0, length: ns.length)) else { return nil }
        let name = ns.substring(with: match.range(at: 2))
        let parameters = ns.substring(with: match.range(at: 3)).split(separator: ",").map { part -> (label: String, name: String) in
            let words = part.split(separator: ":")[0].split(separator: " ").map(String.init)
            return (words.first ?? "", words.last ?? "")
        }
        guard let body = relationshipBody(function: name, parameters) else { return nil }
        return rest + " { " + body + " }"
    }

    /// The body of a generated relationship accessor (`addToItems(_ value:)` → add to `items`).
    static func relationshipBody(function: String, _ parameters: [(label: String, name: String)]) -> String? {
        func key(after prefix: String) -> String? {
            guard function.hasPrefix(prefix), function.count > prefix.count else { return nil }
            let rest = function.dropFirst(prefix.count)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        let first = parameters.first?.name ?? ""
        let second = parameters.count > 1 ? parameters[1].name : ""
        let atIndex = parameters.first?.label == "at"
        if let k = key(after: "addTo"), parameters.count == 1 {
            return "_accordAdd(\(first), toRelationship: \"\(k)\")"
        }
        if let k = key(after: "removeFrom"), parameters.count == 1 {
            if atIndex {
                return "for i in \(indexList(first)).sorted().reversed() { _accordRemove(at: i, fromRelationship: \"\(k)\") }"
            }
            return "_accordRemove(\(first), fromRelationship: \"\(k)\")"
        }
        if let k = key(after: "insertInto"), parameters.count == 2 {
            if parameters[1].name.isEmpty { return nil }
            return "var __k = 0; for i in \(indexList(second)) { let list = \(first) as Any; if let o = list as? NSManagedObject { _accordInsert(o, intoRelationship: \"\(k)\", at: i) } else if let a = list as? [NSManagedObject], __k < a.count { _accordInsert(a[__k], intoRelationship: \"\(k)\", at: i) }; __k += 1 }"
        }
        if let k = key(after: "replace"), parameters.count == 2, atIndex {
            return "var __k = 0; for i in \(indexList(first)) { let list = \(second) as Any; let o = (list as? NSManagedObject) ?? ((list as? [NSManagedObject]).flatMap { __k < $0.count ? $0[__k] : nil }); if let o { _accordRemove(at: i, fromRelationship: \"\(k)\"); _accordInsert(o, intoRelationship: \"\(k)\", at: i) }; __k += 1 }"
        }
        return nil
    }

    /// An index or an index set as a list of indexes.
    private static func indexList(_ name: String) -> String {
        "((\(name) as Any as? Int).map { [$0] } ?? ((\(name) as Any as? IndexSet).map { Array($0) } ?? ((\(name) as Any as? NSIndexSet).map { Array($0 as IndexSet) } ?? [])))"
    }
}
