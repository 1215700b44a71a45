@_spi(AccordPreview) @testable import Accord
import AccordLayout
import Foundation
import XCTest

/// UIKit's navigation objects as SwiftUI apps configure them (UIKitNavigationController.swift):
/// the configurator idiom compiles and, since a SwiftUI view is not hosted in a
/// `UINavigationController` in Accord, its branch does not run; a hand-made navigation controller
/// keeps its stack and bar; `UIFontMetrics` scales as the HIG type table does.
final class UIKitNavigationControllerTests: XCTestCase {
    /// The idiom of mehmetfurkansakiz/Recipe-Buddy (Helpers/UIView+Extensions.swift), written anew:
    /// `navigationController` is `UINavigationController?` as in UIKit, so `configure(nav)` compiles.
    struct BarConfigurator: UIViewControllerRepresentable {
        let configure: (UINavigationController) -> Void
        func makeUIViewController(context: Context) -> UIViewController {
            let controller = UIViewController()
            if let nav = controller.navigationController { configure(nav) }
            return controller
        }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }

    func testAHostedControllerHasNoNavigationControllerSoTheConfiguratorDoesNotRun() {
        var ran = false
        let c = BarConfigurator { _ in ran = true }
        _ = c.makeUIViewController(context: .init(coordinator: (), environment: EnvironmentValues()))
        XCTAssertFalse(ran)
        XCTAssertNil(UIViewController().navigationController)
        XCTAssertNil(UIViewController().tabBarController)
    }

    func testANavigationBarKeepsTheAppearancesAndFlagsSetOnIt() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.preferredFont(forTextStyle: .headline)]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.blue]
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        nav.navigationBar.prefersLargeTitles = false
        nav.navigationBar.tintColor = .orange
        nav.hidesBarsOnSwipe = true
        XCTAssertTrue(nav.navigationBar.scrollEdgeAppearance === appearance)
        XCTAssertEqual(appearance.backgroundColor, .clear)
        XCTAssertNotNil(appearance.doneButtonAppearance.normal.titleTextAttributes[.foregroundColor])
        XCTAssertTrue(nav.hidesBarsOnSwipe)
        XCTAssertEqual(nav.navigationBar.tintColor, .orange)
    }

    func testPushingAndPoppingChangeTheStackAtOnce() {
        let root = UIViewController(), next = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(next, animated: true)
        XCTAssertTrue(nav.topViewController === next)
        next.navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
        XCTAssertEqual(next.navigationItem.backBarButtonItem?.title, "")
        XCTAssertTrue(nav.popViewController(animated: true) === next)
        XCTAssertNil(nav.popViewController(animated: true))  // the root stays
        XCTAssertTrue(nav.topViewController === root)
        let bar = UINavigationBar()
        bar.setItems([UINavigationItem(title: "A"), UINavigationItem(title: "B")], animated: false)
        XCTAssertEqual(bar.topItem?.title, "B")
        XCTAssertEqual(bar.backItem?.title, "A")
    }

    /// At the default Dynamic Type size (Large) a scaled font is unchanged; at xxxLarge a body-style
    /// metric scales by 23/17 (HIG: body is 17 pt at Large, 23 pt at xxxLarge), and
    /// `maximumPointSize` caps it.
    func testFontMetricsScaleByTheTextStylesRatio() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let font = UIFont.systemFont(ofSize: 20, weight: .bold)
        XCTAssertEqual(metrics.scaledFont(for: font).pointSize, 20)
        let big = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        XCTAssertEqual(metrics.scaledFont(for: font, compatibleWith: big).pointSize, 20 * 23 / 17, accuracy: 0.001)
        XCTAssertEqual(metrics.scaledFont(for: font, maximumPointSize: 24, compatibleWith: big).pointSize, 24)
        // Headline's preferred font: 17 pt (HIG) at Large.
        XCTAssertEqual(UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.preferredFont(forTextStyle: .headline)).pointSize, 17)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: big), 10 * 23 / 17, accuracy: 0.001)
    }
}
