import XCTest
import Foundation
@testable import Accord

/// UIKit's button and control actions (UIKitButton.swift, UIKitAppearance.swift's `UIControl`; issue 11:
/// `UIButton` in 8 of 60 scanned repositories, `addTarget(_:action:for: .touchUpInside)` in 7). The
/// rules checked are UIKit's documented ones: a state without its own title uses the normal state's;
/// a system button's title is tinted; closure actions run on `sendActions(for:)`.
final class UIKitButtonTests: XCTestCase {
    func testATitleForAStateFallsBackToTheNormalStatesTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving…", for: .disabled)
        XCTAssertEqual(button.title(for: .highlighted), "Save")
        XCTAssertEqual(button.currentTitle, "Save")
        button.isEnabled = false
        XCTAssertEqual(button.currentTitle, "Saving…")
        XCTAssertEqual(button.titleLabel?.text, "Save")
        XCTAssertEqual(button.buttonType, .system)
    }

    func testTargetsAreKeptByEventAndClosureActionsRunWhenTheirEventIsSent() {
        final class Target { func tapped() {} }
        let button = UIButton(type: .custom)
        let target = Target()
        button.addTarget(target, action: Selector("tapped"), for: .touchUpInside)
        var runs = 0
        button.addAction(UIAction(title: "Go") { _ in runs += 1 }, for: .primaryActionTriggered)
        XCTAssertEqual(button.allControlEvents, [.touchUpInside, .primaryActionTriggered])
        button.sendActions(for: .valueChanged)
        XCTAssertEqual(runs, 0)
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(runs, 1)
        button.removeTarget(target, action: nil, for: .allEvents)
        XCTAssertEqual(button.allControlEvents, .primaryActionTriggered)
    }

    func testAButtonMadeFromAnActionTakesItsTitle() {
        let button = UIButton(primaryAction: UIAction(title: "Share", handler: { _ in }))
        XCTAssertEqual(button.currentTitle, "Share")
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 1 << 6)  // UIKit's UIControlEventTouchUpInside
    }
}
