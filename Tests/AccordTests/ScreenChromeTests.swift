import XCTest
import Foundation
import AccordLayout
@testable import Accord

/// The screen around a view on an iPhone 15 (393 × 852 points, safe area insets 59 top and 34
/// bottom — Apple's iPhone 15 specifications / UIKit's `safeAreaInsets` on the device): the status
/// bar, home indicator, navigation and tab bars, toolbars and presentations. Every number below
/// comes from the rule next to it, with 10 × 10-point glyphs (`FixedMetricTextMeasurer`) where
/// text sizes matter.
final class ScreenChromeTests: XCTestCase {
    let W: CGFloat = 393, H: CGFloat = 852, top: CGFloat = 59, bottom: CGFloat = 34

    func host<V: View>(_ v: V, chrome: Bool = true, device: PreviewDevice = .iPhone15) -> HostedLayout {
        ScreenAssembly.hosted(v, device: device, textMeasurer: FixedMetricTextMeasurer(), drawsSystemChrome: chrome)
    }
    func frame(_ h: HostedLayout, label: String) -> CGRect? {
        h.pass.allNodes().first { $0.label == label }.map { h.pass.pixelFrame($0) }
    }
    func labels(_ h: HostedLayout) -> [String] { h.pass.allNodes().map(\.label) }
    /// Frames are snapped to the 3× pixel grid (halves up, as SwiftUI): a rule's value is met
    /// within a third of a point.
    func assertClose(_ a: CGRect?, _ b: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("no frame", file: file, line: line) }
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1.0 / 3 + 1e-9, "\(a) vs \(b)", file: file, line: line)
        }
    }

    // MARK: Status bar and home indicator

    func testTheStatusBarFillsTheTopInsetAboveTheSafeAreaGap() {
        let h = host(Color.blue.accessibilityIdentifier("c"))
        // Dynamic Island iPhones: a 54-point status bar (UIStatusBarManager), 5 points above the
        // 59-point inset.
        XCTAssertEqual(frame(h, label: "StatusBar"), CGRect(x: 0, y: 0, width: W, height: 54))
        // The content still fills the safe area exactly.
        XCTAssertEqual(h.frame(of: "c"), CGRect(x: 0, y: top, width: W, height: H - top - bottom))
    }

    func testTheHomeIndicatorIsA134By5CapsuleEightPointsAboveTheBottom() {
        let h = host(Color.blue)
        // (393 − 134) / 2 = 129.5; 852 − 8 − 5 = 839.
        assertClose(frame(h, label: "HomeIndicator"), CGRect(x: 129.5, y: 839, width: 134, height: 5))
    }

    func testTheStatusBarDrawsTheTime() {
        let list = host(Color.blue).displayList().description
        XCTAssertTrue(list.contains("9:41"), list)
    }

    func testNoChromeAndStatusBarHiddenLeaveTheStatusBarOut() {
        XCTAssertFalse(labels(host(Color.blue, chrome: false)).contains("StatusBar"))
        XCTAssertFalse(labels(host(Color.blue, chrome: false)).contains("HomeIndicator"))
        let hidden = host(Color.blue.statusBarHidden().persistentSystemOverlays(.hidden))
        XCTAssertFalse(labels(hidden).contains("StatusBar"))
        XCTAssertFalse(labels(hidden).contains("HomeIndicator"))
    }

    func testAHomeButtonIPhoneHasATwentyPointStatusBarAndNoHomeIndicator() {
        let se = PreviewDevice.all.first { $0.name == "iPhone SE" }!
        let h = host(Color.blue, device: se)
        XCTAssertEqual(frame(h, label: "StatusBar"), CGRect(x: 0, y: 0, width: 375, height: 20))
        XCTAssertNil(frame(h, label: "HomeIndicator"))
    }

    // MARK: Navigation bar

    func testALargeTitlePushesTheRootBelow44Plus52Points() {
        let h = host(NavigationStack { Color.blue.accessibilityIdentifier("root").navigationTitle("Inbox") })
        XCTAssertEqual(frame(h, label: "NavigationBar"), CGRect(x: 0, y: top, width: W, height: 96))
        // 59 + 44 + 52 = 155 down to the safe area's bottom, 852 − 34 = 818.
        XCTAssertEqual(h.frame(of: "root"), CGRect(x: 0, y: 155, width: W, height: 818 - 155))
    }

    func testAnInlineTitleLeavesOnlyThe44PointBar() {
        let h = host(NavigationStack {
            Color.blue.accessibilityIdentifier("root").navigationTitle("Receipt").navigationBarTitleDisplayMode(.inline)
        })
        XCTAssertEqual(h.frame(of: "root"), CGRect(x: 0, y: top + 44, width: W, height: 818 - 103))
    }

    func testATitleSetDeepInsideTheRootIsFound() {
        let h = host(NavigationStack {
            VStack { Text("a"); Color.blue.navigationTitle("Deep") }.accessibilityIdentifier("root")
        })
        XCTAssertEqual(h.frame(of: "root")?.minY, 155)
    }

    func testToolbarItemsSitAtTheLayoutMarginsCentredInTheBar() {
        let h = host(NavigationStack {
            Color.blue.navigationTitle("T").toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("Edit").accessibilityIdentifier("lead") }
                ToolbarItem(placement: .topBarTrailing) { Text("Add").accessibilityIdentifier("trail") }
            }
        })
        // 16-point margins on a 393-point iPhone; 10-point glyphs; centred in the 44-point bar
        // at 59: 59 + (44 − 10) / 2 = 76.
        XCTAssertEqual(h.frame(of: "lead"), CGRect(x: 16, y: 76, width: 40, height: 10))
        XCTAssertEqual(h.frame(of: "trail"), CGRect(x: W - 16 - 30, y: 76, width: 30, height: 10))
    }

    func testAToolbarItemSeesTheEnvironmentWhereItsToolbarIsWritten() {
        // Toolbar content belongs to the view `.toolbar` modifies: an environment set on that
        // view, between `.toolbar` and the NavigationStack, reaches its items (an EditButton in
        // an active edit mode says "Done"); the bar's own styling still applies on top.
        let h = host(NavigationStack {
            Color.blue.navigationTitle("T")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { EditButton().accessibilityIdentifier("edit") } }
                .environment(\.editMode, .constant(.active))
        })
        let drawn = h.displayList().description
        XCTAssertTrue(drawn.contains("Done"), drawn)
        XCTAssertFalse(drawn.contains("\"Edit\""), drawn)
        XCTAssertEqual(h.frame(of: "edit")?.maxX, W - 16)
    }

    func testAPrincipalItemReplacesTheInlineTitleAtTheBarsCentre() {
        let h = host(NavigationStack {
            Color.blue.navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .principal) { Text("Hello").accessibilityIdentifier("p") }
            }
        })
        // (393 − 50) / 2 = 171.5.
        assertClose(h.frame(of: "p"), CGRect(x: 171.5, y: 76, width: 50, height: 10))
    }

    func testTheViewFormOfToolbarAndNavigationBarItemsGoTrailingAndLeading() {
        let h = host(NavigationStack {
            Color.blue.navigationBarItems(leading: Text("L").accessibilityIdentifier("l"))
                .toolbar { Text("R").accessibilityIdentifier("r") }
        })
        XCTAssertEqual(h.frame(of: "l")?.minX, 16)
        XCTAssertEqual(h.frame(of: "r")?.maxX, W - 16)
    }

    func testABottomBarIs49PointsAboveTheHomeIndicatorInset() {
        let h = host(NavigationStack {
            Color.blue.accessibilityIdentifier("root").navigationTitle("T").toolbar {
                ToolbarItem(placement: .bottomBar) { Text("New").accessibilityIdentifier("b") }
            }
        })
        // 818 − 49 = 769.
        XCTAssertEqual(frame(h, label: "BottomToolbar"), CGRect(x: 0, y: 769, width: W, height: 49))
        XCTAssertEqual(h.frame(of: "root")?.maxY, 769)
        // Items centred vertically: 769 + (49 − 10) / 2 = 788.5 → the pixel grid at 3×.
        XCTAssertEqual(h.frame(of: "b")?.minX, 16)
    }

    func testAHiddenNavigationBarGivesTheRootTheWholeSafeArea() {
        let h = host(NavigationStack { Color.blue.accessibilityIdentifier("root").toolbar(.hidden, for: .navigationBar) })
        XCTAssertEqual(h.frame(of: "root")?.minY, top)
        XCTAssertNil(frame(h, label: "NavigationBar"))
    }

    // MARK: Tab bar

    func testTheTabBarIs49PointsAboveTheHomeIndicatorWithEqualItems() {
        let h = host(TabView {
            Color.blue.accessibilityIdentifier("first").tabItem { Label("A", systemImage: "house") }
            Color.red.accessibilityIdentifier("second").tabItem { Label("B", systemImage: "gear") }
            Color.green.tabItem { Label("C", systemImage: "star") }
        })
        XCTAssertEqual(frame(h, label: "TabBar"), CGRect(x: 0, y: 769, width: W, height: 49))
        XCTAssertEqual(h.frame(of: "first"), CGRect(x: 0, y: top, width: W, height: 769 - top))
        XCTAssertNil(h.frame(of: "second"), "only the selected tab is shown")
    }

    func testTheSelectionPicksTheTabWithThatTag() {
        let h = host(TabView(selection: .constant(2)) {
            Color.blue.accessibilityIdentifier("one").tabItem { Text("1") }.tag(1)
            Color.red.accessibilityIdentifier("two").tabItem { Text("2") }.tag(2)
        })
        XCTAssertNil(h.frame(of: "one"))
        XCTAssertNotNil(h.frame(of: "two"))
    }

    func testTheIOS18TabAPISelectsByValue() {
        let h = host(TabView(selection: .constant("b")) {
            Tab("A", systemImage: "house", value: "a") { Color.blue.accessibilityIdentifier("a") }
            Tab("B", systemImage: "gear", value: "b") { Color.red.accessibilityIdentifier("b") }
        })
        XCTAssertNil(h.frame(of: "a"))
        XCTAssertEqual(h.frame(of: "b")?.maxY, 769)
    }

    func testTheSelectedTabItemIsTintedAndTheOthersGray() {
        let list = host(TabView {
            Color.clear.tabItem { Text("One") }
            Color.clear.tabItem { Text("Two") }
        }).displayList().description
        // The accent colour (systemBlue #007AFF) and 60 % gray (#999999).
        XCTAssertTrue(list.lowercased().contains("#007aff"), list)
        XCTAssertTrue(list.lowercased().contains("#999999"), list)
    }

    func testHidingTheTabBarGivesTheTabTheSafeArea() {
        let h = host(TabView { Color.blue.accessibilityIdentifier("t").toolbar(.hidden, for: .tabBar).tabItem { Text("A") } })
        XCTAssertEqual(h.frame(of: "t")?.maxY, 818)
        XCTAssertNil(frame(h, label: "TabBar"))
    }

    func testAPageTabViewHasNoTabBar() {
        let h = host(TabView { Color.blue.accessibilityIdentifier("p"); Color.red }.tabViewStyle(.page))
        XCTAssertEqual(h.frame(of: "p")?.maxY, 818)
        XCTAssertNil(frame(h, label: "TabBar"))
    }

    // MARK: Presentations

    func testASheetAtTheMediumDetentTakesHalfTheScreen() {
        let h = host(Color.blue.sheet(isPresented: .constant(true)) { Text("Hi").presentationDetents([.medium]) })
        // `.medium`: half the height of the screen (Apple docs) → 852 / 2 = 426.
        XCTAssertEqual(frame(h, label: "Sheet"), CGRect(x: 0, y: 426, width: W, height: 426))
        XCTAssertEqual(frame(h, label: "Dimming"), CGRect(x: 0, y: 0, width: W, height: H))
    }

    func testALargeSheetStartsTenPointsBelowTheTopInset() {
        let h = host(Color.blue.sheet(isPresented: .constant(true)) { Text("Hi").accessibilityIdentifier("t") })
        XCTAssertEqual(frame(h, label: "Sheet"), CGRect(x: 0, y: 69, width: W, height: H - 69))
        // The content is centred above the bottom inset: (69 + 818) / 2 = 443.5, 10 tall.
        XCTAssertEqual(h.frame(of: "t")?.midY ?? 0, 443.5, accuracy: 1.0 / 3)
    }

    func testASheetOpensAtItsSmallestDetentAndAHeightDetentSitsAboveTheInset() {
        let h = host(Color.blue.sheet(isPresented: .constant(true)) { Text("Hi").presentationDetents([.large, .height(200)]) })
        XCTAssertEqual(frame(h, label: "Sheet"), CGRect(x: 0, y: H - 234, width: W, height: 234))
    }

    func testANotPresentedSheetDrawsNothing() {
        let h = host(Color.blue.sheet(isPresented: .constant(false)) { Text("Hi") })
        XCTAssertNil(frame(h, label: "Sheet"))
        XCTAssertNil(frame(h, label: "Dimming"))
    }

    func testASheetItemIsPresentedWhenNonNil() {
        struct Item: Identifiable { let id = 1 }
        XCTAssertNotNil(frame(host(Color.blue.sheet(item: .constant(Item())) { _ in Text("x") }), label: "Sheet"))
        XCTAssertNil(frame(host(Color.blue.sheet(item: .constant(Item?.none)) { _ in Text("x") }), label: "Sheet"))
    }

    func testAnAlertIs270PointsWideCentredInTheSafeArea() {
        let h = host(Color.blue.alert("Title", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("OK") {}
        })
        let box = frame(h, label: "AlertBox")
        XCTAssertEqual(box?.minX ?? 0, (W - 270) / 2, accuracy: 1.0 / 3)
        XCTAssertEqual(box?.width ?? 0, 270, accuracy: 1e-9)
        // Centred in the safe area: (59 + 818) / 2 = 438.5 (within a pixel at 3×).
        XCTAssertEqual(box?.midY ?? 0, 438.5, accuracy: 1.0 / 3)
    }

    func testAnAlertsTwoButtonsShareARowOf44PointsCancelFirst() {
        let h = host(Color.blue.alert("T", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}.accessibilityIdentifier("delete")
            Button("Cancel", role: .cancel) {}.accessibilityIdentifier("cancel")
        })
        let cancel = h.frame(of: "cancel"), delete = h.frame(of: "delete")
        XCTAssertNotNil(cancel)
        XCTAssertLessThan(cancel!.minX, delete!.minX)
        XCTAssertEqual(cancel!.minY, delete!.minY)
        XCTAssertEqual(cancel!.height, 44)
    }

    func testAnAlertWithoutActionsGetsOK() {
        let list = host(Color.blue.alert("T", isPresented: .constant(true)) {}).displayList().description
        XCTAssertTrue(list.contains("\"OK\""), list)
    }

    func testAConfirmationDialogSitsAboveTheBottomInsetWithCancelApart() {
        let h = host(Color.blue.confirmationDialog("Photo", isPresented: .constant(true)) {
            Button("Save") {}.accessibilityIdentifier("save")
        })
        let box = frame(h, label: "ConfirmationDialogBox")
        // Its bottom at the safe area's bottom, 818; rows 8 points from each side (below).
        XCTAssertEqual(box?.maxY, 818)
        // Rows are 57 points; the added Cancel is below the group, 8 points apart:
        // Save 818 − 57 − 8 − 57 = 696.
        XCTAssertEqual(h.frame(of: "save"), CGRect(x: 8, y: 696, width: W - 16, height: 57))
    }

    // MARK: Destinations the state shows

    func testAPathValueShowsItsDestinationWithABackButtonNamedByTheScreenBelow() {
        let h = host(NavigationStack(path: .constant([7])) {
            Color.blue.accessibilityIdentifier("root").navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { n in Text("Number \(n)").accessibilityIdentifier("detail") }
        })
        XCTAssertNil(h.frame(of: "root"))
        XCTAssertNotNil(h.frame(of: "detail"))
        let list = h.displayList().description
        XCTAssertTrue(list.contains("\"Numbers\""), list)
    }

    func testANavigationPathAndAPresentedDestinationAreShown() {
        var path = NavigationPath()
        path.append("a")
        let h = host(NavigationStack(path: .constant(path)) {
            Color.blue.navigationDestination(for: String.self) { s in
                Color.red.accessibilityIdentifier("s-\(s)")
                    .navigationDestination(isPresented: .constant(true)) { Color.green.accessibilityIdentifier("presented") }
            }
        })
        XCTAssertNil(h.frame(of: "s-a"))
        XCTAssertNotNil(h.frame(of: "presented"))
    }

    func testAnEmptyPathShowsTheRoot() {
        let h = host(NavigationStack(path: .constant([Int]())) {
            Color.blue.accessibilityIdentifier("root").navigationDestination(for: Int.self) { _ in Color.red }
        })
        XCTAssertNotNil(h.frame(of: "root"))
    }

    // MARK: Live preview taps

    func testATapOnATabItemSelectsItsTab() {
        struct Tabs: View {
            var body: some View {
                TabView {
                    Color.blue.accessibilityIdentifier("one").tabItem { Text("One") }
                    Color.red.accessibilityIdentifier("two").tabItem { Text("Two") }
                }
            }
        }
        let graph = ViewGraph()
        func render() -> (HostedLayout, TapRecorder) {
            let recorder = TapRecorder()
            TapRecorder.current = recorder
            defer { TapRecorder.current = nil }
            return (HostedLayout(Tabs(), proposal: ProposedViewSize(width: 390, height: 700), environment: EnvironmentValues(),
                                 textMeasurer: FixedMetricTextMeasurer(), scale: 1, graph: graph), recorder)
        }
        var r = render()
        XCTAssertNotNil(r.0.frame(of: "one"))
        // The second item's half of the bar (y 651…700).
        let p = CGPoint(x: 390 * 0.75, y: 675)
        XCTAssertEqual(r.1.hitTest(r.0.root, pass: r.0.pass, at: p, count: 1).map { TapRecorder.deliver($0, at: p) }, "Tab")
        r = render()
        XCTAssertNil(r.0.frame(of: "one"))
        XCTAssertNotNil(r.0.frame(of: "two"))
    }

    func testATapOnATabItemSetsTheSelectionBinding() {
        final class Box: @unchecked Sendable { var value = 1 }
        let box = Box()
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let recorder = TapRecorder()
        TapRecorder.current = recorder
        let h = HostedLayout(TabView(selection: binding) {
            Color.blue.tabItem { Text("One") }.tag(1)
            Color.red.tabItem { Text("Two") }.tag(2)
        }, proposal: ProposedViewSize(width: 390, height: 700), environment: EnvironmentValues(),
           textMeasurer: FixedMetricTextMeasurer(), scale: 1, graph: ViewGraph())
        TapRecorder.current = nil
        let p = CGPoint(x: 390 * 0.75, y: 675)
        _ = recorder.hitTest(h.root, pass: h.pass, at: p, count: 1).map { TapRecorder.deliver($0, at: p) }
        XCTAssertEqual(box.value, 2)
    }

    func testASearchFieldSitsUnderTheLargeTitle() {
        let h = host(NavigationStack {
            Color.blue.accessibilityIdentifier("root").navigationTitle("Contacts").searchable(text: .constant(""))
        })
        // 59 + 44 + 52, then the search row (52 points: a reconstruction, Docs/support/safe-area.md).
        XCTAssertEqual(h.frame(of: "root")?.minY, 59 + 44 + 52 + 52)
        XCTAssertTrue(h.displayList().description.contains("\"Search\""))
    }

    func testAPushedScreenCanHideItsBackButton() {
        let shown = host(NavigationStack(path: .constant([1])) {
            Color.blue.navigationTitle("Numbers").navigationDestination(for: Int.self) { _ in Color.red }
        }).displayList().description
        XCTAssertTrue(shown.contains("\"Numbers\""))
        let hidden = host(NavigationStack(path: .constant([1])) {
            Color.blue.navigationTitle("Numbers").navigationDestination(for: Int.self) { _ in Color.red.navigationBarBackButtonHidden() }
        }).displayList().description
        XCTAssertFalse(hidden.contains("\"Numbers\""), hidden)
    }

    func testABottomBarIsTransparentOverContentThatEndsAboveIt() {
        // iOS 15+'s scroll-edge appearance: no material, no hairline while the content ends above
        // the bar; both (the material continued under the home indicator: 769…852) once a
        // scroll view's content runs on under it.
        let short = host(TabView { Text("Hi").tabItem { Text("A") } }).displayList().description
        XCTAssertFalse(short.contains("fill rect(0.0 769.0 393.0 83.0)"), short)
        let long = host(TabView { List(1...40, id: \.self) { Text("\($0)") }.tabItem { Text("A") } }).displayList().description
        // (The material a 98 % fill: TabBarLookTests.)
        XCTAssertTrue(long.contains("fill rect(0.0 769.0 393.0 83.0) #f7f7f7fa"), long)
        XCTAssertTrue(long.contains("fill rect(0.0 769.0 393.0 0.33)"), long)
    }

    func testABottomBarGroupsSpacerPushesItsItemToTheTrailingMargin() {
        let h = host(NavigationStack {
            Color.blue.toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("Add").accessibilityIdentifier("add")
                }
            }
        })
        XCTAssertEqual(h.frame(of: "add")?.maxX, W - 16)
    }
}
