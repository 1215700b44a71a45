@_spi(AccordPreview) @testable import Accord
import AccordLayout
import Foundation
import XCTest

/// Scrolling in the live preview (Preview/PreviewServer+Scroll.swift). The rules and their sources:
/// - the content moves with the pointer and stops at its ends: `UIScrollView` at rest shows no
///   space before the content's start or after its end (`contentOffset` between 0 and
///   `contentSize - bounds.size`; Apple, "UIScrollView": the bounce past the ends springs back);
/// - a scroll view clips its content (SwiftUI's `ScrollView` draws inside its frame): taps outside
///   its frame do not reach content scrolled out of it;
/// - `ScrollViewProxy.scrollTo(_:anchor:)`: "scrolls … so that the view with the given id is
///   visible at the anchor" — the anchor point of the view on the same point of the visible
///   area (Apple's documentation); with no anchor, the least movement that shows it
///   (`UIScrollView.scrollRectToVisible`).
/// Expected numbers follow from the tests' own sizes (rows of 50 points in a 300-point area).
final class LivePreviewScrollTests: XCTestCase {
    override func tearDown() {
        Invalidation.active = nil
        TapRecorder.current = nil
    }

    typealias Live = InvalidationTests.Live

    struct Rows: View {
        @State var tapped = -1
        var body: some View {
            VStack(spacing: 0) {
                Text("tapped \(tapped)").frame(height: 20).accessibilityIdentifier("label")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<40, id: \.self) { i in
                            Color.gray.frame(height: 50).accessibilityIdentifier("row\(i)")
                                .onTapGesture { tapped = i }
                        }
                    }
                }
                .frame(width: 200, height: 300)
                .accessibilityIdentifier("scroller")
            }
        }
    }

    func kept(_ live: Live) -> PreviewServer.Kept {
        var k = PreviewServer.Kept()
        k.shown = live.laid
        k.recorder = live.recorder
        return k
    }

    func update(_ live: Live) -> Int {
        let before = live.graph.bodyEvaluations
        TapRecorder.current = live.recorder
        guard let l = live.graph.updateInPlace() else { XCTFail("not in place: \(live.graph.inPlaceRefusal ?? "")"); return -1 }
        live.laid = l
        return live.graph.bodyEvaluations - before
    }

    func frame(_ live: Live, _ id: String) -> CGRect { live.laid[0].hosted.frame(of: id) ?? .null }

    func testADragMovesTheContentWithThePointerAndStopsAtItsEnds() {
        let live = Live(AccordPreview("P") { Rows() })
        let top = frame(live, "scroller").minY
        XCTAssertEqual(frame(live, "row0").minY, top)
        var k = kept(live)
        let p = CGPoint(x: frame(live, "scroller").midX, y: top + 250)
        XCTAssertEqual(k.drag(item: 0, phase: "began", at: p), "ScrollView (scroll) (drag)")
        _ = k.drag(item: 0, phase: "changed", at: CGPoint(x: p.x, y: p.y - 120))
        _ = k.drag(item: 0, phase: "ended", at: CGPoint(x: p.x, y: p.y - 120))
        XCTAssertEqual(update(live), 0, "a scroll evaluates no body")
        XCTAssertEqual(frame(live, "row0").minY, top - 120)
        XCTAssertEqual(frame(live, "row3").minY, top - 120 + 150)
        // Far past the end: the last row's bottom at the scroll view's bottom (40 × 50 − 300 = 1,700).
        k = kept(live)
        XCTAssertNotNil(k.scroll(item: 0, at: p, by: CGSize(width: 0, height: 100_000)))
        XCTAssertEqual(update(live), 0)
        XCTAssertEqual(frame(live, "row39").maxY, frame(live, "scroller").maxY)
        XCTAssertEqual(frame(live, "row0").minY, top - 1_700)
        // And back past the start: the first row at the top.
        k = kept(live)
        XCTAssertNotNil(k.scroll(item: 0, at: p, by: CGSize(width: 0, height: -100_000)))
        XCTAssertEqual(update(live), 0)
        XCTAssertEqual(frame(live, "row0").minY, top)
    }

    func testARowScrolledIntoViewTakesTapsAndTheOffsetIsKept() {
        let live = Live(AccordPreview("P") { Rows() })
        let scroller = frame(live, "scroller")
        var k = kept(live)
        XCTAssertNotNil(k.scroll(item: 0, at: CGPoint(x: scroller.midX, y: scroller.midY), by: CGSize(width: 0, height: 500)))
        _ = update(live)
        let row12 = frame(live, "row12")
        XCTAssertTrue(scroller.contains(CGPoint(x: row12.midX, y: row12.midY)), "row 12 (at 600–650) shows after scrolling 500")
        let bodies = live.tap("row12")
        XCTAssertNotNil(bodies, "updated in place")
        XCTAssertLessThan(bodies ?? 99, 40, "the outer view's body (it read `tapped`), not one per row")
        XCTAssertTrue(live.texts().contains("Text(\"tapped 12\")"))
        XCTAssertEqual(frame(live, "row12"), row12, "the scroll offset is kept across the update")
        live.full()
        XCTAssertEqual(frame(live, "row12"), row12, "…and across a full build (state at the scroll view's identity)")
    }

    func testContentScrolledOutOfTheFrameIsNotHit() {
        struct Screen: View {
            @State var hits = 0
            var body: some View {
                VStack(spacing: 0) {
                    Text("above \(hits)").frame(width: 200, height: 100).accessibilityIdentifier("above")
                        .contentShape(Rectangle()).onTapGesture { hits += 1 }
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<20, id: \.self) { i in Color.gray.frame(height: 50).onTapGesture {} } }
                    }
                    .frame(width: 200, height: 200).accessibilityIdentifier("scroller")
                }
            }
        }
        let live = Live(AccordPreview("P") { Screen() })
        var k = kept(live)
        let s = frame(live, "scroller")
        XCTAssertNotNil(k.scroll(item: 0, at: CGPoint(x: s.midX, y: s.midY), by: CGSize(width: 0, height: 300)))
        _ = update(live)
        // The rows scrolled up lie under "above" now, but are clipped away there.
        XCTAssertNotNil(live.tap("above"))
        XCTAssertTrue(live.texts().contains("Text(\"above 1\")"))
    }

    func testScrollToShowsTheViewWithThatIDAtTheAnchor() {
        struct Jumper: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("Jump") { proxy.scrollTo(20, anchor: .top) }.frame(height: 40).accessibilityIdentifier("jump")
                        Button("Near") { proxy.scrollTo("near") }.frame(height: 40).accessibilityIdentifier("near")
                        ScrollView {
                            VStack(spacing: 0) {
                                ForEach(0..<30, id: \.self) { i in Color.gray.frame(height: 50).accessibilityIdentifier("row\(i)") }
                                Color.red.frame(height: 50).id("near").accessibilityIdentifier("red")
                            }
                        }
                        .frame(width: 200, height: 300).accessibilityIdentifier("scroller")
                    }
                }
            }
        }
        let live = Live(AccordPreview("P") { Jumper() })
        _ = live.tap("jump")  // changes no state: the scroll is laid out by the update
        XCTAssertEqual(frame(live, "row20").minY, frame(live, "scroller").minY, "row 20's top on the visible area's top")
        _ = live.tap("near")
        XCTAssertEqual(frame(live, "red").maxY, frame(live, "scroller").maxY, "scrolled down just enough to show the view whole")
    }

    /// A list under a pushed screen is not shown, but its scroll position is state at its
    /// identity all the same: back from the pushed screen, the list is where it was (as a
    /// `UINavigationController` keeps the view below the pushed one).
    func testAScrollPositionIsKeptWhileAPushedScreenCoversIt() {
        struct Master: View {
            var body: some View {
                NavigationStack {
                    VStack(spacing: 0) {
                        NavigationLink("Open") { Text("Detail").accessibilityIdentifier("detail") }.accessibilityIdentifier("open")
                        ScrollView {
                            VStack(spacing: 0) { ForEach(0..<40, id: \.self) { i in Color.gray.frame(height: 50).accessibilityIdentifier("row\(i)") } }
                        }
                        .frame(width: 200, height: 300).accessibilityIdentifier("scroller")
                    }
                    .navigationTitle("Master")
                }
            }
        }
        let live = Live(AccordPreview("P") { Master() })
        let s = frame(live, "scroller")
        var k = kept(live)
        XCTAssertNotNil(k.scroll(item: 0, at: CGPoint(x: s.midX, y: s.midY), by: CGSize(width: 0, height: 500)))
        _ = update(live)
        XCTAssertEqual(frame(live, "row10").minY, s.minY, "scrolled by 500: row 10 (at 500) on top")
        func pushedOrPopped(_ id: String) {
            let f = frame(live, id)
            let p = CGPoint(x: f.midX, y: f.midY)
            XCTAssertNotNil(live.recorder.hitTest(live.laid[0].hosted.root, pass: live.laid[0].hosted.pass, at: p, count: 1).map { TapRecorder.deliver($0, at: p) })
            TapRecorder.current = live.recorder
            if let l = live.graph.updateInPlace() { live.laid = l } else { live.full() }
        }
        pushedOrPopped("open")
        XCTAssertFalse(frame(live, "detail").isNull, "pushed")
        XCTAssertTrue(frame(live, "scroller").isNull, "the list is covered")
        let back = live.laid[0].hosted.pass.allNodes().first { $0.label == "Text(\"Master\")" && $0.parent?.label == "HStack" }!
        let b = live.laid[0].hosted.pass.pixelFrame(back)
        let p = CGPoint(x: b.midX, y: b.midY)
        XCTAssertEqual(live.recorder.hitTest(live.laid[0].hosted.root, pass: live.laid[0].hosted.pass, at: p, count: 1).map { TapRecorder.deliver($0, at: p) }, "Back")
        TapRecorder.current = live.recorder
        if let l = live.graph.updateInPlace() { live.laid = l } else { live.full() }
        XCTAssertTrue(frame(live, "detail").isNull, "popped")
        XCTAssertEqual(frame(live, "row10").minY, frame(live, "scroller").minY, "the list where it was: row 10 on top")
    }
}
