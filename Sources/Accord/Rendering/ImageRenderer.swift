import Foundation
import AccordLayout
internal import AccordText
internal import AccordCairo

/// Renders a view to PNG, SVG or PDF — SwiftUI's `ImageRenderer`, with files instead of
/// `cgImage`/`uiImage` (which Linux lacks).
///
/// ```swift
/// let renderer = ImageRenderer(content: Card())
/// renderer.scale = 2
/// try renderer.write(to: URL(fileURLWithPath: "card.png"))
/// ```
///
/// Parity: `content`, `proposedSize` and `scale` are SwiftUI's; `environment`, `background`,
/// `layout()`, `displayList()`, `pngData()`, `svgData()`, `pdfData()` and `write(to:)` are
/// Accord's additions. Not `@MainActor` (SwiftUI's is): renderers on different tasks are safe.
public final class ImageRenderer<Content: View> {
    /// The view rendered (SwiftUI's `content`).
    public var content: Content
    /// The size proposed to the content; unspecified dimensions take its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of the PNG (SwiftUI's `scale`; default 1). SVG and PDF are in points.
    public var scale: CGFloat = 1
    /// The environment the content is built in (colour scheme, Dynamic Type size, locale…); an
    /// Accord addition (in SwiftUI, `.environment` modifiers on `content` do this).
    public var environment = EnvironmentValues()
    /// Colour behind the content in PNGs (nil: transparent).
    public var background: RGBA?

    /// A renderer for `content` (SwiftUI's `init(content:)`).
    public init(content: Content) { self.content = content }

    /// Lays the content out (its size is the proposal's, or its ideal size where unspecified).
    public func layout() -> HostedLayout {
        HostedLayout(content, proposal: proposedSize, canvas: nil, environment: environment, scale: max(scale, 1))
    }

    /// What the content draws, where (pixel-aligned frames); `accord dump` prints it.
    public func displayList() -> DisplayList { layout().displayList() }

    /// PNG bytes of the content at `scale` pixels a point over `background`.
    public func pngData() throws -> Data { try CairoRenderer.pngData(displayList(), scale: scale, background: background) }
    /// SVG bytes of the content (units in points).
    public func svgData() throws -> Data { try CairoRenderer.svgData(displayList()) }
    /// A one-page PDF of the content (units in points).
    public func pdfData() throws -> Data { try CairoRenderer.pdfData(displayList()) }

    /// Writes PNG, SVG or PDF (by the file's extension) via a temporary file and a rename.
    public func write(to url: URL) throws {
        try CairoRenderer.write(displayList(), to: url, format: nil, scale: scale, background: background)
    }
}

/// Registers a font file (TTF/OTF/TTC) for text in every later layout and rendering; returns the
/// family names it provides. A file named SF Pro becomes the system font, metrics and all.
@discardableResult
public func registerFont(file path: String) throws -> [String] {
    try PangoTextSystem.shared.register(fontFile: path)
}
