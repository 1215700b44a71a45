import Accord
import Foundation

/// Scenes whose numbers follow unambiguously from a documented SwiftUI rule (the rule is cited;
/// Docs/SwiftUIBehaviour.md has the sources). Text uses the fixed-metric measurer: every
/// character 10×10, baseline 8 below the line's top.
let ruleFixtures: [Fixture] = [
    Fixture("padding-default-16", source: ".padding() adds 16 on every edge on iOS",
            canvas: CGSize(width: 100, height: 100),
            expected: [("p", rect(x: 29...71, y: 29...71)), ("c", rect(x: 45...55, y: 45...55))]) {
        Color.red.block(10, 10, "c").padding().accessibilityIdentifier("p")
    },
    Fixture("position-takes-proposal", source: ".position takes the whole proposal and centres the content on the point",
            canvas: CGSize(width: 100, height: 100),
            expected: [("c", rect(x: 15...25, y: 25...35))]) {
        Color.red.block(10, 10, "c").position(x: 20, y: 30)
    },
    Fixture("geometryreader-top-leading", source: "GeometryReader takes the proposal; content at its top-leading corner, proposed its size",
            canvas: CGSize(width: 100, height: 100),
            expected: [("half", rect(x: 0...50, y: 45...55))]) {
        GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 10).accessibilityIdentifier("half")
        }
        .frame(height: 10)
    },
    Fixture("geometryreader-named-space", source: "GeometryProxy.frame(in: .named) is relative to the view marked .coordinateSpace(name:): the reader sits 20 inside the padding, so the content is 20 + 10 wide",
            canvas: CGSize(width: 100, height: 100),
            expected: [("g", rect(x: 20...50, y: 20...25))]) {
        GeometryReader { p in
            Color.red.frame(width: p.frame(in: .named("s")).minX + 10, height: 5).accessibilityIdentifier("g")
        }
        .padding(20)
        .coordinateSpace(name: "s")
    },
    Fixture("alignment-guide-shifts", source: ".alignmentGuide(.leading) { d in d.width } in a leading VStack pushes the view left by its width: the stack is 40 wide (20 + 20 of overhang) and 28 tall, centred",
            canvas: CGSize(width: 100, height: 40),
            expected: [("a", rect(x: 50...70, y: 6...16)), ("b", rect(x: 30...50, y: 24...34))]) {
        VStack(alignment: .leading) {
            Color.red.block(20, 10, "a")
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d.width }.accessibilityIdentifier("b")
        }
    },
    Fixture("rtl-mirrors-hstack", source: "right-to-left layout puts the first child on the right",
            canvas: CGSize(width: 100, height: 20),
            expected: [("a", rect(x: 54...64, y: 5...15)), ("b", rect(x: 36...46, y: 5...15))]) {
        HStack {
            Color.red.block(10, 10, "a")
            Color.blue.block(10, 10, "b")
        }
        .environment(\.layoutDirection, .rightToLeft)
    },
]
