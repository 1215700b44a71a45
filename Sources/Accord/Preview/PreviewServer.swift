import Foundation
import AccordLayout
internal import AccordCairo

/// `--verb serve`: the long-running preview program behind `accord preview`. It reads requests,
/// one JSON object a line, on stdin and answers each on the output channel with one JSON line:
/// the renderings (SVG) and their laid-out trees. The process lives as long as the page's
/// server keeps it, so what the previews keep between requests lives on too.
///
/// A request: `{"preview": 0, "device": "iPhone 15", "dark": false, "rtl": false,
/// "dynamicType": "large", "variants": "none" | "scheme" | "dynamicType"}` (every key optional;
/// a missing key keeps the last value), or a tap, `{"tap": {"item": k, "x": …, "y": …, "count": 1}}`
/// at a point of the k-th rendering last answered (PreviewServer+Taps.swift), a drag's phase,
/// `{"drag": {"item": k, "phase": "began" | "changed" | "ended", "x": …, "y": …}}`, or a key for
/// the focused field, `{"key": {"text": "a"}}` / `{"key": {"name": "Backspace" | "Enter" | "Escape"}}`
/// (PreviewServer+Input.swift; `"shift": true` extends the selection, `"word": true` moves by words,
/// names also "Delete", "ArrowLeft" … "ArrowDown", "Home", "End", "SelectAll"). Unknown values
/// are answered with an `error` line and change nothing.
///
/// State: each preview's view is made once and its state kept in one `ViewGraph`
/// (Docs/StateModel.md) for as long as the program runs, so a tap's change to `@State`, a
/// binding or a model survives every later rendering — other settings, variants, more taps.
/// (An edit of the file compiles a new program: its state starts afresh, and the page says so.)
/// An answer: `{"type": "render", "seq": n, "previews": [names], "preview": i, "items": [{"label",
/// "dark", "canvas": [w, h], "svg", "trace"}], "warnings": […], "ms": time to answer}` or
/// `{"type": "error", "seq": n, "message": …}`; a press that changes nothing is answered
/// `{"type": "unchanged", "seq": n}`. `{"save": true}` writes the state an edit's new program
/// takes over (State/ViewGraph+Carry.swift) and is answered `{"type": "saved", "seq": n}`.
enum PreviewServer {
    /// What is shown: the request's keys, remembered between requests.
    struct Settings {
        var preview = 0
        var device: PreviewDevice?
        var dark = false
        var rtl = false
        var dynamicType = DynamicTypeSize.large
        var variants = "none"
    }

    static func run(previews: [AccordPreview], options base: AccordPreviewRunner.Options) -> Never {
        var settings = Settings()
        settings.device = base.device
        settings.dark = base.dark
        settings.rtl = base.rtl
        if let d = base.dynamicTypeSize { settings.dynamicType = d }
        if let name = base.preview, let i = previews.firstIndex(where: { $0.name == name }) { settings.preview = i }
        var seq = 0
        var kept = Kept()
        // State carried from the program this one replaces (an edit of the file).
        kept.carried = CarriedState.load()
        while let line = readLine(strippingNewline: true) {
            liveStamp("read")
            seq += 1
            let started = Date()
            guard let data = line.data(using: .utf8),
                  let request = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                answerError(seq, "not a JSON object: \(line.prefix(200))")
                continue
            }
            // A save that changed only design-time literals (PreviewServer+Literals.swift): the
            // previews are built again with the new values (with the request's settings), state kept.
            if let values = request["literals"] as? [String] { AccordDesignTimeLiterals.values = values }
            var tapped: String?? = nil
            // A press shows the pressed look; the tap (or drag) that follows releases it.
            var pressed = false
            if request["tap"] != nil || request["drag"] != nil || request["context"] != nil || request["scroll"] != nil { LivePress.press(nil) }
            if let press = request["press"] {
                guard let d = press as? [String: Any], let k = d["item"] as? Int, let x = (d["x"] as? NSNumber)?.doubleValue,
                      let y = (d["y"] as? NSNumber)?.doubleValue, x.isFinite, y.isFinite else {
                    answerError(seq, "a press needs item, x and y")
                    continue
                }
                // Nothing to draw again (no button there, none pressed before): a short answer.
                let before = LivePress.current
                _ = kept.press(item: k, at: CGPoint(x: x, y: y))
                guard LivePress.current != before else {
                    answer(seq, "unchanged")
                    continue
                }
                pressed = true
            } else if let tap = request["tap"] {
                guard let t = tap as? [String: Any], let k = t["item"] as? Int, let x = (t["x"] as? NSNumber)?.doubleValue,
                      let y = (t["y"] as? NSNumber)?.doubleValue, x.isFinite, y.isFinite else {
                    answerError(seq, "a tap needs item, x and y")
                    continue
                }
                tapped = .some(kept.tap(item: k, at: CGPoint(x: x, y: y), count: (t["count"] as? Int) ?? 1).map { "tapped " + $0 })
            } else if let drag = request["drag"] {
                guard let d = drag as? [String: Any], let k = d["item"] as? Int, let x = (d["x"] as? NSNumber)?.doubleValue,
                      let y = (d["y"] as? NSNumber)?.doubleValue, x.isFinite, y.isFinite,
                      let phase = d["phase"] as? String, ["began", "changed", "ended"].contains(phase) else {
                    answerError(seq, "a drag needs item, phase (began, changed or ended), x and y")
                    continue
                }
                tapped = .some(kept.drag(item: k, phase: phase, at: CGPoint(x: x, y: y)).map { "dragged " + $0 })
            } else if let wheel = request["scroll"] {
                guard let d = wheel as? [String: Any], let k = d["item"] as? Int, let x = (d["x"] as? NSNumber)?.doubleValue,
                      let y = (d["y"] as? NSNumber)?.doubleValue, let dx = (d["dx"] as? NSNumber)?.doubleValue,
                      let dy = (d["dy"] as? NSNumber)?.doubleValue, x.isFinite, y.isFinite, dx.isFinite, dy.isFinite else {
                    answerError(seq, "a scroll needs item, x, y, dx and dy")
                    continue
                }
                tapped = .some(kept.scroll(item: k, at: CGPoint(x: x, y: y), by: CGSize(width: dx, height: dy)).map { "scrolled " + $0 })
            } else if let press = request["context"] {
                guard let d = press as? [String: Any], let k = d["item"] as? Int, let x = (d["x"] as? NSNumber)?.doubleValue,
                      let y = (d["y"] as? NSNumber)?.doubleValue, x.isFinite, y.isFinite else {
                    answerError(seq, "a long press needs item, x and y")
                    continue
                }
                tapped = .some(kept.context(item: k, at: CGPoint(x: x, y: y)).map { "long-pressed " + $0 })
            } else if let key = request["key"] {
                guard let d = key as? [String: Any], d["text"] is String || d["name"] is String else {
                    answerError(seq, "a key needs text or name")
                    continue
                }
                tapped = .some(kept.key(text: d["text"] as? String, name: d["name"] as? String, shift: d["shift"] as? Bool ?? false,
                                        word: d["word"] as? Bool ?? false).map { "key to " + $0 })
            } else if request["save"] as? Bool == true {
                // Before an edit's new program starts: the state it can carry over (ViewGraph+Carry.swift).
                CarriedState.save(kept.graphs)
                answer(seq, "saved")
                continue
            } else if let why = apply(request, to: &settings, previews: previews) {
                answerError(seq, why)
                continue
            }
            Timing.start(started)
            Timing.lap("event")
            let answer = render(previews, settings, base, kept: &kept, tapped: tapped, event: pressed || tapped != nil, seq: seq, started: started)
            liveStamp("rendered")
            RunnerChannel.emit(answer)
            RunnerChannel.flush()
            liveStamp("emitted")
        }
        RunnerChannel.finish(0)
    }

    /// Applies a request's keys; the reason when one is unusable (nothing is changed then).
    static func apply(_ r: [String: Any], to settings: inout Settings, previews: [AccordPreview]) -> String? {
        var s = settings
        if let v = r["preview"] {
            guard let i = v as? Int, i >= 0, i < previews.count else { return "no preview number \(v) (the file has \(previews.count))" }
            s.preview = i
        }
        if let v = r["device"] as? String {
            guard let d = PreviewDevice.named(v) else { return "unknown device \"\(v)\"" }
            s.device = d
        }
        if let v = r["dark"] as? Bool { s.dark = v }
        if let v = r["rtl"] as? Bool { s.rtl = v }
        if let v = r["dynamicType"] as? String {
            guard let d = DynamicTypeSize.named(v) else { return "unknown Dynamic Type size \"\(v)\"" }
            s.dynamicType = d
        }
        if let v = r["variants"] as? String {
            guard ["none", "scheme", "dynamicType"].contains(v) else { return "unknown variants \"\(v)\"" }
            s.variants = v
        }
        settings = s
        return nil
    }

    /// What lives between requests: each preview's view and state graph, and the last renderings
    /// with their taps' responders (a tap is hit-tested on exactly what the page shows).
    struct Kept {
        var views: [Int: AnyView] = [:]
        var graphs: [Int: ViewGraph] = [:]
        var shown: [AccordPreviewRunner.Laid] = []
        var recorder = TapRecorder()
        /// The drag under way (PreviewServer+Input.swift).
        var activeDrag: ActiveDrag?
        /// Values from the previous program, by preview, not yet used (ViewGraph+Carry.swift).
        var carried: [Int: [String: (type: String, json: Data)]] = [:]
        /// The settings of the last rendering: an event with the same ones updates it in place.
        var shownSettings: String?

        /// Delivers a tap; what was tapped, or nil when nothing there responds.
        func tap(item k: Int, at point: CGPoint, count: Int) -> String? {
            guard shown.indices.contains(k) else { return nil }
            let l = shown[k]
            guard let hit = recorder.hitTest(l.hosted.root, pass: l.hosted.pass, at: point, count: count) else { return nil }
            return TapRecorder.deliver(hit, at: point, count: count)
        }
    }

    static func render(_ previews: [AccordPreview], _ s: Settings, _ base: AccordPreviewRunner.Options, kept: inout Kept,
                       tapped: String??, event: Bool, seq: Int, started: Date) -> String {
        var configurations: [(label: String, options: AccordPreviewRunner.Options)] = []
        func options(dark: Bool, dynamicType: DynamicTypeSize) -> AccordPreviewRunner.Options {
            var o = base
            o.verb = "serve"
            o.device = s.device
            o.dark = dark
            o.rtl = s.rtl
            o.dynamicTypeSize = dynamicType
            return o
        }
        switch s.variants {
        case "scheme":
            configurations = [("Light", options(dark: false, dynamicType: s.dynamicType)),
                              ("Dark", options(dark: true, dynamicType: s.dynamicType))]
        case "dynamicType":
            configurations = DynamicTypeSize.allCases.map { ($0.name, options(dark: s.dark, dynamicType: $0)) }
        default:
            configurations = [("", options(dark: s.dark, dynamicType: s.dynamicType))]
        }
        var items: [String] = []
        var warnings: [String] = []
        let p = s.preview
        var seeded = false
        if kept.views[p] == nil {
            kept.views[p] = previews[p].make()
            let graph = ViewGraph()
            if let values = kept.carried.removeValue(forKey: p), !values.isEmpty { graph.seed(values); seeded = true }
            kept.graphs[p] = graph
        }
        let graph = kept.graphs[p]!
        // An event (tap, drag, key) with the settings of the last rendering updates it in place:
        // only the bodies that read the state it changed are evaluated again
        // (State/ViewGraph+Invalidation.swift); otherwise, or when that cannot be done exactly,
        // everything is built again.
        let shown = "\(p)|\((s.device ?? .iPhone15).name)|\(s.dark)|\(s.rtl)|\(s.dynamicType.name)|\(s.variants)"
        let inPlace = s.variants == "none"
        var mayUpdate = inPlace && event && kept.shownSettings == shown && !seeded
        if !mayUpdate { graph.startRecording() }
        var recorder = mayUpdate ? kept.recorder : TapRecorder()
        TapRecorder.current = recorder
        defer { TapRecorder.current = nil }
        let evaluatedBefore = graph.bodyEvaluations
        var updatedInPlace = 0
        kept.shown = []
        for (label, o) in configurations {
            func update() -> [AccordPreviewRunner.Laid] {
                if mayUpdate, let laid = graph.updateInPlace() { updatedInPlace += 1; return laid }
                graph.startRecording()
                recorder = TapRecorder()
                TapRecorder.current = recorder
                return AccordPreviewRunner.layout(previews[p], o, view: kept.views[p], graph: graph)
            }
            var laid = update()
            Timing.lap("update")
            mayUpdate = inPlace
            // onAppear/task/onChange actions run after the update; what they change is shown by
            // another update (at most 4 in a row: an onChange that keeps changing its value stops).
            var rounds = 0
            while graph.runLifecycle(), rounds < 4 {
                rounds += 1
                laid = update()
            }
            Timing.lap("lifecycle")
            kept.shown += laid
            for (k, l) in laid.enumerated() {
                let name = [label, laid.count > 1 ? "#\(k + 1)" : ""].filter { !$0.isEmpty }.joined(separator: " ")
                var svg = ""
                do {
                    let list = l.hosted.displayList()
                    Timing.lap("draw")
                    let bytes = try CairoRenderer.data(list, format: .svg,
                                                       background: o.dark ? RGBA(0, 0, 0) : RGBA(1, 1, 1))
                    svg = String(decoding: bytes, as: UTF8.self)
                } catch {
                    warnings.append("\(l.name): cannot draw: \(error)")
                }
                Timing.lap("svg")
                let trace = JSONWriter.trace(name: l.name, canvas: l.canvas, root: l.hosted.root, pass: l.hosted.pass)
                Timing.lap("trace")
                let framed = PreviewDevice.all.contains { $0.size == l.canvas }
                items.append("{\"label\":\(JSONWriter.string(name)),\"dark\":\(o.dark),\"framed\":\(framed),\"canvas\":[\(JSONWriter.num(l.canvas.width)),\(JSONWriter.num(l.canvas.height))],"
                             + "\"svg\":\(JSONWriter.string(svg)),\"trace\":\(trace)}")
                for d in l.hosted.diagnostics where !warnings.contains("\(l.name): \(d)") { warnings.append("\(l.name): \(d)") }
            }
        }
        LiveInput.shown = recorder.keyTarget
        // The focused field and its selection (characters), for the page.
        let editing = recorder.keyTarget.map { t -> String in
            let s = LiveInput.selection(of: t.path, count: t.text.wrappedValue.count)
            return "\"editing\":{\"field\":\(JSONWriter.string(t.name)),\"selection\":[\(s.lower),\(s.upper)]},"
        } ?? ""
        kept.recorder = recorder
        kept.shownSettings = shown
        let restored = seeded ? kept.graphs[p]!.endSeeding() : 0
        let names = previews.map { JSONWriter.string($0.name ?? "Preview (line \($0.line))") }
        Timing.lap("rest")
        let ms = Date().timeIntervalSince(started) * 1000
        return "{\"type\":\"render\",\"seq\":\(seq),\"previews\":[\(names.joined(separator: ","))],\"preview\":\(s.preview),"
            + "\"settings\":{\"device\":\(JSONWriter.string((s.device ?? .iPhone15).name)),\"dark\":\(s.dark),\"rtl\":\(s.rtl),"
            + "\"dynamicType\":\(JSONWriter.string(s.dynamicType.name)),\"variants\":\(JSONWriter.string(s.variants))},"
            + "\"items\":[\(items.joined(separator: ","))],\"warnings\":[\(warnings.map(JSONWriter.string).joined(separator: ","))],"
            + (tapped.map { "\"tapped\":\($0.map(JSONWriter.string) ?? "null")," } ?? "")
            + (seeded ? "\"restored\":\(restored)," : "") + editing
            + "\"bodies\":\(graph.bodyEvaluations - evaluatedBefore),\"inPlace\":\(updatedInPlace > 0),"

            + "\"timing\":{\(Timing.json)},\"ms\":\(JSONWriter.num((ms * 10).rounded() / 10))}"
    }

    /// A short answer that draws nothing: `{"type": "unchanged" | "saved", "seq": n}`.
    static func answer(_ seq: Int, _ type: String) {
        RunnerChannel.emit("{\"type\":\"\(type)\",\"seq\":\(seq)}")
        RunnerChannel.flush()
    }

    static func answerError(_ seq: Int, _ message: String) {
        RunnerChannel.emit("{\"type\":\"error\",\"seq\":\(seq),\"message\":\(JSONWriter.string(message))}")
        RunnerChannel.flush()
    }
}

extension DynamicTypeSize {
    /// The case's Swift name (`xSmall` … `accessibility5`).
    var name: String { "\(self)" }

    static func named(_ n: String) -> DynamicTypeSize? { allCases.first { $0.name == n } }
}

extension PreviewServer {
    /// Where an answer's time went (milliseconds by phase, in the answer's `timing`): the event's
    /// delivery, the update (bodies and layout), lifecycle rounds, drawing, SVG, trace, the rest.
    enum Timing {
        nonisolated(unsafe) static var last = Date()
        nonisolated(unsafe) static var laps: [(String, Double)] = []

        static func start(_ at: Date) { last = at; laps = [] }

        static func lap(_ name: String) {
            let now = Date()
            let ms = now.timeIntervalSince(last) * 1000
            last = now
            if let i = laps.firstIndex(where: { $0.0 == name }) { laps[i].1 += ms } else { laps.append((name, ms)) }
        }

        static var json: String {
            laps.map { "\"\($0.0)\":\(JSONWriter.num(($0.1 * 10).rounded() / 10))" }.joined(separator: ",")
        }
    }
}

/// With ACCORD_STAMPS set: "STAMP program <what> <CLOCK_MONOTONIC ms>" on stderr, to follow one
/// update across the server and the preview program (Docs/LivePreview.md, "Latency").
let liveStamps = ProcessInfo.processInfo.environment["ACCORD_STAMPS"] != nil

func liveStamp(_ what: String) {
    guard liveStamps else { return }
    var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t)
    FileHandle.standardError.write(Data("STAMP program \(what) \(Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6)\n".utf8))
}
