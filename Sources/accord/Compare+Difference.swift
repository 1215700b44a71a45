import AccordCairo
import Foundation

/// How a screenshot and Accord's rendering differ: the mean difference, the difference image and
/// the regions where they disagree most (in points).
struct Difference {
    struct Region {
        /// In points.
        var rect: CGRect
        /// The mean difference of its pixels (0…1).
        var mean: Double
        /// Its share of all the difference in the image (0…1).
        var share: Double
    }

    /// The mean over every compared pixel of |Δr| + |Δg| + |Δb| over 3 × 255, both images over
    /// white: 0 for identical images, 1 for black against white everywhere.
    var mean: Double
    var regions: [Region]
    /// The screenshot faded to a light grey, disagreeing pixels red by how much they differ.
    var image: RenderedBitmap
    var compared: Int

    /// A pixel differs when its difference is above this (anti-aliasing and colour rounding stay
    /// below it).
    static let pixelThreshold: Float = 0.1
    /// A cell of `cellPoints`×`cellPoints` points disagrees when more than this share of its
    /// pixels differ; neighbouring disagreeing cells make one region.
    static let cellShare = 0.02
    static let cellPoints: CGFloat = 8

    static func compute(shot: RenderedBitmap, ours: RenderedBitmap, scale: CGFloat, masks: [CGRect]) -> Difference {
        let w = min(shot.width, ours.width), h = min(shot.height, ours.height)
        var diff = [Float](repeating: 0, count: w * h)
        var counted = [Bool](repeating: true, count: w * h)
        for m in masks {
            let x0 = max(0, Int((m.minX * scale).rounded(.down))), x1 = min(w, Int((m.maxX * scale).rounded(.up)))
            let y0 = max(0, Int((m.minY * scale).rounded(.down))), y1 = min(h, Int((m.maxY * scale).rounded(.up)))
            if x0 < x1 && y0 < y1 { for y in y0..<y1 { for x in x0..<x1 { counted[y * w + x] = false } } }
        }
        var image = RenderedBitmap(width: w, height: h, rgba: [UInt8](repeating: 255, count: w * h * 4))
        var total = 0.0, n = 0
        shot.pixels.withUnsafeBufferPointer { a in
            ours.pixels.withUnsafeBufferPointer { b in
                image.pixels.withUnsafeMutableBufferPointer { out in
                    for y in 0..<h {
                        for x in 0..<w {
                            let i = (y * shot.width + x) * 4, j = (y * ours.width + x) * 4, k = y * w + x
                            // Over white.
                            func c(_ p: UnsafeBufferPointer<UInt8>, _ o: Int, _ ch: Int) -> Float {
                                let al = Float(p[o + 3]) / 255
                                return Float(p[o + ch]) * al + 255 * (1 - al)
                            }
                            let r1 = c(a, i, 0), g1 = c(a, i, 1), b1 = c(a, i, 2)
                            let d = (abs(r1 - c(b, j, 0)) + abs(g1 - c(b, j, 1)) + abs(b1 - c(b, j, 2))) / (3 * 255)
                            let o = k * 4
                            if !counted[k] {
                                // Not compared: hatched grey.
                                let v: UInt8 = (x + y) / 6 % 2 == 0 ? 200 : 225
                                out[o] = v; out[o + 1] = v; out[o + 2] = v
                                continue
                            }
                            diff[k] = d
                            total += Double(d)
                            n += 1
                            // The screenshot, faded: 255 - (255 - grey) / 4.
                            let grey = (r1 * 0.299 + g1 * 0.587 + b1 * 0.114)
                            let faded = 255 - (255 - grey) / 4
                            let t = d > 0.02 ? min(1, d * 3) : 0
                            out[o] = UInt8(faded * (1 - t) + 255 * t)
                            out[o + 1] = UInt8(faded * (1 - t) + 45 * t)
                            out[o + 2] = UInt8(faded * (1 - t) + 85 * t)
                        }
                    }
                }
            }
        }
        let mean = n > 0 ? total / Double(n) : 0
        let regions = findRegions(diff, counted, w, h, scale: scale, total: total)
        return Difference(mean: mean, regions: regions, image: image, compared: n)
    }

    /// Cells where many pixels differ, joined with their disagreeing neighbours into regions,
    /// the largest total difference first.
    static func findRegions(_ diff: [Float], _ counted: [Bool], _ w: Int, _ h: Int, scale: CGFloat, total: Double) -> [Region] {
        let cell = max(1, Int((cellPoints * scale).rounded()))
        let gw = (w + cell - 1) / cell, gh = (h + cell - 1) / cell
        var sums = [Double](repeating: 0, count: gw * gh), pixels = [Int](repeating: 0, count: gw * gh)
        var differing = [Int](repeating: 0, count: gw * gh)
        for y in 0..<h {
            for x in 0..<w where counted[y * w + x] {
                let c = (y / cell) * gw + x / cell, d = diff[y * w + x]
                sums[c] += Double(d)
                pixels[c] += 1
                if d > pixelThreshold { differing[c] += 1 }
            }
        }
        let bad = (0..<(gw * gh)).map { pixels[$0] > 0 && Double(differing[$0]) / Double(pixels[$0]) > cellShare }
        var seen = [Bool](repeating: false, count: gw * gh)
        var regions: [(Region, Double)] = []
        for start in 0..<(gw * gh) where bad[start] && !seen[start] {
            var stack = [start], minX = gw, minY = gh, maxX = 0, maxY = 0, sum = 0.0, count = 0
            seen[start] = true
            while let c = stack.popLast() {
                let cx = c % gw, cy = c / gw
                minX = min(minX, cx); maxX = max(maxX, cx); minY = min(minY, cy); maxY = max(maxY, cy)
                sum += sums[c]; count += pixels[c]
                for (nx, ny) in [(cx - 1, cy), (cx + 1, cy), (cx, cy - 1), (cx, cy + 1)] where nx >= 0 && ny >= 0 && nx < gw && ny < gh {
                    let nb = ny * gw + nx
                    if bad[nb] && !seen[nb] { seen[nb] = true; stack.append(nb) }
                }
            }
            let x0 = CGFloat(minX * cell), y0 = CGFloat(minY * cell)
            let x1 = CGFloat(min(w, (maxX + 1) * cell)), y1 = CGFloat(min(h, (maxY + 1) * cell))
            let rect = CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
            regions.append((Region(rect: rect, mean: count > 0 ? sum / Double(count) : 0, share: total > 0 ? sum / total : 0), sum))
        }
        return regions.sorted { $0.1 > $1.1 }.map(\.0)
    }

    /// "x:16–377 y:100–141 (361×41)", in points.
    static func pointText(_ r: CGRect) -> String {
        func p(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
        return "x:\(p(r.minX))–\(p(r.maxX)) y:\(p(r.minY))–\(p(r.maxY)) (\(p(r.width))×\(p(r.height)))"
    }

    /// The screenshot, Accord's rendering and the difference side by side on a light grey.
    static func sideBySide(shot: RenderedBitmap, ours: RenderedBitmap, diff: RenderedBitmap) -> RenderedBitmap {
        let gap = 24
        let panels = [shot, ours, diff]
        let w = panels.map(\.width).reduce(0, +) + gap * 4, h = panels.map(\.height).max()! + gap * 2
        var out = RenderedBitmap(width: w, height: h, rgba: [UInt8](repeating: 0, count: w * h * 4))
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            out.pixels[i] = 229; out.pixels[i + 1] = 229; out.pixels[i + 2] = 234; out.pixels[i + 3] = 255
        }
        var left = gap
        for p in panels {
            for y in 0..<p.height {
                let src = y * p.width * 4, dst = ((y + gap) * w + left) * 4
                out.pixels.replaceSubrange(dst..<(dst + p.width * 4), with: p.pixels[src..<(src + p.width * 4)])
            }
            left += p.width + gap
        }
        return out
    }
}
