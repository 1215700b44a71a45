@_spi(AccordPreview) @testable import Accord
import AccordCairo
import AccordLayout
import Foundation
import XCTest

/// UIKit names used from SwiftUI code, checked against Apple's published numbers.
final class UIKitCompatibilityTests: XCTestCase {
    override func tearDown() { CurrentPreviewDevice.device = .iPhone15 }

    func host<V: View>(_ v: V, _ size: CGSize = CGSize(width: 393, height: 852)) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(size), canvas: size, textMeasurer: FixedMetricTextMeasurer())
    }

    func assertColor(_ c: RGBA, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(c.r, r), (c.g, g), (c.b, b), (c.a, a)] {
            XCTAssertEqual(x, y, accuracy: 0.002, "\(c)", file: file, line: line)
        }
    }

    // MARK: Screen, windows, device

    /// Apple's iPhone 15 technical specifications: 2556 × 1179 pixels at 460 ppi (@3x), i.e.
    /// 393 × 852 points.
    func testMainScreenIsTheIPhone15ByDefault() {
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(UIScreen.main.nativeScale, 3)
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 1179, height: 2556))
    }

    /// Apple's iPhone SE (3rd generation) specifications: 1334 × 750 pixels at 326 ppi (@2x):
    /// 375 × 667 points.
    func testMainScreenFollowsThePreviewDevice() {
        CurrentPreviewDevice.device = PreviewDevice.named("iPhone SE")!
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 375, height: 667))
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 750, height: 1334))
    }

    /// The iPhone 15's safe area in portrait: 59 points at the top (Dynamic Island status bar),
    /// 34 at the bottom (home indicator) — the values iOS 17 reports for the 6.1" Dynamic Island
    /// iPhones (useyourloaf.com, "iPhone 15 Screen Sizes").
    func testWindowSafeAreaInsetsAreTheDevices() {
        let insets = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.safeAreaInsets
        XCTAssertEqual(insets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let key = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first { $0.isKeyWindow }
        XCTAssertEqual(key?.safeAreaInsets.bottom, 34)
        XCTAssertEqual(UIApplication.shared.windows.first?.safeAreaInsets.top, 59)
        XCTAssertEqual(UIApplication.shared.keyWindow?.bounds.size, CGSize(width: 393, height: 852))
    }

    func testDeviceIdiomIsPhoneOrPad() {
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(UIDevice.current.model, "iPhone")
        CurrentPreviewDevice.device = PreviewDevice.named("iPad")!
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(UIDevice.current.model, "iPad")
    }

    /// A view sized from `UIScreen.main.bounds` while it is built gets the preview device's width:
    /// the runner sets the device before building.
    func testRunnerMakesItsDeviceKnownWhileBuilding() {
        struct Half: View {
            var body: some View {
                Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 10).accessibilityIdentifier("half")
            }
        }
        var o = AccordPreviewRunner.Options()
        o.device = PreviewDevice.named("iPad")
        let laid = AccordPreviewRunner.layout(AccordPreview { Half() }, o)
        XCTAssertEqual(laid.first?.hosted.frame(of: "half")?.width, 410)  // 820 / 2 (iPad 10th gen: 820 × 1180 pt)
        o.device = nil
        let phone = AccordPreviewRunner.layout(AccordPreview { Half() }, o)
        XCTAssertEqual(phone.first?.hosted.frame(of: "half")?.width ?? 0, 196.5, accuracy: 1.0 / 3)  // 393 / 2, on the 3× pixel grid
    }

    func testActionsAreAcceptedAndInert() {
        XCTAssertFalse(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://apple.com")!, options: [:]) { opened = $0 }
        XCTAssertEqual(opened, false)
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UITableView.appearance().backgroundColor = .clear
        XCTAssertEqual(UITableView.appearance().backgroundColor, .clear)
        XCTAssertTrue(UITabBar.appearance() === UITabBar.appearance())
        XCTAssertFalse((UITabBar.appearance() as UIView) === (UINavigationBar.appearance() as UIView))
    }

    // MARK: Colours

    /// UIKit's fixed colours are components (UIColor docs: red is 1, 0, 0; orange 1, 0.5, 0;
    /// gray is white 0.5); the system colours are the HIG's (systemRed #FF3B30 light, #FF453A dark).
    func testUIColorValues() {
        assertColor(Color(uiColor: .red).resolve(in: EnvironmentValues()), 1, 0, 0)
        assertColor(Color(UIColor.orange).resolve(in: EnvironmentValues()), 1, 0.5, 0)
        assertColor(Color(UIColor.gray).resolve(in: EnvironmentValues()), 0.5, 0.5, 0.5)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        assertColor(Color(uiColor: .systemRed).resolve(in: EnvironmentValues()), 1, 0x3B / 255.0, 0x30 / 255.0)
        assertColor(Color(uiColor: .systemRed).resolve(in: dark), 1, 0x45 / 255.0, 0x3A / 255.0)
        assertColor(Color(uiColor: .systemBackground).resolve(in: dark), 0, 0, 0)
    }

    func testUIColorComponentsAndAlpha() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a].map { Double($0) }, [0.2, 0.4, 0.6, 0.8].map { $0 }, accuracy: 1e-9)
        // withAlphaComponent replaces the alpha (it does not multiply it).
        let c = UIColor.blue.withAlphaComponent(0.5).withAlphaComponent(0.25)
        assertColor(Color(c).resolve(in: EnvironmentValues()), 0, 0, 1, 0.25)
        // HSB: hue 1/3, full saturation and brightness is pure green.
        assertColor(Color(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)).resolve(in: EnvironmentValues()), 0, 1, 0)
        assertColor(Color(UIColor(white: 0.25, alpha: 1)).resolve(in: EnvironmentValues()), 0.25, 0.25, 0.25)
        assertColor(Color(UIColor(Color.red)).resolve(in: EnvironmentValues()), 1, 0x3B / 255.0, 0x30 / 255.0)
    }

    func testDynamicProviderColourFollowsTheColourScheme() {
        let adaptive = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        assertColor(Color(adaptive).resolve(in: EnvironmentValues()), 0, 0, 0)
        assertColor(Color(adaptive).resolve(in: dark), 1, 1, 1)
    }

    // MARK: Fonts

    /// UIKit's preferred fonts at the default Dynamic Type size (HIG: body 17, headline 17
    /// semibold, large title 34, caption 1 12).
    func testPreferredFontSizes() {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption1).pointSize, 12)
        XCTAssertEqual(UIFont.systemFont(ofSize: 15, weight: .bold).pointSize, 15)
        XCTAssertEqual(UIFont(name: "Avenir-Heavy", size: 20)?.pointSize, 20)
        XCTAssertEqual(UIFont.Weight.semibold.rawValue, 0.3)
    }

    /// `Font(uiFont)` lays text out at the UIKit font's size: a line of a 20 pt font is twice as
    /// tall as one of a 10 pt font (line height is proportional to the point size).
    func testFontFromUIFontHasItsSize() {
        func height(_ size: CGFloat) -> CGFloat {
            let v = Text("A").font(Font(UIFont.systemFont(ofSize: size))).accessibilityIdentifier("t")
            return HostedLayout(v, proposal: ProposedViewSize(width: 393, height: 852)).frame(of: "t")!.height
        }
        XCTAssertEqual(height(20) / height(10), 2, accuracy: 0.1)
    }

    /// The rounded-design idiom: a descriptor `withDesign(.rounded)` makes a rounded font of the
    /// same size (size 0 keeps the descriptor's).
    func testFontDescriptorDesigns() {
        let base = UIFont.systemFont(ofSize: 34, weight: .bold)
        let rounded = UIFont(descriptor: base.fontDescriptor.withDesign(.rounded)!, size: 0)
        XCTAssertEqual(rounded.pointSize, 34)
        XCTAssertEqual(Font(rounded), Font.system(size: 34, weight: .bold, design: .rounded))
        XCTAssertEqual(UIFont(descriptor: base.fontDescriptor, size: 20).pointSize, 20)
    }

    /// `ImageRenderer.uiImage` is the rendering: its size is the view's in points at scale 1.
    func testImageRendererUIImageIsTheRendering() {
        let r = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        XCTAssertEqual(r.uiImage?.size, CGSize(width: 30, height: 20))
    }

    /// `renderer.uiImage?.pngData()` (the iOS idiom for saving a rendering) is the rendering's
    /// PNG (it was nil); at scale 2 the image is 60×40 pixels, 30×20 points at scale 2, as UIKit's.
    func testImageRendererUIImagePNGDataIsTheRenderingsPNG() throws {
        let r = ImageRenderer(content: Color.blue.frame(width: 30, height: 20))
        r.scale = 2
        let image = try XCTUnwrap(r.uiImage)
        XCTAssertEqual(image.pngData(), try r.pngData())
        XCTAssertEqual(image.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(image.scale, 2)
        XCTAssertNil(image.jpegData(compressionQuality: 0.9))   // a PNG; Accord encodes no JPEG
        XCTAssertNil(UIImage(systemName: "star")?.pngData())
    }

    // MARK: Bézier paths

    /// Only the chosen corners are rounded, each by a quarter circle of the given radius: the
    /// arc's midpoint lies on the circle, at 45° (x = cx + r·cos45°).
    func testRoundingSomeCornersDrawsQuarterCircles() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                     cornerRadii: CGSize(width: 10, height: 10)).cgPath)
        XCTAssertEqual(path.boundingRect, rect)
        var points: [CGPoint] = []
        var curves: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
        var last = CGPoint.zero
        path.forEach { e in
            switch e {
            case .move(let p), .line(let p): points.append(p); last = p
            case .curve(let p, let c1, let c2): curves.append((last, c1, c2, p)); last = p
            default: break
            }
        }
        // Square corners: the path passes through (100, 0) and (0, 60).
        XCTAssertTrue(points.contains(CGPoint(x: 100, y: 0)))
        XCTAssertTrue(points.contains(CGPoint(x: 0, y: 60)))
        XCTAssertFalse(points.contains(CGPoint(x: 0, y: 0)))
        XCTAssertEqual(curves.count, 2)
        func mid(_ c: (CGPoint, CGPoint, CGPoint, CGPoint)) -> CGPoint {
            CGPoint(x: (c.0.x + 3 * c.1.x + 3 * c.2.x + c.3.x) / 8, y: (c.0.y + 3 * c.1.y + 3 * c.2.y + c.3.y) / 8)
        }
        let k = 10 * cos(Double.pi / 4)
        let br = mid(curves[0]), tl = mid(curves[1])
        XCTAssertEqual(br.x, 90 + k, accuracy: 0.01); XCTAssertEqual(br.y, 50 + k, accuracy: 0.01)
        XCTAssertEqual(tl.x, 10 - k, accuracy: 0.01); XCTAssertEqual(tl.y, 10 - k, accuracy: 0.01)
    }

    /// UIKit ignores `cornerRadii.height` and clamps the radius to half the shorter side.
    func testCornerRadiusIsClampedToHalfTheShorterSide() {
        let path = Path(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), byRoundingCorners: .allCorners,
                                     cornerRadii: CGSize(width: 50, height: 3)).cgPath)
        var firstMove: CGPoint?
        path.forEach { if case .move(let p) = $0, firstMove == nil { firstMove = p } }
        XCTAssertEqual(firstMove, CGPoint(x: 10, y: 0))
    }

    /// The `RoundedCorner: Shape` idiom, drawn: the rounded corner leaves the corner pixel
    /// unpainted, the square corner paints it.
    func testRoundedCornerShapeIsDrawnWithItsCornersRounded() throws {
        struct RoundedCorner: Shape {
            var radius: CGFloat = .infinity
            var corners: UIRectCorner = .allCorners
            func path(in rect: CGRect) -> Path {
                let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
                return Path(path.cgPath)
            }
        }
        let view = Color.red.frame(width: 100, height: 60).clipShape(RoundedCorner(radius: 20, corners: [.topLeft, .topRight]))
        let h = host(view, CGSize(width: 100, height: 60))
        let bitmap = try CairoRenderer.bitmap(h.displayList(), scale: 1)
        XCTAssertLessThan(bitmap.pixel(x: 1, y: 1)!.a, 0.1)      // top-left: rounded away
        XCTAssertLessThan(bitmap.pixel(x: 98, y: 1)!.a, 0.1)     // top-right: rounded away
        XCTAssertGreaterThan(bitmap.pixel(x: 1, y: 58)!.a, 0.9)  // bottom-left: square
        XCTAssertGreaterThan(bitmap.pixel(x: 50, y: 1)!.a, 0.9)  // top edge between the corners
    }

    func testCGMutablePathBuildsAPath() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 5))
        p.closeSubpath()
        XCTAssertEqual(Path(p).boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5))
        XCTAssertEqual(p.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    // MARK: Representables and pasteboard

    /// A UIKit view without an intrinsic size takes the size it is proposed (it draws nothing here).
    func testRepresentableTakesItsProposedSize() {
        struct Blur: UIViewRepresentable {
            func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)) }
            func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
        }
        let h = host(VStack(spacing: 0) { Blur().accessibilityIdentifier("b"); Color.red.frame(height: 52) }, CGSize(width: 300, height: 200))
        XCTAssertEqual(h.frame(of: "b"), CGRect(x: 0, y: 0, width: 300, height: 148))
    }

    func testPasteboardKeepsWhatWasCopied() {
        UIPasteboard.general.string = "copied"
        XCTAssertEqual(UIPasteboard.general.string, "copied")
        XCTAssertTrue(UIPasteboard.general.hasStrings)
    }

    // MARK: Images

    func testUIImageBecomesTheSameImage() {
        XCTAssertEqual(Image(uiImage: UIImage(systemName: "star.fill")!), Image(systemName: "star.fill"))
        XCTAssertEqual(Image(uiImage: UIImage(named: "photo")!), Image("photo"))
    }
}

private func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
