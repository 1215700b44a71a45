import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `accord render`: the previews are drawn into a private folder, then named and written by
/// `Output.write`. Each preview is rendered in isolation: when a run fails, every preview it
/// did not finish is rendered again in a process of its own, so one failing preview (a crash,
/// or a drawing that puts the font library in an error state) is reported for itself alone.
extension Output {
    struct Rendered {
        let preview: Int
        let root: Int
        let roots: Int
        let name: String
        let file: URL
    }

    /// Options of `render` the tool handles itself (the rest go to the preview program).
    struct RenderRequest {
        var output: String?
        var format: String?
        var rest: [String] = []

        init(_ args: [String]) {
            var it = args.makeIterator()
            while let a = it.next() {
                switch a {
                case "-o", "--output": guard let v = it.next() else { die("\(a) needs a path") }; output = v
                case "--format": guard let v = it.next() else { die("--format needs png, svg or pdf") }; format = v
                case "--force": Output.force = true
                default: rest.append(a)
                }
            }
        }
    }

    /// Renders every preview of `file` (compiled to `exe`) as `format` into a new private
    /// folder. Returns the exit code, what was rendered (in the file's order) and every
    /// preview's entry name (rendered or not) in order, for naming.
    static func renderAll(exe: URL, file: String, args: [String], format: String, timeout: Double)
        -> (code: Int32, rendered: [Rendered], all: [(preview: Int, root: Int, name: String)], dir: URL?) {
        let dir: URL
        do { dir = try Cleanup.makeTemporaryDirectory("accord-render") } catch { die("\(error)", 1) }
        // (The user's options last: a trailing `--preview` with no value is said as such, not
        // answered with "unknown option png" after taking accord's `--format` as its value.)
        let base = ["--format", format, "--render-dir", dir.path] + args
        let entry = exe.deletingLastPathComponent().path
        let first = Supervisor.runPreview(exe.path, ["--verb", "render"] + base, timeout: timeout,
                                          userFile: file, entry: entry, captureStderr: true)
        var names = first.status.names, roots = first.status.roots, done = first.status.rendered
        var rootNames = first.status.rootNames
        var code = first.code
        let incomplete = names.keys.sorted().filter { p in
            guard let n = roots[p] else { return true }
            return (0..<n).contains { !done.contains([p, $0]) }
        }
        var retried = false
        if case .timedOut = first.ending {} else if first.code != 0 && first.code != 2 && names.count > 1 && !incomplete.isEmpty {
            retried = true
        }
        if retried && !Cleanup.isStopping {
            // Warnings of the whole run are still worth showing; its errors are replaced by
            // those of the isolated runs.
            for l in first.stderr where l.hasPrefix("warning: ") { Supervisor.writeAll(2, l + "\n") }
            code = 0
            for p in incomplete {
                let alone = Supervisor.runPreview(exe.path, ["--verb", "render", "--preview-number", "\(p)"] + base,
                                                  timeout: timeout, userFile: file, entry: entry)
                if let n = alone.status.roots[p] { roots[p] = n }
                if let n = alone.status.names[p] { names[p] = n }
                rootNames.merge(alone.status.rootNames) { $1 }
                done.formUnion(alone.status.rendered)
                if alone.code != 0 {
                    let label = names[p].map { $0.isEmpty ? "an unnamed preview" : "preview \"\($0)\"" } ?? "preview \(p + 1)"
                    Supervisor.writeAll(2, "accord: \(label) failed (exit \(alone.code)); the others are rendered without it\n")
                }
                code = max(code, alone.code)
            }
            if code == 0 && done.isEmpty { code = first.code }
        } else {
            for l in first.stderr { Supervisor.writeAll(2, l + "\n") }
            if let m = first.message { Supervisor.writeAll(2, m + "\n") }
        }
        var all: [(Int, Int, String)] = []
        var rendered: [Rendered] = []
        for p in names.keys.sorted() {
            let n = roots[p] ?? 1
            let name = names[p] ?? ""
            for r in 0..<n {
                let entryName = rootNames[[p, r]] ?? (n > 1 ? "\(name) #\(r + 1)" : name)
                all.append((p, r, entryName))
                let f = dir.appendingPathComponent("\(p)-\(r).\(format)")
                if done.contains([p, r]), FileManager.default.fileExists(atPath: f.path) {
                    rendered.append(Rendered(preview: p, root: r, roots: n, name: entryName, file: f))
                }
            }
        }
        return (code, rendered, all, dir)
    }

    /// The `render` verb: renders, then writes each preview to its own path.
    static func render(exe: URL, file: String, args: [String], timeout: Double, stdout: FileHandle) -> Int32 {
        let request = RenderRequest(args)
        let format: String
        do { format = try Output.format(output: request.output, explicit: request.format) } catch { die("\(error)") }
        var (code, rendered, all, dir) = renderAll(exe: exe, file: file, args: request.rest, format: format, timeout: timeout)
        defer { if let dir { Cleanup.remove(dir.path) } }
        // Names for every preview, rendered or not, so a failure does not rename the others.
        var folder = "", explicitFile: String?
        if let o = request.output, o != "-" {
            var isDir: ObjCBool = false
            if o.hasSuffix("/") || (FileManager.default.fileExists(atPath: o, isDirectory: &isDir) && isDir.boolValue) {
                folder = o.hasSuffix("/") ? o : o + "/"
            } else {
                explicitFile = o
            }
        }
        let bases = distinct(all.map { sanitize($0.name) })
        var paths: [String: (String, Origin)] = [:]
        for (k, e) in all.enumerated() {
            let key = "\(e.preview)-\(e.root)"
            if request.output == "-" {
                paths[key] = ("-", .named)
            } else if let f = explicitFile {
                if all.count == 1 {
                    paths[key] = (f, .named)
                } else {
                    // out.svg → out-1.svg, out-2.svg…; a name without a format's extension keeps
                    // it whole (v.swift → v.swift-1.png), so no numbered name is another kind of file.
                    let known = ["png", "svg", "pdf"].contains((f as NSString).pathExtension.lowercased())
                    let stem = known ? (f as NSString).deletingPathExtension : f
                    paths[key] = ("\(stem)-\(k + 1).\(known ? (f as NSString).pathExtension : format)", .chosen)
                }
            } else {
                paths[key] = (folder + bases[k] + "." + format, .chosen)
            }
        }
        if request.output == "-" && rendered.count > 1 {
            Supervisor.writeAll(2, "accord: \(rendered.count) previews cannot all go to standard output; choose one with --preview NAME\n")
            return 2
        }
        let report = request.output == "-" ? FileHandle.standardError : stdout
        // `-o DIR/` names a folder: made when it is not there yet (with the folders above it),
        // never over a file of that name.
        if !folder.isEmpty, !rendered.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                var isDir: ObjCBool = false
                let blocking = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents.indices.dropFirst().map {
                    NSString.path(withComponents: Array(URL(fileURLWithPath: folder).standardizedFileURL.pathComponents.prefix($0 + 1)))
                }.first { FileManager.default.fileExists(atPath: $0, isDirectory: &isDir) && !isDir.boolValue }
                Supervisor.writeAll(2, "accord: cannot make the folder \(folder)" + (blocking.map { ": \($0) is a file" } ?? "") + "\n")
                return max(code, 1)
            }
        }
        for r in rendered {
            guard let (path, origin) = paths["\(r.preview)-\(r.root)"] else { continue }
            do {
                let data = try Data(contentsOf: r.file)
                try write(mark(data, format: format), to: path, origin: origin)
                // (A name's control characters as their pictures, as the runner writes them: no
                // terminal escape sequence from a preview's name reaches the terminal.)
                let name = String(String.UnicodeScalarView(r.name.unicodeScalars.map { c in
                    c.value < 0x20 || c.value == 0x7F ? Unicode.Scalar(c.value == 0x7F ? 0x2421 : 0x2400 + c.value)!
                        : (0x80...0x9F).contains(c.value) ? "\u{FFFD}" : c }))
                Supervisor.writeAll(report.fileDescriptor, "\(name.isEmpty ? "(unnamed)" : name) → \(path == "-" ? "standard output" : path)\n")
            } catch {
                Supervisor.writeAll(2, "accord: \(error)\n")
                code = max(code, 1)
            }
        }
        return code
    }
}
