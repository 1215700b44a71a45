import Accord
import Foundation
import XCTest

/// Controls build, lay out and draw (fixed-metric text: every glyph 10 × 10, line height 10).
final class ControlsTests: XCTestCase {
    typealias S = TestSupport

    // MARK: Metrics

    /// Each number is a published one; `Controls/ControlMetrics.swift` names its source and
    /// confidence beside the entry the control reads (named in the comments here).
    func testControlMetrics() {
        let w = ProposedViewSize(width: 390, height: 844)
        // switchSize: UISwitch's intrinsic 51 × 31 (UIKit; confident). A labelled toggle takes the width.
        XCTAssertEqual(S.size(Toggle("Toggle", isOn: .constant(true)), w), CGSize(width: 390, height: 31))
        XCTAssertEqual(S.size(Toggle("Toggle", isOn: .constant(true)).labelsHidden(), w), CGSize(width: 51, height: 31))
        // stepperSize: UIStepper's intrinsic 94 × 32 (UIKit; confident).
        XCTAssertEqual(S.size(Stepper("Stepper", value: .constant(3), in: 0...5), w), CGSize(width: 390, height: 32))
        XCTAssertEqual(S.size(Stepper("Stepper", value: .constant(3), in: 0...5).labelsHidden(), w), CGSize(width: 94, height: 32))
        // sliderHeight: 31, UISlider's intrinsic height as Interface Builder records it in
        // storyboards (a 118 × 31 slider beside a 51 × 31 switch; the table names them).
        XCTAssertEqual(S.size(Slider(value: .constant(0.3)), w), CGSize(width: 390, height: 31))
        // linearProgressHeight: UIProgressView's 4 (iOS 14+; a reconstruction, as the table says);
        // spinnerSide: UIActivityIndicatorView's medium 20 and large 37 ("a default size of 20 × 20
        // or 37 × 37, depending on its style"; confident).
        XCTAssertEqual(S.size(ProgressView(value: 0.3), w), CGSize(width: 390, height: 4))
        XCTAssertEqual(S.size(ProgressView(), w), CGSize(width: 20, height: 20))
        XCTAssertEqual(S.size(ProgressView().controlSize(.large), w), CGSize(width: 37, height: 37))
        // Spinner, spinnerLabelSpacing 8 (guess), label ("Loading" = 70 × 10).
        XCTAssertEqual(S.size(ProgressView("Loading"), w), CGSize(width: 70, height: 38))
        // textFieldLeadingAtLarge: a one-line field is the body's leading tall, 22 (HIG Dynamic
        // Type "Large"; TextFieldHeightTests), whatever the test measurer's line;
        // roundedBorderVerticalInset: 6 above and below → 34, UITextField's .roundedRect height.
        XCTAssertEqual(S.size(TextField("Prompt", text: .constant("")), w), CGSize(width: 390, height: 22))
        XCTAssertEqual(S.size(TextField("Prompt", text: .constant("")).fixedSize(), w), CGSize(width: 60, height: 22))
        XCTAssertEqual(S.size(TextField("Prompt", text: .constant("")).textFieldStyle(.roundedBorder), w), CGSize(width: 390, height: 34))
        XCTAssertEqual(S.size(SecureField("Password", text: .constant("abc")).fixedSize(), w), CGSize(width: 30, height: 22))
        XCTAssertEqual(S.size(TextEditor(text: .constant("Hi")), w), CGSize(width: 390, height: 844))
        XCTAssertEqual(S.size(Divider(), w), CGSize(width: 390, height: 1.0 / 3))
        // Symbol boxes (SymbolImageTests has their sources): large = 1.3 × medium (Apple's
        // NSImage.SymbolScale), proportional to the text style's point size (34 / 17).
        let star = S.size(Image(systemName: "star"), w)
        XCTAssertEqual(S.size(Image(systemName: "star").imageScale(.large), w).height, star.height * 1.3, accuracy: 0.001)
        XCTAssertEqual(S.size(Image(systemName: "star").font(.largeTitle), w).height, star.height * 2, accuracy: 0.001)
        XCTAssertEqual(S.size(Image(systemName: "star").resizable(), w), CGSize(width: 390, height: 844))
        XCTAssertEqual(S.size(Label("Label", systemImage: "star"), w), CGSize(width: star.width + 8 + 50, height: star.height))
        XCTAssertEqual(S.size(Label("Label", systemImage: "star").labelStyle(.titleOnly), w), CGSize(width: 50, height: 10))
        XCTAssertEqual(S.size(Link("Link", destination: URL(string: "https://example.com")!), w), CGSize(width: 40, height: 10))
    }

    func testButtonStyles() {
        let w = ProposedViewSize(width: 390, height: 844)
        XCTAssertEqual(S.size(Button("OK") {}, w), CGSize(width: 20, height: 10))
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(.plain), w), CGSize(width: 20, height: 10))
        // borderedButtonInsets: regular 7 × 12 (UIButton.Configuration's default content insets,
        // "top = 7, leading = 12, bottom = 7, trailing = 12", Apple Developer Forums thread 733541;
        // a body bordered button is 34.33 tall on iOS 15–18), large 14 × 20 (guess): "OK" is 20 × 10 here.
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(.bordered), w), CGSize(width: 44, height: 24))
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(.borderedProminent), w), CGSize(width: 44, height: 24))
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(.borderedProminent).controlSize(.large), w), CGSize(width: 60, height: 38))
        XCTAssertEqual(S.size(Toggle("On", isOn: .constant(true)).toggleStyle(.button), w), CGSize(width: 44, height: 24))

        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(5).background(Color.orange, in: Capsule())
            }
        }
        XCTAssertEqual(S.size(Button("OK") {}.buttonStyle(Pill()), w), CGSize(width: 30, height: 20))
    }

    func testButtonColours() {
        func textColors<V: View>(_ v: V) -> [RGBA] {
            S.allItems(S.host(v).displayList().items).compactMap { if case .text(let t) = $0 { return t.color } else { return nil } }
        }
        let blue = Color.blue.resolve(in: EnvironmentValues()), red = Color.red.resolve(in: EnvironmentValues())
        XCTAssertEqual(textColors(Button("OK") {}), [blue])
        XCTAssertEqual(textColors(Button("Delete", role: .destructive) {}), [red])
        XCTAssertEqual(textColors(Button("OK") {}.tint(.red)), [red])
        XCTAssertEqual(textColors(Button("OK") {}.buttonStyle(.borderedProminent)), [RGBA(1, 1, 1)])
        XCTAssertEqual(textColors(Link("Link", destination: URL(string: "https://example.com")!)), [blue])
    }

    // MARK: Divider

    func testDividerFollowsTheStack() {
        let h = HStack(spacing: 0) {
            Text("A")
            Divider().accessibilityIdentifier("d")
            Text("B")
        }.frame(height: 50)
        let d = S.frame(h, "d")
        XCTAssertEqual(d?.width ?? 0, 1.0 / 3, accuracy: 0.01)
        XCTAssertEqual(d?.height ?? 0, 50, accuracy: 0.01)
        let v = VStack(spacing: 0) {
            Text("A")
            Divider().accessibilityIdentifier("d")
        }.frame(width: 100)
        XCTAssertEqual(S.frame(v, "d")?.width ?? 0, 100, accuracy: 0.01)
        XCTAssertEqual(S.frame(v, "d")?.height ?? 0, 1.0 / 3, accuracy: 0.01)
    }

    // MARK: Images

    func testMissingImageIsAPlaceholderAndADiagnostic() {
        let hosted = S.host(Image("definitely-not-here").frame(width: 160, height: 120))
        XCTAssertTrue(hosted.diagnostics.contains { $0.lowercased().contains("no image named 'definitely-not-here'") }, "\(hosted.diagnostics)")
        let images = S.allItems(hosted.displayList().items).compactMap { item -> ImageDrawing? in
            if case .image(let i) = item { return i } else { return nil }
        }
        XCTAssertEqual(images.count, 1)
        XCTAssertEqual(images.first?.source, .missing("definitely-not-here"))
        // Sized 0×0 as SwiftUI's missing image; drawn in the enclosing frame so it shows.
        XCTAssertEqual(images.first?.frame.size, CGSize(width: 160, height: 120))
        XCTAssertEqual(S.size(Image("definitely-not-here"), ProposedViewSize(width: 390, height: 844)), .zero)
        XCTAssertEqual(S.size(Image("definitely-not-here").resizable(), ProposedViewSize(width: 50, height: 60)),
                       CGSize(width: 50, height: 60))
    }

    func testImageFilesAreFoundAndSizedFromTheirHeader() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("accord-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func png(_ w: UInt32, _ h: UInt32) -> Data {
            var d: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            for v in [w, h] { d += [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)] }
            d += [8, 6, 0, 0, 0, 0, 0, 0, 0]
            return Data(d)
        }
        try png(120, 80).write(to: dir.appendingPathComponent("photo.png"))
        try png(90, 60).write(to: dir.appendingPathComponent("retina@3x.png"))
        // JPEG: SOI, APP0 (short), SOF0 with height 0x30, width 0x40.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00,
                             0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x40, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        try Data(jpeg).write(to: dir.appendingPathComponent("shot.jpg"))

        let saved = AccordDefaults.imageSearchPaths
        AccordDefaults.imageSearchPaths = [dir.path]
        defer { AccordDefaults.imageSearchPaths = saved }
        let p = ProposedViewSize(width: 390, height: 844)
        XCTAssertEqual(S.size(Image("photo"), p), CGSize(width: 120, height: 80))
        XCTAssertEqual(S.size(Image("retina"), p), CGSize(width: 30, height: 20))
        XCTAssertEqual(S.size(Image("shot"), p), CGSize(width: 64, height: 48))
        let hosted = S.host(Image("photo").interpolation(.none))
        XCTAssertTrue(hosted.diagnostics.isEmpty, "\(hosted.diagnostics)")
        let item = S.allItems(hosted.displayList().items).compactMap { i -> ImageDrawing? in
            if case .image(let d) = i { return d } else { return nil }
        }.first
        XCTAssertEqual(item?.source, .file(dir.appendingPathComponent("photo.png").path))
        XCTAssertEqual(item?.interpolation, ImageDrawing.Interpolation.none)
    }

    // MARK: Drawing

    func testEveryControlDraws() {
        let view = VStack {
            Toggle("Toggle", isOn: .constant(true))
            Toggle("Off", isOn: .constant(false))
            Stepper("Stepper", value: .constant(0), in: 0...5)
            Slider(value: .constant(0.4))
            Slider(value: .constant(0.4), in: 0...1, label: { Text("L") },
                   minimumValueLabel: { Text("0") }, maximumValueLabel: { Text("1") })
            ProgressView(value: 0.7)
            ProgressView()
            ProgressView("Loading")
            ProgressView().progressViewStyle(.linear)
            TextField("Prompt", text: .constant(""))
            TextField("Prompt", text: .constant("Text")).textFieldStyle(.roundedBorder)
            SecureField("Password", text: .constant("secret"))
            TextEditor(text: .constant("Some text")).frame(height: 60)
            Divider()
            Image(systemName: "star.fill").symbolRenderingMode(.hierarchical).renderingMode(.template)
            Label("Label", systemImage: "star")
            Link("Link", destination: URL(string: "https://example.com")!)
            Button("Bordered") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
        }
        let hosted = S.host(view)
        let items = S.allItems(hosted.displayList().items)
        XCTAssertGreaterThan(items.count, 30)
        XCTAssertTrue(items.contains { if case .image(let i) = $0 { return i.source == .symbol("star.fill") } else { return false } })
        for n in hosted.pass.allNodes() {
            XCTAssertTrue(n.frame.width.isFinite && n.frame.height.isFinite && n.frame.width >= 0 && n.frame.height >= 0, n.label)
        }
    }

    func testControlsSurviveDegenerateProposals() {
        let views: [AnyView] = [
            AnyView(Toggle("T", isOn: .constant(true))), AnyView(Stepper("S", value: .constant(1), in: 0...2)),
            AnyView(Slider(value: .constant(2), in: 0...1)), AnyView(ProgressView(value: Double.nan)),
            AnyView(ProgressView(value: 5, total: 0)), AnyView(TextField("", text: .constant(""))),
            AnyView(TextEditor(text: .constant(""))), AnyView(Divider()), AnyView(Image("")),
            AnyView(Form { Section("S") { Text("row") } }), AnyView(List { Text("a"); Text("b") }),
            AnyView(List { }), AnyView(Section { Text("loose") }),
        ]
        for v in views {
            for p in [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: 10, height: nil)] {
                let s = S.size(v, p)
                XCTAssertFalse(s.width.isNaN || s.height.isNaN)
                XCTAssertGreaterThanOrEqual(s.width, 0)
                XCTAssertGreaterThanOrEqual(s.height, 0)
            }
            _ = S.host(v).displayList()
        }
    }

    // MARK: Lists and forms

    /// A Form's sections as iOS's grouped inset list draws them: cards 20 from the sides, content
    /// 20 inside (x 40, width 390 − 80); the first header 16 below the top, later ones 34 below
    /// the card above, header 10, 6 to the card (ScanNow's iOS snapshot, ControlMetrics);
    /// 44-tall rows with their content centred. A row behind a false `if` takes no space. (Seed
    /// 002's SettingsForm itself is checked from Examples/ by Tests/cli/examples.sh.)
    struct TwoSections: View {
        var showsStepper = true
        var body: some View {
            Form {
                Section("On") {
                    Toggle("Remind", isOn: .constant(true)).accessibilityIdentifier("toggle")
                    if showsStepper {
                        Stepper("Days", value: .constant(3), in: 2...15).accessibilityIdentifier("stepper")
                    }
                }
                Section("Danger") {
                    Button("Delete", role: .destructive) { }.accessibilityIdentifier("button")
                }
            }
        }
    }

    func testFormSectionsAndRows() {
        let hosted = S.host(TwoSections())
        // Section 1: 16 gap, header 10, 6 → rows from 32; 44-tall rows, content centred.
        S.assertFrame(hosted.frame(of: "toggle"), 40, 32 + 6.5, 310, 31, "toggle")
        S.assertFrame(hosted.frame(of: "stepper"), 40, 76 + 6, 310, 32, "stepper")
        // Section 2 from 120: 34 + 10 + 6 → 170; the 10-tall label centred in 44.
        S.assertFrame(hosted.frame(of: "button"), 40, 170 + 17, 60, 10, "button")
        XCTAssertEqual(hosted.size, S.canvas)
        let texts = S.allItems(hosted.displayList().items).compactMap { i -> TextDrawing? in
            if case .text(let t) = i { return t } else { return nil }
        }
        XCTAssertTrue(texts.contains { $0.request.string == "ON" })  // headers are upper-cased
        XCTAssertEqual(texts.first { $0.request.string == "Delete" }?.color, Color.red.resolve(in: EnvironmentValues()))

        let off = S.host(TwoSections(showsStepper: false))
        XCTAssertNil(off.frame(of: "stepper"))
        S.assertFrame(off.frame(of: "button"), 40, 76 + 34 + 10 + 6 + 17, 60, 10, "button without the stepper row")
    }

    func testListStylesAndSections() {
        let list = List {
            Text("loose").accessibilityIdentifier("loose")
            Section {
                ForEach(0..<3) { i in Text("row \(i)").accessibilityIdentifier("r\(i)") }
            } header: {
                Text("Header").accessibilityIdentifier("header")
            } footer: {
                Text("Footer").accessibilityIdentifier("footer")
            }
        }
        let g = S.host(list)
        // Implicit section: 35 gap, row 35…79.
        S.assertFrame(g.frame(of: "loose"), 40, 35 + 17, 50, 10, "loose row")
        // Next section from 79: 34, header 10 → 123; 6 → card at 129, rows of 44.
        S.assertFrame(g.frame(of: "header"), 40, 113, 60, 10, "header")
        S.assertFrame(g.frame(of: "r0"), 40, 129 + 17, 50, 10, "r0")
        S.assertFrame(g.frame(of: "r2"), 40, 129 + 88 + 17, 50, 10, "r2")
        S.assertFrame(g.frame(of: "footer"), 40, 129 + 132 + 7, 60, 10, "footer")

        let plain = S.host(list.listStyle(.plain))
        S.assertFrame(plain.frame(of: "loose"), 20, 17, 50, 10, "plain loose row")
        let grouped = S.host(list.listStyle(.grouped))
        S.assertFrame(grouped.frame(of: "loose"), 20, 35 + 17, 50, 10, "grouped loose row")

        // Outside a list a section is its header, rows and footer.
        let v = S.host(VStack(spacing: 0) { Section("H") { Text("a"); Text("b") } })
        XCTAssertEqual(v.size, CGSize(width: 10, height: 30))

        // Unspecified proposal: the content's size.
        let s = S.size(List { Text("abc") }, .unspecified)
        XCTAssertEqual(s, CGSize(width: 30 + 40 + 40, height: 35 + 44 + 35))
        // Data-driven lists.
        struct Item: Identifiable { let id: Int }
        XCTAssertEqual(S.size(List([Item(id: 1), Item(id: 2)]) { Text("\($0.id)") }, .unspecified).height, 35 + 88 + 35)
        XCTAssertEqual(S.size(List(0..<3) { Text("\($0)") }, .unspecified).height, 35 + 132 + 35)
    }
}
