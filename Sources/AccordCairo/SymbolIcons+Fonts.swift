import AccordLayout
import AccordText
import CCairo
import Foundation

// The icon fonts: their files, charmaps and families, and a glyph name resolved to a font and a
// character for a weight (Phosphor's Thin/Light/Regular/Bold/Fill styles, Material Design Icons).
extension SymbolIcons {
    static func charmap(_ path: String) -> [String: UInt32] {
        guard let data = FileManager.default.contents(atPath: path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: String] else { return [:] }
        var m: [String: UInt32] = [:]
        for (k, v) in json { if let n = UInt32(v.hasPrefix("0x") ? String(v.dropFirst(2)) : v, radix: 16) { m[k] = n } }
        return m
    }
    static let phosphorMap = charmap(fontDirectory + "/phosphor-charmap.json")
    static let mdiMap = charmap(fontDirectory + "/materialdesignicons6-webfont-charmap.json")
    static let phosphorFamily: String? = family(phosphorFile)
    static let mdiFamily: String? = family(mdiFile)
    static func family(_ path: String) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return (try? PangoTextSystem.shared.register(fontFile: path))?.first
    }
    static func phosphorCodepoint(_ name: String) -> UInt32? { phosphorMap[name] }

    /// Whether the icon fonts are installed (`make deps` installs them).
    package static var fontsAvailable: Bool { phosphorFamily != nil && !phosphorMap.isEmpty }

    /// Phosphor's style for an SF font weight (SwiftUI's `Font.Weight` as a CSS weight):
    /// ultraLight/thin → Thin, light → Light, regular/medium → Regular, semibold and heavier → Bold.
    static func phosphorName(_ base: String, weight: Int) -> String {
        if base.hasSuffix("-fill") { return base }
        switch weight {
        case ..<250: return base + "-thin"
        case ..<350: return base + "-light"
        case ..<600: return base
        default: return base + "-bold"
        }
    }

    /// The character and family that draw a glyph at a weight.
    static func resolved(_ glyph: Glyph, weight: Int) -> (String, String)? {
        switch glyph {
        case .phosphor(let g):
            guard let fam = phosphorFamily else { return nil }
            let name = phosphorName(g, weight: weight)
            guard let cp = phosphorMap[name] ?? phosphorMap[g], let u = Unicode.Scalar(cp) else { return nil }
            return (String(Character(u)), fam)
        case .mdi(let g):
            guard let fam = mdiFamily, let cp = mdiMap[g], let u = Unicode.Scalar(cp) else { return nil }
            return (String(Character(u)), fam)
        case .text, .drawn:
            return nil
        }
    }
}
