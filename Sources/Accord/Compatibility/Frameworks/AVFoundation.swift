import Foundation
import AccordLayout

// Stand-ins for AVFoundation / AVKit / CoreMedia names that SwiftUI view files keep in their
// models (`import AVFoundation` and `import AVKit` become `import Accord` in a preview). A still
// frame plays nothing: players, audio players, sessions and speech synthesis are INERT — they
// keep the values set on them, report not playing, time zero, and never call back. `VideoPlayer`
// is laid out and drawn (see VideoPlayer.swift).

/// A time value (CoreMedia's `CMTime`): a value over a timescale.
public struct CMTime: Hashable, Comparable, Sendable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) { self.value = value; self.timescale = timescale }
    public init(seconds: Double, preferredTimescale: Int32) {
        let scale = max(preferredTimescale, 1)
        self.init(value: seconds.isFinite ? Int64((seconds * Double(scale)).rounded()) : 0, timescale: scale)
    }
    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0)
    /// The time in seconds (NaN for an invalid time, as CoreMedia answers).
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public var isValid: Bool { timescale != 0 }
    public static func < (a: CMTime, b: CMTime) -> Bool { a.seconds < b.seconds }
    public static func + (a: CMTime, b: CMTime) -> CMTime {
        CMTime(seconds: a.seconds + b.seconds, preferredTimescale: max(a.timescale, b.timescale))
    }
    public static func - (a: CMTime, b: CMTime) -> CMTime {
        CMTime(seconds: a.seconds - b.seconds, preferredTimescale: max(a.timescale, b.timescale))
    }
}

/// `CMTimeGetSeconds(_:)` (CoreMedia).
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
/// `CMTimeMake(value:timescale:)` (CoreMedia).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// A media asset at a URL (`AVAsset`, `AVURLAsset`). Nothing is loaded: duration zero.
open class AVAsset: @unchecked Sendable {
    public let url: URL
    public init(url: URL) { self.url = url }
    open var duration: CMTime { .zero }
}
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public init(url: URL, options: [String: Any]? = nil) { super.init(url: url) }
}

/// An item a player plays (`AVPlayerItem`). Inert.
open class AVPlayerItem: @unchecked Sendable {
    public let asset: AVAsset
    public init(asset: AVAsset) { self.asset = asset }
    public convenience init(url: URL) { self.init(asset: AVAsset(url: url)) }
    open var duration: CMTime { asset.duration }
    open func currentTime() -> CMTime { .zero }
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    open var status: Status { .unknown }
}

/// A video/audio player (`AVPlayer`). Inert: `play()` starts nothing; `rate` stays 0.
open class AVPlayer: @unchecked Sendable {
    open private(set) var currentItem: AVPlayerItem?
    open var volume: Float = 1
    open var isMuted = false
    open private(set) var rate: Float = 0
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    open var timeControlStatus: TimeControlStatus { .paused }
    public init() {}
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    open func play() {}
    open func pause() {}
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) { completionHandler(false) }
    open func currentTime() -> CMTime { .zero }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    /// Never calls `block` (time does not pass in a still frame); the token is for `removeTimeObserver`.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void) -> Any { NSObject() }
    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping () -> Void) -> Any { NSObject() }
    open func removeTimeObserver(_ observer: Any) {}
}

/// A player of a queue of items (`AVQueuePlayer`). Inert.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
    public override init() { super.init() }
    open func items() -> [AVPlayerItem] { currentItem.map { [$0] } ?? [] }
    open func advanceToNextItem() {}
}

extension NSNotification.Name {
    /// Posted when an item plays to its end (`AVPlayerItemDidPlayToEndTime`): never, in a still frame.
    public static let AVPlayerItemDidPlayToEndTime = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted when an item fails to play to its end: never, in a still frame.
    public static let AVPlayerItemFailedToPlayToEndTime = NSNotification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    /// Posted when playback stalls: never, in a still frame.
    public static let AVPlayerItemPlaybackStalled = NSNotification.Name("AVPlayerItemPlaybackStalledNotification")
}

/// Loops an item (`AVPlayerLooper`). Inert.
open class AVPlayerLooper: @unchecked Sendable {
    public init(player: AVQueuePlayer, templateItem: AVPlayerItem) {}
}

/// The delegate of an audio player (`AVAudioPlayerDelegate`); never called.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}
extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// A sound player (`AVAudioPlayer`). Inert: reads nothing, plays nothing; `play()` answers false.
open class AVAudioPlayer: @unchecked Sendable {
    public let url: URL?
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var rate: Float = 1
    open var enableRate = false
    open weak var delegate: AVAudioPlayerDelegate?
    open var isPlaying: Bool { false }
    open var duration: TimeInterval { 0 }
    public init(contentsOf url: URL) throws { self.url = url }
    public init(contentsOf url: URL, fileTypeHint: String?) throws { self.url = url }
    public init(data: Data) throws { url = nil }
    @discardableResult open func prepareToPlay() -> Bool { false }
    @discardableResult open func play() -> Bool { false }
    open func pause() {}
    open func stop() {}
}

/// The app's audio session (`AVAudioSession`). Inert: settings are accepted.
open class AVAudioSession: @unchecked Sendable {
    private static let shared = AVAudioSession()
    public static func sharedInstance() -> AVAudioSession { shared }
    public struct Category: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }
    public struct Mode: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    }
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
    public enum RecordPermission: Int, Sendable { case undetermined, denied, granted }
    open private(set) var category: Category = .soloAmbient
    open private(set) var mode: Mode = .default
    open func setCategory(_ category: Category) throws { self.category = category }
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category; self.mode = mode
    }
    open func setCategory(_ category: Category, options: CategoryOptions) throws { self.category = category }
    open func setMode(_ mode: Mode) throws { self.mode = mode }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    open var recordPermission: RecordPermission { .undetermined }
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) { response(false) }
}

/// A voice for speech (`AVSpeechSynthesisVoice`): a few en-US voices are listed so pickers of
/// voices have rows; nothing speaks.
open class AVSpeechSynthesisVoice: @unchecked Sendable, Hashable {
    public enum Quality: Int, Sendable { case `default` = 1, enhanced, premium }
    public let identifier: String
    public let name: String
    public let language: String
    public let quality: Quality
    init(identifier: String, name: String, language: String, quality: Quality = .default) {
        self.identifier = identifier; self.name = name; self.language = language; self.quality = quality
    }
    public convenience init?(language: String?) {
        let lang = language ?? "en-US"
        self.init(identifier: "com.apple.voice.compact.\(lang).Samantha", name: "Samantha", language: lang)
    }
    public convenience init?(identifier: String) {
        guard let v = AVSpeechSynthesisVoice.speechVoices().first(where: { $0.identifier == identifier }) else { return nil }
        self.init(identifier: v.identifier, name: v.name, language: v.language, quality: v.quality)
    }
    /// Three of iOS's built-in en-US voices (Samantha, Aaron, Nicky: their names as iOS lists them).
    open class func speechVoices() -> [AVSpeechSynthesisVoice] {
        ["Samantha", "Aaron", "Nicky"].map {
            AVSpeechSynthesisVoice(identifier: "com.apple.voice.compact.en-US.\($0)", name: $0, language: "en-US")
        }
    }
    open class func currentLanguageCode() -> String { "en-US" }
    public static func == (a: AVSpeechSynthesisVoice, b: AVSpeechSynthesisVoice) -> Bool { a.identifier == b.identifier }
    public func hash(into h: inout Hasher) { h.combine(identifier) }
}

/// Text to speak (`AVSpeechUtterance`).
open class AVSpeechUtterance: @unchecked Sendable {
    public let speechString: String
    open var voice: AVSpeechSynthesisVoice?
    open var rate: Float = 0.5
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    public init(string: String) { speechString = string }
}
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1

/// The delegate of a synthesizer (`AVSpeechSynthesizerDelegate`); never called.
public protocol AVSpeechSynthesizerDelegate: AnyObject {}

/// Speech synthesis (`AVSpeechSynthesizer`). Inert: nothing is spoken.
open class AVSpeechSynthesizer: @unchecked Sendable {
    public enum Boundary: Int, Sendable { case immediate, word }
    open weak var delegate: AVSpeechSynthesizerDelegate?
    open var isSpeaking: Bool { false }
    open var isPaused: Bool { false }
    public init() {}
    open func speak(_ utterance: AVSpeechUtterance) {}
    @discardableResult open func stopSpeaking(at boundary: Boundary) -> Bool { false }
    @discardableResult open func pauseSpeaking(at boundary: Boundary) -> Bool { false }
    @discardableResult open func continueSpeaking() -> Bool { false }
}

/// A kind of media (AVFoundation's `AVMediaType`); `AVCaptureDevice` is in AVFoundation+Capture.swift.
public struct AVMediaType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
    public static let metadata = AVMediaType(rawValue: "meta")
}
