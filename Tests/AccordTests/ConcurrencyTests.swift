import Accord
import Foundation
import XCTest

/// Many threads laying out and rendering at once get what one thread gets: the same frames, the
/// same display lists, the same PNG bytes — for one shared view value and for different views.
/// (Run under ThreadSanitizer by `make sanitize`.)
final class ConcurrencyTests: XCTestCase {
    static let threads = 8
    static let iterations = 50

    /// Views shared by every thread (values are read concurrently, never mutated).
    final class Shared: @unchecked Sendable {
        let views: [AnyView]
        init(_ views: [AnyView]) { self.views = views }
    }

    /// Fixed views that use text (Pango and fixed metrics), stacks, grids, scroll views and
    /// drawing effects, plus a few random trees.
    static func makeViews() -> [AnyView] {
        var views: [AnyView] = [
            AnyView(VStack(alignment: .leading, spacing: 8) {
                Text("Hello, world").font(.title).bold()
                Text("长文本的换行测试：SwiftUI 的布局在 Linux 上").lineLimit(2)
                HStack { Text("¥"); Text("1,299").font(.largeTitle); Spacer(); Text("起").foregroundStyle(.secondary) }
            }.padding().background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))),
            AnyView(Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                GridRow { Color.red.frame(width: 20, height: 20); Text("cell"); Circle().fill(Color.blue) }
                GridRow { Text("a wider cell").gridCellColumns(2); Color.green }
            }.frame(width: 240)),
            AnyView(ScrollView { LazyVStack { ForEach(0..<200, id: \.self) { i in Text("row \(i)").frame(height: 20) } } }
                .frame(width: 200, height: 300)),
            AnyView(ZStack(alignment: .bottomTrailing) {
                Capsule().fill(Color.orange).shadow(radius: 4).frame(width: 120, height: 40)
                Text("Badge").padding(4).background(Color.white).clipShape(Capsule()).offset(x: 4, y: 4)
            }.padding(10)),
        ]
        for seed: UInt64 in [3, 17, 99, 12345] { views.append(RandomCase(seed: seed).generated.view) }
        return views
    }

    struct Result: Equatable {
        var frames: String
        var displayList: String
        var fixedFrames: String
    }

    static func run(_ v: AnyView) -> Result {
        let proposal = ProposedViewSize(width: 320, height: 480)
        let pango = HostedLayout(v, proposal: proposal)
        let fixed = HostedLayout(v, proposal: proposal, textMeasurer: FixedMetricTextMeasurer())
        return Result(frames: pango.pass.dump(), displayList: pango.displayList().description, fixedFrames: fixed.pass.dump())
    }

    static func png(_ v: AnyView) -> Data {
        let r = ImageRenderer(content: v)
        r.proposedSize = ProposedViewSize(width: 320, height: 480)
        r.scale = 1
        return (try? r.pngData()) ?? Data()
    }

    /// Collects results from many threads.
    final class Collector<T>: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var items: [(Int, T)] = []
        func add(_ i: Int, _ t: T) { lock.lock(); items.append((i, t)); lock.unlock() }
    }

    func testTheSameViewsFromManyThreadsGiveTheSingleThreadedResults() {
        let shared = Shared(Self.makeViews())
        let expected = shared.views.map(Self.run)
        let expectedPNG = shared.views.prefix(3).map(Self.png)
        XCTAssertTrue(expectedPNG.allSatisfy { !$0.isEmpty }, "single-threaded PNG rendering failed")

        let results = Collector<Result>(), pngs = Collector<Data>()
        let start = Date()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { t in
            for k in 0..<Self.iterations {
                // Every thread walks the views in a different order, so different views are laid
                // out at the same moment as well as the same one.
                let i = (t + k) % shared.views.count
                results.add(i, Self.run(shared.views[i]))
                if k % 10 == 0 {
                    let j = (t + k) % 3
                    pngs.add(j, Self.png(shared.views[j]))
                }
            }
        }
        var mismatches = 0
        for (i, r) in results.items where r != expected[i] {
            mismatches += 1
            if mismatches <= 3 {
                XCTFail("""
                    view \(i) laid out on a worker thread differs from the single-threaded result
                    EXPECTED frames:\n\(expected[i].frames)\nACTUAL frames:\n\(r.frames)
                    display lists equal: \(r.displayList == expected[i].displayList), fixed-metric frames equal: \(r.fixedFrames == expected[i].fixedFrames)
                    """)
            }
        }
        var pngMismatches = 0
        for (j, d) in pngs.items where d != expectedPNG[j] { pngMismatches += 1 }
        XCTAssertEqual(pngMismatches, 0, "\(pngMismatches) of \(pngs.items.count) PNGs rendered concurrently differ")
        XCTAssertEqual(results.items.count, Self.threads * Self.iterations)
        print("concurrency: \(results.items.count) layouts + display lists and \(pngs.items.count) PNGs on \(Self.threads) threads, \(mismatches) layout mismatches, \(pngMismatches) PNG mismatches, \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
    }

    /// Each thread builds its own views (from seeds) while others do the same: building is safe
    /// too (GridRow ids, the diagnostic sinks, the environment's task-locals).
    func testBuildingViewsOnManyThreadsIsDeterministic() {
        let seeds: [UInt64] = (0..<16).map { $0 &* 7919 &+ 5 }
        let expected = seeds.map { RandomCase(seed: $0).host().pass.dump() }
        let results = Collector<String>()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { t in
            for k in 0..<Self.iterations {
                let i = (t * 7 + k) % seeds.count
                results.add(i, RandomCase(seed: seeds[i]).host().pass.dump())
            }
        }
        let bad = results.items.filter { $0.1 != expected[$0.0] }.count
        XCTAssertEqual(bad, 0, "\(bad) of \(results.items.count) concurrently built trees laid out differently")
    }
}
