import XCTest
import Foundation
@testable import Accord

/// CoreHaptics (CoreHaptics.swift; issue 11: `CHHapticEngine` in 3 of 60 scanned repositories, 4 import
/// CoreHaptics). Xcode's previews run in the Simulator, which has no haptic hardware: the usual guard
/// `CHHapticEngine.capabilitiesForHardware().supportsHaptics` is false, and an engine started anyway
/// plays silently.
final class CoreHapticsTests: XCTestCase {
    func testThePreviewsHardwareSupportsNoHapticsAsTheSimulators() {
        let capabilities = CHHapticEngine.capabilitiesForHardware()
        XCTAssertFalse(capabilities.supportsHaptics)
        XCTAssertFalse(capabilities.supportsAudio)
    }

    func testAPatternKeepsItsEventsAndAnEngineStartedAnywayPlaysSilently() throws {
        let intensity = CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.8)
        let events = [
            CHHapticEvent(eventType: .hapticTransient, parameters: [intensity], relativeTime: 0),
            CHHapticEvent(eventType: .hapticContinuous, parameters: [intensity], relativeTime: 0.1, duration: 0.4),
        ]
        let pattern = try CHHapticPattern(events: events, parameters: [])
        XCTAssertEqual(pattern.duration, 0.5, accuracy: 1e-9)
        let engine = try CHHapticEngine()
        try engine.start()
        let player = try engine.makePlayer(with: pattern)
        try player.start(atTime: CHHapticTimeImmediate)
        var finished = false
        engine.notifyWhenPlayersFinished { _ in finished = true; return .stopEngine }
        XCTAssertTrue(finished, "no player is playing, so they have all finished")
    }
}
