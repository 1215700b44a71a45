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

/// The second corpus5 batch: UIKit's alert and popover controllers (inert when presented through
/// UIKit), plain UIKit views in representables (drawn as UIKit draws an empty view),
/// `Publishers.CombineLatest`, and Apple SDK constants.
final class Corpus5APIGapsBatch2Tests: XCTestCase {
    typealias S = TestSupport

    struct Configurator: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }
    struct Tinted: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { let v = UIView(); v.backgroundColor = .green; return v }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    /// A plain controller's view has no background (UIView's default `backgroundColor` is nil):
    /// a configurator behind a view covers nothing; a plain view with a colour fills its frame.
    func testPlainUIKitViewsDrawTheirBackgroundOrNothing() throws {
        let clear = try bitmap(Color.clear.background(Configurator()), 40, 40)
        assertColor(clear.pixel(x: 20, y: 20), 1, 1, 1)
        let green = try bitmap(Tinted().frame(width: 40, height: 40), 40, 40)
        assertColor(green.pixel(x: 20, y: 20), 0, 1, 0)  // UIColor.green: RGB 0, 1, 0 (UIKit's documentation)
    }

    func testAnAlertControllerKeepsItsActionsAndCallsNoHandler() {
        var handled = 0
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in handled += 1 }
        delete.setValue(UIColor.red, forKey: "titleTextColor")
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addTextField { $0.placeholder = "Name" }
        UIViewController().present(alert, animated: true)
        XCTAssertEqual(alert.actions.map(\.title), ["Delete", "Cancel"])
        XCTAssertEqual(alert.title, "Delete?")
        XCTAssertEqual(alert.textFields?.count, 1)
        XCTAssertNotNil(delete.value(forKey: "titleTextColor"))
        XCTAssertEqual(handled, 0)
        XCTAssertEqual(UIPopoverArrowDirection.any.rawValue, 15)
        XCTAssertNil(UIViewController().popoverPresentationController)
    }

    func testCombineLatestAndSDKConstants() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var got: [String] = []
        let c = Publishers.CombineLatest(a, b).sink { got.append("\($0.0)\($0.1)") }
        a.send(1); b.send("x"); a.send(2)
        XCTAssertEqual(got, ["1x", "2x"])
        withExtendedLifetime(c) {}
        XCTAssertEqual(CGRectUnion(CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)),
                       CGRect(x: 0, y: 0, width: 3, height: 3))
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
        XCTAssertEqual(TARGET_OS_SIMULATOR, 1)
        XCTAssertFalse(URL(fileURLWithPath: "/tmp").startAccessingSecurityScopedResource())
        UserDefaults.standard.set(3, forKey: "accord-test-kvc")
        XCTAssertEqual(UserDefaults.standard.value(forKey: "accord-test-kvc") as? Int, 3)
        UserDefaults.standard.removeObject(forKey: "accord-test-kvc")
    }
}

/// Older initialiser forms the UTM sources use (corpus5 49–52): a localized title with editing
/// callbacks, and the iOS 13 slider with its editing callback before the label. Each lays out as
/// the form without callbacks does.
final class Corpus5OlderInitializerTests: XCTestCase {
    typealias S = TestSupport

    func testOlderFormsLayOutAsTheirPlainForms() {
        var value = 0.5
        let v = Binding(get: { value }, set: { value = $0 })
        let key: LocalizedStringKey = "Size"
        let older = VStack(spacing: 0) {
            TextField(key, text: .constant(""), onEditingChanged: { _ in }, onCommit: {}).accessibilityIdentifier("f")
            Slider(value: v, in: 0...8, step: 1) { _ in } label: { Text("") }.accessibilityIdentifier("s")
        }
        let plain = VStack(spacing: 0) {
            TextField(key, text: .constant("")).accessibilityIdentifier("f")
            Slider(value: v, in: 0...8, step: 1) { Text("") }.accessibilityIdentifier("s")
        }
        XCTAssertEqual(S.frame(older, "f"), S.frame(plain, "f"))
        XCTAssertEqual(S.frame(older, "s"), S.frame(plain, "s"))
        XCTAssertGreaterThan(S.frame(older, "s")?.height ?? 0, 0)
    }
}
