// The name → recipe lookup; the fonts, measuring ink and drawing are SymbolIcons+Fonts/+Ink/+Drawing.swift, the table (generated) SymbolIcons+Table.swift, the drawn glyphs SymbolIcons+Drawn.swift.
import AccordLayout
import AccordText
import CCairo
import Foundation

/// `Image(systemName:)` drawn from open icon fonts: SF Symbols cannot be shipped, so each SF
/// Symbol name maps to the closest glyph of Phosphor (MIT; Regular/Thin/Light/Bold/Fill styles)
/// or Material Design Icons 6 (Apache 2.0), both from Debian's `python-qtawesome-common`, with
/// `.circle`/`.square`/`.slash` variants drawn around the glyph when the font has no such glyph.
/// The table is data: Data/symbols.tsv (Docs/Symbols.md). A name with no mapping (or a machine
/// without the fonts) draws a neutral rounded square.
///
/// Geometry is in *reference units*: 1 = the diameter of the font's `circle` glyph (Regular),
/// origin at its centre, y down. The layout side sizes a symbol's frame from `inkBox`, so what
/// is drawn fills the frame exactly.
package enum SymbolIcons {
    static let fontDirectory = "/usr/share/python-qtawesome/fonts"
    static let phosphorFile = fontDirectory + "/phosphor.ttf"
    static let mdiFile = fontDirectory + "/materialdesignicons6-webfont.ttf"

    enum Glyph: Hashable, Sendable {
        /// A Phosphor name (`heart`, `heart-fill`); the weight picks `-thin`/`-light`/`-bold`.
        case phosphor(String)
        case mdi(String)
        /// Letters or digits in the system font (`1.circle`, `a.circle.fill`).
        case text(String)
        /// A shape drawn as a path (SymbolIcons+Drawn.swift: `film`, `grid3`, `app`).
        case drawn(String)
    }
    enum Enclosure: String, Sendable { case none = "-", circle, circleFill = "circle.fill", square, squareFill = "square.fill", slash }
    struct Recipe: Hashable, Sendable {
        var glyph: Glyph
        var enclosure: Enclosure
        /// A badge at the bottom trailing corner, the base cleared around it (`.badge.` names).
        var badge: Glyph? = nil

        /// This glyph with SF Symbols' variant suffixes applied (`fill`, `circle`, `square`,
        /// `slash`): `.fill` picks the glyph's filled style when it has one (strokes have none: a
        /// filled enclosure knocks them out), `.circle`/`.square` draw the enclosure, `.slash`
        /// the bar across.
        func withVariant(_ tokens: [String]) -> Recipe {
            var r = self
            let fill = tokens.contains("fill")
            if fill, case .phosphor(let g) = r.glyph, !g.hasSuffix("-fill"), !SymbolIcons.isStroke(g), SymbolIcons.phosphorCodepoint(g + "-fill") != nil {
                r.glyph = .phosphor(g + "-fill")
            }
            if fill, case .drawn(let g) = r.glyph, SymbolIcons.drawnNames.contains(g + "-fill") { r.glyph = .drawn(g + "-fill") }
            if tokens.contains("circle") { r.enclosure = fill ? .circleFill : .circle }
            else if tokens.contains("square") { r.enclosure = fill ? .squareFill : .square }
            else if tokens.contains("slash") { r.enclosure = .slash }
            return r
        }
    }

    /// Data/symbols.tsv as name → recipe.
    static let table: [String: Recipe] = {
        var t: [String: Recipe] = [:]
        for line in tableText.split(separator: "\n") where !line.hasPrefix("#") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 3, let e = Enclosure(rawValue: f[2]) else { continue }
            // `BASE+BADGE`: a badged symbol (`user-circle+check`).
            let parts = f[1].split(separator: "+", maxSplits: 1).map(String.init)
            t[f[0]] = Recipe(glyph: parseGlyph(parts[0]), enclosure: e, badge: parts.count > 1 ? parseGlyph(parts[1]) : nil)
        }
        return t
    }()

    static func parseGlyph(_ s: String) -> Glyph {
        if s.hasPrefix("mdi:") { return .mdi(String(s.dropFirst(4))) }
        if s.hasPrefix("text:") { return .text(String(s.dropFirst(5))) }
        if s.hasPrefix("drawn:") { return .drawn(String(s.dropFirst(6))) }
        return .phosphor(s)
    }

    /// The names listed in Data/symbols.tsv.
    package static var tableNames: [String] {
        tableText.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").first.map(String.init) }
    }

    /// The recipe for a name: its row, else a listed base name with the variant suffixes drawn
    /// around it (`star.circle.fill` → `star` in a filled circle), else the outline sibling of a
    /// listed `.fill`, else one derived from the name itself (`derivedRecipe`), else the same
    /// with direction words read left to right, else with a qualifier left out
    /// (`qualifierDroppedRecipe`); nil when nothing matches. Docs/Symbols.md (fourth pass).
    static func recipe(for name: String) -> Recipe? {
        if let r = lookup(name) { return r }
        let words = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let leftToRight = words.map { directionWords[$0] ?? $0 }
        if leftToRight != words, let r = lookup(leftToRight.joined(separator: ".")) { return r }
        return qualifierDroppedRecipe(for: name)
    }

    /// The row, a composition of a listed base, a fill's outline sibling, or a derivation.
    private static func lookup(_ name: String) -> Recipe? {
        if let r = table[name] { return r }
        return badgedRecipe(for: name) ?? composedRecipe(for: name) ?? outlineSibling(of: name)
            ?? firstOfPairRecipe(for: name) ?? derivedRecipe(for: name)
    }

    /// `A.and.B` (SF Symbols' pairs: `person.crop.square.fill.and.at.rectangle`,
    /// `macwindow.and.pointer.arrow`): A's own recipe, the first and larger part of the drawing,
    /// before A's words are dropped one by one (which found `person`, a stick figure).
    static func firstOfPairRecipe(for name: String) -> Recipe? {
        guard let range = name.range(of: ".and.") else { return nil }
        let first = String(name[..<range.lowerBound])
        guard !first.isEmpty else { return nil }
        return lookup(first)
    }

    /// `BASE.badge.MARK` (SF Symbols' badged names: `person.crop.circle.badge.checkmark`,
    /// `calendar.badge.clock`): the base symbol with the mark's own glyph as a badge at its
    /// bottom trailing corner, the base cleared around it; nil unless both parts resolve and the
    /// mark is a plain glyph (no enclosure, no badge of its own).
    static func badgedRecipe(for name: String) -> Recipe? {
        guard let range = name.range(of: ".badge.", options: .backwards) else { return nil }
        let baseName = String(name[..<range.lowerBound]), markName = String(name[range.upperBound...])
        // A final `.fill` fills the whole symbol (`doc.badge.gearshape.fill`: a filled document).
        let filled = markName.hasSuffix(".fill")
        let plainMark = filled ? String(markName.dropLast(5)) : markName
        guard !baseName.isEmpty, !plainMark.isEmpty,
              var base = (filled ? lookup(baseName + ".fill") : nil) ?? lookup(baseName), base.badge == nil,
              let mark = lookup(markName) ?? lookup(plainMark), mark.enclosure == .none, mark.badge == nil else { return nil }
        if case .text = mark.glyph { return nil }
        base.badge = mark.glyph
        return base
    }

    /// SF Symbols' layout-relative direction words, as drawn in a left-to-right layout
    /// (`arrow.uturn.forward` is `arrow.uturn.right`; `sidebar.leading` is `sidebar.left`), and
    /// SF Symbols 6's `document` for the older `doc` (`document.on.clipboard`).
    private static let directionWords = ["forward": "right", "backward": "left", "leading": "left", "trailing": "right",
                                         "document": "doc"]

    /// The outline form of a name whose `.fill` is listed (`bolt` from `bolt.fill`): Phosphor's
    /// Regular style of the Fill glyph, MDI's `-outline` glyph, the outline enclosure; nil when
    /// the font has no outline form (the fill is never drawn for the outline name).
    static func outlineSibling(of name: String) -> Recipe? {
        guard !name.hasSuffix(".fill"), let filled = table[name + ".fill"] else { return nil }
        let glyph: Glyph
        switch filled.glyph {
        case .phosphor(let g):
            guard g.hasSuffix("-fill"), phosphorCodepoint(String(g.dropLast(5))) != nil else { return nil }
            glyph = .phosphor(String(g.dropLast(5)))
        case .mdi(let g):
            guard mdiMap[g + "-outline"] != nil else { return nil }
            glyph = .mdi(g + "-outline")
        case .drawn(let g):
            guard g.hasSuffix("-fill"), drawnNames.contains(String(g.dropLast(5))) else { return nil }
            glyph = .drawn(String(g.dropLast(5)))
        case .text: glyph = filled.glyph
        }
        let enclosure: Enclosure = filled.enclosure == .circleFill ? .circle : filled.enclosure == .squareFill ? .square : filled.enclosure
        return Recipe(glyph: glyph, enclosure: enclosure, badge: filled.badge)
    }

    /// A name with one qualifier too many: one word between the base noun and the last word
    /// left out (`chevron.compact.up` → `chevron.up`), else the longest listed leading part with
    /// the variant suffixes applied (`doc.badge.gearshape.fill` → `doc.fill`).
    private static func qualifierDroppedRecipe(for name: String) -> Recipe? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        var tokens: [String] = []
        while parts.count > 1, let last = parts.last, variantTokens.contains(last) { tokens.insert(parts.removeLast(), at: 0) }
        for i in parts.indices.dropFirst().dropLast() {
            var fewer = parts
            fewer.remove(at: i)
            if let r = lookup((fewer + tokens).joined(separator: ".")) { return r }
        }
        for k in stride(from: parts.count - 1, to: 0, by: -1) {
            if let base = table[parts[..<k].joined(separator: ".")], base.enclosure == .none { return base.withVariant(tokens) }
        }
        return nil
    }

    /// The suffixes SF Symbols adds to a base name for a variant (drawn around the base glyph).
    private static let variantTokens: Set<String> = ["fill", "circle", "square", "slash"]

    /// A listed base name with the variant suffixes drawn around it.
    private static func composedRecipe(for name: String) -> Recipe? {
        var parts = name.split(separator: ".").map(String.init)
        var tokens: [String] = []
        while parts.count > 1, let last = parts.last, variantTokens.contains(last) {
            tokens.insert(parts.removeLast(), at: 0)
            let baseName = parts.joined(separator: ".")
            guard let base = table[baseName] ?? outlineSibling(of: baseName), base.enclosure == .none else { continue }
            return base.withVariant(tokens)
        }
        return nil
    }

    /// A recipe for a name the table does not list, from SF Symbols' naming scheme (a base noun,
    /// then qualifiers, then the variant suffixes `.circle`/`.square`/`.slash`/`.fill`; Apple's
    /// SF Symbols app): a letter or a number in an enclosure (`b.circle`, `12.square.fill`) is
    /// that character in the enclosure, as the table's `1.circle` rows are; otherwise the
    /// Phosphor icon with the same English name, qualifiers dropped from the end one by one
    /// (`megaphone.fill` → `megaphone-fill`, `thermometer.variable` → `thermometer`,
    /// `rectangle.slash` → `rectangle` with the slash drawn across). Only the name's own words,
    /// in its order, are tried. Docs/Symbols.md (third pass) gives the held-out effect.
    private static func derivedRecipe(for name: String) -> Recipe? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        var tokens: [String] = []
        while parts.count > 1, let last = parts.last, variantTokens.contains(last) { tokens.insert(parts.removeLast(), at: 0) }
        if parts.count == 1, tokens.contains("circle") || tokens.contains("square"), isEnclosableCharacter(parts[0]) {
            return Recipe(glyph: .text(parts[0].uppercased()), enclosure: .none).withVariant(tokens)
        }
        let count = parts.count
        while !parts.isEmpty {
            // A listed leading part beats a glyph of fewer words (`car.top.door.front.left.open`
            // is the listed `car.top.door`, not Phosphor's `car`).
            if parts.count < count, let listed = table[parts.joined(separator: ".")], listed.enclosure == .none, listed.badge == nil {
                return listed.withVariant(tokens)
            }
            let base = parts.joined(separator: "-")
            if phosphorCodepoint(base) != nil { return Recipe(glyph: .phosphor(base), enclosure: .none).withVariant(tokens) }
            parts.removeLast()
        }
        return nil
    }

    /// One letter, or a number of one or two digits: what SF Symbols puts in a circle or square.
    private static func isEnclosableCharacter(_ s: String) -> Bool {
        guard s.allSatisfy(\.isASCII) else { return false }
        return (s.count == 1 && s.allSatisfy(\.isLetter)) || (1...2).contains(s.count) && s.allSatisfy(\.isNumber)
    }

    /// Glyphs made of strokes only (no filled form: `xmark.circle.fill` knocks out the plain x).
    static func isStroke(_ g: String) -> Bool {
        ["x", "plus", "minus", "check", "dots-three", "equals"].contains(g) || g.hasPrefix("arrow-") || g.hasPrefix("caret-") || g.hasPrefix("arrows-")
    }

    /// Whether `name` draws an icon (a listed or composed name).
    package static func isMapped(_ name: String) -> Bool { recipe(for: name) != nil }
}

extension SymbolIcons {
    /// A symbol set in a line of text (`Text(Image(systemName:))`): one character of an icon
    /// font. `fontSize` is the font size per reference unit (multiply by the symbol size);
    /// `centreAboveBaseline` is where the glyph's ink centre sits above the run's baseline, in
    /// reference units. Enclosed symbols use the font's own circled/squared glyph when it has
    /// one, else their plain glyph. Nil when the name has no glyph.
    package static func textGlyph(for name: String, weight: Int, first: Bool = true) -> (text: String, family: String, fontSize: CGFloat, centreAboveBaseline: CGFloat, advance: CGFloat, inkWidth: CGFloat)? {
        guard var r = recipe(for: name) else { return nil }
        if case .drawn(let d) = r.glyph { r.glyph = drawnTextFallback(d) }
        if r.enclosure != .none, case .phosphor(let g) = r.glyph {
            let base = g.hasSuffix("-fill") ? String(g.dropLast(5)) : g
            let suffix: String
            switch r.enclosure {
            case .circle: suffix = "-circle"
            case .circleFill: suffix = "-circle-fill"
            case .square: suffix = "-square"
            case .squareFill: suffix = "-square-fill"
            case .slash: suffix = "-slash"
            case .none: suffix = ""
            }
            if phosphorMap[base + suffix] != nil { r.glyph = .phosphor(base + suffix) }
        }
        guard let (ch, fam) = resolved(r.glyph, weight: weight), let ref = reference(fam) else { return nil }
        let request = TextLayoutRequest(runs: [TextRun(ch, font: fontFor(fam, weight: weight, size: designSize))])
        let m = PangoTextSystem.shared.measure(request)
        let ink = rawInk(ch, family: fam) ?? CGRect(x: 0, y: ref.center.y, width: m.size.width, height: 0)
        let above = centreAboveBaselineInLine(ch, family: fam, first: first) ?? (m.firstBaseline - ink.midY)
        return (ch, fam, designSize / ref.diameter, above / ref.diameter,
                m.size.width / ref.diameter, ink.width / ref.diameter)
    }
}
