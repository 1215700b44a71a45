import XCTest
import Foundation
@testable import Accord

/// API the corpus5 sample of real apps stopped at (issue 11; /work/scratch/blockers5.md of the
/// corpus helper): MessageUI's composers, MobileCoreServices' type constants, UIKit's
/// `.alphabet` keyboard, SwiftUI's `interpolatingSpring(mass:stiffness:damping:)` argument order,
/// OSLog's `OSLogStore`, AVFoundation's end-of-item notification.
final class Corpus5APIGapsTests: XCTestCase {
    final class MailCoordinator: MFMailComposeViewControllerDelegate {
        var results: [MFMailComposeResult] = []
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            results.append(result)
        }
    }

    /// A preview has no mail account: `canSendMail()` is false (iOS's answer without one); a
    /// composer keeps what is set on it and never finishes by itself.
    func testAMailComposerKeepsItsFieldsAndNeverCallsItsDelegate() {
        XCTAssertFalse(MFMailComposeViewController.canSendMail())
        XCTAssertFalse(MFMessageComposeViewController.canSendText())
        let vc = MFMailComposeViewController()
        let coordinator = MailCoordinator()
        vc.mailComposeDelegate = coordinator
        vc.setSubject("Feedback")
        vc.setToRecipients(["support@example.com"])
        vc.setMessageBody("<b>Hi</b>", isHTML: true)
        vc.addAttachmentData(Data("log".utf8), mimeType: "text/plain", fileName: "log.txt")
        XCTAssertEqual(vc.subject, "Feedback")
        XCTAssertEqual(vc.toRecipients, ["support@example.com"])
        XCTAssertTrue(vc.bodyIsHTML)
        XCTAssertEqual(vc.attachments.map(\.fileName), ["log.txt"])
        XCTAssertEqual(coordinator.results, [])
        // MessageUI's raw values.
        XCTAssertEqual([MFMailComposeResult.cancelled, .saved, .sent, .failed].map(\.rawValue), [0, 1, 2, 3])
        XCTAssertEqual(MessageComposeResult.failed.rawValue, 2)
    }

    /// Each constant is its uniform type identifier, the same as UniformTypeIdentifiers' `UTType`.
    func testMobileCoreServicesConstantsAreTheUniformTypeIdentifiers() {
        XCTAssertEqual(kUTTypeImage as String, UTType.image.identifier)
        XCTAssertEqual(kUTTypeJPEG as String, UTType.jpeg.identifier)
        XCTAssertEqual(kUTTypePlainText as String, UTType.plainText.identifier)
        XCTAssertEqual(kUTTypeMovie as String, "public.movie")
    }

    func testSmallAPIsTheSampleUsed() throws {
        // UIKit: `.alphabet` is the deprecated name of `.asciiCapable` (raw value 1).
        XCTAssertEqual(UIKeyboardType.alphabet, .asciiCapable)
        XCTAssertEqual(UIKeyboardType.alphabet.rawValue, 1)
        // SwiftUI's order: mass first, defaulted.
        let a = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 15)
        XCTAssertEqual(a, Animation.interpolatingSpring(stiffness: 100, damping: 15))
        // Nothing is logged in a preview, so the store is empty.
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        XCTAssertEqual(Array(try store.getEntries(at: store.position(timeIntervalSinceLatestBoot: 1))).count, 0)
        XCTAssertEqual(NSNotification.Name.AVPlayerItemDidPlayToEndTime.rawValue, "AVPlayerItemDidPlayToEndTimeNotification")
    }
}
