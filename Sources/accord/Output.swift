import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way `accord` writes a file for the user (renderings, inspector pages, galleries).
///
/// - An input file (the .swift being previewed) is never written over, unless `--force`.
/// - A path the user named (`-o`) is written as ordinary tools write it: a symlink is followed
///   to its target, a device, fifo, `/dev/stdout` or `-` is written to, never replaced; a
///   regular file is replaced atomically (written beside it, then renamed), keeping its mode —
///   if it is empty, accord's, or an image (page) of the kind being written: a user's file of
///   another kind (`-o Other.swift`, `-o notes.txt`) is refused unless `--force`.
/// - A path `accord` chose (a default name from a preview's name, or a numbered `-o`) never
///   replaces an existing file that accord did not write, unless `--force`.
/// - Errors name the user's path, never a temporary one.
enum Output {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    /// Who chose a path: the user (with -o) or accord (a default or numbered name).
    enum Origin { case named, chosen }

    /// Files that must never be written over (the inputs), as device and inode.
    nonisolated(unsafe) static var inputs: [(dev: UInt64, ino: UInt64, path: String)] = []
    /// `--force`: write over anything but a device's node.
    nonisolated(unsafe) static var force = false

    static func protect(_ path: String) {
        var st = stat()
        if stat(path, &st) == 0 { inputs.append((UInt64(st.st_dev), UInt64(st.st_ino), path)) }
    }

    /// Writes `data` to `path` ("-" is standard output).
    static func write(_ data: Data, to path: String, origin: Origin) throws {
        if path == "-" { try writeToDescriptor(1, data, path: "standard output"); return }
        guard !path.isEmpty else { throw Failure("an empty output path") }
        // Where the bytes really go: through symlinks (a dangling one names the file to create).
        // /dev and /proc names are the kernel's (/dev/stdout → /proc/self/fd/1 → "pipe:[…]"):
        // opened as they are.
        let target = path.hasPrefix("/dev/") || path.hasPrefix("/proc/") ? path : resolve(path)
        var st = stat()
        let exists = stat(target, &st) == 0
        if !exists, errno == ELOOP || errno == ENAMETOOLONG {
            // A symlink to itself (or a cycle): renaming over it would replace the user's link.
            throw Failure("cannot write \(path): \(errorText())")
        }
        if exists {
            let type = st.st_mode & S_IFMT
            if let input = inputs.first(where: { $0.dev == UInt64(st.st_dev) && $0.ino == UInt64(st.st_ino) }), !force {
                throw Failure("refusing to write over \(path): it is the input file \(input.path) (use another -o, or --force)")
            }
            if type == S_IFDIR { throw Failure("cannot write \(path): it is a folder") }
            if type != S_IFREG || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
                // A device, fifo, socket or terminal: written to, as `cat > /dev/null` does.
                let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
                guard fd >= 0 else { throw Failure("cannot write \(path): \(errorText())") }
                defer { close(fd) }
                try writeToDescriptor(fd, data, path: path)
                return
            }
            if origin == .chosen && !force && !isOurs(target) {
                throw Failure("refusing to replace \(path), which accord did not write (name it with -o, or use --force)")
            }
            if origin == .named && !force && st.st_size > 0 && !isOurs(target) {
                // Named with -o: an image replaced by an image of its kind is what was asked;
                // a file of another kind (a source file, notes: `-o Other.swift` mistyped) is not.
                let existing = kind(of: head(of: target)), writing = kind(of: data.prefix(4096))
                if existing == nil || existing != writing {
                    let what = existing.map { "a \($0.uppercased()) file, not \(writing.map { "a \($0.uppercased())" } ?? "what accord writes")" }
                        ?? "not an image or page (accord replaces a PNG, SVG, PDF or HTML file it is asked to)"
                    throw Failure("refusing to replace \(path): it is \(what); choose another -o, or use --force")
                }
            }
        } else if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            throw Failure("cannot write \(path): no such device")
        }
        try replaceAtomically(target, data, shownAs: path, mode: exists ? st.st_mode & 0o7777 : nil)
    }

    /// The path a write to `path` lands on: symlinks followed (a chain of them too), a
    /// dangling link giving the path it points at.
    static func resolve(_ path: String) -> String {
        var p = path
        for _ in 0..<40 {
            var st = stat()
            guard lstat(p, &st) == 0, st.st_mode & S_IFMT == S_IFLNK,
                  let dest = try? FileManager.default.destinationOfSymbolicLink(atPath: p) else { return p }
            p = dest.hasPrefix("/") ? dest : (Paths.parent(p) as NSString).appendingPathComponent(dest)
        }
        return p
    }

    static func replaceAtomically(_ target: String, _ data: Data, shownAs path: String, mode: mode_t?) throws {
        let dir = Paths.parent(target).isEmpty ? "." : Paths.parent(target)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw Failure("cannot write \(path): the folder \(dir) does not exist")
        }
        var template = Array("\(dir)/.accord-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure("cannot write \(path): \(errorText())") }
        let tmp = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        Cleanup.register(tmp)
        do {
            try writeToDescriptor(fd, data, path: path)
            let m = mode ?? (0o666 & ~currentUmask())
            fchmod(fd, m)
            guard fsync(fd) == 0 || errno == EINVAL else { throw Failure("cannot write \(path): \(errorText())") }
            close(fd)
            guard rename(tmp, target) == 0 else { throw Failure("cannot write \(path): \(errorText())") }
            Cleanup.forget(tmp)
        } catch {
            close(fd)
            Cleanup.remove(tmp)
            throw error
        }
    }

    static func writeToDescriptor(_ fd: Int32, _ data: Data, path: String) throws {
        var off = 0
        try data.withUnsafeBytes { (buf: UnsafeRawBufferPointer) in
            while off < buf.count {
                let n = Glibc.write(fd, buf.baseAddress! + off, buf.count - off)
                if n < 0 {
                    if errno == EINTR { continue }
                    if errno == EPIPE { Cleanup.die(by: SIGPIPE) }
                    throw Failure("cannot write \(path): \(errorText())")
                }
                off += n
            }
        }
    }

    static func currentUmask() -> mode_t {
        let m = umask(0o022)
        umask(m)
        return m
    }

    static func errorText() -> String { String(cString: strerror(errno)) }

    /// The kind of file `head` (its first bytes) begins: "png", "pdf", "svg", "html", or nil.
    static func kind(of head: Data) -> String? {
        if head.starts(with: pngSignature) { return "png" }
        if head.starts(with: Data("%PDF".utf8)) { return "pdf" }
        let text = String(decoding: head.prefix(4096), as: UTF8.self).lowercased()
        if text.contains("<svg") { return "svg" }
        if text.contains("<!doctype html") || text.contains("<html") { return "html" }
        return nil
    }

    /// The first 4 KB of the file at `path` (empty when it cannot be read).
    static func head(of path: String) -> Data {
        guard let h = FileHandle(forReadingAtPath: path) else { return Data() }
        defer { try? h.close() }
        return (try? h.read(upToCount: 4096)) ?? Data()
    }

    // MARK: - Marks

    /// Whether accord wrote the file at `path` (each format carries a mark; see `mark`).
    static func isOurs(_ path: String) -> Bool {
        guard let h = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? h.close() }
        let head = (try? h.read(upToCount: 4096)) ?? Data()
        if head.isEmpty { return false }
        if head.starts(with: pngSignature) { return head.range(of: pngMarkText) != nil }
        let text = String(decoding: head, as: UTF8.self)
        return text.contains(textMark) || text.contains(htmlMark) || (text.hasPrefix("%PDF") && pdfIsOurs(path))
    }

    static let pngSignature = Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    static let pngMarkText = Data("Software\0accord".utf8)
    static let textMark = "<!-- written by accord -->"
    static let htmlMark = "<meta name=\"generator\" content=\"accord\">"

    static func pdfIsOurs(_ path: String) -> Bool {
        guard let d = FileManager.default.contents(atPath: path) else { return false }
        return d.range(of: Data("%accord".utf8)) != nil
    }

    /// `data` (in `format`) with accord's mark: a PNG tEXt chunk `Software: accord` after the
    /// header, an XML comment after an SVG's declaration, a PDF comment line after its header.
    static func mark(_ data: Data, format: String) -> Data {
        switch format {
        case "png":
            // Signature (8) + IHDR chunk (4 length + 4 type + 13 data + 4 CRC = 25).
            guard data.count > 33, data.starts(with: pngSignature) else { return data }
            var chunk = Data()
            let body = Data("tEXt".utf8) + pngMarkText
            var len = UInt32(pngMarkText.count).bigEndian
            chunk.append(Data(bytes: &len, count: 4))
            chunk.append(body)
            var crc = crc32(body).bigEndian
            chunk.append(Data(bytes: &crc, count: 4))
            return data.prefix(33) + chunk + data.dropFirst(33)
        case "svg":
            let s = String(decoding: data, as: UTF8.self)
            if let r = s.range(of: "?>") { return Data((s[..<r.upperBound] + "\n" + textMark + s[r.upperBound...]).utf8) }
            return Data((textMark + "\n" + s).utf8)
        case "pdf":
            // At the end: a comment earlier would move the byte offsets the PDF's index holds.
            return data + Data("%accord\n".utf8)
        default:
            return data
        }
    }

    static func crc32(_ d: Data) -> UInt32 {
        var c: UInt32 = 0xffff_ffff
        for b in d {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c >> 1) ^ (c & 1 == 1 ? 0xedb8_8320 : 0) }
        }
        return ~c
    }

    // MARK: - Formats and names

    /// The format for `-o path` and `--format`: the extension decides unless `--format`
    /// contradicts it (an error); no known extension: `--format`, else PNG.
    static func format(output: String?, explicit: String?) throws -> String {
        let known = ["png", "svg", "pdf"]
        if let e = explicit, !known.contains(e.lowercased()) { throw Failure("--format must be png, svg or pdf (got \(e))") }
        let ext = output.map { ($0 as NSString).pathExtension.lowercased() } ?? ""
        if known.contains(ext), let output {
            if let e = explicit?.lowercased(), e != ext {
                throw Failure("-o \(output) names a .\(ext) file but --format is \(e); drop one of them")
            }
            return ext
        }
        return explicit?.lowercased() ?? "png"
    }

    /// A file name from a preview's name: letters, digits, `-` and `_` kept, the rest `_`;
    /// an empty result becomes `preview`. At most 200 bytes of UTF-8 (whole characters): a file
    /// name may have 255 bytes, and `-2` and `.png` come after it (100 CJK characters are 300).
    static func sanitize(_ s: String) -> String {
        var t = "", bytes = 0
        for c in s.map({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }) {
            bytes += c.utf8.count
            if bytes > 200 { break }
            t.append(c)
        }
        return t.allSatisfy({ $0 == "_" }) ? "preview" + t : t
    }

    /// Distinct names for `bases` in order: the first keeps its name, later ones that would
    /// repeat an earlier name (compared without case: some file systems ignore it) get `-2`,
    /// `-3`… Deterministic: the same previews always get the same names.
    static func distinct(_ bases: [String]) -> [String] {
        var taken = Set<String>()
        return bases.map { b in
            var name = b, k = 1
            while taken.contains(name.lowercased()) { k += 1; name = "\(b)-\(k)" }
            taken.insert(name.lowercased())
            return name
        }
    }
}
