@testable import Accord
import Foundation
import XCTest

/// A representable wrapping `UIPageControl` draws its dots, and one wrapping a
/// `UIPageViewController` of `UIHostingController`s draws the current page (UIKitPageControl.swift;
/// the shape of Apple's "Interfacing with UIKit" tutorial). Oracles: the control has one indicator
/// per page, the current one in `currentPageIndicatorTintColor` (default "an opaque white") and
/// the others in `pageIndicatorTintColor` (default "a translucent white") — Apple's UIPageControl
/// documentation; a UIKit page control has a fixed intrinsic height, so it does not take the
/// height left over in a stack.
final class UIKitPageControlTests: XCTestCase {
    typealias S = TestSupport

    struct PageControl: UIViewRepresentable {
        var numberOfPages: Int
        @Binding var currentPage: Int
        var tint: UIColor? = nil
        func makeUIView(context: Context) -> UIPageControl {
            let control = UIPageControl()
            control.numberOfPages = numberOfPages
            control.currentPageIndicatorTintColor = tint
            return control
        }
        func updateUIView(_ uiView: UIPageControl, context: Context) { uiView.currentPage = currentPage }
    }

    struct PageViewController<Page: View>: UIViewControllerRepresentable {
        var pages: [Page]
        var currentPage: Int
        func makeCoordinator() -> Coordinator { Coordinator(pages.map { UIHostingController(rootView: $0) }) }
        func makeUIViewController(context: Context) -> UIPageViewController {
            UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        }
        func updateUIViewController(_ controller: UIPageViewController, context: Context) {
            controller.setViewControllers([context.coordinator.controllers[currentPage]], direction: .forward, animated: true)
        }
        final class Coordinator { let controllers: [UIViewController]; init(_ c: [UIViewController]) { controllers = c } }
    }

    /// The fills of every circle drawn, in drawing order.
    func circleFills<V: View>(_ v: V) -> [String] {
        S.allItems(S.host(v).displayList().items).compactMap { item -> String? in
            if case .fill = item { let d = "\(item)"; return d.contains("ellipse") ? d : nil }
            return nil
        }
    }

    func testAPageControlDrawsOneDotPerPageTheCurrentOneOpaque() {
        let fills = circleFills(PageControl(numberOfPages: 4, currentPage: .constant(2)))
        XCTAssertEqual(fills.count, 4, fills.joined(separator: "\n"))
        // White: opaque for page 2 (`#ffffff`), translucent (`#ffffff` + an alpha) for the others.
        XCTAssertEqual(fills.map { $0.hasSuffix(" #ffffff") }, [false, false, true, false], fills.joined(separator: "\n"))
        XCTAssertTrue(fills.allSatisfy { $0.contains(" #ffffff") }, fills.joined(separator: "\n"))
    }

    func testThePageControlsTintColoursAreUsed() {
        let colours = circleFills(PageControl(numberOfPages: 3, currentPage: .constant(0), tint: .red)).map { $0.split(separator: " ").last.map(String.init) ?? "" }
        XCTAssertEqual(colours.count, 3)
        XCTAssertNotEqual(colours[0], colours[1])
        XCTAssertFalse(colours[0].hasPrefix("#ffffff"), colours[0])
        XCTAssertEqual(colours[1], colours[2])
    }

    func testAPageControlKeepsItsOwnHeightInAStack() {
        let h = S.host(VStack(spacing: 0) {
            Color.blue.frame(height: 100)
            PageControl(numberOfPages: 3, currentPage: .constant(0)).accessibilityIdentifier("pc")
            Color.green.accessibilityIdentifier("rest")
        })
        let pc = try? XCTUnwrap(h.frame(of: "pc"))
        XCTAssertEqual(pc?.height, PageIndicatorRow.height)
        XCTAssertEqual(pc?.width, S.canvas.width)
        // The green view, not the page control, takes what is left.
        XCTAssertEqual(h.frame(of: "rest")?.height, S.canvas.height - 100 - PageIndicatorRow.height)
    }

    func testAPageViewControllerShowsTheHostedCurrentPage() {
        let texts = S.texts(PageViewController(pages: [Text("One"), Text("Two"), Text("Three")], currentPage: 1))
        XCTAssertEqual(texts, ["Two"])
    }

    func testOtherRepresentablesStayPlaceholders() {
        struct Blur: UIViewRepresentable {
            func makeUIView(context: Context) -> UIVisualEffectView { fatalError("a placeholder representable is never made") }
            func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
        }
        XCTAssertEqual(S.host(Blur().accessibilityIdentifier("b"), CGSize(width: 100, height: 50)).frame(of: "b"), CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}
