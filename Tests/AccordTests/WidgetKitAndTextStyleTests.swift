import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordCairo
import AccordText

/// Third round of real-file API (issue 11, corpus3): the WidgetKit stand-in (widget sizes and
/// margins from Apple's HIG › Widgets), view-level text styling (iOS 16's `View.kerning`,
/// `tracking`, `underline`, `strikethrough`, `baselineOffset`), Combine's
/// `Publishers.Autoconnect` and drop delegates.
final class WidgetKitAndTextStyleTests: XCTestCase {
    private func host<V: View>(_ v: V, _ w: CGFloat = 393, _ h: CGFloat = 852, measurer: TextMeasurer = FixedMetricTextMeasurer()) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(width: w, height: h), canvas: CGSize(width: w, height: h), textMeasurer: measurer)
    }

    // MARK: WidgetKit

    /// HIG › Widgets › Specifications, iPhone 15 / 14 Pro (393×852 pt): small 158×158,
    /// medium 338×158, large 338×354; iPhone 15 Pro Max (430×932 pt): 170×170, 364×170, 364×382.
    func testWidgetSizesAreTheHIGsForTheScreen() {
        let s = CGSize(width: 393, height: 852)
        XCTAssertEqual(WidgetFamily.size(.systemSmall, screen: s), CGSize(width: 158, height: 158))
        XCTAssertEqual(WidgetFamily.size(.systemMedium, screen: s), CGSize(width: 338, height: 158))
        XCTAssertEqual(WidgetFamily.size(.systemLarge, screen: s), CGSize(width: 338, height: 354))
        let max = CGSize(width: 430, height: 932)
        XCTAssertEqual(WidgetFamily.size(.systemSmall, screen: max), CGSize(width: 170, height: 170))
        XCTAssertEqual(WidgetFamily.size(.systemLarge, screen: max), CGSize(width: 364, height: 382))
        // Landscape reads the same row (widgets keep their portrait size).
        XCTAssertEqual(WidgetFamily.size(.systemMedium, screen: CGSize(width: 852, height: 393)), CGSize(width: 338, height: 158))
    }

    /// The standard margin is 16 points (HIG › Widgets: "use standard margins … 16 points"): a
    /// flexible view in a small widget is 158 − 2×16 = 126 points square, at (16, 16).
    func testAWidgetsContentIsInsetByTheStandardMargins() throws {
        let h = host(WidgetPreviewHost(family: .systemSmall, marginsDisabled: false) {
            AnyView(Color.red.accessibilityIdentifier("content"))
        }.accessibilityIdentifier("widget"))
        let f = try XCTUnwrap(h.frame(of: "content")), w = try XCTUnwrap(h.frame(of: "widget"))
        XCTAssertEqual(f.width, 126, accuracy: 0.001)
        XCTAssertEqual(f.height, 126, accuracy: 0.001)
        XCTAssertEqual(w.width, 158, accuracy: 0.001)
        XCTAssertEqual(f.minX - w.minX, 16, accuracy: 0.001)
        XCTAssertEqual(f.minY - w.minY, 16, accuracy: 0.001)
        // `contentMarginsDisabled()`: edge to edge.
        let edge = host(WidgetPreviewHost(family: .systemSmall, marginsDisabled: true) {
            AnyView(Color.red.accessibilityIdentifier("content"))
        })
        let e = try XCTUnwrap(edge.frame(of: "content"))
        XCTAssertEqual(e.width, 158, accuracy: 0.001)
        XCTAssertEqual(e.height, 158, accuracy: 0.001)
    }

    /// `containerBackground(_:for: .widget)` fills the whole widget, margins included: a pixel 4
    /// points in from the left edge, halfway down (outside the content, clear of the corners), is
    /// the background's pure blue; the content's pure red is inside.
    func testTheContainerBackgroundFillsTheWidgetEdgeToEdge() throws {
        let widget = WidgetPreviewHost(family: .systemSmall, marginsDisabled: false) {
            AnyView(Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .containerBackground(Color(red: 0, green: 0, blue: 1), for: .widget))
        }
        let hosted = host(widget, 158, 158)
        let bitmap = try CairoRenderer.bitmap(hosted.displayList(), scale: 1, background: RGBA(1, 1, 1))
        let edge = try XCTUnwrap(bitmap.pixel(x: 4, y: 79))
        XCTAssert(edge.b > 0.95 && edge.r < 0.05, "edge \(edge)")
        let centre = try XCTUnwrap(bitmap.pixel(x: 79, y: 79))
        XCTAssert(centre.r > 0.95 && centre.b < 0.05, "centre \(centre)")
        // The corner is cut by the widget's rounded container: the canvas' white shows.
        let corner = try XCTUnwrap(bitmap.pixel(x: 0, y: 0))
        XCTAssert(corner.r > 0.9 && corner.g > 0.9, "corner \(corner)")
    }

    /// The widget's view reads its family from the environment (`@Environment(\.widgetFamily)`).
    func testTheWidgetFamilyReachesTheEntryView() {
        struct Probe: View {
            @Environment(\.widgetFamily) var family
            var body: some View { Color.clear.frame(width: family == .systemMedium ? 50 : 10, height: 10).accessibilityIdentifier("probe") }
        }
        let h = host(WidgetPreviewHost(family: .systemMedium, marginsDisabled: false) { AnyView(Probe()) })
        XCTAssertEqual(h.frame(of: "probe")?.width, 50)
    }

    /// `widgetLabel` (blockers10 A9): Apple — "The system only displays labels on widget-based
    /// complications in watchOS. The system ignores any labels attached to widgets on the Lock Screen on
    /// iPhone" — so on the preview's iPhone the labelled view is laid out and drawn as without it, and
    /// `showsWidgetLabel` reads false.
    func testAWidgetLabelIsIgnoredOnAnIPhoneLockScreen() throws {
        struct Probe: View {
            @Environment(\.showsWidgetLabel) var shows
            var body: some View { Color.clear.frame(width: shows ? 50 : 10, height: 10).accessibilityIdentifier("probe") }
        }
        func accessory(_ labelled: Bool) -> some View {
            ZStack {
                AccessoryWidgetBackground()
                Text("72%").accessibilityIdentifier("value")
            }
            .widgetLabel { if labelled { Gauge(value: 0.72) { Text("Tank") } } }
        }
        let plain = host(WidgetPreviewHost(family: .accessoryCircular, marginsDisabled: false) { AnyView(accessory(false)) })
        let labelled = host(WidgetPreviewHost(family: .accessoryCircular, marginsDisabled: false) {
            AnyView(accessory(true).widgetLabel("Tank").widgetLabel(LocalizedStringKey("Tank")))
        })
        XCTAssertEqual(try XCTUnwrap(labelled.frame(of: "value")), try XCTUnwrap(plain.frame(of: "value")))
        XCTAssertEqual(labelled.displayList(), plain.displayList())
        let probe = host(WidgetPreviewHost(family: .accessoryCircular, marginsDisabled: false) { AnyView(Probe()) })
        XCTAssertEqual(probe.frame(of: "probe")?.width, 10)
    }

    // MARK: View-level text styles

    private func runs(_ text: Text, _ env: (inout EnvironmentValues) -> Void) -> [TextRun] {
        var values = EnvironmentValues()
        env(&values)
        return text.runs(values)
    }

    /// A view's `.kerning` / `.tracking` / `.underline` / `.strikethrough` / `.baselineOffset`
    /// reach the text inside; the text's own modifier of the same kind wins (the closer one).
    func testViewLevelTextStylesReachTextAndTheTextsOwnWins() {
        let plain = runs(Text("ab")) { $0[ViewTrackingKey.self] = 3; $0[ViewUnderlineKey.self] = true
            $0[ViewStrikethroughKey.self] = true; $0[ViewBaselineOffsetKey.self] = 4 }
        XCTAssertEqual(plain.first?.tracking, 3)
        XCTAssertEqual(plain.first?.underline, true)
        XCTAssertEqual(plain.first?.strikethrough, true)
        XCTAssertEqual(plain.first?.baselineOffset, 4)
        let own = runs(Text("ab").tracking(1).underline(false).baselineOffset(0)) { $0[ViewTrackingKey.self] = 3
            $0[ViewUnderlineKey.self] = true; $0[ViewBaselineOffsetKey.self] = 4 }
        XCTAssertEqual(own.first?.tracking, 1)
        XCTAssertEqual(own.first?.underline, false)
        XCTAssertEqual(own.first?.baselineOffset, 0)
    }

    /// Laid out with real fonts, text under a view's `.kerning(4)` is exactly as wide as the same
    /// text with `Text.kerning(4)`, and wider than without (4 points after each of 5 characters:
    /// about 20 points more).
    func testViewKerningWidensTextAsTextKerningDoes() {
        func width<V: View>(_ v: V) -> CGFloat {
            host(v.fixedSize().accessibilityIdentifier("t"), measurer: PangoTextSystem.shared).frame(of: "t")?.width ?? 0
        }
        let plain = width(Text("Hello"))
        let viewLevel = width(VStack { Text("Hello") }.kerning(4))
        let textLevel = width(Text("Hello").kerning(4))
        XCTAssertEqual(viewLevel, textLevel, accuracy: 0.01)
        XCTAssertEqual(viewLevel - plain, 20, accuracy: 4.5)
    }

    // MARK: Combine and drops

    /// The tutorial idiom `timer.upstream.connect().cancel()`: `autoconnect()` answers
    /// `Publishers.Autoconnect<Timer.TimerPublisher>`, whose `upstream` is the timer.
    func testAutoconnectKeepsTheTimerAsItsUpstream() {
        let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
        XCTAssertEqual(timer.upstream.interval, 2)
        timer.upstream.connect().cancel()
        var fired = 0
        let c = timer.sink { _ in fired += 1 }
        XCTAssertEqual(fired, 0)  // a still frame: time does not pass
        c.cancel()
    }

    /// A drop delegate with only `performDrop` compiles (the others have defaults) and the
    /// modifier leaves layout unchanged.
    func testADropDelegateModifierLeavesLayoutUnchanged() {
        struct Reorder: DropDelegate {
            func performDrop(info: DropInfo) -> Bool { true }
        }
        XCTAssertNil(Reorder().dropUpdated(info: DropInfo(location: .zero)))
        XCTAssertEqual(DropProposal(operation: .move).operation, .move)
        let h = host(Color.red.frame(width: 40, height: 30).onDrop(of: [.text], delegate: Reorder()).accessibilityIdentifier("v"))
        XCTAssertEqual(h.frame(of: "v")?.size, CGSize(width: 40, height: 30))
    }
}
