import Foundation
import AccordLayout

/// A colour set, resolved for light and dark appearances.
package struct AssetColor: Hashable, Sendable {
    package var light: RGBA
    package var dark: RGBA
    /// Notes on what could not be honoured exactly (unknown colour space…).
    package var notes: [String] = []
}

extension AssetCatalog {
    /// The colour set `name` (nil when the catalog has none, or it has no colour for an
    /// iPhone).
    package func color(_ name: String) -> AssetColor? {
        guard let entry = entry(name, kind: .color) else { return nil }
        return AssetCatalog.readColorSet(entry.folder)
    }

    /// Reads a `.colorset` folder: picks, per appearance, the best variant for an iPhone with
    /// an sRGB display (idiom `iphone` before `universal`; a `display-gamut: sRGB` variant
    /// before a `display-P3` one), and converts it to sRGB.
    package static func readColorSet(_ folder: URL) -> AssetColor? {
        guard let json = readJSON(folder.appendingPathComponent("Contents.json")),
              let variants = json["colors"] as? [[String: Any]] else { return nil }
        var notes: [String] = []
        func best(_ scheme: ColorScheme) -> RGBA? {
            var chosen: (rank: Int, color: RGBA)?
            for v in variants {
                guard let idiom = idiomRank(v), let look = appearanceRank(v, scheme),
                      let spec = v["color"] as? [String: Any] else { continue }
                let gamut: Int = (v["display-gamut"] as? String)?.lowercased() == "display-p3" ? 0 : 1
                let rank = look * 100 + idiom * 10 + gamut
                guard chosen == nil || rank > chosen!.rank else { continue }
                var n: [String] = []
                guard let c = resolveColor(spec, scheme, notes: &n) else { notes += n; continue }
                notes += n
                chosen = (rank, c)
            }
            return chosen?.color
        }
        guard let light = best(.light) else { return nil }
        return AssetColor(light: light, dark: best(.dark) ?? light, notes: notes)
    }

    /// One `"color"` dictionary: `color-space` + `components`, or a system colour by
    /// `reference` (`"platform": "ios", "reference": "systemBlueColor"`).
    static func resolveColor(_ spec: [String: Any], _ scheme: ColorScheme, notes: inout [String]) -> RGBA? {
        if let reference = spec["reference"] as? String {
            if let c = systemColor(reference, scheme) { return c }
            notes.append("system colour \"\(reference)\" is unknown to Accord (drawn grey)")
            return Color.gray.resolve(scheme)
        }
        guard let comps = spec["components"] as? [String: Any] else { return nil }
        let space = (spec["color-space"] as? String)?.lowercased() ?? "srgb"
        let alpha = component(comps["alpha"]) ?? 1
        if let white = component(comps["white"]) {
            // Grey spaces: gray-gamma-22 (and extended-gray) store luminance with gamma 2.2.
            let linear = pow(max(0, white), 2.2)
            let v = space.contains("linear") ? white : encodeSRGB(linear)
            return RGBA(v, v, v, alpha)
        }
        guard let r = component(comps["red"]), let g = component(comps["green"]), let b = component(comps["blue"]) else {
            return nil
        }
        switch space {
        case "srgb", "extended-srgb":
            return RGBA(r, g, b, alpha)
        case "extended-linear-srgb", "linear-srgb":
            return RGBA(encodeSRGB(r), encodeSRGB(g), encodeSRGB(b), alpha)
        case "display-p3", "extended-display-p3":
            let (sr, sg, sb) = displayP3ToSRGB(r, g, b)
            return RGBA(sr, sg, sb, alpha)
        default:
            notes.append("colour space \"\(space)\" is read as sRGB")
            return RGBA(r, g, b, alpha)
        }
    }

    /// A component as Xcode writes it: a string — `"0.502"` (floating point, 0–1), `"128"`
    /// (8-bit integer, 0–255) or `"0x80"` (8-bit hexadecimal) — or a JSON number (0–1).
    package static func component(_ value: Any?) -> Double? {
        if let s = value as? String {
            let t = s.trimmingCharacters(in: .whitespaces)
            if t.lowercased().hasPrefix("0x") {
                guard let v = Int(t.dropFirst(2), radix: 16) else { return nil }
                return Double(v) / 255
            }
            if t.contains(".") || t.lowercased().contains("e") { return Double(t) }
            guard let v = Int(t) else { return nil }
            return Double(v) / 255
        }
        if let n = value as? NSNumber { return n.doubleValue }
        return nil
    }

    // MARK: Colour spaces

    /// sRGB's transfer function (IEC 61966-2-1), also Display P3's; odd-symmetric for the
    /// extended ranges.
    static func encodeSRGB(_ linear: Double) -> Double {
        let x = abs(linear), s: Double = linear < 0 ? -1 : 1
        return s * (x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055)
    }
    static func decodeSRGB(_ encoded: Double) -> Double {
        let x = abs(encoded), s: Double = encoded < 0 ? -1 : 1
        return s * (x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4))
    }

    /// Display P3 → (extended) sRGB: both use D65 and the sRGB curve; the linear values go
    /// through each space's RGB→XYZ matrix, derived from its primaries' chromaticities
    /// (P3: R 0.680/0.320, G 0.265/0.690, B 0.150/0.060; sRGB: R 0.64/0.33, G 0.30/0.60,
    /// B 0.15/0.06; white D65 0.3127/0.3290).
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let m = p3ToSRGBMatrix
        let lr = decodeSRGB(r), lg = decodeSRGB(g), lb = decodeSRGB(b)
        let o = (0..<3).map { m[$0][0] * lr + m[$0][1] * lg + m[$0][2] * lb }
        return (encodeSRGB(o[0]), encodeSRGB(o[1]), encodeSRGB(o[2]))
    }

    static let p3ToSRGBMatrix: [[Double]] = {
        let white = (0.3127, 0.3290)
        let p3 = rgbToXYZ(primaries: [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)], white: white)
        let srgb = rgbToXYZ(primaries: [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)], white: white)
        return multiply(invert(srgb), p3)
    }()

    static func rgbToXYZ(primaries: [(Double, Double)], white: (Double, Double)) -> [[Double]] {
        // Columns: each primary's XYZ at Y = 1, scaled so that R+G+B = the white point.
        let cols = primaries.map { (x, y) in [x / y, 1, (1 - x - y) / y] }
        let m = (0..<3).map { row in (0..<3).map { cols[$0][row] } }
        let w = [white.0 / white.1, 1, (1 - white.0 - white.1) / white.1]
        let inv = invert(m)
        let s = (0..<3).map { row in (0..<3).reduce(0.0) { $0 + inv[row][$1] * w[$1] } }
        return (0..<3).map { row in (0..<3).map { m[row][$0] * s[$0] } }
    }

    static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0.0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static func invert(_ m: [[Double]]) -> [[Double]] {
        let a = m[0][0], b = m[0][1], c = m[0][2], d = m[1][0], e = m[1][1], f = m[1][2], g = m[2][0], h = m[2][1], i = m[2][2]
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
                [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
                [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]
    }

    /// A system colour named the way a colour set's `reference` names it (`systemBlueColor`,
    /// `labelColor`…), from UIKit's table, in the appearance being resolved.
    static func systemColor(_ reference: String, _ scheme: ColorScheme) -> RGBA? {
        var key = reference
        if key.hasSuffix("Color") { key.removeLast(5) }
        guard let c = UIColor.namedSystemColors[key] else { return nil }
        return c.color.resolve(scheme)
    }
}
