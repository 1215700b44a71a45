@_spi(AccordPreview) @testable import Accord
import AccordLayout
import Foundation
import XCTest

/// A `UIColor` palette written as UIKit apps write it: initializers called through `Self`
/// (criticalmaps' `Styleguide/Colors.swift` shape, blockers11 A13).
extension UIColor {
    static var testSurface: Self { Self { $0.userInterfaceStyle == .dark ? Self(white: 0, alpha: 1) : Self(white: 1, alpha: 1) } }
    static var testBrand: Self { Self(red: 1, green: 0, blue: 0, alpha: 1) }
}

/// UIKit's symbol configurations, colours through `Self`, text input and paragraph names,
/// checked against Apple's UIKit documentation.
final class UIKitSymbolConfigurationAndTextInputTests: XCTestCase {
    func host<V: View>(_ v: V) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(CGSize(width: 393, height: 852)), canvas: CGSize(width: 393, height: 852),
                     textMeasurer: FixedMetricTextMeasurer())
    }
    func imageSize<V: View>(_ v: V) -> CGSize? {
        host(v).pass.allNodes().first { $0.role.contains(.image) }?.frame.size
    }

    // MARK: Colours through Self

    /// `init(dynamicProvider:)` is asked for each appearance; the colour follows the scheme it is
    /// drawn in (Apple, UIColor.init(dynamicProvider:)).
    func testADynamicColourMadeThroughSelfResolvesPerColourScheme() {
        let light = Color(uiColor: .testSurface).resolve(.light), dark = Color(uiColor: .testSurface).resolve(.dark)
        XCTAssertEqual([light.r, light.g, light.b], [1, 1, 1])
        XCTAssertEqual([dark.r, dark.g, dark.b], [0, 0, 0])
        XCTAssertEqual(Color(uiColor: .testBrand).resolve(.dark).r, 1)
    }

    // MARK: Symbol configurations

    /// Apple, `UIImage.SymbolConfiguration.init(pointSize:)`: "the point size of the font to use
    /// for the symbol" — the symbol of a 34-point font, as `Image(systemName:)` under `.font(.system(size: 34))`.
    func testAPointSizeConfigurationDrawsTheSymbolOfThatFont() {
        let config = UIImage.SymbolConfiguration(pointSize: 34)
        let configured = imageSize(Image(uiImage: UIImage(systemName: "star.fill", withConfiguration: config)!))
        let swiftUI = imageSize(Image(systemName: "star.fill").font(.system(size: 34)))
        XCTAssertNotNil(configured)
        XCTAssertEqual(configured, swiftUI)
        XCTAssertNotEqual(configured, imageSize(Image(systemName: "star.fill")))
    }

    /// A text style sizes the symbol as that style's font; a scale as `imageScale`.
    func testATextStyleAndScaleConfigurationMatchSwiftUIsFontAndImageScale() {
        let style = UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle))!
        XCTAssertEqual(imageSize(Image(uiImage: style)), imageSize(Image(systemName: "bell").font(.largeTitle)))
        let large = UIImage(systemName: "bell")!.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large))!
        XCTAssertEqual(imageSize(Image(uiImage: large)), imageSize(Image(systemName: "bell").imageScale(.large)))
    }

    /// `applying(_:)` keeps what the other configuration leaves unspecified.
    func testApplyingAConfigurationKeepsWhatTheOtherLeavesUnset() {
        let merged = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(weight: .bold))
        XCTAssertTrue(merged.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)))
        XCTAssertNil(UIImage(named: "photo", in: nil, compatibleWith: nil)?.symbolConfiguration)
    }

    /// UIKit's raw values: `UIImageSymbolWeightUnspecified = 0` … `Black = 9`;
    /// `UIImageSymbolScaleDefault = -1`, `Unspecified = 0`, `Small = 1`, `Medium = 2`, `Large = 3`.
    func testSymbolWeightsAndScalesHaveUIKitsRawValues() {
        XCTAssertEqual(UIImage.SymbolWeight.black.rawValue, 9)
        XCTAssertEqual(UIImage.SymbolWeight.regular.rawValue, 4)
        XCTAssertEqual(UIImage.SymbolScale.default.rawValue, -1)
        XCTAssertEqual(UIImage.SymbolScale.large.rawValue, 3)
        XCTAssertEqual(UIImage.SymbolWeight.semibold.fontWeight(), UIFont.Weight.semibold)
    }

    // MARK: Text input and paragraphs

    /// UIKit's raw values: `UIReturnKeyDefault = 0`, `Search = 6`, `Done = 9`, `Continue = 11`.
    func testReturnKeyTypesHaveUIKitsRawValues() {
        XCTAssertEqual(UIReturnKeyType.search.rawValue, 6)
        XCTAssertEqual(UIReturnKeyType.done.rawValue, 9)
        XCTAssertEqual(UIReturnKeyType.continue.rawValue, 11)
        let field = UITextField()
        XCTAssertEqual(field.returnKeyType, .default)
        field.returnKeyType = .go
        XCTAssertEqual(field.returnKeyType, .go)
    }

    /// `UITextInput`'s positions count characters from the start of the text.
    func testTextPositionsCountCharactersOfTheText() {
        let field = UITextField()
        field.text = "héllo"
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 5)
        let start = field.position(from: field.beginningOfDocument, offset: 1)!
        let range = field.textRange(from: start, to: field.endOfDocument)!
        XCTAssertEqual(field.text(in: range), "éllo")
        XCTAssertNil(field.position(from: field.endOfDocument, offset: 1))
        XCTAssertFalse(range.isEmpty)
    }

    /// Apple's raw values: `NSUnderlineStyleSingle = 0x01`, `Thick = 0x02`, `Double = 0x09`,
    /// `PatternDot = 0x0100`, `ByWord = 0x8000`; iOS's `NSTextAlignmentCenter = 1`, `Natural = 4`.
    func testUnderlineStylesAndAlignmentsHaveUIKitsRawValues() {
        XCTAssertEqual(NSUnderlineStyle.double.rawValue, 9)
        XCTAssertEqual(NSUnderlineStyle([.single, .byWord]).rawValue, 0x8001)
        XCTAssertEqual(NSTextAlignment.center.rawValue, 1)
        XCTAssertEqual(NSTextAlignment.natural.rawValue, 4)
        let p = NSMutableParagraphStyle()
        p.alignment = .center
        p.lineSpacing = 4
        let copy = p.mutableCopy() as! NSMutableParagraphStyle
        XCTAssertEqual(copy, p)
        XCTAssertEqual(NSParagraphStyle.default.alignment, .natural)
    }

    /// Apple, UICollectionViewFlowLayout: `itemSize` "The default size value is (50.0, 50.0)",
    /// `minimumLineSpacing` and `minimumInteritemSpacing` "The default value … is 10.0".
    func testAFlowLayoutStartsWithUIKitsDefaults() {
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        XCTAssertTrue(layout.collectionView === view)
        XCTAssertEqual(view.numberOfItems(inSection: 0), 0)
    }

    // MARK: Notifications

    /// Foundation, `notifications(named:object:)`: the notifications posted after the sequence
    /// is made, in order.
    func testNotificationsArriveInTheAsyncSequenceInOrder() async {
        let center = NotificationCenter()
        let name = Notification.Name("AccordTestPing")
        let sequence = center.notifications(named: name)
        center.post(name: name, object: nil, userInfo: ["n": 1])
        center.post(name: Notification.Name("Other"), object: nil)
        center.post(name: name, object: nil, userInfo: ["n": 2])
        var iterator = sequence.makeAsyncIterator()
        let first = await iterator.next(), second = await iterator.next()
        XCTAssertEqual(first?.userInfo?["n"] as? Int, 1)
        XCTAssertEqual(second?.userInfo?["n"] as? Int, 2)
    }

    /// A notification attachment needs a file there (`UNErrorCodeAttachmentInvalidURL`).
    func testANotificationAttachmentNeedsAFile() throws {
        XCTAssertThrowsError(try UNNotificationAttachment(identifier: "x", url: URL(fileURLWithPath: "/nonexistent/a.png")))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("accord-attachment-\(UUID()).png")
        try Data([0x89, 0x50]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(try UNNotificationAttachment(identifier: "x", url: url).type, "public.png")
    }
}
