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
enum Reaper {
    static let verb = "__reaper"

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
    }

    /// The watcher: waits for end of file on fd 3, then kills accord's marked processes.
    static func run(_ args: [String]) -> Never {
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { signal(sig, SIG_IGN) }
        guard let owner = args.first, pid_t(owner) != nil else { exit(2) }
        var byte: UInt8 = 0
        while true {
            let n = read(3, &byte, 1)
            if n == 0 || (n < 0 && errno != EINTR) { break }
        }
        Cleanup.killMarked(Cleanup.ownerMark, owner)
        exit(0)
    }
}
