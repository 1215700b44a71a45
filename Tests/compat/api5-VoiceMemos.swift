import SwiftUI
import UIKit
import AVFAudio
import Combine

/// A voice-memo list in the style of real apps: durations written by a shared
/// `DateComponentsFormatter`, a recorder behind `AVAudioRecorder`, the latest memos first via an
/// iOS 18 `ScrollPosition` at the bottom edge, a custom Combine subscriber that counts memo
/// updates, and the "navigation bar configurator" idiom (`UINavigationBarAppearance`).
let memoDurationFormatter: DateComponentsFormatter = {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.minute, .second]
    formatter.zeroFormattingBehavior = .pad
    return formatter
}()

struct VoiceMemo: Identifiable {
    let id: Int
    let title: String
    let duration: TimeInterval
}

final class MemoRecorder: NSObject, AVAudioRecorderDelegate {
    private var recorder: AVAudioRecorder?
    var currentTime: TimeInterval { recorder?.currentTime ?? .zero }

    func start(url: URL) throws {
        recorder = try AVAudioRecorder(url: url, settings: [
            AVFormatIDKey: Int(kAudioFormatMPEG4AAC),
            AVSampleRateKey: 44100,
            AVNumberOfChannelsKey: 1,
            AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue,
        ])
        recorder?.delegate = self
        recorder?.record()
    }

    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
}

/// Counts the values a publisher sends, asking for them one at a time.
final class UpdateCounter<Input>: Subscriber, Cancellable {
    private(set) var count = 0
    private var subscription: Subscription?

    func receive(subscription: Subscription) {
        self.subscription = subscription
        subscription.request(.max(1))
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        count += 1
        return .max(1)
    }

    func receive(completion: Subscribers.Completion<Never>) {}

    func cancel() { subscription?.cancel() }
}

final class MemoStore: ObservableObject {
    @Published var memos: [VoiceMemo] = (1...12).map { i in
        VoiceMemo(id: i, title: "Memo \(i)", duration: TimeInterval(i * 37))
    }
    let updates = UpdateCounter<[VoiceMemo]>()

    init() {
        $memos.subscribe(updates)
    }
}

struct NavigationBarStyler: UIViewControllerRepresentable {
    let configure: (UINavigationController) -> Void

    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        DispatchQueue.main.async {
            if let nav = controller.navigationController {
                configure(nav)
            }
        }
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

extension View {
    func tintedNavigationBar(_ color: Color) -> some View {
        background(
            NavigationBarStyler { nav in
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                let font = UIFontMetrics(forTextStyle: .headline)
                    .scaledFont(for: UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .headline).pointSize, weight: .bold))
                appearance.titleTextAttributes = [.foregroundColor: UIColor(color), .font: font]
                appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor(color)]
                nav.navigationBar.standardAppearance = appearance
                nav.navigationBar.scrollEdgeAppearance = appearance
                nav.navigationBar.tintColor = UIColor(color)
                nav.hidesBarsOnSwipe = true
            }
        )
    }
}

struct VoiceMemoListView: View {
    @StateObject private var store = MemoStore()
    @State private var position = ScrollPosition(edge: .bottom)
    private let session = AVAudioSession.sharedInstance()

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(store.memos) { memo in
                        HStack {
                            Image(systemName: "waveform")
                                .foregroundStyle(.red)
                            Text(memo.title)
                            Spacer()
                            Text(memoDurationFormatter.string(from: memo.duration) ?? "--:--")
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                        }
                        .padding()
                        Divider()
                    }
                }
            }
            .scrollPosition($position)
            .safeAreaInset(edge: .bottom) {
                Text(session.recordPermission == .granted ? "Ready to record" : "Microphone access needed")
                    .font(.footnote)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(.bar)
            }
            .navigationTitle("Voice Memos")
            .navigationBarTitleDisplayMode(.inline)
            .tintedNavigationBar(.red)
        }
    }
}

#Preview {
    VoiceMemoListView()
}
