import XCTest
import Foundation
@testable import Accord
import AccordLayout

/// `containerRelativeFrame` inside a `NavigationStack` measures the content area under the bars
/// (the navigation stack is the container, as in SwiftUI), passed down as a layout input
/// (`LayoutInputs.container`, set by `ContainerBehaviour` in `childContext`), not the screen.
/// Numbers from UIKit's published bar heights: `UINavigationBar` is 44 pt (inline title), the
/// large-title bar 96 pt (44 + 52, iOS 11–18); the canvas here has no other safe area.
final class ContainerRelativeNavigationTests: XCTestCase {
    let canvas = CGSize(width: 390, height: 844)

    func host<V: View>(_ v: V) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(canvas), canvas: canvas, textMeasurer: FixedMetricTextMeasurer())
    }

    /// Inline bar: 844 − 44 = 800 of content height; half of it is 400.
    func testAContainerRelativeFrameInANavigationStackMeasuresTheAreaUnderTheInlineBar() throws {
        let h = host(NavigationStack {
            Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }
                .accessibilityIdentifier("half")
                .navigationTitle("T")
                .navigationBarTitleDisplayMode(.inline)
        })
        let f = try XCTUnwrap(h.frame(of: "half"))
        XCTAssertEqual(f.height, (844 - 44) / 2, accuracy: 0.01)
    }

    /// Large title: 844 − 96 = 748.
    func testAContainerRelativeFrameUnderALargeTitleMeasuresTheAreaUnderTheLargeBar() throws {
        let h = host(NavigationStack {
            Color.red.containerRelativeFrame(.vertical).accessibilityIdentifier("full")
                .navigationTitle("Title")
                .navigationBarTitleDisplayMode(.large)
        })
        let f = try XCTUnwrap(h.frame(of: "full"))
        XCTAssertEqual(f.height, 844 - 96, accuracy: 0.01)
    }

    /// Widths are the stack's whole width; outside a navigation stack the root container is used.
    func testWidthsAndTheRootContainerAreUnchanged() throws {
        let nav = host(NavigationStack { Color.red.containerRelativeFrame(.horizontal) { l, _ in l / 2 }.accessibilityIdentifier("w") })
        XCTAssertEqual(try XCTUnwrap(nav.frame(of: "w")).width, 195, accuracy: 0.01)
        let bare = host(Color.red.containerRelativeFrame(.vertical) { l, _ in l / 2 }.accessibilityIdentifier("v"))
        XCTAssertEqual(try XCTUnwrap(bare.frame(of: "v")).height, 422, accuracy: 0.01)
    }

    /// A ScrollView inside the navigation stack is the nearer container: its proposal wins.
    func testAScrollViewInsideIsTheNearerContainer() throws {
        let h = host(NavigationStack {
            ScrollView { Color.red.containerRelativeFrame(.vertical).accessibilityIdentifier("page") }
                .frame(height: 300)
                .navigationBarTitleDisplayMode(.inline)
        })
        XCTAssertEqual(try XCTUnwrap(h.frame(of: "page")).height, 300, accuracy: 0.01)
    }
}
