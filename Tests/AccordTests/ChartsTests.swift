import XCTest
import Foundation
import AccordLayout
@testable import Accord

/// Swift Charts drawn as an iPhone draws them (Compatibility/Frameworks/Charts*.swift). The
/// expected figures follow from the measured rules written in Charts+Layout.swift and
/// Charts+Scales.swift — published iPhone screenshots at 3×: Paresh Karnawat's SwiftCharts
/// (Resources/BarChart.png: `Chart { BarMark(x: "Cube" 5, "Sphere" 2, "Pyramid" 7) }
/// .frame(height: 250)` with labels 0 2 4 6 8, bars 0.7 of their band; LineChart.png: 275 → 0 100
/// 200 300; PieChart.png: palette blue, green, orange, purple, red, cyan, donut 0.6), 0Itsuki0's
/// SwiftChartsDemo (max 9 → 0 5 10) and jordibruin/Swift-Charts-Examples (desiredCount 3).
/// Text here is fixed-metric: every glyph 10 × 10 points, so a label's width is 10 per character.
final class ChartsTests: XCTestCase {
    typealias S = TestSupport

    struct Toy: Identifiable { let id = UUID(); let type: String; let count: Double }
    let toys = [Toy(type: "Cube", count: 5), Toy(type: "Sphere", count: 2), Toy(type: "Pyramid", count: 7)]

    func testTheTickStepIsTheSmallestRoundStepWithAtMostFiveValues() {
        XCTAssertTrue(ChartTicks.nice(lo: 0, hi: 7, maxCount: 5) == (2, 0, 8))        // BarChart.png: 0 2 4 6 8
        XCTAssertTrue(ChartTicks.nice(lo: 0, hi: 275, maxCount: 5) == (100, 0, 300))  // LineChart.png: 0 100 200 300
        XCTAssertTrue(ChartTicks.nice(lo: 0, hi: 9, maxCount: 5) == (5, 0, 10))       // basicMarkDemo "Stack": 0 5 10
        XCTAssertTrue(ChartTicks.nice(lo: -10, hi: 8.7, maxCount: 5) == (5, -10, 10)) // basicMarkDemo "Annotation"
        XCTAssertTrue(ChartTicks.nice(lo: 0, hi: 28_900, maxCount: 3) == (20_000, 0, 40_000)) // screenTime: 0 h, 5 h, 11 h
        XCTAssertEqual(ChartTicks.values(step: 2, lo: 0, hi: 8), [0, 2, 4, 6, 8])
        XCTAssertEqual(ChartTicks.label(1500, step: 500), "1,500")
        XCTAssertEqual(ChartTicks.label(0.25, step: 0.05), "0.25")
    }

    /// A text drawn, by its string.
    func textFrame<V: View>(_ v: V, _ s: String, _ size: CGSize) -> CGRect? {
        S.allItems(S.host(v, size).displayList().items).compactMap { item -> CGRect? in
            if case .text(let t) = item, t.request.runs.map(\.string).joined() == s { return t.frame }
            return nil
        }.first
    }

    /// Every filled path's bounds with its colour, in drawing order.
    func fills<V: View>(_ v: V, _ size: CGSize) -> [(CGRect, RGBA)] {
        S.allItems(S.host(v, size).displayList().items).compactMap { item in
            if case .fill(let p, .color(let c), _) = item { return (p.boundingRect, c) }
            return nil
        }
    }

    func strokes<V: View>(_ v: V, _ size: CGSize) -> [(CGRect, StrokeStyle)] {
        S.allItems(S.host(v, size).displayList().items).compactMap { item in
            if case .stroke(let p, _, let s) = item { return (p.boundingRect, s) }
            return nil
        }
    }

    func testABarChartHasItsValueLabelsOnTheTrailingSideAndItsCategoriesUnderTheBars() {
        let chart = Chart(toys) { BarMark(x: .value("Shape Type", $0.type), y: .value("Total Count", $0.count)) }
        let size = CGSize(width: 338, height: 250)
        // Widest label "8" is 10 wide: the plot is 338 − (4.33 + 10 + 1.67) = 322 wide and
        // 250 − 18.8 = 231.2 tall. "8" starts 4.33 after the plot, centred on the top line.
        S.assertFrame(textFrame(chart, "8", size), 326.33, -5, 10, 10, "top label")
        S.assertFrame(textFrame(chart, "0", size), 326.33, 226.2, 10, 10, "zero label")
        S.assertFrame(textFrame(chart, "4", size), 326.33, 110.6, 10, 10, "middle label")
        XCTAssertNil(textFrame(chart, "10", size), "no tick past the domain's 8")
        // Categories centred in bands of 322 / 3, their tops 5.5 under the plot.
        S.assertFrame(textFrame(chart, "Cube", size), 53.67 - 20, 236.7, 40, 10, "Cube")
        S.assertFrame(textFrame(chart, "Pyramid", size), 268.33 - 35, 236.7, 70, 10, "Pyramid")
        // Bars: 0.7 of the band (75.13), from zero up to their value on 0…8.
        let bars = fills(chart, size).filter { $0.0.width > 50 }
        XCTAssertEqual(bars.count, 3)
        S.assertFrame(bars.first?.0, 53.67 - 37.57, 231.2 - 144.5, 75.13, 144.5, "Cube's bar")
        S.assertFrame(bars.last?.0, 268.33 - 37.57, 231.2 - 202.3, 75.13, 202.3, "Pyramid's bar")
        assertColor(bars.first?.1, 0, 122.0 / 255, 1)   // the accent colour, system blue
    }

    func testGridLinesAreSolidAcrossAndDashedAtBandEdgesDownThroughTheAxis() {
        let chart = Chart(toys) { BarMark(x: .value("Shape Type", $0.type), y: .value("Total Count", $0.count)) }
        let lines = strokes(chart, CGSize(width: 338, height: 250)).filter { $0.1.lineWidth == 0.5 }
        let across = lines.filter { $0.0.height < 0.01 }, down = lines.filter { $0.0.width < 0.01 }
        XCTAssertEqual(across.count, 5, "a solid line at each of 0 2 4 6 8")
        XCTAssertTrue(across.allSatisfy { $0.1.dash.isEmpty })
        XCTAssertEqual(down.map { ($0.0.minX * 100).rounded() / 100 }, [0, 107.33, 214.67, 322], "a line at each band edge")
        XCTAssertTrue(down.allSatisfy { $0.1.dash == [2, 2] && abs($0.0.height - 250) < 0.2 }, "dashed, through the axis band \(down)")
    }

    func testCategoriesTakeThePaletteInOrderAndStackWithALegendBelow() {
        struct Sale: Identifiable { let id = UUID(); let day: String; let store: String; let units: Double }
        let sales = [Sale(day: "Mon", store: "A", units: 3), Sale(day: "Mon", store: "B", units: 2),
                     Sale(day: "Tue", store: "A", units: 4), Sale(day: "Tue", store: "C", units: 1)]
        let chart = Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Units", $0.units)).foregroundStyle(by: .value("Store", $0.store)) }
        let size = CGSize(width: 300, height: 200)
        let drawn = fills(chart, size)
        // Bars: A blue, B green on top of it, A blue, C orange; then the legend's three dots.
        let bars = drawn.filter { $0.0.width > 20 }
        XCTAssertEqual(bars.count, 4)
        assertColor(bars[0].1, 0, 122.0 / 255, 1)
        assertColor(bars[1].1, 52.0 / 255, 199.0 / 255, 89.0 / 255)
        assertColor(bars[3].1, 1, 149.0 / 255, 0)
        XCTAssertEqual(bars[1].0.maxY, bars[0].0.minY, accuracy: 0.01, "B stacks on A")
        // Max stack 5 → ticks 0 … 5 (step 1 makes 6 values): 0 2 4 6.
        XCTAssertNotNil(textFrame(chart, "6", size), "\(S.texts(chart, size))")
        // The legend: one 16.4 row 8 under the 18.8 axis band, at the chart's bottom: plot height
        // 200 − 18.8 − 8 − 16.4 = 156.8; dots 8 × 8 centred in the row, labels 5.3 after.
        let dots = drawn.filter { abs($0.0.width - 8) < 0.01 && abs($0.0.height - 8) < 0.01 }
        XCTAssertEqual(dots.count, 3)
        S.assertFrame(dots.first?.0, 0, 156.8 + 18.8 + 8 + 4.2, 8, 8, "first dot")
        S.assertFrame(textFrame(chart, "A", size), 13.3, 156.8 + 18.8 + 8 + 3.2, 10, 10, "first legend label")
        S.assertFrame(textFrame(chart, "B", size), 8 + 5.3 + 10 + 10 + 13.3, 156.8 + 18.8 + 8 + 3.2, 10, 10, "second legend label")
    }

    func testSectorMarksMakeADonutClockwiseFromTwelveFillingTheShorterSide() {
        struct Share: Identifiable { let id = UUID(); let name: String; let amount: Double }
        let data = [Share(name: "Rent", amount: 600), Share(name: "Food", amount: 200), Share(name: "Other", amount: 200)]
        let chart = Chart(data) {
            SectorMark(angle: .value("Amount", $0.amount), innerRadius: .ratio(0.6)).foregroundStyle(by: .value("Category", $0.name))
        }
        .chartLegend(.hidden)
        let sectors = S.allItems(S.host(chart, CGSize(width: 300, height: 200)).displayList().items).compactMap { item -> ([CGPoint], RGBA)? in
            guard case .fill(let p, .color(let c), _) = item else { return nil }
            var points: [CGPoint] = []
            p.forEach { e in
                switch e {
                case .move(let a), .line(let a), .curve(let a, _, _), .quadCurve(let a, _): points.append(a)
                case .closeSubpath: break
                }
            }
            return (points, c)
        }
        XCTAssertEqual(sectors.count, 3)
        // Radius 100 (the shorter side), centre (150, 100). Rent, the first 60 % (216°), starts
        // at twelve o'clock and ends at 216° clockwise, on the outer and the inner (60) circle.
        func at(_ degrees: Double, _ r: Double) -> CGPoint {
            CGPoint(x: 150 + r * sin(degrees * .pi / 180), y: 100 - r * cos(degrees * .pi / 180))
        }
        func has(_ points: [CGPoint], _ q: CGPoint) -> Bool { points.contains { abs($0.x - q.x) < 0.01 && abs($0.y - q.y) < 0.01 } }
        XCTAssertTrue(has(sectors[0].0, at(0, 100)) && has(sectors[0].0, at(216, 100)) && has(sectors[0].0, at(216, 60)))
        XCTAssertTrue(has(sectors[1].0, at(216, 100)) && has(sectors[1].0, at(288, 100)) && has(sectors[1].0, at(288, 60)))
        XCTAssertTrue(has(sectors[2].0, at(360, 100)))
        XCTAssertFalse(has(sectors[0].0, CGPoint(x: 150, y: 100)), "a donut: no point at the centre")
        assertColor(sectors[0].1, 0, 122.0 / 255, 1)
        assertColor(sectors[1].1, 52.0 / 255, 199.0 / 255, 89.0 / 255)
        assertColor(sectors[2].1, 1, 149.0 / 255, 0)
    }

    func testHiddenAxesLeaveThePlotTheWholeChart() {
        let chart = Chart(toys) { BarMark(x: .value("Shape Type", $0.type), y: .value("Total Count", $0.count)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        let size = CGSize(width: 120, height: 44)
        XCTAssertTrue(S.texts(chart, size).isEmpty)
        let bars = fills(chart, size)
        XCTAssertEqual(bars.count, 3)
        // 44 tall for 0…8: the Pyramid's 7 is 38.5 tall.
        XCTAssertEqual(bars[2].0.height, 38.5, accuracy: 0.01)
        XCTAssertTrue(strokes(chart, size).isEmpty, "no grid lines")
    }

    func testAxisMarksChooseTheValuesAndTheirLabels() {
        let chart = Chart(toys) { BarMark(x: .value("Shape Type", $0.type), y: .value("Total Count", $0.count)) }
            .chartYAxis { AxisMarks(values: [0, 5, 10]) { value in
                AxisGridLine()
                AxisValueLabel { Text("\(value.as(Int.self) ?? -1) u") }
            } }
            .chartXAxis { AxisMarks { _ in AxisGridLine() } }
        let texts = S.texts(chart, CGSize(width: 300, height: 200))
        XCTAssertEqual(texts, ["0 u", "5 u"], "10 is past the domain 0…8; no category labels")
    }

    func testALineJoinsEachSeriesAndTheYScaleDomainIsKept() {
        struct P: Identifiable { let id = UUID(); let x: Int; let y: Double; let s: String }
        let data = [P(x: 1, y: 10, s: "a"), P(x: 2, y: 30, s: "a"), P(x: 1, y: 20, s: "b"), P(x: 2, y: 5, s: "b")]
        let chart = Chart(data) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)).foregroundStyle(by: .value("s", $0.s)) }
            .chartYScale(domain: 0...40).chartLegend(.hidden)
        let lines = strokes(chart, CGSize(width: 300, height: 200)).filter { $0.1.lineWidth == 2 }
        XCTAssertEqual(lines.count, 2, "one line per series, 2 pt")
        // y 0…40 over 181.2: series a spans 10…30 → y 135.9 … 45.3.
        XCTAssertEqual(lines[0].0.minY, 181.2 - 30.0 / 40 * 181.2, accuracy: 0.2)  // frames on the 3× pixel grid
        XCTAssertEqual(lines[0].0.maxY, 181.2 - 10.0 / 40 * 181.2, accuracy: 0.2)
    }
}

private func == (a: (Double, Double, Double), b: (Double, Double, Double)) -> Bool {
    abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9 && abs(a.2 - b.2) < 1e-9
}

