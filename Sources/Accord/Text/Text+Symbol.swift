import Foundation
import AccordLayout
internal import AccordCairo

/// SF Symbols inside text: `Text(Image(systemName: "star.fill"))`, `Text("\(Image(systemName: "star")) 4.5")`.
/// The symbol is one character of its icon font in the line, at the symbol size of the run's
/// font and the environment's image scale (Image+Symbol.swift), centred on the cap height
/// (SF Pro's cap height is 1443/2048 = 0.705 of the point size), so it flows, wraps and
/// baseline-aligns with the words around it. A name without a glyph becomes U+25A2 (a rounded
/// square). Images that are not symbols are left out of the text.
extension Text {
    static let symbolStart: Character = "\u{F8F0}"
    static let symbolEnd: Character = "\u{F8F1}"

    /// Text made of one image (a symbol; other images draw nothing in text).
    public init(_ image: Image) {
        if case .system(let name) = image.source {
            segments = [Segment(string: "", symbol: name)]
        } else {
            segments = [Segment(string: "")]
        }
    }

    /// The run that draws a symbol in a line of text.

    /// The run, and how much of the icon font's blank space precedes the glyph.
    static func symbolRunAndLeadingGap(_ name: String, font: ResolvedFont, color: RGBA?, first: Bool, _ env: EnvironmentValues) -> (run: TextRun, leadingGap: CGFloat) {
        let resolvedName = SymbolMetrics.resolvedName(name, env.symbolVariants)
        let size = font.size * SymbolMetrics.mediumHeightRatio * SymbolMetrics.factor(env.imageScale)
        guard let g = SymbolIcons.textGlyph(for: resolvedName, weight: font.weight, first: first) else {
            return (TextRun("\u{25A2}", font: font, color: color), 0)
        }
        var run = TextRun(g.text, font: ResolvedFont(family: g.family, size: size * g.fontSize), color: color)
        let capHeight = font.size * 1443 / 2048
        run.baselineOffset = capHeight / 2 - g.centreAboveBaseline * size
        // The icon font's advance is a whole em, the glyph centred in it; a symbol in text takes its
        // own width and a small margin each side (0.06 of the symbol size; Accord's choice). Pango
        // adds letter spacing after a glyph, so only the space after is trimmed; the space before
        // stays (approximate: a symbol in text sits a little further from the word before it).
        let gap = max(0, (g.advance - g.inkWidth) / 2 - 0.06) * size
        run.tracking = -gap
        return (run, gap)
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An image in a text literal: `Text("\(Image(systemName: "star.fill")) Favourites")`.
    public mutating func appendInterpolation(_ image: Image) {
        if case .system(let name) = image.source {
            appendArgument(String(Text.symbolStart) + name + String(Text.symbolEnd))
        }
    }
}
