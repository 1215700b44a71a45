import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The compile cache: one directory per key (`e-<key>`) under the cache root, each holding a
/// compiled preview program and whatever its build step wrote.
///
/// Guarantees (see Docs/Reliability.md):
/// - An entry is complete or absent: it is built in a private temporary directory inside the
///   root and renamed into place in one step, so no run ever sees (or executes) a half-written
///   program, and nothing like `preview.tmp` is left in an entry.
/// - Concurrent runs of the same new key build it once: a per-key `flock` makes the others wait,
///   and they then find the finished entry. (Were the lock ever bypassed, the rename still keeps
///   exactly one complete entry: a second finished build is discarded.)
/// - A build that fails (throws) leaves nothing behind, so failures are not cached.
/// - The cache is bounded: after each new entry, least-recently-used entries are removed until
///   the total is under `ACCORD_CACHE_MAX` (default 500 MB; `500M`, `2G`, `800K` or bytes).
///   An entry used in the last minute is never removed (a run may be about to execute it).
struct CompileCache {
    let root: URL
    let maxBytes: Int64

    /// The cache everyone uses: `$ACCORD_CACHE`, else `$XDG_CACHE_HOME/accord`, else `~/.cache/accord`.
    static var shared: CompileCache {
        let env = ProcessInfo.processInfo.environment
        // (A relative XDG_CACHE_HOME is ignored, as the XDG spec says: it made a cache in
        // whatever folder accord was run from.)
        let base = env["ACCORD_CACHE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((env["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? (NSHomeDirectory() + "/.cache")) + "/accord")
        return CompileCache(root: URL(fileURLWithPath: base), maxBytes: maxBytesSetting(env["ACCORD_CACHE_MAX"]))
    }

    nonisolated(unsafe) private static var warnedMax = false

    /// `ACCORD_CACHE_MAX` read: a size, else 500 MB (said once when the value is not a size).
    static func maxBytesSetting(_ value: String?) -> Int64 {
        guard let value, !value.isEmpty else { return 500 << 20 }
        if let bytes = parseSize(value) { return bytes }
        Cleanup.withChildren {
            if !warnedMax {
                warnedMax = true
                FileHandle.standardError.write(Data("accord: warning: ACCORD_CACHE_MAX=\(value) is not a size (500M, 2G, 800K or bytes); using 500M\n".utf8))
            }
        }
        return 500 << 20
    }

    enum Failure: Error, CustomStringConvertible {
        case unusable(String)
        var description: String { if case .unusable(let m) = self { return m }; return "" }
    }

    /// The complete entry for `key` in the shared cache, built by `build` if it is not there yet.
    static func entry(key: String, evict: Bool = true, _ build: (URL) throws -> Void) throws -> URL {
        try shared.entry(key: key, evict: evict, build)
    }

    /// The complete entry for `key`, built by `build` if it is not there yet. `build` gets a
    /// private, empty directory to fill; if it returns, that directory becomes the entry; if it
    /// throws, the directory is removed and the error passed on. `evict: false`: the caller
    /// makes many small entries in a row and calls `evict(keeping:)` once after them.
    func entry(key: String, evict: Bool = true, _ build: (URL) throws -> Void) throws -> URL {
        let safeKey = String(key.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(120))
        let dir = root.appendingPathComponent("e-" + safeKey)
        if isEntry(dir) { touch(dir); return dir }
        try makeRoot()
        // One builder per key; the others wait here and then find the entry.
        let lockPath = root.appendingPathComponent("locks/\(safeKey).lock").path
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw Failure.unusable("cannot use the compile cache \(root.path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }  // closing releases the lock
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw Failure.unusable("cannot lock the compile cache \(root.path): \(String(cString: strerror(errno)))") }
        }
        if isEntry(dir) { touch(dir); return dir }
        let tmp = try makeTemporaryDirectory()
        Cleanup.register(tmp.path)
        var placed = false
        defer { if placed { Cleanup.forget(tmp.path) } else { Cleanup.remove(tmp.path) } }
        try build(tmp)
        // The marker is written last: a directory without it is not an entry.
        guard FileManager.default.createFile(atPath: tmp.appendingPathComponent(Self.marker).path, contents: Data()) else {
            throw Failure.unusable("cannot write to the compile cache \(root.path)")
        }
        if rename(tmp.path, dir.path) == 0 {
            placed = true
        } else {
            // Only possible if another builder bypassed the lock and finished first: keep theirs.
            guard isEntry(dir) else {
                throw Failure.unusable("cannot write to the compile cache \(root.path): \(String(cString: strerror(errno)))")
            }
        }
        if !evict {
            return dir
        } else if Self.evictInBackground {
            let cache = self
            DispatchQueue.global(qos: .utility).async { cache.evict(keeping: dir) }
        } else {
            self.evict(keeping: dir)
        }
        return dir
    }

    static let marker = ".complete"

    /// Eviction (a walk over every entry's files: 0.3 s with a full cache of 200 entries on the
    /// build machine) after the entry is returned, on another thread: set by `accord preview`,
    /// which lives on and waits for no one (issue 17: an edit's update within a second).
    nonisolated(unsafe) static var evictInBackground = false

    func isEntry(_ dir: URL) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(Self.marker).path)
    }

    /// Marks an entry as just used (its directory's modification time orders the LRU).
    func touch(_ dir: URL) {
        _ = utimes(dir.path, nil)
    }

    func makeRoot() throws {
        do {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("locks"), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure.unusable("cannot create the compile cache \(root.path) (set ACCORD_CACHE to a writable folder)")
        }
    }

    /// `mkdtemp` inside the root (same file system, so the final rename is atomic), mode 0700.
    func makeTemporaryDirectory() throws -> URL {
        var template = Array(root.appendingPathComponent("tmp-XXXXXX").path.utf8CString)
        let ok = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        guard ok else { throw Failure.unusable("cannot write to the compile cache \(root.path): \(String(cString: strerror(errno)))") }
        return URL(fileURLWithPath: String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Removes least-recently-used entries until the cache fits its cap, plus leftovers of
    /// builds that were killed (temporary directories over an hour old) and entries of the old
    /// layout (bare hexadecimal names).
    func evict(keeping current: URL) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: root.path) else { return }
        let now = Date()
        var entries: [(url: URL, used: Date, bytes: Int64)] = []
        var total: Int64 = 0
        for name in names {
            let url = root.appendingPathComponent(name)
            guard let attrs = try? fm.attributesOfItem(atPath: url.path),
                  attrs[.type] as? FileAttributeType == .typeDirectory else { continue }
            let used = attrs[.modificationDate] as? Date ?? .distantPast
            if name.hasPrefix("tmp-") {
                if now.timeIntervalSince(used) > 3600 { try? fm.removeItem(at: url) }
                continue
            }
            let legacy = !name.isEmpty && name.allSatisfy(\.isHexDigit)
            guard name.hasPrefix("e-") || legacy else { continue }
            let bytes = Self.size(of: url)
            total += bytes
            if url.lastPathComponent != current.lastPathComponent { entries.append((url, legacy ? .distantPast : used, bytes)) }
        }
        guard total > maxBytes else { return }
        for e in entries.sorted(by: { $0.used < $1.used }) {
            if total <= maxBytes { break }
            if now.timeIntervalSince(e.used) < 60 { continue }
            // Renamed away first, so no run ever sees a half-removed entry.
            guard let trash = try? makeTemporaryDirectory() else { return }
            let target = trash.appendingPathComponent("old")
            if rename(e.url.path, target.path) == 0 {
                total -= e.bytes
                try? fm.removeItem(at: root.appendingPathComponent("locks/\(e.url.lastPathComponent.dropFirst(2)).lock"))
            }
            try? fm.removeItem(at: trash)
        }
    }

    static func size(of dir: URL) -> Int64 {
        var total: Int64 = 0
        guard let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: [.fileAllocatedSizeKey, .fileSizeKey]) else { return 0 }
        for case let f as URL in e {
            let v = try? f.resourceValues(forKeys: [.fileAllocatedSizeKey, .fileSizeKey])
            total += Int64(v?.fileAllocatedSize ?? v?.fileSize ?? 0)
        }
        return total
    }

    /// `500M`, `2G`, `800K`, `1048576`: bytes.
    static func parseSize(_ s: String) -> Int64? {
        let t = s.trimmingCharacters(in: .whitespaces).uppercased().replacingOccurrences(of: "B", with: "")
        guard let last = t.last else { return nil }
        let shifts: [Character: Int64] = ["K": 10, "M": 20, "G": 30, "T": 40]
        if let shift = shifts[last] {
            guard let v = Double(t.dropLast()), v >= 0, v.isFinite else { return nil }
            // (Clamped: 1e300K trapped converting to Int64.)
            let bytes = v * Double(Int64(1) << shift)
            return bytes < 9.2e18 ? Int64(bytes) : Int64.max
        }
        guard let v = Int64(t), v >= 0 else { return nil }
        return v
    }
}
