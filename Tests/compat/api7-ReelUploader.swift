import SwiftUI
import UIKit
import AVKit
import QuartzCore
import Photos
import Intents
import Security
import SystemConfiguration
import Combine

/// A reel uploader in the style of real apps (issue 11, corpus6/corpus7 stand-ins): a player
/// wrapped as a representable, a UIKit progress controller built with Auto Layout in viewDidLoad
/// with a rounded layer and a gradient sublayer, a display link that would drive a timer, photo
/// library permission read through a Combine Future, a reachability check, a certificate pin
/// helper and an intent parameter.
struct ReelPlayer: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = AVPlayer(url: url)
        controller.showsPlaybackControls = false
        controller.videoGravity = .resizeAspectFill
        return controller
    }
    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
}

final class UploadProgressController: UIViewController {
    let bar = UIProgressView()
    private var link: CADisplayLink?
    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.cornerRadius = 16
        view.layer.masksToBounds = true
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        view.layer.insertSublayer(gradient, at: 0)
        view.addSubview(bar)
        bar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            bar.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        link = CADisplayLink(target: self, selector: #selector(step))
        link?.add(to: .main, forMode: .common)
    }
    @objc private func step() { bar.setProgress(bar.progress + 0.01, animated: false) }
}

struct UploadProgress: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UploadProgressController { UploadProgressController() }
    func updateUIViewController(_ controller: UploadProgressController, context: Context) {}
}

final class ReelUploaderModel: ObservableObject {
    @Published var canSave = false
    @Published var online = false
    private var cancellables = Set<AnyCancellable>()

    func photoAccess() -> Future<Bool, Never> {
        Future { promise in
            PHPhotoLibrary.requestAuthorization { status in promise(.success(status == .authorized || status == .limited)) }
        }
    }

    func load() {
        photoAccess().receive(on: DispatchQueue.main).sink { [weak self] in self?.canSave = $0 }.store(in: &cancellables)
        if let reachability = SCNetworkReachabilityCreateWithName(nil, "example.com") {
            var flags = SCNetworkReachabilityFlags()
            online = SCNetworkReachabilityGetFlags(reachability, &flags) && flags.contains(.reachable)
        }
    }

    static func pinnedKeys(_ certificates: [Data]) -> [SecKey] {
        certificates.compactMap { SecCertificateCreateWithData(nil, $0 as CFData) }.compactMap(SecCertificateCopyKey)
    }
}

final class UploadIntent: INIntent {
    var caption: INObject? {
        get { value(forKey: "caption") as? INObject }
        set { setValue(newValue, forKey: "caption") }
    }
}

struct ReelUploaderView: View {
    @StateObject private var model = ReelUploaderModel()
    private let intent: UploadIntent = {
        let intent = UploadIntent()
        intent.caption = INObject(identifier: "sunset", display: "Sunset at the pier")
        return intent
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ReelPlayer(url: URL(fileURLWithPath: "/reels/sunset.mp4"))
                .frame(height: 280)
                .clipShape(RoundedRectangle(cornerRadius: 20))
            Text(intent.caption?.displayString ?? "Untitled")
                .font(.title2.bold())
            Label(model.online ? "Online" : "Offline — the upload waits", systemImage: model.online ? "wifi" : "wifi.slash")
                .foregroundStyle(.secondary)
            Label(model.canSave ? "Saving to Photos" : "Photos access not granted", systemImage: "photo.on.rectangle")
                .foregroundStyle(.secondary)
            UploadProgress()
                .frame(height: 56)
            Text("Pinned keys: \(ReelUploaderModel.pinnedKeys([]).count)")
                .font(.footnote)
                .foregroundStyle(.tertiary)
        }
        .padding()
        .onAppear { model.load() }
    }
}

#Preview {
    ReelUploaderView()
}
