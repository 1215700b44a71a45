import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What must not outlive `accord`: the process groups it started and its private temporary
/// folders. Removed on every way out — a normal return, `exit` (an atexit handler), and
/// SIGTERM/SIGINT/SIGHUP/SIGQUIT (handled on a dispatch queue, then the signal is raised again
/// with its default action so the caller sees the usual status). A SIGKILL cannot be handled:
/// then the preview's `PR_SET_PDEATHSIG` takes it down.
enum Cleanup {
    fileprivate static let lock = NSRecursiveLock()
    nonisolated(unsafe) static var children = Set<pid_t>()
    nonisolated(unsafe) private static var runs = 0
    nonisolated(unsafe) private static var paths = Set<String>()
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    /// Set once a signal stops accord: nothing new is started, nothing more is reported.
    nonisolated(unsafe) private(set) static var stopping = false

    static var isStopping: Bool { lock.lock(); defer { lock.unlock() }; return stopping }

    static func withChildren<T>(_ body: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body()
    }

    /// Installs the handlers; call once, first thing.
    static func install() {
        Activity.started = Date()
        // Every process accord starts, and everything they start, carries this mark in its
        // environment, so a process that left its group and its parent (setsid and a double
        // fork: a daemon started by a preview) is still found and killed (`killMarked`).
        setenv(ownerMark, "\(getpid())", 1)
        atexit { Cleanup.run() }
        for sig in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler {
                Cleanup.lock.lock()
                Cleanup.stopping = true
                Cleanup.lock.unlock()
                Cleanup.die(by: sig)
            }
            source.resume()
            sources.append(source)
        }
        // Writing to a reader that went away is handled where it happens (EPIPE), not by dying
        // half-way through a cleanup.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Once a signal is stopping accord, the thread that calls this waits for the end instead
    /// of starting or reporting anything more.
    static func haltIfStopping() {
        guard isStopping else { return }
        while true { pause() }
    }

    /// Ends accord as `sig` would (the status a shell expects) after cleaning up. The signal is
    /// sent to the process, not raised in this thread: dispatch's threads block signals. A
    /// stop by SIGTERM/SIGINT/… says what accord was doing; SIGPIPE (the reader of its output
    /// went away, `accord frames … | head`) ends it quietly, as it ends any Unix filter.
    static func die(by sig: Int32) -> Never {
        if sig != SIGPIPE, let m = Activity.stoppedMessage(sig) { Supervisor.writeAll(2, m + "\n") }
        run()
        signal(sig, SIG_DFL)
        kill(getpid(), sig)
        usleep(200_000)
        _exit(128 + sig)
    }

    /// Kills every process group still running and removes every registered temporary path.
    static func run() {
        lock.lock(); defer { lock.unlock() }
        var all: [pid_t] = []
        for pid in children { all += killTree(pid) }
        all += killMarked(ownerMark, "\(getpid())")
        // Until they are gone (at most 2 s): a process still dying can still write into a
        // folder about to be removed.
        for _ in 0..<200 where all.contains(where: { isAlive($0) }) { usleep(10_000) }
        children.removeAll()
        for p in paths {
            if (try? FileManager.default.removeItem(atPath: p)) == nil { try? FileManager.default.removeItem(atPath: p) }
        }
        paths.removeAll()
    }

    /// Kills `root`'s process group and every process descended from it, whatever group it
    /// put itself in (the Swift driver starts its jobs in groups of their own). Returns the
    /// processes it signalled.
    @discardableResult
    static func killTree(_ root: pid_t) -> [pid_t] {
        var killed: [pid_t] = []
        for _ in 0..<3 {
            // A snapshot of parent links; stopped first so none can start more while we look.
            var parent: [pid_t: pid_t] = [:], group: [pid_t: pid_t] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { continue }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 3, let ppid = pid_t(fields[1]), let pgid = pid_t(fields[2]) else { continue }
                parent[pid] = ppid
                group[pid] = pgid
            }
            var tree: Set<pid_t> = [root]
            var grew = true
            while grew {
                grew = false
                for (pid, ppid) in parent where tree.contains(ppid) && !tree.contains(pid) { tree.insert(pid); grew = true }
            }
            for (pid, pgid) in group where pgid == root { tree.insert(pid) }
            let groups = Set(tree.compactMap { group[$0] }).filter { $0 > 1 && $0 != getpgrp() }
            for g in groups { kill(-g, SIGKILL) }
            for pid in tree where pid != getpid() { kill(pid, SIGKILL) }
            killed += tree
            if tree.count <= 1 && !isAlive(root) { break }
        }
        return killed
    }

    /// The environment variables that mark accord's processes: `ACCORD_OWNER` (accord's pid,
    /// for everything it starts) and `ACCORD_RUN` (one run of a supervised program).
    static let ownerMark = "ACCORD_OWNER", runMark = "ACCORD_RUN"

    /// A new value for `runMark`: this accord's pid and a count.
    static func newRunToken() -> String {
        lock.lock(); defer { lock.unlock() }
        runs += 1
        return "\(getpid()).\(runs)"
    }

    /// Kills every process of this user whose environment has `name=value` (read from
    /// `/proc/PID/environ`, the environment it was started with), accord itself aside: the
    /// processes a run started that escaped its process group and its parent. Returns them.
    @discardableResult
    static func killMarked(_ name: String, _ value: String) -> [pid_t] {
        let mark = Array("\(name)=\(value)".utf8)
        var killed: [pid_t] = []
        for _ in 0..<3 {
            var found: [pid_t] = []
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = pid_t(entry), pid != getpid(), pid > 1,
                      let env = FileManager.default.contents(atPath: "/proc/\(entry)/environ") else { continue }
                if env.split(separator: 0, omittingEmptySubsequences: true).contains(where: { $0.elementsEqual(mark) }) { found.append(pid) }
            }
            if found.isEmpty { break }
            for pid in found { kill(pid, SIGKILL) }
            killed += found
        }
        return killed
    }

    /// Whether `pid` is running (a zombie is not).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    /// Removes `path` on any exit from now on.
    static func register(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        let path = absolute(path)
        if paths.insert(path).inserted { Reaper.tell("+", path) }
    }

    /// Removes `path` now (and forgets it).
    static func remove(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        let path = absolute(path)
        try? FileManager.default.removeItem(atPath: path)
        if paths.remove(path) != nil { Reaper.tell("-", path) }
    }

    /// Stops tracking `path` (it was moved into place).
    static func forget(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        let path = absolute(path)
        if paths.remove(path) != nil { Reaper.tell("-", path) }
    }

    /// `path` from the root (the watcher, which removes what a killed accord left, runs elsewhere).
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    nonisolated(unsafe) private static var reclaimed = false

    private static func reclaimOnce(_ base: String) {
        lock.lock(); defer { lock.unlock() }
        guard !reclaimed else { return }
        reclaimed = true
        reclaim(in: base)
    }

    /// Removes the temporary folders of accords that ended without removing them (killed, and
    /// their watcher with them): `accord-WHAT-PID-XXXXXX` of this user in `base`, untouched for
    /// an hour, whose PID is no accord (not running, or running without accord's mark — a
    /// reused pid). Returns what it removed.
    @discardableResult
    static func reclaim(in base: String, olderThan age: TimeInterval = 3600) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix("accord-") {
            let parts = name.split(separator: "-")
            guard parts.count >= 4, let pid = pid_t(parts[parts.count - 2]), pid > 0, pid != getpid(),
                  parts[parts.count - 1].count == 6 else { continue }
            let path = base + "/" + name
            var st = stat()
            guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR, st.st_uid == getuid(),
                  Date().timeIntervalSince1970 - Double(st.st_mtim.tv_sec) > age else { continue }
            if kill(pid, 0) == 0 || errno == EPERM {
                // Running: still an accord (its mark), or a process we cannot read: leave it.
                guard let env = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { continue }
                let mark = Array("\(ownerMark)=\(pid)".utf8)
                if env.split(separator: 0).contains(where: { $0.elementsEqual(mark) }) { continue }
            }
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(path) }
        }
        return removed
    }

    /// A new private folder (`mkdtemp`, mode 0700) under $TMPDIR, removed on every exit path.
    static func makeTemporaryDirectory(_ prefix: String) throws -> URL {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        reclaimOnce(base)
        // The pid in the name: what a killed accord left is found by the next run (`reclaim`).
        var template = Array("\(base)/\(prefix)-\(getpid())-XXXXXX".utf8CString)
        // Under the lock, and not once accord is stopping: a folder made after the cleanup ran
        // would be left behind.
        lock.lock()
        if stopping { lock.unlock(); haltIfStopping() }
        defer { lock.unlock() }
        let ok = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        guard ok else { throw CompileCache.Failure.unusable("cannot create a temporary folder in \(base): \(String(cString: strerror(errno)))") }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        register(path)
        return URL(fileURLWithPath: path)
    }
}


/// What accord is waiting for (a compile, a module's compile, the preview program), so that
/// being stopped — a signal, an outer `timeout` — says where the time went, and on a terminal a
/// compile that takes long says so once (nothing is added to output that is not a terminal
/// unless accord is stopped).
enum Activity {
    nonisolated(unsafe) private static var current: (what: String, since: Date, told: Bool)?
    /// When accord started (set by `Cleanup.install`), and the phases that ended since, with
    /// their seconds (a phase done several times, summed), in the order they first ran.
    nonisolated(unsafe) static var started = Date()
    nonisolated(unsafe) private static var finished: [(what: String, seconds: Double)] = []

    /// Starts waiting for `what` ("compiling module CasePaths (31 files)").
    static func begin(_ what: String) {
        Cleanup.lock.lock(); defer { Cleanup.lock.unlock() }
        current = (what, Date(), false)
    }

    static func end() {
        Cleanup.lock.lock(); defer { Cleanup.lock.unlock() }
        if let c = current {
            let seconds = Date().timeIntervalSince(c.since)
            if let n = finished.firstIndex(where: { $0.what == c.what }) { finished[n].seconds += seconds } else { finished.append((c.what, seconds)) }
        }
        current = nil
    }

    /// Called while waiting: after 20 s, on a terminal, one line saying what is taking long.
    static func tick() {
        Cleanup.lock.lock(); defer { Cleanup.lock.unlock() }
        guard let c = current, !c.told, Date().timeIntervalSince(c.since) > 20 else { return }
        current?.told = true
        if isatty(2) != 0 { Supervisor.writeAll(2, "accord: \(c.what) is taking a while…\n") }
    }

    /// "accord: stopped (SIGTERM) while compiling …, after 20 s of it; 238 s in all: compiling
    /// module X 150 s, waiting for … 60 s, reading and preparing the files 8 s" — where every
    /// second went, not only the last phase's.
    static func stoppedMessage(_ sig: Int32) -> String? {
        Cleanup.lock.lock(); defer { Cleanup.lock.unlock() }
        let total = Date().timeIntervalSince(started)
        let earlier = finished.filter { $0.seconds >= 1 }
        let spent = finished.reduce(0) { $0 + $1.seconds } + (current.map { Date().timeIntervalSince($0.since) } ?? 0)
        var parts = earlier.prefix(6).map { "\($0.what) \(Int($0.seconds)) s" }
        if earlier.count > 6 { parts.append("\(earlier.count - 6) more phases \(Int(earlier.dropFirst(6).reduce(0) { $0 + $1.seconds })) s") }
        if total - spent >= 1 { parts.append("reading, indexing and preparing the files \(Int(total - spent)) s") }
        let history = parts.isEmpty ? "" : " (\(Int(total)) s in all; besides it: " + parts.joined(separator: ", ") + ")"
        // (Between phases — a server waiting for requests — a stop is said by whoever started it.)
        guard let c = current else { return nil }
        return "accord: stopped (\(Supervisor.signalName(sig))) while \(c.what), after \(Int(Date().timeIntervalSince(c.since))) s of it" + history
    }
}
