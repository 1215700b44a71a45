import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordText

/// API the corpus4 sample of real apps stopped at (issue 11; /work/scratch/blockers.md of the
/// corpus helper): `defaultScrollAnchor` (it places a scroll view's content), the iOS 13 Slider
/// with value-label views, `ProcessInfo`'s Catalyst flags, `OSAllocatedUnfairLock`, Core Text font
/// registration, and UIKit's page controller, search bar and accessibility settings.
final class Corpus4APIGapsTests: XCTestCase {
    private func host<V: View>(_ v: V, _ w: CGFloat = 200, _ h: CGFloat = 200) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(width: w, height: h), canvas: CGSize(width: w, height: h),
                     textMeasurer: FixedMetricTextMeasurer())
    }

    private func rows(_ n: Int) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<n, id: \.self) { i in Color.blue.frame(height: 50).accessibilityIdentifier("row\(i)") }
            }
        }
        .frame(height: 200)
    }

    // MARK: defaultScrollAnchor

    /// ScrollAnchorRole's documentation: the anchor decides where the scroll view is initially
    /// scrolled and how content smaller than the container is aligned. Content of 10 rows × 50 =
    /// 500 pt in a 200-pt scroll view anchored `.bottom` starts scrolled to its end: the last row's
    /// bottom is the scroll view's bottom (y 200), the first row 300 pt above the top.
    func testABottomAnchorStartsLongContentAtItsEnd() throws {
        let h = host(rows(10).defaultScrollAnchor(.bottom))
        XCTAssertEqual(try XCTUnwrap(h.frame(of: "row9")).maxY, 200, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(h.frame(of: "row0")).minY, -300, accuracy: 0.01)
        // Without an anchor: the top.
        XCTAssertEqual(try XCTUnwrap(host(rows(10)).frame(of: "row0")).minY, 0, accuracy: 0.01)
    }

    /// Content shorter than the scroll view (2 rows = 100 pt in 200) sits at the anchor: `.bottom`
    /// puts it 100 pt down, `.center` 50; anchoring only the initial offset (iOS 18's role)
    /// leaves short content at the top, anchoring only the alignment leaves long content there.
    func testShortContentSitsAtTheAlignmentAnchor() throws {
        XCTAssertEqual(try XCTUnwrap(host(rows(2).defaultScrollAnchor(.bottom)).frame(of: "row0")).minY, 100, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(host(rows(2).defaultScrollAnchor(.center)).frame(of: "row0")).minY, 50, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(host(rows(2).defaultScrollAnchor(.bottom, for: .initialOffset)).frame(of: "row0")).minY, 0, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(host(rows(10).defaultScrollAnchor(.bottom, for: .alignment)).frame(of: "row0")).minY, 0, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(host(rows(10).defaultScrollAnchor(.bottom, for: .initialOffset)).frame(of: "row9")).maxY, 200, accuracy: 0.01)
    }

    /// A horizontal scroll view anchored `.trailing` starts at its content's trailing end; the
    /// vertical component of the anchor does nothing there (only scrolled axes move).
    func testAnAnchorMovesOnlyTheScrolledAxes() throws {
        let strip = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<8, id: \.self) { i in Color.red.frame(width: 50, height: 20).accessibilityIdentifier("c\(i)") }
            }
        }
        .frame(width: 200)
        let h = host(strip.defaultScrollAnchor(.bottomTrailing))
        let last = try XCTUnwrap(h.frame(of: "c7"))
        XCTAssertEqual(last.maxX, 200, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(h.frame(of: "c0")).minX, -200, accuracy: 0.01)
    }

    /// `animation(_:body:)` (iOS 17) applies the closure's modifiers to the content; a still frame
    /// shows their end state: the 10-pt-wide frame and the padding inside the closure apply.
    func testScopedAnimationAppliesItsBodysModifiers() throws {
        let h = host(Color.red.accessibilityIdentifier("c")
            .animation(.default) { content in content.frame(width: 10, height: 20).padding(5) }
            .accessibilityIdentifier("outer"))
        XCTAssertEqual(try XCTUnwrap(h.frame(of: "c")).width, 10, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(h.frame(of: "outer")).width, 20, accuracy: 0.01)
    }

    // MARK: Foundation, os, Core Text

    /// A preview is an iOS app on iOS: neither Catalyst nor an iPhone app on a Mac.
    func testProcessInfoSaysNotCatalystNorOnMac() {
        XCTAssertFalse(ProcessInfo.processInfo.isMacCatalystApp)
        XCTAssertFalse(ProcessInfo.processInfo.isiOSAppOnMac)
    }

    /// `OSAllocatedUnfairLock` serialises access: 8 threads × 1,000 increments give 8,000.
    func testOSAllocatedUnfairLockSerialisesItsState() {
        let counter = OSAllocatedUnfairLock(initialState: 0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.withLock { $0 }, 8000)
        let plain = OSAllocatedUnfairLock()
        XCTAssertEqual(plain.withLock { 3 }, 3)
        XCTAssertTrue(plain.lockIfAvailable())
        plain.unlock()
    }

    /// Core Text registration registers the file with Accord's text system, so the font is found
    /// by its PostScript name afterwards (as `Font.custom` looks it up); a missing file gives no
    /// provider, and a file that is not a font fails with an error in Core Text's domain.
    func testCoreTextRegistrationMakesTheFontAvailable() throws {
        let path = "/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf"
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("fonts-liberation is not installed") }
        let url = URL(fileURLWithPath: path)
        let provider = try XCTUnwrap(CGDataProvider(url: url as CFURL))
        let font = try XCTUnwrap(CGFont(provider))
        XCTAssertTrue(CTFontManagerRegisterGraphicsFont(font, nil))
        XCTAssertTrue(PangoTextSystem.shared.hasFont(named: "LiberationMono-Bold"))
        XCTAssertNil(CGDataProvider(url: URL(fileURLWithPath: "/nonexistent/Brand.otf")))
        let notFont = FileManager.default.temporaryDirectory.appendingPathComponent("accord-ct-not-a-font.ttf")
        try Data("not a font".utf8).write(to: notFont)
        var error: Unmanaged<CFError>?
        XCTAssertFalse(CTFontManagerRegisterFontsForURL(notFont as CFURL, .process, &error))
        XCTAssertEqual(error?.takeRetainedValue().domain, "com.apple.CoreText.CTFontManagerErrorDomain")
    }

    /// `ObservableObject.ObjectWillChangePublisher` (Combine's associated type): the default
    /// `ObservableObjectPublisher`, or the type of the class's own `objectWillChange`; usable as a
    /// generic constraint (corpus4: `base.objectWillChange as? ObjectWillChangePublisher`).
    func testObservableObjectsNameTheirPublisherType() {
        final class Plain: ObservableObject { @Published var n = 0 }
        final class Own: ObservableObject { let objectWillChange = PassthroughSubject<Void, Never>() }
        func publisherType<T: ObservableObject>(_: T) -> Any.Type { T.ObjectWillChangePublisher.self }
        XCTAssert(publisherType(Plain()) == ObservableObjectPublisher.self)
        XCTAssert(publisherType(Own()) == PassthroughSubject<Void, Never>.self)
        let own = Own()
        var heard = 0
        let c = own.objectWillChange.sink { heard += 1 }
        own.objectWillChange.send()
        XCTAssertEqual(heard, 1)
        c.cancel()
    }

    /// The keychain helper idiom: an added item is found (its data), a second add of the same
    /// item is `errSecDuplicateItem` (−25299), an update changes it, a delete removes it, and a
    /// missing item is `errSecItemNotFound` (−25300) — Security's documented status codes.
    func testTheKeychainKeepsItemsForTheProcess() {
        let base: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "accord.test",
                                   kSecAttrAccount as String: "token"]
        _ = SecItemDelete(base as CFDictionary)
        var add = base
        add[kSecValueData as String] = Data("abc".utf8)
        XCTAssertEqual(SecItemAdd(add as CFDictionary, nil), errSecSuccess)
        XCTAssertEqual(SecItemAdd(add as CFDictionary, nil), -25299)
        var query = base
        query[kSecReturnData as String] = kCFBooleanTrue
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        XCTAssertEqual(SecItemCopyMatching(query as CFDictionary, &item), errSecSuccess)
        XCTAssertEqual(item as? Data, Data("abc".utf8))
        XCTAssertEqual(SecItemUpdate(base as CFDictionary, [kSecValueData as String: Data("xyz".utf8)] as CFDictionary), errSecSuccess)
        XCTAssertEqual(SecItemCopyMatching(query as CFDictionary, &item), errSecSuccess)
        XCTAssertEqual(item as? Data, Data("xyz".utf8))
        XCTAssertEqual(SecItemDelete(base as CFDictionary), errSecSuccess)
        XCTAssertEqual(SecItemCopyMatching(query as CFDictionary, &item), -25300)
        var bytes = [UInt8](repeating: 0, count: 32)
        XCTAssertEqual(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes), errSecSuccess)
    }

    /// SHA-256 digests equal FIPS 180-2's published test vectors: "abc" →
    /// ba7816bf…f20015ad; the two-block message "abcdbcde…nopq" → 248d6a61…19db06c1; and an
    /// incremental hash equals the one-shot one.
    func testSHA256MatchesThePublishedTestVectors() {
        func hex(_ d: SHA256Digest) -> String { d.map { String(format: "%02x", $0) }.joined() }
        XCTAssertEqual(hex(SHA256.hash(data: Data("abc".utf8))), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let two = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        XCTAssertEqual(hex(SHA256.hash(data: Data(two.utf8))), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        var h = SHA256()
        h.update(data: Data(two.prefix(10).utf8))
        h.update(data: Data(two.dropFirst(10).utf8))
        XCTAssertEqual(h.finalize(), SHA256.hash(data: Data(two.utf8)))
        XCTAssertEqual(hex(SHA256.hash(data: Data())), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    // MARK: Controls and UIKit

    /// The iOS 13 Slider with value-label views and no range (0…1 by default) lays out as the
    /// closure form: labels either side of the track.
    func testTheIOS13SliderWithValueLabelsLaysOutLikeTheClosureForm() throws {
        let old = host(Slider(value: .constant(0.5), minimumValueLabel: Text("0").accessibilityIdentifier("min"),
                              maximumValueLabel: Text("1").accessibilityIdentifier("max")) { Text("Width") }, 300, 60)
        let new = host(Slider(value: .constant(0.5), label: { Text("Width") },
                              minimumValueLabel: { Text("0").accessibilityIdentifier("min") },
                              maximumValueLabel: { Text("1").accessibilityIdentifier("max") }), 300, 60)
        XCTAssertEqual(old.frame(of: "min"), new.frame(of: "min"))
        XCTAssertEqual(old.frame(of: "max"), new.frame(of: "max"))
        XCTAssertLessThan(try XCTUnwrap(old.frame(of: "min")).maxX, try XCTUnwrap(old.frame(of: "max")).minX)
    }

    /// UIKit objects keep what is set on them; accessibility settings are a device's defaults;
    /// scene sessions are hashable by identity.
    func testPageControllerSearchBarAndAccessibilityKeepTheirSettings() {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let first = UIViewController()
        var done = false
        pages.setViewControllers([first], direction: .forward, animated: false) { done = $0 }
        XCTAssert(done && pages.viewControllers?.first === first)
        XCTAssertEqual(pages.transitionStyle, .scroll)
        let bar = UISearchBar()
        bar.placeholder = "Search"
        bar.setShowsCancelButton(true, animated: true)
        XCTAssertEqual(bar.placeholder, "Search")
        XCTAssertTrue(bar.showsCancelButton)
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        let a = UISceneSession(), b = UISceneSession()
        XCTAssertEqual(Set([a, a, b]).count, 2)
    }
}
