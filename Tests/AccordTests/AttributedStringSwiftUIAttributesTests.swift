import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordCairo

/// SwiftUI's attribute scope on Foundation's `AttributedString` (iOS 15; corpus5 swift-markdown-ui
/// builds its whole `Markdown` view on it): the keys set and read on containers, strings, ranges
/// and runs, and `Text(attributedString)` drawing them. The rules are Apple's documentation of
/// `Text.init(_: AttributedString)`: each run keeps its attributes, and an attribute set on the
/// string takes precedence over the same style set by a modifier on the `Text`.
final class AttributedStringSwiftUIAttributesTests: XCTestCase {
    typealias S = TestSupport
    typealias SwiftUI = AttributeScopes.SwiftUIAttributes

    private func textItems<V: View>(_ v: V) -> [TextDrawing] {
        S.allItems(S.host(v).displayList().items).compactMap { item in
            if case .text(let t) = item { return t }
            return nil
        }
    }

    private func resolved(_ c: Color) -> RGBA { c.resolve(in: EnvironmentValues()) }

    func testTheAttributesAreSetAndReadOnContainersStringsRangesAndRuns() throws {
        // A container, by member and with the builder form.
        var container = AttributeContainer()
        container.foregroundColor = .red
        container.font = .body
        let background: Color? = container.backgroundColor
        XCTAssertNil(background)
        XCTAssertEqual(container.foregroundColor, .red)
        XCTAssertEqual(container.font, .body)
        let built = AttributeContainer().foregroundColor(.blue).kern(2)
        XCTAssertEqual(built.foregroundColor, .blue)
        XCTAssertEqual(built.kern, 2)

        // A whole string, then a range of it.
        var string = AttributedString("Low battery", attributes: container)
        XCTAssertEqual(string.foregroundColor, .red)
        let battery = try XCTUnwrap(string.range(of: "battery"))
        string[battery].backgroundColor = .yellow
        string[battery].underlineStyle = .single
        string[battery].tracking = 1.5
        string[battery].baselineOffset = 3
        string[battery].strikethroughStyle = Text.LineStyle(pattern: .dash, color: .gray)

        // Runs: the range is a run of its own, the rest keeps the container's attributes.
        let runs = Array(string.runs)
        XCTAssertEqual(runs.count, 2)
        XCTAssertEqual(String(string[runs[0].range].characters), "Low ")
        XCTAssertNil(runs[0].backgroundColor)
        XCTAssertEqual(runs[1].backgroundColor, .yellow)
        XCTAssertEqual(runs[1].underlineStyle, .single)
        XCTAssertEqual(runs[1].strikethroughStyle?.pattern, .dash)
        XCTAssertEqual(runs[1].tracking, 1.5)
        XCTAssertEqual(runs[1].baselineOffset, 3)
        XCTAssertEqual(runs[1].foregroundColor, .red)
        // The runs of one attribute, as `runs[\.backgroundColor]` slices them.
        XCTAssertEqual(string.runs[\.backgroundColor].map { $0.0 }, [nil, .yellow])

        // The scope by name, as `container.swiftUI.font` and `including: \.swiftUI` name it.
        let scope: KeyPath<AttributeScopes, AttributeScopes.SwiftUIAttributes.Type> = \.swiftUI
        XCTAssertNotNil(scope)
        XCTAssertEqual(container.swiftUI.foregroundColor, .red)
        XCTAssertEqual(SwiftUI.ForegroundColorAttribute.name, "SwiftUI.ForegroundColor")

        // Merging and removing, as a Markdown renderer stacks its styles.
        var emphasis = AttributeContainer()
        emphasis.font = .headline
        string.mergeAttributes(emphasis)
        XCTAssertEqual(string.runs.map(\.font), [.headline, .headline])
        string.foregroundColor = nil
        XCTAssertNil(string.runs.first?.foregroundColor)
    }

    func testTextDrawsEachRunWithItsAttributesAndTheyWinOverTheTextsModifiers() throws {
        var string = AttributedString("Low battery")
        let battery = try XCTUnwrap(string.range(of: "battery"))
        string[battery].foregroundColor = .red
        string[battery].font = .system(size: 30)
        string[battery].underlineStyle = .single
        string[battery].strikethroughStyle = .single
        string[battery].kern = 2
        string[battery].baselineOffset = 4
        string[battery].backgroundColor = .yellow

        let text = try XCTUnwrap(textItems(Text(string).foregroundColor(.green).font(.caption)).first)
        let runs = text.request.runs
        XCTAssertEqual(runs.map(\.string), ["Low ", "battery"])
        // The plain run takes the Text's modifiers.
        XCTAssertEqual(runs[0].color, resolved(.green))
        XCTAssertEqual(runs[0].font.size, 12)  // caption: 12 pt (HIG, Dynamic Type "Large")
        XCTAssertFalse(runs[0].underline)
        XCTAssertNil(runs[0].background)
        // The styled run keeps its own attributes.
        XCTAssertEqual(runs[1].color, resolved(.red))
        XCTAssertEqual(runs[1].font.size, 30)
        XCTAssertTrue(runs[1].underline)
        XCTAssertTrue(runs[1].strikethrough)
        XCTAssertEqual(runs[1].tracking, 2)
        XCTAssertEqual(runs[1].baselineOffset, 4)
        XCTAssertEqual(runs[1].background, resolved(.yellow))
        XCTAssert(text.description.contains("background \(resolved(.yellow))"), text.description)
    }

    /// A link run is drawn in the tint colour (SwiftUI draws links in the accent colour) unless
    /// the run has its own colour.
    func testALinkRunIsDrawnInTheTintColour() throws {
        var string = AttributedString("Read the terms")
        let terms = try XCTUnwrap(string.range(of: "terms"))
        string[terms].link = URL(string: "https://example.com/terms")
        let tint = Color(red: 0, green: 0.5, blue: 0)
        let runs = try XCTUnwrap(textItems(Text(string).tint(tint)).first).request.runs
        XCTAssertEqual(runs.map(\.string), ["Read the ", "terms"])
        XCTAssertNil(runs[0].color)
        XCTAssertEqual(runs[1].color, resolved(tint))
        string[terms].foregroundColor = .orange
        let own = try XCTUnwrap(textItems(Text(string).tint(tint)).first).request.runs
        XCTAssertEqual(own[1].color, resolved(.orange))
    }

    /// The background colour fills behind its run's characters and nowhere else: pure yellow
    /// pixels appear only with the attribute, over less width than the whole line.
    func testABackgroundColourFillsBehindItsRunOnly() throws {
        let yellow = Color(red: 1, green: 1, blue: 0)
        func yellowColumns(_ s: AttributedString) throws -> [Int] {
            let map = try bitmap(Text(s).font(.system(size: 20)).fixedSize(), 300, 60)
            var columns = Set<Int>()
            for y in 0..<map.height {
                for x in 0..<map.width {
                    if let p = map.pixel(x: x, y: y), p.r > 0.97, p.g > 0.97, p.b < 0.03 { columns.insert(x) }
                }
            }
            return columns.sorted()
        }
        var plain = AttributedString("Search results for swift")
        XCTAssertEqual(try yellowColumns(plain), [])
        let match = try XCTUnwrap(plain.range(of: "swift"))
        plain[match].backgroundColor = yellow
        let columns = try yellowColumns(plain)
        XCTAssertGreaterThan(columns.count, 20, "the word 'swift' at 20 pt is wider than 20 px")
        var whole = AttributedString("Search results for swift")
        whole.backgroundColor = yellow
        let all = try yellowColumns(whole)
        XCTAssertGreaterThan(all.count, columns.count * 3, "the whole line is far wider than its last word")
        XCTAssertEqual(columns.last ?? 0, all.last ?? 0, accuracy: 2, "the word ends the line")
    }
}
