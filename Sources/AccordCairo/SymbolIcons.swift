// Longer than ~400 lines: one enum in four marked parts — the name → recipe lookup, the fonts, measuring ink, drawing (the table is generated into SymbolIcons+Table.swift). Split along those marks (SymbolIcons+Fonts/+Ink/+Drawing.swift); not moved on 2026-12-01 while the look lane had the lookup and drawing open (issue 14).
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

    // MARK: Fonts

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

    // MARK: Measuring (by rasterising at a large size: exact ink, any font)

    /// Size glyphs are measured and drawn at before the transform to reference units.
    static let designSize: CGFloat = 160
    private static let lock = NSLock()
    nonisolated(unsafe) private static var inkCache: [String: CGRect] = [:]

    /// The ink rectangle of one character of `family`, in design-size pixels, drawn with its
    /// layout box at the origin; nil when nothing is inked.
    static func rawInk(_ text: String, family: String?, weight: Int = 400) -> CGRect? {
        let key = "\(family ?? "")|\(weight)|\(text)"
        lock.lock()
        if let r = inkCache[key] { lock.unlock(); return r.isNull ? nil : r }
        lock.unlock()
        let side = Int(designSize * 3)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side), Int32(side)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        drawRaw(text, family: family, weight: weight, at: CGPoint(x: designSize, y: designSize), color: RGBA(0, 0, 0), on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        var minX = side, minY = side, maxX = -1, maxY = -1
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<side {
                let row = data + y * stride
                for x in 0..<side where row[x] > 24 {
                    if x < minX { minX = x }
                    if x > maxX { maxX = x }
                    if y < minY { minY = y }
                    if y > maxY { maxY = y }
                }
            }
        }
        let r = maxX < 0 ? CGRect.null
            : CGRect(x: CGFloat(minX) - designSize, y: CGFloat(minY) - designSize,
                     width: CGFloat(maxX - minX + 1), height: CGFloat(maxY - minY + 1))
        lock.lock(); inkCache[key] = r; lock.unlock()
        return r.isNull ? nil : r
    }

    static func fontFor(_ family: String?, weight: Int, size: CGFloat) -> ResolvedFont {
        ResolvedFont(family: family, size: size, weight: family == nil ? weight : 400)
    }

    /// Draws one character at `designSize` with its layout box's top-left corner at `origin`.
    static func drawRaw(_ text: String, family: String?, weight: Int, at origin: CGPoint, color: RGBA, on cr: OpaquePointer) {
        let request = TextLayoutRequest(runs: [TextRun(text, font: fontFor(family, weight: weight, size: designSize))])
        let m = PangoTextSystem.shared.measure(request)
        PangoTextSystem.shared.draw(TextDrawing(request: request, frame: CGRect(origin: origin, size: m.size), color: color), cairo: cr)
    }

    nonisolated(unsafe) private static var lineCache: [String: CGFloat] = [:]

    /// How far the glyph's ink centre sits above the baseline of a line it shares with text, in
    /// design-size pixels: measured on a rendering of the glyph (red) followed by "H" (blue),
    /// whose flat bottom is the line's baseline (an icon font's own line metrics do not say
    /// where Pango puts its glyphs in a mixed line); `first`: the glyph starts the line.
    static func centreAboveBaselineInLine(_ ch: String, family: String, first: Bool) -> CGFloat? {
        let key = family + "|" + ch + (first ? "|first" : "|after")
        lock.lock()
        if let v = lineCache[key] { lock.unlock(); return v }
        lock.unlock()
        let w = Int(designSize * 4), h = Int(designSize * 3)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        let glyph = TextRun(ch, font: ResolvedFont(family: family, size: designSize), color: RGBA(1, 0, 0))
        let letter = TextRun("H", font: ResolvedFont(size: designSize), color: RGBA(0, 0, 1))
        // Pango places an icon glyph differently when its run starts the line (the layout's
        // first font) than after text: measured in the same order as it will be drawn.
        let request = TextLayoutRequest(runs: first ? [glyph, letter] : [letter, glyph])
        let m = PangoTextSystem.shared.measure(request)
        PangoTextSystem.shared.draw(TextDrawing(request: request, frame: CGRect(x: designSize / 2, y: designSize / 2, width: m.size.width, height: m.size.height),
                                                color: RGBA(0, 0, 0)), cairo: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var gTop = h, gBottom = -1, hBottom = -1
        for y in 0..<h {
            let row = data + y * stride
            for x in 0..<w {
                let b = row[x * 4], r = row[x * 4 + 2]   // BGRA in memory (little-endian ARGB32)
                if r > 128, b < 64 { gTop = min(gTop, y); gBottom = max(gBottom, y) }
                if b > 128, r < 64 { hBottom = max(hBottom, y) }
            }
        }
        guard gBottom >= 0, hBottom >= 0 else { return nil }
        let v = CGFloat(hBottom + 1) - CGFloat(gTop + gBottom + 1) / 2
        lock.lock(); lineCache[key] = v; lock.unlock()
        return v
    }

    /// The reference circle of a font, in design-size pixels: its centre and diameter.
    static func reference(_ family: String) -> (center: CGPoint, diameter: CGFloat)? {
        let circle: String?
        if family == phosphorFamily { circle = phosphorMap["circle"].flatMap(Unicode.Scalar.init).map { String(Character($0)) } }
        else { circle = mdiMap["circle-outline"].flatMap(Unicode.Scalar.init).map { String(Character($0)) } }
        guard let c = circle, let ink = rawInk(c, family: family), ink.height > 0 else { return nil }
        return (CGPoint(x: ink.midX, y: ink.midY), ink.height)
    }

    /// A glyph's ink in reference units.
    static func glyphInk(_ glyph: Glyph, weight: Int) -> CGRect? {
        if case .text(let s) = glyph {
            // Letters: their cap-height box, half the reference circle high.
            let w = CGFloat(max(1, s.count)) * 0.36
            return CGRect(x: -w / 2, y: -0.25, width: w, height: 0.5)
        }
        if case .drawn(let d) = glyph { return drawnBox(d) }
        guard let (ch, fam) = resolved(glyph, weight: weight), let ref = reference(fam),
              let ink = rawInk(ch, family: fam) else { return nil }
        return CGRect(x: (ink.minX - ref.center.x) / ref.diameter, y: (ink.minY - ref.center.y) / ref.diameter,
                      width: ink.width / ref.diameter, height: ink.height / ref.diameter)
    }

    /// The box of a symbol in reference units (the frame SwiftUI gives it is this box scaled by
    /// the symbol size); nil when the name is not mapped or the fonts are missing.
    package static func inkBox(for name: String, weight: Int) -> CGRect? {
        guard let r = recipe(for: name) else { return nil }
        guard let badge = r.badge else { return baseBox(r, weight: weight) }
        guard let base = baseBox(r, weight: weight) else { return nil }
        return badgeInk(badge, on: base, weight: weight).map { base.union($0) } ?? base
    }

    /// The box of a recipe without its badge.
    static func baseBox(_ r: Recipe, weight: Int) -> CGRect? {
        switch r.enclosure {
        case .circle, .circleFill, .square, .squareFill:
            return CGRect(x: -0.5, y: -0.5, width: 1, height: 1)
        case .none, .slash:
            if case .text = r.glyph { return CGRect(x: -0.5, y: -0.5, width: 1, height: 1) }
            return glyphInk(r.glyph, weight: weight)
        }
    }

    /// The outline width of drawn enclosures, in reference units (Phosphor's strokes: 8, 12, 16
    /// and 24 units of its 256 grid for Thin, Light, Regular and Bold, over the circle's 208).
    static func strokeWidth(_ weight: Int) -> CGFloat {
        switch weight {
        case ..<250: return 8 / 208
        case ..<350: return 12 / 208
        case ..<600: return 16 / 208
        default: return 24 / 208
        }
    }

    // MARK: Drawing

    /// Draws `name` filling `frame` (its `inkBox` mapped onto the frame). `colors[0]` is the
    /// primary colour; `colors[1]`, when given (hierarchical or palette rendering), colours the
    /// enclosure, which then no longer knocks the glyph out. Unmapped names, or a machine
    /// without the fonts, get the neutral rounded square.
    package static func draw(_ name: String, in frame: CGRect, weight: Int, colors: [RGBA], on cr: OpaquePointer) {
        let primary = colors.first ?? RGBA(0, 0, 0)
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        guard let r = recipe(for: name), let box = inkBox(for: name, weight: weight) else {
            drawUnmapped(in: frame, color: primary, on: cr)
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let sx = Double(frame.width / box.width), sy = Double(frame.height / box.height)
        cairo_translate(cr, Double(frame.minX) - Double(box.minX) * sx, Double(frame.minY) - Double(box.minY) * sy)
        cairo_scale(cr, sx, sy)
        if let badge = r.badge, let base = baseBox(r, weight: weight) {
            // The base and its badge are one group, so the cleared gap shows what is behind.
            cairo_push_group(cr)
            var plain = r
            plain.badge = nil
            drawRecipe(plain, box: base, weight: weight, colors: colors, on: cr)
            drawBadge(badge, on: base, weight: weight, color: primary, on: cr)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
            return
        }
        drawRecipe(r, box: box, weight: weight, colors: colors, on: cr)
    }

    /// Draws a recipe in reference units (the current transform maps them onto the frame).
    static func drawRecipe(_ r: Recipe, box: CGRect, weight: Int, colors: [RGBA], on cr: OpaquePointer) {
        let primary = colors.first ?? RGBA(0, 0, 0)
        let secondary = colors.count > 1 ? colors[1] : nil
        let stroke = Double(strokeWidth(weight))
        func enclosurePath(_ inset: Double) {
            if r.enclosure == .circle || r.enclosure == .circleFill {
                cairo_new_path(cr)
                cairo_arc(cr, 0, 0, 0.5 - inset, 0, 2 * Double.pi)
            } else {
                let s = 1 - 2 * inset, rad = 0.22
                let x = -s / 2, y = -s / 2
                cairo_new_sub_path(cr)
                cairo_arc(cr, x + s - rad, y + rad, rad, -Double.pi / 2, 0)
                cairo_arc(cr, x + s - rad, y + s - rad, rad, 0, Double.pi / 2)
                cairo_arc(cr, x + rad, y + s - rad, rad, Double.pi / 2, Double.pi)
                cairo_arc(cr, x + rad, y + rad, rad, Double.pi, 1.5 * Double.pi)
                cairo_close_path(cr)
            }
        }
        switch r.enclosure {
        case .none:
            drawGlyph(r.glyph, weight: weight, fitting: nil, color: primary, on: cr)
        case .slash:
            drawGlyph(r.glyph, weight: weight, fitting: nil, color: primary, on: cr)
            // A bar from top-left to bottom-right, with a gap cut on its lower side.
            let b = box
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_set_line_width(cr, stroke * 2.2)
            cairo_move_to(cr, Double(b.minX) + stroke * 1.4, Double(b.minY) + stroke * 2.6)
            cairo_line_to(cr, Double(b.maxX) + stroke * 1.4, Double(b.maxY) + stroke * 2.6)
            cairo_stroke(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_set_source_rgba(cr, primary.r, primary.g, primary.b, primary.a)
            cairo_set_line_width(cr, stroke)
            cairo_move_to(cr, Double(b.minX), Double(b.minY))
            cairo_line_to(cr, Double(b.maxX), Double(b.maxY))
            cairo_stroke(cr)
        case .circle, .square:
            let c = secondary ?? primary
            enclosurePath(stroke / 2)
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            cairo_set_line_width(cr, stroke)
            cairo_stroke(cr)
            drawGlyph(r.glyph, weight: weight, fitting: 0.5, color: primary, on: cr)
        case .circleFill, .squareFill:
            if let s2 = secondary {
                enclosurePath(0)
                cairo_set_source_rgba(cr, s2.r, s2.g, s2.b, s2.a)
                cairo_fill(cr)
                drawGlyph(r.glyph, weight: max(weight, 600), fitting: 0.5, color: primary, on: cr)
            } else {
                // One colour: the glyph is cut out of the filled shape.
                cairo_push_group(cr)
                enclosurePath(0)
                cairo_set_source_rgba(cr, primary.r, primary.g, primary.b, 1)
                cairo_fill(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                drawGlyph(r.glyph, weight: max(weight, 600), fitting: 0.5, color: RGBA(0, 0, 0), on: cr)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, primary.a)
            }
        }
    }

    /// Draws a glyph in reference units; `fitting` scales it so its larger side is that size,
    /// centred on the origin (inside an enclosure).
    static func drawGlyph(_ glyph: Glyph, weight: Int, fitting: CGFloat?, color: RGBA, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if case .text(let s) = glyph {
            // Cap height 0.5 (or the fitted size) tall, centred; Inter's cap height is 0.727 em.
            let cap: CGFloat = fitting.map { $0 * 0.9 } ?? 0.5
            let font = ResolvedFont(size: designSize, weight: weight >= 600 ? 800 : 600)
            let request = TextLayoutRequest(runs: [TextRun(s, font: font)])
            let m = PangoTextSystem.shared.measure(request)
            let scale = Double(cap / 0.727 / designSize)
            cairo_scale(cr, scale, scale)
            let capPx = 0.727 * designSize
            let origin = CGPoint(x: -m.size.width / 2, y: -(m.firstBaseline - capPx / 2))
            PangoTextSystem.shared.draw(TextDrawing(request: request, frame: CGRect(origin: origin, size: m.size), color: color), cairo: cr)
            return
        }
        if case .drawn(let d) = glyph {
            if let fit = fitting, let b = drawnBox(d), b.width > 0, b.height > 0 {
                let k = Double(fit / max(b.width, b.height))
                cairo_scale(cr, k, k)
                cairo_translate(cr, -Double(b.midX), -Double(b.midY))
            }
            drawDrawn(d, weight: weight, color: color, on: cr)
            return
        }
        guard let (ch, fam) = resolved(glyph, weight: weight), let ref = reference(fam) else { return }
        if let fit = fitting, let ink = glyphInk(glyph, weight: weight), ink.width > 0, ink.height > 0 {
            let k = Double(fit / max(ink.width, ink.height))
            cairo_scale(cr, k, k)
            cairo_translate(cr, -Double(ink.midX), -Double(ink.midY))
        }
        cairo_scale(cr, 1 / Double(ref.diameter), 1 / Double(ref.diameter))
        cairo_translate(cr, -Double(ref.center.x), -Double(ref.center.y))
        drawRaw(ch, family: fam, weight: weight, at: .zero, color: color, on: cr)
    }

    /// A name without a mapping: a neutral rounded-square outline filling the frame (never a
    /// letter, which would read as a real icon).
    static func drawUnmapped(in f: CGRect, color: RGBA, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let side = Double(min(f.width, f.height))
        let lw = max(0.5, side * 0.077)
        let rect = f.insetBy(dx: CGFloat(lw / 2), dy: CGFloat(lw / 2))
        guard rect.width > 0, rect.height > 0 else { return }
        let rad = min(Double(rect.width), Double(rect.height)) * 0.22
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - rad, y + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - rad, y + h - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, x + rad, y + h - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + rad, y + rad, rad, Double.pi, 1.5 * Double.pi)
        cairo_close_path(cr)
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a * 0.45)
        cairo_set_line_width(cr, lw)
        cairo_stroke(cr)
    }
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
