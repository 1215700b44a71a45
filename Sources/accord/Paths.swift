import Foundation

/// Path arithmetic on the user's paths. Swift 6.3.1's Foundation traps in
/// `NSString.deletingLastPathComponent` on a one-character path (`x`, `.`, a space): `accord
/// render V.swift -o x` crashed with SIGILL. So the folder of a path is computed here.
enum Paths {
    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it: "a/b" → "a",
    /// "/a" → "/", "a" → "", "a/b/" → "a", "/" → "/".
    static func parent(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard p != "/" else { return "/" }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        var head = p[..<slash]
        while head.hasSuffix("/") { head = head.dropLast() }
        return head.isEmpty ? "/" : String(head)
    }
}
