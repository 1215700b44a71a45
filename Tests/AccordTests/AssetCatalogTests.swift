import Accord
import AccordCairo
import AccordLayout
import Foundation
import XCTest

/// Asset catalogs (Sources/Accord/Assets). Every expected number is derived from the catalog
/// file the test writes, by the format's rules (Apple's "Asset Catalog Format Reference" and
/// Xcode's three component encodings), or from a published conversion matrix — never from
/// Accord's output.
final class AssetCatalogTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("accord-assets-\(UUID().uuidString)/Test.xcassets")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        AssetCatalogs.use(nil)
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    // MARK: - Writing fixtures

    func write(_ relative: String, _ json: Any) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: json).write(to: url)
    }

    func colorSet(_ name: String, _ variants: [[String: Any]]) throws {
        try write("\(name).colorset/Contents.json", ["colors": variants, "info": ["author": "xcode", "version": 1]])
    }

    func variant(_ comps: [String: Any], space: String = "srgb", dark: Bool = false, idiom: String = "universal") -> [String: Any] {
        var v: [String: Any] = ["color": ["color-space": space, "components": comps], "idiom": idiom]
        if dark { v["appearances"] = [["appearance": "luminosity", "value": "dark"]] }
        return v
    }

    /// A red PNG of w×h pixels.
    func writePNG(_ relative: String, width: Int, height: Int) throws {
        // Cairo writes the PNG: a w×h points list at scale 1 is w×h pixels.
        let list = DisplayList(size: CGSize(width: width, height: height),
                               items: [.fill(Path(CGRect(x: 0, y: 0, width: width, height: height)), .color(RGBA(1, 0, 0)), eoFill: false)])
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try CairoRenderer.pngData(list, scale: 1).write(to: url)
    }

    func assertColor(_ c: RGBA?, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, accuracy: Double = 1e-9,
                     file: StaticString = #filePath, line: UInt = #line) {
        guard let c else { return XCTFail("no colour", file: file, line: line) }
        XCTAssertEqual(c.r, r, accuracy: accuracy, "red", file: file, line: line)
        XCTAssertEqual(c.g, g, accuracy: accuracy, "green", file: file, line: line)
        XCTAssertEqual(c.b, b, accuracy: accuracy, "blue", file: file, line: line)
        XCTAssertEqual(c.a, a, accuracy: accuracy, "alpha", file: file, line: line)
    }

    var catalog: AssetCatalog { AssetCatalog(contentsOf: root) }

    // MARK: - Colour components

    func testComponentsAreReadInXcodesThreeEncodings() {
        // Xcode's input methods: "Floating point (0.0–1.0)" writes "0.200", "8-bit (0–255)"
        // writes "51", "8-bit Hexadecimal" writes "0x33" — the same value, 51/255 = 0.2.
        XCTAssertEqual(AssetCatalog.component("0.200"), 0.2)
        XCTAssertEqual(AssetCatalog.component("51")!, 51.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(AssetCatalog.component("0x33")!, 51.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(AssetCatalog.component("0xFF"), 1)
        XCTAssertEqual(AssetCatalog.component(NSNumber(value: 0.5)), 0.5)
        XCTAssertNil(AssetCatalog.component("blue"))
        XCTAssertNil(AssetCatalog.component(nil))
    }

    func testAColourSetInFloatsResolvesToItsComponentsLightAndDark() throws {
        try colorSet("BrandGreen", [variant(["red": "0.204", "green": "0.780", "blue": "0.349", "alpha": "1.000"]),
                                    variant(["red": "0.188", "green": "0.820", "blue": "0.345", "alpha": "0.500"], dark: true)])
        let c = catalog.color("BrandGreen")
        assertColor(c?.light, 0.204, 0.780, 0.349)
        assertColor(c?.dark, 0.188, 0.820, 0.345, 0.5)
    }

    func testAColourSetInEightBitIntegersIsDividedBy255() throws {
        try colorSet("Card", [variant(["red": "242", "green": "242", "blue": "247", "alpha": "1.000"]),
                              variant(["red": "28", "green": "28", "blue": "30", "alpha": "1.000"], dark: true)])
        let c = catalog.color("Card")
        assertColor(c?.light, 242.0 / 255, 242.0 / 255, 247.0 / 255)
        assertColor(c?.dark, 28.0 / 255, 28.0 / 255, 30.0 / 255)
    }

    func testAColourSetInHexadecimalIsDividedBy255() throws {
        try colorSet("Highlight", [variant(["red": "0xFF", "green": "0x9F", "blue": "0x0A", "alpha": "1.000"])])
        assertColor(catalog.color("Highlight")?.light, 1, 159.0 / 255, 10.0 / 255)
    }

    func testAColourSetWithoutADarkVariantUsesItsAnyVariantInDark() throws {
        try colorSet("Plain", [variant(["red": "0.100", "green": "0.200", "blue": "0.300", "alpha": "1.000"])])
        let c = catalog.color("Plain")
        XCTAssertEqual(c?.light, c?.dark)
        assertColor(c?.dark, 0.1, 0.2, 0.3)
    }

    func testAnIPhoneVariantIsPreferredAndAnIPadOnlyOneIsIgnored() throws {
        try colorSet("Idioms", [variant(["red": "0.100", "green": "0.100", "blue": "0.100", "alpha": "1.000"], idiom: "ipad"),
                                variant(["red": "0.200", "green": "0.200", "blue": "0.200", "alpha": "1.000"]),
                                variant(["red": "0.300", "green": "0.300", "blue": "0.300", "alpha": "1.000"], idiom: "iphone")])
        try colorSet("PadOnly", [variant(["red": "0.100", "green": "0.100", "blue": "0.100", "alpha": "1.000"], idiom: "ipad")])
        assertColor(catalog.color("Idioms")?.light, 0.3, 0.3, 0.3)
        XCTAssertNil(catalog.color("PadOnly"))
    }

    func testDisplayP3ComponentsAreConvertedToSRGB() throws {
        // Oracle: CSS Color 4's published linear Display-P3 → linear sRGB matrix (W3C sample
        // code, rounded to 7 places), with the sRGB transfer function both spaces use.
        try colorSet("Coral", [variant(["red": "0.900", "green": "0.450", "blue": "0.400", "alpha": "1.000"], space: "display-p3")])
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func enc(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        let (r, g, b) = (lin(0.9), lin(0.45), lin(0.4))
        let m = [[1.2249401, -0.2249404, 0.0], [-0.0420569, 1.0420571, 0.0], [-0.0196376, -0.0786361, 1.0982735]]
        let out = m.map { enc($0[0] * r + $0[1] * g + $0[2] * b) }
        assertColor(catalog.color("Coral")?.light, min(1, out[0]), out[1], out[2], accuracy: 1e-4)
    }

    func testAGreyGammaColourIsEncodedAsSRGB() throws {
        // gray-gamma-22: luminance 0.5 stored with gamma 2.2 → linear 0.5^2.2 → sRGB-encoded.
        try colorSet("Grey", [["color": ["color-space": "gray-gamma-22", "components": ["white": "0.500", "alpha": "1.000"]],
                               "idiom": "universal"]])
        let linear = pow(0.5, 2.2)
        let v = 1.055 * pow(linear, 1 / 2.4) - 0.055
        assertColor(catalog.color("Grey")?.light, v, v, v)
    }

    func testASystemColourReferenceResolvesPerAppearance() throws {
        try colorSet("Tint", [["color": ["platform": "ios", "reference": "systemBlueColor"], "idiom": "universal"]])
        // UIKit's systemBlue: #007AFF light, #0A84FF dark (Apple HIG colour table).
        let c = catalog.color("Tint")
        assertColor(c?.light, 0, 0x7A / 255.0, 1)
        assertColor(c?.dark, 0x0A / 255.0, 0x84 / 255.0, 1)
    }

    // MARK: - Lookup through SwiftUI's API

    func testColorNamedFollowsTheColourScheme() throws {
        try colorSet("Ink", [variant(["red": "0.100", "green": "0.120", "blue": "0.200", "alpha": "1.000"]),
                             variant(["red": "0.900", "green": "0.920", "blue": "0.960", "alpha": "1.000"], dark: true)])
        AssetCatalogs.use([root])
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        assertColor(Color("Ink").resolve(in: light), 0.1, 0.12, 0.2)
        assertColor(Color("Ink").resolve(in: dark), 0.9, 0.92, 0.96)
        assertColor(Color(ColorResource(name: "Ink", bundle: .main)).resolve(in: dark), 0.9, 0.92, 0.96)
    }

    func testAMissingColourIsClearWithOneWarningNamingIt() throws {
        AssetCatalogs.use([root])
        let name = "NoSuchColour-\(UUID().uuidString.prefix(6))"
        assertColor(Color(name).resolve(in: EnvironmentValues()), 0, 0, 0, 0)
        _ = Color(name)
        let mentions = AssetCatalogs.warnings.filter { $0.contains("No color named '\(name)'") }
        XCTAssertEqual(mentions.count, 1)
    }

    func testANamespaceFolderPrefixesItsAssetsNames() throws {
        try write("Palette/Contents.json", ["properties": ["provides-namespace": true]])
        try colorSet("Palette/Ink", [variant(["red": "0.100", "green": "0.100", "blue": "0.100", "alpha": "1.000"])])
        try write("Plain/Contents.json", ["info": ["version": 1]])
        try colorSet("Plain/Paper", [variant(["red": "0.900", "green": "0.900", "blue": "0.900", "alpha": "1.000"])])
        XCTAssertNotNil(catalog.color("Palette/Ink"))
        XCTAssertNil(catalog.color("Ink"))
        XCTAssertNotNil(catalog.color("Paper"), "a group without provides-namespace adds nothing to the name")
    }

    // MARK: - Image sets

    func imageSet(_ name: String, _ images: [[String: Any]], properties: [String: Any]? = nil) throws {
        var json: [String: Any] = ["images": images, "info": ["author": "xcode", "version": 1]]
        if let properties { json["properties"] = properties }
        try write("\(name).imageset/Contents.json", json)
    }

    func testTheFileForTheRenderScaleIsChosenAndSizedInPoints() throws {
        // 1x 10×10 px, 2x 20×20 px, 3x 30×30 px: 10×10 points each.
        try writePNG("Dot.imageset/dot.png", width: 10, height: 10)
        try writePNG("Dot.imageset/dot@2x.png", width: 20, height: 20)
        try writePNG("Dot.imageset/dot@3x.png", width: 30, height: 30)
        try imageSet("Dot", [["filename": "dot.png", "idiom": "universal", "scale": "1x"],
                             ["filename": "dot@2x.png", "idiom": "universal", "scale": "2x"],
                             ["filename": "dot@3x.png", "idiom": "universal", "scale": "3x"]])
        for (scale, file) in [(1.0, "dot.png"), (2.0, "dot@2x.png"), (3.0, "dot@3x.png"), (1.5, "dot@2x.png")] {
            guard case .success(let a)? = catalog.image("Dot", scale: scale, scheme: .light) else { return XCTFail("no image") }
            XCTAssertEqual((a.path as NSString).lastPathComponent, file, "scale \(scale)")
            XCTAssertEqual(a.size, CGSize(width: 10, height: 10))
        }
    }

    func testAMissingScaleFallsBackToTheNearestLargerThenSmallerFile() throws {
        try writePNG("Two.imageset/a@2x.png", width: 40, height: 20)
        try writePNG("Two.imageset/a@3x.png", width: 60, height: 30)
        try imageSet("Two", [["idiom": "universal", "scale": "1x"],
                             ["filename": "a@2x.png", "idiom": "universal", "scale": "2x"],
                             ["filename": "a@3x.png", "idiom": "universal", "scale": "3x"]])
        guard case .success(let one)? = catalog.image("Two", scale: 1, scheme: .light) else { return XCTFail() }
        XCTAssertEqual((one.path as NSString).lastPathComponent, "a@2x.png")
        XCTAssertEqual(one.size, CGSize(width: 20, height: 10))
        try writePNG("Low.imageset/b.png", width: 8, height: 8)
        try writePNG("Low.imageset/b@2x.png", width: 16, height: 16)
        try imageSet("Low", [["filename": "b.png", "idiom": "universal", "scale": "1x"],
                             ["filename": "b@2x.png", "idiom": "universal", "scale": "2x"]])
        guard case .success(let low)? = catalog.image("Low", scale: 3, scheme: .light) else { return XCTFail() }
        XCTAssertEqual((low.path as NSString).lastPathComponent, "b@2x.png")
        XCTAssertEqual(low.size, CGSize(width: 8, height: 8))
    }

    func testADarkVariantIsChosenInDark() throws {
        try writePNG("Moon.imageset/light.png", width: 4, height: 4)
        try writePNG("Moon.imageset/dark.png", width: 4, height: 4)
        try imageSet("Moon", [["filename": "light.png", "idiom": "universal"],
                              ["filename": "dark.png", "idiom": "universal",
                               "appearances": [["appearance": "luminosity", "value": "dark"]]]])
        guard case .success(let l)? = catalog.image("Moon", scale: 3, scheme: .light),
              case .success(let d)? = catalog.image("Moon", scale: 3, scheme: .dark) else { return XCTFail() }
        XCTAssertEqual((l.path as NSString).lastPathComponent, "light.png")
        XCTAssertEqual((d.path as NSString).lastPathComponent, "dark.png")
    }

    func testATemplateImageIsTintedWithTheForegroundStyle() throws {
        try writePNG("Star.imageset/star@2x.png", width: 40, height: 40)
        try imageSet("Star", [["filename": "star@2x.png", "idiom": "universal", "scale": "2x"]],
                     properties: ["template-rendering-intent": "template"])
        try writePNG("Photo.imageset/p.png", width: 4, height: 4)
        try imageSet("Photo", [["filename": "p.png", "idiom": "universal"]])
        AssetCatalogs.use([root])
        let hosted = HostedLayout(HStack { Image("Star"); Image("Photo") }.foregroundStyle(Color(red: 0, green: 0, blue: 1)),
                                  proposal: ProposedViewSize(width: 100, height: 100))
        let images = hosted.displayList().items.flatMapImages()
        XCTAssertEqual(images.count, 2)
        XCTAssertEqual(images[0].tint, RGBA(0, 0, 1))
        XCTAssertEqual(images[0].frame.size, CGSize(width: 20, height: 20))
        XCTAssertNil(images[1].tint, "a default-intent image keeps its own colours")
        let original = HostedLayout(Image("Star").renderingMode(.original), proposal: .unspecified).displayList().items.flatMapImages()
        XCTAssertNil(original.first?.tint)
    }

    func testAPDFImageIsItsPageSizeAndDrawnAsAVector() throws {
        // A 30×20-point page filled red (PDF content stream `1 0 0 rg 0 0 30 20 re f`).
        let content = "1 0 0 rg 0 0 30 20 re f\n"
        var pdf = "%PDF-1.4\n"
        var offsets: [Int] = []
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 30 20] /Contents 4 0 R /Resources << >> >>",
                       "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream"]
        for (i, o) in objects.enumerated() { offsets.append(pdf.utf8.count); pdf += "\(i + 1) 0 obj\n\(o)\nendobj\n" }
        let xref = pdf.utf8.count
        pdf += "xref\n0 5\n0000000000 65535 f \n" + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        pdf += "trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        try write("Logo.imageset/Contents.json", ["images": [["filename": "logo.pdf", "idiom": "universal"]],
                                                  "properties": ["preserves-vector-representation": true]])
        try Data(pdf.utf8).write(to: root.appendingPathComponent("Logo.imageset/logo.pdf"))
        guard case .success(let a)? = catalog.image("Logo", scale: 2, scheme: .light) else { return XCTFail("no PDF") }
        XCTAssertEqual(a.format, .pdf)
        XCTAssertEqual(a.size, CGSize(width: 30, height: 20))
        AssetCatalogs.use([root])
        let list = HostedLayout(Image("Logo").resizable().frame(width: 60, height: 40), proposal: .unspecified).displayList()
        let bitmap = try CairoRenderer.bitmap(list, scale: 1, background: RGBA(1, 1, 1))
        XCTAssertEqual(bitmap.pixel(x: 30, y: 20), RGBA(1, 0, 0), "the page, scaled to 60×40, covers the frame")
        XCTAssertEqual(bitmap.pixel(x: 2, y: 38), RGBA(1, 0, 0))
    }

    /// Xcode accepts SVG files in image sets (since Xcode 12); the image's size is the
    /// document's `width`×`height` in points, and it is drawn sharp at the frame's size.
    func testAnSVGImageIsItsDocumentSizeAndDrawnAtTheFramesSize() throws {
        // A 30×20 document: its left half red, its right half blue.
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20">"##
            + ##"<rect x="0" y="0" width="15" height="20" fill="#ff0000"/><rect x="15" y="0" width="15" height="20" fill="#0000ff"/></svg>"##
        try write("Badge.imageset/Contents.json", ["images": [["filename": "badge.svg", "idiom": "universal"]],
                                                   "properties": ["preserves-vector-representation": true]])
        try Data(svg.utf8).write(to: root.appendingPathComponent("Badge.imageset/badge.svg"))
        guard case .success(let a)? = catalog.image("Badge", scale: 3, scheme: .light) else { return XCTFail("no SVG") }
        XCTAssertEqual(a.format, .svg)
        XCTAssertEqual(a.size, CGSize(width: 30, height: 20))
        AssetCatalogs.use([root])
        let list = HostedLayout(Image("Badge").resizable().frame(width: 60, height: 40), proposal: .unspecified).displayList()
        let bitmap = try CairoRenderer.bitmap(list, scale: 2, background: RGBA(1, 1, 1))
        XCTAssertEqual(bitmap.pixel(x: 20, y: 40), RGBA(1, 0, 0), "the left half, scaled to 60×40 points at 2×")
        XCTAssertEqual(bitmap.pixel(x: 100, y: 40), RGBA(0, 0, 1), "the right half")
        // The edge between the halves is sharp at the render's resolution (x = 30 points = 60 px).
        XCTAssertEqual(bitmap.pixel(x: 58, y: 40), RGBA(1, 0, 0))
        XCTAssertEqual(bitmap.pixel(x: 61, y: 40), RGBA(0, 0, 1))
    }

    /// Drawn at more sizes than the raster cache keeps, every drawing is still the image (the
    /// cache drops its oldest sizes, never a surface being drawn).
    func testAnSVGDrawnAtManySizesStaysRight() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#00ff00"/></svg>"##
        try write("Dot.imageset/Contents.json", ["images": [["filename": "dot.svg", "idiom": "universal"]]])
        try Data(svg.utf8).write(to: root.appendingPathComponent("Dot.imageset/dot.svg"))
        AssetCatalogs.use([root])
        for side in 10..<(10 + SVGImages.cacheLimit + 6) {
            let list = HostedLayout(Image("Dot").resizable().frame(width: CGFloat(side), height: CGFloat(side)), proposal: .unspecified).displayList()
            let bitmap = try CairoRenderer.bitmap(list, scale: 1, background: RGBA(1, 1, 1))
            XCTAssertEqual(bitmap.pixel(x: side / 2, y: side / 2), RGBA(0, 1, 0), "drawn at \(side) pt")
        }
    }

    func testAnUnreadableSVGIsAPlaceholderWithAWarningSayingWhy() throws {
        try write("Bad.imageset/Contents.json", ["images": [["filename": "bad.svg", "idiom": "universal"]]])
        try Data("not an svg <".utf8).write(to: root.appendingPathComponent("Bad.imageset/bad.svg"))
        guard case .failure(let problem)? = catalog.image("Bad", scale: 3, scheme: .light) else { return XCTFail("read as an image") }
        XCTAssertTrue(problem.description.contains("bad.svg"), problem.description)
    }

    func testAMissingImageIsZeroSizedWithAWarningNamingIt() throws {
        AssetCatalogs.use([root])
        let hosted = HostedLayout(Image("no-such-image"), proposal: .unspecified)
        XCTAssertEqual(hosted.pass.canvas, .zero)
        XCTAssertEqual(hosted.diagnostics.filter { $0.contains("No image named 'no-such-image' found in asset catalog") }.count, 1)
    }

    func testASymbolSetIsAPlaceholderWithAWarning() throws {
        try write("leaf.badge.symbolset/Contents.json", ["symbols": [["filename": "leaf.svg", "idiom": "universal"]]])
        AssetCatalogs.use([root])
        let hosted = HostedLayout(Image("leaf.badge"), proposal: .unspecified)
        XCTAssertEqual(hosted.displayList().items.flatMapImages().first?.source, .symbol("leaf.badge"))
        XCTAssertTrue(hosted.diagnostics.contains { $0.contains("leaf.badge") && $0.contains("symbol") })
    }

    func testABrokenCatalogNeverCrashes() throws {
        try write("Bad.colorset/Contents.json", ["colors": "nope"])
        try Data("{ not json".utf8).write(to: root.appendingPathComponent("Bad.colorset/Contents.json"))
        try write("Empty.imageset/Contents.json", ["images": [["idiom": "universal", "scale": "1x"]]])
        try write("Gone.imageset/Contents.json", ["images": [["filename": "gone.png", "idiom": "universal"]]])
        XCTAssertNil(catalog.color("Bad"))
        if case .failure? = catalog.image("Empty", scale: 3, scheme: .light) {} else { XCTFail("an empty set is a failure") }
        if case .failure? = catalog.image("Gone", scale: 3, scheme: .light) {} else { XCTFail("a missing file is a failure") }
        XCTAssertTrue(AssetCatalog(contentsOf: root.appendingPathComponent("nothing-here")).entries.isEmpty)
    }

    // MARK: - Generated symbol names

    func testSymbolNamesFollowXcodesRules() {
        // Pairs seen in real Xcode-generated GeneratedAssetSymbols.swift files (Xcode 15):
        // "AccentColor" → accent, "BGColorOne" → bgColorOne, "tutorial_bell_daily" →
        // tutorialBellDaily, "ic_pause_black_36" → icPauseBlack36, "arrow-left" → arrowLeft,
        // "AppIconImage" → appIcon, "1_back_arm" → _1BackArm, "2ed" → _2Ed, "16_9" → _16_9,
        // "color_24292B" → color24292B, "10" → _10, "Logo" → logo.
        let cases: [(String, AssetCatalog.Kind, String)] = [
            ("AccentColor", .color, "accent"), ("accentColor", .color, "accent"), ("BGColorOne", .color, "bgColorOne"),
            ("tutorial_bell_daily", .image, "tutorialBellDaily"), ("ic_pause_black_36", .image, "icPauseBlack36"),
            ("arrow-left", .image, "arrowLeft"), ("AppIconImage", .image, "appIcon"), ("1_back_arm", .image, "_1BackArm"),
            ("2ed", .image, "_2Ed"), ("16_9", .image, "_16_9"), ("color_24292B", .color, "color24292B"),
            ("10", .image, "_10"), ("Logo", .image, "logo"),
            // The brief's examples, by the same rules.
            ("brand-green", .color, "brandGreen"), ("Brand Green", .color, "brandGreen"), ("BrandGreen", .color, "brandGreen"),
            ("icon_24", .image, "icon24"),
            // Capitals and digits only (hex colour names), as a real app spells them for Xcode
            // (mehmetfurkansakiz/Recipe-Buddy-iOS-SwiftUI-App: Color.FBFBFB, .EBA_72_B,
            // .A_3_A_3_A_3, ._181818, .FFCB_1_F, .F_2_F_2_F_7, .FF_2_A_1_F).
            ("FBFBFB", .color, "FBFBFB"), ("EBA72B", .color, "EBA_72_B"), ("A3A3A3", .color, "A_3_A_3_A_3"),
            ("181818", .color, "_181818"), ("FFCB1F", .color, "FFCB_1_F"), ("F2F2F7", .color, "F_2_F_2_F_7"),
            ("FF2A1F", .color, "FF_2_A_1_F"),
        ]
        for (name, kind, expected) in cases {
            XCTAssertEqual(AssetCatalog.symbolName(name, kind: kind), expected, name)
        }
        XCTAssertEqual(AssetCatalog.symbolName("Default", kind: .image), "`default`", "a keyword is back-quoted")
    }
}

private extension Array where Element == DisplayItem {
    func flatMapImages() -> [ImageDrawing] {
        flatMap { item -> [ImageDrawing] in
            switch item {
            case .image(let i): [i]
            case .group(let g): g.items.flatMapImages()
            default: []
            }
        }
    }
}
