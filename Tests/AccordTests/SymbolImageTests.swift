import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordCairo
import AccordText

/// `Image(systemName:)`: size per text style and image scale, weight, baseline, variants and
/// rendering modes (Image+Symbol.swift; Docs/Symbols.md). Real fonts (the Pango text system).
final class SymbolImageTests: XCTestCase {
    func host<V: View>(_ v: V) -> HostedLayout {
        HostedLayout(v.accessibilityIdentifier("root"), proposal: ProposedViewSize(width: 390, height: 844),
                     canvas: CGSize(width: 390, height: 844), textMeasurer: PangoTextSystem.shared)
    }
    func size<V: View>(_ v: V) -> CGSize { host(v.fixedSize()).frame(of: "root")?.size ?? .zero }
    func symbols(_ h: HostedLayout) -> [ImageDrawing] { TestSupport.images(h.displayList().items) }

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/usr/share/python-qtawesome/fonts/phosphor.ttf"), "icon fonts missing")
    }

    /// Issue 20: on an iPhone, the template's `Image(systemName: "globe").imageScale(.large)` at
    /// body size is 21.7 pt high (Accord drew it 26.3 pt).
    func testTheLargeGlobeAtBodySizeIsAboutTwentyTwoPointsHigh() {
        XCTAssertEqual(size(Image(systemName: "globe").imageScale(.large)).height, 21.7, accuracy: 0.5)
    }

    /// Apple, NSImage.SymbolScale: small ≈ 20 % smaller, large ≈ 30 % larger than medium.
    func testImageScalesAreFourFifthsAndThirteenTenthsOfMedium() {
        let m = size(Image(systemName: "globe")).height
        XCTAssertEqual(size(Image(systemName: "globe").imageScale(.small)).height / m, 0.8, accuracy: 0.02)
        XCTAssertEqual(size(Image(systemName: "globe").imageScale(.large)).height / m, 1.3, accuracy: 0.02)
    }

    /// A symbol takes its text style's point size (HIG text styles: title 28 pt, body 17 pt).
    func testASymbolScalesWithItsTextStyle() {
        let body = size(Image(systemName: "globe")).height
        XCTAssertEqual(size(Image(systemName: "globe").font(.title)).height / body, 28.0 / 17, accuracy: 0.02)
        XCTAssertEqual(size(Image(systemName: "globe").font(.system(size: 40))).height / body, 40.0 / 17, accuracy: 0.02)
    }

    func testFontWeightReachesTheSymbol() {
        let h = host(Image(systemName: "gear").font(.system(size: 17, weight: .bold)))
        XCTAssertEqual(symbols(h).first?.symbolWeight, 700)
        XCTAssertEqual(symbols(host(Image(systemName: "gear").fontWeight(.thin))).first?.symbolWeight, 200)
    }

    /// `resizable()` takes the proposal; without it a symbol keeps its box.
    func testAResizableSymbolTakesTheFrameItIsGiven() {
        let h = host(Image(systemName: "star").resizable().frame(width: 60, height: 30))
        XCTAssertEqual(symbols(h).first?.frame.size, CGSize(width: 60, height: 30))
        let fit = host(Image(systemName: "star").resizable().scaledToFit().frame(width: 60, height: 30))
        let s = symbols(fit).first?.frame.size ?? .zero
        XCTAssertEqual(s.height, 30, accuracy: 0.01)
        XCTAssertLessThan(s.width, 60, "scaledToFit keeps the star's aspect")
    }

    /// SF Symbols sit on the cap-height band: in a `.firstTextBaseline` row a symbol's centre is
    /// half a cap height above the text's baseline.
    func testInABaselineRowTheSymbolIsCentredOnTheCapHeight() throws {
        let h = host(HStack(alignment: .firstTextBaseline) {
            Image(systemName: "globe").accessibilityIdentifier("icon")
            Text("Hello").accessibilityIdentifier("text")
        })
        let icon = try XCTUnwrap(h.frame(of: "icon")), text = try XCTUnwrap(h.frame(of: "text"))
        let font = ResolvedFont(size: 17)
        let baseline = text.minY + PangoTextSystem.shared.measure(TextLayoutRequest(runs: [TextRun("Hello", font: font)])).firstBaseline
        let cap = PangoTextSystem.shared.metrics(for: font).capHeight
        XCTAssertEqual(icon.midY, baseline - cap / 2, accuracy: 0.6)
    }

    func testSymbolVariantPicksTheVariantName() {
        XCTAssertEqual(symbols(host(Image(systemName: "heart").symbolVariant(.fill))).first?.source, .symbol("heart.fill"))
        XCTAssertEqual(symbols(host(Image(systemName: "person").symbolVariant(.circle.fill))).first?.source, .symbol("person.circle.fill"))
        XCTAssertEqual(symbols(host(Image(systemName: "bell").symbolVariant(.slash))).first?.source, .symbol("bell.slash"))
        // Already filled: the name stays; `.none` inside an outer `.fill` turns variants off.
        XCTAssertEqual(symbols(host(Image(systemName: "heart.fill").symbolVariant(.fill))).first?.source, .symbol("heart.fill"))
        XCTAssertEqual(symbols(host(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.fill))).first?.source, .symbol("heart"))
    }

    /// A name SF Symbols has no filled variant of stays as it is (issue 14: the Instagram clone's
    /// `magnifyingglass` tab item; SF Symbols' name list has no `magnifyingglass.fill`, `gear.fill`,
    /// `chevron.right.fill`), in a tab bar too, while its enclosed variant still fills.
    func testAFillVariantIsOnlyTakenWhereSFSymbolsHasIt() {
        for name in ["magnifyingglass", "gear", "chevron.right", "calendar"] {
            XCTAssertEqual(symbols(host(Image(systemName: name).symbolVariant(.fill))).first?.source, .symbol(name), name)
        }
        XCTAssertEqual(symbols(host(Image(systemName: "magnifyingglass").symbolVariant(.circle.fill))).first?.source,
                       .symbol("magnifyingglass.circle.fill"))
        XCTAssertEqual(symbols(host(Image(systemName: "house").symbolVariant(.fill))).first?.source, .symbol("house.fill"))
    }

    func testHierarchicalAndPaletteColourTheSecondLayer() {
        let hier = symbols(host(Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue))).first
        XCTAssertEqual(hier?.symbolLayers.count, 1)
        XCTAssertEqual(hier?.symbolLayers.first?.b ?? 0, hier?.tint?.b ?? -1, accuracy: 0.001, "the same colour")
        XCTAssertLessThan(hier?.symbolLayers.first?.a ?? 1, 1, "at the secondary level's opacity")
        let pal = symbols(host(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .red))).first
        XCTAssertEqual(pal?.tint, RGBA(1, 1, 1))
        XCTAssertEqual(pal?.symbolLayers.count, 1)
        let mono = symbols(host(Image(systemName: "xmark.circle.fill").foregroundStyle(.white, .red))).first
        XCTAssertEqual(mono?.symbolLayers, [], "monochrome by default")
    }

    /// An unmapped name: a square of the full symbol height, reported once per process.
    func testAnUnmappedNameIsASquareReportedOnce() {
        let name = "accord.test.unmapped.\(UUID().uuidString.prefix(6))"
        let first = host(Image(systemName: name))
        XCTAssertEqual(first.diagnostics.filter { $0.contains(name) }.count, 1)
        XCTAssertTrue(host(Image(systemName: name)).diagnostics.filter { $0.contains(name) }.isEmpty)
        let s = size(Image(systemName: name))
        XCTAssertEqual(s.width, s.height, accuracy: 0.001)
        XCTAssertEqual(s.height, size(Image(systemName: "circle")).height, accuracy: 0.6)
    }

    /// The display list pins what a row of symbols draws.
    func testTheDisplayListNamesEachSymbolWithItsWeightAndLayers() {
        let h = host(HStack { Image(systemName: "heart"); Image(systemName: "gear").fontWeight(.bold) })
        let text = h.displayList().description
        XCTAssertTrue(text.contains("image symbol \"heart\""), text)
        XCTAssertTrue(text.contains("image symbol \"gear\"") && text.contains("weight 700"), text)
    }
}

/// Symbols inside text (`Text(Image(systemName:))`, interpolation): a run of the icon font.
final class SymbolTextTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/usr/share/python-qtawesome/fonts/phosphor.ttf"), "icon fonts missing")
    }

    func testAnInterpolatedSymbolBecomesARunOfTheIconFontBetweenTheWords() {
        let runs = Text("Tap \(Image(systemName: "plus.circle.fill")) to add").runs(EnvironmentValues())
        let icon = runs.first { $0.font.family != nil }
        XCTAssertNotNil(icon, "\(runs.map(\.string))")
        XCTAssertEqual(runs.last?.string, " to add")
        XCTAssertEqual(runs.map(\.string).joined().filter { $0.isASCII && $0.isLetter }, "Taptoadd")
        XCTAssertEqual(Text(Image(systemName: "star")).runs(EnvironmentValues()).count, 1)
    }

    /// The symbol in text is as big as the `Image` of the same symbol (HIG: same size rules).
    func testASymbolInTextIsTheSizeOfTheSymbolImage() throws {
        let env = EnvironmentValues()
        let run = try XCTUnwrap(Text(Image(systemName: "globe")).runs(env).first)
        let glyph = try XCTUnwrap(SymbolIcons.textGlyph(for: "globe", weight: 400))
        let imageHeight = Image.symbolSize("globe", env).height
        XCTAssertEqual(run.font.size / glyph.fontSize, imageHeight, accuracy: 0.01)
        // Lowered from the icon font's own baseline to centre it on the cap height.
        XCTAssertLessThan(run.baselineOffset, 0)
    }

    func testAnUnmappedSymbolInTextIsARoundedSquareCharacter() {
        XCTAssertEqual(Text(Image(systemName: "no.such.symbol")).runs(EnvironmentValues()).first?.string, "\u{25A2}")
    }

    func testImagesThatAreNotSymbolsLeaveNoCharacter() {
        XCTAssertEqual(Text(Image("photo")).runs(EnvironmentValues()).map(\.string).joined(), "")
    }
}

/// `Image(systemName:variableValue:)` compiles and draws the symbol.
final class SymbolVariableValueTests: XCTestCase {
    func testAVariableValueSymbolIsTheSymbol() {
        let a = HostedLayout(Image(systemName: "wifi", variableValue: 0.5), proposal: .unspecified).displayList().description
        XCTAssertTrue(a.contains("image symbol \"wifi\""), a)
    }
}
