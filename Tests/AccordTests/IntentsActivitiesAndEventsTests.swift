import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordCairo

/// Fourth round of real-file API (issue 11): `accentColor(_:)`, visionOS/macOS scene actions,
/// UIKit gesture recognizers, and the AppIntents, ActivityKit and EventKit stand-ins. Each answers
/// as a device with nothing to run them would (the rule in each test); Live Activity previews are
/// drawn at the HIG's sizes.
final class IntentsActivitiesAndEventsTests: XCTestCase {
    // (The preview device is process-wide: each test starts and ends on the default iPhone 15,
    // whatever order the suite runs in.)
    override func setUp() { CurrentPreviewDevice.device = .iPhone15 }
    override func tearDown() { CurrentPreviewDevice.device = .iPhone15 }
    private func host<V: View>(_ v: V, _ w: CGFloat = 393, _ h: CGFloat = 852) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(width: w, height: h), canvas: CGSize(width: w, height: h),
                     textMeasurer: FixedMetricTextMeasurer())
    }

    private func pixel<V: View>(_ v: V, x: Int, y: Int, canvas: CGFloat = 40) throws -> RGBA {
        let bitmap = try CairoRenderer.bitmap(host(v, canvas, canvas).displayList(), scale: 1, background: RGBA(1, 1, 1))
        return try XCTUnwrap(bitmap.pixel(x: x, y: y))
    }

    // MARK: accentColor

    /// `accentColor(_:)` is what `.tint` styles draw with when no tint is set (SwiftUI: the
    /// accent colour is the default tint); a `tint(_:)` overrides it wherever it is set (SwiftUI's
    /// `tint(_:)`: "override the default accent color"), inside or outside.
    func testAccentColorTintsWhatTheAccentColourDrawsUnlessATintIsSet() throws {
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
        let accent = try pixel(Rectangle().fill(.tint).accentColor(red), x: 20, y: 20)
        XCTAssert(accent.r > 0.95 && accent.g < 0.05, "accent \(accent)")
        let inner = try pixel(Rectangle().fill(.tint).tint(green).accentColor(red), x: 20, y: 20)
        XCTAssert(inner.g > 0.95 && inner.r < 0.05, "tint inside \(inner)")
        let outer = try pixel(Rectangle().fill(.tint).accentColor(red).tint(green), x: 20, y: 20)
        XCTAssert(outer.g > 0.95 && outer.r < 0.05, "tint outside \(outer)")
        // Without either: the system blue (#007AFF).
        let plain = try pixel(Rectangle().fill(.tint), x: 20, y: 20)
        XCTAssertEqual(plain.b, 1, accuracy: 0.01)
        XCTAssertEqual(plain.g, 0x7A / 255.0, accuracy: 0.01)
    }

    /// A switch's on colour is green (#34C759), not the accent colour: `accentColor(_:)` leaves
    /// it, `tint(_:)` changes it (SwiftUI's Toggle takes its tint, never the accent colour). The
    /// pixel is on the track, left of the thumb (an on switch's thumb is at its trailing end).
    func testASwitchStaysGreenUnderAnAccentColour() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let on = Toggle("", isOn: .constant(true)).labelsHidden()
        let accented = try pixel(on.accentColor(red), x: 22, y: 40, canvas: 80)
        XCTAssertEqual(accented.r, 0x34 / 255.0, accuracy: 0.02, "\(accented)")
        XCTAssertEqual(accented.g, 0xC7 / 255.0, accuracy: 0.02, "\(accented)")
        let tinted = try pixel(on.tint(red), x: 22, y: 40, canvas: 80)
        XCTAssert(tinted.r > 0.95 && tinted.g < 0.05, "\(tinted)")
    }

    // MARK: Scene actions

    /// A preview has no immersive spaces: opening one answers `.error`, as visionOS does for a
    /// space that cannot open; the other scene actions are callable and do nothing.
    func testImmersiveSpacesNeverOpenInAPreview() async {
        let env = EnvironmentValues()
        let result = await env.openImmersiveSpace(id: "gallery")
        XCTAssertEqual(result, .error)
        await env.dismissImmersiveSpace()
        env.openSettings()
        env.pushWindow(id: "detail")
    }

    // MARK: UIKit gesture recognizers

    /// Recognizers are kept on their view in order, know their view, keep their settings and
    /// delegate, and never recognise (state `.possible`); `.recognized` is `.ended` (UIKit's raw
    /// values: possible 0 … ended 3); an unimplemented delegate method answers UIKit's default.
    func testGestureRecognizersAreKeptButNeverRecognise() {
        final class Delegate: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertNil(view.gestureRecognizers)
        let tap = UITapGestureRecognizer(target: nil, action: Selector("tapped"))
        tap.numberOfTapsRequired = 2
        let delegate = Delegate()
        tap.delegate = delegate
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        XCTAssertEqual(view.gestureRecognizers?.count, 2)
        XCTAssert(tap.view === view)
        XCTAssertEqual(tap.numberOfTapsRequired, 2)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertEqual(UIGestureRecognizer.State.recognized.rawValue, 3)
        XCTAssertTrue(delegate.gestureRecognizer(tap, shouldRecognizeSimultaneouslyWith: pan))
        XCTAssertTrue(delegate.gestureRecognizerShouldBegin(tap))
        XCTAssertEqual(UILongPressGestureRecognizer(target: nil, action: nil).minimumPressDuration, 0.5)
        view.removeGestureRecognizer(tap)
        XCTAssertNil(tap.view)
        XCTAssert(view.gestureRecognizers?.first === pan)
    }

    // MARK: AppIntents

    struct PickEmoji: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Pick"
        @Parameter(title: "Emoji", default: "😃") var emoji: String
        @Parameter(title: "Count") var count: Int
        @Parameter(title: "Flavour") var flavour: Flavour
        @Parameter(title: "Note") var note: String?
    }
    enum Flavour: String, AppEnum {
        case vanilla, mint
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavour"
        static let caseDisplayRepresentations: [Flavour: DisplayRepresentation] = [.vanilla: "Vanilla", .mint: "Mint"]
    }

    /// A parameter answers its `default:`, else nil, the zero of its type or an enum's first case;
    /// it can be set on a `let` intent (AppIntents' parameters are reference-typed, which Xcode's
    /// widget template relies on: `let intent = X(); intent.favoriteEmoji = "😀"`).
    func testIntentParametersAnswerTheirDefaultsAndKeepWhatIsSet() {
        let intent = PickEmoji()
        XCTAssertEqual(intent.emoji, "😃")
        XCTAssertEqual(intent.count, 0)
        XCTAssertEqual(intent.flavour, .vanilla)
        XCTAssertNil(intent.note)
        intent.emoji = "🤩"
        intent.flavour = .mint
        XCTAssertEqual(intent.emoji, "🤩")
        XCTAssertEqual(intent.flavour, .mint)
        XCTAssertEqual(intent.$emoji.title?.stringValue, "Emoji")
    }

    /// `.result(value:)` carries its value; `.result()` none.
    func testIntentResultsCarryTheirValue() async throws {
        struct Count: AppIntent {
            static let title: LocalizedStringResource = "Count"
            func perform() async throws -> IntentResultContainer<Int> { .result(value: 3) }
        }
        let result = try await Count().perform()
        XCTAssertEqual(result.value, 3)
    }

    struct Entry: TimelineEntry {
        let date: Date
        let emoji: String
    }
    struct Provider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now, emoji: "⏳") }
        func snapshot(for configuration: PickEmoji, in context: Context) async -> Entry { Entry(date: .now, emoji: configuration.emoji) }
        func timeline(for configuration: PickEmoji, in context: Context) async -> Timeline<Entry> {
            Timeline(entries: [Entry(date: .now, emoji: configuration.emoji)], policy: .atEnd)
        }
    }

    /// An `AppIntentConfiguration` draws its content for an entry of its provider's type; without
    /// the preview's entries it has the provider's placeholder (the asynchronous timeline is not
    /// awaited while a preview is built).
    func testAnIntentConfigurationDrawsItsProvidersEntries() throws {
        let configuration = AppIntentConfiguration(kind: "k", intent: PickEmoji.self, provider: Provider()) { entry in
            Text(entry.emoji)
        }
        let placeholder = try XCTUnwrap(configuration._accordEntry(family: .systemSmall) as? Entry)
        XCTAssertEqual(placeholder.emoji, "⏳")
        XCTAssertNotNil(configuration._accordView(for: Entry(date: .now, emoji: "a")))
        XCTAssertNil(configuration._accordView(for: "not an entry"))
    }

    // MARK: ActivityKit

    struct Delivery: ActivityAttributes {
        struct ContentState: Codable, Hashable { var minutes: Int }
        var restaurant: String
    }

    private func context(_ minutes: Int) -> ActivityViewContext<Delivery> {
        ActivityViewContext(attributes: Delivery(restaurant: "Pasta"), state: .init(minutes: minutes), activityID: "a", isStale: false)
    }

    private let configuration = ActivityConfiguration(for: Delivery.self) { context in
        Color.green.frame(height: 60).accessibilityIdentifier("banner-content")
    } dynamicIsland: { context in
        DynamicIsland {
            DynamicIslandExpandedRegion(.leading) { Color.red.frame(width: 20, height: 20).accessibilityIdentifier("leading") }
            DynamicIslandExpandedRegion(.bottom) { Color.blue.frame(height: 10).accessibilityIdentifier("bottom") }
        } compactLeading: {
            Color.red.frame(width: 20, height: 20)
        } compactTrailing: {
            Text("\(context.state.minutes)m")
        } minimal: {
            Color.red.frame(width: 20, height: 20)
        }
    }

    /// HIG › Live Activities › Specifications, "iOS Live Activity dimensions" table, row 393x852:
    /// Lock Screen "371x84–160" (points; height given as a range) — the banner is 371 pt wide and
    /// at most 160 pt tall. (Source read on 1 Dec 2026 in a copy of the HIG page,
    /// tmaasen/apple-dev-mcp content/live-activities.md @ c32650a6, change log up to 10 Jun 2024.)
    /// The HIG's lower bound, 84, is not asserted: whether iOS pads a shorter banner is unconfirmed.
    func testTheLockScreenBannerIsTheHIGsWidthAndItsContentsHeight() throws {
        let h = host(configuration.view(context(5), kind: .content).accessibilityIdentifier("banner"))
        let banner = try XCTUnwrap(h.frame(of: "banner"))
        XCTAssertEqual(banner.width, 371, accuracy: 0.01)
        XCTAssertEqual(banner.height, 60, accuracy: 0.01)
        let tall = ActivityConfiguration(for: Delivery.self) { _ in Color.green.frame(height: 300) } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { EmptyView() } } compactLeading: { EmptyView() }
                compactTrailing: { EmptyView() } minimal: { EmptyView() }
        }
        let t = try XCTUnwrap(host(tall.view(context(5), kind: .content).accessibilityIdentifier("banner")).frame(of: "banner"))
        XCTAssertEqual(t.height, 160, accuracy: 0.01)
    }

    /// Same HIG table, row 393x852: compact leading/trailing "52.33x36.67", minimal
    /// "36.67–45x36.67" (width a range: a 36.67-pt circle at its narrowest), expanded "371x84–160";
    /// the leading region at the top leading side and the bottom region under it (HIG's anatomy).
    func testTheDynamicIslandPresentationsHaveTheHIGsSizes() throws {
        let compact = try XCTUnwrap(host(configuration.view(context(5), kind: .dynamicIsland(.compact)).accessibilityIdentifier("i")).frame(of: "i"))
        // (Frames are rounded to the pixels of this 1× canvas: 36.67 may come out as 37.)
        XCTAssertEqual(compact.height, 36.67, accuracy: 0.5)
        let minimal = try XCTUnwrap(host(configuration.view(context(5), kind: .dynamicIsland(.minimal)).accessibilityIdentifier("i")).frame(of: "i"))
        XCTAssertEqual(minimal.size.width, 36.67, accuracy: 0.5)
        XCTAssertEqual(minimal.size.height, 36.67, accuracy: 0.5)
        let h = host(configuration.view(context(5), kind: .dynamicIsland(.expanded)).accessibilityIdentifier("i"))
        let expanded = try XCTUnwrap(h.frame(of: "i"))
        XCTAssertEqual(expanded.width, 371, accuracy: 0.01)
        XCTAssertGreaterThanOrEqual(expanded.height, 84)
        let leading = try XCTUnwrap(h.frame(of: "leading")), bottom = try XCTUnwrap(h.frame(of: "bottom"))
        XCTAssertLessThan(leading.minX - expanded.minX, 40)
        XCTAssertGreaterThan(bottom.minY, leading.maxY)
    }

    /// No Live Activities run in a preview: none are listed, a request is denied, and
    /// authorisation says they are off.
    func testLiveActivitiesNeverStartInAPreview() {
        XCTAssertTrue(Activity<Delivery>.activities.isEmpty)
        XCTAssertThrowsError(try Activity.request(attributes: Delivery(restaurant: "x"),
                                                  content: ActivityContent(state: .init(minutes: 1), staleDate: nil))) { error in
            XCTAssertEqual(error as? ActivityAuthorizationError, .denied)
        }
        XCTAssertFalse(ActivityAuthorizationInfo().areActivitiesEnabled)
    }

    // MARK: EventKit

    /// No one grants calendar access in a preview (`.notDetermined`, requests answer false);
    /// events saved to a store are found by its date-range predicate (overlapping the range),
    /// in start order, in the default calendar.
    func testAnEventStoreFindsTheEventsSavedToIt() async throws {
        XCTAssertEqual(EKEventStore.authorizationStatus(for: .event), .notDetermined)
        XCTAssertEqual(EKAuthorizationStatus.authorized, .fullAccess)
        let store = EKEventStore()
        let granted = try await store.requestFullAccessToEvents()
        XCTAssertFalse(granted)
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        func add(_ title: String, _ hours: Double) throws {
            let e = EKEvent(eventStore: store)
            e.title = title
            e.startDate = day.addingTimeInterval(hours * 3600)
            e.endDate = e.startDate.addingTimeInterval(1800)
            try store.save(e, span: .thisEvent)
        }
        try add("late", 5)
        try add("early", 1)
        try add("tomorrow", 30)
        let found = store.events(matching: store.predicateForEvents(withStart: day, end: day.addingTimeInterval(86_400), calendars: nil))
        XCTAssertEqual(found.map(\.title), ["early", "late"])
        XCTAssert(found.allSatisfy { $0.calendar === store.defaultCalendarForNewEvents && $0.eventIdentifier != nil })
        try store.remove(found[0], span: .thisEvent)
        XCTAssertEqual(store.events(matching: store.predicateForEvents(withStart: day, end: day.addingTimeInterval(86_400), calendars: nil)).count, 1)
    }
}
