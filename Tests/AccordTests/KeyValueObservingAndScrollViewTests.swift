import XCTest
import Foundation
@testable import Accord

/// Key-value observing and a paging scroll view (issue 11, blockers7 A3 — NYTimes' web view
/// controller watching `estimatedProgress` — and A4 — the Instagram clone's reels pager, a
/// `UIScrollView` with `isPagingEnabled` and a delegate). A still frame reports only what
/// `.initial` asks for, at once (Foundation sends it from `addObserver` before returning); the
/// delegate hears what the app's own code changes (`contentOffset` → `scrollViewDidScroll`, as
/// UIKit calls it for any change of the offset).
final class KeyValueObservingAndScrollViewTests: XCTestCase {
    final class ProgressController: UIViewController {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let progressView = UIProgressView()
        var reports: [(String?, [NSKeyValueChangeKey: Any]?)] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(webView)
            view.addSubview(progressView)
            webView.addObserver(self, forKeyPath: "estimatedProgress", options: [.new, .initial], context: nil)
            webView.addObserver(self, forKeyPath: "title", options: .new, context: nil)
        }

        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            reports.append((keyPath, change))
            if keyPath == "estimatedProgress", let progress = change?[.newKey] as? Double {
                progressView.setProgress(Float(progress), animated: true)
            }
        }
    }

    func testAnInitialObservationIsReportedAtOnceAndNothingElse() {
        let controller = ProgressController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.reports.count, 1)
        XCTAssertEqual(controller.reports.first?.0, "estimatedProgress")
        XCTAssertEqual(controller.reports.first?.1?[.newKey] as? Double, 0)
        XCTAssertEqual(controller.reports.first?.1?[.kindKey] as? UInt, NSKeyValueChange.setting.rawValue)
        XCTAssertEqual(controller.progressView.progress, 0)
        controller.webView.removeObserver(controller, forKeyPath: "estimatedProgress")
    }

    final class Counter: NSObject {
        var count = 3
    }

    func testAKeyPathObservationHearsTheCurrentValueWhenAskedForIt() {
        let counter = Counter()
        var heard: [Int?] = []
        let observation = counter.observe(\.count, options: [.initial, .new]) { _, change in heard.append(change.newValue) }
        let quiet = counter.observe(\.count, options: .new) { _, change in heard.append(change.newValue) }
        counter.count = 4
        XCTAssertEqual(heard, [3])
        observation.invalidate()
        quiet.invalidate()
        XCTAssertEqual(NSKeyValueObservingOptions([.new, .old, .initial, .prior]).rawValue, 15)
    }

    final class Pager: NSObject, UIScrollViewDelegate {
        var page = 0
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            page = Int(scrollView.contentOffset.y / scrollView.bounds.height)
        }
    }

    func testAPagingScrollViewStartsAtItsFirstPageAndTellsItsDelegateOfOffsets() {
        let pager = Pager()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 844 * 3)
        scrollView.isPagingEnabled = true
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = pager
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertFalse(scrollView.isDecelerating)
        scrollView.setContentOffset(CGPoint(x: 0, y: 844 * 2), animated: false)
        scrollView.delegate?.scrollViewDidEndDecelerating(scrollView)
        XCTAssertEqual(pager.scrolls, 1)
        XCTAssertEqual(pager.page, 2)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
    }
}
