import XCTest
import Foundation
import AccordLayout
@testable import Accord

/// The tab bar as iPhone screenshots show it (measured at 3×; sources in TabBarMetrics and
/// Material.bar, screen Tests/compat/fidelity-TabBar.swift): Ice Cubes' tab bar (iOS 17/18,
/// 393 × 852 pt) — symbols centred 18.8 below the bar's top, titles' baseline 45.0; WeChat-SwiftUI's
/// (iOS 15/16, 390 × 844 pt) — 24-point images centred 19.0 below it, baseline 45.3, and its bar
/// over a list of black text reading 244–249 of 255 throughout. iPhone 15: the bar's top at
/// 852 − 34 − 49 = 769 (UIKit's 49-point bar above the 34-point home-indicator inset).
final class TabBarLookTests: XCTestCase {
    let barTop: CGFloat = 769

    func host<V: View>(_ v: V) -> HostedLayout { ScreenAssembly.hosted(v, device: .iPhone15) }

    func testAnIconWithATitleIsCentredNineteenPointsBelowTheBarsTop() {
        let h = host(TabView {
            Color.clear.tabItem { Label { Text("Home") } icon: { Image(systemName: "circle.fill").accessibilityIdentifier("icon") } }
            Color.clear.tabItem { Label("Search", systemImage: "magnifyingglass") }
        })
        guard let icon = h.frame(of: "icon") else { return XCTFail("no icon") }
        // Measured 18.8 (Ice Cubes) and 19.0 (WeChat-SwiftUI); frames on the 3× grid.
        XCTAssertEqual(icon.midY - barTop, 19.0, accuracy: 1.0 / 3 + 1e-9, "\(icon)")
    }

    func testAnIconWithoutATitleKeepsTheCentredPlace() {
        // The Instagram clone's title-less bar (issue 14): icons centred 17.5 below the bar's top.
        let h = host(TabView {
            Color.clear.tabItem { Image(systemName: "circle.fill").accessibilityIdentifier("icon") }
            Color.clear.tabItem { Image(systemName: "magnifyingglass") }
        })
        guard let icon = h.frame(of: "icon") else { return XCTFail("no icon") }
        XCTAssertEqual(icon.midY - barTop, 17.5, accuracy: 1.0 / 3 + 1e-9, "\(icon)")
    }

    func testTheBarsMaterialAllButHidesTheRowsUnderIt() {
        // A list runs on under the bar, which shows its material: #F7F7F7 at 98 % (over black
        // text 0.98 × 247 = 242, over white 247: WeChat-SwiftUI's 244–249).
        let list = host(TabView {
            List(0..<60, id: \.self) { Text("Row \($0)") }.listStyle(.plain).tabItem { Label("Rows", systemImage: "list.bullet") }
        }).displayList().description
        XCTAssertTrue(list.contains("#f7f7f7fa"), list)
        XCTAssertFalse(list.contains("#f7f7f7cc"), list)
    }
}
