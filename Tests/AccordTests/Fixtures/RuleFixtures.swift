import Accord
import Foundation

/// Scenes whose numbers follow unambiguously from a documented SwiftUI rule (the rule is cited;
/// Docs/SwiftUIBehaviour.md has the sources). Text uses the fixed-metric measurer: every
/// character 10×10, baseline 8 below the line's top.
let ruleFixtures: [Fixture] = [
    Fixture("spacing-default-8", source: "HStack(spacing: nil) puts SwiftUI's standard 8 pt between two plain views",
            canvas: CGSize(width: 100, height: 20),
            expected: [("a", rect(x: 36...46, y: 5...15)), ("b", rect(x: 54...64, y: 5...15))]) {
        HStack {
            Color.red.block(10, 10, "a")
            Color.blue.block(10, 10, "b")
        }
    },
    Fixture("spacer-no-spacing-and-min-8", source: "nothing is inserted next to a Spacer; Spacer's minimum is 8 along the stack, 0 across",
            canvas: CGSize(width: 100, height: 20),
            expected: [("a", rect(x: 0...10, y: 5...15)), ("s", rect(x: 10...90, y: 10...10)), ("b", rect(x: 90...100, y: 5...15))]) {
        HStack {
            Color.red.block(10, 10, "a")
            Spacer().accessibilityIdentifier("s")
            Color.blue.block(10, 10, "b")
        }
    },
    Fixture("spacer-min-length-when-tight", source: "a Spacer never shrinks below minLength (8): 30 + 8 + 30 = 68 overflows the 50 frame, which centres the stack at x −9",
            canvas: CGSize(width: 50, height: 20),
            expected: [("s", rect(x: 21...29, y: 10...10))]) {
        HStack {
            Color.red.frame(width: 30, height: 10)
            Spacer().accessibilityIdentifier("s")
            Color.blue.frame(width: 30, height: 10)
        }
        .frame(width: 50)
    },
    Fixture("padding-default-16", source: ".padding() adds 16 on every edge on iOS",
            canvas: CGSize(width: 100, height: 100),
            expected: [("p", rect(x: 29...71, y: 29...71)), ("c", rect(x: 45...55, y: 45...55))]) {
        Color.red.block(10, 10, "c").padding().accessibilityIdentifier("p")
    },
    Fixture("padding-negative", source: "negative padding shrinks the reported size (a 40×40 view with padding −10 reports 20×20)",
            canvas: CGSize(width: 100, height: 100),
            expected: [("p", rect(x: 40...60, y: 40...60))]) {
        Color.red.frame(width: 40, height: 40).padding(-10).accessibilityIdentifier("p")
    },
    Fixture("flexframe-max-takes-proposal", source: "frame(maxWidth: .infinity) takes the whole proposed width; content centred",
            canvas: CGSize(width: 200, height: 50),
            expected: [("f", rect(x: 0...200, y: 20...30)), ("c", rect(x: 95...105, y: 20...30))]) {
        Color.red.block(10, 10, "c").frame(maxWidth: .infinity).accessibilityIdentifier("f")
    },
    Fixture("flexframe-min-ideal-max", source: "frame(minWidth: 80, idealWidth: 120, maxWidth: 200) proposed 390 is 200 (proposal clamped to [min, max])",
            canvas: CGSize(width: 390, height: 50),
            expected: [("f", rect(x: 95...295, y: 20...30))]) {
        Color.red.frame(width: 10, height: 10).frame(minWidth: 80, idealWidth: 120, maxWidth: 200).accessibilityIdentifier("f")
    },
    Fixture("flexframe-ideal-under-fixedsize", source: "fixedSize() asks for the ideal: a frame with idealWidth 120 answers 120",
            canvas: CGSize(width: 390, height: 50),
            expected: [("f", rect(x: 135...255, y: 20...30))]) {
        Color.red.frame(width: 10, height: 10).frame(minWidth: 80, idealWidth: 120, maxWidth: 200)
            .fixedSize().accessibilityIdentifier("f")
    },
    Fixture("frame-alignment-leading", source: "frame(width: 100, alignment: .leading) puts the content at the frame's leading edge",
            canvas: CGSize(width: 100, height: 20),
            expected: [("c", rect(x: 0...10, y: 5...15))]) {
        Color.red.block(10, 10, "c").frame(width: 100, alignment: .leading)
    },
    Fixture("priority-wins-space", source: "layoutPriority: the higher-priority view is sized first and takes what it wants (text 100 wide keeps 100 of 150; the other gets 150 − 100 − 8 = 42 and wraps to 4 characters a line, 40×30; the stack, 148 wide, is centred)",
            canvas: CGSize(width: 150, height: 40),
            expected: [("a", rect(x: 1...101, y: 15...25)), ("b", rect(x: 109...149, y: 5...35))]) {
        HStack {
            Text("aaaaaaaaaa").layoutPriority(1).accessibilityIdentifier("a")
            Text("bbbbbbbbbb").accessibilityIdentifier("b")
        }
    },
    Fixture("text-equal-priority-share", source: "equal-priority texts: the first is offered (150 − 8) / 2 = 71 and wraps to 70, the second the remaining 72 and wraps to 70; the 148-wide stack is centred",
            canvas: CGSize(width: 150, height: 40),
            expected: [("a", rect(x: 1...71, y: 10...30)), ("b", rect(x: 79...149, y: 10...30))]) {
        HStack {
            Text("aaaaaaaaaa").accessibilityIdentifier("a")
            Text("bbbbbbbbbb").accessibilityIdentifier("b")
        }
    },
    Fixture("text-hugs-widest-line", source: "Text proposed 55 wide wraps at words and answers its widest line (\"ab cd ef\" → \"ab cd\" 50 wide, 2 lines); centred at x 2.5, which snaps up to 2.67 at 3×",
            canvas: CGSize(width: 55, height: 40),
            expected: [("t", rect(x: 2.67...52.67, y: 10...30))]) {
        Text("ab cd ef").accessibilityIdentifier("t")
    },
    Fixture("text-linelimit-truncates", source: "lineLimit(1): one line, cut to the proposal (5 whole characters fit in 55)",
            canvas: CGSize(width: 55, height: 40),
            expected: [("t", rect(x: 2.67...52.67, y: 15...25))]) {
        Text("ab cd ef").lineLimit(1).accessibilityIdentifier("t")
    },
    Fixture("fixedsize-text-overflows", source: "fixedSize() on text ignores the proposal: one line, overflowing (seed 000 FixedSizeDemo)",
            canvas: CGSize(width: 40, height: 20),
            expected: [("t", rect(x: -10...50, y: 5...15))]) {
        Text("abcdef").fixedSize().accessibilityIdentifier("t")
    },
    Fixture("firstTextBaseline-aligns-baselines", source: "HStack(.firstTextBaseline): baselines meet; a Color's baseline is its bottom (seed 003 §4.2): the text's baseline (8) meets the colour's bottom (20), so the text hangs 2 below; the stack is 22 tall",
            canvas: CGSize(width: 100, height: 40),
            expected: [("t", rect(x: 36...46, y: 21...31)), ("c", rect(x: 54...64, y: 9...29))]) {
        HStack(alignment: .firstTextBaseline) {
            Text("a").accessibilityIdentifier("t")
            Color.red.block(10, 20, "c")
        }
    },
    Fixture("offset-moves-without-relayout", source: ".offset moves the view (as a GeometryReader sees it) without moving its neighbours",
            canvas: CGSize(width: 100, height: 20),
            expected: [("a", rect(x: 41...51, y: 10...20)), ("b", rect(x: 54...64, y: 5...15))]) {
        HStack {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 5).accessibilityIdentifier("a")
            Color.blue.block(10, 10, "b")
        }
    },
    Fixture("position-takes-proposal", source: ".position takes the whole proposal and centres the content on the point",
            canvas: CGSize(width: 100, height: 100),
            expected: [("c", rect(x: 15...25, y: 25...35))]) {
        Color.red.block(10, 10, "c").position(x: 20, y: 30)
    },
    Fixture("aspectratio-fit", source: "aspectRatio(2, .fit) offers the largest 2:1 size inside the proposal (300×100 → 200×100)",
            canvas: CGSize(width: 300, height: 100),
            expected: [("c", rect(x: 50...250, y: 0...100))]) {
        Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("c")
    },
    Fixture("circle-is-square", source: "Circle answers the largest square in its proposal",
            canvas: CGSize(width: 100, height: 40),
            expected: [("c", rect(x: 30...70, y: 0...40))]) {
        Circle().accessibilityIdentifier("c")
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
    Fixture("zstack-lower-priority-fits", source: "ZStack sizes to its highest-priority children; the others are proposed that size",
            canvas: CGSize(width: 100, height: 100),
            expected: [("bg", rect(x: 40...60, y: 45...55))]) {
        ZStack {
            Color.red.accessibilityIdentifier("bg")
            Color.blue.frame(width: 20, height: 10).layoutPriority(1)
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
