import Foundation

// CryptoKit's message authentication (`HMAC<SHA256>.authenticationCode(for:using:)` with a
// `SymmetricKey`), as API clients sign requests with it. HMAC is RFC 2104 over Accord's SHA-256
// (codes equal RFC 4231's test vectors); `SymmetricKey(size:)` draws from the system's generator.

/// A hash function CryptoKit can use in HMAC (CryptoKit's `HashFunction`).
public protocol HashFunction {
    associatedtype Digest: Sequence where Digest.Element == UInt8
    /// The function's block size in bytes.
    static var blockByteCount: Int { get }
    init()
    mutating func update<D: DataProtocol>(data: D)
    func finalize() -> Digest
}

extension SHA256: HashFunction {
    /// SHA-256's block: 64 bytes.
    public static var blockByteCount: Int { 64 }
}

/// A key for symmetric cryptography (CryptoKit's `SymmetricKey`).
public struct SymmetricKey: Sendable {
    let bytes: [UInt8]
    /// A key of the given bytes.
    public init<D: ContiguousBytes>(data: D) { bytes = data.withUnsafeBytes { Array($0) } }
    /// A random key of a size.
    public init(size: SymmetricKeySize) {
        var generator = SystemRandomNumberGenerator()
        bytes = (0..<(size.bitCount / 8)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
    /// The key's length in bits.
    public var bitCount: Int { bytes.count * 8 }
    /// Calls `body` with the key's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
}

/// A key size (CryptoKit's `SymmetricKeySize`).
public struct SymmetricKeySize: Sendable {
    public let bitCount: Int
    public init(bitCount: Int) { self.bitCount = bitCount }
    public static let bits128 = SymmetricKeySize(bitCount: 128)
    public static let bits192 = SymmetricKeySize(bitCount: 192)
    public static let bits256 = SymmetricKeySize(bitCount: 256)
}

/// An HMAC (CryptoKit's `HashedAuthenticationCode`).
public struct HashedAuthenticationCode<H: HashFunction>: Sequence, Hashable, Sendable, CustomStringConvertible {
    let bytes: [UInt8]
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    public static var byteCount: Int { 32 }
    public var description: String { "HMAC with \(H.self): " + bytes.map { String(format: "%02x", $0) }.joined() }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
}

/// A keyed-hash message authentication code (CryptoKit's `HMAC`, RFC 2104).
public struct HMAC<H: HashFunction> {
    private var inner: H
    private let outerKey: [UInt8]

    /// An HMAC to feed with `update(data:)`.
    public init(key: SymmetricKey) {
        var k = key.bytes
        if k.count > H.blockByteCount { var h = H(); h.update(data: k); k = Array(h.finalize()) }
        k += [UInt8](repeating: 0, count: H.blockByteCount - k.count)
        outerKey = k.map { $0 ^ 0x5c }
        inner = H()
        inner.update(data: k.map { $0 ^ 0x36 })
    }
    public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }
    public func finalize() -> HashedAuthenticationCode<H> {
        var outer = H()
        outer.update(data: outerKey)
        outer.update(data: Array(inner.finalize()))
        return HashedAuthenticationCode(bytes: Array(outer.finalize()))
    }
    /// The code of `data` under `key`.
    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> HashedAuthenticationCode<H> {
        var h = HMAC(key: key)
        h.update(data: data)
        return h.finalize()
    }
    /// Whether `authenticationCode` is `data`'s code under `key`.
    public static func isValidAuthenticationCode<D: DataProtocol>(_ authenticationCode: HashedAuthenticationCode<H>, authenticating data: D,
                                                                 using key: SymmetricKey) -> Bool {
        Self.authenticationCode(for: data, using: key) == authenticationCode
    }
}
