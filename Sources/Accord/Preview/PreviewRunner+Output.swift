import Foundation
import AccordLayout
internal import AccordCairo

// What each verb prints or writes once the previews are laid out (PreviewRunner.swift lays them
// out): frames, traces, sizing behaviours, renderings.

extension AccordPreviewRunner {
    static func printFrames(_ laid: [Laid], _ o: Options) {
        for l in laid {
            RunnerChannel.emit("# \(l.name) \(formatPoints(l.canvas.width))×\(formatPoints(l.canvas.height))")
            if o.all {
                RunnerChannel.emit(l.hosted.pass.dump())
            } else {
                let text = l.hosted.framesText()
                RunnerChannel.emit(text.isEmpty ? "(no view has an .accessibilityIdentifier; use --all for every frame)" : text)
            }
        }
    }

    static func printTrace(_ laid: [Laid], _ o: Options) {
        if o.json {
            // Written iteratively (an explicit stack, no recursion), so any depth the engine
            // lays out — 20,000 levels are documented — is written too.
            var out = laid.count == 1 ? "" : "[\n"
            for (k, l) in laid.enumerated() {
                out += JSONWriter.trace(name: l.name, canvas: l.canvas, root: l.hosted.root, pass: l.hosted.pass)
                if laid.count > 1 { out += k + 1 < laid.count ? ",\n" : "\n]" }
            }
            RunnerChannel.emit(out)
            return
        }
        for l in laid {
            RunnerChannel.emit("# \(l.name) \(formatPoints(l.canvas.width))×\(formatPoints(l.canvas.height))")
            RunnerChannel.emit("# each view: its frame, then every proposal it received (? w×h, nil = unspecified) and its answer")
            RunnerChannel.emit(l.hosted.pass.dump(trace: true))
        }
    }

    static func printProbe(_ laid: [Laid], _ o: Options) {
        for l in laid {
            RunnerChannel.emit("# \(l.name)")
            func behaviour(_ n: LayoutNode) -> String {
                // Asked in the context it was placed in (its inputs: a ScrollView's viewport…).
                let ctx = l.hosted.pass.context(of: n)
                let a = n.sizeThatFits(ProposedViewSize(width: 1000, height: 1000), context: ctx)
                let b = n.sizeThatFits(ProposedViewSize(width: 1500, height: 1500), context: ctx)
                let h = a.width == 1000 && b.width == 1500 ? "exp" : "hug"
                let v = a.height == 1000 && b.height == 1500 ? "exp" : "hug"
                return "h-\(h) v-\(v)"
            }
            RunnerChannel.emit("root (\(l.hosted.root.label)): \(behaviour(l.hosted.root))")
            for n in l.hosted.pass.allNodes() where n.identifier != nil {
                RunnerChannel.emit("\(n.identifier!) (\(n.label)): \(behaviour(n))")
            }
        }
    }

    /// Renders every preview; independent previews are drawn in parallel, one per core.
    static func render(_ laid: [Laid], _ o: Options) -> Int32 {
        let fmt = o.format.lowercased()
        guard ["png", "svg", "pdf"].contains(fmt) else { fail("--format must be png, svg or pdf") }
        final class Outcomes: @unchecked Sendable {
            let lock = NSLock()
            var lines: [String?]
            var failed = false
            init(_ n: Int) { lines = Array(repeating: nil, count: n) }
        }
        let outcomes = Outcomes(laid.count)
        let jobs = laid.enumerated().map { (i, l) -> (Int, Laid, String) in
            let base = o.output ?? "\(sanitize(l.name)).\(fmt)"
            let path = laid.count > 1 && o.output != nil ? (base as NSString).deletingPathExtension + "-\(i + 1)." + fmt : base
            return (i, l, path)
        }
        nonisolated(unsafe) let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { k in
            let (i, l, path) = work[k]
            var list = l.hosted.displayList()
            if o.debugFrames { list.items += debugOutlines(l.hosted) }
            let line: String
            var failed = false
            do {
                try CairoRenderer.write(list, to: URL(fileURLWithPath: path), format: RenderFormat(rawValue: fmt), scale: o.scale,
                                        background: l.hosted.canvasBackground)
                line = "\(l.name) → \(path)"
            } catch {
                line = "error: \(l.name): \(error)"
                failed = true
            }
            outcomes.lock.lock()
            outcomes.lines[i] = line
            if failed { outcomes.failed = true }
            outcomes.lock.unlock()
        }
        for line in outcomes.lines.compactMap({ $0 }) {
            if line.hasPrefix("error: ") { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { RunnerChannel.emit(line) }
        }
        return outcomes.failed ? 1 : 0
    }

    /// `accord render`: every preview drawn into the tool's private folder, one at a time (a
    /// preview whose drawing fails is reported alone; the tool retries the others in a process
    /// of their own, since a failing drawing can leave the font library in an error state).
    static func renderForTool(_ laid: [Laid], _ origin: [(preview: Int, root: Int)], _ o: Options) -> Int32 {
        guard let dir = o.renderDir else { return 2 }
        let fmt = o.format.lowercased()
        guard let format = RenderFormat(rawValue: fmt) else { fail("--format must be png, svg or pdf") }
        var status: Int32 = 0
        for (k, l) in laid.enumerated() {
            let (n, r) = origin[k]
            var list = l.hosted.displayList()
            if o.debugFrames { list.items += debugOutlines(l.hosted) }
            do {
                let bytes = try CairoRenderer.data(list, format: format, scale: o.scale, background: l.hosted.canvasBackground)
                try bytes.write(to: URL(fileURLWithPath: "\(dir)/\(n)-\(r).\(fmt)"))
                RunnerChannel.report("rendered \(n) \(r)")
            } catch {
                FileHandle.standardError.write(Data("error: \(l.name): \(error)\n".utf8))
                RunnerChannel.report("failed \(n) \(r)")
                status = 1
            }
        }
        return status
    }

    static func sanitize(_ s: String) -> String {
        String(s.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }
}
