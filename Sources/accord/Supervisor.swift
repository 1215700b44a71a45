import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the programs `accord` starts — the compiler and the compiled preview — each in its own
/// process group, with time and memory limits, so that nothing is left running whatever happens:
/// a timeout kills the whole group, `accord` being stopped by a signal kills every group first
/// (Supervisor+Cleanup.swift), and the preview asks the kernel to kill it should `accord` die
/// by SIGKILL (`PR_SET_PDEATHSIG`, set in the runner).
///
/// The preview's channels are kept apart: what Accord produces (frames, traces, JSON, render
/// results) is written to fd 3, which is `accord`'s own output; the preview's stdout (a `print`
/// in a body) is shown on stderr, each line labelled; its stderr is passed on with the compiled
/// file's names mapped back to the user's; fd 4 carries the runner's status, so an `exit(5)`
/// in a body is told apart from the runner's own exit codes.
enum Supervisor {
    /// Address-space limit for a preview program (bytes).
    static let memoryLimit: UInt64 = 8 << 30
    /// Address-space limit for the compiler (bytes): `ACCORD_COMPILE_MEMORY` (e.g. `4G`), default 6 GB.
    static var compileMemoryLimit: UInt64 {
        ProcessInfo.processInfo.environment["ACCORD_COMPILE_MEMORY"].flatMap(CompileCache.parseSize).map { UInt64(max($0, 256 << 20)) } ?? 6 << 30
    }
    /// Seconds the compiler may take (`--compile-timeout`).
    nonisolated(unsafe) static var compileTimeout: Double = 120
    /// Lines of compiler output kept (the rest is counted, not shown), each at most
    /// `compilerLineLength` characters. A project build reads every file's errors from it (to
    /// leave those files out in one round); what is shown is cut shorter (Diagnostics.explain).
    static let compilerLinesKept = 5000
    static let compilerLineLength = 4000

    /// How a supervised program ended.
    enum Ending {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        case notStarted(String)
    }

    /// What the runner reported on its status channel.
    struct RunnerStatus {
        var exitCode: Int32?
        /// Previews (by index) whose rendering failed.
        var lines: [String] = []
        /// Each preview's name, by position in the file.
        var names: [Int: String] = [:]
        /// How many root views each laid-out preview has.
        var roots: [Int: Int] = [:]
        /// Rendered (preview, root) pairs.
        var rendered = Set<[Int]>()
        /// Roots named by their preview's views (a provider's `previewDisplayName`), by (preview, root).
        var rootNames: [[Int]: String] = [:]
    }

    /// What every preview program's environment says, as Xcode's preview agent does: apps test
    /// `ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"` to use sample
    /// data, skip network set-up or show a preview-only state.
    static let previewEnvironment = ["XCODE_RUNNING_FOR_PREVIEWS": "1"]

    /// Runs the preview program `exe` with `args`; Accord's output goes to `stdout`.
    /// Returns the exit code for `accord` (documented in main.swift's usage).
    static func run(_ exe: String, _ args: [String], timeout: Double, stdout: FileHandle = .standardOutput,
                    userFile: String? = nil, entry: String? = nil) -> Int32 {
        runPreview(exe, args, timeout: timeout, stdout: stdout, userFile: userFile, entry: entry).code
    }

    struct Outcome {
        var code: Int32
        var status: RunnerStatus
        var ending: Ending
        /// Accord's message about how the program ended, if it did not end well.
        var message: String?
        /// The program's stderr, when it was captured instead of shown.
        var stderr: [String] = []
    }

    /// Runs the preview program; with `captureStderr`, its stderr (and accord's message about
    /// its ending) is returned instead of shown, for the caller to show or drop.
    static func runPreview(_ exe: String, _ args: [String], timeout: Double, stdout: FileHandle = .standardOutput,
                           userFile: String? = nil, entry: String? = nil, captureStderr: Bool = false) -> Outcome {
        Activity.begin("running the previews of \(userFile.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "the file")")
        defer { Activity.end() }
        var outcome = outcomeOf(exe, args, timeout: timeout, stdout: stdout, userFile: userFile, entry: entry, captureStderr: captureStderr)
        Cleanup.haltIfStopping()
        if !captureStderr, let m = outcome.message { writeAll(2, m + "\n"); outcome.message = nil }
        return outcome
    }

    private static func outcomeOf(_ exe: String, _ args: [String], timeout: Double, stdout: FileHandle,
                                  userFile: String?, entry: String?, captureStderr: Bool) -> Outcome {
        var statusPipe: [Int32] = [0, 0]
        guard makePipe(&statusPipe) else { return Outcome(code: 3, status: RunnerStatus(), ending: .notStarted("no pipe"), message: "accord: cannot run the preview program: \(errorText())") }
        let mapper = NameMapper(userFile: userFile, entry: entry)
        final class Lines: @unchecked Sendable {
            let lock = NSLock()
            var lines: [String] = []
            func add(_ l: String) { lock.lock(); lines.append(l); lock.unlock() }
        }
        let captured = Lines()
        // (A crash in the app's own initializer, run before the previews: its backtrace names
        // `__accordAppInit`, PreviewCompiler+AppInit.swift.)
        let inAppInit = Lines()
        let output = PreviewOutput { line, fromStdout in
            if !fromStdout, line.contains("__accordAppInit") { inAppInit.add(line) }
            if fromStdout { writeAll(2, "[preview stdout] \(line)\n") }
            else if captureStderr { captured.add(mapper.map(line)) } else { writeAll(2, mapper.map(line) + "\n") }
        }
        let (ending, collected) = spawnAndWait(
            ["/bin/sh", "-c", "ulimit -v \(memoryLimit / 1024) 2>/dev/null; exec \"$0\" \"$@\"", exe] + args,
            timeout: timeout,
            fds: [3: stdout.fileDescriptor, 4: statusPipe[1]],
            environment: previewEnvironment.merging(["ACCORD_CHANNEL_FD": "3", "ACCORD_STATUS_FD": "4", "ACCORD_PARENT_PID": "\(getpid())",
                          // A crash's backtrace: the crashed thread's frames only (unless the user chose otherwise).
                          "SWIFT_BACKTRACE": ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"]
                              ?? "enable=yes,interactive=no,threads=crashed,registers=none,images=none,limit=16"]) { $1 },
            stdoutLine: { output.add($0, stdout: true) },
            stderrLine: { output.add($0, stdout: false) },
            closeInParent: [statusPipe[1]],
            statusFD: statusPipe[0])
        output.finish()
        let status = parseStatus(collected)
        func out(_ code: Int32, _ message: String?) -> Outcome {
            Outcome(code: code, status: status, ending: ending, message: message, stderr: captured.lines)
        }
        switch ending {
        case .notStarted(let why):
            return out(3, "accord: cannot run the preview program: \(why)")
        case .timedOut:
            return out(3, "accord: the preview was still running after \(formatSeconds(timeout)) s and was stopped "
                       + "(a body that never finishes, or work too slow for the limit: raise it with --timeout)")
        case .signalled(let sig):
            if sig == SIGPIPE {
                // The reader went away (`accord frames F | head`): stop quietly, as ordinary tools do.
                Cleanup.die(by: SIGPIPE)
            }
            if !inAppInit.lines.isEmpty {
                return out(3, "accord: the preview program crashed (\(signalName(sig))) in the app's own initializer, the `init()` of its @main App, "
                           + "which runs before the previews as in Xcode's preview (ACCORD_APP_INIT=0 leaves it out)")
            }
            return out(3, "accord: the preview program crashed (\(signalName(sig))): "
                       + "a fatalError or failed check in a view, unbounded recursion, or memory over \(memoryLimit >> 30) GB")
        case .exited(let code):
            if let own = status.exitCode { return out(own, nil) }
            return out(3, "accord: the preview exited with status \(code) before it finished (exit() called in a view's code?)")
        }
    }

    static func parseStatus(_ text: String) -> RunnerStatus {
        var s = RunnerStatus()
        for line in text.split(separator: "\n") {
            s.lines.append(String(line))
            let parts = line.split(separator: " ")
            if parts.first == "exit", parts.count > 1, let c = Int32(parts[1]) { s.exitCode = c }
            if parts.first == "preview", parts.count > 1, let i = Int(parts[1]) {
                s.names[i] = parts.count > 2 ? Data(base64Encoded: String(parts[2])).map { String(decoding: $0, as: UTF8.self) } ?? "" : ""
            }
            if parts.first == "laid", parts.count > 2, let i = Int(parts[1]), let n = Int(parts[2]) { s.roots[i] = n }
            if parts.first == "root", parts.count > 3, let i = Int(parts[1]), let r = Int(parts[2]),
               let d = Data(base64Encoded: String(parts[3])) { s.rootNames[[i, r]] = String(decoding: d, as: UTF8.self) }
            if parts.first == "rendered", parts.count > 2, let i = Int(parts[1]), let r = Int(parts[2]) { s.rendered.insert([i, r]) }
        }
        return s
    }

    /// Runs the compiler: its own process group, `compileTimeout` seconds, `compileMemoryLimit`
    /// bytes, the first `compilerLinesKept` lines of its output kept.
    /// Seconds spent in the compiler so far (`accord preview` reports an edit's share).
    nonisolated(unsafe) static var compilerSeconds: Double = 0

    /// What `compile` answers (status 1) when its `superseded` check said a newer save replaced
    /// the compile under way (`accord preview`).
    static let supersededMessage = "the compile of an older save was stopped"

    ///
    /// `missingNameGrace`: for a file compiled alone (no project around it), once the compiler
    /// has reported a name it cannot find, it gets this many seconds more, then is stopped. The
    /// names an app's other files declare are then missing for good, and with them missing the
    /// type checker can work on for minutes (a judge waited the whole 120-s limit for `cannot
    /// find 'CameraPermissionsViewModel' in scope`). Nil: no early stop (a project's compile,
    /// whose missing names more files may provide). A parameter of each compile, not a global:
    /// `accord gallery` builds several previews at once.
    /// `timeout`: this compile's limit in seconds (nil: `compileTimeout`).
    /// `superseded`: `accord preview`'s check, for this compile only, whether a newer save has
    /// replaced the one it compiles (PreviewCompiler.Build); once true the compiler is stopped at
    /// once (its process group killed by its PID) and the answer is status 1 with
    /// `supersededMessage`. A parameter, not a global: nothing else compiling in the process (a
    /// local module, a macro target, the host) is stopped by it.
    static func compile(_ argv: [String], what: String = "compiling", missingNameGrace: Double? = nil, timeout: Double? = nil,
                        superseded: (@Sendable () -> Bool)? = nil) -> (Int32, String) {
        let compileTimeout = timeout ?? Self.compileTimeout
        Activity.begin(what)
        let began = Date()
        defer { Activity.end(); compilerSeconds += Date().timeIntervalSince(began) }
        final class Kept: @unchecked Sendable {
            let lock = NSLock()
            var lines: [String] = []
            var dropped = 0
            func add(_ l: String) {
                lock.lock(); defer { lock.unlock() }
                if lines.count < Supervisor.compilerLinesKept { lines.append(l.count > Supervisor.compilerLineLength ? String(l.prefix(Supervisor.compilerLineLength)) : l) } else { dropped += 1 }
            }
        }
        let kept = Kept()
        /// When the first "cannot find … in scope" came (`missingNameGrace`).
        final class Early: @unchecked Sendable {
            let lock = NSLock()
            var since: Date?
            var names: [String] = []
            func saw(_ line: String) {
                guard let r = line.range(of: ": error: cannot find ") else { return }
                let quoted = line[r.upperBound...].split(separator: "'", omittingEmptySubsequences: false)
                lock.lock(); defer { lock.unlock() }
                if since == nil { since = Date() }
                if quoted.count >= 3, !names.contains(String(quoted[1])), names.count < 8 { names.append(String(quoted[1])) }
            }
            func passed(_ grace: Double) -> Bool {
                lock.lock(); defer { lock.unlock() }
                return since.map { Date().timeIntervalSince($0) > grace } ?? false
            }
        }
        let grace = missingNameGrace
        let early = Early()
        let newer = superseded
        if newer?() == true { return (1, supersededMessage) }
        final class Spawned: @unchecked Sendable { var pid: pid_t = 0 }
        let spawned = Spawned()
        let limit = compileMemoryLimit
        // The compiler's own temporary files in a private folder of ours: a compile that is
        // killed (timeout, signal) cannot clean up after itself, so accord does.
        let scratch = try? Cleanup.makeTemporaryDirectory("accord-swiftc")
        defer { if let scratch { Cleanup.remove(scratch.path) } }
        // swift-driver traps (SIGILL in `LocalFileSystem.currentWorkingDirectory`) when its
        // working directory is longer than about 1,024 bytes: a file deep in a long path did
        // "not compile" with a crash dump. The compiler then starts in its private folder (every
        // path accord gives it is absolute).
        var environment = scratch.map { ["TMPDIR": $0.path] } ?? [:]
        // (Foundation's `currentDirectoryPath` is empty there: getcwd's own length is asked.)
        let cwdLength = getcwd(nil, 0).map { p in defer { free(p) }; return strlen(p) } ?? Int.max
        environment["ACCORD_COMPILE_CWD"] = cwdLength > 1000 ? scratch?.path ?? "/" : ""
        let (ending, _) = spawnAndWait(
            ["/bin/sh", "-c", "[ -n \"$ACCORD_COMPILE_CWD\" ] && cd \"$ACCORD_COMPILE_CWD\"; unset ACCORD_COMPILE_CWD; "
             + "ulimit -v \(limit / 1024) 2>/dev/null; exec \"$0\" \"$@\""] + argv,
            timeout: compileTimeout, fds: [:], environment: environment,
            stdoutLine: { kept.add($0) }, stderrLine: { kept.add($0); if grace != nil { early.saw($0) } }, closeInParent: [], statusFD: nil,
            stopEarly: grace == nil && newer == nil ? nil : { (grace.map { early.passed($0) } ?? false) || newer?() == true },
            onSpawn: { spawned.pid = $0 })
        Cleanup.haltIfStopping()
        if case .timedOut = ending, newer?() == true {
            liveStamp("compile stopped")
            let tool = URL(fileURLWithPath: argv.first == "/usr/bin/env" && argv.count > 1 ? argv[1] : argv.first ?? "?").lastPathComponent
            return (1, supersededMessage + " (\(tool), pid \(spawned.pid))")
        }
        var text = kept.lines.joined(separator: "\n")
        if kept.dropped > 0 { text += "\n… \(kept.dropped) more lines of compiler output not shown" }
        // A crash of the compiler: said as one, without its 50 lines of frames.
        switch ending {
        case .exited(let code) where code != 0:
            if let crash = compilerCrash(kept.lines, signal: nil) { return (code, crash) }
        case .signalled(let sig):
            if let crash = compilerCrash(kept.lines, signal: sig) { return (1, crash) }
        default: break
        }
        switch ending {
        case .exited(let code): return (code, text)
        case .notStarted(let why): return (127, "cannot run the Swift compiler: \(why)")
        case .timedOut where grace.map({ early.passed($0) }) == true:
            return (1, text + (text.isEmpty ? "" : "\n")
                    + "the Swift compiler was stopped \(formatSeconds(grace!)) s after it reported \(early.names.isEmpty ? "names" : early.names.map { "'\($0)'" }.joined(separator: ", ")) "
                    + "missing (declared nowhere it was given), rather than left working to its \(formatSeconds(compileTimeout))-s limit")
        case .timedOut:
            return (1, text + (text.isEmpty ? "" : "\n")
                    + "the Swift compiler was still working after \(formatSeconds(compileTimeout)) s and was stopped "
                    + "(an expression too complex to type-check quickly? raise the limit with --compile-timeout)")
        case .signalled(let sig) where sig == SIGILL || sig == SIGTRAP:
            return (1, text + (text.isEmpty ? "" : "\n") + "the Swift compiler crashed (\(signalName(sig))): a bug of the compiler, not of your file")
        case .signalled(let sig):
            return (1, text + (text.isEmpty ? "" : "\n")
                    + "the Swift compiler stopped (\(signalName(sig))), probably at its memory limit of \(limit >> 30) GB "
                    + "(set ACCORD_COMPILE_MEMORY to change it)")
        }
    }

    /// A compiler crash's output in the user's terms (nil when `lines` hold no crash): the
    /// messages before it; the stack dump's context lines — what the compiler was doing, at
    /// which place of which file (the leave-out reads those: `PreviewCompiler.crashedFiles`) —
    /// without its program arguments and frames; and a line saying it crashed, and for a crash
    /// while parsing, why that happens. (All a user saw of 100,000 unclosed `[` was the first 50
    /// lines of the dump, the frontend's arguments and stack frames, then "does not compile".)
    static func compilerCrash(_ lines: [String], signal: Int32?) -> String? {
        guard let dump = lines.firstIndex(where: { $0.hasPrefix("Stack dump:") }) else { return nil }
        let start = dump > 0 && lines[dump - 1].hasPrefix("Please submit a bug report") ? dump - 1 : dump
        var out = Array(lines[..<start])
        out.append("Stack dump:")
        var parsing = false
        var sig = signal
        for line in lines[(dump + 1)...] {
            // The driver's own line: "error: compile command failed due to signal 11 (use -v …)".
            if let r = line.range(of: "failed due to signal ") {
                sig = sig ?? Int32(line[r.upperBound...].prefix(while: \.isNumber))
                continue
            }
            // "*** Signal 11: Backtracing …" (the runtime's backtracer).
            if let r = line.range(of: "*** Signal ") {
                sig = sig ?? Int32(line[r.upperBound...].prefix(while: \.isNumber))
                continue
            }
            // Context lines: "3.\tWhile evaluating request …", "5.\tWith parser at source location: …".
            guard let tab = line.firstIndex(of: "\t"), line[..<tab].last == ".",
                  !line[..<tab].dropLast().isEmpty, line[..<tab].dropLast().allSatisfy(\.isNumber) else { continue }
            let what = line[line.index(after: tab)...]
            guard !what.hasPrefix("Program arguments:"), !what.hasPrefix("Swift version"), !what.hasPrefix("Compiling with") else { continue }
            if what.contains("ParseSourceFileRequest") || what.hasPrefix("With parser at") { parsing = true }
            out.append(line)
        }
        let how = sig.map { " (\(signalName($0)))" } ?? ""
        out.append(parsing
            ? "the Swift compiler crashed\(how) while reading the file, at the place above: brackets, closures or views "
              + "nested thousands deep overflow its parser — nest them less deeply"
            : "the Swift compiler crashed\(how): a bug of the compiler, at the place above — rewriting the code there may avoid it")
        return out.joined(separator: "\n")
    }

    // MARK: - Spawning

    /// Spawns `argv` in a new process group with stdin from /dev/null, extra descriptors
    /// `fds` (child fd → parent fd), its stdout and stderr read line by line, and waits for it
    /// (at most `timeout` seconds). Whatever else is still running in its group afterwards is
    /// killed. Returns how it ended and what was read from `statusFD`.
    static func spawnAndWait(_ argv: [String], timeout: Double, fds: [Int32: Int32], environment: [String: String],
                             stdoutLine: @escaping @Sendable (String) -> Void, stderrLine: @escaping @Sendable (String) -> Void,
                             closeInParent: [Int32], statusFD: Int32?, stopEarly: (() -> Bool)? = nil,
                             onSpawn: ((pid_t) -> Void)? = nil) -> (Ending, String) {
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard makePipe(&outPipe), makePipe(&errPipe) else {
            return (.notStarted(String(cString: strerror(errno))), "")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        // Descriptors are first moved above any target number, so one mapping cannot clobber
        // the source of another (fd 3 ← 4 while 4 ← 3).
        var staged: [(Int32, Int32)] = []
        for (target, source) in fds.sorted(by: { $0.key < $1.key }) {
            let high = fcntl(source, F_DUPFD_CLOEXEC, 100)
            guard high >= 0 else { return (.notStarted("bad descriptor \(source)"), "") }
            staged.append((target, high))
            posix_spawn_file_actions_adddup2(&actions, high, target)
        }
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        setChildAttributes(&attr)

        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        let run = Cleanup.newRunToken()
        env[Cleanup.runMark] = run
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { cArgs.forEach { free($0) }; cEnv.forEach { free($0) } }

        var pid: pid_t = 0
        // The registry's lock is held across the spawn so a signal arriving now still finds the
        // new group to kill.
        let spawned = Cleanup.withChildren { () -> Int32 in
            if Cleanup.stopping { return ECANCELED }
            let rc = posix_spawn(&pid, argv[0], &actions, &attr, cArgs, cEnv)
            if rc == 0 { Cleanup.children.insert(pid) }
            return rc
        }
        for (_, high) in staged { close(high) }
        if spawned == 0 { onSpawn?(pid) }
        close(outPipe[1]); close(errPipe[1])
        for fd in closeInParent { close(fd) }
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            if let s = statusFD { close(s) }
            return (.notStarted(String(cString: strerror(spawned))), "")
        }
        let readers = DispatchGroup()
        for (fd, sink) in [(outPipe[0], stdoutLine), (errPipe[0], stderrLine)] {
            readers.enter()
            Thread.detachNewThread {
                readLines(fd, sink)
                close(fd)
                readers.leave()
            }
        }
        final class Box: @unchecked Sendable {
            private let lock = NSLock()
            private var value = ""
            var text: String {
                get { lock.lock(); defer { lock.unlock() }; return value }
                set { lock.lock(); value = newValue; lock.unlock() }
            }
        }
        let statusText = Box()
        if let s = statusFD {
            readers.enter()
            Thread.detachNewThread {
                var data = Data()
                var buf = [UInt8](repeating: 0, count: 4096)
                while true {
                    let n = read(s, &buf, buf.count)
                    if n > 0 { data.append(contentsOf: buf[0..<n]) } else if n < 0 && errno == EINTR { continue } else { break }
                }
                close(s)
                statusText.text = String(decoding: data, as: UTF8.self)
                readers.leave()
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var ending: Ending?
        while ending == nil {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid {
                if status & 0x7f == 0 { ending = .exited((status >> 8) & 0xff) } else { ending = .signalled(status & 0x7f) }
            } else if r < 0 && errno != EINTR {
                ending = .exited(0)
            } else if Date() > deadline || stopEarly?() == true {
                Cleanup.killTree(pid)
                _ = waitpid(pid, &status, 0)
                ending = .timedOut
            } else {
                Activity.tick()
                usleep(5_000)
            }
        }
        // Nothing of the group may outlive it (a process the preview started, say), nor
        // anything it started that left the group (a daemon: setsid and a double fork).
        kill(-pid, SIGKILL)
        if case .timedOut = ending! {} else if case .signalled = ending! { Cleanup.killTree(pid) }
        Cleanup.killMarked(Cleanup.runMark, run)
        _ = Cleanup.withChildren { Cleanup.children.remove(pid) }
        // The output is read to its end; a process that holds the pipes and was not found
        // (it cleared its environment) does not hold accord with them.
        if readers.wait(timeout: .now() + 5) == .timedOut {
            writeAll(2, "accord: a process started by the program still holds its output open; not waiting for it\n")
        }
        return (ending!, statusText.text)
    }
}
