import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What outlives `accord` killed by SIGKILL: nothing. A SIGKILL cannot be handled, and only the
/// preview asks the kernel to follow its parent (`PR_SET_PDEATHSIG`); the compiler, the jobs
/// its driver starts and anything a preview left behind would run on (a `kill -9` during a
/// compile left swiftc and its frontends working for their whole compile).
///
/// So accord starts a small watcher first: itself again, as `accord __reaper`, in a process
/// group of its own with nothing of the user's terminal or pipes, holding the read end of a
/// pipe whose write end only accord holds (close-on-exec, so no child has it). When accord
/// ends — however — the read returns end of file, and the watcher kills every process whose
/// environment carries accord's mark (`ACCORD_OWNER=<pid>`, Supervisor+Cleanup.swift), then ends.
///
/// The same pipe carries accord's private temporary paths as they are made and dropped
/// (`+PATH\0`, `-PATH\0`; `Cleanup.register`/`forget`/`remove`), so the watcher also removes
/// what a killed accord left: its folders in $TMPDIR and a half-written `.accord-XXXXXX` beside
/// an output (they stayed forever after a `kill -9`).
enum Reaper {
    static let verb = "__reaper"
    /// The write end of the pipe (-1: no watcher, or it stopped listening). Used under `Cleanup`'s lock.
    nonisolated(unsafe) static var channel: Int32 = -1

    /// Tells the watcher that `path` is now (`+`) or no longer (`-`) a private temporary path.
    /// Never blocks: the pipe is non-blocking, and after a short or failed write nothing more is
    /// sent (the watcher ignores an unfinished record).
    static func tell(_ op: Character, _ path: String) {
        guard channel >= 0 else { return }
        var record = Array(String(op).utf8) + Array(path.utf8)
        guard !record.contains(0) else { return }
        record.append(0)
        let n = record.withUnsafeBytes { write(channel, $0.baseAddress, $0.count) }
        if n != record.count { channel = -1 }
    }

    /// Starts the watcher for this process (call once, after the mark is set). Failing to
    /// start it is not an error: everything else still cleans up as before.
    static func start() {
        var fds: [Int32] = [0, 0]
        guard Supervisor.makePipe(&fds) else { return }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[0], 3)
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        Supervisor.setChildAttributes(&attr)
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let argv = [exe, verb, "\(getpid())"]
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, exe, &actions, &attr, cArgs, environ)
        close(fds[0])
        if rc != 0 { close(fds[1]); return }
        // fds[1] stays open (and close-on-exec) for accord's whole life: its closing is the signal.
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        Cleanup.withChildren { channel = fds[1] }
    }

    /// The watcher: waits for end of file on fd 3, then kills accord's marked processes.
    static func run(_ args: [String]) -> Never {
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { signal(sig, SIG_IGN) }
        guard let owner = args.first, pid_t(owner) != nil else { exit(2) }
        var paths: [String] = [], pending: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buf.withUnsafeMutableBytes { read(3, $0.baseAddress, $0.count) }
            if n == 0 || (n < 0 && errno != EINTR) { break }
            guard n > 0 else { continue }
            pending += buf[0..<n]
            while let end = pending.firstIndex(of: 0) {
                let record = pending[..<end]
                pending.removeSubrange(...end)
                guard let op = record.first, record.count > 1 else { continue }
                let path = String(decoding: record.dropFirst(), as: UTF8.self)
                if op == UInt8(ascii: "+") { paths.append(path) } else { paths.removeAll { $0 == path } }
            }
        }
        let killed = Cleanup.killMarked(Cleanup.ownerMark, owner)
        // What accord left (it ended without removing them: killed). Once its processes are gone,
        // so none writes into a folder being removed.
        for _ in 0..<200 where killed.contains(where: { Cleanup.isAlive($0) }) { usleep(10_000) }
        for p in paths where p.hasPrefix("/") { try? FileManager.default.removeItem(atPath: p) }
        exit(0)
    }
}
