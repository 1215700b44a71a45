@testable import Accord
import AccordLayout
import Foundation
import XCTest

private struct AccentKey: EnvironmentKey { static let defaultValue = "none" }
extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private final class ReadBox: @unchecked Sendable { var value: Any? }

private enum Theme: String { case light, sepia }
private enum Level: Int { case low = 1, high = 2 }

/// Environment values, property wrappers and their defaults, against Apple's documented values.
final class EnvironmentTests: XCTestCase {
    override func setUp() { CurrentPreviewDevice.device = .iPhone15 }
    override func tearDown() { CurrentPreviewDevice.device = .iPhone15 }

    /// Builds `view` and answers what `read` saw in its body.
    func read<T, V: View>(_ view: (@escaping (T) -> Void) -> V) -> T? {
        let box = ReadBox()
        _ = HostedLayout(view { box.value = $0 }, proposal: ProposedViewSize(width: 393, height: 852), textMeasurer: FixedMetricTextMeasurer())
        return box.value as? T
    }

    /// HIG "Layout › Device size classes": iPhone portrait is compact width, regular height; iPad
    /// is regular in both.
    func testSizeClassesComeFromTheDevice() {
        struct V: View {
            @Environment(\.horizontalSizeClass) var h
            @Environment(\.verticalSizeClass) var v
            let report: (String) -> Void
            var body: some View { report("\(h.map { "\($0)" } ?? "nil") \(v.map { "\($0)" } ?? "nil")"); return Color.clear }
        }
        let phone: String? = read { V(report: $0) }
        XCTAssertEqual(phone, "compact regular")
        CurrentPreviewDevice.device = PreviewDevice.named("iPad")!
        let pad: String? = read { V(report: $0) }
        XCTAssertEqual(pad, "regular regular")
    }

    /// One pixel is ⅓ point on a 3× iPhone and ½ point on a 2× iPad.
    func testPixelLengthIsOnePixel() {
        XCTAssertEqual(EnvironmentValues().pixelLength, 1.0 / 3, accuracy: 1e-9)
        CurrentPreviewDevice.device = PreviewDevice.named("iPad")!
        XCTAssertEqual(EnvironmentValues().pixelLength, 0.5)
        XCTAssertEqual(EnvironmentValues().displayScale, 2)
    }

    func testSystemDefaults() {
        let env = EnvironmentValues()
        XCTAssertEqual(env.locale.identifier, "en_US")
        XCTAssertEqual(env.calendar.identifier, .gregorian)
        XCTAssertEqual(env.scenePhase, .active)
        XCTAssertEqual(env.sizeCategory, .large)
        XCTAssertEqual(env.defaultMinListRowHeight, 44)  // HIG: 44 pt minimum hit target
        XCTAssertFalse(env.isPresented)
        XCTAssertFalse(env.isSearching)
        XCTAssertNil(env.editMode)
        XCTAssertEqual(env.redactionReasons, [])
        XCTAssertTrue(env.isEnabled)
        XCTAssertEqual(env.layoutDirection, .leftToRight)
    }

    /// `sizeCategory` and `dynamicTypeSize` are the same setting: text set to accessibility XXXL
    /// (AX5) through the old name gets body's AX5 size, 53 pt (HIG Dynamic Type table).
    func testSizeCategoryIsDynamicTypeSize() {
        var env = EnvironmentValues()
        env.sizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(env.dynamicTypeSize, .accessibility5)
        env.dynamicTypeSize = .xLarge
        XCTAssertEqual(env.sizeCategory, .extraLarge)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        struct V: View {
            @ScaledMetric var side: CGFloat = 17
            var body: some View { Color.red.frame(width: side, height: 1).accessibilityIdentifier("c") }
        }
        let h = HostedLayout(V().environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge),
                             proposal: ProposedViewSize(width: 393, height: 852), textMeasurer: FixedMetricTextMeasurer())
        XCTAssertEqual(h.frame(of: "c")?.width ?? 0, 53, accuracy: 1.0 / 3)
    }

    /// `@ScaledMetric` scales as its text style does (HIG table): relative to body, ×23/17 at
    /// xxxLarge; relative to caption (12 pt at Large, 18 at xxxLarge), ×1.5; unchanged at Large.
    func testScaledMetricFollowsDynamicType() {
        let body = ScaledMetric(wrappedValue: 24.0)
        XCTAssertEqual(body.scaled(for: .large), 24)
        XCTAssertEqual(body.scaled(for: .xxxLarge), 24 * 23 / 17, accuracy: 1e-9)
        XCTAssertEqual(ScaledMetric(wrappedValue: 10.0, relativeTo: .caption).scaled(for: .xxxLarge), 15, accuracy: 1e-9)
        XCTAssertEqual(ScaledMetric(wrappedValue: 10.0, relativeTo: .largeTitle).scaled(for: .xSmall), 10 * 31 / 34, accuracy: 1e-9)
        struct V: View {
            @ScaledMetric(relativeTo: .caption) var side: CGFloat = 10
            var body: some View { Color.red.frame(width: side, height: 1).accessibilityIdentifier("c") }
        }
        let h = HostedLayout(V().dynamicTypeSize(.xxxLarge), proposal: ProposedViewSize(width: 393, height: 852),
                             textMeasurer: FixedMetricTextMeasurer())
        XCTAssertEqual(h.frame(of: "c")?.width, 15)
    }

    func testCustomEnvironmentKeysStillWork() {
        struct V: View {
            @Environment(\.accentName) var name
            let report: (String) -> Void
            var body: some View { report(name); return Color.clear }
        }
        let set: String? = read { V(report: $0).environment(\.accentName, "teal") }
        XCTAssertEqual(set, "teal")
        let unset: String? = read { V(report: $0) }
        XCTAssertEqual(unset, "none")
    }

    func testActions() {
        struct V: View {
            @Environment(\.dismiss) var dismiss
            @Environment(\.presentationMode) var presentationMode
            @Environment(\.openURL) var openURL
            let report: (Bool) -> Void
            var body: some View {
                dismiss()
                presentationMode.wrappedValue.dismiss()
                openURL(URL(string: "https://example.com/a")!)
                report(presentationMode.wrappedValue.isPresented)
                return Color.clear
            }
        }
        final class Opened: @unchecked Sendable { var urls: [URL] = [] }
        let opened = Opened()
        let presented: Bool? = read { report in
            V(report: report).environment(\.openURL, OpenURLAction { url in opened.urls.append(url); return .handled })
        }
        XCTAssertEqual(presented, false)
        XCTAssertEqual(opened.urls, [URL(string: "https://example.com/a")!])
        var accepted: Bool?
        OpenURLAction { _ in .discarded }(URL(string: "x:y")!) { accepted = $0 }
        XCTAssertEqual(accepted, false)
    }

    func testFocusStateKeepsItsValue() {
        enum Field: Hashable { case name, email }
        let flag = FocusState<Bool>()
        XCTAssertFalse(flag.wrappedValue)
        flag.projectedValue.wrappedValue = true
        XCTAssertTrue(flag.wrappedValue)
        let field = FocusState<Field?>()
        XCTAssertNil(field.wrappedValue)
        field.wrappedValue = .email
        XCTAssertEqual(field.projectedValue.wrappedValue, .email)
    }

    func testAppStorageReadsAndWritesUserDefaults() {
        let suite = "accord.tests.\(UUID().uuidString)"
        let store = UserDefaults(suiteName: suite)!
        defer { store.removePersistentDomain(forName: suite) }
        let onboarded = AppStorage(wrappedValue: false, "onboarded", store: store)
        XCTAssertFalse(onboarded.wrappedValue)
        onboarded.wrappedValue = true
        XCTAssertTrue(AppStorage(wrappedValue: false, "onboarded", store: store).wrappedValue)
        XCTAssertEqual(store.bool(forKey: "onboarded"), true)
        store.set(42, forKey: "count")
        XCTAssertEqual(AppStorage(wrappedValue: 0, "count", store: store).wrappedValue, 42)
        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
        theme.projectedValue.wrappedValue = .sepia
        XCTAssertEqual(store.string(forKey: "theme"), "sepia")
        XCTAssertEqual(AppStorage(wrappedValue: Level.low, "level", store: store).wrappedValue, .low)
        let name = AppStorage<String?>("name", store: store)
        XCTAssertNil(name.wrappedValue)
        name.wrappedValue = "Ana"
        XCTAssertEqual(store.string(forKey: "name"), "Ana")
        name.wrappedValue = nil
        XCTAssertNil(store.object(forKey: "name"))
        let url = AppStorage(wrappedValue: URL(string: "https://a.example")!, "home", store: store)
        XCTAssertEqual(url.wrappedValue.host, "a.example")
    }

    func testSceneStorageKeepsValuesPerKey() {
        let tab = SceneStorage(wrappedValue: 0, "accord.tests.tab")
        XCTAssertEqual(tab.wrappedValue, 0)
        tab.wrappedValue = 2
        XCTAssertEqual(SceneStorage(wrappedValue: 0, "accord.tests.tab").wrappedValue, 2)
        XCTAssertNil(SceneStorage<String?>("accord.tests.draft").wrappedValue)
    }
}
