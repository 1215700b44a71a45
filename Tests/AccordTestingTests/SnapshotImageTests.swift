import Accord
import AccordTesting
import AccordCairo
import Foundation
import XCTest

/// Image snapshots: comparison, tolerance, record modes and failure files. Expected numbers come
/// from rules: CIELAB puts black at L* 0 and white at L* 100 (both a* = b* = 0), and a square
/// drawn on whole pixels that moves by 2 pixels uncovers a 2-pixel strip and covers another.
final class SnapshotImageTests: XCTestCase {
    /// A 50×50 black square at x = `x` on a 100×100 white canvas (whole points, scale 1).
    struct Square: View {
        var x: CGFloat
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white.frame(width: 100, height: 100)
                Color.black.frame(width: 50, height: 50).offset(x: x, y: 20)
            }
        }
    }

    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("AccordTestingTests-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func verify(_ x: CGFloat, _ strategy: Snapshotting<Square, SnapshotImage>, record: SnapshotTestingConfiguration.Record,
                testName: String = #function) -> String? {
        verifySnapshot(of: Square(x: x), as: strategy, named: "square", record: record, snapshotDirectory: folder.path, testName: testName)
    }

    func testBlackAndWhiteAreAHundredDeltaEApart() {
        XCTAssertEqual(ColorDifference.deltaE76((0, 0, 0), (255, 255, 255)), 100, accuracy: 0.01)
        XCTAssertEqual(ColorDifference.lab((255, 255, 255)).a, 0, accuracy: 0.01)
        XCTAssertEqual(ColorDifference.lab((255, 255, 255)).b, 0, accuracy: 0.01)
        XCTAssertEqual(ColorDifference.deltaE76((12, 200, 7), (12, 200, 7)), 0)
    }

    func testAPNGSurvivesEncodingAndDecodingUnchanged() throws {
        // 3×2 pixels: red, green, blue / white, black, transparent.
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                               255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 0]
        let image = SnapshotImage(bitmap: RenderedBitmap(width: 3, height: 2, pixels: pixels))
        let decoded = try XCTUnwrap(SnapshotImage(pngData: image.pngData))
        XCTAssertEqual(decoded, image)
        XCTAssertNil(SnapshotImage(pngData: Data("not a png".utf8)))
    }

    func testAMissingReferenceIsRecordedOnceAndThenMatches() throws {
        let first = try XCTUnwrap(verify(10, .image(scale: 1), record: .missing))
        XCTAssertTrue(first.contains("No reference was found; recorded"), first)
        let file = folder.appendingPathComponent("testAMissingReferenceIsRecordedOnceAndThenMatches.square.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("RENDERER").path))
        XCTAssertNil(verify(10, .image(scale: 1), record: .missing))
        XCTAssertNil(verify(10, .image(scale: 1), record: .never))
    }

    func testRecordModeNeverDoesNotWriteAMissingReference() {
        let message = verify(10, .image(scale: 1), record: .never)
        XCTAssertTrue(message?.contains("No reference at") == true, message ?? "nil")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
    }

    func testRecordModeAllRewritesAndFails() {
        XCTAssertNotNil(verify(10, .image(scale: 1), record: .all))
        XCTAssertTrue(verify(10, .image(scale: 1), record: .all)?.contains("Record mode is on") == true)
        XCTAssertNil(verify(10, .image(scale: 1), record: .never))
    }

    func testASquareMovedTwoPointsFailsWithTheStripsCounted() throws {
        _ = verify(10, .image(scale: 1), record: .all)
        // Moving right by 2 uncovers x 10–12 and covers x 60–62, 50 rows each: 200 of 10,000 pixels.
        let message = try XCTUnwrap(verify(12, .image(scale: 1), record: .never))
        XCTAssertTrue(message.contains("200 of 10000 pixels differ (2.00 %"), message)
        XCTAssertTrue(message.contains("largest ΔE 100.0"), message)
        // 2 % of the pixels differing is within a 3 % allowance, not within 1 %.
        XCTAssertNil(verify(12, .image(precision: 0.97, scale: 1), record: .never))
        XCTAssertNotNil(verify(12, .image(precision: 0.99, scale: 1), record: .never))
        // At scale 2 the strips are twice as wide and twice as tall: 800 of 40,000 pixels.
        _ = verifySnapshot(of: Square(x: 10), as: .image(scale: 2), named: "double", record: .all, snapshotDirectory: folder.path)
        let double = try XCTUnwrap(verifySnapshot(of: Square(x: 12), as: .image(scale: 2), named: "double", record: .never, snapshotDirectory: folder.path))
        XCTAssertTrue(double.contains("800 of 40000 pixels differ"), double)
    }

    func testPerceptualPrecisionDecidesHowFarAColourMayBe() {
        _ = verify(10, .image(scale: 1), record: .all)
        // Black against white is ΔE 100: beyond a ΔE limit of 50, within one of 100.
        XCTAssertNotNil(verify(12, .image(perceptualPrecision: 0.5, scale: 1), record: .never))
        XCTAssertNil(verify(12, .image(perceptualPrecision: 0, scale: 1), record: .never))
    }

    func testAFailureWritesTheActualImageAndADifferenceImage() throws {
        let artifacts = folder.appendingPathComponent("artifacts")
        setenv("SNAPSHOT_ARTIFACTS", artifacts.path, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        _ = verify(10, .image(scale: 1), record: .all)
        let message = try XCTUnwrap(verify(12, .image(scale: 1), record: .never))
        let stem = artifacts.appendingPathComponent("SnapshotImageTests")
        let name = "testAFailureWritesTheActualImageAndADifferenceImage.square"
        let actualFile = stem.appendingPathComponent(name + ".png"), diffFile = stem.appendingPathComponent(name + ".diff.png")
        XCTAssertTrue(message.contains(actualFile.path) && message.contains(diffFile.path), message)
        let actual = try XCTUnwrap(SnapshotImage(pngData: try Data(contentsOf: actualFile))).bitmap
        XCTAssertEqual(actual.pixel(x: 11, y: 30), RGBA(1, 1, 1, 1))     // uncovered: white now
        XCTAssertEqual(actual.pixel(x: 61, y: 30), RGBA(0, 0, 0, 1))     // covered: black now
        let diff = try XCTUnwrap(SnapshotImage(pngData: try Data(contentsOf: diffFile))).bitmap
        XCTAssertEqual(diff.pixel(x: 11, y: 30), RGBA(1, 1, 1, 1))       // |0 − 255| in each channel
        XCTAssertEqual(diff.pixel(x: 30, y: 30), RGBA(0, 0, 0, 1))       // unchanged: no difference
        XCTAssertEqual(diff.pixel(x: 11, y: 5), RGBA(0, 0, 0, 1))
    }

    func testAChangedSizeIsReportedInPixels() throws {
        _ = verifySnapshot(of: Color.red.frame(width: 10, height: 10), as: .image(scale: 1), named: "size", record: .all, snapshotDirectory: folder.path)
        let message = try XCTUnwrap(verifySnapshot(of: Color.red.frame(width: 12, height: 10), as: .image(scale: 1), named: "size", record: .never, snapshotDirectory: folder.path))
        XCTAssertTrue(message.contains("image size 12×10 px differs from the reference's 10×10 px"), message)
    }

    func testAnUnreadableReferenceSaysHowToRecordItAgain() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("junk".utf8).write(to: folder.appendingPathComponent("testAnUnreadableReferenceSaysHowToRecordItAgain.square.png"))
        let message = verify(10, .image(scale: 1), record: .missing)
        XCTAssertTrue(message?.contains("cannot be read as a snapshot") == true, message ?? "nil")
    }

    func testUnnamedSnapshotsAreNumberedInOrder() {
        let a = verifySnapshot(of: Square(x: 10), as: .image(scale: 1), snapshotDirectory: folder.path)
        let b = verifySnapshot(of: Square(x: 10), as: .image(scale: 1), snapshotDirectory: folder.path)
        XCTAssertTrue(a?.contains("testUnnamedSnapshotsAreNumberedInOrder.1.png") == true, a ?? "nil")
        XCTAssertTrue(b?.contains("testUnnamedSnapshotsAreNumberedInOrder.2.png") == true, b ?? "nil")
    }

    func testWithSnapshotTestingSetsTheRecordModeForItsScope() {
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: Square(x: 10), as: .image(scale: 1), named: "scoped", snapshotDirectory: folder.path)
        }
        XCTAssertTrue(message?.contains("record mode .never") == true, message ?? "nil")
    }
}
