import XCTest
@testable import Accord
import AccordLayout

/// Issue 20: implicit tags from `ForEach` ids select in `TabView(selection:)` as in `Picker`.
/// Apple, `View.tag(_:includeOptional:)`: "A ForEach automatically applies a default tag to each
/// enumerated view using the id parameter of the corresponding element." A still frame of a
/// tab view shows the selected tab's page only.
final class ImplicitTagSelectionTests: XCTestCase {
    struct Page: Identifiable { let id: String }
    let pages = [Page(id: "home"), Page(id: "search"), Page(id: "profile")]

    func shown<V: View>(_ v: V) -> Set<String> {
        let hosted = HostedLayout(v, proposal: ProposedViewSize(width: 390, height: 844), textMeasurer: FixedMetricTextMeasurer())
        return Set(hosted.framesText().split(separator: "\n").map { String($0.split(separator: " ")[0]) }
            .filter { $0.hasPrefix("page-") })
    }

    func testATabViewOverForEachOfARangeShowsTheTabWhoseIndexIsTheSelection() {
        let v = TabView(selection: .constant(1)) {
            ForEach(0..<3) { i in
                Text("Tab \(i)").accessibilityIdentifier("page-\(i)").tabItem { Text("T\(i)") }
            }
        }
        XCTAssertEqual(shown(v), ["page-1"])
    }

    func testATabViewOverIdentifiableDataShowsTheTabWhoseIdIsTheSelection() {
        let v = TabView(selection: .constant("profile")) {
            ForEach(pages) { p in
                Text(p.id).accessibilityIdentifier("page-\(p.id)").tabItem { Text(p.id) }
            }
        }
        XCTAssertEqual(shown(v), ["page-profile"])
    }

    func testAPagedTabViewOverForEachShowsTheSelectedPage() {
        let v = TabView(selection: .constant(2)) {
            ForEach(0..<3) { i in Text("Page \(i)").accessibilityIdentifier("page-\(i)") }
        }.tabViewStyle(.page)
        XCTAssertEqual(shown(v), ["page-2"])
    }
}
