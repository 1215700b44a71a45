import Foundation

/// `accord gallery -o DIR`: every example in Examples/ rendered at two widths (compact and
/// regular, so ViewThatFits and AnyLayout show both arrangements) to PNG and SVG, with frame
/// dumps and an index.html.
enum Gallery {
    /// Compact: an iPhone 15 (root centred in its safe area); regular: an 820×600 canvas with
    /// the regular size class. Previews with a fixed layout keep their own size.
    static let widths: [(name: String, options: [String], label: String)] = [
        ("compact", ["--size-class", "compact"], "iPhone 15, 393×852"),
        ("regular", ["--default-canvas", "820x600", "--size-class", "regular"], "820×600, regular"),
    ]

    static func run(_ args: [String]) -> Int32 {
        var out = "gallery", examples = "Examples"
        var workers = ProcessInfo.processInfo.activeProcessorCount
        var it = args.makeIterator()
        while let a = it.next() {
            switch a {
            case "-o", "--output":
                guard let v = it.next() else { die("-o needs a directory") }
                out = v
            case "--examples":
                guard let v = it.next() else { die("--examples needs a directory") }
                examples = v
            case "-j", "--jobs":
                guard let v = it.next(), let n = Int(v), n >= 1, n <= 256 else { die("-j needs a number of examples rendered at once (1–256)") }
                workers = n
            case "--force": Output.force = true
            default: die("unknown gallery option \(a)")
            }
        }
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: examples).filter({ $0.hasSuffix(".swift") }).sorted(),
              !files.isEmpty else { die("no .swift files in \(examples)/") }
        prepareFolder(out)
        // Examples are independent: compile, lay out and render `workers` of them at a time
        // (-j; default one per core), printing progress as each finishes.
        final class Progress: @unchecked Sendable {
            let lock = NSLock()
            var rows: [String]
            var ok: [Bool]
            var done = 0
            var busySeconds = 0.0
            init(_ n: Int) { rows = Array(repeating: "", count: n); ok = Array(repeating: true, count: n) }
        }
        let progress = Progress(files.count)
        let exampleDir = examples, outDir = out, total = files.count
        let wallStart = Date()
        let queue = DispatchQueue(label: "gallery", attributes: .concurrent)
        let group = DispatchGroup()
        let slots = DispatchSemaphore(value: workers)
        for (n, f) in files.enumerated() {
            slots.wait()
            group.enter()
            queue.async {
                defer { slots.signal(); group.leave() }
                let start = Date()
                let (row, ok) = renderExample(f, examples: exampleDir, out: outDir)
                let seconds = Date().timeIntervalSince(start)
                progress.lock.lock()
                progress.busySeconds += seconds
                progress.rows[n] = row
                progress.ok[n] = ok
                progress.done += 1
                let line = "[\(progress.done)/\(total)] \(f)  " + (ok ? "ok (\(String(format: "%.1f", seconds)) s)" : "FAILED") + "\n"
                FileHandle.standardOutput.write(Data(line.utf8))
                progress.lock.unlock()
            }
        }
        group.wait()
        let wall = Date().timeIntervalSince(wallStart)
        let rows = progress.rows, okFlags = progress.ok
        let failures = okFlags.filter { !$0 }.count
        let symbolLink = writeSymbolPage(out)
        let html = """
            <!doctype html><html><head><meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file: data:; style-src 'unsafe-inline'">
            <meta name="generator" content="accord">
            <title>Accord gallery</title>
            <style>body{font:14px Inter,sans-serif;margin:24px} td{vertical-align:top;padding:8px} th{text-align:left;vertical-align:top;padding:8px}
            img{max-width:360px;border:1px solid #ddd;margin:2px;background:white} .w{color:#666;font-size:12px}
            th{max-width:220px} .note{font-weight:normal;color:#444;font-size:12px;margin-top:6px}</style></head>
            <body><h1>Accord gallery</h1><p>Every example rendered at a compact and a regular width.</p>\(symbolLink)<table>\(rows.joined(separator: "\n"))</table></body></html>
            """
        do { try Output.write(Data(html.utf8), to: "\(out)/index.html", origin: .named) } catch { die("\(error)", 1) }
        print("gallery → \(out)/index.html (\(files.count - failures)/\(files.count) examples rendered)")
        // The examples' own times added up, against the time the whole gallery took: how many
        // ran side by side on average (the speed-up over one at a time when they do not slow
        // each other down; Benchmarks/README.md measures -j 1 against the default).
        print(String(format: "%.1f s for %d examples, %d at a time: their own times add up to %.1f s (%.2f× overlap)",
                     wall, files.count, workers, progress.busySeconds, progress.busySeconds / max(wall, 0.001)))
        return failures == 0 ? 0 : 1
    }

    /// The gallery's folder: created if missing; an existing one must be a folder accord made
    /// (it holds accord's index.html) or empty, unless --force.
    static func prepareFolder(_ out: String) {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isDir) {
            guard isDir.boolValue else { die("cannot make the gallery in \(out): it is a file, not a folder", 1) }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
            if !contents.isEmpty && !Output.force && !Output.isOurs(out + "/index.html") {
                die("\(out) is a folder accord did not make (it has no accord index.html); choose another -o, or use --force", 1)
            }
        } else {
            do { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) } catch {
                die("cannot create the gallery folder \(out): \((error as NSError).localizedDescription)", 1)
            }
        }
        guard access(out, W_OK) == 0 else { die("cannot write into \(out): permission denied", 1) }
    }

    /// Renders one example at every width; returns its index.html row and whether all worked.
    static func renderExample(_ f: String, examples: String, out: String) -> (String, Bool) {
        let path = examples + "/" + f, base = (f as NSString).deletingPathExtension
        var cells: [String] = []
        var ok = true
        guard let quiet = FileHandle(forWritingAtPath: "/dev/null") else { return ("<tr><th>\(HTML.escape(base))</th><td>cannot open /dev/null</td></tr>", false) }
        for w in widths {
            let png = "\(out)/\(base)-\(w.name).png", svg = "\(out)/\(base)-\(w.name).svg", frames = "\(out)/\(base)-\(w.name).txt"
            let common = w.options
            guard FileManager.default.createFile(atPath: frames, contents: nil), let fh = FileHandle(forWritingAtPath: frames) else {
                cells.append("<td>cannot write \(HTML.escape(frames))</td>")
                ok = false
                continue
            }
            var status = runPreview(file: path, verb: "render", args: common + ["-o", png], timeout: 120, stdout: quiet)
            if status == 0 { status = runPreview(file: path, verb: "render", args: common + ["--format", "svg", "-o", svg], timeout: 120, stdout: quiet) }
            if status == 0 { status = runPreview(file: path, verb: "frames", args: common + ["--all"], timeout: 120, stdout: fh) }
            try? fh.close()
            if status != 0 { ok = false }
            let images = (try? FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix("\(base)-\(w.name)") && $0.hasSuffix(".png") }.sorted()) ?? []
            cells.append("<td><div class=w>\(HTML.escape(w.name)): \(HTML.escape(w.label))</div>"
                         + images.map { "<a href=\"\(HTML.url($0))\"><img src=\"\(HTML.url($0))\"></a>" }.joined()
                         + "<div><a href=\"\(HTML.url("\(base)-\(w.name).txt"))\">frames</a> · <a href=\"\(HTML.url("\(base)-\(w.name).svg"))\">svg</a></div></td>")
        }
        // The example's first comment line: the seed's description of how it should look.
        let firstLine = (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
        let note = firstLine.hasPrefix("//") ? String(firstLine.dropFirst(2)).trimmingCharacters(in: .whitespaces) : ""
        return ("<tr><th>\(HTML.escape(base))<div class=note>\(HTML.escape(note))</div></th>\(cells.joined())</tr>", ok)
    }
}
