import Foundation
import AccordLayout

/// An image: a named bitmap file or an SF Symbol.
///
/// ## Sizing (seed 004: Image hug/hug; `.resizable()` exp/exp)
/// - `Image(_ name:)` looks for `name` (if it has an extension), `name.png`, `name@3x.png`,
///   `name@2x.png`, `name.jpg`, `name.jpeg` in each of `AccordDefaults.imageSearchPaths`, then
///   the current directory. Its size is the file's pixel size divided by the `@Nx` scale (1
///   without a suffix), as UIKit sizes a bitmap in points.
/// - A name that is found nowhere is reported (as SwiftUI logs "No image named … found in asset
///   catalog") and, like SwiftUI's missing image, sized 0×0. It is drawn as a visible placeholder
///   (`ImageDrawing.Source.missing`): in its own frame, or — when that frame is empty — in the
///   frame of the enclosing `.frame(…)` (so `Image("photo").frame(width: 160, height: 120)`
///   shows a 160×120 placeholder without changing the layout).
/// - `Image(systemName:)` is sized from the environment's font and image scale, each symbol by
///   its own glyph's box, and baseline-aligned on the cap height (Image+Symbol.swift, with the
///   sources of its numbers; glyphs from Data/symbols.tsv, Docs/Symbols.md).
/// - `.resizable()` takes the proposal on both axes (the natural size where a dimension is
///   unspecified).
public struct Image: View, PrimitiveView, Hashable, Sendable {
    /// Whether an image is drawn in its own colours (`.original`) or as a mask filled with the foreground style (`.template`).
    public enum TemplateRenderingMode: Hashable, Sendable { case original, template }
    /// How a scaled bitmap is resampled (`.none`: nearest neighbour).
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// How a resizable image fills extra space: stretched, or tiled.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// The size of symbol images relative to the font: small, medium (default) or large.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    /// `empty`: UIKit's `UIImage()` shown with `Image(uiImage:)` — 0×0 and nothing drawn.
    enum Source: Hashable, Sendable { case named(String), system(String), empty }
    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolationQuality: Interpolation = .high
    var symbolMode: SymbolRenderingMode?
    /// A `UIImage.SymbolConfiguration`'s size, weight and colours (`Image(uiImage:)` of a symbol).
    var symbolStyle: SymbolStyle?
    /// Stands for an image a preview left out (`Image(accordPreviewLeftOut:)`, PreviewLeftOut.swift):
    /// missing, and not reported as a missing asset.
    var isLeftOut = false

    /// The folder of the bundle named by `Image(_:bundle:)`; nil for the main bundle.
    var bundlePath: String?

    /// An image named `name` in `bundle`'s asset catalogs or image files (SwiftUI's
    /// `init(_:bundle:)`; nil: the main bundle). `Bundle.module` of a package target is searched
    /// first — its `*.xcassets` and its `name.png`/`@2x`/`@3x`/`.jpg` files — then Accord's
    /// usual places (`AccordDefaults.imageSearchPaths`, the current directory).
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
        bundlePath = Image.path(of: bundle)
    }
    /// An image ignored by accessibility (SwiftUI's `init(decorative:bundle:)`); found as
    /// `init(_:bundle:)` finds it.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
    /// An image with an accessibility label (SwiftUI's `init(_:bundle:label:)`); the label is
    /// not drawn.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }
    /// An SF Symbol by name (SwiftUI's `init(systemName:)`), drawn from Accord's symbol table.
    public init(systemName: String) { source = .system(systemName) }

    static func path(of bundle: Bundle?) -> String? {
        guard let bundle, bundle != Bundle.main else { return nil }
        return bundle.bundlePath
    }

    /// Lets the image take the size it is offered instead of its natural size (SwiftUI's `resizable(capInsets:resizingMode:)`); cap insets and tiling are not applied.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }
    /// Draws the image as is (`.original`) or as a template filled with the foreground style (SwiftUI's `renderingMode(_:)`).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { var i = self; i.renderingMode = mode; return i }
    /// How the bitmap is resampled when scaled (SwiftUI's `interpolation(_:)`).
    public func interpolation(_ interpolation: Interpolation) -> Image { var i = self; i.interpolationQuality = interpolation; return i }
    /// Whether edges are antialiased: accepted and inert.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// How a symbol's layers are coloured (SwiftUI's `symbolRenderingMode(_:)`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { var i = self; i.symbolMode = mode; return i }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let env = ctx.environment
        if case .system(let name) = source {
            guard let symbolStyle else { return [makeSymbolNode(name, ctx)] }
            var styled = ctx
            symbolStyle.apply(to: &styled.environment)
            return [makeSymbolNode(name, styled)]
        }
        let ideal: CGSize
        let drawSource: ImageDrawing.Source
        let tinted: Bool
        let label: String
        switch source {
        case .system:
            return []
        case .empty:
            // UIKit's empty image: size zero (UIImage's documentation: an image object with no
            // content), no pixels, nothing reported.
            return [makeNode(IntrinsicBehaviour(ideal: .zero, horizontal: isResizable ? .expand : .hug,
                                                vertical: isResizable ? .expand : .hug), label: "Image(uiImage: UIImage())", role: .image)]
        case .named(let name):
            label = "Image(\"\(name)\")"
            let bundle = bundlePath.flatMap { Bundle(path: $0) }
            if let asset = AssetCatalogs.image(name, scale: env.displayScale, scheme: env.colorScheme, bundle: bundle) {
                // From an asset catalog (Assets/AssetCatalog+Images.swift).
                (ideal, drawSource, tinted) = Image.catalogImage(name, asset, renderingMode, env, ctx)
            } else if let found = ImageFiles.find(name, bundle: bundle) {
                ideal = found.size
                drawSource = .file(found.path)
                tinted = renderingMode == .template
            } else {
                let dirs = ImageFiles.directories(bundle: bundle).joined(separator: ", ")
                if !isLeftOut { ctx.diagnostics.add("No image named '\(name)' found in asset catalog (\(AssetCatalogs.searchedDescription); also looked for \(name).png, \(name)@3x.png, \(name)@2x.png, \(name).jpg in \(dirs)); sized 0×0 as SwiftUI sizes a missing image, drawn as a placeholder") }
                ideal = .zero
                drawSource = .missing(name)
                tinted = false
            }
        }
        let sizing: IntrinsicBehaviour.Sizing = isResizable ? .expand : .hug
        let node = makeNode(IntrinsicBehaviour(ideal: ideal, horizontal: sizing, vertical: sizing), label: label, role: .image)
        let interpolation: ImageDrawing.Interpolation
        switch interpolationQuality {
        case .none: interpolation = .none
        case .low: interpolation = .low
        case .medium: interpolation = .medium
        case .high: interpolation = .high
        }
        let isMissing: Bool
        if case .missing = drawSource { isMissing = true } else { isMissing = false }
        node.drawing = NodeDrawing(content: { node, frame, _ in
            var rect = frame
            if isMissing, rect.width <= 0 || rect.height <= 0 {
                // Visible without changing the layout: the enclosing frame modifier's box.
                var p = node.parent
                while let parent = p, parent.children.count == 1 {
                    if parent.role.contains(.frame), parent.frame.width > 0, parent.frame.height > 0 {
                        rect = parent.frame
                        break
                    }
                    p = parent.parent
                }
            }
            let tint: RGBA? = tinted ? resolvedColor(HierarchicalShapeStyle.primary, env) : nil
            return [.image(ImageDrawing(source: drawSource, frame: rect, tint: tint, interpolation: interpolation))]
        })
        return [node]
    }
}

/// How multi-layer symbols are coloured (Image+Symbol.swift: hierarchical and palette colour the
/// enclosure of `.circle`/`.square` symbols; multicolor gives well-known multicolor symbols their system colours, `SymbolMulticolor`).
public struct SymbolRenderingMode: Hashable, Sendable {
    let raw: Int
    /// All layers in the foreground style.
    public static let monochrome = SymbolRenderingMode(raw: 0)
    /// The symbol's own colours (drawn as monochrome here).
    public static let multicolor = SymbolRenderingMode(raw: 1)
    /// Layers in levels of the foreground style (primary, secondary…).
    public static let hierarchical = SymbolRenderingMode(raw: 2)
    /// Layers in the styles given to `foregroundStyle(_:_:)`.
    public static let palette = SymbolRenderingMode(raw: 3)
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The scale of symbol images inside, set by `imageScale(_:)`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// How symbols inside colour their layers, set by `symbolRenderingMode(_:)`.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Scales symbol images: `.small` 0.8×, `.large` 1.3× the medium size (Apple: about 20 %
    /// smaller and 30 % larger; Image+Symbol.swift).
    public func imageScale(_ scale: Image.Scale) -> some View { transformEnvironment { $0.imageScale = scale } }
    /// How symbols inside are coloured: `.hierarchical` draws a symbol's enclosure in the
    /// secondary level of the foreground style, `.palette` in the styles of
    /// `foregroundStyle(_:_:)`; `.multicolor` gives well-known multicolor symbols their intrinsic colours (`SymbolMulticolor`), others stay monochrome.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        transformEnvironment { $0.symbolRenderingMode = mode }
    }
}

extension AccordDefaults {
    nonisolated(unsafe) private static var searchPaths: [String] = []
    private static let imageLock = NSLock()

    /// Directories where `Image(_ name:)` looks for `name.png` / `name.jpg` (before the current
    /// directory).
    public static var imageSearchPaths: [String] {
        get { imageLock.lock(); defer { imageLock.unlock() }; return searchPaths }
        set { imageLock.lock(); searchPaths = newValue; imageLock.unlock() }
    }
}

/// Finding image files and reading their pixel size from the PNG / JPEG header.
enum ImageFiles {
    /// Where image files are looked for: a named bundle's resource folder (and the bundle's
    /// folder, where SwiftPM puts a target's resources on Linux), then the usual places.
    static func directories(bundle: Bundle? = nil) -> [String] {
        var dirs: [String] = []
        if let bundle, bundle != Bundle.main {
            for d in [bundle.resourcePath, bundle.bundlePath].compactMap({ $0 }) where !dirs.contains(d) { dirs.append(d) }
        }
        return dirs + AccordDefaults.imageSearchPaths + [FileManager.default.currentDirectoryPath]
    }

    /// The file for a name and its size in points.
    static func find(_ name: String, bundle: Bundle? = nil) -> (path: String, size: CGSize)? {
        if name.isEmpty { return nil }
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        var candidates: [(String, CGFloat)] = []
        if hasExtension { candidates.append((name, 1)) }
        candidates += [(name + ".png", 1), (name + "@3x.png", 3), (name + "@2x.png", 2), (name + ".jpg", 1), (name + ".jpeg", 1)]
        let dirs = name.hasPrefix("/") ? [""] : directories(bundle: bundle)
        for dir in dirs {
            for (file, scale) in candidates {
                let path = dir.isEmpty ? file : (dir as NSString).appendingPathComponent(file)
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else { continue }
                guard let px = pixelSize(path) else { continue }
                return (path, CGSize(width: px.width / scale, height: px.height / scale))
            }
        }
        return nil
    }

    /// Keeps PNG or JPEG bytes in a file named after their content in the temporary directory
    /// and answers the name `find(_:)` resolves to it at `scale` (an `@2x`/`@3x` file for
    /// scales 2 and 3); nil when the bytes are neither.
    static func storeData(_ data: Data, scale: CGFloat) -> String? {
        guard pixelSize([UInt8](data.prefix(1 << 20))) != nil else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let dir = (NSTemporaryDirectory() as NSString).appendingPathComponent("accord-image-data")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let suffix = scale == 2 ? "@2x" : scale == 3 ? "@3x" : ""
        let base = (dir as NSString).appendingPathComponent("\(String(hash, radix: 16))-\(data.count)-\(suffix.isEmpty ? "1x" : String(suffix.dropFirst()))")
        let file = base + suffix + ".png"  // drawn by content: JPEG bytes in a .png file decode as JPEG
        if (try? Data(contentsOf: URL(fileURLWithPath: file))) != data {
            guard (try? data.write(to: URL(fileURLWithPath: file), options: .atomic)) != nil else { return nil }
        }
        return base
    }

    /// Width and height in pixels of a PNG or JPEG file, from its header.
    static func pixelSize(_ path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let data = [UInt8](handle.readData(ofLength: 1 << 20))
        return pixelSize(data)
    }

    static func pixelSize(_ d: [UInt8]) -> CGSize? {
        func be32(_ i: Int) -> Int { Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3]) }
        func be16(_ i: Int) -> Int { Int(d[i]) << 8 | Int(d[i + 1]) }
        if d.count >= 24, d[0] == 0x89, d[1] == 0x50, d[2] == 0x4E, d[3] == 0x47 {
            let w = be32(16), h = be32(20)
            return w > 0 && h > 0 ? CGSize(width: w, height: h) : nil
        }
        if d.count >= 4, d[0] == 0xFF, d[1] == 0xD8 {
            var i = 2
            while i + 9 < d.count {
                guard d[i] == 0xFF else { i += 1; continue }
                let marker = d[i + 1]
                if marker == 0xFF { i += 1; continue }
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
                let length = be16(i + 2)
                // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the size.
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    let h = be16(i + 5), w = be16(i + 7)
                    return w > 0 && h > 0 ? CGSize(width: w, height: h) : nil
                }
                i += 2 + length
            }
        }
        return nil
    }
}
