import Foundation
import AccordLayout
internal import AccordCairo

/// What the `accord` tool's verbs do inside a compiled preview program: lay each preview out on
/// its canvas and print frames, traces or sizing behaviours, or render it. SPI: the tool's
/// generated `main.swift` imports it with `@_spi(AccordPreview) import Accord`; a package that
/// imports Accord plainly does not see it.
@_spi(AccordPreview) public enum AccordPreviewRunner {
    public struct Options: Sendable {
        public var verb = "frames"
        public var preview: String?
        public var device: PreviewDevice?
        /// `--landscape`: the device held in landscape (`PreviewDevice.rotated()`).
        public var landscape = false
        public var canvas: CGSize?
        /// Canvas for previews that have no fixed layout of their own (instead of the device).
        public var defaultCanvas: CGSize?
        public var scale: CGFloat = 3
        public var format = "png"
        public var output: String?
        public var dark = false
        public var rtl = false
        public var debugFrames = false
        public var json = false
        public var all = false
        public var fonts: [String] = []
        public var fixedMetrics = false
        /// `--no-chrome`: no status bar or home indicator on device canvases.
        public var noChrome = false
        public var sizeClass: UserInterfaceSizeClass?
        /// The Dynamic Type size the preview is laid out at (`--dynamic-type`; default large).
        public var dynamicTypeSize: DynamicTypeSize?
        /// `accord render`: each preview is written to `<dir>/<preview>-<root>.<format>` (a
        /// private folder of the tool's) and reported on the status channel; the tool names
        /// and places the files (Sources/accord/Output.swift).
        public var renderDir: String?
        /// Only the preview at this position (the tool's isolation: one process per preview).
        public var previewNumber: Int?
    }

    /// One preview laid out: its name, canvas and layout.
    public struct Laid {
        public let name: String
        public let canvas: CGSize
        public let hosted: HostedLayout
    }

    public static func main(previews: [AccordPreview], arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        RunnerChannel.setUp()
        var o = Options()
        var it = arguments.makeIterator()
        while let a = it.next() {
            func value() -> String {
                guard let v = it.next() else { fail("\(a) needs a value") }
                return v
            }
            switch a {
            case "--verb": o.verb = value()
            case "--preview": o.preview = value()
            case "--device":
                let n = value()
                guard let d = PreviewDevice.named(n) else { fail("unknown device \"\(n)\"; known: \(PreviewDevice.all.map(\.name).joined(separator: ", "))") }
                o.device = d
            case "--landscape": o.landscape = true
            case "--canvas": o.canvas = parseSize(value())
            case "--default-canvas": o.defaultCanvas = parseSize(value())
            case "--scale":
                // (At least 0.01: 1e-300 made cairo's matrix singular, "invalid matrix".)
                guard let s = Double(value()), s >= 0.01, s <= 8 else { fail("--scale must be a number from 0.01 to 8") }
                o.scale = CGFloat(s)
            case "--format": o.format = value()
            case "--render-dir": o.renderDir = value()
            case "--preview-number":
                let v = value()
                guard let n = Int(v), n >= 0, n < previews.count else { fail("--preview-number must be below \(previews.count)") }
                o.previewNumber = n
            case "-o", "--output": o.output = value()
            case "--dark": o.dark = true
            case "--rtl": o.rtl = true
            case "--debug-frames": o.debugFrames = true
            case "--json": o.json = true
            case "--all": o.all = true
            case "--font": o.fonts.append(value())
            case "--fixed-metrics": o.fixedMetrics = true
            case "--no-chrome": o.noChrome = true
            case "--size-class":
                let v = value()
                guard v == "compact" || v == "regular" else { fail("--size-class must be compact or regular") }
                o.sizeClass = v == "compact" ? .compact : .regular
            case "--dynamic-type":
                let v = value()
                guard let d = DynamicTypeSize.named(v) else { fail("--dynamic-type must be one of \(DynamicTypeSize.allCases.map(\.name).joined(separator: ", "))") }
                o.dynamicTypeSize = d
            default: fail("unknown option \(a)")
            }
        }
        for f in o.fonts {
            do { try registerFont(file: f) } catch { fail("cannot use font \(f): \(error)") }
        }
        if previews.isEmpty { fail("no previews found: add a #Preview { … } block, a PreviewProvider, or a ContentView") }
        if o.verb == "serve" { PreviewServer.run(previews: previews, options: o) }
        var chosen = Array(previews.enumerated())
        // `--preview NAME`: a preview of that name, else the views named so by a provider's
        // `previewDisplayName` (known once laid out).
        var rootName: String?
        if let name = o.preview {
            let named = chosen.filter { $0.element.name == name }
            if named.isEmpty { rootName = name } else { chosen = named }
        }
        if let n = o.previewNumber { chosen = [(n, previews[n])] }
        // The tool learns every preview's name before anything can fail (names in base64: any
        // characters, one line).
        for (n, p) in chosen {
            RunnerChannel.report("preview \(n) \(Data((p.name ?? "Preview (line \(p.line))").utf8).base64EncodedString())")
        }
        var laid: [Laid] = []
        var origin: [(preview: Int, root: Int)] = []
        var allNames: [String] = []
        for (n, p) in chosen {
            var roots = Array(layout(p, o).enumerated())
            RunnerChannel.report("laid \(n) \(roots.count)")
            // Names the tool cannot make up (a provider's `previewDisplayName`).
            let base = p.name ?? "Preview (line \(p.line))"
            for (r, l) in roots where l.name != (roots.count > 1 ? "\(base) #\(r + 1)" : base) {
                RunnerChannel.report("root \(n) \(r) \(Data(l.name.utf8).base64EncodedString())")
            }
            allNames += roots.map(\.element.name)
            if let rootName { roots = roots.filter { $0.element.name == rootName } }
            laid += roots.map(\.element)
            origin += roots.map { (n, $0.offset) }
        }
        if let rootName, laid.isEmpty {
            fail("no preview named \"\(rootName)\"; previews: \(allNames.joined(separator: ", "))")
        }
        var status: Int32 = 0
        switch o.verb {
        case "frames": printFrames(laid, o)
        case "trace": printTrace(laid, o)
        case "probe": printProbe(laid, o)
        case "render": status = o.renderDir != nil ? renderForTool(laid, origin, o) : render(laid, o)
        case "dump": for l in laid { RunnerChannel.emit("# \(l.name)\n" + l.hosted.displayList().description) }
        default: fail("unknown verb \(o.verb)")
        }
        for l in laid { for d in l.hosted.diagnostics { FileHandle.standardError.write(Data("warning: \(l.name): \(d)\n".utf8)) } }
        RunnerChannel.finish(status)
    }

    static func fail(_ message: String) -> Never {
        RunnerChannel.flush()
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        RunnerChannel.finish(2)
    }

    static func parseSize(_ s: String) -> CGSize {
        let parts = s.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w <= 100_000, h <= 100_000 else {
            fail("canvas must be WxH with positive numbers up to 100000, e.g. 390x844 (got \(s))")
        }
        return CGSize(width: w, height: h)
    }

    /// Lays a preview out: a fixed layout proposes its size; otherwise the device canvas's safe
    /// area (or `--canvas`). Several root views listed in a preview become separate previews, as
    /// Xcode shows them; one view whose body makes several is one screen (`PreviewWindowRoot`). When `onPreferenceChange` actions change state, the preview is built and laid
    /// out again with that state until the values settle (see `settlePreferences`).
    /// The preview as Xcode's canvas shows it once it appeared: after the first update, the
    /// `onAppear`, `task` and `onChange(initial:)` actions run, and what they change is shown by
    /// another update (at most 4 in a row, as the live preview's serve loop).
    public static func layout(_ p: AccordPreview, _ o: Options) -> [Laid] {
        let graph = ViewGraph()
        graph.registersLifecycle = true
        let view = p.make()
        var laid = layout(p, o, view: view, graph: graph)
        var rounds = 0
        while graph.runLifecycle(), rounds < 4 {
            rounds += 1
            laid = layout(p, o, view: view, graph: graph)
        }
        return laid
    }

    /// The same with the preview's view made already and its state kept in `graph` (the live
    /// preview keeps both between renderings).
    static func layout(_ p: AccordPreview, _ o: Options, view made: AnyView?, graph: ViewGraph) -> [Laid] {
        CurrentPreviewDevice.device = device(for: p, o, settings: nil)
        var env = EnvironmentValues()
        if o.dark { env.colorScheme = .dark }
        env.displayScale = o.scale // asset catalogs pick the 1×/2×/3× file for the render scale
        if o.rtl { env.layoutDirection = .rightToLeft }
        if let d = o.dynamicTypeSize { env.dynamicTypeSize = d }
        if let sc = o.sizeClass { env.horizontalSizeClass = sc }
        let measurer: (any TextMeasurer)? = o.fixedMetrics ? FixedMetricTextMeasurer() : nil
        let device = Self.device(for: p, o, settings: nil)
        var p = p
        if let f = p.fixedSize, !(f.width.isFinite && f.height.isFinite && f.width > 0 && f.height > 0 && f.width <= 100_000 && f.height <= 100_000) {
            FileHandle.standardError.write(Data("warning: \(p.name ?? "Preview (line \(p.line))"): .fixedLayout(width: \(f.width), height: \(f.height)) is not a usable size (each side must be a number in 1…100000); laid out on the device instead\n".utf8))
            p = p.withoutFixedLayout()
        }
        let intended = o.canvas ?? p.fixedSize ?? o.defaultCanvas
            ?? CGSize(width: device.size.width - device.safeArea.horizontal, height: device.size.height - device.safeArea.vertical)
        env._setRootContainer(proposal: p.sizeThatFits ? ProposedViewSize(device.size) : ProposedViewSize(intended), canvas: intended)
        // The preview's view is made once: its objects (`@ObservedObject` models made in the
        // #Preview) are the same in every update round.
        let view = made ?? p.make()
        if Invalidation.active === graph, !Invalidation.updating {
            return Invalidation.updating { Invalidation.observingLayout { layout(p, o, view: view, graph: graph) } }
        }
        return settlePreferences(graph: graph, {
            let laid = layoutRound(view, graph, p, o, env: env, measurer: measurer)
            return (laid, laid.map(\.hosted.root))
        }, unsettled: { laid, message in
            laid = laid.map { l in
                var hosted = l.hosted
                hosted.diagnostics.append(message)
                return Laid(name: l.name, canvas: l.canvas, hosted: hosted)
            }
        })
    }

    /// The device a preview is shown on: `--device`, else its `.previewDevice`, else iPhone 15;
    /// held in landscape with `--landscape`, a `.landscapeLeft`/`.landscapeRight` trait or a
    /// landscape `.previewInterfaceOrientation`.
    static func device(for p: AccordPreview, _ o: Options, settings: PreviewRootSettings?) -> PreviewDevice {
        let d = o.device ?? settings?.device ?? .iPhone15
        let landscape = o.landscape || p.traits.contains { if case .landscape = $0.kind { true } else { false } }
            || settings?.orientation?.isLandscape == true
        return landscape && !d.isLandscape ? d.rotated() : d
    }

    /// A root's own preview settings (its `previewLayout`, `previewDevice`…); a preview of one
    /// root also takes those written anywhere in it.
    static func settings(of root: LayoutNode, roots: Int, record: PreviewRecord) -> PreviewRootSettings? {
        if let s = PreviewRootSettings.of(root, record) { return s }
        guard roots == 1, record.device != nil || record.canvas != nil else { return nil }
        var s = PreviewRootSettings()
        s.device = record.device
        if let c = record.canvas { s.layout = .fixed(width: c.width, height: c.height) }
        return s
    }

    /// One update round of a preview: builds its roots (state from `graph`) and lays each out.
    private static func layoutRound(_ view: AnyView, _ graph: ViewGraph, _ p: AccordPreview, _ o: Options,
                                    env: EnvironmentValues, measurer: (any TextMeasurer)?) -> [Laid] {
        // The device screen collects what the view presents (Chrome/Screen.swift); each view's
        // screen is in the scheme `.preferredColorScheme` asks for, as Xcode's canvas shows it
        // (PreviewRunner+ColorScheme.swift).
        graph.isBuilding = true
        defer { graph.isBuilding = false }
        let roots = Self.buildInEachRootsScheme(env) { env, sink in
            let chrome = ScreenChrome()
            let env = ScreenAssembly.environment(env, chrome)
            let record = PreviewRecord()
            var nodes: [LayoutNode] = []
            withLargeStack { nodes = makeNodes(view, BuildContext(environment: env, diagnostics: sink, preview: record, graph: graph)) }
            // A preview that builds nothing (EmptyView, or a body cut off by a diagnostic) is
            // still a preview: an empty canvas, with its warnings.
            if nodes.isEmpty { nodes = [makeNode(LayoutAdapter(ZStackLayout()), label: "EmptyView")] }
            return (nodes, chrome, record)
        }
        let base = p.name ?? "Preview (line \(p.line))"
        var out: [Laid] = []
        let recording = Invalidation.active === graph
        if recording { graph.relayouts = []; graph.relayoutRoots = [] }
        for (i, built) in roots.enumerated() {
            let (root, chrome, record, sink) = (built.node, built.chrome, built.record, built.sink)
            let env = ScreenAssembly.environment(built.env, chrome)
            let settings = Self.settings(of: root, roots: roots.count, record: record)
            // A provider's `previewDisplayName` names its preview (the #Preview macro's name wins).
            let name = (p.isProvider || p.name == nil ? settings?.displayName : nil) ?? (roots.count > 1 ? "\(base) #\(i + 1)" : base)
            var settingsCanvas: CGSize?
            if case .fixed(let w, let h) = settings?.layout { settingsCanvas = CGSize(width: w, height: h) }
            var sizeThatFits = p.sizeThatFits
            if case .sizeThatFits = settings?.layout { sizeThatFits = true }
            let fixed = o.canvas ?? p.fixedSize ?? settingsCanvas ?? o.defaultCanvas
            func newContext() -> LayoutContext {
                let context = LayoutContext(textMeasurer: measurer ?? AccordDefaults.textMeasurer, scale: o.scale, layoutDirection: env.layoutDirection)
                context.isTracing = o.verb == "trace" || o.verb == "serve"  // serve: the live inspector lists proposals
                return context
            }
            let context = newContext()
            let hosted: HostedLayout
            let canvas: CGSize
            if sizeThatFits && o.canvas == nil {
                // Apple: "Fit the container to the size of the preview when offered the size of the
                // device that the preview is running on" (PreviewLayout.sizeThatFits): a row with a
                // Spacer is as wide as the device, a Text only as wide as its text.
                let screen = Self.device(for: p, o, settings: settings).size
                let offered = ProposedViewSize(screen)
                func fitted(_ context: LayoutContext) -> CGSize {
                    // (The answer is remembered by the node: the pass that follows asks it again for free.)
                    var answer = CGSize.zero
                    withLargeStack { answer = root.sizeThatFits(offered, context: context) }
                    return CGSize(width: answer.width.isFinite ? answer.width : screen.width, height: answer.height.isFinite ? answer.height : screen.height)
                }
                hosted = HostedLayout(root: root, proposal: offered, canvas: fitted(context), context: context, environment: env, sink: sink)
                canvas = hosted.pass.canvas
                if recording {
                    graph.relayouts.append {
                        let c = newContext()
                        let h = HostedLayout(root: root, proposal: offered, canvas: fitted(c), context: c, environment: env, sink: sink)
                        return Laid(name: name, canvas: h.pass.canvas, hosted: h)
                    }
                }
            } else if let fixed, o.device == nil {
                canvas = fixed
                hosted = HostedLayout(root: root, proposal: ProposedViewSize(fixed), canvas: fixed, context: context, environment: env, sink: sink)
                if recording {
                    graph.relayouts.append {
                        Laid(name: name, canvas: fixed, hosted: HostedLayout(root: root, proposal: ProposedViewSize(fixed), canvas: fixed,
                                                                         context: newContext(), environment: env, sink: sink))
                    }
                }
            } else {
                let d = Self.device(for: p, o, settings: settings)
                canvas = d.size
                // The root in the safe area; views that ignore it extend into the insets at any
                // depth (Sources/Accord/SafeArea).
                let safe = ScreenAssembly.safeRect(d)
                // The screen around the root: status bar, home indicator, presentations.
                var screen = root
                withLargeStack {
                    screen = ScreenAssembly.screen(root: root, device: d, safe: safe, ctx: BuildContext(environment: env, diagnostics: sink, preview: record, graph: graph),
                                                   chrome: chrome, drawsSystemChrome: !o.noChrome)
                }
                hosted = HostedLayout(root: screen, proposal: ProposedViewSize(safe.size), canvas: d.size, safeArea: safe,
                                      context: context, environment: env, sink: sink)
                if recording {
                    let s = screen
                    graph.relayouts.append {
                        Laid(name: name, canvas: d.size, hosted: HostedLayout(root: s, proposal: ProposedViewSize(safe.size), canvas: d.size,
                                                                          safeArea: safe, context: newContext(), environment: env, sink: sink))
                    }
                }
            }
            if recording { graph.relayoutRoots.append(hosted.root) }
            out.append(Laid(name: name, canvas: canvas, hosted: hosted))
        }
        return out
    }

    /// Seed 002's "底色可视化" done for you: every view's frame outlined, deeper views in other hues.
    public static func debugOutlines(_ hosted: HostedLayout) -> [DisplayItem] {
        var items: [DisplayItem] = []
        func walk(_ n: LayoutNode, _ depth: Int) {
            guard n.isPlaced else { return }
            let f = hosted.pass.pixelFrame(n)
            if f.width.isFinite, f.height.isFinite {
                let c = Color(hue: Double(depth % 8) / 8, saturation: 0.9, brightness: 0.85).resolve(.light)
                items.append(.stroke(Path(f.insetBy(dx: 0.25, dy: 0.25)), .color(c.withAlpha(0.8)), StrokeStyle(lineWidth: 0.5)))
            }
            for c in n.children { walk(c, depth + 1) }
        }
        walk(hosted.root, 0)
        return items
    }
}
