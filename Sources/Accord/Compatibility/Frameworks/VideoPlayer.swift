import Foundation
import AccordLayout

/// AVKit's `VideoPlayer`: a flexible view (it takes the size it is proposed, like the UIKit
/// player view it wraps) drawn as the player shows before a video's first frame is decoded — a
/// black area. The video itself is not decoded (no media on Linux); the overlay, when given, is
/// laid out over the whole area as SwiftUI documents ("a view … displayed above the video content").
public struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { overlay = videoOverlay() }
    public var body: some View {
        Color.black.overlay { overlay }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) { overlay = EmptyView() }
}
