import Foundation
import AccordLayout
import CPango

/// A mutex for shared state (Swift 6: the owner is `@unchecked Sendable` and guards every
/// mutable field with one of these).
final class Lock: @unchecked Sendable {
    private let mutex = NSLock()
    @inline(__always)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }
}

/// Writes a line to stderr.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("Accord text: \(message)\n".utf8))
}

/// Errors from `PangoTextSystem.register(fontFile:)`.
public enum FontRegistrationError: Error, CustomStringConvertible, Equatable {
    /// No file at the path.
    case fileNotFound(String)
    /// The file exists but fontconfig could not read a font from it.
    case notAFont(String)

    public var description: String {
        switch self {
        case .fileNotFound(let p): return "font file not found: \(p)"
        case .notAFont(let p): return "not a readable font file (fontconfig rejected it): \(p)"
        }
    }
}

/// The pinned font files, by role. Paths are those of Debian's packages (fonts-inter,
/// fonts-noto-cjk, fonts-dejavu-core); see Docs/Fonts.md.
public enum PinnedFonts {
    public static let interDirectory = "/usr/share/fonts/opentype/inter"
    public static let notoDirectory = "/usr/share/fonts/opentype/noto"
    public static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"

    /// Inter's static instances: the system font, standing in for SF Pro — "Inter" below 20 pt
    /// (for SF Pro Text), "Inter Display" from 20 pt (for SF Pro Display; see
    /// `SFProMetrics.displayOpticalSize`).
    public static var system: [String] {
        let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        return ["Inter", "InterDisplay"].flatMap { family in
            weights.flatMap { w in
                ["\(interDirectory)/\(family)-\(w).otf",
                 "\(interDirectory)/\(family)-\(w == "Regular" ? "" : w)Italic.otf"]
            }
        }
    }
    /// Chinese, Japanese, Korean (Noto Sans CJK; "Noto Sans CJK SC" is used first).
    public static let cjk = ["\(notoDirectory)/NotoSansCJK-Regular.ttc", "\(notoDirectory)/NotoSansCJK-Bold.ttc"]
    /// Symbols and scripts Inter lacks.
    public static let symbols = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"]
        .map { "\(dejaVuDirectory)/\($0)" }
    /// `.monospaced` design.
    public static let monospaced = ["DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf", "DejaVuSansMono-BoldOblique.ttf"]
        .map { "\(dejaVuDirectory)/\($0)" }
    /// `.serif` design (DejaVu Serif for Latin, Noto Serif CJK for ideographs).
    public static let serif = ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf"]
        .map { "\(dejaVuDirectory)/\($0)" }
        + ["\(notoDirectory)/NotoSerifCJK-Regular.ttc", "\(notoDirectory)/NotoSerifCJK-Bold.ttc"]
    /// Used when present (fonts-noto-color-emoji is not a dependency); no warning when absent.
    public static let optionalEmoji = ["/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"]
    /// fontconfig's stock rule that scales bitmap-only fonts (the colour emoji) to the size asked.
    static let bitmapScalingRule = "/etc/fonts/conf.d/10-scale-bitmap-fonts.conf"

    public static var all: [String] { system + cjk + symbols + monospaced + serif }

    public static let systemFamily = "Inter"
    /// Inter's display optical size, standing in for SF Pro Display (20 pt and larger).
    public static let systemDisplayFamily = "Inter Display"
    public static let cjkFamily = "Noto Sans CJK SC"
    public static let symbolFamily = "DejaVu Sans"
    public static let monospacedFamilies = ["DejaVu Sans Mono", "Noto Sans Mono CJK SC"]
    public static let serifFamilies = ["DejaVu Serif", "Noto Serif CJK SC"]
    public static let emojiFamily = "Noto Color Emoji"
    /// The fontconfig rule that makes the generic family "emoji" (what Pango asks for an emoji
    /// sequence in) the colour emoji font.
    static let emojiAliasRule = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <alias binding="same"><family>emoji</family><prefer><family>\(emojiFamily)</family></prefer></alias>
        </fontconfig>
        """
    /// Family names of SF Pro; registering a file with one of them makes it the system font.
    public static let sfProFamilies = ["SF Pro", "SF Pro Text", "SF Pro Display"]
}

/// SF Pro Text's vertical metrics (font units per 2048 em), used for the Inter stand-in so line
/// heights match SwiftUI's system font.
public enum SFProMetrics {
    /// SF Pro's tracking per point size, in 1/1000 em: Apple HIG › Typography › Specifications ›
    /// Tracking values (iOS, iPadOS, visionOS), the table of "Size (points) | Tracking (1/1000 em) |
    /// Tracking (points)" — "In a running app, the system font dynamically adjusts tracking at every
    /// point size". The system applies it to every weight of the system font; sizes between rows
    /// are interpolated, sizes outside the table take its first or last row.
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values
    public static let trackingTable: [(size: CGFloat, milliEm: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
        (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10),
        (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
        (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3),
        (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// SF Pro's tracking at `size` points, in em (the HIG's table, interpolated).
    public static func tracking(atSize size: CGFloat) -> CGFloat {
        let table = trackingTable
        guard size.isFinite, let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.milliEm / 1000 }
        if size >= last.size { return last.milliEm / 1000 }
        var i = 1
        while table[i].size < size { i += 1 }
        let a = table[i - 1], b = table[i]
        let t = (size - a.size) / (b.size - a.size)
        return (a.milliEm + (b.milliEm - a.milliEm) * t) / 1000
    }

    /// From this size the system font is SF Pro Display (below it SF Pro Text), and Inter Display
    /// stands in for it: "for fonts smaller than 20 points it used SF Text while fonts at 20 points
    /// or higher used SF Display" (WWDC20 session 10175, The details of UI typography).
    public static let displayOpticalSize: CGFloat = 20

    /// Inter's own spacing against SF Pro's before tracking (em), added to the HIG's tracking where
    /// Inter stands in. Calibrated once, at body size: the stand-in's total letter spacing at 17 pt,
    /// −0.028 em, matched device screenshots of body text within ±1 % (issue 20) and published
    /// UIKit widths (bakkenbaeck/SweetUIKit, Tests/StringTests.swift: "a"/"aa" at 15 pt); of it
    /// −0.026 em is the HIG's tracking at 17 pt, leaving −0.002 em for the fonts' own difference.
    /// The same offset is used for Inter Display against SF Pro Display (no separate calibration).
    public static let standInShapeOffset: CGFloat = -0.002

    /// Letter spacing (em) given to Inter where it stands in for the system font at `size` points:
    /// SF Pro's tracking at that size plus `standInShapeOffset` (−0.028 em at 17 pt).
    public static func standInTracking(atSize size: CGFloat) -> CGFloat {
        tracking(atSize: size) + standInShapeOffset
    }

    public static let unitsPerEm: CGFloat = 2048
    public static let ascender: CGFloat = 1950
    public static let descender: CGFloat = 494
    public static let lineGap: CGFloat = 0
    public static let capHeight: CGFloat = 1443
    public static let xHeight: CGFloat = 1078
}

/// Vertical metrics per em (multiply by the point size).
struct UnitMetrics: Hashable {
    var ascender: CGFloat
    var descender: CGFloat
    var lineGap: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat

    static let sfPro = UnitMetrics(
        ascender: SFProMetrics.ascender / SFProMetrics.unitsPerEm,
        descender: SFProMetrics.descender / SFProMetrics.unitsPerEm,
        lineGap: SFProMetrics.lineGap / SFProMetrics.unitsPerEm,
        capHeight: SFProMetrics.capHeight / SFProMetrics.unitsPerEm,
        xHeight: SFProMetrics.xHeight / SFProMetrics.unitsPerEm)
}

/// How a `ResolvedFont` maps onto Pango: a comma-separated family list and which metrics the
/// lines use.
struct FontChoice: Hashable {
    /// Pango family list, e.g. "Inter,DejaVu Sans,Noto Sans CJK SC".
    var families: String
    /// True for the system font while no SF Pro is registered: lines use SF Pro's metrics.
    var usesSFProMetrics: Bool
    /// The weight (100…900) and slant asked of Pango: the font's, or those of the face a
    /// PostScript or full name picks.
    var weight: Int
    var italic: Bool
}

/// One face of a family, found by its PostScript or full name.
struct FontFace: Hashable {
    var family: String
    /// OpenType weight (400 regular, 700 bold).
    var weight: Int
    var italic: Bool
}

/// The private fontconfig configuration and the families it holds. Not thread-safe by itself:
/// `PangoTextSystem` calls it under its Pango lock.
final class FontCatalog {
    let config: OpaquePointer  // FcConfig*
    /// Lower-cased family name → family name as the font spells it.
    private(set) var families: [String: String] = [:]
    /// Lower-cased PostScript and full names → the face they name.
    private(set) var faces: [String: FontFace] = [:]
    private(set) var missingPinned: [String] = []

    init() {
        guard let config = FcConfigCreate() else { fatalError("FcConfigCreate failed") }
        self.config = config
        var added = 0
        for path in PinnedFonts.all {
            if FileManager.default.fileExists(atPath: path), FcConfigAppFontAddFile(config, path) != 0 {
                added += 1
            } else {
                missingPinned.append(path)
            }
        }
        for path in PinnedFonts.optionalEmoji where FileManager.default.fileExists(atPath: path) {
            _ = FcConfigAppFontAddFile(config, path)
        }
        // Noto Color Emoji is a bitmap font (one 109-ppem strike): without fontconfig's rule that
        // scales bitmap fonts to the requested size, an emoji is drawn ~5× too large. The rule
        // ships with fontconfig (Debian's fontconfig-config); the private configuration loads it.
        if FileManager.default.fileExists(atPath: PinnedFonts.bitmapScalingRule) {
            _ = FcConfigParseAndLoad(config, PinnedFonts.bitmapScalingRule, 0)
        }
        // Pango asks for an emoji sequence (its emoji segmentation, UTS #51) in the generic
        // family "emoji", whatever the run's families are. The host's fontconfig maps it to the
        // colour font (60-generic.conf); this private configuration did not, so a character a
        // text font also has (♂ in 🤼‍♂️, ♀, ❤ before U+FE0F) came from DejaVu Sans and split the
        // sequence into a colour glyph and a text glyph. iOS shapes it as one glyph.
        _ = FcConfigParseAndLoadFromMemory(config, PinnedFonts.emojiAliasRule, 0)
        if !missingPinned.isEmpty {
            warn("\(missingPinned.count) pinned font file(s) missing (install fonts-inter, fonts-noto-cjk, fonts-dejavu-core); "
                 + "falling back to the fonts present. Missing: \(missingPinned.joined(separator: ", "))")
        }
        if added == 0 {
            // Nothing pinned exists: use whatever the host has, so text still renders.
            warn("no pinned fonts found; using the host's /usr/share/fonts (output is not deterministic)")
            _ = FcConfigAppFontAddDir(config, "/usr/share/fonts")
        }
        refreshFamilies()
    }

    deinit { FcConfigDestroy(config) }

    func refreshFamilies() {
        families = [:]
        faces = [:]
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return }
        let count = Int(set.pointee.nfont)
        for i in 0..<count {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>? = nil
            var first: String?
            while FcPatternGetString(pattern, "family", n, &value) == FcResultMatch, let value {
                let name = String(cString: value)
                families[name.lowercased()] = families[name.lowercased()] ?? name
                first = first ?? name
                n += 1
            }
            // PostScript and full names (fontconfig's "postscriptname" and "fullname").
            guard let family = first else { continue }
            var weight: Double = 80, slant: Int32 = 0, intWeight: Int32 = 80
            if FcPatternGetDouble(pattern, "weight", 0, &weight) != FcResultMatch,
               FcPatternGetInteger(pattern, "weight", 0, &intWeight) == FcResultMatch { weight = Double(intWeight) }
            _ = FcPatternGetInteger(pattern, "slant", 0, &slant)
            let face = FontFace(family: family, weight: Int(FcWeightToOpenTypeDouble(weight).rounded()), italic: slant != 0)
            for key in ["postscriptname", "fullname"] {
                n = 0
                while FcPatternGetString(pattern, key, n, &value) == FcResultMatch, let value {
                    let name = String(cString: value).lowercased()
                    if faces[name] == nil { faces[name] = face }
                    n += 1
                }
            }
        }
    }

    /// The face `name` names: a family (its regular face), a PostScript or a full name.
    func face(named name: String) -> FontFace? {
        if let family = families[name.lowercased()] { return FontFace(family: family, weight: 400, italic: false) }
        return faces[name.lowercased()]
    }

    /// Families found in `path` (after it was added).
    func families(inFile path: String) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var result: [String] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var file: UnsafeMutablePointer<FcChar8>? = nil
            guard FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file,
                  String(cString: file) == path else { continue }
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>? = nil
            while FcPatternGetString(pattern, "family", n, &value) == FcResultMatch, let value {
                let name = String(cString: value)
                if !result.contains(name) { result.append(name) }
                n += 1
            }
        }
        return result
    }

    /// Adds a font file to the configuration. Returns its family names.
    func add(fontFile path: String) throws -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else {
            throw FontRegistrationError.fileNotFound(path)
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard FcConfigAppFontAddFile(config, absolute) != 0 else { throw FontRegistrationError.notAFont(path) }
        refreshFamilies()
        let names = families(inFile: absolute)
        guard !names.isEmpty else { throw FontRegistrationError.notAFont(path) }
        return names
    }

    func has(_ family: String) -> Bool { families[family.lowercased()] != nil }

    /// Whether the colour emoji font (fonts-noto-color-emoji) is installed.
    var hasEmojiFont: Bool { has(PinnedFonts.emojiFamily) }

    /// Fallback families appended after a font's own: symbols, then CJK, then emoji.
    private var fallbacks: [String] {
        [PinnedFonts.symbolFamily, PinnedFonts.cjkFamily, PinnedFonts.emojiFamily].filter(has)
    }

    /// The system font's primary family for a size: a registered SF Pro, else Inter.
    private func systemPrimary(size: CGFloat) -> (String, Bool)? {
        let text = families["sf pro text"], display = families["sf pro display"], plain = families["sf pro"]
        if let sf = size >= 20 ? (display ?? plain ?? text) : (text ?? plain ?? display) { return (sf, false) }
        if size >= SFProMetrics.displayOpticalSize, let display = families[PinnedFonts.systemDisplayFamily.lowercased()] {
            return (display, true)
        }
        if let inter = families[PinnedFonts.systemFamily.lowercased()] { return (inter, true) }
        return nil
    }

    func choice(for font: ResolvedFont) -> FontChoice {
        var primary: [String] = []
        var sfMetrics = false
        var weight = font.weight, italic = font.italic
        if let family = font.family, !family.isEmpty {
            if let name = families[family.lowercased()] {
                primary = [name]
            } else if let face = faces[family.lowercased()] {
                // A PostScript or full name picks a face: its weight unless the font asks for
                // another (`.bold()`), italic if either is.
                primary = [face.family]
                if weight == 400 { weight = face.weight }
                italic = italic || face.italic
            }
            // An unknown name falls back to the system font; Accord reports it in the layout's
            // diagnostics (it knows the view), not here.
        } else {
            switch font.design {
            case .monospaced: primary = PinnedFonts.monospacedFamilies.filter(has)
            case .serif: primary = PinnedFonts.serifFamilies.filter(has)
            case .default, .rounded: break
            }
        }
        if primary.isEmpty, let (name, usesSF) = systemPrimary(size: font.size) {
            primary = [name]
            sfMetrics = usesSF
        }
        var list = primary
        for f in fallbacks where !list.contains(f) { list.append(f) }
        if list.isEmpty, let any = families.values.sorted().first { list = [any] }
        return FontChoice(families: list.joined(separator: ","), usesSFProMetrics: sfMetrics, weight: weight, italic: italic)
    }
}
