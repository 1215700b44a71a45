import Foundation

/// `accord inspect FILE -o page.html`: one self-contained page with the rendering (inline SVG)
/// beside the view tree; selecting a node outlines its frame and lists the proposals it
/// received and what it answered.
enum Inspector {
    static func run(file: String, args: [String], timeout: Double) -> Int32 {
        var args = args
        var output = "inspect.html", named = false
        if let i = args.firstIndex(where: { $0 == "-o" || $0 == "--output" }) {
            guard i + 1 < args.count else { die("-o needs a path") }
            output = args[i + 1]
            named = true
            args.removeSubrange(i...(i + 1))
        }
        if let i = args.firstIndex(of: "--force") { Output.force = true; args.remove(at: i) }
        guard let exe = compilePreview(file) else { return 1 }
        // A private folder (mkdtemp, 0700), removed on every way out.
        let tmp: URL
        do { tmp = try Cleanup.makeTemporaryDirectory("accord-inspect") } catch { die("\(error)", 1) }
        defer { Cleanup.remove(tmp.path) }
        let json = tmp.appendingPathComponent("trace.json")
        guard FileManager.default.createFile(atPath: json.path, contents: nil, attributes: [.posixPermissions: 0o600]),
              let jsonHandle = FileHandle(forWritingAtPath: json.path) else { die("cannot write a temporary file in \(tmp.path)", 1) }
        let (status, rendered, _, renderDir) = Output.renderAll(exe: exe, file: file, args: args, format: "svg", timeout: timeout)
        defer { if let renderDir { Cleanup.remove(renderDir.path) } }
        if status != 0 { return status }
        let traced = Supervisor.run(exe.path, ["--verb", "trace", "--json"] + args, timeout: timeout, stdout: jsonHandle,
                                    userFile: file, entry: exe.deletingLastPathComponent().path)
        try? jsonHandle.close()
        if traced != 0 { return traced }
        let svgs = rendered.compactMap { try? String(contentsOf: $0.file, encoding: .utf8) }
            .map { $0.replacingOccurrences(of: #"<\?xml[^>]*\?>"#, with: "", options: .regularExpression) }
        guard !svgs.isEmpty, let traceText = try? String(contentsOf: json, encoding: .utf8) else { die("the preview produced no output", 1) }
        let html = page(title: URL(fileURLWithPath: file).lastPathComponent, svgs: svgs, trace: traceText, leftOut: LeftOutPlace.ofLastBuild)
        do { try Output.write(Data(html.utf8), to: output, origin: named ? .named : .chosen) } catch { die("\(error)", 1) }
        Supervisor.writeAll(output == "-" ? 2 : 1, "inspector → \(output == "-" ? "standard output" : output)\n")
        return 0
    }

    /// `leftOut`: the places of the file its build left out (PreviewCompiler+LeaveOut.swift),
    /// listed above the tree as `file:line: what was said`.
    static func page(title: String, svgs: [String], trace: String, leftOut: [LeftOutPlace] = []) -> String {
        let safeTrace = HTML.embeddable(json: trace)
        let leftOutList = leftOut.isEmpty ? "" : "<div id=\"leftout\"><b>\(leftOut.count) place\(leftOut.count == 1 ? "" : "s") of \(HTML.escape(title)) left out of the preview (the rest is drawn):</b>"
            + leftOut.map { "<div>\(HTML.escape(title))\($0.line.map { ":\($0)" } ?? ""): \(HTML.escape($0.text))</div>" }.joined() + "</div>"
        let title = HTML.escape(title)
        let nonce = HTML.nonce()
        let stages = svgs.enumerated().map { i, svg in
            "<div class=\"stage\" data-i=\"\(i)\"\(i == 0 ? "" : " style=\"display:none\"")>\(svg)<div class=\"hl\"></div></div>"
        }.joined(separator: "\n")
        return """
        <!doctype html>
        <html><head><meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'unsafe-inline'; img-src data:; font-src data:">
        <meta name="generator" content="accord">
        <title>accord inspect — \(title)</title>
        <style>
        body { font: 13px -apple-system, Inter, sans-serif; margin: 0; display: flex; height: 100vh; }
        #canvas { flex: 0 0 auto; padding: 16px; background: #f2f2f7; overflow: auto; position: relative; }
        #canvas .stage { position: relative; display: inline-block; background: white; box-shadow: 0 1px 4px #0003; }
        .hl { position: absolute; border: 2px solid #ff2d55; background: #ff2d5522; pointer-events: none; display: none; }
        #side { flex: 1; overflow: auto; padding: 12px; border-left: 1px solid #ddd; }
        ul { list-style: none; padding-left: 14px; margin: 0; }
        li > span { cursor: pointer; padding: 1px 4px; border-radius: 4px; display: inline-block; }
        li > span:hover { background: #eef; }
        li > span.sel { background: #007aff; color: white; }
        #leftout { border: 1px dashed #b25000; border-radius: 6px; background: #fff8ec; padding: 6px 8px; margin-bottom: 8px; }
        #leftout div { font: 12px ui-monospace, monospace; }
        #details { position: sticky; top: 0; background: #fafafa; border: 1px solid #ddd; border-radius: 6px; padding: 8px; margin-bottom: 8px; white-space: pre; font-family: ui-monospace, monospace; }
        </style></head><body>
        <div id="canvas">\(stages)</div>
        <div id="side"><h3>\(title)</h3><select id="preview"></select>\(leftOutList)<div id="details">Select a view.</div><div id="tree"></div></div>
        <script id="trace" type="application/json">\(safeTrace)</script>
        <script nonce="\(nonce)">
        const data = JSON.parse(document.getElementById('trace').textContent);
        const previews = Array.isArray(data) ? data : [data];
        const stages = [...document.querySelectorAll('.stage')];
        const details = document.getElementById('details'), picker = document.getElementById('preview');
        const fmt = v => v === null ? 'nil' : (typeof v === 'string' ? (v === 'inf' ? '∞' : v) : (Math.round(v * 100) / 100).toString());
        let current = 0;
        function select(node, span) {
          document.querySelectorAll('.sel').forEach(e => e.classList.remove('sel'));
          span.classList.add('sel');
          const [x, y, w, h] = node.frame;
          const hl = stages[Math.min(current, stages.length - 1)].querySelector('.hl');
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
        function show(i) {
          current = i;
          stages.forEach((s, k) => { s.style.display = k === Math.min(i, stages.length - 1) ? 'inline-block' : 'none'; s.querySelector('.hl').style.display = 'none'; });
          const tree = document.getElementById('tree'); tree.innerHTML = '';
          const ul = document.createElement('ul'); ul.appendChild(build(previews[i].root)); tree.appendChild(ul);
          details.textContent = 'Select a view.';
        }
        previews.forEach((p, i) => { const o = document.createElement('option'); o.value = i; o.textContent = p.name; picker.appendChild(o); });
        picker.style.display = previews.length > 1 ? 'block' : 'none';
        picker.onchange = () => show(Number(picker.value));
        show(0);
        // page.html#select=ID shows the preview holding that accessibility identifier and selects it.
        const m = location.hash.match(/^#select=(.+)$/);
        if (m) {
          const want = decodeURIComponent(m[1]);
          const holds = node => node.id === want || node.children.some(holds);
          const i = previews.findIndex(p => holds(p.root));
          if (i >= 0) {
            picker.value = i; show(i);
            (function find(node) {
              if (node.id === want) { const span = [...document.querySelectorAll('li > span')].find(s => s.dataset.id === want); if (span) select(node, span); return true; }
              return node.children.some(find);
            })(previews[i].root);
          }
        }
        </script></body></html>
        """
    }
}

/// `accord watch FILE`: renders FILE again whenever it changes (polling its modification time).
enum Watcher {
    static func run(file: String, args: [String], timeout: Double) -> Never {
        /// What identifies a saved version: modification time, size and inode (an editor
        /// that saves by writing a new file and renaming it over the old changes the inode).
        func version() -> [Double]? {
            var st = stat()
            guard stat(file, &st) == 0 else { return nil }
            return [Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9, Double(st.st_size), Double(st.st_ino)]
        }
        var last: [Double]?
        var missingSaid = false
        func say(_ s: String) { Supervisor.writeAll(1, s + "\n") }
        if let problem = inputProblem(file), version() != nil { die(problem) }
        say("watching \(file) (Ctrl-C to stop)")
        while true {
            guard let v = version() else {
                // Deleted: editors that save by delete-and-rename do this for a moment.
                if !missingSaid { say("\(file) is gone; waiting for it to come back"); missingSaid = true }
                usleep(300_000)
                continue
            }
            missingSaid = false
            if v != last {
                last = v
                // A save in progress: wait until it has settled.
                usleep(100_000)
                if version() != v { continue }
                if let problem = inputProblem(file) {
                    say("\(problem); waiting for a change")
                } else {
                    // A save by rename gives the file a new inode: protect that one too.
                    Output.protect(file)
                    let start = Date()
                    let status = runPreview(file: file, verb: "render", args: args, timeout: timeout)
                    say(status == 0 ? "rendered in \(String(format: "%.2f", Date().timeIntervalSince(start))) s" : "failed (exit \(status)); waiting for a change")
                }
            }
            usleep(300_000)
        }
    }
}
