import XCTest
import Foundation
@testable import Accord

/// CryptoKit's HMAC and small UIKit/Core Foundation gaps of corpus7 (issue 11, blockers7 S3 —
/// BetterBlueKit's request signing, `UIBackgroundTaskIdentifier` —, A2 — IDResistors'
/// `kCFBundleVersionKey`, `UIWindow(windowScene:)` — and S5 — APOD's `UIVisualEffectView(frame:)`).
/// HMAC-SHA256 codes are RFC 4231's test vectors (cases 1 and 2; case 6 for a key longer than a block).
final class HMACAndSmallUIKitGapsTests: XCTestCase {
    func hex<S: Sequence>(_ s: S) -> String where S.Element == UInt8 { s.map { String(format: "%02x", $0) }.joined() }

    func testHMACSHA256MatchesRFC4231() {
        let case1 = HMAC<SHA256>.authenticationCode(for: Data("Hi There".utf8), using: SymmetricKey(data: Data(repeating: 0x0b, count: 20)))
        XCTAssertEqual(hex(case1), "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        let key2 = SymmetricKey(data: Data("Jefe".utf8))
        let case2 = HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: key2)
        XCTAssertEqual(hex(case2), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        XCTAssertTrue(HMAC<SHA256>.isValidAuthenticationCode(case2, authenticating: Data("what do ya want for nothing?".utf8), using: key2))
        let case6 = HMAC<SHA256>.authenticationCode(for: Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                                                    using: SymmetricKey(data: Data(repeating: 0xaa, count: 131)))
        XCTAssertEqual(hex(case6), "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
        XCTAssertEqual(SymmetricKey(size: .bits256).bitCount, 256)
    }

    func testBackgroundTasksWindowsAndBundleKeys() {
        let task = UIApplication.shared.beginBackgroundTask { XCTFail("a preview never expires a task") }
        XCTAssertNotEqual(task, .invalid)
        UIApplication.shared.endBackgroundTask(task)
        XCTAssertEqual(kCFBundleVersionKey, "CFBundleVersion")
        XCTAssertEqual(UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)).frame.height, 20)
    }
}
