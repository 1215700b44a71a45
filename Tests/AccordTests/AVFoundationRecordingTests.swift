import XCTest
import Foundation
@testable import Accord

/// AVFAudio's recorder (Compatibility/Frameworks/AVFoundation+Recording.swift): a preview has no
/// microphone, so a recorder keeps its settings, refuses to record and never calls its delegate;
/// the settings keys and format IDs are AVFAudio's and Core Audio's values.
final class AVFoundationRecordingTests: XCTestCase {
    final class Listener: AVAudioRecorderDelegate {
        var calls = 0
        func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) { calls += 1 }
    }

    func testARecorderKeepsItsSettingsAndNeverRecords() throws {
        let url = URL(fileURLWithPath: "/tmp/memo.m4a")
        let r = try AVAudioRecorder(url: url, settings: [
            AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 44100, AVNumberOfChannelsKey: 1,
            AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
        ])
        let l = Listener()
        r.delegate = l
        XCTAssertFalse(r.record())
        r.stop()
        XCTAssertFalse(r.isRecording)
        XCTAssertEqual(r.currentTime, 0)
        XCTAssertEqual(l.calls, 0)
        XCTAssertEqual(r.settings[AVFormatIDKey] as? Int, 0x61616320)  // 'aac '
        XCTAssertEqual(AVAudioQuality.high.rawValue, 0x60)
        r.updateMeters()
        XCTAssertEqual(r.averagePower(forChannel: 0), -160)
    }
}
