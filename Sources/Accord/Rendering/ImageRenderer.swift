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

    /// Lays the content out: `proposedSize` is proposed to the content and the image is the size
    /// the content answers (as SwiftUI's renderer sizes its image to the view), so a `Text` given
    /// 300×nil is as wide as its text, not 300 points. An Accord addition: its `diagnostics`
    /// list missing images, unknown fonts and layout problems.
    public func layout() -> HostedLayout {
        let scale = max(self.scale, 1)
        let hosted = HostedLayout(content, proposal: proposedSize, canvas: nil, environment: environment, scale: scale)
        // The canvas of a first pass is the proposal where it is given; the image is the view's size.
        let size = hosted.root.frame.size
        guard size.width.isFinite, size.height.isFinite, size != hosted.pass.canvas else { return hosted }
        return HostedLayout(content, proposal: proposedSize, canvas: size, environment: environment, scale: scale)
    }

    /// What the content draws, where (pixel-aligned frames); `accord dump` prints it.
    public func displayList() -> DisplayList { layout().displayList() }

    /// PNG bytes of the content at `scale` pixels a point over `background`.
    public func pngData() throws -> Data { try CairoRenderer.pngData(displayList(), scale: scale, background: background) }
    /// SVG bytes of the content: one SVG pixel per point (`width`/`height` without units and a
    /// `viewBox` in points), so a 1200-point-wide view is a 1200-pixel-wide SVG, as its PNG at
    /// `scale` 1 is.
    public func svgData() throws -> Data { try CairoRenderer.svgData(displayList()) }
    /// A one-page PDF of the content (units in points).
    public func pdfData() throws -> Data { try CairoRenderer.pdfData(displayList()) }

    /// Writes PNG, SVG or PDF (by the file's extension) via a temporary file and a rename.
    public func write(to url: URL) throws {
        try CairoRenderer.write(displayList(), to: url, format: nil, scale: scale, background: background)
    }
}

/// Registers a font file (TTF/OTF/TTC) for text in every later layout and rendering; returns the
/// family names it provides — an Accord addition (on iOS, fonts come from the app's Info.plist).
///
/// `Font.custom(_:size:)` then finds the font by its family name ("Liberation Serif"), its
/// PostScript name ("LiberationSerif-Bold", as iOS code usually spells it: that face's weight
/// and slant) or its full name ("Liberation Serif Bold"). A file whose family is SF Pro becomes
/// the system font, metrics and all. A name no registered font has is drawn in the system font
/// and reported in the layout's `diagnostics`.
@discardableResult
public func registerFont(file path: String) throws -> [String] {
    try PangoTextSystem.shared.register(fontFile: path)
}
