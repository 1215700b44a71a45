import XCTest
import Foundation
@testable import Accord

/// Security's certificates and trust, SystemConfiguration's reachability and Core Services' type
/// tags (issue 11, blockers6 row A10: the Alamofire pod of SpotifyClone, files 25–28). The
/// certificate is a self-signed P-256 one made with OpenSSL 3
/// (`openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -subj "/CN=preview.example.com/O=Accord Test"`);
/// the expected key bytes are OpenSSL's (`openssl x509 -pubkey | openssl ec -pubin -outform DER`,
/// the last 65 bytes: the uncompressed point, which is what Security's
/// `SecKeyCopyExternalRepresentation` answers for an EC public key).
final class SecurityTrustAndReachabilityTests: XCTestCase {
    static let certificate = Data(base64Encoded: "MIIBvDCCAWOgAwIBAgIUKuiWwTqytufI2GWZwcj2Yjx61m0wCgYIKoZIzj0EAwIwNDEcMBoGA1UEAwwTcHJldmlldy5leGFtcGxlLmNvbTEUMBIGA1UECgwLQWNjb3JkIFRlc3QwHhcNMjYxMjAxMjAwNTI0WhcNMzYxMTI4MjAwNTI0WjA0MRwwGgYDVQQDDBNwcmV2aWV3LmV4YW1wbGUuY29tMRQwEgYDVQQKDAtBY2NvcmQgVGVzdDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABA/bx0EOs8mzLLDM+Rgy/XwYj2tM8yoDUgs1rXo+UxcQDfcAQu99os0FNO3hl+qDHsUC/U0kO01HKbpUsNPpKzijUzBRMB0GA1UdDgQWBBTkkKoHNCPOCgy04YLZskR84UhIgTAfBgNVHSMEGDAWgBTkkKoHNCPOCgy04YLZskR84UhIgTAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0cAMEQCIEGKFU5oqmWGy7yeo1kFQrf8Z1f/a91SMZsF3ib4rY20AiB7xU7zj3dHbyf7wRP9Vob3x02Iki8KUyjHoKxYquZsvw==")!
    static let publicKeyHex = "040fdbc7410eb3c9b32cb0ccf91832fd7c188f6b4cf32a03520b35ad7a3e5317100df70042ef7da2cd0534ede197ea831ec502fd4d243b4d4729ba54b0d3e92b38"

    func testACertificateIsReadFromDERWithItsSubjectAndPublicKey() throws {
        let certificate = try XCTUnwrap(SecCertificateCreateWithData(nil, Self.certificate as CFData))
        XCTAssertEqual(SecCertificateCopyData(certificate) as Data, Self.certificate)
        XCTAssertEqual(SecCertificateCopySubjectSummary(certificate), "preview.example.com")
        let key = try XCTUnwrap(SecCertificateCopyKey(certificate))
        let bits = try XCTUnwrap(SecKeyCopyExternalRepresentation(key, nil))
        XCTAssertEqual(bits.map { String(format: "%02x", $0) }.joined(), Self.publicKeyHex)
        XCTAssertNil(SecCertificateCreateWithData(nil, Data("not a certificate".utf8)))
        XCTAssertNil(SecCertificateCreateWithData(nil, Self.certificate.dropLast()), "a truncated certificate is not one")
    }

    func testATrustHasItsChainAndKeyButIsNeverTrustedWithoutATrustStore() throws {
        let certificate = try XCTUnwrap(SecCertificateCreateWithData(nil, Self.certificate))
        var trust: SecTrust?
        XCTAssertEqual(SecTrustCreateWithCertificates(certificate, SecPolicyCreateBasicX509(), &trust), errSecSuccess)
        let made = try XCTUnwrap(trust)
        XCTAssertEqual(SecTrustSetPolicies(made, SecPolicyCreateSSL(true, "preview.example.com" as CFString)), errSecSuccess)
        XCTAssertEqual(SecTrustSetAnchorCertificates(made, [certificate] as CFArray), errSecSuccess)
        XCTAssertEqual(SecTrustGetCertificateCount(made), 1)
        XCTAssertEqual(SecTrustGetCertificateAtIndex(made, 0), certificate)
        XCTAssertNil(SecTrustGetCertificateAtIndex(made, 1))
        XCTAssertEqual(SecTrustCopyKey(made), SecCertificateCopyKey(certificate))
        var error: CFError?
        XCTAssertFalse(SecTrustEvaluateWithError(made, &error))
        XCTAssertEqual(error?.code, Int(errSecNotTrusted))
        XCTAssertEqual(errSecNotTrusted, -67843, "Security's errSecNotTrusted")
        var result = SecTrustResultType.invalid
        XCTAssertEqual(SecTrustEvaluate(made, &result), errSecSuccess)
        XCTAssertEqual(result, .recoverableTrustFailure)
        XCTAssertEqual(kSecRevocationUseAnyAvailableMethod, 3, "OCSP | CRL")
    }

    final class Box { var retained = 0 }

    func testReachabilityAnswersNoNetworkAndBalancesItsContext() throws {
        let target = try XCTUnwrap(SCNetworkReachabilityCreateWithName(nil, "example.com"))
        var flags = SCNetworkReachabilityFlags.reachable
        XCTAssertTrue(SCNetworkReachabilityGetFlags(target, &flags))
        XCTAssertEqual(flags, [], "a preview has no network")
        XCTAssertEqual(SCNetworkReachabilityFlags.isWWAN.rawValue, 1 << 18)
        XCTAssertEqual(SCNetworkReachabilityFlags.connectionAutomatic, .connectionOnTraffic)

        let box = Box()
        var context = SCNetworkReachabilityContext(version: 0, info: Unmanaged.passUnretained(box).toOpaque(), retain: { info in
            Unmanaged<Box>.fromOpaque(info).takeUnretainedValue().retained += 1
            return info
        }, release: { info in
            Unmanaged<Box>.fromOpaque(info).takeUnretainedValue().retained -= 1
        }, copyDescription: { _ in Unmanaged.passRetained("flags" as CFString) })
        var called = false
        let callback: SCNetworkReachabilityCallBack = { _, _, _ in called = true }
        XCTAssertTrue(SCNetworkReachabilitySetCallback(target, callback, &context))
        XCTAssertTrue(SCNetworkReachabilitySetDispatchQueue(target, .main))
        XCTAssertEqual(box.retained, 1)
        SCNetworkReachabilitySetCallback(target, nil, nil)
        SCNetworkReachabilitySetDispatchQueue(target, nil)
        XCTAssertEqual(box.retained, 0)
        XCTAssertFalse(called)
        var zero = sockaddr()
        zero.sa_len = UInt8(MemoryLayout<sockaddr>.size)
        zero.sa_family = sa_family_t(AF_INET)
        XCTAssertNotNil(SCNetworkReachabilityCreateWithAddress(nil, &zero))
    }

    func testTypeTagsComeFromTheSystemTypes() throws {
        let id = try XCTUnwrap(UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "png" as CFString, nil)?.takeRetainedValue())
        XCTAssertEqual(id as String, "public.png")
        let mime = try XCTUnwrap(UTTypeCopyPreferredTagWithClass(id, kUTTagClassMIMEType)?.takeRetainedValue())
        XCTAssertEqual(mime as String, "image/png")
        XCTAssertTrue(UTTypeConformsTo("public.png", "public.image"))
        XCTAssertEqual(NSURLSessionDownloadTaskResumeData, "NSURLSessionDownloadTaskResumeData")
    }
}
