import XCTest
import Foundation
@testable import Accord

/// API the corpus6 sample of real apps stopped at (issue 11; /work/scratch/blockers6.md):
/// WatchConnectivity's session, Foundation's `RelativeDateTimeFormatter`, UIKit's text delegates
/// and application notifications. Expected strings are ICU's en_US relative-time patterns (the
/// data Apple's formatter uses); the session answers as an iPhone with no watch paired.
final class Corpus6APITests: XCTestCase {
    final class PhoneSession: NSObject, WCSessionDelegate {
        var states: [WCSessionActivationState] = []
        func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
            states.append(activationState)
        }
        func sessionDidBecomeInactive(_ session: WCSession) {}
        func sessionDidDeactivate(_ session: WCSession) { session.activate() }
    }

    func testAPhoneSessionActivatesButNoWatchIsPairedOrReachable() throws {
        XCTAssertTrue(WCSession.isSupported())
        let session = WCSession()
        let delegate = PhoneSession()
        session.delegate = delegate
        XCTAssertEqual(session.activationState, .notActivated)
        session.activate()
        XCTAssertEqual(session.activationState, .activated)
        let activated = expectation(description: "activation reported")
        DispatchQueue.main.async { activated.fulfill() }
        wait(for: [activated], timeout: 1)
        XCTAssertEqual(delegate.states, [.activated])
        XCTAssertFalse(session.isPaired || session.isWatchAppInstalled || session.isReachable)
        var failure: (any Error)?
        session.sendMessage(["refresh": true], replyHandler: { _ in XCTFail("no reply without a watch") }) { failure = $0 }
        XCTAssertEqual((failure as? WCError)?.code, .notReachable)
        XCTAssertEqual(WCError.Code.notReachable.rawValue, 7007)
        try session.updateApplicationContext(["theme": "dark"])
        XCTAssertEqual(session.applicationContext["theme"] as? String, "dark")
        XCTAssertFalse(session.transferUserInfo(["id": 1]).isTransferring)
        XCTAssert(WCSession.default === WCSession.default)
    }

    func testRelativeDatesAreWrittenAsICUsEnglishPatterns() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let reference = Date(timeIntervalSince1970: 1_700_000_000)
        XCTAssertEqual(formatter.localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference), "2 hours ago")
        XCTAssertEqual(formatter.localizedString(for: reference.addingTimeInterval(3 * 86400), relativeTo: reference), "in 3 days")
        formatter.unitsStyle = .spellOut
        XCTAssertEqual(formatter.localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference), "two hours ago")
        formatter.unitsStyle = .short
        XCTAssertEqual(formatter.localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference), "2 hr. ago")
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        XCTAssertEqual(formatter.localizedString(for: reference.addingTimeInterval(-86400), relativeTo: reference), "yesterday")
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: 300), "in 5 minutes")
        formatter.dateTimeStyle = .numeric
        var twoDaysBack = DateComponents()
        twoDaysBack.day = -2
        XCTAssertEqual(formatter.localizedString(from: twoDaysBack), "2 days ago")
        XCTAssertNil(formatter.string(for: "not a date"))
    }

    func testATextFieldDelegateGetsUIKitsDefaultAnswers() {
        final class AlertInput: UIViewController, UITextFieldDelegate, @unchecked Sendable {
            let field = UITextField()
            override init() { super.init(); field.delegate = self }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { textField.resignFirstResponder() }
        }
        let controller = AlertInput()
        let delegate = controller.field.delegate
        XCTAssert(delegate === controller)
        XCTAssertEqual(delegate?.textFieldShouldReturn(controller.field), true)
        XCTAssertEqual(delegate?.textField(controller.field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "a"), true)
        XCTAssertEqual(delegate?.textFieldShouldBeginEditing(controller.field), true)
    }

    func testApplicationNotificationsHaveUIKitsNames() {
        XCTAssertEqual(UIApplication.didReceiveMemoryWarningNotification.rawValue, "UIApplicationDidReceiveMemoryWarningNotification")
        XCTAssertEqual(UIApplication.willEnterForegroundNotification.rawValue, "UIApplicationWillEnterForegroundNotification")
        XCTAssertEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
    }
}
