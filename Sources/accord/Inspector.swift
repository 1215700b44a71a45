import Foundation

/// `accord inspect FILE -o page.html`: one self-contained page with the rendering (inline SVG)
/// beside the view tree; selecting a node outlines its frame and lists the proposals it
/// received and what it answered.
enum Inspector {
    static func run(file: String, args: [String], timeout: Double) -> Int32 {
        var args = args
        var output = "inspect.html"
        if let i = args.firstIndex(where: { $0 == "-o" || $0 == "--output" }) {
            guard i + 1 < args.count else { die("-o needs a path") }
            output = args[i + 1]
            args.removeSubrange(i...(i + 1))
        }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("accord-inspect-\(getpid())")
        try? FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        let svg = tmp.appendingPathComponent("page.svg"), json = tmp.appendingPathComponent("trace.json")
        FileManager.default.createFile(atPath: json.path, contents: nil)
        guard let jsonHandle = try? FileHandle(forWritingTo: json) else { die("cannot write a temporary file") }
        var status = runPreview(file: file, verb: "render", args: args + ["--format", "svg", "-o", svg.path], timeout: timeout)
        if status != 0 { return status }
        guard let exe = try? PreviewCompiler.build(file) else { die("\(file) does not compile", 1) }
        status = Supervisor.run(exe.path, ["--verb", "trace", "--json"] + args, timeout: timeout, stdout: jsonHandle)
        try? jsonHandle.close()
        if status != 0 { return status }
        // With several previews the renderer numbers the files; show the first.
        let svgPath = FileManager.default.fileExists(atPath: svg.path) ? svg.path : tmp.appendingPathComponent("page-1.svg").path
        guard let svgText = try? String(contentsOfFile: svgPath, encoding: .utf8),
              let traceText = try? String(contentsOf: json, encoding: .utf8) else { die("the preview produced no output", 1) }
        let body = svgText.replacingOccurrences(of: #"<\?xml[^>]*\?>"#, with: "", options: .regularExpression)
        let html = page(title: URL(fileURLWithPath: file).lastPathComponent, svg: body, trace: traceText)
        do {
            let tmpOut = output + ".tmp"
            try html.write(toFile: tmpOut, atomically: false, encoding: .utf8)
            if rename(tmpOut, output) != 0 { throw CocoaError(.fileWriteUnknown) }
        } catch { die("cannot write \(output): \(error)", 1) }
        print("inspector → \(output)")
        return 0
    }

    static func page(title: String, svg: String, trace: String) -> String {
        let safeTrace = trace.replacingOccurrences(of: "</", with: "<\\/")
        return """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>accord inspect — \(title)</title>
        <style>
        body { font: 13px -apple-system, Inter, sans-serif; margin: 0; display: flex; height: 100vh; }
        #canvas { flex: 0 0 auto; padding: 16px; background: #f2f2f7; overflow: auto; position: relative; }
        #canvas .stage { position: relative; display: inline-block; background: white; box-shadow: 0 1px 4px #0003; }
        #hl { position: absolute; border: 2px solid #ff2d55; background: #ff2d5522; pointer-events: none; display: none; }
        #side { flex: 1; overflow: auto; padding: 12px; border-left: 1px solid #ddd; }
        ul { list-style: none; padding-left: 14px; margin: 0; }
        li > span { cursor: pointer; padding: 1px 4px; border-radius: 4px; display: inline-block; }
        li > span:hover { background: #eef; }
        li > span.sel { background: #007aff; color: white; }
        #details { position: sticky; top: 0; background: #fafafa; border: 1px solid #ddd; border-radius: 6px; padding: 8px; margin-bottom: 8px; white-space: pre; font-family: ui-monospace, monospace; }
        </style></head><body>
        <div id="canvas"><div class="stage">\(svg)<div id="hl"></div></div></div>
        <div id="side"><h3>\(title)</h3><div id="details">Select a view.</div><div id="tree"></div></div>
        <script id="trace" type="application/json">\(safeTrace)</script>
        <script>
        const data = JSON.parse(document.getElementById('trace').textContent);
        const root = Array.isArray(data) ? data[0].root : data.root;
        const hl = document.getElementById('hl'), details = document.getElementById('details');
        const fmt = v => v === null ? 'nil' : (typeof v === 'string' ? (v === 'inf' ? '∞' : v) : (Math.round(v * 100) / 100).toString());
        function select(node, span) {
          document.querySelectorAll('.sel').forEach(e => e.classList.remove('sel'));
          span.classList.add('sel');
          const [x, y, w, h] = node.frame;
          Object.assign(hl.style, { display: 'block', left: x + 'px', top: y + 'px', width: w + 'px', height: h + 'px' });
          let t = node.view + (node.id ? '  #' + node.id : '') + '\\nframe x:' + fmt(x) + ' y:' + fmt(y) + ' ' + fmt(w) + '×' + fmt(h);
          if (node.placedWith) t += '\\nplaced with ' + fmt(node.placedWith[0]) + '×' + fmt(node.placedWith[1]);
          t += '\\nproposals → answers:';
          for (const p of node.proposals) t += '\\n  ' + fmt(p.proposed[0]) + '×' + fmt(p.proposed[1]) + ' → ' + fmt(p.answered[0]) + '×' + fmt(p.answered[1]);
          details.textContent = t;
        }
        function build(node) {
          const li = document.createElement('li'), span = document.createElement('span');
          span.textContent = node.view + (node.id ? ' #' + node.id : '');
          span.dataset.id = node.id || '';
          span.onclick = () => select(node, span);
          li.appendChild(span);
          if (node.children.length) { const ul = document.createElement('ul'); node.children.forEach(c => ul.appendChild(build(c))); li.appendChild(ul); }
          return li;
        }
        const ul = document.createElement('ul'); ul.appendChild(build(root)); document.getElementById('tree').appendChild(ul);
        // page.html#select=ID selects the view with that accessibility identifier on load.
        const m = location.hash.match(/^#select=(.+)$/);
        if (m) {
          const want = decodeURIComponent(m[1]);
          (function find(node) {
            if (node.id === want) { const span = [...document.querySelectorAll('li > span')].find(s => s.dataset.id === want); if (span) select(node, span); return true; }
            return node.children.some(find);
          })(root);
        }
        </script></body></html>
        """
    }
}

/// `accord watch FILE`: renders FILE again whenever it changes (polling its modification time).
enum Watcher {
    static func run(file: String, args: [String], timeout: Double) -> Never {
        var last: Date?
        func say(_ s: String) { FileHandle.standardOutput.write(Data((s + "\n").utf8)) }
        say("watching \(file) (Ctrl-C to stop)")
        while true {
            let m = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
            if m != last {
                last = m
                let start = Date()
                let status = runPreview(file: file, verb: "render", args: args, timeout: timeout)
                say(status == 0 ? "rendered in \(String(format: "%.2f", Date().timeIntervalSince(start))) s" : "failed (exit \(status)); waiting for a change")
            }
            usleep(300_000)
        }
    }
}
