import Foundation
import AccordLayout
internal import AccordText
internal import AccordCairo

/// Renders a view to PNG, SVG or PDF, as SwiftUI's `ImageRenderer` (which Linux lacks).
public final class ImageRenderer<Content: View> {
    public var content: Content
    /// The size proposed to the content; unspecified dimensions take its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of the PNG.
    public var scale: CGFloat = 1
    public var environment = EnvironmentValues()
    /// Colour behind the content in PNGs (nil: transparent).
    public var background: RGBA?

    public init(content: Content) { self.content = content }

    /// Lays the content out (its size is the proposal's, or its ideal size where unspecified).
    public func layout() -> HostedLayout {
        HostedLayout(content, proposal: proposedSize, canvas: nil, environment: environment, scale: max(scale, 1))
    }

    public func displayList() -> DisplayList { layout().displayList() }

    public func pngData() throws -> Data { try CairoRenderer.pngData(displayList(), scale: scale, background: background) }
    public func svgData() throws -> Data { try CairoRenderer.svgData(displayList()) }
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
