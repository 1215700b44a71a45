import Foundation

/// `accord gallery -o DIR`: every example in Examples/ rendered at two widths (compact and
/// regular, so ViewThatFits and AnyLayout show both arrangements) to PNG and SVG, with frame
/// dumps and an index.html.
enum Gallery {
    static let widths: [(name: String, canvas: String, sizeClass: String)] = [
        ("compact", "393x852", "compact"), ("regular", "820x600", "regular"),
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
        var rows: [String] = []
        var failures = 0
        for (n, f) in files.enumerated() {
            let path = examples + "/" + f, base = (f as NSString).deletingPathExtension
            FileHandle.standardOutput.write(Data("[\(n + 1)/\(files.count)] \(f)".utf8))
            let start = Date()
            var cells: [String] = []
            var ok = true
            for w in widths {
                let png = "\(out)/\(base)-\(w.name).png", svg = "\(out)/\(base)-\(w.name).svg", frames = "\(out)/\(base)-\(w.name).txt"
                let common = ["--canvas", w.canvas, "--size-class", w.sizeClass]
                FileManager.default.createFile(atPath: frames, contents: nil)
                let fh = FileHandle(forWritingAtPath: frames)!
                let quiet = FileHandle(forWritingAtPath: "/dev/null")!
                var status = runPreview(file: path, verb: "render", args: common + ["-o", png], timeout: 120, capture: true)
                if status == 0 { status = runQuiet(path, "render", common + ["--format", "svg", "-o", svg], quiet) }
                if status == 0 { status = runQuiet(path, "frames", common + ["--all"], fh) }
                try? fh.close()
                if status != 0 { ok = false }
                let images = (try? FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasPrefix("\(base)-\(w.name)") && $0.hasSuffix(".png") }.sorted()) ?? []
                cells.append("<td><div class=w>\(w.name) \(w.canvas)</div>" + images.map { "<a href=\"\($0)\"><img src=\"\($0)\"></a>" }.joined()
                             + "<div><a href=\"\(base)-\(w.name).txt\">frames</a> · <a href=\"\(base)-\(w.name).svg\">svg</a></div></td>")
            }
            if !ok { failures += 1 }
            print(ok ? "  ok (\(String(format: "%.1f", Date().timeIntervalSince(start))) s)" : "  FAILED")
            rows.append("<tr><th>\(base)</th>\(cells.joined())</tr>")
        }
        let html = """
            <!doctype html><html><head><meta charset="utf-8"><title>Accord gallery</title>
            <style>body{font:14px Inter,sans-serif;margin:24px} td{vertical-align:top;padding:8px} th{text-align:left;vertical-align:top;padding:8px}
            img{max-width:360px;border:1px solid #ddd;margin:2px;background:white} .w{color:#666;font-size:12px}</style></head>
            <body><h1>Accord gallery</h1><p>Every example rendered at a compact and a regular width.</p><table>\(rows.joined(separator: "\n"))</table></body></html>
            """
        try? html.write(toFile: "\(out)/index.html", atomically: true, encoding: .utf8)
        print("gallery → \(out)/index.html (\(files.count - failures)/\(files.count) examples rendered)")
        return failures == 0 ? 0 : 1
    }

    static func runQuiet(_ file: String, _ verb: String, _ args: [String], _ out: FileHandle) -> Int32 {
        guard let exe = try? PreviewCompiler.build(file) else { return 1 }
        return Supervisor.run(exe.path, ["--verb", verb] + args, timeout: 120, stdout: out)
    }
}
