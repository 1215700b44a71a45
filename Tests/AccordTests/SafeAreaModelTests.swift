import XCTest
import Foundation
import AccordLayout
@testable import Accord

/// SwiftUI's safe-area model at every depth, on an iPhone 15: 393 × 852 points, safe-area
/// insets 59 top and 34 bottom (Apple's iPhone 15 specifications; UIKit `safeAreaInsets`), so
/// the root is laid out in y 59…818. Each expected frame follows from the rule in its comment
/// (Docs/SwiftUIBehaviour.md, "Safe areas"), never from Accord's output.
final class SafeAreaModelTests: XCTestCase {
    let W: CGFloat = 393, H: CGFloat = 852

    func host<V: View>(_ v: V) -> HostedLayout {
        ScreenAssembly.hosted(v, textMeasurer: FixedMetricTextMeasurer(), drawsSystemChrome: false)
    }

    func assertClose(_ a: CGRect?, _ b: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("no frame", file: file, line: line) }
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-6, "\(a) vs \(b)", file: file, line: line)
        }
    }

    /// Records what a GeometryReader saw.
    final class Seen: @unchecked Sendable {
        var size = CGSize.zero
        var insets = EdgeInsets()
    }
    func reader(_ seen: Seen) -> some View {
        GeometryReader { proxy in
            let _ = { seen.size = proxy.size; seen.insets = proxy.safeAreaInsets }()
            Color.clear
        }
    }

    // MARK: ignoresSafeArea at any depth

    func testABackgroundThatIgnoresTheSafeAreaInAZStackFillsTheScreen() {
        let h = host(ZStack {
            Color.black.accessibilityIdentifier("bg").ignoresSafeArea()
            Text("Hi").accessibilityIdentifier("t")
        })
        // It touches every edge of the safe area: extended by 59 and 34.
        XCTAssertEqual(h.frame(of: "bg"), CGRect(x: 0, y: 0, width: W, height: H))
        // The text stays centred in the safe area: (59 + 818) / 2 = 438.5 → 433.5…443.5.
        assertClose(h.frame(of: "t"), CGRect(x: 186.5, y: 433.5, width: 20, height: 10).integralToThirds)
    }

    func testOnlyTheEdgesAViewTouchesAreExtended() {
        let h = host(VStack(spacing: 0) {
            Color.red.accessibilityIdentifier("top").ignoresSafeArea()
            Color.blue.accessibilityIdentifier("bottom")
        })
        // Two halves of 759: 59…438.5 and 438.5…818; the top one touches only the top edge.
        let top = h.frame(of: "top") ?? .zero
        XCTAssertEqual(top.minY, 0)
        XCTAssertEqual(top.maxY, 438.5, accuracy: 1.0 / 3)
        XCTAssertEqual(h.frame(of: "bottom")?.minY ?? 0, 438.5, accuracy: 1.0 / 3)
        XCTAssertEqual(h.frame(of: "bottom")?.maxY, 818)
    }

    func testPaddingKeepsAViewAwayFromTheSafeAreasEdgeSoItHasNothingToIgnore() {
        let h = host(Color.red.accessibilityIdentifier("c").ignoresSafeArea().padding(10))
        XCTAssertEqual(h.frame(of: "c"), CGRect(x: 10, y: 69, width: W - 20, height: 818 - 69 - 10))
    }

    func testIgnoringOneEdgeExtendsOnlyThatEdge() {
        let h = host(Color.red.accessibilityIdentifier("c").ignoresSafeArea(edges: .top))
        XCTAssertEqual(h.frame(of: "c"), CGRect(x: 0, y: 0, width: W, height: 818))
        let b = host(Color.red.accessibilityIdentifier("c").edgesIgnoringSafeArea(.bottom))
        XCTAssertEqual(b.frame(of: "c"), CGRect(x: 0, y: 59, width: W, height: H - 59))
    }

    func testTheKeyboardRegionAloneMovesNothing() {
        let h = host(Color.red.accessibilityIdentifier("c").ignoresSafeArea(.keyboard))
        XCTAssertEqual(h.frame(of: "c"), CGRect(x: 0, y: 59, width: W, height: 759))
    }

    func testAContainerThatIgnoresTheSafeAreaLaysItsContentOutOnTheWholeScreen() {
        let h = host(VStack(spacing: 0) {
            Color.red.accessibilityIdentifier("a")
            Color.blue.accessibilityIdentifier("b")
        }.ignoresSafeArea())
        // The stack is proposed 393 × 852: halves of 426.
        XCTAssertEqual(h.frame(of: "a"), CGRect(x: 0, y: 0, width: W, height: 426))
        XCTAssertEqual(h.frame(of: "b"), CGRect(x: 0, y: 426, width: W, height: 426))
    }

    func testAHuggingViewAwayFromTheEdgesStaysPut() {
        let h = host(Text("Hi").accessibilityIdentifier("t").ignoresSafeArea())
        assertClose(h.frame(of: "t"), CGRect(x: 186.5, y: 433.5, width: 20, height: 10).integralToThirds)
    }

    // MARK: backgrounds

    func testAStyleBackgroundRunsIntoTheInsetsItsViewTouches() {
        let list = host(VStack(spacing: 0) {
            Text("Header").frame(maxWidth: .infinity).frame(height: 100).background(Color.red)
            Spacer()
        }).displayList().description
        // The header is 59…159 and touches the top: drawn from 0 to 159.
        XCTAssertTrue(list.contains("fill rect(0.0 0.0 393.0 159.0) #ff3b30"), list)
    }

    func testABackgroundAwayFromTheEdgeIsNotExtended() {
        let list = host(Text("x").frame(width: 100, height: 100).background(Color.red)).displayList().description
        // Centred in the safe area: 146.5…246.5 × 388.5…488.5 (to the 3× pixel grid).
        XCTAssertTrue(list.contains("fill rect(146.67 388.67 100.0 100.0) #ff3b30"), list)
    }

    func testABackgroundCanKeepToTheSafeArea() {
        let list = host(Color.clear.background(Color.red, ignoresSafeAreaEdges: [])).displayList().description
        XCTAssertTrue(list.contains("fill rect(0.0 59.0 393.0 759.0) #ff3b30"), list)
    }

    // MARK: GeometryProxy

    func testAReaderAtTheRootSeesTheSafeAreaAndTheInsets() {
        let seen = Seen()
        _ = host(reader(seen))
        XCTAssertEqual(seen.size, CGSize(width: W, height: 759))
        XCTAssertEqual(seen.insets, EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    func testAReaderThatIgnoresTheSafeAreaHasNoInsetsLeft() {
        let seen = Seen()
        _ = host(reader(seen).ignoresSafeArea())
        XCTAssertEqual(seen.size, CGSize(width: W, height: H))
        XCTAssertEqual(seen.insets, EdgeInsets())
    }

    func testAReaderBelowAnotherViewHasNoTopInset() {
        let seen = Seen()
        _ = host(VStack(spacing: 0) { Color.red.frame(height: 100); reader(seen) })
        XCTAssertEqual(seen.insets, EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0))
    }

    // MARK: safeAreaInset, safeAreaPadding

    func testSafeAreaInsetShrinksTheContentAndPutsTheInsetAtTheEdge() {
        let h = host(Color.blue.accessibilityIdentifier("main").safeAreaInset(edge: .bottom, spacing: 0) {
            Color.yellow.frame(height: 50).accessibilityIdentifier("bar")
        })
        XCTAssertEqual(h.frame(of: "main"), CGRect(x: 0, y: 59, width: W, height: 818 - 50 - 59))
        XCTAssertEqual(h.frame(of: "bar"), CGRect(x: 0, y: 768, width: W, height: 50))
    }

    func testTheDefaultSpacingIsTheViewsPreferredSpacing() {
        let h = host(Color.blue.accessibilityIdentifier("main").safeAreaInset(edge: .bottom) {
            Color.yellow.frame(height: 50)
        })
        // Two ordinary views prefer 8 points (a stack's default spacing): 818 − 50 − 8 = 760.
        XCTAssertEqual(h.frame(of: "main")?.maxY, 760)
    }

    func testContentThatIgnoresTheSafeAreaRunsUnderTheInsetAndTheHomeIndicator() {
        let h = host(Color.blue.accessibilityIdentifier("main").ignoresSafeArea()
            .safeAreaInset(edge: .bottom, spacing: 10) { Color.yellow.frame(height: 50) })
        // Under the bar and spacing (60) and the home indicator (34), and under the status bar.
        XCTAssertEqual(h.frame(of: "main"), CGRect(x: 0, y: 0, width: W, height: H))
        let seen = Seen()
        _ = host(reader(seen).safeAreaInset(edge: .bottom, spacing: 10) { Color.yellow.frame(height: 50) })
        XCTAssertEqual(seen.insets, EdgeInsets(top: 59, leading: 0, bottom: 94, trailing: 0))
    }

    func testNestedInsetsAddUp() {
        let seen = Seen()
        let h = host(reader(seen).accessibilityIdentifier("main")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.yellow.frame(height: 50) }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 30) })
        XCTAssertEqual(h.frame(of: "main")?.maxY, 818 - 30 - 50)
        XCTAssertEqual(seen.insets.bottom, 30 + 50 + 34)
    }

    func testATopInsetShrinksTheTopAndAlignsByTheGuide() {
        let h = host(Color.blue.accessibilityIdentifier("main").safeAreaInset(edge: .top, alignment: .leading, spacing: 0) {
            Color.yellow.frame(width: 100, height: 40).accessibilityIdentifier("bar")
        })
        XCTAssertEqual(h.frame(of: "bar"), CGRect(x: 0, y: 59, width: 100, height: 40))
        XCTAssertEqual(h.frame(of: "main")?.minY, 99)
    }

    func testSafeAreaPaddingInsetsTheViewAndAddsToItsInsets() {
        let seen = Seen()
        let h = host(reader(seen).accessibilityIdentifier("r").safeAreaPadding(20))
        XCTAssertEqual(h.frame(of: "r"), CGRect(x: 20, y: 79, width: W - 40, height: 818 - 20 - 79))
        // "Adds the provided insets into the safe area" (Apple): 20 more on every edge.
        XCTAssertEqual(seen.insets, EdgeInsets(top: 79, leading: 20, bottom: 54, trailing: 20))
    }

    func testContentMarginsInsetAScrollViewsContent() {
        let h = host(ScrollView { Color.red.frame(height: 100).accessibilityIdentifier("c") }
            .contentMargins(.horizontal, 20).contentMargins(.top, 10, for: .scrollContent).contentMargins(.bottom, 50, for: .scrollIndicators))
        // The scroll view fills the safe area; its content starts 10 down and 20 in.
        XCTAssertEqual(h.frame(of: "c"), CGRect(x: 20, y: 69, width: W - 40, height: 100))
    }

    // MARK: bars are part of the safe area

    func testContentThatIgnoresTheSafeAreaRunsUnderTheNavigationBar() {
        let seen = Seen()
        let h = host(NavigationStack {
            ZStack { Color.blue.accessibilityIdentifier("bg").ignoresSafeArea(); reader(seen) }.navigationTitle("Title")
        })
        XCTAssertEqual(h.frame(of: "bg"), CGRect(x: 0, y: 0, width: W, height: H))
        // The bar (44 + 52) and the status-bar inset above the content: 155.
        XCTAssertEqual(seen.insets, EdgeInsets(top: 155, leading: 0, bottom: 34, trailing: 0))
    }

    func testContentThatIgnoresTheSafeAreaRunsUnderTheTabBar() {
        let seen = Seen()
        let h = host(TabView {
            ZStack { Color.blue.accessibilityIdentifier("bg").ignoresSafeArea(); reader(seen) }.tabItem { Text("A") }
        })
        XCTAssertEqual(h.frame(of: "bg"), CGRect(x: 0, y: 0, width: W, height: H))
        // The 49-point tab bar and the 34-point home indicator below the content.
        XCTAssertEqual(seen.insets, EdgeInsets(top: 59, leading: 0, bottom: 83, trailing: 0))
    }

    func testASheetsContentCanRunToTheBottomOfItsCard() {
        let h = host(Color.clear.sheet(isPresented: .constant(true)) {
            Color.blue.accessibilityIdentifier("s").ignoresSafeArea().presentationDetents([.medium])
        })
        // The card is 426…852; its safe area ends 34 above its bottom.
        XCTAssertEqual(h.frame(of: "s"), CGRect(x: 0, y: 426, width: W, height: 426))
    }
}

private extension CGRect {
    /// The rect snapped to the 3× pixel grid as SwiftUI rounds (halves up).
    var integralToThirds: CGRect {
        func r(_ v: CGFloat) -> CGFloat { (v * 3).rounded(.toNearestOrAwayFromZero) / 3 }
        let x0 = r(minX), y0 = r(minY), x1 = r(maxX), y1 = r(maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
