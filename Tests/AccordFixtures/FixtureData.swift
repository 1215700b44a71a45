import Foundation

/// Layout fixtures as data (issue 19): each a named scene in a small SwiftUI-shaped language,
/// its canvas, the frames real SwiftUI (or an unambiguous rule) gives its identified views, and
/// where those numbers come from. One file (`Tests/Fixtures/layout.fixtures`) is read by both
/// runners: `AccordLayoutTests` builds the scene as engine nodes with the fixed-metric measurer
/// (no Pango, no Cairo, no DSL), `AccordTests` builds it as Accord views — so each fixture checks
/// the engine alone and the whole path from view to frame.
///
/// The file: fixtures separated by lines starting `===` followed by the name; then
/// `source:`, `canvas: WxH`, optional `tolerance:`, `scene:` (the rest of the lines up to the
/// first `expect:`) and one `expect: id x:minX–maxX y:minY–maxY` line per identified view.
/// `//` starts a comment line. The scene: a view, then modifiers — `hstack(alignment: top,
/// spacing: 0) { … }`, `color`, `text("ab cd")`, `spacer(minLength: 8)`, `circle`, and
/// `.frame(width: 10, height: 10)`, `.frame(maxWidth: inf, alignment: leading)`,
/// `.padding(16)`, `.fixedSize()`, `.layoutPriority(1)`, `.offset(x: 5, y: 5)`,
/// `.lineLimit(1)`, `.aspectRatio(2, fit)`, `#id` (the view's identifier).
public struct FixtureData: Sendable, CustomStringConvertible {
    public let name: String
    public let source: String
    public let canvas: CGSize
    public let scene: SceneView
    public let expected: [(id: String, frame: CGRect)]
    /// Points of tolerance (seed measurements are exact to 0.01).
    public let tolerance: CGFloat
    public var description: String { name }

    /// The fixtures of `Tests/Fixtures/layout.fixtures`.
    public static func all() throws -> [FixtureData] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/layout.fixtures")
        return try parse(String(contentsOf: url, encoding: .utf8))
    }

    public static func parse(_ text: String) throws -> [FixtureData] {
        var out: [FixtureData] = []
        var blocks: [(String, [String])] = []
        for raw in text.components(separatedBy: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") { continue }
            if line.hasPrefix("===") {
                blocks.append((line.dropFirst(3).trimmingCharacters(in: .whitespaces), []))
            } else if !line.isEmpty, !blocks.isEmpty {
                blocks[blocks.count - 1].1.append(line)
            }
        }
        for (name, lines) in blocks {
            var source = "", canvas = CGSize.zero, tolerance: CGFloat = 0.01
            var sceneText = "", expected: [(String, CGRect)] = [], inScene = false
            for line in lines {
                if line.hasPrefix("source:") { source = value(line); inScene = false }
                else if line.hasPrefix("canvas:") {
                    let p = value(line).split(separator: "x").compactMap { Double($0) }
                    guard p.count == 2 else { throw FixtureError.bad(name, "canvas: \(line)") }
                    canvas = CGSize(width: p[0], height: p[1]); inScene = false
                } else if line.hasPrefix("tolerance:") { tolerance = CGFloat(Double(value(line)) ?? 0.01); inScene = false }
                else if line.hasPrefix("scene:") { sceneText = value(line); inScene = true }
                else if line.hasPrefix("expect:") { expected.append(try frame(value(line), name)); inScene = false }
                else if inScene { sceneText += "\n" + line }
                else { throw FixtureError.bad(name, "unexpected line: \(line)") }
            }
            var parser = SceneParser(sceneText, fixture: name)
            let scene = try parser.parseScene()
            out.append(FixtureData(name: name, source: source, canvas: canvas, scene: scene, expected: expected, tolerance: tolerance))
        }
        return out
    }

    private static func value(_ line: String) -> String {
        String(line[line.index(after: line.firstIndex(of: ":")!)...]).trimmingCharacters(in: .whitespaces)
    }

    /// `id x:36–46 y:5–15` (seed 003's format; `-` for the dash also accepted between numbers).
    private static func frame(_ s: String, _ fixture: String) throws -> (String, CGRect) {
        let parts = s.split(separator: " ")
        func range(_ p: Substring, _ axis: String) throws -> (CGFloat, CGFloat) {
            guard p.hasPrefix(axis + ":") else { throw FixtureError.bad(fixture, "expect: \(s)") }
            let body = p.dropFirst(2).replacingOccurrences(of: "–", with: " ")
            // "a b" after replacing the en dash; a plain hyphen between two numbers also splits.
            let nums = body.split(separator: " ").compactMap { Double($0) }
            guard nums.count == 2 else { throw FixtureError.bad(fixture, "expect: \(s)") }
            return (CGFloat(nums[0]), CGFloat(nums[1]))
        }
        guard parts.count == 3 else { throw FixtureError.bad(fixture, "expect: \(s)") }
        let x = try range(parts[1], "x"), y = try range(parts[2], "y")
        return (String(parts[0]), CGRect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0))
    }
}

public enum FixtureError: Error, CustomStringConvertible {
    case bad(String, String)
    public var description: String {
        switch self { case .bad(let f, let why): "fixture \(f): \(why)" }
    }
}

/// A scene's view: a primitive (`hstack`, `color`, `text`…), its arguments, its children (for
/// stacks) and the modifiers applied to it, in order.
public struct SceneView: Sendable {
    public var name: String
    public var args: [SceneArg]
    public var children: [SceneView]
    public var modifiers: [SceneModifier]
}

public struct SceneModifier: Sendable {
    /// The modifier's name (`frame`, `padding`…), or `#` for an identifier.
    public var name: String
    public var args: [SceneArg]
}

public struct SceneArg: Sendable {
    public var label: String?
    public var value: SceneValue
}

public enum SceneValue: Sendable, Equatable {
    case number(CGFloat)
    case word(String)
    case string(String)
    case none

    public var number: CGFloat? { if case .number(let n) = self { n } else if case .word("inf") = self { .infinity } else { nil } }
    public var word: String? { if case .word(let w) = self { w } else { nil } }
    public var string: String? { if case .string(let s) = self { s } else { nil } }
}

extension Array where Element == SceneArg {
    /// The argument labelled `label` (nil: the first unlabelled one).
    public subscript(_ label: String?) -> SceneValue? { first { $0.label == label }?.value }
    /// The unlabelled arguments, in order.
    public var positional: [SceneValue] { filter { $0.label == nil }.map(\.value) }
}

/// Reads a scene: `view := name ['(' args ')'] ['{' view* '}'] modifier*`,
/// `modifier := '.' name '(' args ')' | '#' word`.
struct SceneParser {
    let chars: [Character]
    var i = 0
    let fixture: String
    init(_ text: String, fixture: String) {
        chars = Array(text)
        self.fixture = fixture
    }

    mutating func parseScene() throws -> SceneView {
        let v = try view()
        skipSpace()
        guard i == chars.count else { throw error("unexpected '\(chars[i])'") }
        return v
    }

    func error(_ why: String) -> FixtureError { .bad(fixture, "scene: \(why) at \(i)") }

    mutating func skipSpace() { while i < chars.count, chars[i].isWhitespace { i += 1 } }
    mutating func peek() -> Character? { skipSpace(); return i < chars.count ? chars[i] : nil }
    mutating func expect(_ c: Character) throws {
        guard peek() == c else { throw error("expected '\(c)'") }
        i += 1
    }
    mutating func word() throws -> String {
        skipSpace()
        let start = i
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
        guard i > start else { throw error("expected a name") }
        return String(chars[start..<i])
    }

    mutating func view() throws -> SceneView {
        var v = SceneView(name: try word(), args: [], children: [], modifiers: [])
        if peek() == "(" { v.args = try args() }
        if peek() == "{" {
            i += 1
            while peek() != "}" {
                guard peek() != nil else { throw error("unclosed '{'") }
                v.children.append(try view())
            }
            i += 1
        }
        while let c = peek(), c == "." || c == "#" {
            i += 1
            if c == "#" { v.modifiers.append(SceneModifier(name: "#", args: [SceneArg(label: nil, value: .string(try word()))])); continue }
            let name = try word()
            v.modifiers.append(SceneModifier(name: name, args: peek() == "(" ? try args() : []))
        }
        return v
    }

    mutating func args() throws -> [SceneArg] {
        try expect("(")
        var out: [SceneArg] = []
        while peek() != ")" {
            guard peek() != nil else { throw error("unclosed '('") }
            var label: String?
            var value = try self.value()
            if case .word(let w) = value, peek() == ":" {
                i += 1
                label = w
                value = try self.value()
            }
            out.append(SceneArg(label: label, value: value))
            if peek() == "," { i += 1 }
        }
        i += 1
        return out
    }

    mutating func value() throws -> SceneValue {
        guard let c = peek() else { throw error("expected a value") }
        if c == "\"" {
            i += 1
            let start = i
            while i < chars.count, chars[i] != "\"" { i += 1 }
            guard i < chars.count else { throw error("unclosed string") }
            defer { i += 1 }
            return .string(String(chars[start..<i]))
        }
        if c.isNumber || c == "-" {
            let start = i
            i += 1
            while i < chars.count, chars[i].isNumber || chars[i] == "." { i += 1 }
            guard let n = Double(String(chars[start..<i])) else { throw error("bad number") }
            return .number(CGFloat(n))
        }
        let w = try word()
        return w == "nil" ? .none : .word(w)
    }
}
