import XCTest
import Foundation
@testable import Accord

/// Photos, WatchKit, SiriKit intents, iCloud key-value storage and KVC-style defaults (issue 11,
/// blockers6 A9 — Expenso's `AttachmentHandler` and `ExpenseSettingsViewModel` —, A11 —
/// WordOfTheDay's watch view —, A2 — its widget's `ConfigurationIntent` —, and blockers7 S3 —
/// GoCycling's `NSUbiquitousKeyValueStore`). A preview answers as an iPhone whose user was never
/// asked: Photos `.notDetermined` then `.denied` on request, no Siri, no iCloud account.
/// Raw values are the frameworks' (PHAuthorizationStatus: notDetermined 0 … limited 4).
final class PlatformServiceStandInsTests: XCTestCase {
    func testThePhotoLibraryIsNotAuthorizedAndARequestIsDenied() {
        XCTAssertEqual(PHPhotoLibrary.authorizationStatus(), .notDetermined)
        XCTAssertEqual(PHPhotoLibrary.authorizationStatus(for: .readWrite), .notDetermined)
        var answer: PHAuthorizationStatus?
        PHPhotoLibrary.requestAuthorization { answer = $0 }
        XCTAssertEqual(answer, .denied)
        XCTAssertEqual(PHAuthorizationStatus.limited.rawValue, 4)
        XCTAssertEqual(PHAuthorizationStatus.authorized.rawValue, 3)
        var saved: Bool?
        PHPhotoLibrary.shared().performChanges({}) { ok, _ in saved = ok }
        XCTAssertEqual(saved, false)
    }

    func testWatchKitAnswersWithTheSharedObjectsAndThePreviewScreen() {
        XCTAssert(WKInterfaceDevice.current() === WKInterfaceDevice.current())
        XCTAssertEqual(WKInterfaceDevice.current().screenBounds, UIScreen.main.bounds)
        WKInterfaceDevice.current().play(.click)
        XCTAssert(WKExtension.shared() === WKExtension.shared())
        XCTAssertNil(WKExtension.shared().rootInterfaceController)
        XCTAssertEqual(WKApplication.shared().applicationState, .active)
        WKExtension.shared().openSystemURL(URL(string: "tel:123")!)
    }

    final class ConfigurationIntent: INIntent {
        var word: INObject? {
            get { value(forKey: "word") as? INObject }
            set { setValue(newValue, forKey: "word") }
        }
    }

    func testAGeneratedIntentKeepsItsParametersAndNothingIsDonated() {
        let intent = ConfigurationIntent()
        XCTAssertNil(intent.word)
        intent.word = INObject(identifier: "en", display: "English")
        XCTAssertEqual(intent.word?.displayString, "English")
        XCTAssertEqual(intent.word?.identifier, "en")
        var error: (any Error)?
        INInteraction(intent: intent, response: nil).donate { error = $0 }
        XCTAssertNotNil(error)
        XCTAssertEqual(INPreferences.siriAuthorizationStatus(), .notDetermined)
    }

    func testTheICloudStoreKeepsValuesForTheProcessAndDefaultsTakeKVCWrites() {
        let store = NSUbiquitousKeyValueStore()
        XCTAssertFalse(store.bool(forKey: "units"))
        store.set(true, forKey: "units")
        store.set(Int64(42), forKey: "rides")
        store.set("km", forKey: "distance")
        XCTAssertTrue(store.synchronize())
        XCTAssertTrue(store.bool(forKey: "units"))
        XCTAssertEqual(store.longLong(forKey: "rides"), 42)
        XCTAssertEqual(store.double(forKey: "rides"), 42)
        XCTAssertEqual(store.string(forKey: "distance"), "km")
        store.removeObject(forKey: "distance")
        XCTAssertNil(store.object(forKey: "distance"))
        XCTAssert(NSUbiquitousKeyValueStore.default === NSUbiquitousKeyValueStore.default)

        let defaults = UserDefaults(suiteName: "accord.tests.\(UUID().uuidString)")!
        defaults.setValue(true, forKey: "faceID")
        XCTAssertTrue(defaults.bool(forKey: "faceID"))
        defaults.setValue(nil, forKey: "faceID")
        XCTAssertNil(defaults.value(forKey: "faceID"))
    }
}
