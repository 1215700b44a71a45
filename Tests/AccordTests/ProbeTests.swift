import Accord
import Foundation
import XCTest

/// Seed 004's taxonomy tables, row by row, against what probing Accord's views finds. The
/// expected values are the seed's (LazyHStack / LazyVStack are left to their own tests).
final class ProbeTests: XCTestCase {
    typealias B = SizingBehaviour
    let tm = FixedMetricTextMeasurer()

    func simple<V: View>(_ v: V, _ h: B, _ vert: B, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let r = SizingProbe.probe(v, textMeasurer: tm)
        XCTAssertEqual("\(r.horizontal)/\(r.vertical)", "\(h)/\(vert)", name, file: file, line: line)
    }

    func composed<V: View>(_ name: String, _ h: B, _ vert: B, file: StaticString = #filePath, line: UInt = #line,
                           _ make: (AnyView) -> V) {
        let r = SizingProbe.probeComposed(textMeasurer: tm, make)
        XCTAssertEqual("\(r.horizontal)/\(r.vertical)", "\(h)/\(vert)", name, file: file, line: line)
    }

    // MARK: Basic components

    func testBasicComponents() {
        simple(Color.red, .expanding, .expanding, "Color")
        simple(Divider(), .expanding, .hugging, "Divider")
        simple(Image(systemName: "star"), .hugging, .hugging, "Image")
        simple(Image("no-such-image-anywhere"), .hugging, .hugging, "Image (missing file)")
        simple(Image(systemName: "star").resizable(), .expanding, .expanding, "Image.resizable()")
        simple(SecureField("Password", text: .constant("")), .expanding, .hugging, "SecureField")
        simple(Text("Test"), .hugging, .hugging, "Text")
        simple(TextEditor(text: .constant("Test")), .expanding, .expanding, "TextEditor")
        simple(TextField("Prompt", text: .constant("")), .expanding, .hugging, "TextField")
    }

    // MARK: Buttons

    func testButtonsAreNeutralInEveryStyle() {
        composed("Button (automatic)", .neutral, .neutral) { c in Button(action: {}) { c } }
        composed("Button (plain)", .neutral, .neutral) { c in Button(action: {}) { c }.buttonStyle(.plain) }
        composed("Button (borderless)", .neutral, .neutral) { c in Button(action: {}) { c }.buttonStyle(.borderless) }
        composed("Button (bordered)", .neutral, .neutral) { c in Button(action: {}) { c }.buttonStyle(.bordered) }
        composed("Button (borderedProminent)", .neutral, .neutral) { c in
            Button(action: {}) { c }.buttonStyle(.borderedProminent)
        }
    }

    // MARK: Link, Label (dual-category views)

    func testLinkAndLabel() {
        let url = URL(string: "https://example.com")!
        simple(Link("Link", destination: url), .hugging, .hugging, "Link")
        composed("Link with Label: View", .neutral, .neutral) { c in Link(destination: url) { c } }
        simple(Label("Label", systemImage: "star"), .hugging, .hugging, "Label")
        composed("Label with Title and Icon views", .neutral, .neutral) { c in Label(title: { c }, icon: { c }) }
    }

    // MARK: Stacks

    func testStacks() {
        composed("HStack", .neutral, .neutral) { c in HStack { c } }
        composed("VStack", .neutral, .neutral) { c in VStack { c } }
        composed("ZStack", .neutral, .neutral) { c in ZStack { c } }
    }

    /// The lazy stacks are another part's; asserted here as the seed's rows.
    func testLazyStacks() {
        composed("LazyHStack", .hugging, .expanding) { c in LazyHStack { c } }
        composed("LazyVStack", .expanding, .hugging) { c in LazyVStack { c } }
    }

    // MARK: Slider, ProgressView, Stepper, Toggle

    func testSlider() {
        simple(Slider(value: .constant(0.5)), .expanding, .hugging, "Slider")
        composed("Slider with Label: View", .expanding, .hugging) { c in Slider(value: .constant(0.5), in: 0...1, label: { c }) }
    }

    func testProgressView() {
        simple(ProgressView(value: 0.5), .expanding, .hugging, "ProgressView (linear)")
        composed("ProgressView (linear) with Label: View", .expanding, .hugging) { c in ProgressView(value: 0.5, label: { c }) }
        simple(ProgressView(), .hugging, .hugging, "ProgressView (circular)")
        simple(ProgressView(value: 0.5).progressViewStyle(.circular), .hugging, .hugging, "ProgressView (.circular style)")
        composed("ProgressView (circular) with Label: View", .neutral, .neutral) { c in ProgressView(label: { c }) }
    }

    func testStepperAndToggle() {
        simple(Stepper("Stepper", value: .constant(1), in: 0...10), .expanding, .hugging, "Stepper")
        composed("Stepper with Label: View", .expanding, .neutral) { c in Stepper(value: .constant(1), in: 0...10, label: { c }) }
        simple(Toggle("Toggle", isOn: .constant(true)), .expanding, .hugging, "Toggle")
        composed("Toggle with Label: View", .expanding, .neutral) { c in Toggle(isOn: .constant(true), label: { c }) }
    }

    // MARK: Shapes, Spacer

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    func testShapesAndSpacer() {
        simple(Capsule(), .expanding, .expanding, "Capsule")
        simple(Circle(), .expanding, .expanding, "Circle")
        simple(Ellipse(), .expanding, .expanding, "Ellipse")
        simple(Rectangle(), .expanding, .expanding, "Rectangle")
        simple(RoundedRectangle(cornerRadius: 8), .expanding, .expanding, "RoundedRectangle")
        simple(Triangle(), .expanding, .expanding, "Shape (custom)")
        simple(Spacer(), .expanding, .expanding, "Spacer")
    }

    // MARK: Modifiers

    func testFrame() {
        composed("frame(width:height:) finite", .hugging, .hugging) { c in c.frame(width: 100, height: 100) }
        composed("frame(width:) finite, height omitted", .hugging, .neutral) { c in c.frame(width: 100) }
        composed("frame(width:height:) omitted", .neutral, .neutral) { c in c.frame() }
        composed("frame(maxWidth:maxHeight:) omitted", .neutral, .neutral) { c in c.frame(minWidth: nil, maxWidth: nil) }
        composed("frame(maxWidth:maxHeight:) finite", .hugging, .hugging) { c in c.frame(maxWidth: 200, maxHeight: 200) }
        composed("frame(maxWidth: .infinity)", .expanding, .neutral) { c in c.frame(maxWidth: .infinity) }
        composed("frame(maxWidth: .infinity, maxHeight: .infinity)", .expanding, .expanding) { c in
            c.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    func testAspectRatioAndFixedSize() {
        composed("aspectRatio(contentMode: .fit)", .neutral, .neutral) { c in c.aspectRatio(contentMode: .fit) }
        composed("aspectRatio(1, contentMode: .fill)", .neutral, .neutral) { c in c.aspectRatio(1, contentMode: .fill) }
        composed("fixedSize()", .hugging, .hugging) { c in c.fixedSize() }
        composed("fixedSize(horizontal: true, vertical: false)", .hugging, .neutral) { c in c.fixedSize(horizontal: true, vertical: false) }
        composed("fixedSize(horizontal: false, vertical: false)", .neutral, .neutral) { c in c.fixedSize(horizontal: false, vertical: false) }
    }

    func testCommonDecorators() {
        composed("border", .neutral, .neutral) { c in c.border(Color.blue, width: 3) }
        composed("background", .neutral, .neutral) { c in c.background(Color.blue, alignment: .center) }
        composed("overlay", .neutral, .neutral) { c in c.overlay(Color.blue, alignment: .center) }
        composed("offset(_:)", .neutral, .neutral) { c in c.offset(CGSize(width: 5, height: 5)) }
        composed("offset(x:y:)", .neutral, .neutral) { c in c.offset(x: 10, y: 10) }
    }

    // MARK: The table

    func testBuiltinsTableIsComputedForEveryRow() {
        let rows = SizingProbe.builtins(textMeasurer: tm)
        let table = SizingProbe.builtinsTable(textMeasurer: tm)
        print(table)
        XCTAssertEqual(table.split(separator: "\n").count, rows.count + 2)
        func row(_ t: String) -> SizingProbe.Row? { rows.first { $0.type == t } }
        XCTAssertEqual(row("Color").map { "\($0.horizontal)/\($0.vertical)" }, "exp/exp")
        XCTAssertEqual(row("Toggle with Label: View").map { "\($0.horizontal)/\($0.vertical)" }, "exp/neu")
        XCTAssertEqual(row("Toggle with Label: View")?.category, "Composed")
        XCTAssertEqual(row("List").map { "\($0.horizontal)/\($0.vertical)" }, "exp/exp")
        XCTAssertTrue(table.hasPrefix("Type"))
    }
}
