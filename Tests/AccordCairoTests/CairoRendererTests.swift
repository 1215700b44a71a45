import XCTest
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import AccordLayout
import CCairo
@testable import AccordCairo

private let red = RGBA(1, 0, 0)
private let blue = RGBA(0, 0, 1)
private let black = RGBA(0, 0, 0)

private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// Decodes PNG bytes with Cairo into a bitmap (straight alpha).
func decodePNG(_ data: Data) throws -> RenderedBitmap {
    final class Reader { var data: Data; var offset = 0; init(_ d: Data) { data = d } }
    let reader = Reader(data)
    let box = Unmanaged.passRetained(reader)
    defer { box.release() }
    let read: cairo_read_func_t = { closure, out, length in
        let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
        let n = Int(length)
        guard r.offset + n <= r.data.count, let out else { return CAIRO_STATUS_READ_ERROR }
        r.data.copyBytes(to: out, from: r.offset..<(r.offset + n))
        r.offset += n
        return CAIRO_STATUS_SUCCESS
    }
    guard let surface = cairo_image_surface_create_from_png_stream(read, box.toOpaque()) else {
        throw RenderError.cairo("no surface")
    }
    defer { cairo_surface_destroy(surface) }
    try CairoRenderer.check(cairo_surface_status(surface))
    return CairoRenderer.readBitmap(surface)
}

private func assertColor(_ c: RGBA?, _ expected: RGBA, tolerance: Double = 0.02,
                         file: StaticString = #filePath, line: UInt = #line) {
    guard let c else { return XCTFail("no pixel", file: file, line: line) }
    let ok = abs(c.r - expected.r) <= tolerance && abs(c.g - expected.g) <= tolerance
        && abs(c.b - expected.b) <= tolerance && abs(c.a - expected.a) <= tolerance
    XCTAssertTrue(ok, "\(c) is not \(expected)", file: file, line: line)
}

private func tempDir() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("accord-cairo-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

final class CairoRendererTests: XCTestCase {
    var redSquare: DisplayList {
        DisplayList(size: CGSize(width: 100, height: 50), items: [
            .fill(Path(rect(10, 10, 20, 20)), .color(red), eoFill: false),
        ])
    }

    // MARK: PNG

    func testPNGSignatureDimensionsAndPixels() throws {
        let data = try CairoRenderer.pngData(redSquare, scale: 3, background: nil)
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16…23.
        let bytes = [UInt8](data)
        let w = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let h = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(w, 300)
        XCTAssertEqual(h, 150)
        let bitmap = try decodePNG(data)
        XCTAssertEqual(bitmap.width, 300)
        XCTAssertEqual(bitmap.height, 150)
        assertColor(bitmap.pixel(x: 60, y: 60), red)          // inside (20, 20) pt
        assertColor(bitmap.pixel(x: 29, y: 29), RGBA(0, 0, 0, 0)) // just outside (9.67 pt)
        assertColor(bitmap.pixel(x: 150, y: 100), RGBA(0, 0, 0, 0))
    }

    func testBackgroundAndFractionalSize() throws {
        let list = DisplayList(size: CGSize(width: 10.5, height: 3.2))
        let bitmap = try CairoRenderer.bitmap(list, scale: 2, background: RGBA(1, 1, 1))
        XCTAssertEqual(bitmap.width, 21)
        XCTAssertEqual(bitmap.height, 7)
        assertColor(bitmap.pixel(x: 0, y: 0), RGBA(1, 1, 1))
    }

    func testEvenOddFillLeavesAHole() throws {
        var path = Path(rect(0, 0, 40, 40))
        path.addRect(rect(10, 10, 20, 20))
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [.fill(path, .color(red), eoFill: true)])
        let bitmap = try CairoRenderer.bitmap(list)
        assertColor(bitmap.pixel(x: 5, y: 5), red)
        XCTAssertEqual(bitmap.pixel(x: 20, y: 20)?.a, 0)
        let winding = try CairoRenderer.bitmap(DisplayList(size: list.size, items: [.fill(path, .color(red), eoFill: false)]))
        assertColor(winding.pixel(x: 20, y: 20), red)
    }

    func testStrokeWithDash() throws {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 40, y: 10))
        let style = StrokeStyle(lineWidth: 4, dash: [10, 10])
        let list = DisplayList(size: CGSize(width: 40, height: 20), items: [.stroke(line, .color(blue), style)])
        let bitmap = try CairoRenderer.bitmap(list)
        assertColor(bitmap.pixel(x: 5, y: 10), blue)
        XCTAssertEqual(bitmap.pixel(x: 15, y: 10)?.a, 0)
        assertColor(bitmap.pixel(x: 25, y: 10), blue)
        XCTAssertEqual(bitmap.pixel(x: 5, y: 14)?.a, 0)
        // A bad dash (negative, all zero) is ignored rather than breaking the context.
        for dash: [CGFloat] in [[-1, 2], [0, 0]] {
            let l = DisplayList(size: list.size, items: [.stroke(line, .color(blue), StrokeStyle(lineWidth: 4, dash: dash))])
            assertColor(try CairoRenderer.bitmap(l).pixel(x: 15, y: 10), blue)
        }
    }

    func testQuadCurveAndEllipse() throws {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 40))
        p.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 20, y: 0))
        p.closeSubpath()
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [
            .fill(p, .color(red), eoFill: false),
            .fill(Path(ellipseIn: rect(15, 30, 10, 10)), .color(blue), eoFill: false),
        ])
        let bitmap = try CairoRenderer.bitmap(list)
        assertColor(bitmap.pixel(x: 20, y: 25), red)   // under the curve's apex (y = 20)
        XCTAssertEqual(bitmap.pixel(x: 20, y: 15)?.a, 0)
        assertColor(bitmap.pixel(x: 20, y: 35), blue)
    }

    // MARK: Gradients

    func testLinearAndRadialGradients() throws {
        let stops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]
        let list = DisplayList(size: CGSize(width: 100, height: 100), items: [
            .fill(Path(rect(0, 0, 100, 50)),
                  .linearGradient(stops: stops, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0)), eoFill: false),
            .fill(Path(rect(0, 50, 100, 50)),
                  .radialGradient(stops: stops, center: CGPoint(x: 50, y: 75), startRadius: 0, endRadius: 25), eoFill: false),
        ])
        let bitmap = try CairoRenderer.bitmap(list)
        assertColor(bitmap.pixel(x: 0, y: 25), red, tolerance: 0.05)
        assertColor(bitmap.pixel(x: 99, y: 25), blue, tolerance: 0.05)
        let mid = try XCTUnwrap(bitmap.pixel(x: 50, y: 25))
        XCTAssert(mid.r > 0.3 && mid.b > 0.3, "\(mid)")
        assertColor(bitmap.pixel(x: 50, y: 75), red, tolerance: 0.1)
        assertColor(bitmap.pixel(x: 5, y: 75), blue, tolerance: 0.05)  // beyond the end radius: padded
    }

    func testAngularGradient() throws {
        let stops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]
        let paint = Paint.angularGradient(stops: stops, center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: 2 * .pi)
        let list = DisplayList(size: CGSize(width: 100, height: 100), items: [.fill(Path(rect(0, 0, 100, 100)), paint, eoFill: false)])
        let bitmap = try CairoRenderer.bitmap(list)
        // Just below the positive x axis (angle ≈ 0+): red; just above it (angle ≈ 360−): blue.
        assertColor(bitmap.pixel(x: 95, y: 52), red, tolerance: 0.1)
        assertColor(bitmap.pixel(x: 95, y: 47), blue, tolerance: 0.1)
        // Straight down is a quarter turn clockwise: a quarter of the way from red to blue.
        let down = try XCTUnwrap(bitmap.pixel(x: 50, y: 95))
        XCTAssert(down.r > down.b, "\(down)")
        // Straight up: three quarters.
        let up = try XCTUnwrap(bitmap.pixel(x: 50, y: 5))
        XCTAssert(up.b > up.r, "\(up)")
        XCTAssertEqual(up.a, 1, accuracy: 0.01)
    }

    func testAngularGradientPartialSweepSplitsTheGap() throws {
        let stops = [GradientStop(color: red, location: 0), GradientStop(color: blue, location: 1)]
        // Sweep a quarter turn (0…90°, right to down); the rest takes the nearer end colour.
        let paint = Paint.angularGradient(stops: stops, center: CGPoint(x: 50, y: 50), startAngle: 0, endAngle: .pi / 2)
        let list = DisplayList(size: CGSize(width: 100, height: 100), items: [.fill(Path(rect(0, 0, 100, 100)), paint, eoFill: false)])
        let bitmap = try CairoRenderer.bitmap(list)
        assertColor(bitmap.pixel(x: 10, y: 60), blue, tolerance: 0.05)  // ≈ 166°: nearer the end
        assertColor(bitmap.pixel(x: 60, y: 10), red, tolerance: 0.05)   // ≈ 284°: nearer the start
    }

    // MARK: Groups

    func testGroupOpacityTransformAndClip() throws {
        var g = DrawingGroup(items: [.fill(Path(rect(0, 0, 20, 20)), .color(red), eoFill: false)])
        g.transform = CGAffineTransform(translationX: 10, y: 10)
        g.opacity = 0.5
        g.clip = Path(rect(0, 0, 20, 40))  // canvas space: cuts the right half of the moved square
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [.group(g)])
        let bitmap = try CairoRenderer.bitmap(list)
        assertColor(bitmap.pixel(x: 15, y: 15), RGBA(1, 0, 0, 0.5))
        XCTAssertEqual(bitmap.pixel(x: 25, y: 15)?.a, 0)   // clipped
        XCTAssertEqual(bitmap.pixel(x: 5, y: 5)?.a, 0)     // moved away
    }

    func testShadowIsBlurredAndOffset() throws {
        var g = DrawingGroup(items: [.fill(Path(rect(20, 20, 20, 20)), .color(red), eoFill: false)])
        g.shadow = Shadow(color: black, radius: 4, offset: CGSize(width: 10, height: 10))
        let list = DisplayList(size: CGSize(width: 80, height: 80), items: [.group(g)])
        for scale: CGFloat in [1, 2] {
            let bitmap = try CairoRenderer.bitmap(list, scale: scale)
            func px(_ x: CGFloat, _ y: CGFloat) -> RGBA? { bitmap.pixel(x: Int(x * scale), y: Int(y * scale)) }
            assertColor(px(30, 30), red)                          // content on top
            assertColor(px(45, 45), RGBA(0, 0, 0, 1), tolerance: 0.05)  // shadow core
            let edge = try XCTUnwrap(px(50, 45))               // the shadow's blurred edge
            XCTAssert(edge.a > 0.3 && edge.a < 0.7, "edge alpha \(edge.a)")
            let fringe = try XCTUnwrap(px(53, 45))
            XCTAssert(fringe.a > 0 && fringe.a < 0.2, "fringe alpha \(fringe.a)")
            XCTAssertEqual(px(70, 70)?.a, 0)
        }
    }

    func testBlurSpreadsContent() throws {
        var g = DrawingGroup(items: [.fill(Path(rect(20, 20, 20, 20)), .color(blue), eoFill: false)])
        g.blurRadius = 6
        let bitmap = try CairoRenderer.bitmap(DisplayList(size: CGSize(width: 60, height: 60), items: [.group(g)]))
        assertColor(bitmap.pixel(x: 30, y: 30), blue, tolerance: 0.05)
        let edge = try XCTUnwrap(bitmap.pixel(x: 20, y: 30))
        XCTAssert(edge.a > 0.3 && edge.a < 0.7, "\(edge)")
        let outside = try XCTUnwrap(bitmap.pixel(x: 16, y: 30))
        XCTAssert(outside.a > 0.02 && outside.a < 0.3, "\(outside)")
        assertColor(outside.withAlpha(1 / max(outside.a, 0.01)), blue, tolerance: 0.15)
    }

    func testNestedEffectGroups() throws {
        var inner = DrawingGroup(items: [.fill(Path(rect(20, 20, 20, 20)), .color(red), eoFill: false)])
        inner.shadow = Shadow(color: black, radius: 2, offset: CGSize(width: 4, height: 4))
        inner.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        var outer = DrawingGroup(items: [.group(inner)])
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)
        outer.opacity = 0.5
        outer.shadow = Shadow(color: blue, radius: 2, offset: CGSize(width: -10, height: 0))
        let list = DisplayList(size: CGSize(width: 60, height: 60), items: [.group(outer)])
        let bitmap = try CairoRenderer.bitmap(list, scale: 2)
        let content = try XCTUnwrap(bitmap.pixel(x: 60, y: 60))   // (30, 30) pt
        XCTAssertEqual(content.a, 0.5, accuracy: 0.05)
        XCTAssertGreaterThan(content.r, 0.9)
        let outerShadow = try XCTUnwrap(bitmap.pixel(x: 30, y: 60)) // (15, 30) pt: 10 pt left
        XCTAssertGreaterThan(outerShadow.b, 0.9)
        XCTAssertNoThrow(try CairoRenderer.pdfData(list))
        XCTAssertNoThrow(try CairoRenderer.svgData(list))
        // An opacity group inside a shadowed group (a pushed group inside the recording).
        var faded = DrawingGroup(items: [.fill(Path(rect(20, 20, 20, 20)), .color(red), eoFill: false)])
        faded.opacity = 0.5
        var shadowed = DrawingGroup(items: [.group(faded)])
        shadowed.shadow = Shadow(color: blue, radius: 0, offset: CGSize(width: 0, height: 30))
        let b2 = try CairoRenderer.bitmap(DisplayList(size: CGSize(width: 60, height: 60), items: [.group(shadowed)]))
        assertColor(b2.pixel(x: 30, y: 30), RGBA(1, 0, 0, 0.5))
        assertColor(b2.pixel(x: 30, y: 55), RGBA(0, 0, 1, 0.5))
    }

    func testBoxSizesMatchGaussianVariance() {
        for sigma in [1.0, 2.5, 4, 10] {
            let sizes = Blur.boxSizes(sigma: sigma)
            let variance = sizes.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            XCTAssertEqual(sqrt(variance), sigma, accuracy: 0.6)
        }
    }

    func testShadowAndBlurInVectorOutputs() throws {
        var g = DrawingGroup(items: [.fill(Path(rect(10, 10, 20, 20)), .color(red), eoFill: false)])
        g.shadow = Shadow(color: black, radius: 3, offset: CGSize(width: 3, height: 3))
        g.blurRadius = 1
        g.opacity = 0.8
        let list = DisplayList(size: CGSize(width: 50, height: 50), items: [.group(g)])
        XCTAssertTrue(String(decoding: try CairoRenderer.svgData(list), as: UTF8.self).contains("<image"))
        XCTAssertTrue(try CairoRenderer.pdfData(list).starts(with: Data("%PDF".utf8)))
    }

    // MARK: Vector formats

    func testSVGParses() throws {
        var list = redSquare
        list.items.append(.stroke(Path(ellipseIn: rect(50, 10, 30, 30)), .color(blue), StrokeStyle(lineWidth: 2)))
        let data = try CairoRenderer.svgData(list)
        final class Delegate: NSObject, XMLParserDelegate {
            var root: String?
            var attributes: [String: String] = [:]
            var elements = 0
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String] = [:]) {
                if root == nil { root = name; self.attributes = attributes }
                elements += 1
            }
        }
        let parser = XMLParser(data: data)
        let delegate = Delegate()
        parser.delegate = delegate
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
        XCTAssertEqual(delegate.root, "svg")
        // Unitless (CSS pixels, one a point), so the SVG rasterises at the PNG's size (issue 16).
        XCTAssertEqual(delegate.attributes["width"], "100")
        XCTAssertEqual(delegate.attributes["height"], "50")
        XCTAssertGreaterThan(delegate.elements, 2)
    }

    func testPDFHeaderAndRendering() throws {
        let data = try CairoRenderer.pdfData(redSquare)
        XCTAssertTrue(data.starts(with: Data("%PDF".utf8)))
        let pdftoppm = ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let tool = pdftoppm else { return }  // poppler-utils not installed: header check only
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pdf = dir.appendingPathComponent("page.pdf")
        try data.write(to: pdf)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-png", "-r", "144", "-singlefile", pdf.path, dir.appendingPathComponent("page").path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let bitmap = try decodePNG(Data(contentsOf: dir.appendingPathComponent("page.png")))
        XCTAssertEqual(bitmap.width, 200)
        XCTAssertEqual(bitmap.height, 100)
        assertColor(bitmap.pixel(x: 40, y: 40), red, tolerance: 0.05)
        assertColor(bitmap.pixel(x: 150, y: 80), RGBA(1, 1, 1), tolerance: 0.05)  // poppler's white paper
    }

    // MARK: Bad input

    func testHugeCanvasThrowsWithoutAllocating() {
        let huge = DisplayList(size: CGSize(width: 100_000, height: 100_000))
        XCTAssertThrowsError(try CairoRenderer.pngData(huge, scale: 1, background: nil)) { error in
            XCTAssertEqual(error as? RenderError, .canvasTooLarge(limit: CairoRenderer.maxPixelCount))
        }
        XCTAssertThrowsError(try CairoRenderer.svgData(huge))
        XCTAssertThrowsError(try CairoRenderer.pdfData(huge))
        // Within the side limit but over the pixel count once scaled.
        XCTAssertThrowsError(try CairoRenderer.pngData(DisplayList(size: CGSize(width: 8000, height: 8000)), scale: 2)) {
            XCTAssertEqual($0 as? RenderError, .canvasTooLarge(limit: CairoRenderer.maxPixelCount))
        }
    }

    func testInvalidCanvasThrows() {
        for size in [CGSize(width: 0, height: 10), CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10),
                     CGSize(width: 10, height: CGFloat.infinity)] {
            XCTAssertThrowsError(try CairoRenderer.pngData(DisplayList(size: size))) { error in
                guard case .invalidCanvas = error as? RenderError else { return XCTFail("\(error)") }
            }
            XCTAssertThrowsError(try CairoRenderer.svgData(DisplayList(size: size)))
        }
        XCTAssertThrowsError(try CairoRenderer.pngData(DisplayList(size: CGSize(width: 10, height: 10)), scale: 0))
    }

    func testNaNCoordinatesAreSkipped() throws {
        var bad = Path()
        bad.move(to: CGPoint(x: 0, y: 0))
        bad.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
        bad.addLine(to: CGPoint(x: 10, y: 10))
        var badGroup = DrawingGroup(items: [.fill(Path(rect(0, 0, 40, 40)), .color(blue), eoFill: false)])
        badGroup.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        var singular = badGroup
        singular.transform = CGAffineTransform(scaleX: 0, y: 1)
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [
            .fill(bad, .color(blue), eoFill: false),
            .stroke(bad, .color(blue), StrokeStyle(lineWidth: .nan)),
            .fill(Path(rect(0, 0, 40, 40)), .linearGradient(stops: [], start: CGPoint(x: CGFloat.nan, y: 0), end: .zero), eoFill: false),
            .image(ImageDrawing(source: .file("/nonexistent.png"), frame: rect(.nan, 0, 10, 10))),
            .group(badGroup),
            .group(singular),
            .fill(Path(rect(10, 10, 10, 10)), .color(red), eoFill: false),
        ])
        for format in RenderFormat.allCases { XCTAssertNoThrow(try CairoRenderer.data(list, format: format)) }
        let bitmap = try CairoRenderer.bitmap(list)
        assertColor(bitmap.pixel(x: 15, y: 15), red)
        XCTAssertEqual(bitmap.pixel(x: 30, y: 30)?.a, 0)
    }

    // MARK: Images

    func testMissingImageFileDrawsAPlaceholder() throws {
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [
            .image(ImageDrawing(source: .file("/no/such/image.png"), frame: rect(0, 0, 40, 40))),
        ])
        let bitmap = try CairoRenderer.bitmap(list)
        let fill = try XCTUnwrap(bitmap.pixel(x: 30, y: 10))
        XCTAssertEqual(fill.a, 1, accuracy: 0.01)           // the grey box
        XCTAssertEqual(fill.r, fill.g, accuracy: 0.01)
        let cross = try XCTUnwrap(bitmap.pixel(x: 20, y: 20))
        XCTAssertLessThan(cross.r, fill.r)                  // the darker diagonal
        XCTAssertNoThrow(try CairoRenderer.svgData(list))
    }

    func testMappedSymbolsDrawTheirIconInTheTint() throws {
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [
            .image(ImageDrawing(source: .symbol("star.fill"), frame: rect(0, 0, 40, 40), tint: blue)),
        ])
        let bitmap = try CairoRenderer.bitmap(list)
        assertColor(bitmap.pixel(x: 20, y: 20), blue, tolerance: 0.1)   // the star's middle
        XCTAssertLessThan(bitmap.pixel(x: 1, y: 1)?.a ?? 1, 0.1)        // its corners are empty
    }

    func testSymbolAndMissingNamePlaceholdersAreTinted() throws {
        let list = DisplayList(size: CGSize(width: 80, height: 40), items: [
            .image(ImageDrawing(source: .symbol("no.such.symbol"), frame: rect(0, 0, 40, 40), tint: blue)),
            .image(ImageDrawing(source: .missing("logo"), frame: rect(40, 0, 40, 40), tint: red)),
        ])
        let bitmap = try CairoRenderer.bitmap(list)
        // An unmapped symbol (issue 14): a neutral outline in the tint's hue, nothing inside (no letter).
        let edge = try XCTUnwrap(bitmap.pixel(x: 20, y: 1))
        XCTAssertEqual(edge.b, 1, accuracy: 0.1)
        XCTAssertGreaterThan(edge.a, 0.2)
        assertColor(bitmap.pixel(x: 60, y: 1), red, tolerance: 0.1)
        var inked = 0
        for y in 12..<28 { for x in 12..<28 where (bitmap.pixel(x: x, y: y)?.a ?? 0) > 0.1 { inked += 1 } }
        XCTAssertEqual(inked, 0)
    }

    func testPNGImageIsScaledIntoItsFrame() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A 2×1 image: left red, right blue.
        let source = DisplayList(size: CGSize(width: 2, height: 1), items: [
            .fill(Path(rect(0, 0, 1, 1)), .color(red), eoFill: false),
            .fill(Path(rect(1, 0, 1, 1)), .color(blue), eoFill: false),
        ])
        let file = dir.appendingPathComponent("two.png")
        try CairoRenderer.write(source, to: file)
        let list = DisplayList(size: CGSize(width: 40, height: 20), items: [
            .image(ImageDrawing(source: .file(file.path), frame: rect(0, 0, 40, 20), interpolation: .none)),
        ])
        let bitmap = try CairoRenderer.bitmap(list)
        assertColor(bitmap.pixel(x: 5, y: 10), red)
        assertColor(bitmap.pixel(x: 35, y: 10), blue)
        assertColor(bitmap.pixel(x: 19, y: 10), red)    // nearest: a hard edge at the middle
        assertColor(bitmap.pixel(x: 20, y: 10), blue)
        // Tinted as a template: the tint through the image's alpha.
        let tinted = DisplayList(size: list.size, items: [
            .image(ImageDrawing(source: .file(file.path), frame: rect(0, 0, 40, 20), tint: RGBA(0, 1, 0))),
        ])
        assertColor(try CairoRenderer.bitmap(tinted).pixel(x: 5, y: 10), RGBA(0, 1, 0))
        // A truncated JPEG does not decode: placeholder.
        let jpeg = dir.appendingPathComponent("photo.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]).write(to: jpeg)
        let j = DisplayList(size: list.size, items: [.image(ImageDrawing(source: .file(jpeg.path), frame: rect(0, 0, 40, 20)))])
        XCTAssertEqual(try CairoRenderer.bitmap(j).pixel(x: 30, y: 5)?.a ?? 0, 1, accuracy: 0.01)
    }

    /// JPEGs decode through GdkPixbuf. The JPEG is made by poppler's pdftoppm from a PDF this
    /// renderer wrote (a red page), since nothing here encodes JPEG.
    func testJPEGFilesAreDecoded() throws {
        guard let tool = ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { throw XCTSkip("poppler-utils (pdftoppm) is not installed") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("accord-jpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = DisplayList(size: CGSize(width: 40, height: 20), items: [.fill(Path(rect(0, 0, 40, 20)), .color(RGBA(1, 0, 0)), eoFill: false)])
        let pdf = dir.appendingPathComponent("red.pdf")
        try CairoRenderer.pdfData(page).write(to: pdf)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = ["-jpeg", "-r", "72", "-singlefile", pdf.path, dir.appendingPathComponent("red").path]
        try p.run()
        p.waitUntilExit()
        let jpeg = dir.appendingPathComponent("red.jpg")
        XCTAssertTrue(FileManager.default.fileExists(atPath: jpeg.path), "pdftoppm made no JPEG")
        let list = DisplayList(size: CGSize(width: 40, height: 20), items: [.image(ImageDrawing(source: .file(jpeg.path), frame: rect(0, 0, 40, 20)))])
        let px = try CairoRenderer.bitmap(list).pixel(x: 20, y: 10)
        XCTAssertEqual(px?.r ?? 0, 1, accuracy: 0.05)
        XCTAssertEqual(px?.g ?? 1, 0, accuracy: 0.08)
        XCTAssertEqual(px?.b ?? 1, 0, accuracy: 0.08)
    }

    // MARK: Text

    func testTextIsDrawnInItsFrameAndColour() throws {
        let request = TextLayoutRequest(runs: [TextRun("Hello", font: ResolvedFont(size: 20, weight: 700))])
        let green = RGBA(0, 0.6, 0)
        let list = DisplayList(size: CGSize(width: 100, height: 60), items: [
            .text(TextDrawing(request: request, frame: rect(10, 10, 80, 30), color: green)),
        ])
        let bitmap = try CairoRenderer.bitmap(list, scale: 2)
        var inked = 0, outside = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                guard let p = bitmap.pixel(x: x, y: y), p.a > 0.5 else { continue }
                if x >= 20, x < 180, y >= 20, y < 80 {
                    inked += 1
                    assertColor(RGBA(p.r, p.g, p.b), green, tolerance: 0.05)
                } else {
                    outside += 1
                }
            }
        }
        XCTAssertGreaterThan(inked, 200)
        XCTAssertEqual(outside, 0)
        XCTAssertTrue(String(decoding: try CairoRenderer.svgData(list), as: UTF8.self).contains("glyph"))
    }

    func testConcurrentRenderingsAgree() throws {
        var g = DrawingGroup(items: [
            .fill(Path(rect(5, 5, 30, 20)), .color(red), eoFill: false),
            .text(TextDrawing(request: TextLayoutRequest(runs: [TextRun("Hi", font: ResolvedFont())]),
                              frame: rect(5, 5, 30, 20), color: black)),
        ])
        g.shadow = Shadow(color: black, radius: 3, offset: CGSize(width: 2, height: 2))
        let list = DisplayList(size: CGSize(width: 40, height: 30), items: [.group(g)])
        let reference = try CairoRenderer.pngData(list, scale: 2)
        let results = UnsafeMutableBufferPointer<Data?>.allocate(capacity: 8)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let out = results
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            out[i] = try? CairoRenderer.pngData(list, scale: 2)
        }
        for r in results { XCTAssertEqual(r, reference) }
    }

    // MARK: Writing files

    func testWriteReplacesAtomicallyAndLeavesNoTemporaryFile() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["out.png", "out.svg", "out.pdf"] {
            let url = dir.appendingPathComponent(name)
            try Data("old".utf8).write(to: url)
            try CairoRenderer.write(redSquare, to: url, scale: 2)
            let data = try Data(contentsOf: url)
            XCTAssertGreaterThan(data.count, 3, name)
        }
        XCTAssertTrue(try Data(contentsOf: dir.appendingPathComponent("out.png")).starts(with: Data([0x89, 0x50])))
        XCTAssertTrue(try Data(contentsOf: dir.appendingPathComponent("out.svg")).starts(with: Data("<?xml".utf8)))
        XCTAssertTrue(try Data(contentsOf: dir.appendingPathComponent("out.pdf")).starts(with: Data("%PDF".utf8)))
        // An explicit format wins over the extension.
        let odd = dir.appendingPathComponent("picture.bin")
        try CairoRenderer.write(redSquare, to: odd, format: .svg)
        XCTAssertTrue(try Data(contentsOf: odd).starts(with: Data("<?xml".utf8)))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        XCTAssertEqual(names, ["out.pdf", "out.png", "out.svg", "picture.bin"])
        // A failed render leaves the old file alone and no temporary behind.
        let keep = dir.appendingPathComponent("out.png")
        let before = try Data(contentsOf: keep)
        XCTAssertThrowsError(try CairoRenderer.write(DisplayList(size: .zero), to: keep))
        XCTAssertEqual(try Data(contentsOf: keep), before)
        XCTAssertThrowsError(try CairoRenderer.write(redSquare, to: dir.appendingPathComponent("missing-dir/out.png")))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).count, 4)
    }
}
