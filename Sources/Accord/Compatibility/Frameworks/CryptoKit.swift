import Foundation

// CryptoKit stand-in (`import CryptoKit` becomes `import Accord` in a preview): SHA-256, the hash
// apps compute for Sign in with Apple nonces, PKCE challenges and cache keys, implemented as FIPS
// 180-4 specifies (so digests equal CryptoKit's). Other CryptoKit types are not provided.

/// A SHA-256 digest (CryptoKit's `SHA256Digest`): 32 bytes.
public struct SHA256Digest: Sequence, Hashable, Sendable, CustomStringConvertible {
    let bytes: [UInt8]
    /// The digest's byte count: 32.
    public static var byteCount: Int { 32 }
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    /// "SHA256 digest: " and the bytes in hexadecimal, as CryptoKit prints it.
    public var description: String { "SHA256 digest: " + bytes.map { String(format: "%02x", $0) }.joined() }
    /// Calls `body` with the digest's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
}

/// SHA-256 (CryptoKit's `SHA256`): one-shot `hash(data:)` or incremental `update`/`finalize`.
public struct SHA256: Sendable {
    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0
    /// The digest's byte count: 32.
    public static var byteCount: Int { 32 }

    /// A hasher with nothing hashed yet.
    public init() {}
    /// The digest of `data`.
    public static func hash<D: DataProtocol>(data: D) -> SHA256Digest {
        var h = SHA256()
        h.update(data: data)
        return h.finalize()
    }
    /// Adds `data` to what is hashed.
    public mutating func update<D: DataProtocol>(data: D) {
        pending.append(contentsOf: data)
        length &+= UInt64(data.count)
        var start = 0
        while pending.count - start >= 64 {
            compress(pending[start..<start + 64])
            start += 64
        }
        pending.removeFirst(start)
    }
    /// The digest of everything added.
    public func finalize() -> SHA256Digest {
        var copy = self
        let bits = length &* 8
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for i in (0..<8).reversed() { tail.append(UInt8(truncatingIfNeeded: bits >> (UInt64(i) * 8))) }
        var start = 0
        while start < tail.count { copy.compress(tail[start..<start + 64]); start += 64 }
        return SHA256Digest(bytes: copy.state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - $0 * 8)) } })
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private mutating func compress(_ block: ArraySlice<UInt8>) {
        func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        var w = [UInt32](repeating: 0, count: 64)
        let b = Array(block)
        for i in 0..<16 {
            w[i] = UInt32(b[i * 4]) << 24 | UInt32(b[i * 4 + 1]) << 16 | UInt32(b[i * 4 + 2]) << 8 | UInt32(b[i * 4 + 3])
        }
        for i in 16..<64 {
            let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, bb, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for i in 0..<64 {
            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let ch = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ ch &+ SHA256.k[i] &+ w[i]
            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let maj = (a & bb) ^ (a & c) ^ (bb & c)
            let t2 = s0 &+ maj
            (h, g, f, e, d, c, bb, a) = (g, f, e, d &+ t1, c, bb, a, t1 &+ t2)
        }
        for (i, v) in [a, bb, c, d, e, f, g, h].enumerated() { state[i] = state[i] &+ v }
    }
}
