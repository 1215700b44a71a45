import Foundation

/// Room on the stack for layout recursion, without a thread per pass (issue 18).
///
/// A pass used to run on a fresh thread with a 512 MB stack, twice (sizing, then placing), so
/// that recursion over very deep trees could not overflow the caller's stack. Creating and
/// joining such a thread costs ~42 µs on an idle machine (a 512 MB stack is above glibc's stack
/// cache: it is mapped and unmapped each time), and on a busy one the wait until the new thread
/// is scheduled — more than the whole layout of a 200-node chain. Now a pass runs on its
/// caller's thread, and the recursion watches the room left: each of a node's entry points that
/// can reach its children (sizing, placing, spacing, guides, size dependence, revalidation:
/// `LayoutNode.withRoom`) compares the stack pointer with its thread's limit (`redZone` above
/// the stack's end) and, below it, goes on with that node's work on a fresh large stack, then
/// comes back. A shallow tree never leaves its thread; a deep one leaves it once.
///
/// Views built while laid out (GeometryReader's content: `withBuildRoom`; a lazy container's
/// rows: `LayoutBehaviour.buildsViewsWhileLaidOut`) recurse through the view builder, where no
/// node checks: that work runs where at least `buildRoom` is left (a large stack).
package enum StackRoom {
    /// Room kept free below a check: the deepest one level of recursion between two checks may
    /// use (a debug build's frames included), with a wide margin.
    static let redZone: UInt = 2 << 20
    /// Room a pass wants on its caller's thread before it runs there.
    static let passRoom: UInt = 4 << 20
    /// Room a view-building behaviour's node works in.
    static let buildRoom: UInt = 64 << 20
    /// The stack of a thread started to go on with a deep recursion.
    static let largeStackSize = 512 << 20

    /// This thread's limit: the lowest stack address a check lets recursion reach (the stack's
    /// end plus the red zone); 0 when unknown (no check stops). Computed once per thread.
    static func limit() -> UInt {
        if let p = pthread_getspecific(limitKey) { return UInt(bitPattern: p) &- 1 }
        var attr = pthread_attr_t()
        var low: UInt = 0
        if stackAttributes(pthread_self(), &attr) == 0 {
            var address: UnsafeMutableRawPointer?
            var size = 0
            if pthread_attr_getstack(&attr, &address, &size) == 0, let address { low = UInt(bitPattern: address) }
            pthread_attr_destroy(&attr)
        }
        let limit = low == 0 ? 0 : low + redZone
        pthread_setspecific(limitKey, UnsafeRawPointer(bitPattern: limit &+ 1))
        return limit
    }

    private static let limitKey: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k, nil)
        return k
    }()

    /// An address in the caller's frame (the stack grows down).
    @inline(__always) static func here() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// Whether the room left on this thread's stack is below `room` beyond the limit.
    @inline(__always) static func isShort(of room: UInt = 0) -> Bool {
        let limit = limit()
        return limit != 0 && here() < limit &+ room
    }

    /// Runs a pass's sizing or placing: here when the thread has `passRoom` left, else on a
    /// large stack (a thread whose stack is unknown or small: as every pass ran before).
    package static func withPassRoom<R>(_ body: () -> R) -> R {
        if limit() == 0 || isShort(of: passRoom) { return onLargeStack(body) }
        return body()
    }

    /// Runs `body`, which builds views (a recursion no node checks), where `buildRoom` is left:
    /// here on a large stack, else on a fresh one.
    package static func withBuildRoom<R>(_ body: () -> R) -> R {
        if limit() == 0 || isShort(of: buildRoom) { return onLargeStack(body) }
        return body()
    }

    /// How many large stacks layout started from this thread (a shallow pass starts none).
    package static var largeStacksStartedHere: Int { Int(bitPattern: pthread_getspecific(countKey)) }

    private static let countKey: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k, nil)
        return k
    }()

    /// Runs `body` on a fresh thread with a large stack and waits for it.
    static func onLargeStack<R>(_ body: () -> R) -> R {
        pthread_setspecific(countKey, UnsafeRawPointer(bitPattern: largeStacksStartedHere + 1))
        var result: R?
        startLargeStack { result = body() }
        return result!
    }
}

@_silgen_name("pthread_getattr_np")
private func stackAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32

extension LayoutNode {
    /// Runs `body`, this node's work that may reach its children, where there is room for it
    /// (`StackRoom`): here, or on a large stack when this thread's is nearly used up (or, for a
    /// node that builds views while laid out, has less than `buildRoom` left).
    /// A node without children that builds none reaches no other node: nothing recurses below
    /// it, so it is not checked (3 of 4 nodes of a list of rows; the check is a thread-specific
    /// read, issue 18).
    @inline(__always) func withRoom<R>(_ body: () -> R) -> R {
        if !buildsViews && children.isEmpty { return body() }
        if StackRoom.isShort(of: buildsViews ? StackRoom.buildRoom : 0) { return StackRoom.onLargeStack(body) }
        return body()
    }

    /// `withRoom` on the hot paths (sizing, placing), at recursion depth `depth`: the stack is
    /// checked every 8th level only (a level between two checks uses far less than the red zone
    /// over 8 levels; the check is a thread-specific read, ~2 % of a chain's instructions when
    /// made at every level).
    @inline(__always) func withRoom<R>(atDepth depth: Int, _ body: () -> R) -> R {
        if depth & 7 == 0 || buildsViews { return withRoom(body) }
        return body()
    }
}

/// Runs `body` on a thread with a 512 MB stack (virtual; pages are committed only when used)
/// and waits for it, so that recursion over very deep trees cannot overflow. Nested calls run
/// inline. (The layout engine itself checks its room instead: `StackRoom`.)
package func withLargeStack(_ body: () -> Void) {
    if LargeStack.isActive {
        body()
        return
    }
    startLargeStack(body)
}

/// Runs `body` on a new thread with a 512 MB stack and waits for it (inline if the thread
/// cannot be started).
private func startLargeStack(_ body: () -> Void) {
    withoutActuallyEscaping(body) { escapable in
        let box = Unmanaged.passRetained(LargeStackJob(escapable))
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        pthread_attr_setstacksize(&attr, StackRoom.largeStackSize)
        var thread = pthread_t()
        let rc = pthread_create(&thread, &attr, { raw in
            let job = Unmanaged<LargeStackJob>.fromOpaque(raw!).takeRetainedValue()
            LargeStack.isActive = true
            job.body()
            job.body = {}
            return nil
        }, box.toOpaque())
        pthread_attr_destroy(&attr)
        if rc != 0 {
            box.release()
            escapable()
            return
        }
        pthread_join(thread, nil)
    }
}

private final class LargeStackJob: @unchecked Sendable {
    var body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

private enum LargeStack {
    /// True on threads started by `withLargeStack` (they live for one call).
    static var isActive: Bool {
        get { pthread_getspecific(key) != nil }
        set { pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }
    static let key: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k, nil)
        return k
    }()
}
