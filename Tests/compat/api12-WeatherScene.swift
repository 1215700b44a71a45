import SwiftUI
import SpriteKit
import Photos
import UIKit

// A weather screen in the style of the apps scanned for issue 11 (SkyWizard, SwiftUI_Demos'
// WeatherAPPUI): a SpriteKit rain scene behind the forecast with `SpriteView(scene:options:
// [.allowsTransparency])` (particles from an `.sks` emitter: none yet in the first frame), a
// sun drawn with shape and label nodes in a second scene, recent photos read through Photos
// (`PHAsset.fetchAssets`, `PHCachingImageManager`: a preview has no library), and an app
// delegate trimming the menu bar with `buildMenu(with:)`.
final class RainScene: SKScene {
    override func sceneDidLoad() {
        backgroundColor = .clear
        scaleMode = .resizeFill
        anchorPoint = CGPoint(x: 0.5, y: 1)
        let rain = SKEmitterNode(fileNamed: "rain_fall.sks")!
        rain.particlePositionRange = CGVector(dx: size.width, dy: 0)
        rain.advanceSimulationTime(10)
        addChild(rain)
    }
}

final class SunScene: SKScene {
    override func didChangeSize(_ oldSize: CGSize) {}

    override func sceneDidLoad() {
        backgroundColor = UIColor(red: 0.33, green: 0.6, blue: 0.95, alpha: 1)
        let sun = SKShapeNode(circleOfRadius: 28)
        sun.fillColor = .systemYellow
        sun.strokeColor = .white
        sun.lineWidth = 3
        sun.position = CGPoint(x: size.width / 2, y: size.height / 2 + 10)
        addChild(sun)
        let label = SKLabelNode(text: "24°")
        label.fontSize = 20
        label.fontColor = .white
        label.verticalAlignmentMode = .top
        label.position = CGPoint(x: size.width / 2, y: size.height / 2 - 26)
        addChild(label)
        sun.run(.repeatForever(.sequence([.scale(to: 1.1, duration: 1), .scale(to: 1, duration: 1)])))
    }
}

final class WeatherAppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        builder.remove(menu: .format)
        builder.replaceChildren(ofMenu: .file) { children in
            [UIKeyCommand(input: "R", modifierFlags: .command, action: #selector(refresh))] + children
        }
    }
    @objc func refresh() {}
}

final class RecentPhotos: ObservableObject {
    @Published var count = 0
    private let manager = PHCachingImageManager()

    func load() {
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.fetchLimit = 6
        let assets = PHAsset.fetchAssets(with: .image, options: options)
        count = assets.count
        let request = PHImageRequestOptions()
        request.deliveryMode = .highQualityFormat
        assets.enumerateObjects { asset, _, _ in
            self.manager.requestImage(for: asset, targetSize: CGSize(width: 80, height: 80), contentMode: .aspectFill,
                                      options: request) { _, _ in }
        }
    }
}

struct WeatherScreen: View {
    @StateObject private var photos = RecentPhotos()

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .blue], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            SpriteView(scene: RainScene(size: CGSize(width: 393, height: 852)), options: [.allowsTransparency])
                .ignoresSafeArea()
            VStack(spacing: 20) {
                Text("Cupertino")
                    .font(.largeTitle.weight(.semibold))
                    .foregroundStyle(.white)
                SpriteView(scene: SunScene(size: CGSize(width: 160, height: 120)))
                    .frame(width: 160, height: 120)
                    .clipShape(RoundedRectangle(cornerRadius: 16))
                Text(photos.count == 0 ? "No recent photos" : "\(photos.count) recent photos")
                    .foregroundStyle(.white.opacity(0.8))
            }
        }
        .onAppear { photos.load() }
    }
}

#Preview {
    WeatherScreen()
}
