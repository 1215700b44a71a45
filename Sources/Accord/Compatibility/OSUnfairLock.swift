import Foundation

// `os_unfair_lock` (Darwin's `os/lock.h`, which Apple's Foundation brings in): the C lock that
// Swift code keeps as a stored property and locks through its address
// (`os_unfair_lock_lock(&lock)`). Linux has no such lock; here each address the functions are
// given has an `NSLock` of its own, made at first use, so locking an address excludes other
// threads exactly as the unfair lock does (without its priority donation). The lock's value is
// not read: a zero-initialised `os_unfair_lock_s()` is unlocked, as in C.

/// The unfair lock's storage (`os_unfair_lock_s`; `os_unfair_lock()` is the unlocked value).
public struct os_unfair_lock_s: Sendable {
    /// C's opaque field (unused here: the lock lives at the value's address).
    public var _os_unfair_lock_opaque: UInt32
    /// An unlocked lock.
    public init() { _os_unfair_lock_opaque = 0 }
    /// A lock with C's field set.
    public init(_os_unfair_lock_opaque: UInt32) { self._os_unfair_lock_opaque = _os_unfair_lock_opaque }
}
/// The unfair lock (`os_unfair_lock`).
public typealias os_unfair_lock = os_unfair_lock_s
/// A pointer to an unfair lock (`os_unfair_lock_t`).
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// The lock of each address used as an unfair lock.
private final class UnfairLockTable: @unchecked Sendable {
    static let shared = UnfairLockTable()
    private let guardLock = NSLock()
    private var locks: [UnsafeMutableRawPointer: NSLock] = [:]
    func lock(at p: os_unfair_lock_t) -> NSLock {
        guardLock.lock()
        defer { guardLock.unlock() }
        let key = UnsafeMutableRawPointer(p)
        if let l = locks[key] { return l }
        let l = NSLock()
        locks[key] = l
        return l
    }
}

/// Takes the lock at `lock`, waiting while another thread holds it (`os_unfair_lock_lock`).
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { UnfairLockTable.shared.lock(at: lock).lock() }
/// Releases the lock at `lock` (`os_unfair_lock_unlock`).
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { UnfairLockTable.shared.lock(at: lock).unlock() }
/// Takes the lock at `lock` if it is free; answers whether it did (`os_unfair_lock_trylock`).
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { UnfairLockTable.shared.lock(at: lock).try() }
