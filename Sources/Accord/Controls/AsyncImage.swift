import Foundation
import AccordLayout

/// The state of an `AsyncImage`'s load.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let i) = self { return i }
        return nil
    }
    /// The error of a failed load, if any.
    public var error: (any Error)? {
        if case .failure(let e) = self { return e }
        return nil
    }
}

/// An image loaded from a URL. There is no network in a still frame: a remote URL (or nil)
/// stays in its empty phase — the placeholder; a `file:` URL is read at once (`.success` with
/// its image, `.failure` when it cannot be read).
///
/// `AsyncImage(url:)`'s own placeholder is a `.secondarySystemFill` rectangle that fills the
/// proposed space (Apple: "Until the image loads, the view displays a standard placeholder that
/// fills the available space"); the colour is a reconstruction. A loaded image is shown at its
/// pixel size divided by `scale` (`init(url:scale:)`).
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content

    /// The phase of a load from `url`, now.
    static func phase(_ url: URL?) -> AsyncImagePhase {
        guard let url, url.isFileURL else { return .empty }
        guard ImageFiles.find(url.path) != nil else { return .failure(AsyncImageError.unreadable(url.path)) }
        return .success(Image(url.path))
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = content
    }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let phase = Self.phase(url)
        let view = EnvironmentValues.$current.withValue(ctx.environment) { content(phase) }
        return Accord.makeNodes(view, ctx)
    }
}

/// Why a file URL could not be loaded.
enum AsyncImageError: Error { case unreadable(String) }

extension AsyncImage {
    /// The loaded image, or the standard placeholder.
    public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
        self.init(url: url, scale: scale) { phase in
            guard let image = phase.image, let url else { return AnyView(SystemColors.secondarySystemFill) }
            guard scale != 1, scale > 0, scale.isFinite, let size = ImageFiles.pixelSize(url.path) else { return AnyView(image) }
            // A bitmap of `scale` pixels per point: its pixel size divided by the scale.
            return AnyView(image.resizable().frame(width: size.width / scale, height: size.height / scale))
        }
    }

    /// The image as `content` shapes it, or `placeholder()` until it loads (and when it fails).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { return _ConditionalContent<I, P>(storage: .trueContent(content(image))) }
            return _ConditionalContent<I, P>(storage: .falseContent(placeholder()))
        }
    }
}
