import Foundation
import AccordLayout
internal import AccordCairo

/// An image set's file chosen for one render: which file, its scale, its size in points.
package struct AssetImage: Hashable, Sendable {
    package enum Format: Hashable, Sendable { case bitmap, pdf, svg, symbol }
    package var path: String
    package var format: Format
    /// The `1x`/`2x`/`3x` slot the file sits in (1 for a single-scale file).
    package var scale: CGFloat
    /// Its natural size in points: pixels ÷ scale for a bitmap, the page size for a PDF, the
    /// document's size for an SVG.
    package var size: CGSize
    /// `"template-rendering-intent": "template"`: drawn in the foreground style.
    package var isTemplate: Bool
    /// `"preserves-vector-representation": true` (Accord always draws PDFs as vectors).
    package var preservesVector: Bool
}

extension AssetCatalog {
    /// The file of image set (or symbol set) `name` for a render at `scale` in `scheme`, or a
    /// reason it has none.
    ///
    /// Choice (as UIKit picks from an image set): idiom `iphone` before `universal`; the
    /// appearance's own variant (`luminosity` dark/light) before the "any" one; then the slot
    /// whose scale equals the render scale rounded up to 1×/2×/3×, else the nearest larger
    /// one, else the largest smaller one. A single-scale file (no `scale`) fits every scale.
    package func image(_ name: String, scale: CGFloat, scheme: ColorScheme) -> Result<AssetImage, AssetProblem>? {
        if let entry = entry(name, kind: .symbol) {
            return .success(AssetImage(path: entry.folder.path, format: .symbol, scale: 1, size: .zero,
                                       isTemplate: true, preservesVector: true))
        }
        guard let entry = entry(name, kind: .image) else { return nil }
        return AssetCatalog.readImageSet(entry.folder, scale: scale, scheme: scheme)
    }

    package static func readImageSet(_ folder: URL, scale: CGFloat, scheme: ColorScheme) -> Result<AssetImage, AssetProblem> {
        guard let json = readJSON(folder.appendingPathComponent("Contents.json")) else {
            return .failure(.unreadable("\(folder.lastPathComponent)/Contents.json is missing or not JSON"))
        }
        let props = json["properties"] as? [String: Any] ?? [:]
        let template = (props["template-rendering-intent"] as? String) == "template"
        let vector = props["preserves-vector-representation"] as? Bool ?? false
        let wanted = min(3, max(1, (scale.isFinite ? scale : 3).rounded(.up)))
        var best: (rank: Double, file: String, slot: CGFloat)?
        for v in json["images"] as? [[String: Any]] ?? [] {
            guard let file = v["filename"] as? String, !file.isEmpty,
                  let idiom = idiomRank(v), let look = appearanceRank(v, scheme) else { continue }
            let slot: CGFloat? = (v["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) }.map { CGFloat($0) }
            // Nearness of the slot: exact 3, larger 2 (the nearer the better), smaller 1.
            let fit: Double
            if let slot {
                fit = slot == wanted ? 3 : slot > wanted ? 2 + (1 / Double(slot)) * 0.5 : 1 + Double(slot) * 0.1
            } else {
                fit = 3
            }
            let rank = Double(look) * 100 + Double(idiom) * 10 + fit
            if best == nil || rank > best!.rank { best = (rank, file, slot ?? 1) }
        }
        guard let best else { return .failure(.noFile("the image set has no file for an iPhone")) }
        let path = folder.appendingPathComponent(best.file).path
        guard FileManager.default.fileExists(atPath: path) else {
            return .failure(.noFile("\(best.file) is listed in the image set but missing"))
        }
        switch (best.file as NSString).pathExtension.lowercased() {
        case "pdf":
            guard let page = PDFImages.pageSize(path) else { return .failure(.unreadable("\(best.file) is not a readable PDF")) }
            return .success(AssetImage(path: path, format: .pdf, scale: best.slot,
                                       size: CGSize(width: page.width / best.slot, height: page.height / best.slot),
                                       isTemplate: template, preservesVector: vector))
        case "svg":
            guard let size = SVGImages.naturalSize(path) else {
                return .failure(.unreadable("\(best.file) is not an SVG Accord can read (GdkPixbuf's SVG loader, Debian's librsvg2-common)"))
            }
            return .success(AssetImage(path: path, format: .svg, scale: best.slot,
                                       size: CGSize(width: size.width / best.slot, height: size.height / best.slot),
                                       isTemplate: template, preservesVector: vector))
        case "heic", "heif":
            return .failure(.unsupported("\(best.file): Accord reads PNG, JPEG, PDF and SVG image sets, not \((best.file as NSString).pathExtension.uppercased())"))
        default:
            guard let px = ImageFiles.pixelSize(path) else { return .failure(.unreadable("\(best.file) is not a readable PNG or JPEG")) }
            return .success(AssetImage(path: path, format: .bitmap, scale: best.slot,
                                       size: CGSize(width: px.width / best.slot, height: px.height / best.slot),
                                       isTemplate: template, preservesVector: vector))
        }
    }
}

/// Why an asset that exists cannot be drawn.
package enum AssetProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case noFile(String), unreadable(String), unsupported(String)
    package var description: String {
        switch self {
        case .noFile(let m), .unreadable(let m), .unsupported(let m): m
        }
    }
}
