import XCTest
import Foundation
@testable import Accord

/// UIKit's view tree, view-controller life cycle and Auto Layout objects, and Core Animation's
/// model (issue 11: blockers7 A3/A4 — NYTimes' `WebviewController`, Instagram-Clone's
/// `AVPlayerViewController` representable — and blockers6 A12, the QuartzCore of Charts and
/// Lottie). Expected values are UIKit's and Core Animation's documented rules: a layer's frame is
/// its position minus anchorPoint × bounds size; `CAMediaTimingFunction(name: .easeInEaseOut)` has
/// control points (0.42, 0) and (0.58, 1); a controller's view is loaded on first access, calling
/// `loadView()` then `viewDidLoad()` once.
final class UIKitViewTreeAndCoreAnimationTests: XCTestCase {
    final class WebController: UIViewController {
        var loads = 0
        let progress = UIProgressView()
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
            view.addSubview(progress)
            progress.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                progress.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                progress.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                progress.heightAnchor.constraint(equalToConstant: 2),
            ])
        }
    }

    func testAControllerLoadsItsViewOnceOnFirstUseAndKeepsItsSubviewsAndConstraints() {
        let controller = WebController()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(controller.loads, 0)
        let view = controller.view!
        XCTAssertEqual(controller.loads, 1)
        _ = controller.view
        XCTAssertEqual(controller.loads, 1, "viewDidLoad runs once")
        XCTAssertEqual(view.frame, UIScreen.main.bounds)
        XCTAssert(view.subviews.first === controller.progress)
        XCTAssert(controller.progress.superview === view)
        XCTAssertFalse(controller.progress.translatesAutoresizingMaskIntoConstraints)
        // UIKit installs a constraint on its items' closest common ancestor: the two relating the
        // bar to its superview on the superview, the bar's own height on the bar.
        XCTAssertEqual(view.constraints.count, 2)
        XCTAssertEqual(view.constraints.first { $0.firstAttribute == .leading }?.constant, 16)
        XCTAssertEqual(controller.progress.constraints.map(\.firstAttribute), [.height])
        XCTAssertEqual(controller.progress.constraints.first?.secondAttribute, .notAnAttribute)
        controller.progress.setProgress(1.5, animated: true)
        XCTAssertEqual(controller.progress.progress, 1, "clamped to 0…1")
        controller.progress.removeFromSuperview()
        XCTAssertTrue(view.subviews.isEmpty)
        XCTAssertNil(controller.progress.superview)
    }

    func testTheViewTreeOrdersSubviewsAndFindsTags() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        b.tag = 7
        root.addSubview(a); root.addSubview(b); root.insertSubview(c, belowSubview: b)
        XCTAssert(root.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        root.bringSubviewToFront(a)
        XCTAssert(root.subviews.last === a)
        XCTAssert(root.viewWithTag(7) === b)
        XCTAssertTrue(b.isDescendant(of: root))
        let other = UIView()
        other.addSubview(b)
        XCTAssertEqual(root.subviews.count, 2, "a view has one superview")
        root.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(root.frame.origin, CGPoint(x: 50, y: 50))
        var done: Bool?
        UIView.animate(withDuration: 0.3, animations: { root.alpha = 0 }) { done = $0 }
        XCTAssertEqual(root.alpha, 0)
        XCTAssertEqual(done, true)
    }

    func testALayersFrameFollowsPositionAnchorAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.layer.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.layer.position, CGPoint(x: 60, y: 45))
        view.layer.cornerRadius = 12
        view.layer.anchorPoint = .zero
        XCTAssertEqual(view.layer.frame.origin, CGPoint(x: 60, y: 45))
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        shape.strokeEnd = 0.5
        view.layer.addSublayer(shape)
        let gradient = CAGradientLayer()
        view.layer.insertSublayer(gradient, at: 0)
        XCTAssert(view.layer.sublayers?.first === gradient)
        XCTAssert(shape.superlayer === view.layer)
        shape.removeFromSuperlayer()
        XCTAssertEqual(view.layer.sublayers?.count, 1)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0; animation.toValue = 1
        shape.add(animation, forKey: "draw")
        XCTAssert(shape.animation(forKey: "draw") === animation)
        XCTAssertEqual(shape.animationKeys(), ["draw"])
    }

    func testTransformsAndTimingFunctionsAreCoreAnimations() {
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        XCTAssertEqual(quarter.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(quarter.m12, 1, accuracy: 1e-12)
        XCTAssertEqual(quarter.m21, -1, accuracy: 1e-12)
        let affine = CATransform3DGetAffineTransform(quarter)
        let p = CGPoint(x: 1, y: 0).applying(affine)
        XCTAssertEqual(p.x, CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)).x, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        XCTAssertEqual(moved.m41, 20, "translate first, then scale")
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))
        var point = [Float](repeating: 0, count: 2)
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        XCTAssertEqual(point, [0.42, 0])
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 2, values: &point)
        XCTAssertEqual(point, [0.58, 1])
    }

    final class Ticker { func step() {} }

    func testDisplayLinksNeverFireAndTransactionsCompleteAtCommit() {
        let before = CACurrentMediaTime()
        let link = CADisplayLink(target: Ticker(), selector: Selector("step"))
        link.add(to: .main, forMode: .common)
        XCTAssertTrue(link.isScheduled)
        XCTAssertGreaterThanOrEqual(link.timestamp, before)
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-12)
        link.invalidate()
        XCTAssertFalse(link.isScheduled)
        var completed = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        XCTAssertEqual(CATransaction.animationDuration(), 0.5)
        CATransaction.setCompletionBlock { completed = true }
        XCTAssertFalse(completed)
        CATransaction.commit()
        XCTAssertTrue(completed)
        XCTAssertGreaterThanOrEqual(CACurrentMediaTime(), before)
    }

    func testAPlayerViewControllerKeepsItsSettingsAndShowsNoFrame() {
        let controller = AVPlayerViewController()
        controller.player = AVPlayer(url: URL(fileURLWithPath: "/reel.mp4"))
        controller.showsPlaybackControls = false
        controller.videoGravity = .resizeAspectFill
        XCTAssertFalse(controller.showsPlaybackControls)
        XCTAssertEqual(controller.videoGravity.rawValue, "AVLayerVideoGravityResizeAspectFill")
        XCTAssertFalse(controller.isReadyForDisplay)
        let layer = AVPlayerLayer(player: controller.player)
        XCTAssertTrue(layer.player === controller.player)
    }
}
