import XCTest
import Foundation
@testable import Accord

/// The rest of the API the corpus5 sample stopped at (issue 11; blockers A5, A6 and the UTM
/// names): Metal's sampler enums, `CGFloat as NSNumber`, UIKit's coordinate spaces and press
/// events, Foundation's `CustomLocalizedStringResourceConvertible`, iOS 26's
/// `backgroundExtensionEffect()`. Raw values are Apple's headers'; behaviours are what a device
/// without the hardware or input answers.
final class Corpus5RemainingAPITests: XCTestCase {
    typealias S = TestSupport

    /// A scaler setting stored as Metal's filter enum (UTM's QEMUScaler): Metal's raw values, and
    /// no device, as on a machine without Metal.
    func testMetalsSamplerEnumsHaveMetalsRawValuesAndThereIsNoDevice() {
        enum Scaler: String, CaseIterable {
            case linear, nearest
            var filter: MTLSamplerMinMagFilter { self == .linear ? .linear : .nearest }
        }
        XCTAssertEqual(Scaler.allCases.map(\.filter.rawValue), [1, 0])
        XCTAssertEqual(MTLSamplerMipFilter.linear.rawValue, 2)
        XCTAssertEqual(MTLSamplerAddressMode.clampToZero.rawValue, 4)
        XCTAssertEqual(MTLPixelFormat.bgra8Unorm.rawValue, 80)
        XCTAssertEqual(MTLPixelFormat(rawValue: 81), .bgra8Unorm_srgb)
        XCTAssertNil(MTLCreateSystemDefaultDevice())
    }

    /// `fraction as NSNumber` formats as Apple's bridge does (the number's Double value), and
    /// bridges back; en_US percent style rounds to whole percents.
    func testACGFloatBridgesToNSNumberAsOnApplePlatforms() {
        let fraction: CGFloat = 0.375
        let number = fraction as NSNumber
        XCTAssertEqual(number.doubleValue, 0.375)
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.locale = Locale(identifier: "en_US")
        XCTAssertEqual(formatter.string(from: fraction as NSNumber), "38%")
        XCTAssertEqual(number as? CGFloat, 0.375)
        let boxed: Any = fraction
        XCTAssertEqual((boxed as? NSNumber)?.doubleValue, 0.375)
    }

    /// A view's space is its frame on the screen (Accord's views have no superviews); converting
    /// there and back returns the point.
    func testCoordinateSpacesConvertByTheirOriginsOnTheScreen() {
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 50))
        let screen: any UICoordinateSpace = UIScreen.main.coordinateSpace
        XCTAssertEqual(view.convert(CGPoint(x: 5, y: 5), to: screen), CGPoint(x: 25, y: 105))
        XCTAssertEqual(view.convert(CGPoint(x: 25, y: 105), from: screen), CGPoint(x: 5, y: 5))
        XCTAssertEqual(view.convert(view.bounds, to: UIScreen.main.fixedCoordinateSpace), view.frame)
        XCTAssertEqual(screen.bounds, UIScreen.main.bounds)
    }

    /// A controller overriding the press and motion handlers compiles; no press is delivered.
    func testPressAndMotionHandlersCanBeOverriddenAndAreNeverCalled() {
        final class KeyboardController: UIViewController, @unchecked Sendable {
            var pressed: [UIPress.PressType] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                pressed += presses.map(\.type)
                super.pressesBegan(presses, with: event)
            }
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                if motion == .motionShake { pressed.append(.menu) }
            }
        }
        let controller = KeyboardController()
        XCTAssertEqual(controller.pressed, [])
        XCTAssertEqual(UIPressesEvent().type, .presses)
        XCTAssertEqual(UIPressesEvent().allPresses, [])
        XCTAssertEqual(UIPress.PressType.pageDown.rawValue, 31)
        XCTAssertEqual(UIEvent.EventSubtype.motionShake.rawValue, 1)
    }

    /// An intent error describes itself with a resource; its text is the resource's.
    func testAnErrorDescribesItselfWithALocalizedStringResource() {
        enum VMError: Error, CustomLocalizedStringResourceConvertible {
            case notFound(String)
            var localizedStringResource: LocalizedStringResource {
                switch self { case .notFound(let name): return "No virtual machine named \(name)" }
            }
        }
        let error: any CustomLocalizedStringResourceConvertible = VMError.notFound("Linux")
        XCTAssertEqual(String(localized: error.localizedStringResource), "No virtual machine named Linux")
    }

    /// SwiftUI: the effect adds copies outside the view's bounds; the view's own layout is unchanged.
    func testBackgroundExtensionEffectLeavesLayoutUnchanged() {
        let banner = Color.blue.frame(height: 200).accessibilityIdentifier("banner")
        let plain = S.frame(VStack { banner; Spacer() }, "banner")
        let effect = S.frame(VStack { banner.backgroundExtensionEffect(); Spacer() }, "banner")
        let disabled = S.frame(VStack { banner.backgroundExtensionEffect(isEnabled: false); Spacer() }, "banner")
        XCTAssertNotNil(plain)
        XCTAssertEqual(plain, effect)
        XCTAssertEqual(plain, disabled)
    }
}
