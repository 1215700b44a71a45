import Foundation
import AccordLayout
internal import AccordCairo

/// UIKit's image, for `Image(uiImage:)`: a named image (looked up exactly as `Image(_ name:)` is —
/// image files today, asset catalogs when the assets lookup resolves the name), an SF Symbol, or
/// a PNG/JPEG file.
open class UIImage: Hashable, _ExpressibleByImageLiteral, @unchecked Sendable {
    /// An image from an image literal (`#imageLiteral(resourceName:)`): the app's image of that name.
    public required convenience init(imageLiteralResourceName name: String) { self.init(source: .named(name)) }
    enum Source: Hashable { case named(String), system(String), empty }
    let source: Source
    public let renderingMode: RenderingMode

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// A symbol's configuration (UIKitImage+SymbolConfiguration.swift).
    let symbolConfigurationStorage: SymbolConfiguration?

    init(source: Source, renderingMode: RenderingMode = .automatic, configuration: SymbolConfiguration? = nil) {
        self.source = source
        self.renderingMode = renderingMode
        symbolConfigurationStorage = configuration
    }

    /// An empty image (UIKit's `UIImage()`): size zero; `Image(uiImage:)` draws nothing for it.
    public convenience init() { self.init(source: .empty) }
    /// A named image. UIKit answers nil for a name that is in no asset catalog; Accord answers an
    /// image whose name it resolves when drawn (a missing one is drawn as a placeholder, as
    /// `Image(_:)` is), so `UIImage(named: "x")!` does not crash a preview.
    public convenience init?(named name: String) { self.init(source: .named(name)) }
    /// A named image in `bundle` (found as `Image(_:bundle:)` finds files: the bundle's folder
    /// first); the configuration is ignored.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration? = nil) {
        // The name in the folder it was found in (so an @2x file keeps its scale).
        let folder = ImageFiles.find(name, bundle: bundle).map { ($0.path as NSString).deletingLastPathComponent }
        self.init(source: .named(folder.map { ($0 as NSString).appendingPathComponent(name) } ?? name))
    }
    /// An SF Symbol.
    public convenience init?(systemName name: String) { self.init(source: .system(name)) }
    /// A PNG or JPEG file; nil when the file is missing or not an image.
    public convenience init?(contentsOfFile path: String) {
        guard ImageFiles.pixelSize(path) != nil else { return nil }
        self.init(source: .named(path))
    }
    /// An image from PNG or JPEG bytes (UIKit's `init?(data:)`), one point a pixel; nil for
    /// other data (UIKit also reads GIF, HEIC… which Accord does not). The bytes are kept in a
    /// file under the temporary directory, named by their content, and drawn from there.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }
    /// An image from PNG or JPEG bytes at `scale` pixels a point (1, 2 or 3; others are read
    /// as 1), so `size` is the pixel size divided by `scale`, as UIKit's.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let path = ImageFiles.storeData(data, scale: scale) else { return nil }
        self.init(source: .named(path))
    }

    public static func == (a: UIImage, b: UIImage) -> Bool {
        a.source == b.source && a.renderingMode == b.renderingMode && a.symbolConfigurationStorage == b.symbolConfigurationStorage
    }
    public func hash(into h: inout Hasher) { h.combine(source) }

    /// The size in points: a found image file's (pixels over its @Nx scale), zero otherwise.
    open var size: CGSize {
        if case .named(let n) = source, case .success(let a)? = AssetCatalogs.image(n, scale: 3, scheme: .light) { return a.size }
        if case .named(let n) = source, let f = ImageFiles.find(n) { return f.size }
        return .zero
    }
    /// Pixels a point: 2 or 3 for an `@2x`/`@3x` file (and an `ImageRenderer`'s `uiImage` at that scale), else 1.
    open var scale: CGFloat {
        guard case .named(let n) = source, let f = ImageFiles.find(n), f.size.width > 0,
              let px = ImageFiles.pixelSize(f.path) else { return 1 }
        return (px.width / f.size.width).rounded()
    }
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, renderingMode: renderingMode, configuration: symbolConfigurationStorage)
    }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    /// The image as PNG bytes (UIKit's): a PNG file's own bytes — so `renderer.uiImage?.pngData()`
    /// is the rendering —; nil for a symbol, an empty image or a JPEG (Accord encodes no PNG from it).
    open func pngData() -> Data? { fileData(signature: [0x89, 0x50, 0x4E, 0x47]) }
    /// The image as JPEG bytes: a JPEG file's own bytes (the quality is not applied); nil otherwise
    /// (Accord has no JPEG encoder).
    open func jpegData(compressionQuality: CGFloat) -> Data? { fileData(signature: [0xFF, 0xD8]) }

    /// The bytes of the file this image is drawn from, when they start with `signature`.
    private func fileData(signature: [UInt8]) -> Data? {
        guard case .named(let n) = source, let f = ImageFiles.find(n),
              let data = FileManager.default.contents(atPath: f.path), data.starts(with: signature) else { return nil }
        return data
    }
}

extension Image {
    /// An image from a UIKit image: the same name or symbol, drawn as `Image(_:)` /
    /// `Image(systemName:)` draw it.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let n): self.init(n)
        case .system(let n):
            self.init(systemName: n)
            symbolStyle = uiImage.symbolConfigurationStorage?.style
        case .empty: self.init(source: .empty)
        }
        if uiImage.renderingMode == .alwaysTemplate { self = renderingMode(.template) }
        if uiImage.renderingMode == .alwaysOriginal { self = renderingMode(.original) }
    }
}

extension Image {
    init(source: Source) { self.source = source }
}

extension ImageRenderer {
    /// The rendering as a UIKit image at the renderer's `scale` (its `size` in points, as
    /// UIKit's; `pngData()` gives the PNG back), kept as a PNG file named by its content under
    /// the temporary directory and drawn by `Image(uiImage:)`; nil when it cannot be rendered.
    public var uiImage: UIImage? {
        guard let png = try? pngData(), let path = ImageFiles.storeData(png, scale: scale) else { return nil }
        return UIImage(source: .named(path))
    }
}

extension UIImage {
    /// The way an image is turned (UIKit's values); Accord draws every image upright.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// An image of a CoreGraphics image's pixels (UIKit's `init(cgImage:)`), one point a pixel:
    /// written as a PNG under the temporary directory and drawn from there, as `init?(data:)`.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }
    /// An image of a CoreGraphics image's pixels at `scale` pixels a point (the orientation is kept upright).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let png = try? RenderedBitmap(width: cgImage.width, height: cgImage.height, rgba: [UInt8](cgImage.pixels.data)).pngData()
        guard let png, let path = ImageFiles.storeData(png, scale: scale) else { self.init(source: .empty); return }
        self.init(source: .named(path))
    }
}
