import SwiftUI
import AVKit
import AVFoundation

// A lesson screen: a video on top, the lesson's details below. The player model keeps an
// AVPlayer and an AVAudioPlayer for a sound effect, as many course apps do.
final class LessonPlayer: ObservableObject {
    let player: AVPlayer
    private var chime: AVAudioPlayer?
    @Published var isPlaying = false

    init(url: URL) {
        player = AVPlayer(url: url)
        chime = try? AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/tmp/chime.caf"))
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
    }

    func toggle() {
        isPlaying ? player.pause() : player.play()
        isPlaying.toggle()
        chime?.play()
    }

    var elapsed: String {
        let seconds = Int(CMTimeGetSeconds(player.currentTime()))
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
    }
}

struct LessonView: View {
    @StateObject private var model = LessonPlayer(url: URL(string: "https://example.com/lesson1.m3u8")!)

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VideoPlayer(player: model.player) {
                VStack {
                    Spacer()
                    HStack {
                        Text("Lesson 1").font(.caption.bold()).foregroundStyle(.white)
                        Spacer()
                        Text(model.elapsed).font(.caption.monospacedDigit()).foregroundStyle(.white)
                    }
                    .padding(8)
                }
            }
            .frame(height: 220)
            .clipShape(RoundedRectangle(cornerRadius: 12))

            Text("Getting started with layout").font(.title2.bold())
            Text("Stacks, frames and alignment: how a parent proposes and a child chooses.")
                .foregroundStyle(.secondary)

            Button(model.isPlaying ? "Pause" : "Play") { model.toggle() }
                .buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding()
    }
}

#Preview {
    LessonView()
}
