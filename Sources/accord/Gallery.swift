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
        var it = args.makeIterator()
        while let a = it.next() {
            switch a {
            case "-o", "--output":
                guard let v = it.next() else { die("-o needs a directory") }
                out = v
            case "--examples":
                guard let v = it.next() else { die("--examples needs a directory") }
                examples = v
            default: die("unknown gallery option \(a)")
            }
        }
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: examples).filter({ $0.hasSuffix(".swift") }).sorted(),
              !files.isEmpty else { die("no .swift files in \(examples)/") }
        try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        // Examples are independent: compile, lay out and render them two at a time (or one per
        // core), printing progress as each finishes.
        final class Progress: @unchecked Sendable {
            let lock = NSLock()
            var rows: [String]
            var ok: [Bool]
            var done = 0
            init(_ n: Int) { rows = Array(repeating: "", count: n); ok = Array(repeating: true, count: n) }
        }
        let progress = Progress(files.count)
        let exampleDir = examples, outDir = out, total = files.count
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
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
                progress.lock.lock()
                progress.rows[n] = row
                progress.ok[n] = ok
                progress.done += 1
                let line = "[\(progress.done)/\(total)] \(f)  " + (ok ? "ok (\(String(format: "%.1f", Date().timeIntervalSince(start))) s)" : "FAILED") + "\n"
                FileHandle.standardOutput.write(Data(line.utf8))
                progress.lock.unlock()
            }
        }
        group.wait()
        let rows = progress.rows, okFlags = progress.ok
        let failures = okFlags.filter { !$0 }.count
        let html = """
            <!doctype html><html><head><meta charset="utf-8"><title>Accord gallery</title>
            <style>body{font:14px Inter,sans-serif;margin:24px} td{vertical-align:top;padding:8px} th{text-align:left;vertical-align:top;padding:8px}
            img{max-width:360px;border:1px solid #ddd;margin:2px;background:white} .w{color:#666;font-size:12px}
            th{max-width:220px} .note{font-weight:normal;color:#444;font-size:12px;margin-top:6px}</style></head>
            <body><h1>Accord gallery</h1><p>Every example rendered at a compact and a regular width.</p><table>\(rows.joined(separator: "\n"))</table></body></html>
            """
        try? html.write(toFile: "\(out)/index.html", atomically: true, encoding: .utf8)
        print("gallery → \(out)/index.html (\(files.count - failures)/\(files.count) examples rendered)")
        return failures == 0 ? 0 : 1
    }

    /// Renders one example at every width; returns its index.html row and whether all worked.
    static func renderExample(_ f: String, examples: String, out: String) -> (String, Bool) {
        let path = examples + "/" + f, base = (f as NSString).deletingPathExtension
        var cells: [String] = []
        var ok = true
        let quiet = FileHandle(forWritingAtPath: "/dev/null")!
        for w in widths {
            let png = "\(out)/\(base)-\(w.name).png", svg = "\(out)/\(base)-\(w.name).svg", frames = "\(out)/\(base)-\(w.name).txt"
            let common = w.options
            FileManager.default.createFile(atPath: frames, contents: nil)
            let fh = FileHandle(forWritingAtPath: frames)!
            var status = runPreview(file: path, verb: "render", args: common + ["-o", png], timeout: 120, stdout: quiet)
            if status == 0 { status = runPreview(file: path, verb: "render", args: common + ["--format", "svg", "-o", svg], timeout: 120, stdout: quiet) }
            if status == 0 { status = runPreview(file: path, verb: "frames", args: common + ["--all"], timeout: 120, stdout: fh) }
            try? fh.close()
            if status != 0 { ok = false }
            let images = (try? FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix("\(base)-\(w.name)") && $0.hasSuffix(".png") }.sorted()) ?? []
            cells.append("<td><div class=w>\(w.name): \(w.label)</div>" + images.map { "<a href=\"\($0)\"><img src=\"\($0)\"></a>" }.joined()
                         + "<div><a href=\"\(base)-\(w.name).txt\">frames</a> · <a href=\"\(base)-\(w.name).svg\">svg</a></div></td>")
        }
        // The example's first comment line: the seed's description of how it should look.
        let firstLine = (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
        let note = firstLine.hasPrefix("//") ? String(firstLine.dropFirst(2)).trimmingCharacters(in: .whitespaces) : ""
        let escaped = note.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return ("<tr><th>\(base)<div class=note>\(escaped)</div></th>\(cells.joined())</tr>", ok)
    }
}
