import XCTest
@_spi(AccordPreview) @testable import Accord
import AccordLayout

/// The device catalog against the published numbers (sources in Device+Catalog.swift):
/// points and scale from Apple's HIG (Layout › Specifications), pixels from Apple's Tech Specs,
/// portrait safe-area insets as the devices report them, corner radii from published tables.
final class DeviceCatalogTests: XCTestCase {
    // (The preview device is process-wide: each test starts and ends on the default iPhone 15,
    // whatever order the suite runs in.)
    override func setUp() { CurrentPreviewDevice.device = .iPhone15 }
    override func tearDown() { CurrentPreviewDevice.device = .iPhone15 }
    /// name: points, scale, pixels (Tech Specs, portrait), top inset, corner radius.
    let published: [(String, CGFloat, CGFloat, CGFloat, Int, Int, CGFloat, CGFloat)] = [
        ("iPhone 17 Pro Max", 440, 956, 3, 1320, 2868, 62, 62),
        ("iPhone 17 Pro", 402, 874, 3, 1206, 2622, 62, 62),
        ("iPhone Air", 420, 912, 3, 1260, 2736, 68, 62),
        ("iPhone 17", 402, 874, 3, 1206, 2622, 62, 62),
        ("iPhone 16 Pro Max", 440, 956, 3, 1320, 2868, 62, 62),
        ("iPhone 16 Pro", 402, 874, 3, 1206, 2622, 62, 62),
        ("iPhone 16 Plus", 430, 932, 3, 1290, 2796, 59, 55),
        ("iPhone 16", 393, 852, 3, 1179, 2556, 59, 55),
        ("iPhone 16e", 390, 844, 3, 1170, 2532, 47, 47.33),
        ("iPhone 15", 393, 852, 3, 1179, 2556, 59, 55),
        ("iPhone 15 Pro Max", 430, 932, 3, 1290, 2796, 59, 55),
        ("iPhone SE", 375, 667, 2, 750, 1334, 20, 0),
        // Older iPhones, for published screenshots (issue 14; [SN] in Device+Catalog.swift).
        ("iPhone 13 mini", 375, 812, 3, 1125, 2436, 50, 44),
        ("iPhone 13 Pro Max", 428, 926, 3, 1284, 2778, 47, 53.33),
        ("iPhone 11 Pro Max", 414, 896, 3, 1242, 2688, 44, 39),
        ("iPad", 820, 1180, 2, 1640, 2360, 24, 18),
        ("iPad Pro 13-inch (M4)", 1032, 1376, 2, 2064, 2752, 24, 18),
        ("iPad Pro 11-inch (M4)", 834, 1210, 2, 1668, 2420, 24, 18),
        ("iPad Air 13-inch (M3)", 1024, 1366, 2, 2048, 2732, 24, 18),
        ("iPad mini (A17 Pro)", 744, 1133, 2, 1488, 2266, 24, 18),
    ]

    func testEveryDeviceHasItsPublishedPointsScalePixelsInsetsAndCorners() throws {
        for (name, w, h, scale, pw, ph, top, radius) in published {
            let d = try XCTUnwrap(PreviewDevice.named(name), name)
            XCTAssertEqual(d.size, CGSize(width: w, height: h), name)
            XCTAssertEqual(d.scale, scale, name)
            XCTAssertEqual(d.pixelSize.width, pw, name)
            XCTAssertEqual(d.pixelSize.height, ph, name)
            XCTAssertEqual(d.safeArea.top, top, name)
            XCTAssertEqual(d.cornerRadius, radius, name)
        }
    }

    /// Face ID iPhones: 34 points for the home indicator in portrait; in landscape the top inset
    /// on both sides and 21 at the bottom (iPhone X: 44/44/21, useyourloaf.com; 393×852: 59/59/21,
    /// csl.cool). The iPhone SE: a 20-point status bar, nothing in landscape.
    func testLandscapeSwapsTheSidesAndUsesTheLandscapeInsets() throws {
        let d = try XCTUnwrap(PreviewDevice.named("iPhone 16"))
        XCTAssertEqual(d.safeArea, EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let l = d.rotated()
        XCTAssertEqual(l.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(l.safeArea, EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        XCTAssertTrue(l.isLandscape)
        XCTAssertEqual(l.rotated(), d)
        let se = try XCTUnwrap(PreviewDevice.named("iPhone SE"))
        XCTAssertEqual(se.rotated().safeArea, EdgeInsets())
    }

    func testCutoutsFollowTheModels() throws {
        XCTAssertEqual(PreviewDevice.named("iPhone 16e")?.cutout, .notch)
        XCTAssertEqual(PreviewDevice.named("iPhone Air")?.cutout, .dynamicIsland)
        XCTAssertEqual(PreviewDevice.named("iPhone SE")?.cutout, .homeButton)
        XCTAssertEqual(PreviewDevice.named("iPad Air 11-inch (M3)")?.cutout, PreviewDevice.Cutout.none)
    }

    func testEarlierNamesAndXcodeSpellingsStillWork() {
        for n in ["iPhone 15", "iPhone 15 Pro Max", "iPhone SE", "iPad", "iphone-16-pro", "IPHONE  17", "iPad Pro 11-inch (M5)"] {
            XCTAssertNotNil(PreviewDevice.named(n), n)
        }
        XCTAssertNil(PreviewDevice.named("iPhone 99"))
        XCTAssertEqual(PreviewDevice(rawValue: "iPhone 16 Pro").size, CGSize(width: 402, height: 874))
    }

    func testEveryEntryCitesItsSourceAndNamesAreUnique() {
        let names = PreviewDevice.all.flatMap { [$0.name] + $0.aliases }.map { $0.lowercased() }
        XCTAssertEqual(Set(names).count, names.count)
        for d in PreviewDevice.all { XCTAssertTrue(d.source.contains("[HIG]"), d.name) }
    }

    /// `#Preview(traits: .landscapeLeft)` and `--landscape` lay the root out in the landscape
    /// safe area: 852 − 2 × 59 = 734 wide, 393 − 21 = 372 high on an iPhone 16.
    func testALandscapeTraitLaysTheRootOutInTheLandscapeSafeArea() throws {
        let p = AccordPreview("L", traits: .landscapeLeft) { Color.red.accessibilityIdentifier("c") }
        var o = AccordPreviewRunner.Options()
        o.device = PreviewDevice.named("iPhone 16")
        o.fixedMetrics = true
        let laid = AccordPreviewRunner.layout(p, o)
        XCTAssertEqual(laid.first?.canvas, CGSize(width: 852, height: 393))
        XCTAssertEqual(laid.first?.hosted.framesText(), "c x:59.0–793.0 y:0.0–372.0 (734.0×372.0)")
    }
}
