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
        // Byte by byte over the UTF-8 (a live preview's SVG of some hundred KB goes through
        // here at every update): runs that need no escape are copied whole.
        var s = s
        return s.withUTF8 { bytes -> String in
            var out: [UInt8] = [34]
            out.reserveCapacity(bytes.count + bytes.count / 8 + 2)
            var run = 0
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                if b >= 0x20, b != 34, b != 92 { i += 1; continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                switch b {
                case 34: out += [92, 34]
                case 92: out += [92, 92]
                case 10: out += [92, 110]
                case 13: out += [92, 114]
                case 9: out += [92, 116]
                default: out += Array(String(format: "\\u%04x", UInt32(b)).utf8)
                }
                i += 1
                run = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<n]))
            out.append(34)
            return String(decoding: out, as: UTF8.self)
        }
    }
}
