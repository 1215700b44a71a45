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

    /// Ends accord as `sig` would (the status a shell expects) after cleaning up. The signal is
    /// sent to the process, not raised in this thread: dispatch's threads block signals.
    static func die(by sig: Int32) -> Never {
        run()
        signal(sig, SIG_DFL)
        kill(getpid(), sig)
        usleep(200_000)
        _exit(128 + sig)
    }

    /// Kills every process group still running and removes every registered temporary path.
    static func run() {
        lock.lock(); defer { lock.unlock() }
        for pid in children { kill(-pid, SIGKILL) }
        children.removeAll()
        for p in paths { try? FileManager.default.removeItem(atPath: p) }
        paths.removeAll()
    }

    /// Removes `path` on any exit from now on.
    static func register(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.insert(path)
    }

    /// Removes `path` now (and forgets it).
    static func remove(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        try? FileManager.default.removeItem(atPath: path)
        paths.remove(path)
    }

    /// Stops tracking `path` (it was moved into place).
    static func forget(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.remove(path)
    }

    /// A new private folder (`mkdtemp`, mode 0700) under $TMPDIR, removed on every exit path.
    static func makeTemporaryDirectory(_ prefix: String) throws -> URL {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        let ok = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        guard ok else { throw CompileCache.Failure.unusable("cannot create a temporary folder in \(base): \(String(cString: strerror(errno)))") }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        register(path)
        return URL(fileURLWithPath: path)
    }
}

