@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// A `NavigationLink` in a list row gets UIKit's disclosure indicator as the row's accessory:
/// at the row's trailing edge whatever the link's label. Real apps hide a link behind a row's
/// content with `ZStack { NavigationLink(destination: …) { EmptyView() }; Text(…) }`; iOS still
/// stretches the link across the row and draws its chevron at the trailing edge, in the same
/// place as any other link row's (the rule: one accessory position per list), and the text
/// starts where a plain row's text starts.
final class ListAccessoryTests: XCTestCase {
    typealias S = TestSupport

    private func items<V: View>(_ v: V) -> [DisplayItem] { S.allItems(S.host(v).displayList().items) }

    private func chevronFrames(_ items: [DisplayItem]) -> [CGRect] {
        items.compactMap { item in
            if case .image(let i) = item, case .symbol("chevron.right") = i.source { return i.frame }
            return nil
        }
    }

    private func textFrame(_ items: [DisplayItem], _ string: String) -> CGRect? {
        for item in items {
            if case .text(let t) = item, t.request.runs.map(\.string).joined() == string { return t.frame }
        }
        return nil
    }

    func testALinkWithAnEmptyLabelInAZStackDrawsItsChevronAtTheTrailingEdge() {
        let list = NavigationStack {
            List {
                ZStack(alignment: .leading) {
                    NavigationLink(destination: Text("Detail")) { EmptyView() }
                    Text("World")
                }
                NavigationLink(destination: Text("Detail")) { Text("Plain link") }
            }
        }
        let drawn = items(list)
        let chevrons = chevronFrames(drawn)
        XCTAssertEqual(chevrons.count, 2)
        guard chevrons.count == 2 else { return }
        XCTAssertEqual(chevrons[0].maxX, chevrons[1].maxX, accuracy: 0.5, "both chevrons at the row's trailing edge")
        XCTAssertGreaterThan(chevrons[0].minX, S.canvas.width / 2)
        guard let world = textFrame(drawn, "World"), let plain = textFrame(drawn, "Plain link") else {
            return XCTFail("texts not drawn")
        }
        XCTAssertEqual(world.minX, plain.minX, accuracy: 0.5, "the row's text at the content's leading edge")
    }

    func testALinkWithAnEmptyLabelAloneInARowDrawsItsChevronAtTheTrailingEdge() {
        let list = NavigationStack {
            List {
                NavigationLink(destination: Text("Detail")) { EmptyView() }
                NavigationLink(destination: Text("Detail")) { Text("Plain link") }
            }
        }
        let chevrons = chevronFrames(items(list))
        XCTAssertEqual(chevrons.count, 2)
        if chevrons.count == 2 { XCTAssertEqual(chevrons[0].maxX, chevrons[1].maxX, accuracy: 0.5) }
    }
}
