import XCTest
import Foundation
import AccordLayout
@testable import Accord

/// Looks found on real app files (corpus7, /work/scratch/blockers7.md "LOOK"), each with the rule
/// it follows. 10 × 10-point glyphs (`FixedMetricTextMeasurer`); #007aff is iOS's default accent
/// (systemBlue, light), #3c3c4399 the secondary label colour.
final class CorpusLookTests: XCTestCase {
    typealias S = TestSupport
    let size = CGSize(width: 393, height: 600)

    func dump<V: View>(_ v: V) -> String { S.host(v, size).displayList().description }
    func lines<V: View>(_ v: V, containing s: String) -> [String] {
        dump(v).split(separator: "\n").map(String.init).filter { $0.contains(s) }
    }

    // MARK: Markdown links and strikethrough in a Text literal (blockers7 L1, corpus7 file 37)
    //
    // SwiftUI parses a string literal given to `Text` as inline Markdown (Apple, `Text`:
    // "… the text view … interprets the string as Markdown", with `[link](url)` and strikethrough
    // among the styles): the link shows its text only, in the accent colour.

    func testAMarkdownLinkShowsItsTextInTheTint() {
        let text = Text("Get a key at [api.nasa.gov](https://api.nasa.gov) first.")
        let l = lines(text, containing: "text \"")
        XCTAssertEqual(l.count, 1)
        XCTAssertTrue(l[0].contains("text \"Get a key at api.nasa.gov first.\""), l[0])
        XCTAssertTrue(l[0].contains("\"api.nasa.gov\" system 17.0 #007aff"), l[0])
        XCTAssertFalse(l[0].contains("https"), l[0])
    }

    func testBoldInsideALinkAndNotALinkStayAsWritten() {
        XCTAssertTrue(dump(Text("Read [**the guide**](https://example.com)")).contains("\"the guide\" system 17.0 w700 #007aff"))
        // Not a link: a space in the destination, or no destination at all.
        XCTAssertTrue(dump(Text("[a](b c) and [d]")).contains("text \"[a](b c) and [d]\""))
    }

    func testDoubleTildesStrikeThrough() {
        let l = lines(Text("~~$20~~ $15"), containing: "text \"")
        XCTAssertTrue(l.first?.contains("text \"$20 $15\"") ?? false, l.first ?? "")
        XCTAssertTrue(l.first?.contains("\"$20\" system 17.0 strikethrough") ?? false, l.first ?? "")
        XCTAssertTrue(dump(Text("~~unclosed")).contains("text \"~~unclosed\""))
    }

    // MARK: Every text of a grouped section header is upper-cased (blockers7 L2, corpus7 file 37)
    //
    // SwiftUI's `textCase(_:)`: grouped list and form section headers are upper-cased by
    // default, a `Label`'s title as a plain `Text`; `textCase(nil)` keeps the case.

    func testALabelHeaderIsUpperCasedLikeATextHeader() {
        let form = Form {
            Section { Text("Key") } header: { Label("API Configuration", systemImage: "key.fill") }
            Section("Storage") { Text("Cache") }
        }
        let d = dump(form)
        XCTAssertTrue(d.contains("text \"API CONFIGURATION\""), d)
        XCTAssertTrue(d.contains("text \"STORAGE\""), d)
    }

    func testTextCaseNilKeepsAHeadersCase() {
        let onHeader = dump(Form { Section { Text("Key") } header: { Text("Mixed Case").textCase(nil) } })
        XCTAssertTrue(onHeader.contains("text \"Mixed Case\""), onHeader)
        let onList = dump(List { Section("Mixed Case") { Text("Key") } }.textCase(nil))
        XCTAssertTrue(onList.contains("text \"Mixed Case\""), onList)
        // A plain list's header is not upper-cased (it is `.headline`).
        let plain = dump(List { Section("Mixed Case") { Text("Key") } }.listStyle(.plain))
        XCTAssertTrue(plain.contains("text \"Mixed Case\""), plain)
    }

    // MARK: A Label in a toolbar shows its icon only (blockers7 L3, corpus7 file 06)
    //
    // iOS's toolbars draw a `Label` icon-only (`ToolbarLabelStyle.iconOnly`: "the toolbar
    // contents will only display the control"); an app's own `labelStyle` wins.

    func screen<V: View>(_ v: V) -> String {
        ScreenAssembly.hosted(v, device: .iPhone15, textMeasurer: FixedMetricTextMeasurer(), drawsSystemChrome: true).displayList().description
    }

    func testALabelInABottomBarAndANavigationBarShowsItsIconOnly() {
        let d = screen(NavigationStack {
            Color.clear.navigationTitle("Chat").toolbar {
                ToolbarItem { Button { } label: { Label("New", systemImage: "square.and.pencil") } }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Button { } label: { Label("Send", systemImage: "paperplane") }
                }
            }
        })
        XCTAssertFalse(d.contains("\"Send\""), d)
        XCTAssertFalse(d.contains("\"New\""), d)
        XCTAssertTrue(d.contains("paperplane"), d)
        XCTAssertTrue(d.contains("square.and.pencil"), d)
    }

    func testAnAppsLabelStyleWinsInTheToolbar() {
        let d = screen(NavigationStack {
            Color.clear.toolbar {
                ToolbarItem { Button { } label: { Label("Send", systemImage: "paperplane") }.labelStyle(.titleAndIcon) }
            }
        })
        XCTAssertTrue(d.contains("text \"Send\""), d)
    }

    // MARK: A graphical date picker greys the dates outside its range (blockers7 L5, corpus7 file 30)
    //
    // `DatePicker(…, in: ...maxDate, displayedComponents: .date)` with `.graphical`: iOS (UIDatePicker's
    // maximumDate/minimumDate) greys the days that cannot be picked and the chevron to a month
    // wholly outside the range. Rule for the dates: the Gregorian calendar in UTC — 14 November
    // 2023 22:13:20 UTC is 1,700,000,000 s after the epoch; November has 30 days.

    func calendarColours<V: View>(_ picker: V) -> (days: [String: RGBA], chevrons: [RGBA?]) {
        var days: [String: RGBA] = [:], chevrons: [RGBA?] = []
        for item in S.allItems(S.host(picker, size).displayList().items) {
            if case .text(let t) = item { days[t.request.runs.map(\.string).joined()] = t.request.runs.first?.color ?? t.color }
            if case .image(let i) = item, case .symbol(let n) = i.source, n.hasPrefix("chevron") { chevrons.append(i.tint) }
        }
        return (days, chevrons)
    }
    let nov14 = Date(timeIntervalSince1970: 1_700_000_000)
    let grey = RGBA(0x3C / 255.0, 0x3C / 255.0, 0x43 / 255.0, 0.3)  // .tertiaryLabel, light

    func testAGraphicalPickerGreysTheDaysAfterItsUpperBound() {
        let c = calendarColours(DatePicker("Date", selection: .constant(nov14), in: ...nov14, displayedComponents: .date)
            .datePickerStyle(.graphical).environment(\.timeZone, TimeZone(identifier: "UTC")!))
        XCTAssertEqual(c.days["13"], RGBA(0, 0, 0))
        XCTAssertEqual(c.days["15"], grey)
        XCTAssertEqual(c.days["30"], grey)
        // The month's chevron and "previous" in the tint; "next" (December, after the bound) grey.
        XCTAssertEqual(c.chevrons.count, 3)
        XCTAssertNotEqual(c.chevrons[1], grey)
        XCTAssertEqual(c.chevrons[2], grey)
    }

    func testAGraphicalPickerGreysTheDaysBeforeItsLowerBoundAndNoneWithoutARange() {
        let c = calendarColours(DatePicker("Date", selection: .constant(nov14), in: nov14..., displayedComponents: .date)
            .datePickerStyle(.graphical).environment(\.timeZone, TimeZone(identifier: "UTC")!))
        XCTAssertEqual(c.days["13"], grey)
        XCTAssertEqual(c.days["15"], RGBA(0, 0, 0))
        XCTAssertEqual(c.chevrons[1], grey)
        XCTAssertNotEqual(c.chevrons[2], grey)
        let free = calendarColours(DatePicker("Date", selection: .constant(nov14), displayedComponents: .date)
            .datePickerStyle(.graphical).environment(\.timeZone, TimeZone(identifier: "UTC")!))
        XCTAssertEqual(free.days["1"], RGBA(0, 0, 0))
        XCTAssertEqual(free.days["30"], RGBA(0, 0, 0))
    }

    // MARK: A page-style TabView clips its pages (corpus8 L3, file 47)
    //
    // `.tabViewStyle(.page)` is a paging scroll view (Apple, PageTabViewStyle: "a paged scrolling
    // TabView"); a scroll view clips its content to its bounds, so a scaled-to-fill page does not
    // reach past the TabView.

    func testAPageStyleTabViewClipsItsPagesToItsBounds() {
        let v = TabView { Color.red.frame(width: 600, height: 100) }
            .tabViewStyle(.page)
            .frame(width: 200, height: 100)
        let clips = S.allItems(S.host(v, size).displayList().items).compactMap { item -> CGRect? in
            if case .group(let g) = item { return g.clip?.boundingRect }
            return nil
        }
        XCTAssertTrue(clips.contains { abs($0.width - 200) < 0.01 && abs($0.height - 100) < 0.01 }, "\(clips)")
    }

    // MARK: UIActivityIndicatorView in a representable (corpus8 A6/L5, file 34)
    //
    // It is the control `ProgressView()` draws on iOS (the circular style is UIKit's activity
    // indicator: medium 20 pt, large 37 pt), drawn while animating; stopped, it hides
    // (`hidesWhenStopped`, true by default: Apple, UIActivityIndicatorView).

    struct Spinner: UIViewRepresentable {
        let animating: Bool
        var style: UIActivityIndicatorView.Style = .medium
        func makeUIView(context: Context) -> UIActivityIndicatorView {
            let v = UIActivityIndicatorView(style: style)
            if animating { v.startAnimating() }
            return v
        }
        func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
    }

    func testAStartedActivityIndicatorIsTheSpinnerAndAStoppedOneDrawsNothing() {
        let box = CGSize(width: 100, height: 100)
        XCTAssertEqual(dump(Spinner(animating: true).frame(width: box.width, height: box.height)),
                       dump(ProgressView().frame(width: box.width, height: box.height)))
        XCTAssertEqual(dump(Spinner(animating: true, style: .large).frame(width: box.width, height: box.height)),
                       dump(ProgressView().controlSize(.large).frame(width: box.width, height: box.height)))
        XCTAssertTrue(S.fillColors(Spinner(animating: false).frame(width: box.width, height: box.height), size).isEmpty)
    }
}
