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

    /// Adds a line to Accord's output. Control characters other than line feed and tab — from a
    /// preview's name or a `Text` — are written as their Unicode pictures (ESC as ␛; C1 controls
    /// as �): a preview named `"\u{1B}]0;…\u{7}"` set the terminal's title (and colours, the
    /// clipboard…) when `accord frames` printed its name. (A JSON line — the live preview's
    /// answers, `--json` — is written as it is: its control characters are escaped already.)
    static func emit(_ s: String) {
        lock.lock(); defer { lock.unlock() }
        var s = s
        if s.utf8.first == UInt8(ascii: "{") {
            s.withUTF8 { buffer.append(contentsOf: $0) }
            buffer.append(10)
            if buffer.count > 1 << 16 { flushLocked() }
            return
        }
        s.withUTF8 { bytes in
            var k = 0
            while k < bytes.count {
                let b = bytes[k]
                if (b < 0x20 && b != 10 && b != 9) || b == 0x7F {
                    buffer.append(contentsOf: [0xE2, 0x90, b == 0x7F ? 0xA1 : 0x80 + b])  // U+2400 + b, U+2421
                } else if b == 0xC2, k + 1 < bytes.count, (0x80...0x9F).contains(bytes[k + 1]) {
                    buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    k += 1
                } else {
                    buffer.append(b)
                }
                k += 1
            }
        }
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
