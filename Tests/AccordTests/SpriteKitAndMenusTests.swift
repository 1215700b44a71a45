@_spi(AccordPreview) @testable import Accord
import AccordCairo
import AccordLayout
import Foundation
import XCTest

/// SpriteKit's first frame in a `SpriteView`, UIKit's menu builder and Photos' empty library,
/// against Apple's documentation.
final class SpriteKitAndMenusTests: XCTestCase {
    final class Field: SKScene {
        override func sceneDidLoad() {
            let sprite = SKSpriteNode(color: UIColor(red: 1, green: 0, blue: 0, alpha: 1), size: CGSize(width: 20, height: 20))
            sprite.position = CGPoint(x: 20, y: 20)
            addChild(sprite)
            addChild(SKEmitterNode(fileNamed: "Rain.sks")!)   // not read: no particles in the first frame
        }
    }

    /// Apple: `SKScene.backgroundColor` "The default value is a dark gray color: RGB (0.15, 0.15,
    /// 0.15)"; `anchorPoint` (0, 0) puts the scene's origin at the view's lower left; a sprite's
    /// `anchorPoint` (0.5, 0.5) centres it on its position (y up).
    func testTheFirstFrameIsTheBackgroundAndTheSpritesWhereTheyWerePlaced() throws {
        let b = try bitmap(SpriteView(scene: Field(size: CGSize(width: 100, height: 100))), 100, 100)
        assertColor(b.pixel(x: 20, y: 80), 1, 0, 0)        // the sprite: x 10…30, y up 10…30
        assertColor(b.pixel(x: 20, y: 20), 0.15, 0.15, 0.15)
        assertColor(b.pixel(x: 80, y: 80), 0.15, 0.15, 0.15)
    }

    /// With `.allowsTransparency` a clear scene shows what is behind the view; without it the
    /// view is opaque (a clear background is black).
    func testAClearSceneIsTransparentOnlyWithAllowsTransparency() throws {
        let scene = SKScene(size: CGSize(width: 40, height: 40))
        scene.backgroundColor = .clear
        let clear = try bitmap(SpriteView(scene: scene, options: [.allowsTransparency]), 40, 40)
        assertColor(clear.pixel(x: 20, y: 20), 1, 1, 1)
        let opaque = try bitmap(SpriteView(scene: scene), 40, 40)
        assertColor(opaque.pixel(x: 20, y: 20), 0, 0, 0)
    }

    /// Apple: a shape node's `fillColor` is clear and `strokeColor` white by default; a label's
    /// font size is 32 and its colour white.
    func testNodeDefaultsAreSpriteKits() {
        let shape = SKShapeNode(circleOfRadius: 10)
        XCTAssertEqual(shape.fillColor, .clear)
        XCTAssertEqual(shape.strokeColor, .white)
        XCTAssertEqual(shape.frame, CGRect(x: -10, y: -10, width: 20, height: 20))
        let label = SKLabelNode(text: "Hi")
        XCTAssertEqual(label.fontSize, 32)
        XCTAssertEqual(label.fontColor, .white)
        let root = SKNode(), child = SKNode()
        child.name = "leaf"
        let mid = SKNode()
        root.addChild(mid); mid.addChild(child)
        XCTAssertNil(root.childNode(withName: "leaf"))
        XCTAssertTrue(root.childNode(withName: "//leaf") === child)
    }

    /// The menu builder an app delegate edits: UIKit's top-level menus; removals and
    /// replacements are kept. `UIKeyModifierCommand` is 1 << 20 (UIKit's raw value).
    func testTheMenuBuilderKeepsItsEdits() {
        let builder = PreviewMenuBuilder()
        XCTAssertNotNil(builder.menu(for: .file))
        builder.remove(menu: .edit)
        XCTAssertNil(builder.menu(for: .edit))
        builder.replaceChildren(ofMenu: .file) { old in
            [UIKeyCommand(input: "N", modifierFlags: .command, action: Selector("newGame"))] + old
        }
        XCTAssertEqual((builder.menu(for: .file)?.children.first as? UIKeyCommand)?.input, "N")
        XCTAssertEqual(UIKeyModifierFlags.command.rawValue, 1 << 20)
        XCTAssertTrue(UIAction(title: "Open") { _ in } is UIMenuElement)
    }

    /// A preview has no photo library: fetches find nothing; an image request is answered with no
    /// image. Apple: `PHImageManagerMaximumSize` is (-1, -1).
    func testThePhotoLibraryIsEmpty() {
        XCTAssertEqual(PHAsset.fetchAssets(with: .image, options: PHFetchOptions()).count, 0)
        XCTAssertNil(PHAsset.fetchAssets(withLocalIdentifiers: ["x"], options: nil).firstObject)
        var answered = false
        PHImageManager.default().requestImage(for: PHAsset(), targetSize: PHImageManagerMaximumSize, contentMode: .aspectFill,
                                              options: nil) { image, _ in answered = image == nil }
        XCTAssertTrue(answered)
        XCTAssertEqual(PHImageManagerMaximumSize, CGSize(width: -1, height: -1))
    }
}
