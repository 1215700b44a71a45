import Foundation

// AVFAudio's recorder and its settings keys (`import AVFAudio` and `import AVFoundation` both
// become `import Accord` in a preview). A preview has no microphone: a recorder is INERT — it
// keeps its URL and settings, `record()` answers false, it never records, meters silence and never
// calls its delegate. (The players and the audio session are in AVFoundation.swift.)

/// The delegate of an audio recorder (`AVAudioRecorderDelegate`; its methods are optional in
/// AVFAudio); never called.
public protocol AVAudioRecorderDelegate: AnyObject {
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}
extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}

/// A sound recorder (`AVAudioRecorder`). Inert: no microphone, so `record()` answers false and
/// nothing is written to `url`; `currentTime` stays 0 and the meters read silence (-160 dB, the
/// floor AVFAudio reports).
open class AVAudioRecorder: @unchecked Sendable {
    /// Where the recording would be written.
    public let url: URL
    /// The settings it was made with (`AVFormatIDKey`, `AVSampleRateKey` …).
    public let settings: [String: Any]
    open weak var delegate: AVAudioRecorderDelegate?
    open var isMeteringEnabled = false
    open var isRecording: Bool { false }
    open var currentTime: TimeInterval { 0 }
    open var deviceCurrentTime: TimeInterval { 0 }
    /// A recorder for `url` with `settings`.
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
    }
    @discardableResult open func prepareToRecord() -> Bool { false }
    @discardableResult open func record() -> Bool { false }
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    @discardableResult open func deleteRecording() -> Bool { false }
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// An encoder quality (`AVAudioQuality`; AVFAudio's raw values).
public enum AVAudioQuality: Int, Sendable {
    case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F
}

/// Settings keys of recorders and players (AVFAudio's string values).
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"

/// A Core Audio format identifier (`AudioFormatID`: four characters as a 32-bit number).
public typealias AudioFormatID = UInt32
/// Linear PCM, `'lpcm'`.
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70636D
/// MPEG-4 AAC, `'aac '`.
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x61616320
/// Apple Lossless, `'alac'`.
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C6163
/// iLBC speech, `'ilbc'`.
public let kAudioFormatiLBC: AudioFormatID = 0x696C6263
/// µ-law, `'ulaw'`.
public let kAudioFormatULaw: AudioFormatID = 0x756C6177
