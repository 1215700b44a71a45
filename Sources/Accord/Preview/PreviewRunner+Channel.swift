import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The runner's channels to the `accord` tool. Accord's own output (frames, traces, JSON,
/// render results) goes to `ACCORD_CHANNEL_FD` (fd 3 when the tool runs the preview, else
/// stdout), so a `print` in a user's body, which goes to stdout, cannot corrupt it; the
/// runner's status (its exit code, each preview's outcome) goes to `ACCORD_STATUS_FD`, so an
/// `exit(5)` in a body is not mistaken for the runner's own ending.
enum RunnerChannel {
    static let output: Int32 = ProcessInfo.processInfo.environment["ACCORD_CHANNEL_FD"].flatMap(Int32.init) ?? 1
    static let status: Int32? = ProcessInfo.processInfo.environment["ACCORD_STATUS_FD"].flatMap(Int32.init)
    nonisolated(unsafe) private static var buffer: [UInt8] = []
    private static let lock = NSLock()

    /// Called first: when run by `accord`, die with it (the kernel sends SIGKILL when the
    /// parent goes away, however it goes).
    static func setUp() {
        guard let parent = ProcessInfo.processInfo.environment["ACCORD_PARENT_PID"].flatMap(Int32.init) else { return }
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        if let sym = dlsym(nil, "prctl") {  // RTLD_DEFAULT (prctl is variadic: not importable)
            let prctl = unsafeBitCast(sym, to: Prctl.self)
            _ = prctl(1 /* PR_SET_PDEATHSIG */, UInt(SIGKILL), 0, 0, 0)
        }
        // accord may have gone before the request took effect.
        if getppid() != parent { _exit(3) }
    }

    /// Adds a line to Accord's output.
    static func emit(_ s: String) {
        lock.lock(); defer { lock.unlock() }
        var s = s
        s.withUTF8 { buffer.append(contentsOf: $0) }
        buffer.append(10)
        if buffer.count > 1 << 16 { flushLocked() }
    }

    static func flush() {
        lock.lock(); defer { lock.unlock() }
        flushLocked()
    }

    private static func flushLocked() {
        writeAll(output, buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// A line on the status channel (written at once: status lines must survive a later crash).
    static func report(_ line: String) {
        guard let fd = status else { return }
        writeAll(fd, Array((line + "\n").utf8))
    }

    /// Flushes the output, reports the runner's own exit code, exits.
    static func finish(_ code: Int32) -> Never {
        flush()
        report("exit \(code)")
        exit(code)
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var off = 0
        while off < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + off, $0.count - off) }
            if n < 0 { if errno == EINTR { continue }; return }
            off += n
        }
    }
}
