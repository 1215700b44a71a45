import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The supervisor's plumbing: pipes, reading and writing lines, names of signals and times, and
/// mapping the compiled file's names back to the user's.
extension Supervisor {
    /// Sets a child's spawn attributes (after `posix_spawnattr_init`): its own process group, so
    /// it and its children are stopped together; no signal blocked, and SIGPIPE, SIGINT, SIGTERM,
    /// SIGHUP and SIGQUIT at their defaults, whatever the tool itself blocks or ignores.
    static func setChildAttributes(_ attr: inout posix_spawnattr_t) {
        posix_spawnattr_setpgroup(&attr, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attr, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attr, &defaults)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    /// A pipe whose ends are closed on exec. (pipe2 is not visible from Swift; the registry's
    /// lock, also held across every spawn, keeps other spawns from inheriting the ends.)
    static func makePipe(_ fds: inout [Int32]) -> Bool {
        Cleanup.withChildren {
            guard pipe(&fds) == 0 else { return false }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            return true
        }
    }

    /// Reads `fd` to its end, passing on each line (without its newline; invalid UTF-8 repaired).
    static func readLines(_ fd: Int32, limit: Int = 1 << 20, _ sink: (String) -> Void) {
        var pending = [UInt8]()
        var buf = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buf, buf.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            // Only the new bytes are searched for line ends (memchr: a long line, such as a live
            // preview's rendering of a few hundred KB, arrives in many reads).
            buf.withUnsafeBufferPointer { b in
                let base = b.baseAddress!
                var from = 0
                while from < n, let p = memchr(base + from, 10, n - from) {
                    let nl = base.distance(to: p.assumingMemoryBound(to: UInt8.self))
                    pending.append(contentsOf: UnsafeBufferPointer(start: base + from, count: nl - from))
                    sink(String(decoding: pending, as: UTF8.self))
                    pending.removeAll(keepingCapacity: true)
                    from = nl + 1
                }
                if from < n { pending.append(contentsOf: UnsafeBufferPointer(start: base + from, count: n - from)) }
            }
            // A line without end (a runaway print) is passed on in pieces.
            if pending.count > limit {
                sink(String(decoding: pending, as: UTF8.self))
                pending.removeAll()
            }
        }
        if !pending.isEmpty { sink(String(decoding: pending, as: UTF8.self)) }
    }

    /// Writes all of `s` to `fd`; a reader that went away is not an error worth crashing for.
    static func writeAll(_ fd: Int32, _ s: String) {
        var bytes = Array(s.utf8)
        var off = 0
        while off < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + off, $0.count - off) }
            if n < 0 { if errno == EINTR { continue }; return }
            off += n
        }
    }

    static func errorText() -> String { String(cString: strerror(errno)) }

    static func signalName(_ sig: Int32) -> String {
        let names: [Int32: String] = [SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
                                      SIGBUS: "SIGBUS", SIGKILL: "SIGKILL", SIGFPE: "SIGFPE", SIGTERM: "SIGTERM"]
        return "signal \(sig)" + (names[sig].map { ", \($0)" } ?? "")
    }

    static func formatSeconds(_ s: Double) -> String {
        s == s.rounded() ? String(Int(s)) : String(format: "%.1f", s)
    }

    /// What a preview prints (its stdout and stderr together), as accord passes it on: the first
    /// `head` lines, then only the last `tail`, with the number left out between them; a line
    /// longer than `width` bytes is cut. A body printing in a loop wrote 80 MB to the terminal;
    /// a crash's message and backtrace come last, so they are still shown.
    final class PreviewOutput: @unchecked Sendable {
        static let head = 1_000, tail = 100, width = 4_096
        private let lock = NSLock()
        private var shown = 0, left = 0
        private var last: [(String, Bool)] = []
        private let show: @Sendable (String, _ stdout: Bool) -> Void
        init(_ show: @escaping @Sendable (String, _ stdout: Bool) -> Void) { self.show = show }
        func add(_ line: String, stdout: Bool) {
            let l = line.utf8.count <= Self.width ? line
                : String(decoding: line.utf8.prefix(Self.width), as: UTF8.self) + " … (a line of \(line.utf8.count) bytes, cut)"
            lock.lock(); defer { lock.unlock() }
            if shown < Self.head { shown += 1; show(l, stdout); return }
            last.append((l, stdout))
            if last.count > Self.tail { last.removeFirst(); left += 1 }
        }
        /// Shows what was kept back: the count left out, then the last lines.
        func finish() {
            lock.lock(); defer { lock.unlock() }
            if left > 0 { show("accord: … \(left) lines the preview printed are not shown (the first \(Self.head) and the last \(Self.tail) are) …", false) }
            for (l, o) in last { show(l, o) }
            last = []
        }
    }

    /// Maps the compiled copy's names back to the user's file in what the preview prints:
    /// `AccordUserPreview/user.swift:12` (a fatalError's location) and the cache's paths.
    struct NameMapper: Sendable {
        let userFile: String?
        let entry: String?
        /// The compiled copies are named `<stem>-<tag>.swift` (PreviewCompiler's build names),
        /// shown as `AccordUserPreview/<name>` or by their path in a build folder.
        static let buildName = #"(?:AccordUserPreview/|/[^ :]*/)([\p{L}\p{N}_-]+?)-[0-9a-f]{1,8}\.swift"#
        func map(_ line: String) -> String {
            guard let userFile, line.contains(".swift") else { return line }
            var l = line.replacingOccurrences(of: "AccordUserPreview/user.swift", with: userFile)
            if let entry { l = l.replacingOccurrences(of: entry + "/user.swift", with: userFile) }
            if l.contains("/user.swift") {
                l = l.replacingOccurrences(of: #"/[^ :]*/tmp-[A-Za-z0-9]{6}/user\.swift"#, with: userFile, options: .regularExpression)
            }
            if l.contains("main.swift") {
                l = l.replacingOccurrences(of: "AccordUserPreview/main.swift", with: "<previews of \((userFile as NSString).lastPathComponent)>")
            }
            // The user's file by its path; another file of a project by its name.
            let stem = PreviewCompiler.buildStem((userFile as NSString).lastPathComponent)
            if let re = try? NSRegularExpression(pattern: Self.buildName) {
                let ns = l as NSString
                var out = "", last = 0
                for m in re.matches(in: l, range: NSRange(location: 0, length: ns.length)) {
                    let name = ns.substring(with: m.range(at: 1))
                    out += ns.substring(with: NSRange(location: last, length: m.range.location - last))
                    out += name == stem ? userFile : name + ".swift"
                    last = m.range.location + m.range.length
                }
                l = out + ns.substring(from: last)
            }
            return l
        }
    }
}
