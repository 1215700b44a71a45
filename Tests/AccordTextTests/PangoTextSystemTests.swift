import XCTest
import Foundation
import AccordLayout
import AccordText
import CPango

/// Tests of the Pango measurer. Numbers are unrounded points; tolerances are stated per test.
/// Messages carry the Pango version, since line breaking and shaping may change across versions.
final class PangoTextSystemTests: XCTestCase {
    let text = PangoTextSystem.shared
    var stamp: String { "(Pango \(PangoTextSystem.pangoVersion), Cairo \(PangoTextSystem.cairoVersion))" }

    func body(_ s: String, size: CGFloat = 17) -> [TextRun] { [TextRun(s, font: ResolvedFont(size: size))] }

    func ceilToThird(_ v: CGFloat) -> CGFloat { (v * 3).rounded(.up) / 3 }

    func testBodyLineHeightUsesSFProMetrics() {
        let r = text.measure(TextLayoutRequest(runs: body("Hello world")))
        // Tolerance ±0.01 pt: SF Pro's (1950 + 494) / 2048 × 17 = 20.287109375 (UIFont's body
        // lineHeight; Docs/research quotes 20.2852, within the tolerance).
        XCTAssertEqual(r.size.height, 20.2852, accuracy: 0.01, "one-line body height \(stamp)")
        XCTAssertEqual(ceilToThird(r.size.height), 20.3333, accuracy: 0.0001, "ceil to 1/3 \(stamp)")
        XCTAssertEqual(r.firstBaseline, 1950.0 / 2048 * 17, accuracy: 0.0001, stamp)
        XCTAssertEqual(r.lastBaseline, r.firstBaseline, accuracy: 0.0001, stamp)
        XCTAssertEqual(r.lineCount, 1, stamp)
        XCTAssertFalse(r.isTruncated, stamp)
        XCTAssertGreaterThan(r.size.width, 60, "\"Hello world\" width \(r.size.width) \(stamp)")
        XCTAssertLessThan(r.size.width, 110, "\"Hello world\" width \(r.size.width) \(stamp)")
        print("Hello world @17pt: width \(r.size.width) height \(r.size.height) \(stamp)")
    }

    func testMetrics() {
        let m = text.metrics(for: ResolvedFont(size: 17))
        XCTAssertEqual(m.ascender, 1950.0 / 2048 * 17, accuracy: 0.0001, stamp)
        XCTAssertEqual(m.descender, 494.0 / 2048 * 17, accuracy: 0.0001, stamp)
        XCTAssertEqual(m.leading, 0, stamp)
        XCTAssertEqual(m.capHeight, 1443.0 / 2048 * 17, accuracy: 0.0001, stamp)
        XCTAssertEqual(m.xHeight, 1078.0 / 2048 * 17, accuracy: 0.001, stamp)
        let mono = text.metrics(for: ResolvedFont(size: 17, design: .monospaced))
        XCTAssertGreaterThan(mono.ascender, 10, stamp)
        XCTAssertNotEqual(mono.ascender, m.ascender, "monospaced uses its own metrics \(stamp)")
    }

    func testWrapping() {
        let one = text.measure(TextLayoutRequest(runs: body("Hello world")))
        let r = text.measure(TextLayoutRequest(runs: body("Hello world"), width: one.size.width - 5))
        XCTAssertEqual(r.lineCount, 2, stamp)
        let lineHeight = (1950.0 + 494) / 2048 * 17
        XCTAssertEqual(r.size.height, 2 * lineHeight, accuracy: 0.001, stamp)
        XCTAssertEqual(r.lastBaseline, lineHeight + 1950.0 / 2048 * 17, accuracy: 0.001, stamp)
        XCTAssertLessThanOrEqual(r.size.width, one.size.width - 5, stamp)
        // The width of the wider word, without the space hanging after "Hello".
        let hello = text.measure(TextLayoutRequest(runs: body("Hello")))
        let world = text.measure(TextLayoutRequest(runs: body("world")))
        XCTAssertEqual(r.size.width, max(hello.size.width, world.size.width), accuracy: 0.01, stamp)
        // Exactly its own width: still one line.
        let exact = text.measure(TextLayoutRequest(runs: body("Hello world"), width: one.size.width))
        XCTAssertEqual(exact.lineCount, 1, stamp)
        XCTAssertEqual(exact.size.width, one.size.width, stamp)
        // Line spacing.
        var spaced = TextLayoutRequest(runs: body("Hello world"), width: 30)
        spaced.lineSpacing = 4
        let s = text.measure(spaced)
        XCTAssertEqual(s.size.height, CGFloat(s.lineCount) * lineHeight + CGFloat(s.lineCount - 1) * 4, accuracy: 0.001, stamp)
    }

    func testLongWordBreaksInside() {
        let r = text.measure(TextLayoutRequest(runs: body("Supercalifragilisticexpialidocious"), width: 60))
        XCTAssertGreaterThan(r.lineCount, 2, stamp)
        XCTAssertLessThanOrEqual(r.size.width, 60, stamp)
    }

    func testTruncationModes() {
        let long = "The quick brown fox jumps over the lazy dog and keeps running far away"
        for mode in [TextTruncationMode.head, .middle, .tail] {
            var q = TextLayoutRequest(runs: body(long), width: 120, maxLines: 1)
            q.truncationMode = mode
            let r = text.measure(q)
            XCTAssertTrue(r.isTruncated, "\(mode) \(stamp)")
            XCTAssertEqual(r.lineCount, 1, "\(mode) \(stamp)")
            XCTAssertLessThanOrEqual(r.size.width, 120, "\(mode) \(stamp)")
            XCTAssertGreaterThan(r.size.width, 60, "\(mode) \(stamp)")
            XCTAssertEqual(r.size.height, 20.2852, accuracy: 0.01, "\(mode) \(stamp)")
        }
        // Two lines.
        let two = text.measure(TextLayoutRequest(runs: body(long), width: 120, maxLines: 2))
        XCTAssertTrue(two.isTruncated, stamp)
        XCTAssertEqual(two.lineCount, 2, stamp)
        XCTAssertLessThanOrEqual(two.size.width, 120, stamp)
        // Enough lines: no truncation.
        let all = text.measure(TextLayoutRequest(runs: body(long), width: 120, maxLines: 50))
        XCTAssertFalse(all.isTruncated, stamp)
        let free = text.measure(TextLayoutRequest(runs: body(long), width: 120))
        XCTAssertEqual(all.lineCount, free.lineCount, stamp)
        // No width: only the line count matters.
        let unconstrained = text.measure(TextLayoutRequest(runs: body("a\nb\nc"), maxLines: 2))
        XCTAssertEqual(unconstrained.lineCount, 2, stamp)
        XCTAssertTrue(unconstrained.isTruncated, stamp)
    }

    func testTruncationAcrossParagraphs() {
        let r = text.measure(TextLayoutRequest(runs: body("First line\nSecond\nThird"), width: 200, maxLines: 2))
        XCTAssertEqual(r.lineCount, 2, stamp)
        XCTAssertTrue(r.isTruncated, stamp)
        XCTAssertLessThanOrEqual(r.size.width, 200, stamp)
        let fits = text.measure(TextLayoutRequest(runs: body("First line\nSecond"), width: 200, maxLines: 2))
        XCTAssertEqual(fits.lineCount, 2, stamp)
        XCTAssertFalse(fits.isTruncated, stamp)
        let paragraphs = text.measure(TextLayoutRequest(runs: body("a\n\nb")))
        XCTAssertEqual(paragraphs.lineCount, 3, "empty paragraph is a line \(stamp)")
    }

    func testCJKWrapsBetweenIdeographs() {
        let s = "这行文字很长很长很长很长很长很长"
        let one = text.measure(TextLayoutRequest(runs: body(s)))
        XCTAssertEqual(one.lineCount, 1, stamp)
        let r = text.measure(TextLayoutRequest(runs: body(s), width: 100))
        XCTAssertGreaterThan(r.lineCount, 1, stamp)
        XCTAssertLessThanOrEqual(r.size.width, 100, stamp)
        // Ideographs are ~1 em (17 pt) wide: 100 pt holds 5 of them per line.
        XCTAssertGreaterThan(r.size.width, 80, "lines filled up to the width, breaking between ideographs \(stamp)")
        XCTAssertEqual(r.lineCount, Int((CGFloat(s.count) / 5).rounded(.up)), stamp)
    }

    func testEmptyString() {
        let r = text.measure(TextLayoutRequest(runs: body("")))
        XCTAssertEqual(r.size.width, 0, stamp)
        XCTAssertEqual(r.size.height, 20.2852, accuracy: 0.01, stamp)
        XCTAssertEqual(r.lineCount, 1, stamp)
        let none = text.measure(TextLayoutRequest(runs: []))
        XCTAssertEqual(none.size.width, 0, stamp)
        XCTAssertEqual(none.size.height, 20.2852, accuracy: 0.01, stamp)
    }

    func testHugeString() {
        let word = "lorem ipsum dolor sit amet "
        let s = String(repeating: word, count: (1 << 20) / word.utf8.count)
        let start = Date()
        let r = text.measure(TextLayoutRequest(runs: body(s), width: 400))
        print("1 MB string at width 400: \(r.lineCount) lines in \(Date().timeIntervalSince(start)) s \(stamp)")
        // ~55 characters a line.
        XCTAssertGreaterThan(r.lineCount, 15_000, stamp)
        XCTAssertLessThanOrEqual(r.size.width, 400, stamp)
        let none = text.measure(TextLayoutRequest(runs: body(s)))
        XCTAssertEqual(none.lineCount, 1, stamp)
        XCTAssertGreaterThan(none.size.width, 5_000_000, "wider than Pango's 32-bit limit \(stamp)")
        let unwrapped = text.measure(TextLayoutRequest(runs: body(s), width: 400, maxLines: 3))
        XCTAssertEqual(unwrapped.lineCount, 3, stamp)
        XCTAssertTrue(unwrapped.isTruncated, stamp)
    }

    func testEmojiAndCombiningMarks() {
        for s in ["👨‍👩‍👧‍👦 family", "🇯🇵🇫🇷", "e\u{301}\u{302}\u{303}\u{304}", "Z̤̺̯̙̲a̤l̦g̟o̖", "👍🏽", "\u{FEFF}\u{200D}", "a\u{0}b", "مرحبا بالعالم", "\u{10FFFF}"] {
            let r = text.measure(TextLayoutRequest(runs: body(s), width: 50))
            XCTAssertGreaterThanOrEqual(r.lineCount, 1, "\(s) \(stamp)")
            XCTAssertTrue(r.size.width.isFinite && r.size.height > 0, "\(s) \(stamp)")
        }
    }

    func testBadWidths() {
        let nan = text.measure(TextLayoutRequest(runs: body("Hello world"), width: .nan))
        let none = text.measure(TextLayoutRequest(runs: body("Hello world")))
        XCTAssertEqual(nan, none, "NaN width is no width \(stamp)")
        let negative = text.measure(TextLayoutRequest(runs: body("Hi"), width: -10))
        XCTAssertGreaterThanOrEqual(negative.lineCount, 1, stamp)
        let inf = text.measure(TextLayoutRequest(runs: body("Hello world"), width: .infinity))
        XCTAssertEqual(inf, none, stamp)
    }

    func testRegisterMissingFontThrows() {
        XCTAssertThrowsError(try text.register(fontFile: "/nonexistent/Brand.otf")) { error in
            XCTAssertEqual(error as? FontRegistrationError, .fileNotFound("/nonexistent/Brand.otf"), stamp)
            XCTAssertTrue("\(error)".contains("not found"), stamp)
        }
        let notFont = FileManager.default.temporaryDirectory.appendingPathComponent("accord-not-a-font.ttf").path
        _ = FileManager.default.createFile(atPath: notFont, contents: Data("hello".utf8))
        XCTAssertThrowsError(try text.register(fontFile: notFont)) { error in
            XCTAssertEqual(error as? FontRegistrationError, .notAFont(notFont), stamp)
        }
    }

    func testRegisterFontFile() throws {
        let system = PangoTextSystem()
        let path = "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"
        try XCTSkipUnless(FileManager.default.fileExists(atPath: path))
        let names = try system.register(fontFile: path)
        XCTAssertTrue(names.contains("Inter Display"), "\(names) \(stamp)")
        let display = system.measure(TextLayoutRequest(runs: [TextRun("Hello world", font: ResolvedFont(family: "Inter Display", size: 17))]))
        let inter = system.measure(TextLayoutRequest(runs: body("Hello world")))
        XCTAssertNotEqual(display.size.width, inter.size.width, stamp)
        XCTAssertEqual(system.familyList(for: ResolvedFont(family: "inter display")).families.hasPrefix("Inter Display"), true, stamp)
    }

    func testUnknownFamilyFallsBack() {
        let unknown = text.measure(TextLayoutRequest(runs: [TextRun("Hello world", font: ResolvedFont(family: "No Such Family", size: 17))]))
        let system = text.measure(TextLayoutRequest(runs: body("Hello world")))
        XCTAssertEqual(unknown.size.width, system.size.width, accuracy: 0.001, stamp)
        XCTAssertEqual(unknown.size.height, system.size.height, accuracy: 0.001, stamp)
        XCTAssertTrue(text.familyList(for: ResolvedFont(family: "No Such Family")).families.hasPrefix("Inter"), stamp)
    }

    func testDesigns() {
        XCTAssertTrue(text.familyList(for: ResolvedFont(design: .monospaced)).families.hasPrefix("DejaVu Sans Mono"), stamp)
        XCTAssertTrue(text.familyList(for: ResolvedFont(design: .serif)).families.hasPrefix("DejaVu Serif"), stamp)
        XCTAssertTrue(text.familyList(for: ResolvedFont(design: .rounded)).families.hasPrefix("Inter"), stamp)
        // Monospaced: every character equally wide.
        let i = text.measure(TextLayoutRequest(runs: [TextRun("iiii", font: ResolvedFont(design: .monospaced))]))
        let m = text.measure(TextLayoutRequest(runs: [TextRun("MMMM", font: ResolvedFont(design: .monospaced))]))
        XCTAssertEqual(i.size.width, m.size.width, accuracy: 0.001, stamp)
        // monospacedDigit: "1111" as wide as "0000".
        let ones = text.measure(TextLayoutRequest(runs: [TextRun("1111", font: ResolvedFont(monospacedDigit: true))]))
        let zeros = text.measure(TextLayoutRequest(runs: [TextRun("0000", font: ResolvedFont(monospacedDigit: true))]))
        XCTAssertEqual(ones.size.width, zeros.size.width, accuracy: 0.001, stamp)
        // Bold is wider than regular.
        let bold = text.measure(TextLayoutRequest(runs: [TextRun("Hello world", font: ResolvedFont(weight: 700))]))
        let regular = text.measure(TextLayoutRequest(runs: body("Hello world")))
        XCTAssertGreaterThan(bold.size.width, regular.size.width, stamp)
    }

    func testMixedRunsAndTracking() {
        let big = TextRun("Big", font: ResolvedFont(size: 34))
        let small = TextRun(" small", font: ResolvedFont(size: 12))
        let r = text.measure(TextLayoutRequest(runs: [small, big]))
        XCTAssertEqual(r.size.height, (1950.0 + 494) / 2048 * 34, accuracy: 0.001, "tallest run sets the line \(stamp)")
        XCTAssertEqual(r.lineHeight, (1950.0 + 494) / 2048 * 12, accuracy: 0.001, "lineHeight is the first run's \(stamp)")
        var tracked = TextRun("Hello", font: ResolvedFont())
        tracked.tracking = 2
        let t = text.measure(TextLayoutRequest(runs: [tracked]))
        let plain = text.measure(TextLayoutRequest(runs: body("Hello")))
        XCTAssertEqual(t.size.width - plain.size.width, 10, accuracy: 0.01, "tracking after every character, as CoreText \(stamp)")
    }

    func testMinimumScaleFactorAndTightening() {
        let s = "The quick brown fox jumps"
        let full = text.measure(TextLayoutRequest(runs: body(s)))
        var q = TextLayoutRequest(runs: body(s), width: full.size.width * 0.8, maxLines: 1)
        q.minimumScaleFactor = 0.5
        let r = text.measure(q)
        XCTAssertFalse(r.isTruncated, stamp)
        XCTAssertLessThan(r.appliedScale, 0.85, stamp)
        XCTAssertGreaterThan(r.appliedScale, 0.7, stamp)
        XCTAssertLessThanOrEqual(r.size.width, full.size.width * 0.8, stamp)
        var tight = TextLayoutRequest(runs: body(s), width: full.size.width - 3, maxLines: 1)
        tight.allowsTightening = true
        let t = text.measure(tight)
        XCTAssertFalse(t.isTruncated, stamp)
        XCTAssertEqual(t.appliedScale, 1, stamp)
    }

    func testCacheCounts() {
        let system = PangoTextSystem()
        let q = TextLayoutRequest(runs: body("cache me"), width: 80)
        let a = system.measure(q)
        let b = system.measure(q)
        XCTAssertEqual(a, b)
        XCTAssertEqual(system.cacheMisses, 1)
        XCTAssertEqual(system.cacheHits, 1)
    }

    func testConcurrentMeasuring() {
        let system = PangoTextSystem()
        DispatchQueue.concurrentPerform(iterations: 200) { i in
            let runs = [TextRun("Line \(i % 20) of text", font: ResolvedFont(size: 17))]
            let r = system.measure(TextLayoutRequest(runs: runs, width: CGFloat(40 + i % 7)))
            XCTAssertGreaterThan(r.lineCount, 0)
        }
        XCTAssertEqual(system.cacheMisses + system.cacheHits, 200)
    }

    /// Ink bounds (in points) of what `draw` paints, at 3× on a white image.
    func inkBounds(_ drawing: TextDrawing, canvas: CGSize) -> CGRect? {
        let scale = 3.0
        let w = Int32(canvas.width * scale), h = Int32(canvas.height * scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h), let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        text.draw(drawing, cairo: cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<Int(h) {
            for x in 0..<Int(w) {
                let px = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                if px & 0xFF < 0x80 {  // blue channel dark enough: ink
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= 0 else { return .zero }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    func testDrawingMatchesMeasuring() throws {
        let q = TextLayoutRequest(runs: body("Hello HH"))
        let r = text.measure(q)
        let frame = CGRect(x: 10, y: 10, width: r.size.width, height: r.size.height)
        let ink = try XCTUnwrap(inkBounds(TextDrawing(request: q, frame: frame, color: RGBA(0, 0, 0)), canvas: CGSize(width: 200, height: 60)))
        // Tolerance 0.5 pt (antialiasing, side bearings): caps sit on the baseline, reach cap height.
        let baseline = frame.minY + r.firstBaseline
        XCTAssertEqual(ink.maxY, baseline, accuracy: 0.5, "ink bottom at the baseline \(stamp)")
        XCTAssertEqual(ink.minY, baseline - 1443.0 / 2048 * 17 * 1.0, accuracy: 1.0, "cap top (Inter's cap height ≈ SF's) \(stamp)")
        XCTAssertGreaterThanOrEqual(ink.minX, frame.minX, stamp)
        XCTAssertLessThanOrEqual(ink.maxX, frame.maxX + 0.5, stamp)
        XCTAssertGreaterThan(ink.width, r.size.width - 4, stamp)

        // Two lines, trailing alignment in a wider frame: the second line's ink ends at the right edge.
        var two = TextLayoutRequest(runs: body("HH HHHH"), width: 60)
        two.alignment = .trailing
        let m = text.measure(two)
        XCTAssertEqual(m.lineCount, 2, stamp)
        let f2 = CGRect(x: 5, y: 5, width: 100, height: m.size.height)
        let ink2 = try XCTUnwrap(inkBounds(TextDrawing(request: two, frame: f2, color: RGBA(0, 0, 0)), canvas: CGSize(width: 120, height: 60)))
        XCTAssertEqual(ink2.maxX, f2.maxX, accuracy: 2.5, stamp)
        XCTAssertEqual(ink2.maxY, f2.minY + m.lastBaseline, accuracy: 0.5, "last baseline \(stamp)")
    }
}

/// The system font's widths against published UIKit measurements of SF Pro
/// (bakkenbaeck/SweetUIKit, Tests/StringTests.swift: floor of the width of "a" and "aa" in
/// `UIFont.systemFont(ofSize: 15)` is 8 and 16, in `boldSystemFont(ofSize: 30)` 16 and 33).
final class SystemFontWidthTests: XCTestCase {
    func width(_ s: String, _ size: CGFloat, _ weight: Int) -> CGFloat {
        PangoTextSystem.shared.measure(TextLayoutRequest(runs: [TextRun(s, font: ResolvedFont(size: size, weight: weight))])).size.width
    }

    func testStandInWidthsFloorToSFProsPublishedWidths() {
        XCTAssertEqual(width("a", 15, 400).rounded(.down), 8, "Pango \(PangoTextSystem.pangoVersion)")
        XCTAssertEqual(width("aa", 15, 400).rounded(.down), 16, "Pango \(PangoTextSystem.pangoVersion)")
        XCTAssertEqual(width("a", 30, 700).rounded(.down), 16, "Pango \(PangoTextSystem.pangoVersion)")
        XCTAssertEqual(width("aa", 30, 700).rounded(.down), 33, "Pango \(PangoTextSystem.pangoVersion)")
    }
}
