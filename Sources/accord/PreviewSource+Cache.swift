import Foundation

/// The preview transform of a file, kept across runs (issue 11: the transform costs about a
/// second per file in a debug build on a loaded machine, and a large target's hundreds of files
/// were transformed again by every run, even when the program itself came from the cache).
///
/// Each transform is a compile-cache entry (`e-transform-<hash>`, CompileCache.swift: complete
/// or absent, counted in `ACCORD_CACHE_MAX`, evicted least recently used first) keyed by the
/// file's text, its path (its previews' names come from it), its role (previewed or not) and
/// this accord executable (its size and date: a rebuilt tool transforms anew). A run makes its
/// new entries without evicting after each (a first run of a large target makes hundreds) and
/// evicts once after them (`evictAfterNew`). Small files (under `minimumBytes`) are transformed
/// every time: reading an entry costs about what their transform does.
extension PreviewSource {
    init(transformed: String, previews: [String], imports: [String], code: String) {
        self.transformed = transformed
        self.previews = previews
        self.imports = imports
        self.code = code
    }

    /// Files shorter than this are not cached.
    static let minimumCachedBytes = 4096

    /// The transform of `text`, from the cache when this accord made it before.
    static func cached(_ text: String, path: String, previewPrefix: String, isPrimary: Bool) -> PreviewSource {
        guard text.utf8.count >= minimumCachedBytes, ProcessInfo.processInfo.environment["ACCORD_TRANSFORM_CACHE"] != "0",
              let tool = TransformCache.toolStamp else {
            return PreviewSource(text, path: path, previewPrefix: previewPrefix, isPrimary: isPrimary)
        }
        let key = "transform-" + String(PreviewCompiler.fnv1a(tool + "\u{0}" + path + "\u{0}" + previewPrefix + (isPrimary ? "\u{0}p\u{0}" : "\u{0}o\u{0}") + text), radix: 16)
            + "-" + String(text.utf8.count, radix: 16)
        var made: PreviewSource? = nil
        let entry = try? CompileCache.entry(key: key, evict: false) { dir in
            let source = PreviewSource(text, path: path, previewPrefix: previewPrefix, isPrimary: isPrimary)
            made = source
            let object: [String: Any] = ["transformed": source.transformed, "previews": source.previews, "imports": source.imports, "code": source.code]
            try JSONSerialization.data(withJSONObject: object).write(to: dir.appendingPathComponent("transform.json"))
            TransformCache.noteNew()
        }
        if let made { return made }
        if let entry, let data = FileManager.default.contents(atPath: entry.appendingPathComponent("transform.json").path),
           let o = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let transformed = o["transformed"] as? String, let previews = o["previews"] as? [String],
           let imports = o["imports"] as? [String], let code = o["code"] as? String {
            return PreviewSource(transformed: transformed, previews: previews, imports: imports, code: code)
        }
        return PreviewSource(text, path: path, previewPrefix: previewPrefix, isPrimary: isPrimary)
    }
}

enum TransformCache {
    /// This accord executable's size and date (nil: unknown; nothing is cached then).
    static let toolStamp: String? = {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        guard let a = try? FileManager.default.attributesOfItem(atPath: exe) else { return nil }
        return "\(exe)|\(a[.size] ?? 0)|\((a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
    }()

    nonisolated(unsafe) private static var new = 0
    private static let lock = NSLock()

    static func noteNew() { lock.lock(); new += 1; lock.unlock() }

    /// Evicts once if transforms were added since the last call (the cache's cap holds them too).
    static func evictAfterNew() {
        lock.lock()
        let added = new
        new = 0
        lock.unlock()
        guard added > 0 else { return }
        let cache = CompileCache.shared
        cache.evict(keeping: cache.root)
    }
}
