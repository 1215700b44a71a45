import Accord
import CMalloc
import Foundation

// Accord's side of `make bench`: the workloads of Benchmarks/peers/README.md, built as layout
// nodes (fresh for every timed run) and timed around the layout pass only. Prints JSON with
// --json, else a table. --quick: CI-sized inputs.

let args = CommandLine.arguments
let quick = args.contains("--quick")
let json = args.contains("--json")
let runs = quick ? 2 : 5
/// `--only deep,wide`: just those layout workloads (for profiling).
let only: Set<String>? = args.firstIndex(of: "--only").flatMap { i in i + 1 < args.count ? Set(args[i + 1].split(separator: ",").map(String.init)) : nil }
func wanted(_ name: String) -> Bool { only?.contains(name) ?? true }

func fixedLeaf(_ w: CGFloat, _ h: CGFloat) -> LayoutNode {
    LayoutNode(IntrinsicBehaviour(ideal: CGSize(width: w, height: h), horizontal: .hug, vertical: .hug), label: "fixed")
}
func flexibleLeaf() -> LayoutNode { LayoutNode(ShapeBehaviour(), label: "flexible") }
/// Flexible across, 20 tall (the peers' flexible leaf with height 20).
func flexibleBar() -> LayoutNode {
    LayoutNode(IntrinsicBehaviour(ideal: CGSize(width: 10, height: 20), horizontal: .expand, vertical: .hug), label: "bar")
}
func stack(_ horizontal: Bool, _ children: [LayoutNode]) -> LayoutNode {
    horizontal ? LayoutNode(LayoutAdapter(HStackLayout(spacing: 0)), children: children, label: "HStack")
               : LayoutNode(LayoutAdapter(VStackLayout(spacing: 0)), children: children, label: "VStack")
}

/// (a) complete tree, depth d, branching 3, alternating HStack/VStack; leaves 0 and 2 fixed
/// 20×20, leaf 1 flexible.
func deep(_ depth: Int) -> LayoutNode {
    func make(_ level: Int, _ index: Int) -> LayoutNode {
        if level == depth { return index == 1 ? flexibleLeaf() : fixedLeaf(20, 20) }
        return stack(level % 2 == 0, (0..<3).map { make(level + 1, $0) })
    }
    return make(0, 0)
}

/// (b) a VStack of rows [fixed 40×20, flexible (height 20), fixed 40×20].
func wide(_ rows: Int) -> LayoutNode {
    stack(false, (0..<rows).map { _ in
        stack(true, [fixedLeaf(40, 20), flexibleBar(), fixedLeaf(40, 20)])
    })
}

/// (c) a chain of n nested stacks, each [next level, fixed 10×10]; the innermost is flexible.
func chain(_ n: Int) -> LayoutNode {
    var node = flexibleLeaf()
    for k in (0..<n).reversed() { node = stack(k % 2 == 0, [node, fixedLeaf(10, 10)]) }
    return node
}

func count(_ n: LayoutNode) -> Int { 1 + n.children.reduce(0) { $0 + count($1) } }

struct Result { var nodes: Int; var bestNs: UInt64; var measurements: Int }

func time(_ make: () -> LayoutNode, proposal: ProposedViewSize, measurer: (any TextMeasurer)? = nil) -> Result {
    var best = UInt64.max, nodes = 0, measured = 0
    for _ in 0..<runs {
        let root = make()
        nodes = count(root)
        let ctx = LayoutContext(textMeasurer: measurer ?? FixedMetricTextMeasurer())
        let t0 = DispatchTime.now().uptimeNanoseconds
        _ = LayoutPass(root: root, proposal: proposal, context: ctx)
        let t = DispatchTime.now().uptimeNanoseconds - t0
        if t < best { best = t; measured = ctx.measurementCount }
    }
    return Result(nodes: nodes, bestNs: best, measurements: measured)
}

/// Bytes the heap holds (glibc's `mallinfo2`: in-use chunks, headers included, and mmapped
/// blocks; the main arena, where the pass runs on this thread).
func heapBytes() -> Int {
    let m = mallinfo2()
    return Int(m.uordblks) + Int(m.hblkhd)
}

/// Memory per node (issue 18, goal 2): heap growth while holding a laid-out `wide(rows)` tree,
/// per node, split into building the tree and what the layout pass keeps (answers, solutions).
/// Resident size does not measure it (the pass reuses memory earlier workloads freed).
func memoryPerNode(rows: Int) -> (built: Double, pass: Double) {
    let before = heapBytes()
    let held = wide(rows)
    let built = heapBytes()
    _ = LayoutPass(root: held, proposal: ProposedViewSize(width: 390, height: nil), context: LayoutContext())
    let after = heapBytes()
    let n = Double(count(held))
    return withExtendedLifetime(held) { (Double(built - before) / n, Double(after - built) / n) }
}

var results: [(String, Result)] = []
let square = ProposedViewSize(width: 1000, height: 1000)
if wanted("deep") { results.append(("deep", time({ deep(quick ? 5 : 10) }, proposal: square))) }
if wanted("wide") { results.append(("wide", time({ wide(quick ? 500 : 10_000) }, proposal: ProposedViewSize(width: 390, height: nil)))) }
for n in quick ? [20] : [50, 100] where wanted("chain") {
    results.append(("chain_\(n)", time({ chain(n) }, proposal: square)))
    results.append(("chain_center_\(n)", time({ chain(n) }, proposal: square)))
}
let scaleRows = quick ? [25, 250, 1_000] : [250, 2_500, 25_000]
for (i, r) in scaleRows.enumerated() where wanted("scaling") {
    results.append((["scaling_1k", "scaling_10k", "scaling_100k"][i], time({ wide(r) }, proposal: ProposedViewSize(width: 390, height: nil))))
}
var onlyImages: [String: Any]?
if only?.contains("images") == true {
    let images = try imageBenchmarks(quick: quick)
    if json { onlyImages = images } else { for (name, value) in images.sorted(by: { $0.key < $1.key }) { print(name, value) } }
}
/// The layout workloads' figures as `--json` prints them.
func layoutJSON(_ results: [(String, Result)]) -> [String: Any] {
    var obj: [String: Any] = [:]
    for (name, r) in results {
        obj[name] = ["nodes": r.nodes, "ns_per_node": Double(r.bestNs) / Double(r.nodes), "best_ms": Double(r.bestNs) / 1e6, "measurements": r.measurements]
    }
    return obj
}
// (e) relayout after one leaf changes: only the leaf and its ancestors are measured again, and
// only what moved is placed again (issue 18, goal 3: flat in the row count). A behaviour is an
// immutable value, so the leaf changes as the live preview changes a body's views: a new node
// in its place, its parent invalidated.
struct WidthLeaf: LayoutBehaviour {
    let width: CGFloat
    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize { CGSize(width: width, height: 20) }
}
struct Relayout { var rows: Int; var nodes: Int; var firstNs: UInt64; var firstMeasurements: Int
                  var relayoutNs: UInt64; var relayoutMeasurements: Int; var relayoutPlacements: Int }
/// `wide(rows)` with the middle row's first leaf changing width (40 → 60, then back, `runs`
/// times: the best relayout); the row keeps its size, so nothing else moves.
func relayout(_ rows: Int) -> Relayout {
    let tree = stack(false, (0..<rows).map { i in
        stack(true, [i == rows / 2 ? LayoutNode(WidthLeaf(width: 40), label: "changing") : fixedLeaf(40, 20), flexibleLeaf(), fixedLeaf(40, 20)])
    })
    let ctx = LayoutContext()
    let proposal = ProposedViewSize(width: 390, height: nil)
    let t0 = DispatchTime.now().uptimeNanoseconds
    _ = LayoutPass(root: tree, proposal: proposal, context: ctx)
    let firstNs = DispatchTime.now().uptimeNanoseconds - t0
    var r = Relayout(rows: rows, nodes: count(tree), firstNs: firstNs, firstMeasurements: ctx.measurementCount,
                     relayoutNs: .max, relayoutMeasurements: 0, relayoutPlacements: 0)
    let changedRow = tree.children[rows / 2]
    for k in 0..<runs {
        var children = changedRow.children
        children[0] = LayoutNode(WidthLeaf(width: k % 2 == 0 ? 60 : 40), label: "changing")
        changedRow.setChildren(children)
        changedRow.invalidate()
        ctx.resetCounters()
        let t = DispatchTime.now().uptimeNanoseconds
        _ = LayoutPass(root: tree, proposal: proposal, context: ctx)
        let ns = DispatchTime.now().uptimeNanoseconds - t
        if ns < r.relayoutNs { r.relayoutNs = ns; r.relayoutMeasurements = ctx.measurementCount; r.relayoutPlacements = ctx.placementCount }
    }
    return r
}
func describe(_ r: Relayout) -> String {
    String(format: "relayout after one leaf changed (%d rows, %d nodes): %.1f µs, %d measurements, %d nodes placed (first layout: %.1f ms, %d measurements; relayout = %.2f %% of it)",
           r.rows, r.nodes, Double(r.relayoutNs) / 1e3, r.relayoutMeasurements, r.relayoutPlacements,
           Double(r.firstNs) / 1e6, r.firstMeasurements, 100 * Double(r.relayoutNs) / Double(r.firstNs))
}
let relayouts = wanted("relayout") ? (quick ? [500, 5_000] : [10_000, 100_000]).map(relayout) : []
if only != nil && json {
    // Just the workloads asked for (`make bench-check` runs a failing workload again this way).
    var obj = layoutJSON(results)
    if let onlyImages { obj["images"] = onlyImages }
    let data = try! JSONSerialization.data(withJSONObject: obj, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
    exit(0)
}
if only?.contains("memory") == true {
    let m = memoryPerNode(rows: quick ? 2_500 : 25_000)
    print(String(format: "memory: %.0f bytes per laid-out node (%.0f built, %.0f kept by the pass)", m.built + m.pass, m.built, m.pass))
}
if only != nil {
    for (name, r) in results { print(name, String(format: "%.1f ns/node", Double(r.bestNs) / Double(r.nodes))) }
    for r in relayouts { print(describe(r)) }
    exit(0)
}

// (c') 1,000 wrapped paragraphs of real text (Pango), cold and cached.
let paragraphs = quick ? 50 : 1_000
func paragraphsView() -> some View {
    VStack(alignment: .leading, spacing: 8) {
        ForEach(0..<paragraphs, id: \.self) { i in
            Text("Paragraph \(i): The quick brown fox jumps over the lazy dog; 敏捷的棕色狐狸跳过了懒狗。 Layout is a negotiation between parent and child.")
        }
    }
}
let t1 = DispatchTime.now().uptimeNanoseconds
let textCold = HostedLayout(paragraphsView(), proposal: ProposedViewSize(width: 360, height: nil))
let coldNs = DispatchTime.now().uptimeNanoseconds - t1
let t2 = DispatchTime.now().uptimeNanoseconds
_ = HostedLayout(paragraphsView(), proposal: ProposedViewSize(width: 360, height: nil))
let warmNs = DispatchTime.now().uptimeNanoseconds - t2

// Rendering: a 390×844 card-style screen at 3× to PNG, against rsvg-convert rasterising the
// same screen's SVG (Debian's librsvg2-bin), both best of several runs.
// (CardScreen: Render.swift.)
let renderRuns = quick ? 1 : 5
var renderBest = UInt64.max
var svgData = Data()
for _ in 0..<renderRuns {
    let r = ImageRenderer(content: CardScreen())
    r.proposedSize = ProposedViewSize(width: 390, height: 844)
    r.scale = 3
    let t = DispatchTime.now().uptimeNanoseconds
    _ = try r.pngData()
    renderBest = min(renderBest, DispatchTime.now().uptimeNanoseconds - t)
    svgData = try r.svgData()
}
let svgPath = FileManager.default.temporaryDirectory.appendingPathComponent("accord-bench-card.svg").path
try svgData.write(to: URL(fileURLWithPath: svgPath))
var rsvgBest: UInt64?
if FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") {
    for _ in 0..<renderRuns {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        p.arguments = ["-z", "3", "-o", svgPath + ".png", svgPath]
        let t = DispatchTime.now().uptimeNanoseconds
        try p.run()
        p.waitUntilExit()
        let d = DispatchTime.now().uptimeNanoseconds - t
        if p.terminationStatus == 0 { rsvgBest = min(rsvgBest ?? .max, d) }
    }
}

let images = try imageBenchmarks(quick: quick)

// A LazyVStack of 1,000 vs 100,000 rows in a ScrollView: only the rows in view are built and
// measured, so both cost about a screenful.
func lazyList(_ rows: Int) -> some View {
    ScrollView {
        LazyVStack(spacing: 8) {
            ForEach(0..<rows, id: \.self) { i in
                HStack { Text("Row \(i)"); Spacer(); Color.blue.frame(width: 20, height: 20) }
            }
        }
    }
}
func timeLazy(_ rows: Int) -> UInt64 {
    var best = UInt64.max
    for _ in 0..<runs {
        let t = DispatchTime.now().uptimeNanoseconds
        _ = HostedLayout(lazyList(rows), proposal: ProposedViewSize(width: 390, height: 844), textMeasurer: FixedMetricTextMeasurer())
        best = min(best, DispatchTime.now().uptimeNanoseconds - t)
    }
    return best
}
let lazySmall = timeLazy(1_000), lazyLarge = timeLazy(100_000)

let memory = memoryPerNode(rows: quick ? 2_500 : 25_000)
let bytesPerNode = memory.built + memory.pass

if json {
    var obj = layoutJSON(results)
    for (i, r) in relayouts.enumerated() {
        obj[i == 0 ? "relayout" : "relayout_large"] = [
            "rows": r.rows, "first_measurements": r.firstMeasurements, "first_ms": Double(r.firstNs) / 1e6,
            "relayout_measurements": r.relayoutMeasurements, "relayout_placements": r.relayoutPlacements,
            "relayout_us": Double(r.relayoutNs) / 1e3, "relayout_percent_of_first": 100 * Double(r.relayoutNs) / Double(r.firstNs)]
    }
    obj["text"] = ["paragraphs": paragraphs, "cold_ms": Double(coldNs) / 1e6, "cached_ms": Double(warmNs) / 1e6,
                   "height": Double(textCold.size.height)]
    obj["memory"] = ["bytes_per_node": bytesPerNode, "built_bytes_per_node": memory.built, "pass_bytes_per_node": memory.pass]
    var render: [String: Any] = ["accord_png_ms": Double(renderBest) / 1e6]
    if let rsvgBest { render["rsvg_convert_ms"] = Double(rsvgBest) / 1e6 }
    obj["render"] = render
    obj["images"] = images
    obj["lazy"] = ["rows_1k_ms": Double(lazySmall) / 1e6, "rows_100k_ms": Double(lazyLarge) / 1e6]
    let data = try! JSONSerialization.data(withJSONObject: obj, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
} else {
    print("workload            nodes   best_ms   ns/node  measurements")
    for (name, r) in results {
        print(name.padding(toLength: 18, withPad: " ", startingAt: 0), String(format: "%7d %9.3f %9.1f %10d", r.nodes, Double(r.bestNs) / 1e6, Double(r.bestNs) / Double(r.nodes), r.measurements))
    }
    for r in relayouts { print(describe(r)) }
    print("text: \(paragraphs) paragraphs cold \(String(format: "%.1f", Double(coldNs) / 1e6)) ms, cached \(String(format: "%.1f", Double(warmNs) / 1e6)) ms")
    print(String(format: "memory: %.0f bytes per laid-out node (%.0f built, %.0f kept by the pass)", bytesPerNode, memory.built, memory.pass))
    print(String(format: "LazyVStack in a ScrollView (build + layout): 1,000 rows %.2f ms, 100,000 rows %.2f ms", Double(lazySmall) / 1e6, Double(lazyLarge) / 1e6))
    print("render 390×844 @3x card screen to PNG: \(String(format: "%.1f", Double(renderBest) / 1e6)) ms (layout + draw + encode)"
          + (rsvgBest.map { String(format: "; rsvg-convert of the same SVG: %.1f ms", Double($0) / 1e6) } ?? ""))
    for (name, value) in images.sorted(by: { $0.key < $1.key }) { print("images.\(name): \(value)") }
}
