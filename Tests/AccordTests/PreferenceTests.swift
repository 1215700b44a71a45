import Accord
import Foundation
import XCTest

// Keys of the kind real code writes.
private struct SizeKey: PreferenceKey {
    static let defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

/// Collects every value in tree order, counting the reductions.
private struct ListKey: PreferenceKey {
    nonisolated(unsafe) static var reductions = 0
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) {
        reductions += 1
        value += nextValue()
    }
}

private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct SelectedTabKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct CounterKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A box the tests read delivered values from.
private final class Received<T>: @unchecked Sendable { var values: [T] = [] }

/// Preferences flow up the laid-out tree (Apple's `PreferenceKey` docs: "receives its values in
/// view-tree order"; fivestars.blog "How SwiftUI's Preference Keys are propagated": `reduce`
/// runs only between children that produce a value; OpenSwiftUI's `_PreferenceWritingModifier`
/// removes the key from its content's inputs, so a writer replaces the values below it, and its
/// `PreferenceBinder` runs `onPreferenceChange`'s action for the first value and each change,
/// after the update). Numbers are the fixed sizes the views are given and the rules' sums.
final class PreferenceTests: XCTestCase {
    func host<V: View>(_ v: V, _ w: CGFloat = 300, _ h: CGFloat = 300) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(width: w, height: h), textMeasurer: FixedMetricTextMeasurer(), scale: 1)
    }

    func testAChildMeasuredThroughAGeometryReaderSizesItsSibling() {
        struct Screen: View {
            @State private var size: CGSize = .zero
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 120, height: 40)
                        .background(GeometryReader { geo in Color.clear.preference(key: SizeKey.self, value: geo.size) })
                    Color.blue.frame(width: size.width, height: 10).accessibilityIdentifier("sibling")
                }
                .onPreferenceChange(SizeKey.self) { size = $0 }
            }
        }
        let h = host(Screen())
        XCTAssertEqual(h.frame(of: "sibling")?.width, 120)
        XCTAssertEqual(h.diagnostics, [])
        // The same through ImageRenderer, as a library user calls it.
        let r = ImageRenderer(content: Screen())
        r.proposedSize = ProposedViewSize(width: 300, height: 300)
        XCTAssertEqual(r.layout().frame(of: "sibling")?.width, 120)
    }

    func testSiblingValuesReduceInTreeOrderAndOnlyBetweenProducers() {
        let got = Received<[Int]>()
        ListKey.reductions = 0
        let view = VStack {
            Color.red.preference(key: ListKey.self, value: [1])
            Color.green
            Color.blue.preference(key: ListKey.self, value: [3])
        }
        .overlayPreferenceValue(ListKey.self) { v in
            let _ = got.values.append(v)
            EmptyView()
        }
        _ = host(view)
        XCTAssertEqual(got.values, [[1, 3]])
        XCTAssertEqual(ListKey.reductions, 1)
    }

    func testAWriterReplacesTheValuesOfTheViewsItContains() {
        let got = Received<[Int]>()
        let view = VStack {
            VStack { Color.red.preference(key: ListKey.self, value: [1]) }.preference(key: ListKey.self, value: [9])
            Color.blue.preference(key: ListKey.self, value: [2])
        }
        .onPreferenceChange(ListKey.self) { got.values.append($0) }
        _ = host(view)
        XCTAssertEqual(got.values, [[9, 2]])
    }

    func testTransformPreferenceChangesTheSubtreesValueOrTheDefault() {
        let got = Received<[Int]>()
        let view = HStack {
            VStack {
                Color.red.preference(key: ListKey.self, value: [1])
                Color.blue.preference(key: ListKey.self, value: [2])
            }
            .transformPreference(ListKey.self) { $0.append(7) }
            Color.green.transformPreference(ListKey.self) { $0.append(8) }
        }
        .onPreferenceChange(ListKey.self) { got.values.append($0) }
        _ = host(view)
        XCTAssertEqual(got.values, [[1, 2, 7, 8]])
    }

    func testOnPreferenceChangeRunsOnceForASettledValue() {
        let got = Received<CGFloat>()
        let view = Color.red.frame(width: 80, height: 20)
            .background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
            .onPreferenceChange(WidthKey.self) { got.values.append($0) }
        _ = host(view)
        // The first value is delivered; the round it causes delivers nothing new.
        XCTAssertEqual(got.values, [80])
    }

    func testTheTabUnderlineIdiomResolvesTheAnchorInTheOverlaysSpace() {
        // Tabs 100 and 60 wide, 30 high, in a bar padded by 10: the selected (second) tab sits at
        // x 10 + 100 = 110, y 10 in the bar; the underline goes under it (y = 10 + 30 = 40).
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 100, height: 30)
            Color.gray.frame(width: 60, height: 30)
                .anchorPreference(key: SelectedTabKey.self, value: .bounds) { $0 }
        }
        .padding(10)
        .accessibilityIdentifier("bar")
        .overlayPreferenceValue(SelectedTabKey.self) { anchor in
            GeometryReader { geo in
                if let anchor {
                    Color.blue.frame(width: geo[anchor].width, height: 2)
                        .offset(x: geo[anchor].minX, y: geo[anchor].maxY)
                        .accessibilityIdentifier("underline")
                }
            }
        }
        let h = host(view)
        let bar = h.frame(of: "bar")!, line = h.frame(of: "underline")!
        XCTAssertEqual(bar.size, CGSize(width: 180, height: 50))
        XCTAssertEqual(line.minX - bar.minX, 110)
        XCTAssertEqual(line.minY - bar.minY, 40)
        XCTAssertEqual(line.size, CGSize(width: 60, height: 2))
    }

    func testAnchorPointsResolveInTheReadersSpace() {
        struct PointsKey: PreferenceKey {
            static let defaultValue: [Anchor<CGPoint>] = []
            static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
        }
        // Two 20×20 dots in an HStack with spacing 40: centres at (10, 10) and (70, 10).
        let view = HStack(spacing: 40) {
            Color.red.frame(width: 20, height: 20).anchorPreference(key: PointsKey.self, value: .center) { [$0] }
            Color.red.frame(width: 20, height: 20).anchorPreference(key: PointsKey.self, value: .center) { [$0] }
        }
        .accessibilityIdentifier("row")
        .overlayPreferenceValue(PointsKey.self) { points in
            GeometryReader { geo in
                if points.count == 2 {
                    let a = geo[points[0]], b = geo[points[1]]
                    Color.black.frame(width: b.x - a.x, height: 1).offset(x: a.x, y: a.y).accessibilityIdentifier("line")
                }
            }
        }
        let h = host(view)
        let row = h.frame(of: "row")!, line = h.frame(of: "line")!
        XCTAssertEqual(line.minX - row.minX, 10)
        XCTAssertEqual(line.minY - row.minY, 10)
        XCTAssertEqual(line.width, 60)
    }

    func testBackgroundPreferenceValueAlignsItsLayerOnTheView() {
        // A 30-wide layer on a 100×50 view, trailing: x 70…100, centred vertically (y 20).
        let view = Color.red.frame(width: 100, height: 50)
            .preference(key: WidthKey.self, value: 30)
            .accessibilityIdentifier("base")
            .backgroundPreferenceValue(WidthKey.self, alignment: .trailing) { w in
                Color.blue.frame(width: w, height: 10).accessibilityIdentifier("layer")
            }
        let h = host(view)
        let base = h.frame(of: "base")!, layer = h.frame(of: "layer")!
        XCTAssertEqual(layer.minX - base.minX, 70)
        XCTAssertEqual(layer.minY - base.minY, 20)
        XCTAssertEqual(layer.width, 30)
        XCTAssertEqual(h.size, CGSize(width: 100, height: 50))
    }

    func testTheOlderOverlayFormCentresItsLayer() {
        let view = Color.red.frame(width: 100, height: 50)
            .preference(key: WidthKey.self, value: 40)
            .accessibilityIdentifier("base")
            .overlayPreferenceValue(WidthKey.self) { w in Color.blue.frame(width: w, height: 10).accessibilityIdentifier("layer") }
        let h = host(view)
        let base = h.frame(of: "base")!, layer = h.frame(of: "layer")!
        XCTAssertEqual(layer.minX - base.minX, 30)
        XCTAssertEqual(layer.minY - base.minY, 20)
    }

    func testAScrollOffsetReaderSeesTheContentsTopInTheScrollViewsSpace() {
        struct OffsetKey: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
        }
        struct Screen: View {
            @State private var offset: CGFloat = 50
            var body: some View {
                VStack(spacing: 0) {
                    Color.gray.frame(width: 100 + offset, height: 10).accessibilityIdentifier("indicator")
                    ScrollView {
                        VStack {
                            ForEach(0..<3) { _ in Color.red.frame(height: 40) }
                        }
                        .background(GeometryReader { geo in
                            Color.clear.preference(key: OffsetKey.self, value: geo.frame(in: .named("scroll")).minY)
                        })
                        .padding(.top, 20)
                    }
                    .coordinateSpace(name: "scroll")
                }
                .onPreferenceChange(OffsetKey.self) { offset = $0 }
            }
        }
        // Unscrolled, the content's top is 20 below the scroll view's (its top padding).
        XCTAssertEqual(host(Screen()).frame(of: "indicator")?.width, 120)
    }

    func testAnActionThatKeepsChangingItsOwnValueStopsAfterFourRounds() {
        struct Runaway: View {
            @State private var n = 0
            var body: some View {
                Color.red.frame(width: CGFloat(10 + n), height: 10)
                    .accessibilityIdentifier("bar")
                    .preference(key: CounterKey.self, value: n)
                    .onPreferenceChange(CounterKey.self) { n = $0 + 1 }
            }
        }
        let h = host(Runaway())
        // Rounds see n = 0, 1, 2, 3: the fourth is shown, with a diagnostic.
        XCTAssertEqual(h.frame(of: "bar")?.width, 13)
        XCTAssertTrue(h.diagnostics.contains { $0.contains("still changed after 4 updates") }, "\(h.diagnostics)")
    }

    func testAnOptionalKeyDefaultsToNil() {
        struct NameKey: PreferenceKey {
            typealias Value = String?
            static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
        }
        XCTAssertNil(NameKey.defaultValue)
        let got = Received<String?>()
        _ = host(Color.red.preference(key: NameKey.self, value: nil).onPreferenceChange(NameKey.self) { got.values.append($0) })
        XCTAssertEqual(got.values, [nil])
    }

    func testOnPreferenceChangeIsNotCalledWhenNothingBelowWritesTheKey() {
        // OpenSwiftUI's `_PreferenceActionModifier` binds its action only when its content's
        // outputs have the key.
        let got = Received<[Int]>()
        _ = host(VStack { Color.red; Text("x") }.onPreferenceChange(ListKey.self) { got.values.append($0) })
        XCTAssertEqual(got.values, [])
    }

    func testTransformAnchorPreferenceAddsARectAndAPointOfTheView() {
        struct MarksKey: PreferenceKey {
            static let defaultValue: [Anchor<CGRect>] = []
            static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
        }
        struct PinKey: PreferenceKey {
            static let defaultValue: Anchor<CGPoint>? = nil
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
        }
        // A 100×40 view padded by 8: its rect (10, 5, 20, 10) is at (18, 13) in the padded view,
        // its point (30, 20) at (38, 28).
        let view = Color.red.frame(width: 100, height: 40)
            .anchorPreference(key: MarksKey.self, value: .bounds) { [$0] }
            .transformAnchorPreference(key: MarksKey.self, value: .rect(CGRect(x: 10, y: 5, width: 20, height: 10))) { $0.append($1) }
            .anchorPreference(key: PinKey.self, value: .point(CGPoint(x: 30, y: 20))) { $0 }
            .padding(8)
            .accessibilityIdentifier("padded")
            .overlayPreferenceValue(MarksKey.self) { marks in
                GeometryReader { geo in
                    if marks.count == 2 {
                        let r = geo[marks[1]]
                        Color.blue.frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY).accessibilityIdentifier("mark")
                    }
                }
            }
            .overlayPreferenceValue(PinKey.self) { pin in
                GeometryReader { geo in
                    if let pin {
                        Color.green.frame(width: 2, height: 2).offset(x: geo[pin].x, y: geo[pin].y).accessibilityIdentifier("pin")
                    }
                }
            }
        let h = host(view)
        let padded = h.frame(of: "padded")!, mark = h.frame(of: "mark")!, pin = h.frame(of: "pin")!
        XCTAssertEqual(mark, CGRect(x: padded.minX + 18, y: padded.minY + 13, width: 20, height: 10))
        XCTAssertEqual(pin.origin, CGPoint(x: padded.minX + 38, y: padded.minY + 28))
    }

    func testOnGeometryChangeMeasuresAViewForItsSibling() {
        struct Screen: View {
            @State private var height: CGFloat = 0
            var body: some View {
                HStack(alignment: .top, spacing: 0) {
                    Color.red.frame(width: 50, height: 70)
                        .onGeometryChange(for: CGFloat.self) { proxy in
                            proxy.size.height
                        } action: { newValue in
                            height = newValue
                        }
                    Color.blue.frame(width: 10, height: height).accessibilityIdentifier("bar")
                }
            }
        }
        XCTAssertEqual(host(Screen()).frame(of: "bar")?.height, 70)
    }

    func testOnGeometryChangePassesThePreviousValue() {
        let got = Received<[CGFloat]>()
        struct Growing: View {
            let got: Received<[CGFloat]>
            @State private var width: CGFloat = 50
            var body: some View {
                Color.red.frame(width: width, height: 10)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
                        got.values.append([old, new])
                        if new < 60 { width = 60 }
                    }
            }
        }
        _ = host(Growing(got: got))
        // First value (as old and new), then the change the action caused; then it settles.
        XCTAssertEqual(got.values, [[50, 50], [50, 60]])
    }
}
