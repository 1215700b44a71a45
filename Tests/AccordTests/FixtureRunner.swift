import Accord
import Foundation
import Testing

extension Fixture: CustomTestStringConvertible {
    var testDescription: String { name }
}

/// The one runner: each fixture is a test case of its own, named by the fixture (`swift test
/// --filter FixtureRunner` lists them; a failure names the scene). Each is laid out at its
/// canvas with the fixed-metric measurer and every identified view's frame compared with the
/// expected one; a failure prints INPUT (the tree), EXPECTED, ACTUAL and the mismatches.
@Suite("Fixtures")
struct FixtureRunner {
    @Test("fixture", arguments: FixtureTests.all)
    func fixtureMatchesItsSource(_ f: Fixture) {
        let hosted = HostedLayout(f.view, proposal: ProposedViewSize(f.canvas), canvas: f.canvas,
                                  textMeasurer: FixedMetricTextMeasurer())
        let actual = hosted.frames()
        var bad: [String] = []
        for (id, want) in f.expected {
            guard let got = actual.first(where: { $0.id == id })?.frame else { bad.append("\(id): missing"); continue }
            let d = [got.minX - want.minX, got.minY - want.minY, got.width - want.width, got.height - want.height].map(abs).max()!
            if d > f.tolerance { bad.append(LayoutPass.formatFrame(id, got) + "  (expected " + LayoutPass.formatFrame(id, want) + ")") }
        }
        #expect(bad.isEmpty, """
            fixture \(f.name) — \(f.source)
            INPUT:
            \(hosted.pass.dump())
            EXPECTED:
            \(f.expected.map { LayoutPass.formatFrame($0.0, $0.1) }.joined(separator: "\n"))
            ACTUAL:
            \(actual.map { LayoutPass.formatFrame($0.id, $0.frame) }.joined(separator: "\n"))
            MISMATCHES:
            \(bad.joined(separator: "\n"))
            """)
    }
}
