@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// A `.sidebar` list's section headers carry their disclosure indicator (issue 14): "On macOS and
/// iOS, the sidebar list style displays disclosure indicators in the section headers that allow
/// the user to collapse and expand sections" (Apple, `ListStyle.sidebar`). An expanded section
/// shows `chevron.down`, in the tint (#007AFF, the default accent colour), at the header's
/// trailing edge; other list styles draw none.
final class ListSidebarTests: XCTestCase {
    typealias S = TestSupport
    let size = CGSize(width: 393, height: 600)

    func chevrons<V: View>(_ v: V) -> [ImageDrawing] {
        S.allItems(S.host(v, size).displayList().items).compactMap { item in
            if case .image(let i) = item, case .symbol("chevron.down") = i.source { return i }
            return nil
        }
    }
    func list(_ sidebar: Bool) -> some View {
        let l = List {
            Section("Places") { Text("Home") }
            Section("Tags") { Text("Red") }
            Section { Text("No header") }
        }
        return Group { if sidebar { l.listStyle(.sidebar) } else { l.listStyle(.insetGrouped) } }
    }

    func testEachSidebarHeaderEndsWithADisclosureIndicatorInTheTint() {
        let marks = chevrons(list(true))
        XCTAssertEqual(marks.count, 2, "one per header; a section without a header has none")
        XCTAssertEqual(marks.first?.tint, RGBA(0, 122.0 / 255, 1, 1))
        // At the header's trailing edge: the row's trailing inset, 393 − 20 − 20.
        XCTAssertEqual(marks.first?.frame.maxX ?? 0, 353, accuracy: 0.5)
    }

    func testOtherListStylesDrawNoHeaderIndicator() {
        XCTAssertTrue(chevrons(list(false)).isEmpty)
    }
}
