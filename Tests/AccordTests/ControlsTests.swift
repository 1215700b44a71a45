import Accord
import Foundation
import XCTest

/// Controls build, lay out and draw (fixed-metric text: every glyph 10 × 10, line height 10).
final class ControlsTests: XCTestCase {
    let canvas = CGSize(width: 390, height: 844)

    func host<V: View>(_ v: V, _ size: CGSize? = nil) -> HostedLayout {
        let c = size ?? canvas
        return HostedLayout(v, proposal: ProposedViewSize(c), canvas: c, textMeasurer: FixedMetricTextMeasurer())
    }

    func frame<V: View>(_ v: V, _ id: String, in size: CGSize? = nil) -> CGRect? { host(v, size).frame(of: id) }

    func assertFrame(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ msg: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return XCTFail("no frame \(msg)", file: file, line: line) }
        let d = [r.minX - x, r.minY - y, r.width - w, r.height - h].map(abs).max()!
        XCTAssertLessThan(d, 0.5, "\(msg): got \(r), expected (\(x), \(y), \(w), \(h))", file: file, line: line)
    }

    /// Size for a proposal, without pixel rounding.
    func size<V: View>(_ v: V, _ p: ProposedViewSize) -> CGSize {
        let h = HostedLayout(v, proposal: p, canvas: canvas, textMeasurer: FixedMetricTextMeasurer())
        return h.pass.root.sizeThatFits(p, context: h.pass.context)
    }

    func allItems(_ list: [DisplayItem]) -> [DisplayItem] {
        list.flatMap { item -> [DisplayItem] in
            if case .group(let g) = item { return [item] + allItems(g.items) }
            return [item]
        }
    }

    // MARK: Metrics

    /// Each number is a published one; `Controls/ControlMetrics.swift` names its source and
    /// confidence beside the entry the control reads (named in the comments here).
    func testControlMetrics() {
        let w = ProposedViewSize(width: 390, height: 844)
        // switchSize: UISwitch's intrinsic 51 × 31 (UIKit; confident). A labelled toggle takes the width.
        XCTAssertEqual(size(Toggle("Toggle", isOn: .constant(true)), w), CGSize(width: 390, height: 31))
        XCTAssertEqual(size(Toggle("Toggle", isOn: .constant(true)).labelsHidden(), w), CGSize(width: 51, height: 31))
        // stepperSize: UIStepper's intrinsic 94 × 32 (UIKit; confident).
        XCTAssertEqual(size(Stepper("Stepper", value: .constant(3), in: 0...5), w), CGSize(width: 390, height: 32))
        XCTAssertEqual(size(Stepper("Stepper", value: .constant(3), in: 0...5).labelsHidden(), w), CGSize(width: 94, height: 32))
        // sliderHeight: 31, a UISlider with its 28-pt thumb (guess, as the table says).
        XCTAssertEqual(size(Slider(value: .constant(0.3)), w), CGSize(width: 390, height: 31))
        // linearProgressHeight: UIProgressView's 4 (iOS 14+; confident); spinnerSide:
        // UIActivityIndicatorView's medium 20 and large 37 (confident).
        XCTAssertEqual(size(ProgressView(value: 0.3), w), CGSize(width: 390, height: 4))
        XCTAssertEqual(size(ProgressView(), w), CGSize(width: 20, height: 20))
        XCTAssertEqual(size(ProgressView().controlSize(.large), w), CGSize(width: 37, height: 37))
        // Spinner, spinnerLabelSpacing 8 (guess), label ("Loading" = 70 × 10).
        XCTAssertEqual(size(ProgressView("Loading"), w), CGSize(width: 70, height: 38))
        // textFieldLeadingAtLarge: a one-line field is the body's leading tall, 22 (HIG Dynamic
        // Type "Large"; TextFieldHeightTests), whatever the test measurer's line;
        // roundedBorderVerticalInset: 6 above and below → 34, UITextField's .roundedRect height.
        XCTAssertEqual(size(TextField("Prompt", text: .constant("")), w), CGSize(width: 390, height: 22))
        XCTAssertEqual(size(TextField("Prompt", text: .constant("")).fixedSize(), w), CGSize(width: 60, height: 22))
        XCTAssertEqual(size(TextField("Prompt", text: .constant("")).textFieldStyle(.roundedBorder), w), CGSize(width: 390, height: 34))
        XCTAssertEqual(size(SecureField("Password", text: .constant("abc")).fixedSize(), w), CGSize(width: 30, height: 22))
        XCTAssertEqual(size(TextEditor(text: .constant("Hi")), w), CGSize(width: 390, height: 844))
        XCTAssertEqual(size(Divider(), w), CGSize(width: 390, height: 1.0 / 3))
        // Symbol boxes (SymbolImageTests has their sources): large = 1.3 × medium (Apple's
        // NSImage.SymbolScale), proportional to the text style's point size (34 / 17).
        let star = size(Image(systemName: "star"), w)
        XCTAssertEqual(size(Image(systemName: "star").imageScale(.large), w).height, star.height * 1.3, accuracy: 0.001)
        XCTAssertEqual(size(Image(systemName: "star").font(.largeTitle), w).height, star.height * 2, accuracy: 0.001)
        XCTAssertEqual(size(Image(systemName: "star").resizable(), w), CGSize(width: 390, height: 844))
        XCTAssertEqual(size(Label("Label", systemImage: "star"), w), CGSize(width: star.width + 8 + 50, height: star.height))
        XCTAssertEqual(size(Label("Label", systemImage: "star").labelStyle(.titleOnly), w), CGSize(width: 50, height: 10))
        XCTAssertEqual(size(Link("Link", destination: URL(string: "https://example.com")!), w), CGSize(width: 40, height: 10))
    }

    func testButtonStyles() {
        let w = ProposedViewSize(width: 390, height: 844)
        XCTAssertEqual(size(Button("OK") {}, w), CGSize(width: 20, height: 10))
        XCTAssertEqual(size(Button("OK") {}.buttonStyle(.plain), w), CGSize(width: 20, height: 10))
        // borderedButtonInsets: regular 7 × 12 (a body bordered button is 34.33 tall on iOS
        // 15–18 — fairly confident), large 14 × 20 (guess): "OK" is 20 × 10 here.
        XCTAssertEqual(size(Button("OK") {}.buttonStyle(.bordered), w), CGSize(width: 44, height: 24))
        XCTAssertEqual(size(Button("OK") {}.buttonStyle(.borderedProminent), w), CGSize(width: 44, height: 24))
        XCTAssertEqual(size(Button("OK") {}.buttonStyle(.borderedProminent).controlSize(.large), w), CGSize(width: 60, height: 38))
        XCTAssertEqual(size(Toggle("On", isOn: .constant(true)).toggleStyle(.button), w), CGSize(width: 44, height: 24))

        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(5).background(Color.orange, in: Capsule())
            }
        }
        XCTAssertEqual(size(Button("OK") {}.buttonStyle(Pill()), w), CGSize(width: 30, height: 20))
    }

    func testButtonColours() {
        func textColors<V: View>(_ v: V) -> [RGBA] {
            allItems(host(v).displayList().items).compactMap { if case .text(let t) = $0 { return t.color } else { return nil } }
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
        let d = frame(h, "d")
        XCTAssertEqual(d?.width ?? 0, 1.0 / 3, accuracy: 0.01)
        XCTAssertEqual(d?.height ?? 0, 50, accuracy: 0.01)
        let v = VStack(spacing: 0) {
            Text("A")
            Divider().accessibilityIdentifier("d")
        }.frame(width: 100)
        XCTAssertEqual(frame(v, "d")?.width ?? 0, 100, accuracy: 0.01)
        XCTAssertEqual(frame(v, "d")?.height ?? 0, 1.0 / 3, accuracy: 0.01)
    }

    // MARK: Images

    func testMissingImageIsAPlaceholderAndADiagnostic() {
        let hosted = host(Image("definitely-not-here").frame(width: 160, height: 120))
        XCTAssertTrue(hosted.diagnostics.contains { $0.lowercased().contains("no image named 'definitely-not-here'") }, "\(hosted.diagnostics)")
        let images = allItems(hosted.displayList().items).compactMap { item -> ImageDrawing? in
            if case .image(let i) = item { return i } else { return nil }
        }
        XCTAssertEqual(images.count, 1)
        XCTAssertEqual(images.first?.source, .missing("definitely-not-here"))
        // Sized 0×0 as SwiftUI's missing image; drawn in the enclosing frame so it shows.
        XCTAssertEqual(images.first?.frame.size, CGSize(width: 160, height: 120))
        XCTAssertEqual(size(Image("definitely-not-here"), ProposedViewSize(width: 390, height: 844)), .zero)
        XCTAssertEqual(size(Image("definitely-not-here").resizable(), ProposedViewSize(width: 50, height: 60)),
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
        XCTAssertEqual(size(Image("photo"), p), CGSize(width: 120, height: 80))
        XCTAssertEqual(size(Image("retina"), p), CGSize(width: 30, height: 20))
        XCTAssertEqual(size(Image("shot"), p), CGSize(width: 64, height: 48))
        let hosted = host(Image("photo").interpolation(.none))
        XCTAssertTrue(hosted.diagnostics.isEmpty, "\(hosted.diagnostics)")
        let item = allItems(hosted.displayList().items).compactMap { i -> ImageDrawing? in
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
        let hosted = host(view)
        let items = allItems(hosted.displayList().items)
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
                let s = size(v, p)
                XCTAssertFalse(s.width.isNaN || s.height.isNaN)
                XCTAssertGreaterThanOrEqual(s.width, 0)
                XCTAssertGreaterThanOrEqual(s.height, 0)
            }
            _ = host(v).displayList()
        }
    }

    // MARK: Lists and forms

    /// Seed 002's SettingsForm.
    struct SettingsForm: View {
        @State private var reminderOn = true
        @State private var interval = 3
        var on = true

        var body: some View {
            Form {
                Section("提醒") {
                    Toggle("接收浇水提醒", isOn: $reminderOn).accessibilityIdentifier("toggle")
                    if on {
                        Stepper("每 \(interval) 天", value: $interval, in: 2...15).accessibilityIdentifier("stepper")
                    }
                }
                Section("危险区") {
                    Button("清空花园记录", role: .destructive) { }.accessibilityIdentifier("button")
                }
            }
        }
    }

    func testSettingsForm() {
        let hosted = host(SettingsForm())
        // Card 16 from the sides, content 20 inside: x 36, width 390 − 72.
        // Section 1: 17 gap, header 10, 7 → rows from 34; 44-tall rows, content centred.
        assertFrame(hosted.frame(of: "toggle"), 36, 34 + 6.5, 318, 31, "toggle")
        assertFrame(hosted.frame(of: "stepper"), 36, 78 + 6, 318, 32, "stepper")
        // Section 2 from 122: 17 + 10 + 7 → 156; the 10-tall label centred in 44.
        assertFrame(hosted.frame(of: "button"), 36, 156 + 17, 60, 10, "button")
        XCTAssertEqual(hosted.size, canvas)
        let texts = allItems(hosted.displayList().items).compactMap { i -> TextDrawing? in
            if case .text(let t) = i { return t } else { return nil }
        }
        XCTAssertTrue(texts.contains { $0.request.string == "提醒" })  // header (upper-casing CJK is a no-op)
        XCTAssertEqual(texts.first { $0.request.string == "清空花园记录" }?.color, Color.red.resolve(in: EnvironmentValues()))

        let off = host(SettingsForm(on: false))
        XCTAssertNil(off.frame(of: "stepper"))
        assertFrame(off.frame(of: "button"), 36, 78 + 17 + 10 + 7 + 17, 60, 10, "button without the stepper row")
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
        let g = host(list)
        // Implicit section: 35 gap, row 35…79.
        assertFrame(g.frame(of: "loose"), 36, 35 + 17, 50, 10, "loose row")
        // Next section from 79: 17, header 10 → 106; 7 → card at 113, rows of 44.
        assertFrame(g.frame(of: "header"), 36, 96, 60, 10, "header")
        assertFrame(g.frame(of: "r0"), 36, 113 + 17, 50, 10, "r0")
        assertFrame(g.frame(of: "r2"), 36, 113 + 88 + 17, 50, 10, "r2")
        assertFrame(g.frame(of: "footer"), 36, 113 + 132 + 7, 60, 10, "footer")

        let plain = host(list.listStyle(.plain))
        assertFrame(plain.frame(of: "loose"), 20, 17, 50, 10, "plain loose row")
        let grouped = host(list.listStyle(.grouped))
        assertFrame(grouped.frame(of: "loose"), 20, 35 + 17, 50, 10, "grouped loose row")

        // Outside a list a section is its header, rows and footer.
        let v = host(VStack(spacing: 0) { Section("H") { Text("a"); Text("b") } })
        XCTAssertEqual(v.size, CGSize(width: 10, height: 30))

        // Unspecified proposal: the content's size.
        let s = size(List { Text("abc") }, .unspecified)
        XCTAssertEqual(s, CGSize(width: 30 + 32 + 40, height: 35 + 44 + 35))
        // Data-driven lists.
        struct Item: Identifiable { let id: Int }
        XCTAssertEqual(size(List([Item(id: 1), Item(id: 2)]) { Text("\($0.id)") }, .unspecified).height, 35 + 88 + 35)
        XCTAssertEqual(size(List(0..<3) { Text("\($0)") }, .unspecified).height, 35 + 132 + 35)
    }

    // MARK: Seeds

    struct Plant {
        enum Kind: String { case foliage = "观叶" }
        var name = "龟背竹"
        var kind = Kind.foliage
        var remainingDays = 2
        var shouldWater: Bool { remainingDays <= 1 }
    }

    /// Seed 002's PlantPageView.
    struct PlantPageView: View {
        let plant: Plant

        var body: some View {
            VStack(spacing: 16) {
                ZStack(alignment: .bottomLeading) {
                    Rectangle().fill(.green.opacity(0.25))
                        .frame(height: 180).frame(maxWidth: .infinity)
                    Text(plant.kind.rawValue)
                        .font(.caption.bold())
                        .padding(8)
                        .background(.ultraThinMaterial, in: Capsule())
                        .padding(10)
                }
                HStack(alignment: .top, spacing: 12) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(plant.name).font(.title2.bold())
                        Text("上次浇水：两天前").font(.caption).foregroundColor(.secondary)
                    }
                    Spacer()
                    VStack {
                        Text("\(plant.remainingDays)")
                            .font(.system(size: 34, weight: .heavy))
                            .foregroundColor(plant.shouldWater ? .red : .green)
                        Text("天后浇水").font(.caption2)
                    }
                }
                .padding(.horizontal)
                .accessibilityIdentifier("info")
                Button("浇水") { }
                    .buttonStyle(.borderedProminent)
                    .accessibilityIdentifier("water")
                    .frame(maxWidth: .infinity)
                    .padding(.horizontal)
                Spacer()
            }
            .ignoresSafeArea(edges: .top)
        }
    }

    func testPlantPageView() {
        let hosted = host(PlantPageView(plant: Plant()))
        // 180 photo, 16, the info row, 16, the button (centred, 20 + 24 wide, 10 + 14 tall).
        let info = hosted.frame(of: "info")
        XCTAssertEqual(info?.minY, 196)
        assertFrame(hosted.frame(of: "water"), (390 - 44) / 2, (info?.maxY ?? 0) + 16, 44, 24, "water button")
        XCTAssertTrue(hosted.diagnostics.isEmpty, "\(hosted.diagnostics)")
    }

    /// Seed 003's AlignmentLab (the parts with text fields).
    func testAlignmentLabTextFields() {
        let lab = ViewThatFits {
            HStack { Text("用户名"); TextField("请输入", text: .constant("")).accessibilityIdentifier("field") }
            VStack(alignment: .leading) { Text("用户名"); TextField("请输入", text: .constant("")) }
        }.frame(width: 320)
        // HStack: "用户名" 30, spacing 8, the field takes the rest; 22 tall (a field line), centred in 100.
        assertFrame(frame(lab, "field", in: CGSize(width: 390, height: 100)), 35 + 38, 39, 282, 22, "field")
    }

    /// Seed 003's AlignmentLab, verbatim: it compiles and lays out (the TextFields are exp/hug).
    struct AlignmentLab: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Group {
                        label("alignment: .center")
                        HStack(alignment: .center, spacing: 8) {
                            Color.red.frame(width: 30, height: 20)
                            Color.blue.frame(width: 30, height: 40)
                        }
                    }
                    label("firstTextBaseline（文字混排）")
                    HStack(alignment: .firstTextBaseline, spacing: 6) {
                        Text("标题").font(.largeTitle)
                        Text("副标题").font(.caption).foregroundStyle(.secondary)
                    }
                    label("overlay 角标（基座尺寸不变）")
                    Color.gray.opacity(0.3)
                        .frame(width: 120, height: 80)
                        .overlay(alignment: .bottomTrailing) {
                            Text("NEW")
                                .font(.caption2).bold()
                                .padding(.horizontal, 6).padding(.vertical, 2)
                                .background(.red, in: Capsule())
                                .foregroundStyle(.white)
                                .padding(6)
                        }
                    label("Grid（列宽取该列最宽）")
                    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                        GridRow { Text("姓名"); Text("张三") }
                        GridRow { Text("职位"); Text("iOS 工程师") }
                        GridRow { Text("城市"); Text("上海") }
                    }
                    label("ViewThatFits")
                    ViewThatFits {
                        HStack { Text("用户名"); TextField("请输入", text: .constant("")).accessibilityIdentifier("field") }
                        VStack(alignment: .leading) { Text("用户名"); TextField("请输入", text: .constant("")) }
                    }
                    .frame(width: 320)
                }
                .padding()
            }
        }

        func label(_ s: String) -> some View {
            Text(s).font(.footnote).foregroundStyle(.secondary)
        }
    }

    func testAlignmentLabLaysOut() {
        let field = host(AlignmentLab()).frame(of: "field")
        XCTAssertEqual(field?.width ?? 0, 320 - 30 - 8, accuracy: 0.5)
        XCTAssertEqual(field?.height ?? 0, 22, accuracy: 0.5)
    }
}
