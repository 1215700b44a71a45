@_spi(AccordPreview) @testable import Accord
import AccordLayout
import Foundation
import XCTest

/// Menus in the live preview (Preview/PreviewServer+Menu.swift). The rules and their sources
/// (Apple's documentation of `Menu` and `contextMenu(menuItems:)`): a menu "presents a list of
/// actions when pressed"; choosing an item runs its action and the menu closes; a `Divider`
/// separates groups; a destructive button's item is red; a menu with a `primaryAction` runs it on
/// a tap and shows its items on a long press; a context menu opens on a long press. Expected
/// values are the tests' own inputs (titles, which action ran).
final class LivePreviewMenuTests: XCTestCase {
    override func tearDown() {
        Invalidation.active = nil
        TapRecorder.current = nil
        LiveMenu.open = nil
    }

    typealias Live = InvalidationTests.Live
    typealias Log = TestSupport.Log

    func centre(_ live: Live, label: String) -> CGPoint? {
        let h = live.laid[0].hosted
        guard let n = h.pass.allNodes().last(where: { $0.label == label }) else { return nil }
        let f = h.pass.pixelFrame(n)
        return CGPoint(x: f.midX, y: f.midY)
    }

    /// Taps the (frontmost) node labelled `label`, then shows the result as the serve loop does.
    @discardableResult
    func tap(_ live: Live, label: String) -> String? {
        guard let p = centre(live, label: label) else { XCTFail("no \(label)"); return nil }
        let h = live.laid[0].hosted
        let what = live.recorder.hitTest(h.root, pass: h.pass, at: p, count: 1).map { TapRecorder.deliver($0, at: p) }
        live.full()
        return what
    }

    func longPress(_ live: Live, label: String) -> String? {
        guard let p = centre(live, label: label) else { XCTFail("no \(label)"); return nil }
        var k = PreviewServer.Kept()
        k.shown = live.laid
        k.recorder = live.recorder
        let what = k.context(item: 0, at: p)
        live.full()
        return what
    }

    func testATapOnAMenuOpensItsItemsAndAnItemRunsItsActionAndCloses() {
        let log = Log()
        let live = Live(AccordPreview("P") {
            Menu("Actions") {
                Button("Rename") { log.events.append("rename") }
                Divider()
                Button("Delete", role: .destructive) { log.events.append("delete") }
            }
        })
        XCTAssertEqual(tap(live, label: "Text(\"Actions\")"), "Menu")
        let open = try! XCTUnwrap(LiveMenu.open)
        XCTAssertEqual(open.items.map(\.title), ["Rename", "Delete"])
        XCTAssertEqual(open.items.map(\.destructive), [false, true])
        XCTAssertEqual(open.items.map(\.dividerAbove), [false, true])
        XCTAssertEqual(log.events, [], "opening runs nothing")
        XCTAssertNotNil(centre(live, label: "Text(\"Delete\")"), "the open menu is drawn over the screen")
        tap(live, label: "Text(\"Delete\")")
        XCTAssertEqual(log.events, ["delete"])
        XCTAssertNil(LiveMenu.open, "choosing an item closes the menu")
        XCTAssertNil(centre(live, label: "Text(\"Delete\")"))
    }

    func testAMenuWithAPrimaryActionRunsItOnATapAndOpensOnALongPress() {
        let log = Log()
        let live = Live(AccordPreview("P") {
            Menu {
                Button("Other", systemImage: "star") { log.events.append("other") }
            } label: { Text("Go") } primaryAction: { log.events.append("primary") }
        })
        tap(live, label: "Text(\"Go\")")
        XCTAssertEqual(log.events, ["primary"])
        XCTAssertNil(LiveMenu.open)
        XCTAssertNotNil(longPress(live, label: "Text(\"Go\")"))
        XCTAssertEqual(LiveMenu.open?.items.map(\.title), ["Other"])
        XCTAssertEqual(LiveMenu.open?.items.first?.systemImage, "star", "a Label's icon is the item's icon")
    }

    func testALongPressOpensAContextMenuAndATapElsewhereClosesIt() {
        let log = Log()
        let live = Live(AccordPreview("P") {
            VStack {
                Text("Note").padding().contextMenu {
                    Button("Copy") { log.events.append("copy") }
                    Button("Share") { log.events.append("share") }
                }
                Spacer()
            }
        })
        XCTAssertNil(tap(live, label: "Text(\"Note\")"), "a tap is not a long press")
        XCTAssertNil(LiveMenu.open)
        XCTAssertEqual(longPress(live, label: "Text(\"Note\")"), "contextMenu (menu)")
        XCTAssertEqual(LiveMenu.open?.items.map(\.title), ["Copy", "Share"])
        XCTAssertEqual(LiveMenu.open?.dims, true)
        tap(live, label: "Text(\"Share\")")
        XCTAssertEqual(log.events, ["share"])
        XCTAssertNil(LiveMenu.open)
    }
}
