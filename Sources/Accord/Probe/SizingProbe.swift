import Foundation
import AccordLayout

/// A view's intrinsic sizing behaviour along one axis (seed 004, "Understanding SwiftUI layout
/// behaviors"): it matches what its parent offers (expanding), chooses its size from its content
/// (hugging), or, for a composed view, does what its content does (neutral).
package enum SizingBehaviour: String, Hashable, Sendable, CustomStringConvertible {
    case expanding, hugging, neutral
    /// The seed's abbreviations: exp, hug, neu.
    package var description: String {
        switch self {
        case .expanding: "exp"
        case .hugging: "hug"
        case .neutral: "neu"
        }
    }
}

/// Seed 004's probing method, run on Accord's layout engine instead of Xcode previews.
///
/// - Simple views (`probe`): lay the view out in a large canvas (1000 × 1000: it is proposed
///   1000 × 1000) and look, per axis, at whether it takes the canvas (expanding) or not
///   (hugging).
/// - Composed views and modifiers (`probeComposed`): probe twice, once wrapping an expanding
///   child (`Color.red`) and once a hugging one (`Text("Test")`). Per axis: expanding both times
///   → expanding; hugging both times → hugging; following the child → neutral.
package struct SizingProbe {
    /// The canvas views are probed in.
    package static let canvas = CGSize(width: 1000, height: 1000)

    /// The size `view` takes in the canvas.
    package static func size<V: View>(_ view: V, textMeasurer: (any TextMeasurer)? = nil) -> CGSize {
        let proposal = ProposedViewSize(canvas)
        let hosted = HostedLayout(view, proposal: proposal, canvas: canvas,
                                  textMeasurer: textMeasurer ?? FixedMetricTextMeasurer())
        return hosted.pass.root.sizeThatFits(proposal, context: hosted.pass.context)
    }

    private static func classify(_ size: CGSize) -> (horizontal: SizingBehaviour, vertical: SizingBehaviour) {
        func axis(_ v: CGFloat, _ c: CGFloat) -> SizingBehaviour { abs(v - c) < 0.5 ? .expanding : .hugging }
        return (axis(size.width, canvas.width), axis(size.height, canvas.height))
    }

    /// The behaviour of a simple view: expanding where it takes the canvas, hugging elsewhere.
    package static func probe<V: View>(_ view: V, textMeasurer: (any TextMeasurer)? = nil)
        -> (horizontal: SizingBehaviour, vertical: SizingBehaviour) {
        classify(size(view, textMeasurer: textMeasurer))
    }

    /// The behaviour of a composed view or modifier, built by `make` around a child.
    package static func probeComposed<V: View>(textMeasurer: (any TextMeasurer)? = nil, _ make: (AnyView) -> V)
        -> (horizontal: SizingBehaviour, vertical: SizingBehaviour) {
        let e = probe(make(AnyView(Color.red)), textMeasurer: textMeasurer)
        let h = probe(make(AnyView(Text("Test"))), textMeasurer: textMeasurer)
        func merge(_ withExpanding: SizingBehaviour, _ withHugging: SizingBehaviour) -> SizingBehaviour {
            if withExpanding == withHugging { return withExpanding }
            // Expands with an expanding child and hugs a hugging one: it follows its child.
            // (The reverse never happens with Accord's views; call it neutral too.)
            return .neutral
        }
        return (merge(e.horizontal, h.horizontal), merge(e.vertical, h.vertical))
    }

    /// One row of the taxonomy: a view (or modifier), its category, and what probing found.
    package struct Row: Sendable, CustomStringConvertible {
        package var type: String
        /// "Simple" (probed alone) or "Composed" (probed around an expanding and a hugging child).
        package var category: String
        package var horizontal: SizingBehaviour
        package var vertical: SizingBehaviour
        package var description: String { "\(type)\t\(category)\t\(horizontal)\t\(vertical)" }
    }

    /// Seed 004's taxonomy for every built-in view and modifier Accord has, found by probing.
    package static func builtins(textMeasurer: (any TextMeasurer)? = nil) -> [Row] {
        let tm = textMeasurer
        var rows: [Row] = []
        func simple<V: View>(_ name: String, _ v: V) {
            let r = probe(v, textMeasurer: tm)
            rows.append(Row(type: name, category: "Simple", horizontal: r.horizontal, vertical: r.vertical))
        }
        func composed<V: View>(_ name: String, _ make: (AnyView) -> V) {
            let r = probeComposed(textMeasurer: tm, make)
            rows.append(Row(type: name, category: "Composed", horizontal: r.horizontal, vertical: r.vertical))
        }
        let url = URL(string: "https://example.com")!
        // Basic components
        simple("Color", Color.red)
        simple("Divider", Divider())
        simple("Image", Image(systemName: "star"))
        simple("Image (resizable)", Image(systemName: "star").resizable())
        simple("SecureField", SecureField("Password", text: .constant("")))
        simple("Text", Text("Test"))
        simple("TextEditor", TextEditor(text: .constant("Test")))
        simple("TextField", TextField("Prompt", text: .constant("")))
        // Buttons
        composed("Button (automatic)") { c in Button(action: {}, label: { c }) }
        composed("Button (plain)") { c in Button(action: {}, label: { c }).buttonStyle(.plain) }
        composed("Button (borderless)") { c in Button(action: {}, label: { c }).buttonStyle(.borderless) }
        composed("Button (bordered)") { c in Button(action: {}, label: { c }).buttonStyle(.bordered) }
        composed("Button (borderedProminent)") { c in Button(action: {}, label: { c }).buttonStyle(.borderedProminent) }
        // Link, Label
        simple("Link", Link("Link", destination: url))
        composed("Link with Label: View") { c in Link(destination: url) { c } }
        simple("Label", Label("Label", systemImage: "star"))
        composed("Label with Title: View and Icon: View") { c in Label(title: { c }, icon: { c }) }
        // Stacks
        composed("HStack") { c in HStack { c } }
        composed("VStack") { c in VStack { c } }
        composed("ZStack") { c in ZStack { c } }
        composed("LazyHStack") { c in LazyHStack { c } }
        composed("LazyVStack") { c in LazyVStack { c } }
        // Other containers
        composed("ScrollView") { c in ScrollView { c } }
        composed("Grid") { c in Grid { GridRow { c } } }
        composed("ViewThatFits") { c in ViewThatFits { c } }
        // Slider
        simple("Slider", Slider(value: .constant(0.5)))
        composed("Slider with Label: View") { c in Slider(value: .constant(0.5), in: 0...1, label: { c }) }
        // ProgressView
        simple("ProgressView (linear)", ProgressView(value: 0.5))
        composed("ProgressView (linear) with Label: View") { c in ProgressView(value: 0.5, label: { c }) }
        simple("ProgressView (circular)", ProgressView())
        composed("ProgressView (circular) with Label: View") { c in ProgressView(label: { c }) }
        // Stepper, Toggle
        simple("Stepper", Stepper("Stepper", value: .constant(1), in: 0...10))
        composed("Stepper with Label: View") { c in Stepper(value: .constant(1), in: 0...10, label: { c }) }
        simple("Toggle", Toggle("Toggle", isOn: .constant(true)))
        composed("Toggle with Label: View") { c in Toggle(isOn: .constant(true), label: { c }) }
        // Lists
        composed("List") { c in List { c } }
        composed("Form") { c in Form { c } }
        // Shapes
        simple("Capsule", Capsule())
        simple("Circle", Circle())
        simple("Ellipse", Ellipse())
        simple("Rectangle", Rectangle())
        simple("RoundedRectangle", RoundedRectangle(cornerRadius: 8))
        simple("Shape (custom)", ProbeTriangle())
        // Spacer
        simple("Spacer", Spacer())
        // Frames
        composed("frame(width:height:) finite") { c in c.frame(width: 100, height: 100) }
        composed("frame(width:height:) omitted") { c in c.frame() }
        composed("frame(maxWidth:maxHeight:) omitted") { c in c.frame(minWidth: nil, maxWidth: nil) }
        composed("frame(maxWidth:maxHeight:) finite") { c in c.frame(maxWidth: 200, maxHeight: 200) }
        composed("frame(maxWidth:maxHeight:) .infinity") { c in c.frame(maxWidth: .infinity, maxHeight: .infinity) }
        composed("aspectRatio(_:contentMode:)") { c in c.aspectRatio(contentMode: .fit) }
        composed("fixedSize(horizontal:vertical:) true") { c in c.fixedSize(horizontal: true, vertical: true) }
        composed("fixedSize(horizontal:vertical:) false") { c in c.fixedSize(horizontal: false, vertical: false) }
        // Common decorators
        composed("border(_:width:)") { c in c.border(Color.blue, width: 3) }
        composed("background(_:alignment:)") { c in c.background(Color.blue, alignment: .center) }
        composed("overlay(_:alignment:)") { c in c.overlay(Color.blue, alignment: .center) }
        composed("offset(x:y:)") { c in c.offset(x: 10, y: 10) }
        composed("padding(_:)") { c in c.padding() }
        return rows
    }

    /// Seed 004's taxonomy as a table (type, category, horizontal, vertical), computed by probing
    /// every built-in view Accord has.
    package static func builtinsTable(textMeasurer: (any TextMeasurer)? = nil) -> String {
        let rows = builtins(textMeasurer: textMeasurer)
        let header = ["Type", "Category", "Horizontal", "Vertical"]
        let cells = rows.map { [$0.type, $0.category, $0.horizontal.description, $0.vertical.description] }
        var widths = header.map(\.count)
        for r in cells { for i in r.indices { widths[i] = max(widths[i], r[i].count) } }
        func line(_ r: [String]) -> String {
            r.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + cells.map(line))
            .joined(separator: "\n")
    }
}

/// A custom shape for the taxonomy's "Shape (custom)" row.
private struct ProbeTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}
