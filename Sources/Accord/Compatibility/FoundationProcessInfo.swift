import Foundation

// Foundation's Apple-platform `ProcessInfo` flags, which Linux's Foundation lacks, and `os`'s
// `OSAllocatedUnfairLock`. A preview runs as an iOS app on an iPhone (or iPad) simulator.

extension ProcessInfo {
    /// Whether the process is a Mac Catalyst app: false (a preview is an iOS app on iOS).
    public var isMacCatalystApp: Bool { false }
    /// Whether the process is an iPhone/iPad app running on a Mac: false.
    public var isiOSAppOnMac: Bool { false }
}

/// A lock protecting a value (`os`'s `OSAllocatedUnfairLock`), here over `NSLock`: the same
/// mutual exclusion, without the unfair lock's priority donation.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }
    private let box: Box

    /// A lock protecting `initialState`.
    public init(initialState: State) where State: Sendable { box = Box(initialState) }
    /// A lock protecting a value that need not be `Sendable`.
    public init(uncheckedState initialState: State) { box = Box(initialState) }

    /// Runs `body` with the state while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        box.lock.lock()
        defer { box.lock.unlock() }
        return try body(&box.state)
    }
    /// Runs `body` with the state while holding the lock, without `Sendable` checks.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        box.lock.lock()
        defer { box.lock.unlock() }
        return try body(&box.state)
    }
    /// Takes the lock.
    public func lock() { box.lock.lock() }
    /// Releases the lock.
    public func unlock() { box.lock.unlock() }
    /// Takes the lock if it is free.
    public func lockIfAvailable() -> Bool { box.lock.try() }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock protecting nothing but a critical section.
    public init() { self.init(uncheckedState: ()) }
    /// Runs `body` while holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked { _ in try body() }
    }
}
