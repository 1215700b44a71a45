import Foundation

// Security's certificates, keys, policies and trust evaluation, as networking code declares them
// (Alamofire's `ServerTrustEvaluation`, `AFError.ServerTrustFailureReason`, certificate and
// public-key pinning). A preview makes no connection, so no server ever presents a trust; a trust
// made by the app itself is evaluated against no root certificates — there is no trust store in a
// preview — and so never passes: `SecTrustEvaluateWithError` answers false with
// `errSecNotTrusted`, `SecTrustEvaluate` `.recoverableTrustFailure`. Certificates are real:
// `SecCertificateCreateWithData` accepts only a DER X.509 certificate (as Security does), keeps
// its bytes, reads its subject's common name and its public key (the subjectPublicKey bits,
// Security's external representation), so pinning code compares the same keys as on iOS.

/// Core Foundation's option flags (`CFOptionFlags`).
public typealias CFOptionFlags = UInt
/// Core Foundation's index and count type (`CFIndex`).
public typealias CFIndex = Int
/// Core Foundation's array (here `[Any]`, so `certificates as CFArray` compiles).
public typealias CFArray = [Any]

/// Core Foundation's memory allocator (`CFAllocator`); Accord's functions take `nil`, the default.
public final class CFAllocator: @unchecked Sendable {}
/// The default allocator (`kCFAllocatorDefault`): nil, as in Core Foundation.
public let kCFAllocatorDefault: CFAllocator! = nil

/// The trust chain could not be verified to a trusted root (Security's `errSecNotTrusted`).
public let errSecNotTrusted: OSStatus = -67843
/// A certificate was not valid data (Security's `errSecUnknownFormat`).
public let errSecUnknownFormat: OSStatus = -25257
/// The operation is not implemented (Security's `errSecUnimplemented`).
public let errSecUnimplemented: OSStatus = -4

/// Revocation checking: OCSP (Security's `kSecRevocationOCSPMethod`).
public let kSecRevocationOCSPMethod: CFOptionFlags = 1 << 0
/// Revocation checking: certificate revocation lists.
public let kSecRevocationCRLMethod: CFOptionFlags = 1 << 1
/// Revocation checking: prefer CRLs to OCSP.
public let kSecRevocationPreferCRL: CFOptionFlags = 1 << 2
/// Revocation checking: require a positive response.
public let kSecRevocationRequirePositiveResponse: CFOptionFlags = 1 << 3
/// Revocation checking: no network access.
public let kSecRevocationNetworkAccessDisabled: CFOptionFlags = 1 << 4
/// Revocation checking: any available method (OCSP and CRL).
public let kSecRevocationUseAnyAvailableMethod: CFOptionFlags = kSecRevocationOCSPMethod | kSecRevocationCRLMethod

/// The result of a trust evaluation (Security's `SecTrustResultType`).
public enum SecTrustResultType: UInt32, Sendable {
    case invalid = 0, proceed = 1, confirm = 2, deny = 3, unspecified = 4
    case recoverableTrustFailure = 5, fatalTrustFailure = 6, otherError = 7
}

/// An X.509 certificate (Security's `SecCertificate`): its DER bytes.
public final class SecCertificate: Hashable, @unchecked Sendable {
    let der: Data
    let subjectPublicKeyInfo: (algorithm: Data, key: Data)?
    let commonName: String?
    init?(der: Data) {
        guard let certificate = DERReader.certificate(der) else { return nil }
        self.der = der
        subjectPublicKeyInfo = certificate.publicKey
        commonName = certificate.commonName
    }
    /// Certificates are equal when their bytes are (Core Foundation's `CFEqual`).
    public static func == (a: SecCertificate, b: SecCertificate) -> Bool { a.der == b.der }
    /// Hashes the bytes.
    public func hash(into h: inout Hasher) { h.combine(der) }
}

/// A public key (Security's `SecKey`): the algorithm and the subjectPublicKey bits of a certificate.
public final class SecKey: Hashable, @unchecked Sendable {
    let algorithm: Data
    let bits: Data
    init(algorithm: Data, bits: Data) { self.algorithm = algorithm; self.bits = bits }
    /// Keys are equal when their algorithm and bits are.
    public static func == (a: SecKey, b: SecKey) -> Bool { a.algorithm == b.algorithm && a.bits == b.bits }
    /// Hashes the key bits.
    public func hash(into h: inout Hasher) { h.combine(bits) }
}

/// A policy a trust is evaluated against (Security's `SecPolicy`).
public final class SecPolicy: @unchecked Sendable {
    let kind: String
    let hostname: String?
    init(kind: String, hostname: String? = nil) { self.kind = kind; self.hostname = hostname }
}

/// A certificate chain with the policies it is evaluated against (Security's `SecTrust`).
public final class SecTrust: @unchecked Sendable {
    let certificates: [SecCertificate]
    var policies: [SecPolicy]
    var anchors: [SecCertificate] = []
    var anchorsOnly = false
    init(certificates: [SecCertificate], policies: [SecPolicy]) { self.certificates = certificates; self.policies = policies }
}

/// A certificate from DER data, or nil when the data is not a DER X.509 certificate.
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    SecCertificate(der: data)
}
/// The certificate's DER bytes.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.der }
/// The subject's common name (Security's summary of a certificate).
public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? { certificate.commonName }
/// The subject's common name.
public func SecCertificateCopyCommonName(_ certificate: SecCertificate, _ commonName: UnsafeMutablePointer<CFString?>) -> OSStatus {
    commonName.pointee = certificate.commonName
    return certificate.commonName == nil ? errSecUnknownFormat : errSecSuccess
}
/// The certificate's public key.
public func SecCertificateCopyKey(_ certificate: SecCertificate) -> SecKey? {
    certificate.subjectPublicKeyInfo.map { SecKey(algorithm: $0.algorithm, bits: $0.key) }
}
/// The key's external representation: the subjectPublicKey bits (PKCS #1 for RSA, the X9.63
/// point for elliptic-curve keys), as Security answers for a public key.
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    key.bits
}

/// The TLS server (or client) policy, checking `hostname` when given.
public func SecPolicyCreateSSL(_ server: Bool, _ hostname: CFString?) -> SecPolicy {
    SecPolicy(kind: server ? "sslServer" : "sslClient", hostname: hostname)
}
/// The basic X.509 policy.
public func SecPolicyCreateBasicX509() -> SecPolicy { SecPolicy(kind: "basicX509") }
/// A revocation-checking policy.
public func SecPolicyCreateRevocation(_ revocationFlags: CFOptionFlags) -> SecPolicy? { SecPolicy(kind: "revocation") }

/// A trust over a certificate (or an array of them, leaf first) and a policy (or an array).
public func SecTrustCreateWithCertificates(_ certificates: CFTypeRef, _ policies: CFTypeRef?,
                                           _ trust: UnsafeMutablePointer<SecTrust?>) -> OSStatus {
    let chain: [SecCertificate]
    if let one = certificates as? SecCertificate { chain = [one] } else if let many = certificates as? [SecCertificate] { chain = many } else {
        trust.pointee = nil
        return errSecParam
    }
    let policyList = (policies as? SecPolicy).map { [$0] } ?? (policies as? [SecPolicy]) ?? []
    trust.pointee = SecTrust(certificates: chain, policies: policyList)
    return errSecSuccess
}
/// Replaces the trust's policies (a policy or an array).
public func SecTrustSetPolicies(_ trust: SecTrust, _ policies: CFTypeRef) -> OSStatus {
    if let one = policies as? SecPolicy { trust.policies = [one] } else if let many = policies as? [SecPolicy] { trust.policies = many } else { return errSecParam }
    return errSecSuccess
}
/// The trust's policies.
public func SecTrustCopyPolicies(_ trust: SecTrust, _ policies: UnsafeMutablePointer<CFArray?>) -> OSStatus {
    policies.pointee = trust.policies
    return errSecSuccess
}
/// Sets the certificates the chain may end at.
public func SecTrustSetAnchorCertificates(_ trust: SecTrust, _ anchorCertificates: CFArray) -> OSStatus {
    trust.anchors = anchorCertificates.compactMap { $0 as? SecCertificate }
    return errSecSuccess
}
/// Whether only the anchors set are trusted.
public func SecTrustSetAnchorCertificatesOnly(_ trust: SecTrust, _ anchorCertificatesOnly: Bool) -> OSStatus {
    trust.anchorsOnly = anchorCertificatesOnly
    return errSecSuccess
}
/// Evaluates the trust: a preview has no trust store, so it fails with `errSecNotTrusted`.
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    error?.pointee = NSError(domain: NSOSStatusErrorDomain, code: Int(errSecNotTrusted), userInfo: [
        NSLocalizedDescriptionKey: "“\(trust.certificates.first?.commonName ?? "certificate")” is not trusted (a preview has no trust store)"])
    return false
}
/// Evaluates the trust (deprecated form): `.recoverableTrustFailure`, the answer for an unverified chain.
public func SecTrustEvaluate(_ trust: SecTrust, _ result: UnsafeMutablePointer<SecTrustResultType>) -> OSStatus {
    result.pointee = .recoverableTrustFailure
    return errSecSuccess
}
/// The result of the last evaluation: `.recoverableTrustFailure`.
public func SecTrustGetTrustResult(_ trust: SecTrust, _ result: UnsafeMutablePointer<SecTrustResultType>) -> OSStatus {
    SecTrustEvaluate(trust, result)
}
/// The number of certificates in the chain.
public func SecTrustGetCertificateCount(_ trust: SecTrust) -> CFIndex { trust.certificates.count }
/// The certificate at `ix` (0 is the leaf).
public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ ix: CFIndex) -> SecCertificate? {
    trust.certificates.indices.contains(ix) ? trust.certificates[ix] : nil
}
/// The chain, leaf first.
public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? { trust.certificates }
/// The leaf's public key.
public func SecTrustCopyKey(_ trust: SecTrust) -> SecKey? { trust.certificates.first.flatMap(SecCertificateCopyKey) }
/// The leaf's public key (deprecated form of `SecTrustCopyKey`).
public func SecTrustCopyPublicKey(_ trust: SecTrust) -> SecKey? { SecTrustCopyKey(trust) }

/// Reads the parts of a DER X.509 certificate Security's functions answer with.
enum DERReader {
    /// One TLV: its tag, and the range of its contents in the data.
    struct Element { let tag: UInt8; let contents: Range<Int>; let end: Int }

    static func element(_ d: [UInt8], at i: Int, limit: Int) -> Element? {
        guard i + 2 <= limit else { return nil }
        let tag = d[i]
        var length = Int(d[i + 1]), start = i + 2
        if length & 0x80 != 0 {
            let n = length & 0x7f
            guard n >= 1, n <= 4, start + n <= limit else { return nil }
            length = d[start..<start + n].reduce(0) { $0 << 8 | Int($1) }
            start += n
        }
        guard start + length <= limit else { return nil }
        return Element(tag: tag, contents: start..<start + length, end: start + length)
    }

    static func children(_ d: [UInt8], of e: Element) -> [Element]? {
        var out: [Element] = [], i = e.contents.lowerBound
        while i < e.contents.upperBound {
            guard let c = element(d, at: i, limit: e.contents.upperBound) else { return nil }
            out.append(c)
            i = c.end
        }
        return out
    }

    /// A certificate is SEQUENCE { tbsCertificate SEQUENCE, signatureAlgorithm SEQUENCE, signature BIT STRING }
    /// covering all the data; tbsCertificate holds [0] version?, serial, signature, issuer, validity, subject, subjectPublicKeyInfo.
    static func certificate(_ data: Data) -> (publicKey: (algorithm: Data, key: Data)?, commonName: String?)? {
        let d = [UInt8](data)
        guard let outer = element(d, at: 0, limit: d.count), outer.tag == 0x30, outer.end == d.count,
              let parts = children(d, of: outer), parts.count == 3,
              parts[0].tag == 0x30, parts[1].tag == 0x30, parts[2].tag == 0x03,
              var tbs = children(d, of: parts[0]) else { return nil }
        if tbs.first?.tag == 0xa0 { tbs.removeFirst() }
        guard tbs.count >= 6, tbs[0].tag == 0x02, tbs[3].tag == 0x30, tbs[4].tag == 0x30, tbs[5].tag == 0x30 else { return nil }
        var key: (Data, Data)?
        if let spki = children(d, of: tbs[5]), spki.count == 2, spki[0].tag == 0x30, spki[1].tag == 0x03, spki[1].contents.count >= 1 {
            // The BIT STRING's first byte counts its unused bits (0 for keys).
            key = (Data(d[spki[0].contents]), Data(d[(spki[1].contents.lowerBound + 1)..<spki[1].contents.upperBound]))
        }
        return (key, commonName(d, subject: tbs[4]))
    }

    /// The last commonName (OID 2.5.4.3) of a Name: SEQUENCE OF SET OF SEQUENCE { OID, string }.
    static func commonName(_ d: [UInt8], subject: Element) -> String? {
        let cn: [UInt8] = [0x55, 0x04, 0x03]
        var found: String?
        for set in children(d, of: subject) ?? [] {
            for pair in children(d, of: set) ?? [] {
                guard let kv = children(d, of: pair), kv.count == 2, kv[0].tag == 0x06, Array(d[kv[0].contents]) == cn else { continue }
                found = String(decoding: d[kv[1].contents], as: UTF8.self)
            }
        }
        return found
    }
}
