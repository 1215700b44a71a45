import Accord
import AccordCairo
import CCairo
import Foundation

// Issue 18, goal 4 — images: the README's 1200×630 social card to PNG (Accord's encoder against
// Cairo's own libpng writer on the same surface, in one run), to SVG, and renders on 8 tasks at
// once against one task. Times are medians of several runs: wall-clock and the thread's CPU
// time (the machine is shared, so CPU time is the steadier figure).

/// The README's social card ("Use Accord in your package"), 1200×630 points.
struct SocialCard: View {
    var title: String
    var author: String

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("ACCORD WEEKLY").font(.system(size: 28, weight: .bold)).foregroundStyle(.orange)
            Text(title).font(.system(size: 64, weight: .bold)).lineLimit(3)
            Spacer()
            HStack(spacing: 20) {
                Circle().fill(.orange).frame(width: 56, height: 56)
                Text(author).font(.system(size: 32))
                Spacer()
                Text("accord.example").font(.system(size: 28)).foregroundStyle(.secondary)
            }
        }
        .padding(64)
        .frame(width: 1200, height: 630, alignment: .topLeading)
        .background(LinearGradient(colors: [.white, .orange.opacity(0.15)], startPoint: .top, endPoint: .bottom))
    }
}

/// A 390×844 card-style screen (shadows, gradients, wrapped CJK text), rendered at 3×.
struct CardScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Today").font(.largeTitle).bold()
            ForEach(0..<4, id: \.self) { i in
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Circle().fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40)
                        VStack(alignment: .leading) {
                            Text("Card \(i + 1) — 卡片标题").font(.headline)
                            Text("A short description that wraps onto a second line in the card.").font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text("¥\(99 * (i + 1))").font(.title3).bold()
                    }
                    Capsule().fill(.quaternary).frame(height: 6)
                }
                .padding(16)
                .background(.background, in: RoundedRectangle(cornerRadius: 14))
                .overlay(RoundedRectangle(cornerRadius: 14).stroke(.blue.opacity(0.3)))
                .shadow(color: .black.opacity(0.1), radius: 6, y: 2)
            }
            Spacer()
        }
        .padding()
        .background(Color(white: 0.95))
    }
}

/// CPU time of the calling thread, in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// CPU time of the whole process (every thread), in nanoseconds.
func processCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// The 1-minute load average (runnable threads, all programs).
func loadAverage() -> Double {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)).flatMap { Double($0.split(separator: " ")[0]) } ?? 0
}

func wallNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Median wall-clock and thread-CPU milliseconds of `runs` calls of `body`.
struct Timing {
    var wallMs: Double
    var cpuMs: Double

    init(runs: Int, _ body: () throws -> Void) rethrows {
        var wall: [UInt64] = [], cpu: [UInt64] = []
        for _ in 0..<runs {
            let w = wallNanoseconds(), c = threadCPUNanoseconds()
            try body()
            cpu.append(threadCPUNanoseconds() - c)
            wall.append(wallNanoseconds() - w)
        }
        wallMs = Double(wall.sorted()[runs / 2]) / 1e6
        cpuMs = Double(cpu.sorted()[runs / 2]) / 1e6
    }

    var json: [String: Any] { ["wall_ms": wallMs, "cpu_ms": cpuMs] }
}

/// Bytes Cairo's own PNG writer (libpng + zlib) makes of `surface`.
func cairoWriterPNG(_ surface: OpaquePointer) -> Data {
    let sink = DataSink()
    let box = Unmanaged.passRetained(sink)
    defer { box.release() }
    _ = cairo_surface_write_to_png_stream(surface, dataSinkWrite, box.toOpaque())
    return sink.data
}

/// A renderer of the README's card at 1 pixel a point (1200×630 pixels).
@Sendable func cardRenderer() -> ImageRenderer<SocialCard> {
    let r = ImageRenderer(content: SocialCard(title: "Layout on the server, the SwiftUI way", author: "Ada"))
    r.scale = 1
    return r
}

/// The card's figures: total, stages, both encoders, SVG, and 8 concurrent renders.
func imageBenchmarks(quick: Bool) throws -> [String: Any] {
    let runs = quick ? 3 : 15
    let renderer = cardRenderer
    var out: [String: Any] = [:]
    // Warm-up: fonts, glyph caches, text measurements.
    _ = try renderer().pngData()

    var pngBytes = 0
    let png = try Timing(runs: runs) { pngBytes = try renderer().pngData().count }
    let layout = Timing(runs: runs) { _ = renderer().displayList() }
    let list = renderer().displayList()
    let draw = try Timing(runs: runs) { cairo_surface_destroy(try CairoRenderer.renderImageSurface(list, scale: 1, background: nil)) }
    let surface = try CairoRenderer.renderImageSurface(list, scale: 1, background: nil)
    defer { cairo_surface_destroy(surface) }
    var cairoBytes = 0
    let encode = try Timing(runs: runs) { _ = try PNGEncoder.encode(surface) }
    let cairoEncode = Timing(runs: max(3, runs / 3)) { cairoBytes = cairoWriterPNG(surface).count }
    var svgBytes = 0
    let svg = try Timing(runs: runs) { svgBytes = try renderer().svgData().count }
    out["card_png"] = png.json.merging(["bytes": pngBytes, "pixels": "1200x630"]) { $1 }
    out["card_layout"] = layout.json
    out["card_draw"] = draw.json
    out["card_encode"] = encode.json
    out["card_encode_cairo"] = cairoEncode.json.merging(["bytes": cairoBytes]) { $1 }
    out["card_svg"] = svg.json.merging(["bytes": svgBytes]) { $1 }

    // The 390×844 screen at 3× (1170×2532 pixels): shadows and a larger image.
    let screen = ImageRenderer(content: CardScreen())
    screen.proposedSize = ProposedViewSize(width: 390, height: 844)
    screen.scale = 3
    let screenRuns = quick ? 1 : 5
    let screenPNG = try Timing(runs: screenRuns) { _ = try screen.pngData() }
    let screenSurface = try CairoRenderer.renderImageSurface(screen.displayList(), scale: 3, background: nil)
    defer { cairo_surface_destroy(screenSurface) }
    let screenEncode = try Timing(runs: screenRuns) { _ = try PNGEncoder.encode(screenSurface) }
    let screenCairo = Timing(runs: screenRuns) { _ = cairoWriterPNG(screenSurface) }
    out["screen3x_png"] = screenPNG.json
    out["screen3x_encode"] = screenEncode.json
    out["screen3x_encode_cairo"] = screenCairo.json

    // Scaling across cores: `tasks` renders of the card at once against the same renders one
    // after another on one thread.
    let tasks = 8, perTask = quick ? 2 : 6
    let serialStart = wallNanoseconds()
    for _ in 0..<(tasks * perTask) { _ = try renderer().pngData() }
    let serialNs = wallNanoseconds() - serialStart
    let parallelStart = wallNanoseconds(), parallelCPUStart = processCPUNanoseconds()
    DispatchQueue.concurrentPerform(iterations: tasks) { _ in
        for _ in 0..<perTask { _ = try? cardRenderer().pngData() }
    }
    let parallelNs = wallNanoseconds() - parallelStart, parallelCPU = processCPUNanoseconds() - parallelCPUStart
    out["concurrency"] = ["tasks": tasks, "renders": tasks * perTask, "cores": ProcessInfo.processInfo.activeProcessorCount,
                          "serial_ms": Double(serialNs) / 1e6, "parallel_ms": Double(parallelNs) / 1e6,
                          "speedup": Double(serialNs) / Double(parallelNs),
                          // Cores kept busy while parallel: near 1 when a lock serialises the renders.
                          "parallel_cpu_cores": Double(parallelCPU) / Double(parallelNs),
                          // Other programs' load (1-minute average): with more runnable threads
                          // than cores, no speed-up is measurable.
                          "load_average": loadAverage()]
    return out
}
