import Foundation

// AVKit's player view controller and AVFoundation's player layer, as `UIViewControllerRepresentable`
// video players build them (`let c = AVPlayerViewController(); c.player = player;
// c.showsPlaybackControls = false; c.videoGravity = .resizeAspectFill`). Inert: the settings are
// kept; nothing is decoded or played, and a representable wrapping the controller is drawn as its
// placeholder (VideoPlayer.swift draws SwiftUI's `VideoPlayer`).

/// How video fills a layer's bounds (AVFoundation's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// A layer that shows a player's video (AVFoundation's `AVPlayerLayer`). Inert.
open class AVPlayerLayer: CALayer, @unchecked Sendable {
    open var player: AVPlayer?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether a frame is ready: never (nothing is decoded).
    open var isReadyForDisplay: Bool { false }
    /// The video's rectangle: empty (no video).
    open var videoRect: CGRect { .zero }
    public required init() { super.init() }
    public convenience init(player: AVPlayer?) { self.init(); self.player = player }
}

/// A player view controller's delegate (every method optional).
public protocol AVPlayerViewControllerDelegate: AnyObject {}

/// A view controller that shows a player's video and controls (AVKit's `AVPlayerViewController`). Inert.
open class AVPlayerViewController: UIViewController, @unchecked Sendable {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var updatesNowPlayingInfoCenter = true
    open var requiresLinearPlayback = false
    open var showsTimecodes = false
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    /// Whether the first frame is ready: never (nothing is decoded).
    open var isReadyForDisplay: Bool { false }
    /// The video's rectangle: empty.
    open var videoBounds: CGRect { .zero }
    /// The view above the video (kept, not drawn).
    open var contentOverlayView: UIView? { overlay }
    private let overlay = UIView()
    public override init() { super.init() }
}
