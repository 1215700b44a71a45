import Foundation
import AccordLayout

// AVFoundation's async loading (iOS 15/16: `try await asset.load(.duration)`, tracks, thumbnail
// generation) and CoreMedia's time aliases. Nothing is decoded on Linux: a loaded property is
// what Accord's asset knows (duration zero, no tracks, not playable), and a thumbnail request
// fails with `AVError.decodeFailed`, as it does on iOS for a file it cannot decode, so a view
// shows its placeholder.

/// CoreMedia's integer types of a time.
public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32

extension CMTime {
    /// A time later than any other (CoreMedia's `CMTime.positiveInfinity`; not a valid numeric time here).
    public static let positiveInfinity = CMTime(value: Int64.max, timescale: 1)
    /// A time earlier than any other.
    public static let negativeInfinity = CMTime(value: Int64.min, timescale: 1)
}

/// An AVFoundation error (AVFoundation's `AVError`).
public struct AVError: Error, Hashable, Sendable {
    /// The error codes (AVFoundation's `AVError.Code`; the ones a preview can produce).
    public enum Code: Int, Hashable, Sendable {
        case unknown = -11800
        case decodeFailed = -11821
        case fileFormatNotRecognized = -11828
    }
    /// The error's code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
}

/// A property of `Root` that loads asynchronously, whatever its value type (AVFoundation's `AVPartialAsyncProperty`).
open class AVPartialAsyncProperty<Root>: @unchecked Sendable {
    /// The property's name ("duration").
    public let name: String
    init(name: String) { self.name = name }
}

/// A property of `Root` with a value of type `Value` that loads asynchronously (AVFoundation's `AVAsyncProperty`).
public final class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root>, @unchecked Sendable {
    let read: (Root) -> Value
    init(name: String, read: @escaping (Root) -> Value) {
        self.read = read
        super.init(name: name)
    }
}

/// A track of an asset (AVFoundation's `AVAssetTrack`); Accord's assets have none.
open class AVAssetTrack: @unchecked Sendable {
    /// The track's media type.
    public let mediaType: AVMediaType
    init(mediaType: AVMediaType) { self.mediaType = mediaType }
    /// The size of the track's frames (zero: nothing decoded).
    open var naturalSize: CGSize { .zero }
    /// The transform the track asks to be shown with.
    open var preferredTransform: CGAffineTransform { .identity }
    /// The track's frame rate (0: nothing decoded).
    open var nominalFrameRate: Float { 0 }
}

extension AVPartialAsyncProperty where Root == AVAsset {
    /// The asset's duration.
    public static var duration: AVAsyncProperty<AVAsset, CMTime> { AVAsyncProperty(name: "duration") { $0.duration } }
    /// The asset's tracks.
    public static var tracks: AVAsyncProperty<AVAsset, [AVAssetTrack]> { AVAsyncProperty(name: "tracks") { $0.tracks } }
    /// Whether the asset can be played.
    public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty(name: "isPlayable") { $0.isPlayable } }
    /// The transform the asset asks to be shown with.
    public static var preferredTransform: AVAsyncProperty<AVAsset, CGAffineTransform> {
        AVAsyncProperty(name: "preferredTransform") { $0.preferredTransform }
    }
}

extension AVPartialAsyncProperty where Root == AVAssetTrack {
    /// The track's frame size.
    public static var naturalSize: AVAsyncProperty<AVAssetTrack, CGSize> { AVAsyncProperty(name: "naturalSize") { $0.naturalSize } }
    /// The track's preferred transform.
    public static var preferredTransform: AVAsyncProperty<AVAssetTrack, CGAffineTransform> {
        AVAsyncProperty(name: "preferredTransform") { $0.preferredTransform }
    }
    /// The track's frame rate.
    public static var nominalFrameRate: AVAsyncProperty<AVAssetTrack, Float> { AVAsyncProperty(name: "nominalFrameRate") { $0.nominalFrameRate } }
}

extension AVAsset {
    /// The asset's tracks: none (nothing is decoded).
    public var tracks: [AVAssetTrack] { [] }
    /// Whether the asset can be played: no.
    public var isPlayable: Bool { false }
    /// The transform the asset asks to be shown with: identity.
    public var preferredTransform: CGAffineTransform { .identity }

    /// Loads a property (AVFoundation's `load(_:)`): the value Accord's asset has.
    public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T { property.read(self) }
    /// Loads two properties at once.
    public func load<A, B>(_ a: AVAsyncProperty<AVAsset, A>, _ b: AVAsyncProperty<AVAsset, B>) async throws -> (A, B) {
        (a.read(self), b.read(self))
    }
    /// Loads three properties at once.
    public func load<A, B, C>(_ a: AVAsyncProperty<AVAsset, A>, _ b: AVAsyncProperty<AVAsset, B>,
                              _ c: AVAsyncProperty<AVAsset, C>) async throws -> (A, B, C) {
        (a.read(self), b.read(self), c.read(self))
    }
    /// The tracks of a media type: none.
    public func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] { [] }
}

extension AVAssetTrack {
    /// Loads a property of the track.
    public func load<T>(_ property: AVAsyncProperty<AVAssetTrack, T>) async throws -> T { property.read(self) }
    /// Loads two properties of the track at once.
    public func load<A, B>(_ a: AVAsyncProperty<AVAssetTrack, A>, _ b: AVAsyncProperty<AVAssetTrack, B>) async throws -> (A, B) {
        (a.read(self), b.read(self))
    }
}

/// Thumbnails of an asset's frames (AVFoundation's `AVAssetImageGenerator`). Nothing is decoded:
/// every request fails with `AVError.decodeFailed`.
open class AVAssetImageGenerator: @unchecked Sendable {
    /// How a batch request ended for one time.
    public enum Result: Int, Sendable { case succeeded = 0, failed = 1, cancelled = 2 }
    /// The asset the images come from.
    public let asset: AVAsset
    /// Whether the track's transform is applied (kept).
    open var appliesPreferredTrackTransform = false
    /// The largest image size asked for (kept).
    open var maximumSize: CGSize = .zero
    /// How far before the requested time a frame may be (kept).
    open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
    /// How far after the requested time a frame may be (kept).
    open var requestedTimeToleranceAfter: CMTime = .positiveInfinity

    /// A generator of `asset`'s frames.
    public init(asset: AVAsset) { self.asset = asset }

    /// The frame at `time` (iOS 16): fails, nothing is decoded.
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw AVError(.decodeFailed)
    }
    /// The frame at `requestedTime`, synchronously: fails, nothing is decoded.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw AVError(.decodeFailed)
    }
    /// Frames at several times (iOS 16): each reports a failure.
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue],
                                             completionHandler: @escaping @Sendable (CMTime, CGImage?, CMTime, Result, (any Error)?) -> Void) {
        for _ in requestedTimes { completionHandler(.zero, nil, .zero, .failed, AVError(.decodeFailed)) }
    }
    /// Cancels the requests in progress (none).
    open func cancelAllCGImageGeneration() {}
}
