import Accord
import AccordCairo
import AccordLayout
import Foundation
import XCTest

/// APIs real SwiftUI files use, added for issue 11 (second round): custom `ShapeStyle`s with
/// `resolve(in:)`, levels of any style (`.tint.secondary`), `flipsForRightToLeftLayoutDirection`,
/// `VideoPlayer`, the CoreLocation / UniformTypeIdentifiers / AVFoundation stand-ins, and
/// `.localizedStandard` sorting. Oracles: the rule stated in each test.
final class RealFileAPITests: XCTestCase {
    /// A style resolving by colour scheme (the example in Apple's `ShapeStyle.resolve(in:)`
    /// documentation pattern): pure red in light, pure blue in dark.
    struct SchemeStyle: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)
        }
    }

    func testACustomShapeStyleIsResolvedInTheEnvironmentOfTheViewItPaints() throws {
        let light = try bitmap(Rectangle().fill(SchemeStyle()), 20, 20)
        assertColor(light.pixel(x: 10, y: 10), 1, 0, 0)
        let dark = try bitmap(Rectangle().fill(SchemeStyle()).environment(\.colorScheme, .dark), 20, 20)
        assertColor(dark.pixel(x: 10, y: 10), 0, 0, 1)
        // As a foreground style too.
        let fg = try bitmap(Rectangle().foregroundStyle(SchemeStyle()), 20, 20)
        assertColor(fg.pixel(x: 10, y: 10), 1, 0, 0)
    }

    /// `.secondary` of a style is that style at 60 % opacity: pure red over white at 0.6 is
    /// (1, 0.4, 0.4); `.tertiary` at 30 % is (1, 0.7, 0.7); the tint set with `.tint` is the base.
    func testLevelsOfAnyStyleScaleItsOpacity() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let s = try bitmap(Rectangle().fill(red.secondary), 20, 20)
        assertColor(s.pixel(x: 10, y: 10), 1, 0.4, 0.4)
        let t = try bitmap(Rectangle().fill(.tint.tertiary).tint(red), 20, 20)
        assertColor(t.pixel(x: 10, y: 10), 1, 0.7, 0.7)
    }

    /// The background's levels are UIKit's system backgrounds (drawn side by side with
    /// `Color(uiColor: .secondarySystemBackground)` they are the same: nilcoalescing.com,
    /// "Hierarchical background styles in SwiftUI"): #F2F2F7 in light, #1C1C1E in dark; the
    /// tertiary one #FFFFFF / #2C2C2E (UIKit's documented values). Under a set background style, the
    /// level is that style's at 60 %, as for any style.
    func testTheBackgroundsLevelsAreUIKitsSystemBackgrounds() throws {
        let light = try bitmap(Rectangle().fill(.background.secondary), 20, 20)
        assertColor(light.pixel(x: 10, y: 10), 0xF2 / 255.0, 0xF2 / 255.0, 0xF7 / 255.0)
        let dark = try bitmap(Rectangle().fill(.background.secondary).environment(\.colorScheme, .dark), 20, 20)
        assertColor(dark.pixel(x: 10, y: 10), 0x1C / 255.0, 0x1C / 255.0, 0x1E / 255.0)
        let tertiary = try bitmap(Rectangle().fill(.background.tertiary).environment(\.colorScheme, .dark), 20, 20)
        assertColor(tertiary.pixel(x: 10, y: 10), 0x2C / 255.0, 0x2C / 255.0, 0x2E / 255.0)
        let set = try bitmap(Rectangle().fill(.background.secondary).backgroundStyle(Color(red: 1, green: 0, blue: 0)), 20, 20)
        assertColor(set.pixel(x: 10, y: 10), 1, 0.4, 0.4)
    }

    /// Right to left, a 20-pt view whose left half is red and right half blue is mirrored: the
    /// left half becomes blue. Left to right it is unchanged; layout is unchanged either way.
    func testFlipsForRightToLeftMirrorsOnlyInRightToLeft() throws {
        let tile = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 20)
            Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 20)
        }
        let ltr = try bitmap(tile.flipsForRightToLeftLayoutDirection(true).frame(width: 20, height: 20), 20, 20)
        assertColor(ltr.pixel(x: 5, y: 10), 1, 0, 0)
        // Right to left the stack itself places its first child on the right (SwiftUI's mirrored
        // layout); flipping the drawing puts it back on the left.
        let rtl = try bitmap(tile.flipsForRightToLeftLayoutDirection(true).frame(width: 20, height: 20)
                                .environment(\.layoutDirection, .rightToLeft), 20, 20)
        assertColor(rtl.pixel(x: 5, y: 10), 1, 0, 0)
        let rtlPlain = try bitmap(tile.frame(width: 20, height: 20).environment(\.layoutDirection, .rightToLeft), 20, 20)
        assertColor(rtlPlain.pixel(x: 5, y: 10), 0, 0, 1)
    }

    /// `VideoPlayer` takes the size it is proposed and is black until a frame is decoded.
    func testVideoPlayerFillsItsProposalInBlack() throws {
        let hosted = HostedLayout(VideoPlayer(player: AVPlayer(url: URL(fileURLWithPath: "/nonexistent.mp4"))),
                                  proposal: ProposedViewSize(width: 120, height: 80), textMeasurer: FixedMetricTextMeasurer())
        XCTAssertEqual(hosted.size, CGSize(width: 120, height: 80))
        let b = try bitmap(VideoPlayer(player: nil).frame(height: 40), 60, 60)
        assertColor(b.pixel(x: 30, y: 30), 0, 0, 0)
        assertColor(b.pixel(x: 30, y: 5), 1, 1, 1)
    }

    /// Distances on the sphere: one degree of latitude is 2πR/360 = 111,195.08 m for the IUGG
    /// mean radius R = 6,371,008.8 m; a point is 0 m from itself.
    func testCLLocationDistanceIsTheGreatCircleDistance() {
        let a = CLLocation(latitude: 10, longitude: 20), b = CLLocation(latitude: 11, longitude: 20)
        XCTAssertEqual(a.distance(from: b), 2 * Double.pi * 6_371_008.8 / 360, accuracy: 0.01)
        XCTAssertEqual(a.distance(from: a), 0, accuracy: 1e-9)
        XCTAssertTrue(CLLocationCoordinate2DIsValid(a.coordinate))
        XCTAssertFalse(CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        XCTAssertNil(CLLocationManager().location)
    }

    /// Apple's system types: "png" is `public.png`, which conforms to `public.image` and
    /// `public.data` but not `public.text`; MIME types map back.
    func testUTTypesConformAsApplesSystemTypesDo() {
        XCTAssertEqual(UTType(filenameExtension: "PNG"), .png)
        XCTAssertEqual(UTType(filenameExtension: "jpg"), .jpeg)
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertEqual(UTType(mimeType: "application/pdf"), .pdf)
        XCTAssertEqual(UTType("public.json")?.preferredFilenameExtension, "json")
        XCTAssertTrue(UTType(filenameExtension: "abcxyz")?.isDynamic == true)
    }

    /// `localizedStandard` sorts as Finder (`localizedStandardCompare`): case-insensitive, numbers
    /// by value — "a2" before "a10", "B" between "a…" and "c".
    func testLocalizedStandardSortsNumbersByValueAndIgnoresCase() {
        struct Item { let name: String }
        let names = ["c", "a10", "B", "a2"]
        XCTAssertEqual(names.sorted(using: .localizedStandard), ["a2", "a10", "B", "c"])
        XCTAssertEqual(names.sorted(using: String.StandardComparator.localizedStandard), ["a2", "a10", "B", "c"])
        let items = names.map(Item.init).sorted(using: KeyPathComparator(\Item.name, comparator: .localizedStandard))
        XCTAssertEqual(items.map(\.name), ["a2", "a10", "B", "c"])
        XCTAssertEqual(names.sorted(using: LocalizedStringComparator(standard: true, order: .reverse)), ["c", "B", "a10", "a2"])
    }

    /// Players keep what is set on them and play nothing (a still frame).
    func testAVPlayersAreInert() throws {
        let p = AVPlayer(url: URL(fileURLWithPath: "/x.mp4"))
        p.play()
        XCTAssertEqual(p.rate, 0)
        XCTAssertEqual(p.currentItem?.asset.url.path, "/x.mp4")
        let audio = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/x.mp3"))
        XCTAssertFalse(audio.play())
        XCTAssertEqual(CMTime(seconds: 1.5, preferredTimescale: 600).value, 900)
        XCTAssertEqual(CMTimeGetSeconds(CMTime(value: 900, timescale: 600)), 1.5)
    }

    /// `.previewDevice("iPhone 15 Pro")` is the catalog's device (a string literal, as in SwiftUI).
    func testPreviewDeviceIsAStringLiteral() {
        let d: PreviewDevice = "iPhone 15 Pro"
        XCTAssertEqual(d, PreviewDevice(rawValue: "iPhone 15 Pro"))
        XCTAssertEqual(d.size, PreviewDevice.named("iPhone 15 Pro")?.size)
    }
}

extension RealFileAPITests {
    /// A representable is a placeholder of its proposed size in UIKit's quaternary system fill:
    /// #787880 at 8 % over white is 1 − 0.08 × (1 − 0x78/255) = 0.9576 (red, green), 0.9576 +
    /// 0.08 × (0x80 − 0x78)/255 = 0.9601 (blue). (A UIView subclass Accord cannot draw: a plain
    /// `UIView` draws its background or nothing, Corpus5APIGapsBatch2Tests.)
    func testRepresentableIsDrawnAsANeutralPlaceholder() throws {
        final class WebCanvas: UIView, @unchecked Sendable {}
        struct Web: UIViewRepresentable {
            func makeUIView(context: Context) -> WebCanvas { WebCanvas() }
            func updateUIView(_ uiView: WebCanvas, context: Context) {}
        }
        let b = try bitmap(Web().frame(width: 40, height: 40), 60, 60)
        assertColor(b.pixel(x: 30, y: 30), 0.9576, 0.9576, 0.9601, tolerance: 0.005)
        assertColor(b.pixel(x: 5, y: 5), 1, 1, 1, tolerance: 0.001)
    }

    /// `UIHostingController` is a `UIViewController` (representables return it) whose root view can be replaced.
    func testHostingControllerIsAViewController() {
        let c = UIHostingController(rootView: Text("a"))
        let vc: UIViewController = c
        XCTAssertNil(vc.parent?.presentationController)
        c.rootView = Text("b")
        XCTAssertEqual(c.rootView, Text("b"))
    }
}

extension RealFileAPITests {
    /// A 20×10 rectangle turned 90° about its centre (10, 5) spans x 5…15, y −5…15; scaled by 2
    /// about its top-leading corner it spans 0…40 × 0…20; offset by (3, 4) it spans 3…23 × 4…14.
    func testShapeTransformsMoveThePathAboutTheAnchor() {
        let r = CGRect(x: 0, y: 0, width: 20, height: 10)
        func box(_ p: Path) -> CGRect {
            let b = p.boundingRect
            return CGRect(x: b.minX.rounded(), y: b.minY.rounded(), width: b.width.rounded(), height: b.height.rounded())
        }
        XCTAssertEqual(box(Rectangle().rotation(.degrees(90)).path(in: r)), CGRect(x: 5, y: -5, width: 10, height: 20))
        XCTAssertEqual(box(Rectangle().scale(2, anchor: .topLeading).path(in: r)), CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(box(Rectangle().offset(x: 3, y: 4).path(in: r)), CGRect(x: 3, y: 4, width: 20, height: 10))
        // Still shapes: they can be stroked and trimmed.
        _ = Circle().rotation(.degrees(-90)).trim(from: 0, to: 0.5).stroke(lineWidth: 2)
        _ = Circle().strokeBorder(lineWidth: 24, antialiased: true)
    }
}
