import Accord
import AccordFixtures
import Foundation
import Testing

extension Fixture: CustomTestStringConvertible {
    var testDescription: String { name }
}

extension FixtureData: CustomTestStringConvertible {
    public var testDescription: String { name }
}

/// The one runner: each fixture is a test case of its own, named by the fixture (`swift test
/// --filter FixtureRunner` lists them; a failure names the scene). Each is laid out at its
/// canvas with the fixed-metric measurer and every identified view's frame compared with the
/// expected one; a failure prints INPUT (the tree), EXPECTED, ACTUAL and the mismatches.
/// The layout fixtures kept as data (`Tests/Fixtures/layout.fixtures`) run here through Accord's
/// views (`SceneViews`) and in AccordLayoutTests on the engine alone.
@Suite("Fixtures")
struct FixtureRunner {
    @Test("fixture", arguments: FixtureTests.all)
    func fixtureMatchesItsSource(_ f: Fixture) {
        check(f.name, f.source, f.view, canvas: f.canvas, expected: f.expected, tolerance: f.tolerance)
    }

    static let data: [FixtureData] = (try? FixtureData.all()) ?? []

    @Test("layout fixture (data)", arguments: data)
    func dataFixtureMatchesItsSource(_ f: FixtureData) throws {
        check(f.name, f.source, try SceneViews.build(f.scene), canvas: f.canvas, expected: f.expected.map { ($0.id, $0.frame) },
              tolerance: f.tolerance)
    }

    @Test("the layout fixture file reads and its names are not the Swift fixtures' names")
    func theDataFixturesRead() throws {
        let names = try FixtureData.all().map(\.name)
        #expect(!names.isEmpty)
        #expect(Set(names).isDisjoint(with: FixtureTests.all.map(\.name)))
    }

    func check(_ name: String, _ source: String, _ view: AnyView, canvas: CGSize, expected: [(String, CGRect)], tolerance: CGFloat) {
        let hosted = HostedLayout(view, proposal: ProposedViewSize(canvas), canvas: canvas,
                                  textMeasurer: FixedMetricTextMeasurer())
        let actual = hosted.frames()
        var bad: [String] = []
        for (id, want) in expected {
            guard let got = actual.first(where: { $0.id == id })?.frame else { bad.append("\(id): missing"); continue }
            let d = [got.minX - want.minX, got.minY - want.minY, got.width - want.width, got.height - want.height].map(abs).max()!
            if d > tolerance { bad.append(LayoutPass.formatFrame(id, got) + "  (expected " + LayoutPass.formatFrame(id, want) + ")") }
        }
        #expect(bad.isEmpty, """
            fixture \(name) — \(source)
            INPUT:
            \(hosted.pass.dump())
            EXPECTED:
            \(expected.map { LayoutPass.formatFrame($0.0, $0.1) }.joined(separator: "\n"))
            ACTUAL:
            \(actual.map { LayoutPass.formatFrame($0.id, $0.frame) }.joined(separator: "\n"))
            MISMATCHES:
            \(bad.joined(separator: "\n"))
            """)
    }
}
