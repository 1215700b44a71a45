import Foundation

// CoreHaptics (`import CoreHaptics` becomes `import Accord`): Xcode's previews run in the Simulator,
// which has no haptic hardware — `CHHapticEngine.capabilitiesForHardware().supportsHaptics` is false
// there, so apps that check it (the usual guard) play nothing. Patterns and events are kept as
// built; an engine started anyway starts and plays silently (nothing to draw on a still frame).

/// What the device's haptic hardware supports (CoreHaptics' `CHHapticDeviceCapability`): nothing in a preview.
public protocol CHHapticDeviceCapability {
    /// Whether the device plays haptics: false (the Simulator has none).
    var supportsHaptics: Bool { get }
    /// Whether the device plays audio through the haptic engine: false.
    var supportsAudio: Bool { get }
}

struct PreviewHapticCapability: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// A time in a pattern's timeline (CoreHaptics' `TimeInterval`s); `CHHapticTimeImmediate` is now.
public let CHHapticTimeImmediate: TimeInterval = 0

/// One haptic or audio event of a pattern (CoreHaptics' `CHHapticEvent`).
open class CHHapticEvent: @unchecked Sendable {
    /// The kinds of event (CoreHaptics' `CHHapticEvent.EventType`).
    public struct EventType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A brief impulse.
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        /// A lasting vibration.
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        /// A lasting sound.
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        /// A custom sound.
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }
    /// What an event parameter sets (CoreHaptics' `CHHapticEvent.ParameterID`).
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The strength of a haptic event.
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        /// The feel of a haptic event, from round to precise.
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        /// The attack time.
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        /// The decay time.
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        /// The release time.
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        /// Whether the event sustains.
        public static let sustained = ParameterID(rawValue: "Sustained")
        /// The volume of an audio event.
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        /// The pitch of an audio event.
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        /// The stereo position of an audio event.
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        /// The brightness of an audio event.
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }
    /// The event's kind.
    public let type: EventType
    /// The event's parameters.
    open var eventParameters: [CHHapticEventParameter]
    /// When the event starts, from the pattern's start.
    open var relativeTime: TimeInterval
    /// How long the event lasts.
    open var duration: TimeInterval
    /// An event of `eventType` at `relativeTime`.
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval) {
        self.type = type; eventParameters = parameters; relativeTime = time; duration = 0
    }
    /// An event of `eventType` at `relativeTime` lasting `duration`.
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval, duration: TimeInterval) {
        self.type = type; eventParameters = parameters; relativeTime = time; self.duration = duration
    }
}

/// A value for one parameter of an event (CoreHaptics' `CHHapticEventParameter`).
open class CHHapticEventParameter: @unchecked Sendable {
    /// What it sets.
    public let parameterID: CHHapticEvent.ParameterID
    /// The value, 0…1 for intensity and sharpness.
    open var value: Float
    /// A parameter setting `parameterID` to `value`.
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) { self.parameterID = parameterID; self.value = value }
}

/// A parameter changed while a pattern plays (CoreHaptics' `CHHapticDynamicParameter`).
open class CHHapticDynamicParameter: @unchecked Sendable {
    /// What it changes (CoreHaptics' `CHHapticDynamicParameter.ID`).
    public struct ID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Scales the events' intensity.
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        /// Offsets the events' sharpness.
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
    }
    /// What it changes.
    public let parameterID: ID
    /// The value.
    open var value: Float
    /// When it applies.
    open var relativeTime: TimeInterval
    /// A dynamic parameter.
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) { self.parameterID = parameterID; self.value = value; relativeTime = time }
}

/// A sequence of events (CoreHaptics' `CHHapticPattern`).
open class CHHapticPattern: @unchecked Sendable {
    /// The events, in order.
    public let events: [CHHapticEvent]
    /// How long the pattern lasts: the end of its last event.
    open var duration: TimeInterval { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }
    /// A pattern of `events` (throws in CoreHaptics for invalid events; these are kept as given).
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws { self.events = events }
}

/// Plays a pattern (CoreHaptics' `CHHapticPatternPlayer`).
public protocol CHHapticPatternPlayer: AnyObject {
    /// Starts at `time`.
    func start(atTime time: TimeInterval) throws
    /// Stops at `time`.
    func stop(atTime time: TimeInterval) throws
    /// Sends dynamic parameters.
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Cancels playback.
    func cancel() throws
    /// Whether the player's output is muted.
    var isMuted: Bool { get set }
}

final class SilentHapticPlayer: CHHapticPatternPlayer, @unchecked Sendable {
    var isMuted = false
    func start(atTime time: TimeInterval) throws {}
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func cancel() throws {}
}

/// The haptic engine (CoreHaptics' `CHHapticEngine`). In a preview the hardware supports nothing, as
/// the Simulator's: an engine made anyway starts and plays silently.
open class CHHapticEngine: @unchecked Sendable {
    /// Why the engine stopped (CoreHaptics' `StoppedReason`, CoreHaptics' raw values).
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended = 2, idleTimeout = 3, notifyWhenFinished = 4,
             engineDestroyed = 5, gameControllerDisconnect = 6, systemError = -1
    }
    /// What to do when players finish (CoreHaptics' `FinishedAction`).
    public enum FinishedAction: Int, Sendable { case stopEngine = 1, leaveEngineRunning = 2 }
    /// Called when the engine stops on its own.
    open var stoppedHandler: (StoppedReason) -> Void = { _ in }
    /// Called after the engine resets.
    open var resetHandler: () -> Void = {}
    /// Whether the engine plays only haptics.
    open var playsHapticsOnly = false
    /// Whether the engine stops itself when idle.
    open var isAutoShutdownEnabled = false
    /// Whether the engine mutes audio.
    open var isMutedForAudio = false
    /// Whether the engine mutes haptics.
    open var isMutedForHaptics = false
    /// The engine's current time.
    open var currentTime: TimeInterval { 0 }
    /// The hardware's capabilities: none in a preview (the Simulator has no haptics).
    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability { PreviewHapticCapability() }
    /// An engine (CoreHaptics' `init()`).
    public init() throws {}
    /// Starts the engine (silently).
    open func start() throws {}
    /// Starts the engine, then calls `completionHandler` with no error.
    open func start(completionHandler: ((any Error)?) -> Void) { completionHandler(nil) }
    /// Starts the engine (async).
    open func start() async throws {}
    /// Stops the engine, then calls `completionHandler`.
    open func stop(completionHandler: ((any Error)?) -> Void = { _ in }) { completionHandler(nil) }
    /// Stops the engine (async).
    open func stop() async throws {}
    /// A player for `pattern` (plays nothing).
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { SilentHapticPlayer() }
    /// Plays the pattern in the AHAP file at `url` (nothing is played).
    open func playPattern(from url: URL) throws {}
    /// Plays the pattern in AHAP `data` (nothing is played).
    open func playPattern(from data: Data) throws {}
    /// Calls `finishedHandler` when all players have finished: at once, as none is playing.
    open func notifyWhenPlayersFinished(finishedHandler: @escaping ((any Error)?) -> FinishedAction) { _ = finishedHandler(nil) }
}
