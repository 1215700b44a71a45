// Longer than ~400 lines: the live preview's one controller — the main thread's work queue and every step it takes (compile, start, stop, forward, report), which share its state; the HTTP server, the page and the preview program's process are LivePreview+HTTP/+Page/+Process.swift.
import Accord
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `accord preview FILE`: a live preview in the browser. A local web server (LivePreview+HTTP)
/// serves one page; the file is watched, compiled again when it changes, and one long-running
/// preview program (`--verb serve`, Sources/Accord/Preview/PreviewServer.swift) renders what the
/// page asks for; renderings and the compiler's verdicts reach the page as server-sent events.
///
/// Everything that decides — compiling, starting and stopping the preview program, forwarding
/// the page's requests — happens on the main thread, one thing at a time, in the order it was
/// asked for (`Controller`); the other threads (the file watcher, HTTP connections, the program's
/// readers) only queue work for it.
enum LivePreview {
    struct Options {
        var port: UInt16 = 0
        var runnerArgs: [String] = []
        var timeout: Double = 30
    }

    static func run(file: String, args: [String], timeout: Double?) -> Never {
        var o = Options()
        if let t = timeout { o.timeout = t }
        var it = args.makeIterator()
        while let a = it.next() {
            func value() -> String {
                guard let v = it.next() else { die("\(a) needs a value") }
                return v
            }
            switch a {
            case "--port":
                let v = value()
                guard let p = UInt16(v), p > 0 else { die("--port needs a port number (1…65535)") }
                o.port = p
            case "--device":
                let v = value()
                guard let d = PreviewDevice.named(v) else { die("unknown device \"\(v)\"; known: \(PreviewDevice.all.map(\.name).joined(separator: ", "))") }
                o.runnerArgs += ["--device", d.name]
            case "--dynamic-type":
                let v = value()
                guard dynamicTypeSizes.contains(v) else { die("--dynamic-type must be one of \(dynamicTypeSizes.joined(separator: ", "))") }
                o.runnerArgs += [a, v]
            case "--dark", "--rtl", "--fixed-metrics": o.runnerArgs.append(a)
            case "--preview", "--font", "--canvas", "--size-class": o.runnerArgs += [a, value()]
            default: die("preview: unknown option \(a)")
            }
        }
        // The server goes when whoever started it goes (a test harness killed, a terminal
        // closed): SIGTERM, whose handler stops the preview program first.
        setParentDeathSignal(SIGTERM)
        // The file in which one preview program hands its @State values to the next (an edit
        // compiles a new program; Sources/Accord/State/ViewGraph+Carry.swift).
        // In a private folder (0700, removed on every way out, by the watcher too): a predictable
        // name in a shared /tmp (it was accord-preview-PID-state.json, and its .tmp) could be
        // made a symlink to another file by another user before the program wrote through it.
        let stateFile: String
        do { stateFile = try Cleanup.makeTemporaryDirectory("accord-preview").appendingPathComponent("state.json").path } catch { die("\(error)", 1) }
        ServeProcess.extraEnvironment["ACCORD_PREVIEW_STATE"] = stateFile
        CompileCache.evictInBackground = true
        let controller = Controller(file: file, options: o)
        controller.run()
    }

    static let dynamicTypeSizes = DynamicTypeSize.allCases.map { "\($0)" }

    static func setParentDeathSignal(_ sig: Int32) {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let sym = dlsym(nil, "prctl") else { return }
        _ = unsafeBitCast(sym, to: Prctl.self)(1 /* PR_SET_PDEATHSIG */, UInt(sig), 0, 0, 0)
        if getppid() == 1 { raise(sig) }
    }

    /// Work for the main thread.
    enum Work {
        /// The file changed (when the change was first seen: its modification time).
        case fileChanged(Date?)
        case command(String)
        case answer(ServeProcess, String)
        case ended(ServeProcess, Int32)
    }
}

/// The main thread's loop (see `LivePreview`).
final class Controller: @unchecked Sendable {
    let file: String
    let options: LivePreview.Options
    let http = LiveHTTP()
    private let condition = NSCondition()
    private var queue: [LivePreview.Work] = []

    private var process: ServeProcess?
    private var exe: URL?
    /// With the warm host (PreviewCompiler+Host.swift): the host program, `exe` is the previews'
    /// library, and `spare` a host started ahead, warmed up and waiting for its library.
    private var host: URL?
    private var spare: ServeProcess?
    /// The page's choices (preview, device, scheme…), sent again to a new program.
    private var settings: [String: Any] = [:]
    /// Requests sent and not yet answered, oldest first: when each was sent.
    private var outstanding: [Date] = []
    private var generation = 0
    /// Signalled when the program has written its state for the next one (`{"save": true}`).
    private let saved = DispatchSemaphore(value: 0)
    private var changedAt: Date?
    /// Where an edit's time went, for the line printed once its rendering is out: the watcher's
    /// notice, the compile (and the compiler's share), the new program's start and first rendering.
    private var editPhases: (noticed: Double, compile: Double, compiler: Double)?
    private var startedAt: Date?
    private var lastStatus = ""
    /// The running program's design-time literals (LivePreview+Literals.swift): the scan of the
    /// text it was compiled from (nil: compiled without them), and the values it shows.
    private var compiledScan: LiveLiterals.Scan?
    private var shownLiterals: [String] = []
    /// The rendering awaited is of a save that only changed literals (no compile).
    private var literalEdit = false
    /// The places the last successful compile left out (LivePreview+LeftOut.swift), sent with
    /// every status: the page lists them while it shows that compile's rendering.
    private var leftOut: [LeftOutPlace] = []

    init(file: String, options: LivePreview.Options) {
        self.file = file
        self.options = options
    }

    /// Saves seen by the watcher (under `condition`): a compile begun at count N is for an older
    /// save once it is above N (`compileAndStart`).
    private var saves = 0

    func post(_ w: LivePreview.Work) {
        condition.lock()
        if case .fileChanged = w { saves += 1 }
        queue.append(w); condition.signal(); condition.unlock()
    }

    private var savesSeen: Int { condition.lock(); defer { condition.unlock() }; return saves }

    func run() -> Never {
        let title = URL(fileURLWithPath: file).lastPathComponent
        http.page = { [http] in LivePage.html(title: title, token: http.token) }
        http.onCommand = { [weak self] q in self?.post(.command(q)) }
        do { try http.start(port: options.port) } catch { die("\(error)", 1) }
        let url = "http://127.0.0.1:\(http.port)/"
        say("accord preview: \(url)  (watching \(file); Ctrl-C to stop)")
        FileWatcher(path: file) { [weak self] in self?.post(.fileChanged($0)) }.start()
        // The warm host, unless turned off (ACCORD_PREVIEW_HOST=0) or fonts are added (they must
        // be there before anything is drawn; the host draws to warm up).
        if ProcessInfo.processInfo.environment["ACCORD_PREVIEW_HOST"] != "0", !options.runnerArgs.contains("--font") {
            do {
                host = try PreviewCompiler.hostProgram()
                startSpare()
            } catch {
                FileHandle.standardError.write(Data("accord: without the warm preview host (\(error)); each edit starts a new program\n".utf8))
            }
        }
        compileAndStart()
        while true {
            condition.lock()
            while queue.isEmpty { _ = condition.wait(until: Date().addingTimeInterval(0.25)); if queue.isEmpty { break } }
            var work = queue
            queue.removeAll()
            condition.unlock()
            // Several saves queued while compiling: one compile of the latest text.
            if work.filter({ if case .fileChanged = $0 { true } else { false } }).count > 1 {
                var seen = false
                work = work.reversed().filter { if case .fileChanged = $0 { defer { seen = true }; return !seen } else { return true } }.reversed()
            }
            for w in work { handle(w) }
            checkTimeout()
        }
    }

    private func handle(_ w: LivePreview.Work) {
        switch w {
        case .fileChanged(let savedAt):
            changedAt = savedAt ?? Date()
            compileAndStart()
        case .command(let q):
            guard let data = q.data(using: .utf8), var request = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return }
            request = request.filter { ["preview", "device", "dark", "rtl", "dynamicType", "variants", "tap", "drag", "key", "scroll", "context", "press"].contains($0.key) }
            for (k, v) in request where !["tap", "drag", "key", "scroll", "context", "press"].contains(k) { settings[k] = v }
            if process == nil, exe != nil { start(reset: true) } else { send(request) }
        case .answer(let p, let line):
            liveStamp("handle answer")
            defer { liveStamp("broadcast") }
            guard p === process else { return }
            // (The next edit's host warms up while this one is shown.)
            defer { if spare == nil { startSpare() } }
            let sentAt = outstanding.isEmpty ? nil : outstanding.removeFirst()
            if line.hasPrefix("{\"type\":\"unchanged\"") { return }
            if line.hasPrefix("{\"type\":\"render\"") {
                // The time from sending the request to the program to its answer here (ms), for
                // the page's measurements (`relay`).
                if let t = sentAt, line.hasSuffix("}") {
                    http.broadcast("render", line.dropLast() + ",\"relay\":\(Int((Date().timeIntervalSince(t) * 1000).rounded()))}")
                } else {
                    http.broadcast("render", line)
                }
                // The first edit's plan, made while the page shows this rendering
                // (PreviewCompiler+Direct.swift, `preparation`).
                if let prepare = PreviewCompiler.preparation {
                    PreviewCompiler.preparation = nil
                    DispatchQueue.global(qos: .utility).async(execute: prepare)
                }
                if let t = changedAt {
                    changedAt = nil
                    var parts = ""
                    if literalEdit {
                        parts = " (only design-time literals changed: not compiled, the running program drew them in \(Int(((line.range(of: "\"ms\":").map { Double(line[$0.upperBound...].prefix { "0123456789.".contains($0) }) ?? 0 } ?? 0)).rounded())) ms)"
                    } else if let e = editPhases, let s = startedAt {
                        let program = (line.range(of: "\"ms\":").map { Double(line[$0.upperBound...].prefix { "0123456789.".contains($0) }) ?? 0 } ?? 0) / 1000
                        parts = String(format: " (noticed %.2f s, compiled %.2f s of which swiftc %.2f s, program started %.2f s, drew %.2f s)",
                                       e.noticed, e.compile, e.compiler, max(0, Date().timeIntervalSince(s) - program), program)
                    }
                    editPhases = nil
                    literalEdit = false
                    say("updated \(String(format: "%.2f", Date().timeIntervalSince(t))) s after the change" + parts)
                }
            } else {
                http.broadcast("notice", line)
            }
        case .ended(let p, let status):
            if p === spare { spare = nil }
            guard p === process else { return }
            process = nil
            outstanding.removeAll()
            let how = status & 0x7f == 0 ? "exited with status \((status >> 8) & 0xff)" : "crashed (\(Supervisor.signalName(status & 0x7f)))"
            let tail = p.errorSummary
            report(state: "crashed", message: "the preview program \(how); the last good rendering is kept. It starts again at the next change or choice.",
                   detail: tail, errors: Self.locations(in: tail, file: file))
        }
    }

    /// Compiles the file; on success the preview program is (re)started, on failure the page
    /// shows the messages and keeps what it shows.
    private func compileAndStart() {
        // Only title literals (and comments) changed since the running program's compile: it
        // draws the new values, nothing is compiled (LivePreview+Literals.swift).
        if let compiled = compiledScan, process != nil, ProcessInfo.processInfo.environment["ACCORD_DESIGN_LITERALS"] != "0",
           let text = PreviewCompiler.readText(URL(fileURLWithPath: file)) {
            let now = LiveLiterals.scan(text)
            if now.skeleton == compiled.skeleton {
                editPhases = nil
                if now.values == shownLiterals {
                    changedAt = nil
                    report(state: "ok", message: "up to date (only comments changed)")
                    return
                }
                shownLiterals = now.values
                literalEdit = true
                report(state: "ok", message: "only design-time literals changed: drawn by the running program, not compiled")
                send(["literals": now.values])
                return
            }
        }
        report(state: "compiling", message: "compiling…")
        let started = Date()
        let compilerBefore = Supervisor.compilerSeconds
        let built: URL
        liveStamp("compile")
        defer { liveStamp("compiled") }
        // A save that comes while this compile runs makes it pointless: it is stopped (the
        // compiler killed by its PID) and the newer save, already queued, is compiled next, so
        // the page shows only the newest text (Supervisor.compile(superseded:): this build's own
        // compile and link only).
        let begunAt = savesSeen
        PreviewCompiler.supersede = { [weak self] in (self?.savesSeen ?? 0) > begunAt }
        defer { PreviewCompiler.supersede = nil }
        var scanned: LiveLiterals.Scan?
        PreviewCompiler.rewritePrimary = ProcessInfo.processInfo.environment["ACCORD_DESIGN_LITERALS"] == "0" ? nil : { text in
            guard let r = LiveLiterals.rewrite(text) else { return text }
            scanned = r.scan
            return r.text
        }
        defer { PreviewCompiler.rewritePrimary = nil }
        do {
            PreviewCompiler.sharedLibrary = host != nil
            do {
                built = try PreviewCompiler.build(file)
            } catch PreviewCompiler.Failure.compile(_) where scanned != nil {
                // Not with design-time literals: as saved (its messages at the user's columns).
                scanned = nil
                PreviewCompiler.rewritePrimary = nil
                built = try PreviewCompiler.build(file)
            }
        } catch let stopped as PreviewCompiler.Superseded {
            let line = stopped.output.split(separator: "\n").last { $0.hasPrefix(Supervisor.supersededMessage) } ?? Substring(Supervisor.supersededMessage)
            say("\(line): a newer save replaced it")
            return
        } catch {
            let text = "\(error)"
            let shown = text.replacingOccurrences(of: URL(fileURLWithPath: file).standardizedFileURL.path, with: file)
            changedAt = nil
            say("\(file) does not compile; the page shows why")
            report(state: "error", message: "\(file) does not compile; the last good rendering is kept.", detail: shown,
                   errors: Self.locations(in: shown, file: file))
            return
        }
        // What the file as opened needs left out (what Accord lacks) stays left out in later
        // edits; an error an edit makes is shown (PreviewCompiler.leavesOutOnly).
        if PreviewCompiler.leavesOutOnly == nil { PreviewCompiler.leavesOutOnly = PreviewCompiler.lastLeftOut }
        leftOut = LeftOutPlace.ofLastBuild
        let compileTime = Date().timeIntervalSince(started)
        if let t = changedAt {
            editPhases = (started.timeIntervalSince(t), compileTime, Supervisor.compilerSeconds - compilerBefore)
        }
        if built == exe, process != nil {
            // Same program (an edit that changed nothing the compiler sees): the state stays.
            report(state: "ok", message: "up to date", compileSeconds: compileTime)
            // (Its literals as this text has them: a save may have changed them since.)
            compiledScan = scanned
            shownLiterals = scanned?.values ?? []
            send(["literals": shownLiterals])
            return
        }
        exe = built
        compiledScan = scanned
        shownLiterals = scanned?.values ?? []
        start(reset: generation > 0, compileSeconds: compileTime)
    }

    private func start(reset: Bool, compileSeconds: Double? = nil) {
        guard let exe else { return }
        saveState()
        process?.stop()
        process = nil
        outstanding.removeAll()
        if host != nil {
            // The spare host takes the previews' library (started now when there is none).
            if spare == nil { startSpare() }
            process = spare
            spare = nil
            // (A spare that has gone meanwhile: a fresh one, once.)
            var loaded = process?.send(Self.loadRequest(exe)) == true
            if !loaded {
                process?.stop()
                startSpare()
                process = spare
                spare = nil
                loaded = process?.send(Self.loadRequest(exe)) == true
            }
            guard loaded else {
                process?.stop()
                process = nil
                report(state: "crashed", message: "the preview host did not start")
                return
            }
        } else {
            do {
                process = try spawn(exe)
            } catch {
                report(state: "crashed", message: "\(error)")
                return
            }
        }
        generation += 1
        startedAt = Date()
        report(state: "ok", message: reset ? "recompiled: a new preview program; @State values whose place in the view tree, name and type are unchanged keep their values, the rest start afresh" : "running",
               compileSeconds: compileSeconds, reset: reset)
        // (The same program started again after literal-only saves: their values too.)
        var first = settings
        if let c = compiledScan, shownLiterals != c.values { first["literals"] = shownLiterals }
        send(first)
    }

    private func spawn(_ program: URL) throws -> ServeProcess {
        try ServeProcess(exe: program, args: options.runnerArgs, userFile: file,
                         answer: { [weak self] p, line in
                             liveStamp("line read")
                             if line.hasPrefix("{\"type\":\"saved\"") { self?.saved.signal() } else { self?.post(.answer(p, line)) }
                         },
                         ended: { [weak self] p, status in self?.post(.ended(p, status)) })
    }

    /// Starts a host that warms up and waits for its library (nothing when it cannot start:
    /// `start` tries again when it needs one).
    private func startSpare() {
        guard let host, spare == nil else { return }
        spare = try? spawn(host)
    }

    static func loadRequest(_ library: URL) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: ["load": library.path])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Asks the running program to write the state the next one takes over, and waits (at most
    /// 3 s: it answers after the requests before it). With no program, or no answer, there is
    /// nothing current to hand over: the file goes and the new program starts afresh.
    private func saveState() {
        guard let path = ServeProcess.extraEnvironment["ACCORD_PREVIEW_STATE"] else { return }
        while saved.wait(timeout: .now()) == .success {}
        if let p = process, p.send("{\"save\":true}"), saved.wait(timeout: .now() + 3) == .success { return }
        unlink(path)
    }

    private func send(_ request: [String: Any]) {
        guard let p = process, let data = try? JSONSerialization.data(withJSONObject: request, options: [.sortedKeys]) else { return }
        outstanding.append(Date())
        liveStamp("send")
        p.send(String(decoding: data, as: UTF8.self))
    }

    /// A request the program has not answered within the limit: a body that never finishes.
    private func checkTimeout() {
        guard let first = outstanding.first, Date().timeIntervalSince(first) > options.timeout, let p = process else { return }
        process = nil
        outstanding.removeAll()
        p.stop()
        report(state: "crashed", message: "the preview was still working after \(Supervisor.formatSeconds(options.timeout)) s and was stopped "
               + "(a body that never finishes?); it starts again at the next change or choice.")
    }

    private func report(state: String, message: String, detail: String = "", errors: [(Int, Int, String)] = [],
                        compileSeconds: Double? = nil, reset: Bool = false) {
        // (An error at a place the file as opened had left out — what Accord lacks — is marked:
        // the edit's own errors are the others.)
        let known = PreviewCompiler.leavesOutOnly ?? []
        var o: [String: Any] = ["state": state, "message": message, "detail": detail, "generation": generation, "reset": reset,
                                "file": file, "leftOut": leftOut.map(\.json),
                                "errors": errors.map { e in
                                    ["line": e.0, "column": e.1, "message": e.2,
                                     "leftOutBefore": known.contains { !$0.isEmpty && e.2.contains($0) }] as [String: Any]
                                }]
        if let c = compileSeconds { o["compileSeconds"] = (c * 100).rounded() / 100 }
        guard let data = try? JSONSerialization.data(withJSONObject: o, options: [.sortedKeys]) else { return }
        let line = String(decoding: data, as: UTF8.self)
        lastStatus = line
        http.broadcast("status", line)
    }

    /// `file:line:column: error: message` lines of the compiler (or a crash report) about the user's file.
    static func locations(in text: String, file: String) -> [(Int, Int, String)] {
        var out: [(Int, Int, String)] = []
        for line in text.split(separator: "\n") {
            guard line.hasPrefix(file + ":") else { continue }
            let rest = line.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard rest.count == 3, let l = Int(rest[0]) else { continue }
            let c = Int(rest[1]) ?? 0
            let message = rest[2].trimmingCharacters(in: .whitespaces)
            guard message.hasPrefix("error:") || message.hasPrefix("Fatal error") || message.contains("error") else { continue }
            out.append((l, c, message))
        }
        return out
    }

    private func say(_ s: String) { Supervisor.writeAll(1, s + "\n") }
}

/// Watches one path by polling (every 25 ms: a stat call): a change of its modification time, size or
/// inode, with content that differs from the last seen; reported with the file's modification time
/// (30 ms later when the file was written in place, so a save in pieces can finish). An editor's save by writing a new file
/// and renaming it over the old (or deleting first) is a change like any other; while the path
/// is missing nothing is reported.
final class FileWatcher: @unchecked Sendable {
    let path: String
    let changed: @Sendable (Date?) -> Void

    init(path: String, changed: @escaping @Sendable (Date?) -> Void) {
        self.path = path
        self.changed = changed
    }

    func start() {
        Thread.detachNewThread { [self] in
            var last = stamp()
            var content = FileManager.default.contents(atPath: path)
            while true {
                usleep(25_000)
                let now = stamp()
                guard let now, now != last else { continue }
                // Let a save that writes in pieces finish (a new file renamed over the old one, as
                // most editors save, is whole: a new inode in place of the old is not waited for — 30 ms of
                // every edit; a file deleted and written again is).
                let renamedOver = last.map { $0[3] != now[3] } ?? false
                if !renamedOver { usleep(30_000) }
                let settled = renamedOver ? now : stamp()
                last = settled
                guard settled != nil, let text = FileManager.default.contents(atPath: path), text != content else { continue }
                content = text
                // (The modification time, when it is not in the future nor long past.)
                let modified = settled.map { Date(timeIntervalSince1970: Double($0[0]) + Double($0[1]) / 1e9) }
                changed(modified.flatMap { abs($0.timeIntervalSinceNow) < 5 ? $0 : nil })
            }
        }
    }

    private func stamp() -> [Int]? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return [Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec), Int(st.st_size), Int(st.st_ino)]
    }
}

/// With ACCORD_STAMPS set: "STAMP server <what> <CLOCK_MONOTONIC ms>" on stderr, to follow one
/// update across the server and the preview program (Docs/LivePreview.md, "Latency").
let liveStamps = ProcessInfo.processInfo.environment["ACCORD_STAMPS"] != nil

func liveStamp(_ what: String) {
    guard liveStamps else { return }
    var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t)
    FileHandle.standardError.write(Data("STAMP server \(what) \(Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6)\n".utf8))
}
