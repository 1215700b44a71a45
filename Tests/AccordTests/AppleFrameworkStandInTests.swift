import XCTest
import Foundation
@testable import Accord
import AccordLayout

/// Stand-ins for Apple frameworks real view files import (issue 11, corpus3): StoreKit,
/// UserNotifications, LocalAuthentication, WebKit, TipKit, AuthenticationServices. A preview has
/// no App Store, notification centre, biometry or web engine: each answers as such a device
/// would (the rule in each test), and the views lay out as documented.
final class AppleFrameworkStandInTests: XCTestCase {
    private func host<V: View>(_ v: V) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(width: 393, height: 852), canvas: CGSize(width: 393, height: 852),
                     textMeasurer: FixedMetricTextMeasurer())
    }

    /// No App Store: no products load, there are no entitlements, a purchase does not complete.
    func testStoreKitHasNoProductsOrEntitlementsInAPreview() async throws {
        let products = try await Product.products(for: ["pro.monthly"])
        XCTAssertTrue(products.isEmpty)
        var count = 0
        for await _ in Transaction.currentEntitlements { count += 1 }
        for await _ in Transaction.updates { count += 1 }
        XCTAssertEqual(count, 0)
        XCTAssertFalse(AppStore.canMakePayments)
    }

    /// A device without biometry: `canEvaluatePolicy` answers false and sets an error in
    /// LocalAuthentication's domain with `LAError.Code.biometryNotAvailable`, whose raw value
    /// Apple documents as −6; `biometryType` is `.none`; evaluating throws that code.
    func testLocalAuthenticationReportsNoBiometry() async {
        let context = LAContext()
        var error: NSError?
        XCTAssertFalse(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        XCTAssertEqual(error?.code, -6)
        XCTAssertEqual(context.biometryType, .none)
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
            XCTFail("evaluated")
        } catch {
            XCTAssertTrue(LAError.biometryNotAvailable ~= error)
        }
    }

    /// Permission is not granted; scheduled requests are kept by identifier (a request with an
    /// identifier already pending replaces it, as UserNotifications documents) and can be removed.
    func testNotificationRequestsAreKeptButNeverAuthorised() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        let granted = try await center.requestAuthorization(options: [.alert, .badge])
        XCTAssertFalse(granted)
        let content = UNMutableNotificationContent()
        content.title = "Water the plants"
        try await center.add(UNNotificationRequest(identifier: "a", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        center.add(UNNotificationRequest(identifier: "a", content: content, trigger: nil), withCompletionHandler: nil)
        try await center.add(UNNotificationRequest(identifier: "b", content: content, trigger: nil))
        var pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier).sorted(), ["a", "b"])
        XCTAssertNil(pending.first { $0.identifier == "a" }?.trigger)
        center.removePendingNotificationRequests(withIdentifiers: ["a"])
        pending = await center.pendingNotificationRequests()
        XCTAssertEqual(pending.map(\.identifier), ["b"])
        let settings = await center.notificationSettings()
        XCTAssertEqual(settings.authorizationStatus, .notDetermined)
    }

    struct Web: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView(frame: .zero, configuration: WKWebViewConfiguration()) }
        func updateUIView(_ uiView: WKWebView, context: Context) {}
    }

    struct OnboardingTip: Tip {
        var title: Text { Text("Swipe to archive") }
    }

    /// A web view in a representable takes the size it is proposed, as a UIKit view without an
    /// intrinsic size does; an inline tip takes no space (no tip shows in a still frame).
    func testAWebViewTakesItsProposalAndATipViewTakesNoSpace() {
        let h = host(VStack(spacing: 0) {
            Web().frame(height: 120).accessibilityIdentifier("web")
            TipView(OnboardingTip()).accessibilityIdentifier("tip")
            Color.red.frame(height: 10).accessibilityIdentifier("below")
        })
        XCTAssertEqual(h.frame(of: "web")?.size, CGSize(width: 393, height: 120))
        let web = h.frame(of: "web")!, below = h.frame(of: "below")!
        XCTAssertEqual(below.minY, web.maxY, accuracy: 0.001)
    }

    /// Sign in with Apple takes the proposed width and the height it is framed to.
    func testSignInWithAppleTakesItsFrame() {
        let h = host(SignInWithAppleButton(.signIn, onRequest: { _ in }, onCompletion: { _ in })
            .frame(height: 50).accessibilityIdentifier("siwa").padding(.horizontal, 20))
        XCTAssertEqual(h.frame(of: "siwa")?.size, CGSize(width: 353, height: 50))
    }
}
