import XCTest
import Foundation
import AccordLayout
@testable import Accord

/// A navigation stack's and a tab view's screens are opaque `.systemBackground` in their own
/// environment's colour scheme (UIKit backs them with view controllers whose views are
/// `systemBackground`; SwiftUI hands them its environment): `.colorScheme(.dark)` on a `TabView`
/// or `NavigationView` — the older spelling previews still use — darkens its whole screen, out to
/// the screen's edges, while the window around a bare view keeps the window's scheme (Apple,
/// `View.colorScheme(_:)`: "the view to which you apply it and any subviews";
/// `EnvironmentValues.colorScheme`: "not the views above it"). iPhone 15: 393 × 852 points
/// (Apple's specifications). Colours: `systemBackground` #FFFFFF light, #000000 dark (UIKit).
final class ContainerBackgroundTests: XCTestCase {
    let screen = "rect(0.0 0.0 393.0 852.0)"

    func drawn<V: View>(_ v: V) -> String {
        ScreenAssembly.hosted(v, device: .iPhone15, textMeasurer: FixedMetricTextMeasurer()).displayList().description
    }

    /// The fills that cover the whole screen, in drawing order.
    func screenFills(_ list: String) -> [String] {
        list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("fill \(screen)") }
            .map { String($0.dropFirst("fill \(screen) ".count)) }
    }

    func testADarkTabViewOfANavigationViewIsDarkFromEdgeToEdge() {
        // corpus10's MovieDB Home and AniTime MainContainerView previews: `.colorScheme(.dark)` on a TabView root.
        let list = drawn(TabView {
            NavigationView { Text("Featured").navigationBarTitle("Featured") }
                .tabItem { Label("Featured", systemImage: "star") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }.colorScheme(.dark))
        XCTAssertEqual(screenFills(list), ["#000000", "#000000"], list)
    }

    func testADarkNavigationStackWrittenWithTheEnvironmentIsDark() {
        let list = drawn(NavigationStack { Text("Row").navigationTitle("Env") }.environment(\.colorScheme, .dark))
        XCTAssertEqual(screenFills(list), ["#000000"], list)
    }

    func testALightNavigationStackCoversWhatIsBehindIt() {
        // UIKit's navigation controller is opaque: a colour behind it does not show through.
        let list = drawn(ZStack { Color.red; NavigationStack { Text("Row") } })
        XCTAssertEqual(screenFills(list).last, "#ffffff", list)
    }

    func testAPageStyleTabViewHasNoBackgroundOfItsOwn() {
        // A paged scroll view (UIKit's page view controller) is transparent.
        let list = drawn(TabView { Text("A"); Text("B") }.tabViewStyle(.page).colorScheme(.dark))
        XCTAssertEqual(screenFills(list), [], list)
    }

    func testTheWindowAroundABareDarkViewKeepsTheWindowsScheme() {
        let h = ScreenAssembly.hosted(Text("Hello").colorScheme(.dark), device: .iPhone15, textMeasurer: FixedMetricTextMeasurer())
        XCTAssertEqual(h.canvasBackground, RGBA(1, 1, 1))
        XCTAssertEqual(screenFills(h.displayList().description), [])
    }
}
