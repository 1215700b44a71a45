import Accord
import Foundation
import XCTest

/// AsyncImage in a still frame: a remote URL stays in its empty phase (the standard placeholder
/// fills the available space — Apple's documentation of `init(url:scale:)`); a file URL is
/// loaded and drawn at the image's size.
final class AsyncImageTests: XCTestCase {
    typealias S = TestSupport

    var goldenPNG: String {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return dir.appendingPathComponent(files.first { $0.hasSuffix(".png") } ?? "missing.png").path
    }

    func testTheDefaultPlaceholderFillsTheProposal() {
        let v = AsyncImage(url: URL(string: "https://example.com/a.jpg"))
        XCTAssertEqual(S.size(v, ProposedViewSize(width: 200, height: 120)), CGSize(width: 200, height: 120))
    }

    func testThePlaceholderClosureShowsUntilTheImageLoads() {
        let v = AsyncImage(url: URL(string: "https://example.com/a.jpg")) { $0.resizable() } placeholder: { Text("Loading") }
        XCTAssertEqual(S.texts(v), ["Loading"])
        XCTAssertEqual(S.size(v), CGSize(width: 70, height: 10))
    }

    func testThePhaseClosureSeesEmptyForARemoteURLAndFailureForAMissingFile() {
        func label(_ url: URL?) -> [String] {
            S.texts(AsyncImage(url: url) { phase in
                switch phase {
                case .empty: Text("empty")
                case .success: Text("success")
                case .failure: Text("failure")
                }
            })
        }
        XCTAssertEqual(label(URL(string: "https://example.com/a.jpg")), ["empty"])
        XCTAssertEqual(label(nil), ["empty"])
        XCTAssertEqual(label(URL(fileURLWithPath: "/nonexistent/photo.png")), ["failure"])
        XCTAssertEqual(label(URL(fileURLWithPath: goldenPNG)), ["success"])
    }

    func testAFileURLIsDrawnAtTheImageSize() {
        let v = AsyncImage(url: URL(fileURLWithPath: goldenPNG))
        XCTAssertEqual(S.size(v), S.size(Image(goldenPNG)))
        XCTAssertGreaterThan(S.size(v).width, 0)
        let drawn = S.allItems(S.host(v).displayList().items).contains {
            if case .image(let i) = $0, case .file = i.source { return true }
            return false
        }
        XCTAssertTrue(drawn)
    }

    func testScaleDividesTheImageSize() {
        // A bitmap of 2 pixels per point is half its pixel size in points (UIKit's rule for scale).
        let natural = S.size(Image(goldenPNG))
        let v = AsyncImage(url: URL(fileURLWithPath: goldenPNG), scale: 2)
        XCTAssertEqual(S.size(v), CGSize(width: natural.width / 2, height: natural.height / 2))
    }
}
