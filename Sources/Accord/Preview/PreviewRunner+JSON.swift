import Foundation
import AccordLayout

/// JSON for `trace --json`, written without recursion (a tree of any depth cannot overflow
/// the stack) and with keys in a fixed order. JSON has no infinity: ∞ and NaN are written as
/// the strings "inf", "-inf", "nan".
enum JSONWriter {
    static func trace(name: String, canvas: CGSize, root: LayoutNode, pass: LayoutPass) -> String {
        var out = "{\"canvas\":[\(num(canvas.width)),\(num(canvas.height))],\"name\":\(string(name)),\"root\":"
        // Each stack entry: a node still to open, or the text that closes one.
        enum Step { case open(LayoutNode, first: Bool), close }
        var stack: [Step] = [.open(root, first: true)]
        while let step = stack.popLast() {
            switch step {
            case .close:
                out += "]}"
            case .open(let n, let first):
                if !first { out += "," }
                let f = pass.pixelFrame(n)
                out += "{\"frame\":[\(num(f.minX)),\(num(f.minY)),\(num(f.width)),\(num(f.height))]"
                if let id = n.identifier { out += ",\"id\":\(string(id))" }
                if let pp = n.placedProposal { out += ",\"placedWith\":[\(opt(pp.width)),\(opt(pp.height))]" }
                out += ",\"proposals\":["
                out += n.trace.map { p, s in "{\"answered\":[\(num(s.width)),\(num(s.height))],\"proposed\":[\(opt(p.width)),\(opt(p.height))]}" }
                    .joined(separator: ",")
                out += "],\"view\":\(string(n.label)),\"children\":["
                stack.append(.close)
                let children = n.children.filter(\.isPlaced)
                for (i, c) in children.enumerated().reversed() { stack.append(.open(c, first: i == 0)) }
            }
        }
        return out + "}"
    }

    static func num(_ v: CGFloat) -> String {
        guard v.isFinite else { return v.isNaN ? "\"nan\"" : (v > 0 ? "\"inf\"" : "\"-inf\"") }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(Double(v))"
    }

    static func opt(_ v: CGFloat?) -> String { v.map(num) ?? "null" }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func string(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where c.value < 0x20:
                out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
