import Accord
import AccordTesting
import Foundation
import XCTest

/// Layout assertions and text snapshots. Expected frames follow from the rules of the views
/// used: `padding(10)` places its child 10 points in from each edge, and with
/// `FixedMetricTextMeasurer` every glyph is 10×10 points, so "abc" is 30×10.
final class LayoutAssertionTests: XCTestCase {
    struct Boxed: View {
        var body: some View {
            Color.clear.frame(width: 40, height: 20).accessibilityIdentifier("box").padding(10)
        }
    }

    /// Two labels in a VStack (spacing 0, centred): the wider sets the stack's width.
    struct Labels: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("abc").accessibilityIdentifier("short")
                Text("abcdef").accessibilityIdentifier("long")
            }
        }
    }

    func testAPaddedBoxIsInsetByItsPadding() {
        XCTAssertEqual(frame(of: "box", in: Boxed()), CGRect(x: 10, y: 10, width: 40, height: 20))
        XCTAssertNil(verifyFrame(of: "box", in: Boxed(), equals: CGRect(x: 10, y: 10, width: 40, height: 20)))
        assertFrame(of: "box", in: Boxed(), equals: CGRect(x: 10, y: 10, width: 40, height: 20))
    }

    func testAFixedLayoutCentresTheViewInItsCanvas() {
        // 60×40 centred in 200×100: origin (70, 30); the box 10 further in.
        XCTAssertNil(verifyFrame(of: "box", in: Boxed(), layout: .fixed(width: 200, height: 100),
                                 equals: CGRect(x: 80, y: 40, width: 40, height: 20)))
    }

    func testAWrongFrameNamesWhatDiffers() throws {
        let message = try XCTUnwrap(verifyFrame(of: "box", in: Boxed(), equals: CGRect(x: 12, y: 10, width: 40, height: 22)))
        XCTAssertTrue(message.contains("differs in x by -2, height by -2"), message)
        XCTAssertNil(verifyFrame(of: "box", in: Boxed(), equals: CGRect(x: 12, y: 10, width: 40, height: 22), accuracy: 2))
    }

    func testAMissingIdentifierListsTheIdentifiedViews() throws {
        let message = try XCTUnwrap(verifyFrame(of: "price", in: Labels(), equals: .zero, textMeasurer: FixedMetricTextMeasurer()))
        XCTAssertTrue(message.contains("no view marked .accessibilityIdentifier(\"price\"); identified views: short, long"), message)
    }

    func testFixedMetricTextIsTenPointsAGlyph() {
        XCTAssertNil(verifyFrame(of: "short", in: Labels(), equals: CGRect(x: 15, y: 0, width: 30, height: 10),
                                 textMeasurer: FixedMetricTextMeasurer()))
        XCTAssertNil(verifyFrame(of: "long", in: Labels(), equals: CGRect(x: 0, y: 10, width: 60, height: 10),
                                 textMeasurer: FixedMetricTextMeasurer()))
    }

    /// Dogfood: the reference in __Snapshots__/LayoutAssertionTests/ was written by hand from
    /// the rule above (short: 30 wide, centred in 60; long: 60 wide, below it), not recorded.
    func testTheFramesSnapshotOfTwoLabelsIsSeed003Format() {
        assertSnapshot(of: Labels(), as: .frames(textMeasurer: FixedMetricTextMeasurer()), named: "labels", record: .never)
    }

    func testAChangedFrameFailsTheFramesSnapshotWithTheDifferingLine() throws {
        struct Wider: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("abc").accessibilityIdentifier("short")
                    Text("abcdefgh").accessibilityIdentifier("long")
                }
            }
        }
        let message = try XCTUnwrap(verifySnapshot(of: Wider(), as: .frames(textMeasurer: FixedMetricTextMeasurer()), named: "labels",
                                                   record: .never, testName: "testTheFramesSnapshotOfTwoLabelsIsSeed003Format()"))
        XCTAssertTrue(message.contains("−1: short x:15.0–45.0 y:0.0–10.0 (30.0×10.0)\n+1: short x:25.0–55.0 y:0.0–10.0 (30.0×10.0)"), message)
    }

    func testStringsAreComparedLineByLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AccordTestingTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: "a\nb\nc", as: .lines, named: "text", record: .all, snapshotDirectory: folder.path)
        XCTAssertNil(verifySnapshot(of: "a\nb\nc", as: .lines, named: "text", record: .never, snapshotDirectory: folder.path))
        let message = try XCTUnwrap(verifySnapshot(of: "a\nB\nc\nd", as: .lines, named: "text", record: .never, snapshotDirectory: folder.path))
        XCTAssertTrue(message.contains("−2: b\n+2: B\n+4: d"), message)
    }
}
