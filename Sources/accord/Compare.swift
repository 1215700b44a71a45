import Accord
import AccordCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `accord compare SCREENSHOT.png FILE.swift`: renders FILE's preview on the device the
/// screenshot was taken on (from its size in pixels, or `--device`), at the screenshot's scale,
/// and writes one HTML page (side by side, an onion-skin slider, the difference, the largest
/// disagreeing regions in points) and one PNG (screenshot | Accord | difference).
/// `--threshold T` makes it a test: exit 1 when the mean difference is above T.
/// Documented in Docs/support/compare.md.
enum Compare {
    /// The largest screenshot accepted, in pixels: larger than any iOS screen (an iPad Pro 13-inch
    /// is 2064×2752 = 5.7 megapixels) many times over, small enough to decode safely.
    static let maxPixels = 40_000_000
    static let maxSide = 16_384

    struct Request {
        var screenshot = ""
        var file = ""
        var preview: String?
        var device: PreviewDevice?
        var landscape = false
        var threshold: Double?
        var output: String?
        var masks: [CGRect] = []
        var ignoreStatusBar = false
        var passed: [String] = []
        var timeout: Double = 120
    }

    static func run(_ args: [String]) -> Int32 {
        let r = parse(args)
        // The screenshot first: everything about it is the user's to fix, before compiling.
        let (pw, ph) = pngSize(r.screenshot)
        checkInput(r.file)
        Output.protect(r.screenshot)
        Output.protect(r.file)
        let match: Match
        do { match = try inferDevice(width: pw, height: ph, given: r.device, landscape: r.landscape) } catch { die("\(error)") }
        let (htmlPath, pngPath, htmlOrigin, pngOrigin) = outputPaths(r)
        for (p, origin) in [(htmlPath, htmlOrigin), (pngPath, pngOrigin)] { if let why = outputProblem(p, origin) { die(why) } }
        let shot: RenderedBitmap
        do { shot = try RenderedBitmap.decodePNG(path: r.screenshot) } catch { die("\(r.screenshot) is not a readable PNG: \(error)") }

        // Render the preview at the screenshot's device and scale.
        guard let exe = compilePreview(r.file) else { return 1 }
        var runnerArgs = ["--device", match.device.name, "--scale", String(Double(match.scale))] + r.passed
        if match.landscape { runnerArgs.append("--landscape") }
        if let p = r.preview { runnerArgs += ["--preview", p] }
        let (code, rendered, all, dir) = Output.renderAll(exe: exe, file: r.file, args: runnerArgs, format: "png", timeout: r.timeout)
        defer { if let dir { Cleanup.remove(dir.path) } }
        if code != 0 { return code }
        if all.count > 1 {
            let names = all.map { $0.name.isEmpty ? "(unnamed)" : "\"\($0.name)\"" }.joined(separator: ", ")
            die("\(r.file) has \(all.count) previews (\(names)); choose the one the screenshot shows with --preview NAME")
        }
        guard let one = rendered.first else { die("the preview rendered nothing", 1) }

        let ours: RenderedBitmap
        do { ours = try RenderedBitmap.decodePNG(path: one.file.path) } catch { die("cannot read Accord's rendering back: \(error)", 1) }
        guard abs(ours.width - shot.width) <= 2, abs(ours.height - shot.height) <= 2 else {
            die("Accord's rendering is \(ours.width)×\(ours.height) px, the screenshot \(shot.width)×\(shot.height) px; give the device with --device", 1)
        }
        var masks = r.masks
        if r.ignoreStatusBar {
            let d = match.landscape ? match.device.rotated() : match.device
            masks.append(CGRect(x: 0, y: 0, width: d.size.width, height: d.safeArea.top))
        }
        let result = Difference.compute(shot: shot, ours: ours, scale: match.scale, masks: masks)

        // Report and write.
        let name = one.name.isEmpty ? "(unnamed)" : one.name
        var lines = ["screenshot: \(r.screenshot) \(pw)×\(ph) px → \(match.description)",
                     "preview: \(name)",
                     String(format: "mean difference: %.2f %%", result.mean * 100)
                        + (r.threshold.map { String(format: " (threshold %.2f %%: %@)", $0 * 100, result.mean > $0 ? "FAIL" : "pass") } ?? "")]
        if !masks.isEmpty { lines.append("not compared: " + masks.map { Difference.pointText($0) }.joined(separator: "; ")) }
        if result.regions.isEmpty {
            lines.append("no region disagrees")
        } else {
            lines.append("largest disagreeing regions (points; the share of all the difference):")
            for (i, g) in result.regions.prefix(10).enumerated() {
                lines.append(String(format: "%3d  %@  mean %.1f %%  %.0f %%", i + 1, Difference.pointText(g.rect), g.mean * 100, g.share * 100))
            }
        }
        let composite = Difference.sideBySide(shot: shot, ours: ours, diff: result.image)
        let page = ComparePage.html(title: (r.screenshot as NSString).lastPathComponent, file: (r.file as NSString).lastPathComponent,
                                    preview: name, summary: lines, result: result, shot: shot, ours: ours, scale: match.scale,
                                    threshold: r.threshold)
        do {
            try Output.write(Output.mark(try composite.pngData(), format: "png"), to: pngPath, origin: pngOrigin)
            try Output.write(Data(page.utf8), to: htmlPath, origin: htmlOrigin)
        } catch { die("\(error)", 1) }
        lines.append("compare → \(htmlPath), \(pngPath)")
        Supervisor.writeAll(1, lines.joined(separator: "\n") + "\n")
        if let t = r.threshold, result.mean > t { return 1 }
        return 0
    }

    // MARK: - Arguments

    static func parse(_ args: [String]) -> Request {
        var args = args
        // The app's sources (--project, --sources, --no-project), as for the other verbs.
        if let problem = Project.parseOptions(&args) { die(problem) }
        var r = Request()
        var positional: [String] = []
        var it = args.makeIterator()
        func value(_ a: String) -> String {
            guard let v = it.next() else { die("\(a) needs a value") }
            return v
        }
        while let a = it.next() {
            switch a {
            case "--preview": r.preview = value(a)
            case "--device":
                let n = value(a)
                guard let d = PreviewDevice.named(n) else { die("unknown device \"\(n)\"; `accord devices` lists them") }
                r.device = d
            case "--landscape": r.landscape = true
            case "--threshold": r.threshold = parseThreshold(value(a))
            case "-o", "--output": r.output = value(a)
            case "--force": Output.force = true
            case "--mask": r.masks.append(parseRect(value(a)))
            case "--ignore-status-bar": r.ignoreStatusBar = true
            case "--timeout":
                guard let t = Double(value(a)), t > 0, t <= 1_000_000 else { die("--timeout needs a number of seconds (up to 1000000)") }
                r.timeout = t
            case "--compile-timeout":
                guard let t = Double(value(a)), t > 0, t <= 1_000_000 else { die("--compile-timeout needs a number of seconds (up to 1000000)") }
                Supervisor.compileTimeout = t
            case "--font", "--dynamic-type": r.passed += [a, value(a)]
            case "--dark", "--rtl", "--fixed-metrics": r.passed.append(a)
            default:
                if a.hasPrefix("-") && a != "-" { die("compare: unknown option \(a)") }
                positional.append(a)
            }
        }
        guard positional.count == 2 else {
            die("usage: accord compare SCREENSHOT.png FILE.swift [--preview NAME] [--device NAME] [--landscape] [--threshold T] [-o PATH]")
        }
        r.screenshot = positional[0]
        r.file = positional[1]
        if r.screenshot.hasSuffix(".swift") && !r.file.hasSuffix(".swift") {
            die("the screenshot comes first: accord compare SCREENSHOT.png FILE.swift")
        }
        return r
    }

    /// "5%", "5 %" → 0.05; "0.05" → 0.05 (a fraction of the largest difference, black on white).
    static func parseThreshold(_ s: String) -> Double {
        let t = s.trimmingCharacters(in: .whitespaces)
        let percent = t.hasSuffix("%")
        guard let v = Double(percent ? t.dropLast().trimmingCharacters(in: .whitespaces) : t), v.isFinite else {
            die("--threshold needs a number: a fraction (0.02) or a percentage (2%), got \(s)")
        }
        let f = percent ? v / 100 : v
        guard f >= 0, f <= 1 else { die("--threshold must be between 0 and 1 (or 0% and 100%), got \(s)") }
        return f
    }

    /// "x,y,w,h" in points.
    static func parseRect(_ s: String) -> CGRect {
        let parts = s.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              [x, y, w, h].allSatisfy({ $0.isFinite && abs($0) <= 100_000 }), w > 0, h > 0 else {
            die("--mask needs x,y,width,height in points, e.g. 0,0,393,59 (got \(s))")
        }
        return CGRect(x: x, y: y, width: w, height: h)
    }

    // MARK: - The screenshot

    /// The PNG's size from its header, or a message saying what the file is instead.
    static func pngSize(_ path: String) -> (Int, Int) {
        var st = stat()
        guard stat(path, &st) == 0 else {
            die(errno == EACCES ? "cannot read \(path): permission denied" : "no such screenshot: \(path)")
        }
        if st.st_mode & S_IFMT == S_IFDIR { die("\(path) is a folder; give a PNG screenshot") }
        guard st.st_mode & S_IFMT == S_IFREG else { die("\(path) is not a regular file; give a PNG screenshot") }
        guard let h = FileHandle(forReadingAtPath: path) else { die("cannot read \(path): permission denied") }
        defer { try? h.close() }
        let head = [UInt8]((try? h.read(upToCount: 33)) ?? Data())
        guard head.count >= 8, head.starts(with: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) else {
            die("\(path) is not a PNG (\(kind(of: head))); compare needs a PNG screenshot, as the simulator and the device save them")
        }
        guard head.count >= 24, Array(head[12..<16]) == Array("IHDR".utf8) else {
            die("\(path) is not a complete PNG: its header is cut short")
        }
        func be32(_ i: Int) -> Int { head[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let w = be32(16), hgt = be32(20)
        guard w > 0, hgt > 0 else { die("\(path) is a PNG of \(w)×\(hgt) pixels: nothing to compare") }
        guard w <= maxSide, hgt <= maxSide, w * hgt <= maxPixels else {
            die("\(path) is \(w)×\(hgt) pixels, larger than compare accepts (\(maxSide) a side, \(maxPixels / 1_000_000) megapixels); no iOS screen is larger than 2752×2064")
        }
        return (w, hgt)
    }

    static func kind(of head: [UInt8]) -> String {
        if head.isEmpty { return "it is empty" }
        if head.starts(with: [0xff, 0xd8, 0xff]) { return "it is a JPEG" }
        if head.count >= 12, Array(head[4..<8]) == Array("ftyp".utf8) { return "it is a HEIC/HEIF image" }
        if head.starts(with: Array("GIF8".utf8)) { return "it is a GIF" }
        if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) { return "it is a WebP image" }
        if head.starts(with: Array("%PDF".utf8)) { return "it is a PDF" }
        if head.starts(with: [0x89, 0x50, 0x4e, 0x47]) { return "its PNG signature is damaged" }
        return "it does not start with PNG's signature"
    }

    // MARK: - The device

    struct Match: CustomStringConvertible {
        var device: PreviewDevice
        var scale: CGFloat
        var landscape: Bool
        var alsoSame: [String] = []
        var description: String {
            let d = landscape ? device.rotated() : device
            var s = "\(device.name)\(landscape ? " in landscape" : "") (\(fmt(d.size.width))×\(fmt(d.size.height)) pt at \(fmt(scale))×)"
            if scale != device.scale { s += ", a screenshot scaled from \(fmt(device.scale))×" }
            if !alsoSame.isEmpty { s += "; the same screen as \(alsoSame.joined(separator: ", "))" }
            return s
        }
    }

    struct NoMatch: Error, CustomStringConvertible { let description: String }

    static func fmt(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.3g", Double(v)) }

    /// The device (and orientation and scale) a screenshot of `width`×`height` pixels shows:
    /// a device whose screen is exactly that many pixels at its scale; else one whose screen has
    /// the same proportions (a screenshot resized afterwards, compared at its own scale).
    static func inferDevice(width: Int, height: Int, given: PreviewDevice?, landscape: Bool) throws -> Match {
        let candidates = given.map { [$0] } ?? PreviewDevice.all
        func fits(_ d: PreviewDevice, _ rotated: Bool, exact: Bool) -> CGFloat? {
            let (pw, ph) = rotated ? (d.pixelSize.height, d.pixelSize.width) : (d.pixelSize.width, d.pixelSize.height)
            if exact { return pw == width && ph == height ? d.scale : nil }
            let s = CGFloat(width) / (rotated ? d.size.height : d.size.width)
            let expectedHeight = s * (rotated ? d.size.width : d.size.height)
            return abs(expectedHeight - CGFloat(height)) <= 1.5 && s >= 0.25 && s <= 8 ? s : nil
        }
        let orientations = landscape ? [true] : (width > height ? [true] : [false])
        for exact in [true, false] {
            var found: [(PreviewDevice, CGFloat, Bool)] = []
            for d in candidates {
                for rot in orientations where !(d.isLandscape && rot) {
                    if let s = fits(d, rot, exact: exact) { found.append((d, s, rot)) }
                }
            }
            if !exact {
                // Nearest proportions first.
                found.sort { a, b in
                    let ra = abs(CGFloat(height) / CGFloat(width) - (a.2 ? a.0.size.width / a.0.size.height : a.0.size.height / a.0.size.width))
                    let rb = abs(CGFloat(height) / CGFloat(width) - (b.2 ? b.0.size.width / b.0.size.height : b.0.size.height / b.0.size.width))
                    return ra < rb
                }
            }
            if let first = found.first {
                let same = found.dropFirst().filter { $0.0.size == first.0.size && $0.0.safeArea == first.0.safeArea && $0.1 == first.1 }
                return Match(device: first.0, scale: first.1, landscape: first.2, alsoSame: same.map(\.0.name))
            }
        }
        if let d = given {
            let (pw, ph) = landscape || width > height ? (d.pixelSize.height, d.pixelSize.width) : (d.pixelSize.width, d.pixelSize.height)
            throw NoMatch(description: "the screenshot is \(width)×\(height) px, not a screen of the \(d.name): that is \(pw)×\(ph) px at \(fmt(d.scale))× (or the same proportions at another scale)")
        }
        throw NoMatch(description: "the screenshot is \(width)×\(height) px, the screen of no device accord knows at any scale "
                      + "(a cropped screenshot, or a device not listed by `accord devices`); crop it to the whole screen or name the device with --device")
    }

    // MARK: - Output paths

    /// The page's and the PNG's paths: `-o x.html`/`-o x.png`/`-o x` give x.html and x.png; by
    /// default `<screenshot>-compare.html/.png` in the current folder.
    static func outputPaths(_ r: Request) -> (String, String, Output.Origin, Output.Origin) {
        guard let o = r.output else {
            let stem = ((r.screenshot as NSString).lastPathComponent as NSString).deletingPathExtension + "-compare"
            return (stem + ".html", stem + ".png", .chosen, .chosen)
        }
        if o == "-" { die("compare writes two files (a page and a PNG); give -o a path, not -") }
        let ext = (o as NSString).pathExtension.lowercased()
        let stem = ext == "html" || ext == "png" ? (o as NSString).deletingPathExtension : o
        return (stem + ".html", stem + ".png", ext == "html" ? .named : .chosen, ext == "png" ? .named : .chosen)
    }

    /// Why `path` cannot be written, checked before any work: it is one of the inputs, or
    /// (a name accord chose) a file accord did not write. `Output.write` checks again.
    static func outputProblem(_ path: String, _ origin: Output.Origin) -> String? {
        var st = stat()
        let target = Output.resolve(path)
        guard stat(target, &st) == 0 else { return nil }
        if let input = Output.inputs.first(where: { $0.dev == UInt64(st.st_dev) && $0.ino == UInt64(st.st_ino) }) {
            return "refusing to write \(path): it is the input \(input.path) (choose another -o)"
        }
        if st.st_mode & S_IFMT == S_IFDIR { return "cannot write \(path): it is a folder" }
        if origin == .chosen, !Output.force, st.st_mode & S_IFMT == S_IFREG, !Output.isOurs(target) {
            return "refusing to replace \(path), which accord did not write (choose another -o, or use --force)"
        }
        return nil
    }
}
