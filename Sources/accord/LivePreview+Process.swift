import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The long-running preview program of a page (`--verb serve`): requests go to its stdin, its
/// answers come back on fd 3, one JSON line each. It runs in its own process group, registered
/// with `Cleanup` (killed with the server on SIGINT/SIGTERM/SIGHUP and at exit), and it asks the
/// kernel to kill it should the server die (`PR_SET_PDEATHSIG`, set in the runner, tied to the
/// spawning thread: the server spawns from its main thread only).
final class ServeProcess: @unchecked Sendable {
    /// Set for every preview program (the state hand-over file, LivePreview.swift).
    nonisolated(unsafe) static var extraEnvironment: [String: String] = [:]
    let pid: pid_t
    let exe: URL
    private let input: Int32
    private let lock = NSLock()
    private var stderrTail: [String] = []
    /// Lines worth showing however long the report after them (a crash's "Fatal error" line
    /// comes before a backtrace of hundreds of lines).
    private var stderrKey: [String] = []

    /// Starts `exe --verb serve args`; `answer` gets each line of its output channel, `ended`
    /// its wait status once it has gone (after its output was read to the end).
    init(exe: URL, args: [String], userFile: String, answer: @escaping @Sendable (ServeProcess, String) -> Void,
         ended: @escaping @Sendable (ServeProcess, Int32) -> Void) throws {
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0], channel: [Int32] = [0, 0]
        guard Supervisor.makePipe(&inPipe), Supervisor.makePipe(&outPipe), Supervisor.makePipe(&errPipe), Supervisor.makePipe(&channel) else {
            throw LivePreviewError("cannot run the preview program: \(Supervisor.errorText())")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        posix_spawn_file_actions_adddup2(&actions, channel[1], 3)
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        Supervisor.setChildAttributes(&attr)
        let argv = ["/bin/sh", "-c", "ulimit -v \(Supervisor.memoryLimit / 1024) 2>/dev/null; exec \"$0\" \"$@\"", exe.path, "--verb", "serve"] + args
        var env = ProcessInfo.processInfo.environment
        for (k, v) in Supervisor.previewEnvironment { env[k] = v }
        env["ACCORD_CHANNEL_FD"] = "3"
        env["ACCORD_STATUS_FD"] = nil
        env["ACCORD_PARENT_PID"] = "\(getpid())"
        for (k, v) in ServeProcess.extraEnvironment { env[k] = v }
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { cArgs.forEach { free($0) }; cEnv.forEach { free($0) } }
        var child: pid_t = 0
        let rc = Cleanup.withChildren { () -> Int32 in
            let rc = posix_spawn(&child, argv[0], &actions, &attr, cArgs, cEnv)
            if rc == 0 { Cleanup.children.insert(child) }
            return rc
        }
        for fd in [inPipe[0], outPipe[1], errPipe[1], channel[1]] { close(fd) }
        guard rc == 0 else {
            for fd in [inPipe[1], outPipe[0], errPipe[0], channel[0]] { close(fd) }
            throw LivePreviewError("cannot run the preview program: \(String(cString: strerror(rc)))")
        }
        pid = child
        self.exe = exe
        input = inPipe[1]
        let mapper = Supervisor.NameMapper(userFile: userFile, entry: exe.deletingLastPathComponent().path)
        let readers = DispatchGroup()
        let (out, err, chan) = (outPipe[0], errPipe[0], channel[0])
        readers.enter()
        Thread.detachNewThread {
            Supervisor.readLines(out) { Supervisor.writeAll(2, "[preview stdout] \($0)\n") }
            close(out); readers.leave()
        }
        readers.enter()
        Thread.detachNewThread { [unowned self] in
            Supervisor.readLines(err) { line in
                let mapped = mapper.map(line)
                Supervisor.writeAll(2, mapped + "\n")
                self.lock.lock()
                self.stderrTail.append(mapped)
                if self.stderrTail.count > 30 { self.stderrTail.removeFirst() }
                if self.stderrKey.count < 12, mapped.contains("Fatal error") || mapped.contains("error:") || mapped.contains(userFile + ":")
                    || mapped.hasPrefix("*** Program crashed") || mapped.contains(".body.getter") {
                    self.stderrKey.append(mapped)
                }
                self.lock.unlock()
            }
            close(err); readers.leave()
        }
        readers.enter()
        Thread.detachNewThread { [unowned self] in
            // (A rendering is one line, of megabytes with variants of a long List.)
            Supervisor.readLines(chan, limit: 1 << 30) { answer(self, $0) }
            close(chan); readers.leave()
        }
        // The only reaper of this child: nothing else waits for it.
        let spawned = child
        Thread.detachNewThread { [self] in
            let child = spawned
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            kill(-child, SIGKILL)  // whatever it started goes with it
            _ = Cleanup.withChildren { Cleanup.children.remove(child) }
            readers.wait()
            ended(self, status)
        }
    }

    deinit { close(input) }

    /// Sends one request line; false when the program no longer reads.
    @discardableResult
    func send(_ line: String) -> Bool {
        var bytes = Array((line + "\n").utf8)
        var off = 0
        while off < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(input, $0.baseAddress! + off, $0.count - off) }
            if n < 0 { if errno == EINTR { continue }; return false }
            off += n
        }
        return true
    }

    /// Kills the program's whole group (its reaper reports the ending).
    func stop() {
        Cleanup.withChildren { if Cleanup.children.contains(pid) { kill(-pid, SIGKILL) } }
    }

    /// The last lines the program wrote to stderr (names mapped back to the user's file).
    var recentErrors: [String] { lock.lock(); defer { lock.unlock() }; return stderrTail }

    /// What to show of its stderr: the key lines (errors, the crash, frames in the user's
    /// views) when there are any, else the last lines.
    var errorSummary: String {
        lock.lock(); defer { lock.unlock() }
        return (stderrKey.isEmpty ? Array(stderrTail.suffix(12)) : stderrKey).joined(separator: "\n")
    }
}
